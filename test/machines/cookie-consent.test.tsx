/**
 * Generated paths of the cookie consent chart, run against the real banner
 * and the footer's 'Cookies' link: every state and transition, with and
 * without a stored choice. Each choice is checked where it lands: what is
 * stored, whether the gclid/UTM capture is allowed, and the tracking actor's
 * state (granted or denied) and what it wrote to the data layer.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { CookieConsentContext } from '../../machines/cookie-consent/cookie-consent.context';
import { cookieConsentMachine, type CookieConsentEvent, type CookieConsentInput } from '../../machines/cookie-consent/cookie-consent.machine';
import { trackingMachine, TRACKING_SYSTEM_ID, type TrackingPropertiesLoad } from '../../machines/tracking/tracking.machine';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { interactionRecord, type ConsentChoice, type DataLayerEntry } from '../../models/common/tracking';
import { CookieSettingsLink } from '../../src/consent-provider';
import CookieBanner from '../../ui/consent/cookie-banner';
import { CONSENT_SPACE_PROPERTY } from '../../ui/theme/consent-space';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { consentInputs, consentPlans } from './cookie-consent.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = cookieConsentLabels;
const user = userEvent.setup();

function renderConsent(input: CookieConsentInput) {
  const stored: ConsentChoice[] = [];
  const advertising: boolean[] = [];
  const written: DataLayerEntry[] = [];
  let actor: AnyActorRef | undefined;
  const logic = cookieConsentMachine.provide({
    actors: {
      tracking: trackingMachine.provide({
        // The components' tracking properties: none (the tracking actor's own test reads them).
        actors: { loadTrackingProperties: fromPromise<TrackingPropertiesLoad, void>(async () => ({ properties: {}, failed: [] })) },
        actions: {
          writeToDataLayer: (_, entries) => void written.push(...entries),
          logDropped: () => undefined,
          logAnalyticsFailure: () => undefined,
          logPropertiesFailure: () => undefined,
        },
      }),
    },
    actions: { storeChoice: (_, choice) => void stored.push(choice), applyAdvertising: (_, allowed) => void advertising.push(allowed) },
  });
  function Probe() {
    actor = CookieConsentContext.useActorRef();
    return null;
  }
  render(
    <CookieConsentContext.Provider logic={logic} options={{ input }}>
      <Probe />
      <CookieBanner privacyHref="/privacidade" />
      <footer>
        <CookieSettingsLink />
      </footer>
    </CookieConsentContext.Provider>,
  );
  const tracking = () => actor!.system.get(TRACKING_SYSTEM_ID) as AnyActorRef;
  return { stored, advertising, written, actor: () => actor!, tracking };
}

const banner = () => screen.getByTestId('cookie-banner');

/** The banner's height on a phone (jsdom lays nothing out: the banner is given one). */
const BANNER_HEIGHT = 231.4;
const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
beforeAll(() => {
  rect.mockImplementation(function (this: HTMLElement) {
    return new DOMRect(0, 600, 390, this.dataset.testid === 'cookie-banner' ? BANNER_HEIGHT : 0);
  });
});
afterAll(() => rect.mockRestore());
/** The room the page keeps free at its foot for the banner (ui/theme/consent-space.ts). */
const reservedFoot = () => document.documentElement.style.getPropertyValue(CONSENT_SPACE_PROPERTY);
const purposeBox = (name: string) => within(banner()).getByRole('checkbox', { name: new RegExp(`^${name}`) });

const stateAssertions = {
  checking: () => undefined,
  undecided: () => {
    const b = banner();
    expect(within(b).getByRole('heading', { name: t.banner.title })).toBeTruthy();
    // The two choices: side by side, the same button.
    const reject = within(b).getByRole('button', { name: t.banner.rejectAll });
    const accept = within(b).getByRole('button', { name: t.banner.acceptAll });
    expect(reject.className).toBe(accept.className);
    expect(within(b).getByRole('button', { name: t.banner.customize })).toBeTruthy();
    expect(within(b).queryByRole('checkbox')).toBeNull();
    // The page keeps the banner's height free at its foot: nothing of the page stays under it.
    expect(reservedFoot()).toBe(`${Math.ceil(BANNER_HEIGHT)}px`);
  },
  customizing: async (snap: any) => {
    const b = banner();
    // The purposes' list comes in its own chunk, loaded when it opens.
    expect(await within(b).findByRole('group', { name: t.purposes.title })).toBeTruthy();
    const necessary = purposeBox(t.purposes.necessary.name);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.hasAttribute('disabled')).toBe(true);
    expect(purposeBox(t.purposes.analytics.name).getAttribute('aria-checked')).toBe(String(snap.context.draft.analytics));
    expect(purposeBox(t.purposes.advertising.name).getAttribute('aria-checked')).toBe(String(snap.context.draft.advertising));
    expect(within(b).getByRole('button', { name: t.banner.save })).toBeTruthy();
    expect(within(b).queryByRole('button', { name: t.banner.close }) !== null).toBe(snap.context.choice !== null);
    expect(reservedFoot()).toBe(`${Math.ceil(BANNER_HEIGHT)}px`);
  },
  decided: () => {
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(screen.getByRole('button', { name: t.footerLink })).toBeTruthy();
    // The choice made, the page has its whole height back.
    expect(reservedFoot()).toBe('');
  },
};

