/**
 * The demo's partner (models/lead/partnership.ts): its key is public, as the
 * demo accounts' passwords are, so anyone can make its links
 * (`npm run partner-link`). It is configured only where the demo accounts are
 * seeded (the embedded database, or SEED_DEMO=true) and PARTNERSHIP_KEYS is
 * unset: a real site configures its own partners' keys.
 */
import { partnerKey, type PartnerKeys } from '../partnerships/partner-tokens';

export const DEMO_PARTNER = 'clube-demo';
/** Public: never a real partner's key. */
export const DEMO_PARTNER_KEY = '7VWPIbyggaZKPEn8EFdoGw3qbj1Uj8Pk6d_ezrlxYK8';

export const DEMO_PARTNER_KEYS: PartnerKeys = new Map([[DEMO_PARTNER, [partnerKey(DEMO_PARTNER_KEY)]]]);
