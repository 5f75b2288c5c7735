/**
 * The privacy policy (LGPD): where it lives and which text version is
 * published. The texts are `privacyLabels` in models/labels.ts.
 */
import { privacyLabels } from './labels';

/** The privacy policy page; every 'Política de Privacidade' of a form links here. */
export const PRIVACY_PATH = '/privacidade';

/** The published version of the privacy policy text. */
export const PRIVACY_TEXT_VERSION = privacyLabels.version;

/** The parts of a text around the policy's name, for a link in its place (null: the text does not name it). */
export function splitAtPolicyName(text: string): { before: string; link: string; after: string } | null {
  const at = text.indexOf(privacyLabels.linkText);
  if (at < 0) return null;
  return { before: text.slice(0, at), link: privacyLabels.linkText, after: text.slice(at + privacyLabels.linkText.length) };
}
