/**
 * The privacy policy (LGPD): which text version is published (its page's
 * address is PRIVACY_PATH in models/pages.ts), and how long each kind of
 * data is kept (the periods the policy states and the retention job uses).
 * The texts are `privacyLabels` in models/labels/privacy.ts.
 */
import { privacyLabels } from './labels/privacy';

/** The published version of the privacy policy text. */
export const PRIVACY_TEXT_VERSION = privacyLabels.version;

export { RETENTION } from './retention';

/** The parts of a text around the policy's name, for a link in its place (null: the text does not name it). */
export function splitAtPolicyName(text: string): { before: string; link: string; after: string } | null {
  const at = text.indexOf(privacyLabels.linkText);
  if (at < 0) return null;
  return { before: text.slice(0, at), link: privacyLabels.linkText, after: text.slice(at + privacyLabels.linkText.length) };
}
