/**
 * The data layer's rules (spec 001 §8 "Tracking") and the consent that
 * governs it: an empty interaction type or a missing tracking id is dropped,
 * and no entry ever carries anything shaped like a CPF, CNPJ, e-mail or phone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PURPOSES,
  CONSENT_VERSION,
  NO_PURPOSES,
  TRACKED_INTERACTIONS,
  TRACKING_COMPONENTS,
  TRACKING_IDS,
  componentOfTrackingId,
  consentChoice,
  consentedTracking,
  dataLayerEntries,
  dataLayerEntry,
  gaUserIdOf,
  interactionRecord,
  isPersonalKey,
  looksPersonal,
  parseConsentChoice,
} from '../../../models/common/tracking';
import { gaClientIdOf, parseUserAnalyticsPayload, userAnalyticsPayload } from '../../../models/privacy/user-analytics';

/** A CPF with valid check digits, written bare or punctuated. */
const cpfArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).chain((base) => {
  const digit = (ds: number[]) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])].join('');
  return fc.constantFrom(all, `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`);
});
const emailArb = fc.emailAddress();
const phoneArb = fc
  .tuple(fc.integer({ min: 11, max: 99 }), fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1000, max: 9999 }))
  .chain(([ddd, a, b]) => fc.constantFrom(`(${ddd}) 9${a}-${b}`, `${ddd}9${a}${b}`, `+55 ${ddd} 9${a}-${b}`, `${ddd} ${a}-${b}`));
const personalArb = fc.oneof(cpfArb, emailArb, phoneArb);
/** Values a chart may legitimately record: ids, slugs, small numbers, flags. */
const plainArb = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/), fc.integer({ min: 0, max: 99_999 }), fc.boolean(), fc.uuid());

