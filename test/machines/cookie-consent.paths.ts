/** The cookie consent chart's generated paths, with and without a stored choice (shared by its test and `npm run paths`). */
import { cookieConsentMachine, type CookieConsentEvent, type CookieConsentInput, type CookieConsentSnapshot } from '../../machines/cookie-consent/cookie-consent.machine';
import { consentChoice } from '../../models/common/tracking';
import { planChart, type ChartPlan } from '../support/chart-paths';

/** When the person decides, in every path: a fixed time. */
const DECIDED_AT = '2026-01-15T12:00:00.000Z';

export const consentInputs: Record<string, CookieConsentInput> = {
  'cookie-consent-first-visit': { stored: null },
  'cookie-consent-stored': { stored: consentChoice({ analytics: false, advertising: true }, new Date('2026-11-20T12:00:00Z')) },
};

function plan(id: string, input: CookieConsentInput): ChartPlan {
  return planChart({
    id,
    machine: cookieConsentMachine,
    input,
    distinguishCandidates: true,
    // The choice's time is not what tells two snapshots apart.
    serializeState: (snap: CookieConsentSnapshot) => JSON.stringify({ value: snap.value, purposes: snap.context.choice?.purposes ?? null, draft: snap.context.draft }),
    events: (snap: CookieConsentSnapshot) => {
      const person: CookieConsentEvent[] = [
        { type: 'consent.acceptAll', at: DECIDED_AT },
        { type: 'consent.rejectAll', at: DECIDED_AT },
        { type: 'consent.customize' },
        { type: 'consent.togglePurpose', purpose: 'analytics' },
        { type: 'consent.togglePurpose', purpose: 'advertising' },
        { type: 'consent.save', at: DECIDED_AT },
        { type: 'consent.close' },
        { type: 'consent.reopen' },
      ];
      return person.filter((e) => snap.can(e));
    },
  });
}

export const consentPlans: ChartPlan[] = Object.entries(consentInputs).map(([id, input]) => plan(id, input));
