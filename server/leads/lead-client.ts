/**
 * The v2 lead's client credentials (models/lead/lead.ts `LEAD_CLIENT_HEADERS`):
 * configured with LEAD_CLIENT_ID and LEAD_CLIENT_SECRET (both or neither),
 * written into the page's two meta tags by the server as it serves the page
 * (server/http/page-meta.ts), sent back by the page as the `client_id` and
 * `client_secret` headers of `POST /api/v2/lead`. When they are configured
 * a v2 lead without the right pair is refused (401, pt-BR) before anything
 * is read or written; unset, nothing is asked.
 *
 * They are in the page, so anyone who loads it can read them: they tell the
 * site's own page from a script that never loaded it, and let a gateway in
 * front tell which site sent a lead. They are no secret from visitors.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { leadLabels } from '../../models/labels/lead';
import { LEAD_CLIENT_HEADERS, LEAD_CLIENT_VALUE_PATTERN } from '../../models/lead/lead';
import { HttpError } from '../http/route';

export const LEAD_CLIENT_PATH = '/api/v2/lead';

export interface LeadClient {
  id: string;
  secret: string;
}

/** The configured pair, or null when neither is set; one without the other, or a value that cannot travel as it is, stops the start. */
export function leadClientFromEnv(env: { LEAD_CLIENT_ID?: string | undefined; LEAD_CLIENT_SECRET?: string | undefined }): LeadClient | null {
  const id = env.LEAD_CLIENT_ID?.trim() ?? '';
  const secret = env.LEAD_CLIENT_SECRET?.trim() ?? '';
  if (!id && !secret) return null;
  if (!id || !secret) throw new Error('LEAD_CLIENT_ID and LEAD_CLIENT_SECRET are set together, or neither');
  if (!LEAD_CLIENT_VALUE_PATTERN.test(id) || !LEAD_CLIENT_VALUE_PATTERN.test(secret)) {
    throw new Error('LEAD_CLIENT_ID and LEAD_CLIENT_SECRET: 8 to 200 letters, digits, ".", "_", "~" or "-"');
  }
  return { id, secret };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The same text, compared in constant time (their digests). */
function sameText(sent: unknown, expected: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected));
}

/** Refuses (401) a v2 lead without the configured pair; nothing when none is configured. */
export function checkLeadClient(client: LeadClient | null, request: FastifyRequest): void {
  if (!client) return;
  const id = sameText(request.headers[LEAD_CLIENT_HEADERS.id], client.id);
  const secret = sameText(request.headers[LEAD_CLIENT_HEADERS.secret], client.secret);
  if (!id || !secret) throw new HttpError(401, 'lead_client_refused', leadLabels.api.leadClientRefused);
}