describe('data layer entries', () => {
  it('one entry per interaction the spec names, with its component tracking id', () => {
    for (const interaction of TRACKED_INTERACTIONS) {
      const verdict = dataLayerEntry(interactionRecord(interaction, { offerId: 'fiat-pulse-audace', period: 24 }));
      expect(verdict).toEqual({ ok: true, entry: { event: 'flua.interaction', interactionType: interaction, trackingId: TRACKING_IDS[interaction], offerId: 'fiat-pulse-audace', period: 24 } });
    }
  });

  it("an entry carries its component's tracking properties; the record's figures, event, type and tracking id win over them", () => {
    const properties = { showcase: { pageSection: 'vitrine', offerId: 'x', event: 'y' }, 'lead-form': { pageSection: 'envio-de-dados' } };
    expect(dataLayerEntry(interactionRecord('cardClick', { offerId: 'fiat-mobi-l10' }), properties)).toEqual({
      ok: true,
      entry: { event: 'flua.interaction', interactionType: 'cardClick', trackingId: 'flua-offer-card', offerId: 'fiat-mobi-l10', pageSection: 'vitrine' },
    });
    // Another component's, or a tracking id of no component of ours: none.
    expect(dataLayerEntry(interactionRecord('share'), properties)).toEqual({ ok: true, entry: { event: 'flua.interaction', interactionType: 'share', trackingId: 'flua-share' } });
    expect(dataLayerEntry({ interaction: 'outro', trackingId: 'flua-outro' }, properties)).toEqual({ ok: true, entry: { event: 'flua.interaction', interactionType: 'outro', trackingId: 'flua-outro' } });
    for (const interaction of TRACKED_INTERACTIONS) expect(TRACKING_COMPONENTS).toContain(componentOfTrackingId(TRACKING_IDS[interaction]));
  });

  it('an empty interaction type or a missing tracking id is dropped, with its reason', () => {
    expect(dataLayerEntry({ interaction: '  ', trackingId: 'x' })).toEqual({ ok: false, reason: 'emptyInteraction' });
    expect(dataLayerEntry({ interaction: 'cardClick', trackingId: undefined })).toEqual({ ok: false, reason: 'missingTrackingId' });
    expect(dataLayerEntry({ interaction: 'cardClick', trackingId: '' })).toEqual({ ok: false, reason: 'missingTrackingId' });
    expect(dataLayerEntries([{ interaction: '', trackingId: 'a' }, interactionRecord('share'), { interaction: 'x', trackingId: undefined }])).toEqual({
      entries: [{ event: 'flua.interaction', interactionType: 'share', trackingId: 'flua-share' }],
      dropped: ['emptyInteraction', 'missingTrackingId'],
    });
  });

  it('empty values are left out', () => {
    expect(dataLayerEntry(interactionRecord('coupon', { coupon: undefined, offerId: 'o', dealerId: null, note: '' }))).toEqual({
      ok: true,
      entry: { event: 'flua.interaction', interactionType: 'coupon', trackingId: 'flua-coupon', offerId: 'o' },
    });
  });

  it('a field named like personal data drops the record whatever it holds', () => {
    for (const key of ['cpf', 'email', 'phone', 'nome', 'jwtToken']) {
      expect(dataLayerEntry(interactionRecord('leadSent', { [key]: 'x' }))).toEqual({ ok: false, reason: 'personalData' });
    }
  });

  it('property: no entry carries anything shaped like a CPF, an e-mail or a phone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRACKED_INTERACTIONS),
        fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z]{0,12}$/).filter((key) => !isPersonalKey(key)), fc.oneof(plainArb, personalArb, fc.tuple(fc.string(), personalArb, fc.string()).map(([a, p, b]) => `${a} ${p} ${b}`))),
        (interaction, data) => {
          const verdict = dataLayerEntry(interactionRecord(interaction, data));
          if (!verdict.ok) return;
          for (const value of Object.values(verdict.entry)) expect(looksPersonal(String(value))).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: a record carrying a CPF, an e-mail or a phone is dropped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRACKED_INTERACTIONS), personalArb, (interaction, personal) => {
        expect(dataLayerEntry(interactionRecord(interaction, { offerId: 'fiat-mobi', detail: personal }))).toEqual({ ok: false, reason: 'personalData' });
      }),
      { numRuns: 300 },
    );
  });

  it('a UUID whose digits look like a phone is an id, not personal data', () => {
    expect(dataLayerEntry(interactionRecord('planChange', { leadId: '00000000-0000-1000-8a3a-550000000000' })).ok).toBe(true);
    expect(dataLayerEntry(interactionRecord('planChange', { leadId: 'x 5511987654321' })).ok).toBe(false);
  });

  it('property: ids, slugs, numbers and flags pass untouched', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z]{0,12}$/).filter((key) => !isPersonalKey(key)), fc.oneof(fc.stringMatching(/^[a-z][a-z-]{0,30}$/), fc.uuid(), fc.integer({ min: 0, max: 999_999 }), fc.boolean())), (data) => {
        const verdict = dataLayerEntry(interactionRecord('planChange', data));
        expect(verdict.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('cookie consent', () => {
  it('a stored choice of this version is read back; an older one or garbage asks again', () => {
    const choice = consentChoice(ALL_PURPOSES, new Date('2026-11-24T10:00:00Z'));
    expect(parseConsentChoice(JSON.stringify(choice))).toEqual({ version: CONSENT_VERSION, purposes: ALL_PURPOSES, decidedAt: '2026-11-24T10:00:00.000Z' });
    expect(parseConsentChoice(JSON.stringify({ ...choice, version: '2020-01-01' }))).toBeNull();
    expect(parseConsentChoice('{')).toBeNull();
    expect(parseConsentChoice(JSON.stringify({ ...choice, purposes: { analytics: 'yes' } }))).toBeNull();
    expect(parseConsentChoice(null)).toBeNull();
  });

  it('a lead carries campaign values and gclid only with the advertising consent, analytics ids only with the analytics one', () => {
    const tracking = { utm: { utm_source: 'google' }, gclid: 'abc', referer: 'https://busca.example/', retUrl: 'https://flua.example/?utm_source=google', gaclientid: '1.2', gatrackid: 'G-ABCD1234', gauserid: 'u-77' };
    expect(consentedTracking(tracking, null)).toEqual({ utm: {} });
    expect(consentedTracking(tracking, consentChoice(NO_PURPOSES, new Date()))).toEqual({ utm: {} });
    expect(consentedTracking(tracking, consentChoice({ analytics: true, advertising: false }, new Date()))).toEqual({ utm: {}, gaclientid: '1.2', gatrackid: 'G-ABCD1234', gauserid: 'u-77' });
    expect(consentedTracking(tracking, consentChoice({ analytics: false, advertising: true }, new Date()))).not.toHaveProperty('gauserid');
    expect(consentedTracking(tracking, consentChoice(ALL_PURPOSES, new Date()))).toEqual(tracking);
  });
});

describe('user analytics payload', () => {
  it("holds the lead's figures, the campaign values and the analytics ids, and reads back on the server", () => {
    const payload = userAnalyticsPayload(
      { leadId: 'l-1', productLeadId: 'p-1', offerId: 'fiat-mobi', period: 24, km: 1000 },
      { utm: { utm_source: 'google', utm_campaign: 'verao' }, gclid: 'Cj0-abc' },
      { gaclientid: gaClientIdOf('GA1.1.123456789.1700000000'), gatrackid: 'G-ABCD1234' },
    );
    expect(payload).toEqual({ leadId: 'l-1', productLeadId: 'p-1', offerId: 'fiat-mobi', period: 24, km: 1000, utm_source: 'google', utm_campaign: 'verao', gclid: 'Cj0-abc', gaclientid: '123456789.1700000000', gatrackid: 'G-ABCD1234' });
    expect(parseUserAnalyticsPayload(JSON.stringify(payload))).toEqual({ ok: true, payload });
  });

  it('leaves out a campaign value shaped like personal data; the server refuses one', () => {
    const payload = userAnalyticsPayload({ leadId: 'l-1' }, { utm: { utm_term: 'ana@exemplo.com' } }, {});
    expect(payload).toEqual({ leadId: 'l-1' });
    expect(parseUserAnalyticsPayload(JSON.stringify({ leadId: 'l-1', utm_term: '529.982.247-25' }))).toEqual({ ok: false, reason: 'personalData', fields: ['utm_term'] });
    expect(parseUserAnalyticsPayload('[1]')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it("reads the analytics user id of the data layer's latest entry that sets one, never one shaped like personal data", () => {
    expect(gaUserIdOf([{ event: 'gtm.js' }, { user_id: 'u-1' }, { event: 'page' }, { user_id: 'u-2' }, { event: 'x' }])).toBe('u-2');
    expect(gaUserIdOf([{ userId: 8841 }])).toBe('8841');
    expect(gaUserIdOf([{ user_id: 'u-1' }, { user_id: 'ana@exemplo.com' }])).toBeUndefined();
    expect(gaUserIdOf([{ user_id: '529.982.247-25' }])).toBeUndefined();
    expect(gaUserIdOf([{ user_id: 'tem espaço' }])).toBeUndefined();
    expect(gaUserIdOf([{ event: 'x' }, null, 'texto'])).toBeUndefined();
    expect(gaUserIdOf(undefined)).toBeUndefined();
    // It goes with the lead's analytics and the server reads it back.
    const payload = userAnalyticsPayload({ leadId: 'l-1' }, { utm: {} }, { gauserid: 'u-2' });
    expect(payload).toEqual({ leadId: 'l-1', gauserid: 'u-2' });
    expect(parseUserAnalyticsPayload(JSON.stringify(payload))).toEqual({ ok: true, payload });
  });

  it('reads the GA client id of a _ga cookie', () => {
    expect(gaClientIdOf('GA1.1.123456789.1700000000')).toBe('123456789.1700000000');
    expect(gaClientIdOf('nonsense')).toBeUndefined();
    expect(gaClientIdOf(undefined)).toBeUndefined();
  });
});

