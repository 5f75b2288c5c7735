/**
 * The privacy policy (LGPD): which text version is published (its page's
 * address is PRIVACY_PATH in models/app/pages.ts), and how long each kind of
 * data is kept (the periods the policy states and the retention job uses).
 * The texts are `privacyLabels` in models/labels/privacy.ts.
 */
import { privacyLabels } from '../labels/privacy';
import { RETENTION } from '../privacy-policy/retention';

/** The published version of the privacy texts (the policy, the forms' privacy box, the consents). */
export { PRIVACY_TEXT_VERSION } from '../privacy-policy/privacy-text';

export { RETENTION } from '../privacy-policy/retention';

/** The parts of a text around the policy's name, for a link in its place (null: the text does not name it). */
export function splitAtPolicyName(text: string): { before: string; link: string; after: string } | null {
  const at = text.indexOf(privacyLabels.linkText);
  if (at < 0) return null;
  return { before: text.slice(0, at), link: privacyLabels.linkText, after: text.slice(at + privacyLabels.linkText.length) };
}

/**
 * How long a lead without a contract keeps its personal data: this many
 * months after its last movement the retention job (server/jobs/retention.ts)
 * anonymises it. The privacy text states the same period (models/privacy-policy/retention.ts).
 */
export const LEAD_RETENTION_MONTHS = RETENTION.leadWithoutContractMonths;

/** The lifecycle statuses of a lead with a contract: a legal duty keeps its data (no retention, no anonymisation on request). */
export const CONTRACT_LEAD_STATUSES = ['contract_signed', 'vehicle_delivered'] as const;

/** The instant before which a lead without a contract is anonymised, at `now`. */
export function retentionCutoff(now: Date, months: number = LEAD_RETENTION_MONTHS): Date {
  const cut = new Date(now.getTime());
  cut.setUTCMonth(cut.getUTCMonth() - months);
  return cut;
}
