import { describe, expect, it } from 'vitest';
import { createApi } from '../../services/api';
import { ApiCallError } from '../../services/http';
import { confirmEmailVerification, signUp } from '../../services/auth';
import { beatriz, validSignUp } from '../machines/session.paths';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: body === undefined ? {} : { 'content-type': 'application/json' } });
const apiAnswering = (res: Response) => createApi(config, async () => res);

describe('signUp (POST /api/auth/sign-up)', () => {
  it('201: the new account, signed in', async () => {
    expect(await signUp(apiAnswering(answer(201, beatriz)), validSignUp)).toEqual(beatriz);
  });

  it('202: an unconfirmed account holds the e-mail; the sign-up waits for its owner, nobody signed in', async () => {
    expect(await signUp(apiAnswering(answer(202, { pendingEmail: validSignUp.email })), validSignUp)).toEqual({ pendingEmail: validSignUp.email });
  });

  it('an answer of another shape is an ApiCallError', async () => {
    await expect(signUp(apiAnswering(answer(201, { pendingEmail: 1 })), validSignUp)).rejects.toBeInstanceOf(ApiCallError);
  });
});

describe('confirmEmailVerification (POST /api/auth/email-verification/confirm)', () => {
  it('204: the account’s e-mail proven; 201: the account of a waiting sign-up created', async () => {
    const token = 'a'.repeat(43);
    expect(await confirmEmailVerification(apiAnswering(answer(204)), { token })).toEqual({ accountCreated: false });
    expect(await confirmEmailVerification(apiAnswering(answer(201, { accountCreated: true })), { token })).toEqual({ accountCreated: true });
  });
});
