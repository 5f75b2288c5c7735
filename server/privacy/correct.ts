/**
 * A correction (LGPD art. 18 III), in the caller's transaction: the values
 * the privacy admin recorded replace the person's name, phone or address on
 * their leads (the form as sent, as it stands now and every version's, so
 * the dealer's desk, "Minhas Propostas" and the export all read the right
 * value) and on their account. Only a field a lead's form holds is set (a
 * company's lead names its contact, a person's lead the person). The scope
 * is the requester's (server/privacy/scope.ts): never another person who
 * shares the CPF. One `privacy_audit` row per lead and account says which
 * fields changed, never the old values.
 */
import { CORRECTION_BODY_KEYS, PRIVACY_CORRECTION_FIELDS, type PrivacyCorrection, type PrivacyCorrectionField } from '../../models/privacy/privacy-requests';
import type { Queryable } from '../db/database';
import { subjectScope } from './scope';
import type { PrivacySubject } from './subject';

export interface CorrectionResult {
  fields: PrivacyCorrectionField[];
  leadIds: string[];
  accounts: string[];
}

/** The lead form's fields to set, each with its corrected value. */
function bodyPatch(corrections: PrivacyCorrection): Record<string, string> {
  const patch: Record<string, string> = {};
  for (const field of PRIVACY_CORRECTION_FIELDS) {
    const value = corrections[field];
    if (value === undefined) continue;
    for (const key of CORRECTION_BODY_KEYS[field]) patch[key] = value;
  }
  return patch;
}

/** `column || {the patch's keys the column already holds}`. */
const merged = (column: string, param: string) =>
  `${column} || COALESCE((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(${param}::jsonb) e WHERE ${column} ? e.key), '{}'::jsonb)`;

export async function correctSubject(
  tx: Queryable,
  subject: PrivacySubject,
  corrections: PrivacyCorrection,
  who: { actor: string; userId: string; requestId: string },
  at: Date,
): Promise<CorrectionResult> {
  const fields = PRIVACY_CORRECTION_FIELDS.filter((f) => corrections[f] !== undefined);
  const scope = await subjectScope(tx, subject);
  const patch = JSON.stringify(bodyPatch(corrections));
  if (scope.leads.length > 0) {
    await tx.query(
      `UPDATE leads SET body = ${merged('body', '$2')},
              current_body = CASE WHEN current_body IS NULL THEN NULL ELSE ${merged('current_body', '$2')} END,
              updated_at = $3::timestamptz
        WHERE id = ANY($1::text[])`,
      [scope.leads, patch, at.toISOString()],
    );
    await tx.query(`UPDATE lead_versions SET body = ${merged('body', '$2')} WHERE lead_id = ANY($1::text[])`, [scope.leads, patch]);
  }
  if (scope.accounts.length > 0 && (corrections.name !== undefined || corrections.phone !== undefined)) {
    await tx.query('UPDATE users SET full_name = COALESCE($2, full_name), phone = COALESCE($3, phone) WHERE id = ANY($1::text[])', [
      scope.accounts,
      corrections.name ?? null,
      corrections.phone ?? null,
    ]);
  }
  const note = fields.join(', ');
  for (const leadId of scope.leads) {
    await tx.query("INSERT INTO privacy_audit (request_id, lead_id, actor_user_id, actor, action, note, at) VALUES ($1::bigint, $2, $3, $4, 'lead_corrected', $5, $6::timestamptz)", [
      who.requestId,
      leadId,
      who.userId,
      who.actor,
      note,
      at.toISOString(),
    ]);
  }
  if (scope.accounts.length > 0 && (corrections.name !== undefined || corrections.phone !== undefined)) {
    await tx.query("INSERT INTO privacy_audit (request_id, actor_user_id, actor, action, note, at) VALUES ($1::bigint, $2, $3, 'account_corrected', $4, $5::timestamptz)", [
      who.requestId,
      who.userId,
      who.actor,
      note,
      at.toISOString(),
    ]);
  }
  return { fields, leadIds: scope.leads, accounts: scope.accounts };
}
