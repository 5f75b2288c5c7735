/**
 * The privacy policy (LGPD): which text version is published (its page's
 * address is PRIVACY_PATH in models/pages.ts). The texts are `privacyLabels` in models/labels.ts.
 */
import { privacyLabels } from './labels/privacy';

/** The published version of the privacy policy text. */
export const PRIVACY_TEXT_VERSION = privacyLabels.version;

/** The parts of a text around the policy's name, for a link in its place (null: the text does not name it). */
export function splitAtPolicyName(text: string): { before: string; link: string; after: string } | null {
  const at = text.indexOf(privacyLabels.linkText);
  if (at < 0) return null;
  return { before: text.slice(0, at), link: privacyLabels.linkText, after: text.slice(at + privacyLabels.linkText.length) };
}
