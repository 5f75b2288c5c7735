/** The privacy consents chart's generated paths (shared by its test and `npm run paths`). */
import type { ConsentLead, CustomerConsent, PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import { privacyConsentsMachine, type PrivacyConsentsEvent, type PrivacyConsentsSnapshot } from '../../machines/privacy-consents/privacy-consents.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

const SENT = '2026-11-20T13:00:00.000Z';
const lead = (purpose: CustomerConsent['purpose'], granted: boolean): CustomerConsent => ({
  purpose,
  granted,
  textVersion: '2026-07-01',
  recordedAt: SENT,
  history: [{ granted, at: SENT, textVersion: '2026-07-01', actor: 'lead' }],
});

/** A customer's one proposal: WhatsApp and sharing granted, e-mail refused on the form. */
export const compassLead: ConsentLead = {
  leadId: '7c2e5a10-0000-4000-8000-000000000003',
  proposalCode: 'FL-7C2E5A10',
  createdAt: SENT,
  title: 'Jeep Compass Longitude 2026',
  dealerName: 'Savana Jeep',
  consents: [lead('whatsapp', true), lead('email', false), lead('sms_phone', true)],
};

export const listedLeads: PrivacyConsentsAnswer = [compassLead];

const CHANGED_AT = '2026-11-24T15:00:00.000Z';

/** The list as the server answers a change: the consent set so, now, by the customer, with its history. */
export function afterChange(leads: readonly ConsentLead[], change: { leadId: string; purpose: CustomerConsent['purpose']; granted: boolean }): PrivacyConsentsAnswer {
  return leads.map((l) =>
    l.leadId !== change.leadId
      ? l
      : {
          ...l,
          consents: l.consents.map((c) =>
            c.purpose !== change.purpose
              ? c
              : {
                  ...c,
                  granted: change.granted,
                  textVersion: '2026-11-24',
                  recordedAt: CHANGED_AT,
                  history: [...c.history, { granted: change.granted, at: CHANGED_AT, textVersion: '2026-11-24', actor: 'customer' as const }],
                },
          ),
        },
  );
}

export const changeRefused = new ApiCallError('Pedido não encontrado.', 404, 'not_found');

export const privacyConsentsPlan = planChart({
  id: 'privacy-consents',
  machine: privacyConsentsMachine,
  distinguishCandidates: true,
  // Not the change's key: a new one each time, it would make every change a new state.
  serializeState: (s: PrivacyConsentsSnapshot) =>
    JSON.stringify({
      value: s.value,
      leads: s.context.leads.map((l) => [l.leadId, l.consents.map((c) => [c.purpose, c.granted])]),
      change: s.context.change && { leadId: s.context.change.leadId, purpose: s.context.change.purpose, granted: s.context.change.granted, failed: s.context.change.error !== null },
      changed: s.context.changed,
    }),
  events: (snap: PrivacyConsentsSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadConsents) {
      out.push({ type: 'xstate.done.actor.loadConsents', output: listedLeads });
      out.push({ type: 'xstate.done.actor.loadConsents', output: [] });
      out.push({ type: 'xstate.error.actor.loadConsents', error: new Error('Um erro ocorreu, tente novamente') });
    }
    const change = snap.context.change;
    if (snap.children.changeConsent && change) {
      out.push({ type: 'xstate.done.actor.changeConsent', output: afterChange(snap.context.leads, change) });
      out.push({ type: 'xstate.error.actor.changeConsent', error: changeRefused });
    }
    // The session's news, the retry, and the customer's changes: withdraw WhatsApp, give e-mail, and one that changes nothing.
    const person: PrivacyConsentsEvent[] = [
      { type: 'session.loaded', viewer: { signedIn: true, admin: false } },
      { type: 'session.loaded', viewer: { signedIn: false, admin: false } },
      { type: 'session.signedOut' },
      { type: 'consents.retry' },
      { type: 'consent.change', leadId: compassLead.leadId, purpose: 'whatsapp', granted: false, key: 'consent-key' },
      { type: 'consent.change', leadId: compassLead.leadId, purpose: 'email', granted: true, key: 'consent-key' },
      { type: 'consent.change', leadId: compassLead.leadId, purpose: 'sms_phone', granted: true, key: 'consent-key' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
