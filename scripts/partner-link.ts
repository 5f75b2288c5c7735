/**
 * `npm run partner-link -- [options]`: a partner's link to an offer, sealed
 * the way a partner's site seals it (server/partnerships/partner-tokens.ts):
 * with the partner's key from PARTNERSHIP_KEYS, or the demo partner's public
 * key. For trying the site and for a partner's developers to compare with
 * their own tokens.
 *
 *   --partner clube-demo      the partner's name (default: the demo partner)
 *   --offer fiat-mobi-l10     the offer the link opens (default: the showcase)
 *   --value SOCIO-000123      the customer's value at the partner
 *   --seller PARC-77          the partner's seller (optional)
 *   --renewal                 a renewal
 *   --referral https://…      the partner's page (optional)
 *   --days 7                  how long the token is good
 *   --site http://localhost:3000
 */
import { parseArgs } from 'node:util';
import { PARTNER_PARAM, PARTNER_TOKEN_PARAM } from '../models/lead/partnership';
import { DEMO_PARTNER, DEMO_PARTNER_KEYS } from '../server/demo/demo-partners';
import { partnerKeysFromConfig, sealPartnerToken } from '../server/partnerships/partner-tokens';

const { values } = parseArgs({
  options: {
    partner: { type: 'string', default: DEMO_PARTNER },
    offer: { type: 'string' },
    value: { type: 'string', default: 'SOCIO-000123' },
    seller: { type: 'string' },
    renewal: { type: 'boolean', default: false },
    referral: { type: 'string' },
    days: { type: 'string', default: '7' },
    site: { type: 'string', default: process.env.PUBLIC_URL || 'http://localhost:3000' },
  },
});

const keys = process.env.PARTNERSHIP_KEYS?.trim() ? partnerKeysFromConfig(process.env.PARTNERSHIP_KEYS) : DEMO_PARTNER_KEYS;
const key = keys.get(values.partner)?.[0];
if (!key) {
  console.error(`No key for partner '${values.partner}' (PARTNERSHIP_KEYS, or the demo partner '${DEMO_PARTNER}').`);
  process.exit(1);
}
const exp = Math.floor(Date.now() / 1000) + Math.round(Number(values.days) * 86_400);
const token = sealPartnerToken(key, values.partner, {
  v: values.value,
  ...(values.seller ? { s: values.seller } : {}),
  ...(values.renewal ? { r: true } : {}),
  ...(values.referral ? { l: values.referral } : {}),
  exp,
});
const url = new URL('/', values.site);
if (values.offer) url.searchParams.set('offerId', values.offer);
url.searchParams.set(PARTNER_PARAM, values.partner);
url.searchParams.set(PARTNER_TOKEN_PARAM, token);
console.log(url.toString());
