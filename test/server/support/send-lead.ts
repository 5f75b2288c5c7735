/**
 * Sends a rental lead through the real route, as the browser does (same
 * origin, a fresh idempotency key, the session cookie when signed in), checks
 * it was taken (201) and answers its id.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Lead } from '../../../models/lead/lead';
import { rentalLead } from '../../support/lead-fixtures';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

export async function sendLead(app: FastifyInstance, overrides: Partial<Lead> = {}, cookie?: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: rentalLead(overrides),
    headers: { 'idempotency-key': `test-lead-${randomUUID()}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The lead fields that make an account the person of a lead: name, e-mail and CPF. */
export const personOf = (account: { fullName: string; email: string; cpf: string }): Partial<Lead> => ({ firstName: account.fullName, email: account.email, cpf: account.cpf });
