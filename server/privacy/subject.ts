/**
 * The data subject on the server: who a privacy request, an export or an
 * anonymisation is about, and which rows are theirs. The rule itself is
 * `DataSubject` in models/lead/lead-status.ts (what a person proved: an e-mail by
 * a link sent to it, an account by its session; a CPF is only declared); this
 * is its SQL, read by every list of a person's leads ("Minhas Propostas", the
 * consents, the privacy export, the sharing answer, the anonymisation).
 */
import { findUser } from '../auth/accounts-repo';
import { subjectOfAccount, type DataSubject } from '../../models/lead/lead-status';
import type { SessionUser } from '../../models/account/auth';
import type { Queryable } from '../db/database';

/** A data subject and the account they proved, if any (its own row, sessions, resets…). */
export interface PrivacySubject extends DataSubject {
  account: string | null;
}

/**
 * The SQL condition "this lead (`alias`) is the subject's": sent while signed
 * in to the subject's account (`sender`, null for a link or a staff
 * account), or carrying the subject's CPF and one of their proven e-mails.
 * The arguments are the placeholders of the sender (text), the CPF (text)
 * and the e-mails (text[]).
 */
export function subjectLeadCondition(alias: string, p: { sender: string; cpf: string; emails: string }): string {
  return `(${alias}.user_id = ${p.sender}::text OR (${alias}.document = ${p.cpf}::text AND ${alias}.email = ANY(${p.emails}::text[])))`;
}

/** The values of `subjectLeadCondition`'s placeholders, in its order (sender, CPF, e-mails). */
export function subjectLeadValues(subject: DataSubject): [string | null, string, string[]] {
  return [subject.sender, subject.cpf, [...subject.emails]];
}

/** The signed-in person: their proven e-mails, their CPF, their account. */
export function subjectOfSession(user: SessionUser): PrivacySubject {
  return { ...subjectOfAccount(user), account: user.id };
}

/** What a privacy link proved: the e-mail it went to, with the CPF it was asked for (the pair a lead carried). */
export function subjectOfLink(link: { document: string; email: string }): PrivacySubject {
  return { cpf: link.document, emails: [link.email], sender: null, account: null };
}

/**
 * Whom a privacy request is about: its CPF and e-mail, and the account that
 * made it signed in (as that account is now: staff send no leads of theirs;
 * an account gone or anonymised proves nothing more).
 */
export async function subjectOfRequest(db: Queryable, row: { document: string; email: string; user_id: string | null }): Promise<PrivacySubject> {
  const user = row.user_id ? await findUser(db, row.user_id) : undefined;
  if (!user) return subjectOfLink(row);
  return { cpf: row.document, emails: [row.email], sender: subjectOfAccount(user).sender, account: user.id };
}
