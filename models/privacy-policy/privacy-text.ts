/**
 * The one version of the privacy texts: the policy page (`/privacidade`),
 * the privacy box of every lead form and company form, the consents each
 * lead and each change in the privacy centre record, and the proposal's
 * summary all say this version. Bump it (and the date it takes effect)
 * whenever one of those texts changes; keep the old one in
 * `EARLIER_PRIVACY_TEXT_VERSIONS` so a page still open with it keeps working.
 */
export const PRIVACY_TEXT_VERSION = '2026-11-29';
/** The day the version takes effect, as the policy page shows it. */
export const PRIVACY_TEXT_EFFECTIVE_FROM = '29/11/2026';
/** Versions an older page may still send with a lead. */
export const EARLIER_PRIVACY_TEXT_VERSIONS = ['2026-11-28', '2026-11-26', '2026-11-24', '2026-07-01'] as const;