function executors(h: ReturnType<typeof renderConsent>) {
  /** After a choice: stored, applied to the capture, and the tracking actor follows (a record then written or not). */
  const chosen = async (analytics: boolean, advertising: boolean) => {
    expect(h.stored.at(-1)?.purposes).toEqual({ analytics, advertising });
    expect(h.advertising.at(-1)).toBe(advertising);
    expect(h.tracking().getSnapshot().matches(analytics ? 'granted' : 'denied')).toBe(true);
    const before = h.written.length;
    act(() => h.tracking().send({ type: 'tracking.record', record: interactionRecord('share', { method: 'copy' }) }));
    // Granted, the record is written once the properties are read.
    await act(async () => void (await waitFor(h.tracking(), (s) => !s.matches({ granted: 'loadingProperties' }))));
    expect(h.written.length - before).toBe(analytics ? 1 : 0);
  };
  return {
    'xstate.init': () => {
      const stored = h.actor().getSnapshot().context.choice as ConsentChoice | null;
      // A stored choice applies at once (nothing stored again); without one, the tracking actor waits.
      expect(h.stored).toEqual([]);
      if (stored) {
        expect(h.advertising).toEqual([stored.purposes.advertising]);
        expect(h.tracking().getSnapshot().matches(stored.purposes.analytics ? 'granted' : 'denied')).toBe(true);
      } else {
        expect(h.advertising).toEqual([]);
        expect(h.tracking().getSnapshot().matches('undecided')).toBe(true);
      }
    },
    'consent.acceptAll': async () => {
      await user.click(within(banner()).getByRole('button', { name: t.banner.acceptAll }));
      await chosen(true, true);
    },
    'consent.rejectAll': async () => {
      await user.click(within(banner()).getByRole('button', { name: t.banner.rejectAll }));
      await chosen(false, false);
    },
    'consent.customize': async () => {
      await user.click(within(banner()).getByRole('button', { name: t.banner.customize }));
    },
    'consent.togglePurpose': async (step) => {
      await user.click(purposeBox(t.purposes[step.event.purpose as 'analytics' | 'advertising'].name));
    },
    'consent.save': async (step) => {
      const draft = step.state.context.draft;
      await user.click(within(banner()).getByRole('button', { name: t.banner.save }));
      await chosen(draft.analytics, draft.advertising);
    },
    'consent.close': async () => {
      const before = h.stored.length;
      await user.click(within(banner()).getByRole('button', { name: t.banner.close }));
      expect(h.stored.length).toBe(before);
    },
    'consent.reopen': async () => {
      await user.click(screen.getByRole('button', { name: t.footerLink }));
      expect(document.activeElement).toBe(within(banner()).getByRole('heading', { name: t.banner.title }));
    },
  } satisfies Record<CookieConsentEvent['type'] | 'xstate.init', Executor>;
}

describe('cookie consent chart: every state and transition over its plans', () => {
  it('has an assertion for every state, reaches every state and fires every transition', () => {
    for (const plan of consentPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(consentPlans.flatMap((p) => [...reachedStates(p)]));
    // `checking` is passed through at start, never rested in.
    expect([...reached, 'checking'].sort()).toEqual([...consentPlans[0]!.states].sort());
    expect(unfiredTransitions(cookieConsentMachine, consentPlans)).toEqual([]);
  });
});

describe.each(consentPlans.map((p) => [p.id, p] as const))('cookie consent plan %s', (_id, plan: ChartPlan) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderConsent(consentInputs[plan.id]!);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});
