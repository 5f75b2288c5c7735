/** Signs a demo account in through the real route (same-origin, as the browser does) and answers its session cookie. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export async function signInCookie(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password },
    headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
  });
  expect(res.statusCode).toBe(200);
  return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
}
