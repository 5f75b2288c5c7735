/**
 * Cookie and tracking consent (LGPD arts. 7 and 8): before the visitor
 * chooses nothing but strictly necessary storage is used; 'Aceitar todos'
 * and 'Rejeitar todos' are side by side and alike; 'Personalizar' chooses
 * per purpose; the choice is stored and changed later from the footer.
 *
 *   checking ──[a stored choice]──▶ decided
 *            └─────────────────────▶ undecided ──consent.acceptAll / consent.rejectAll──▶ decided
 *                                       └──consent.customize──▶ customizing
 *   customizing ──consent.togglePurpose──▶ customizing
 *               ──consent.save / consent.acceptAll / consent.rejectAll──▶ decided
 *               ──consent.close [a choice was made before]──▶ decided (nothing changes)
 *   decided ──consent.reopen──▶ customizing (the footer's 'Cookies')
 *
 * The chart runs the tracking actor (systemId 'tracking') and tells it the
 * analytics purpose each time a choice applies; the app provides
 * `storeChoice` (strictly necessary storage) and `applyAdvertising` (keeps
 * or forgets the gclid and the UTM values). The placeholders throw.
 */
import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ALL_PURPOSES, NO_PURPOSES, consentChoice, type ConsentChoice, type ConsentPurpose, type ConsentPurposes } from '../../models/common/tracking';
import { trackingMachine, TRACKING_SYSTEM_ID } from '../tracking/tracking.machine';
import { placeholderFor } from '../placeholder';

export interface CookieConsentInput {
  /** The choice stored in the browser (models/common/tracking.ts `parseConsentChoice`), or null. */
  stored: ConsentChoice | null;
}

export interface CookieConsentContext {
  choice: ConsentChoice | null;
  /** The purposes ticked in 'Personalizar'. */
  draft: ConsentPurposes;
}

export type CookieConsentEvent =
  /** `at`: when the person decided (ISO 8601), as the view saw it: the chart keeps it with the choice. */
  | { type: 'consent.acceptAll'; at: string }
  | { type: 'consent.rejectAll'; at: string }
  | { type: 'consent.customize' }
  | { type: 'consent.togglePurpose'; purpose: ConsentPurpose }
  | { type: 'consent.save'; at: string }
  | { type: 'consent.close' }
  | { type: 'consent.reopen' };

/** The time a decision carries (acceptAll, rejectAll, save). */
function decidedAt(event: CookieConsentEvent): Date {
  assertEvent(event, ['consent.acceptAll', 'consent.rejectAll', 'consent.save']);
  return new Date(event.at);
}

/** The choice made (the chart is `decided` only with one: stored, or just made). */
function madeChoice(context: CookieConsentContext): ConsentChoice {
  if (!context.choice) throw new Error('cookie consent: no choice made');
  return context.choice;
}

/** The advertising purpose of the choice made (the app keeps or forgets the gclid and UTM values). */
const applyAdvertising = { type: 'applyAdvertising', params: ({ context }: { context: CookieConsentContext }) => madeChoice(context).purposes.advertising } as const;
/** A choice just made applies: stored, heard by the tracking actor, the advertising values kept or forgotten. */
const applyChoice = [{ type: 'storeChoice', params: ({ context }: { context: CookieConsentContext }) => madeChoice(context) }, 'tellTracking', applyAdvertising] as const;

export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actors: {
    tracking: trackingMachine,
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
  },
  actions: {
    /** Keeps the choice in the browser (provided by the app). */
    storeChoice: placeholderFor<(_: unknown, choice: ConsentChoice) => void>('storeChoice'),
    /** Keeps the landing's gclid and UTM values, or forgets them (provided by the app). */
    applyAdvertising: placeholderFor<(_: unknown, allowed: boolean) => void>('applyAdvertising'),
    chooseAll: assign({ choice: ({ event }) => consentChoice(ALL_PURPOSES, decidedAt(event)), draft: () => ({ ...ALL_PURPOSES }) }),
    chooseNone: assign({ choice: ({ event }) => consentChoice(NO_PURPOSES, decidedAt(event)), draft: () => ({ ...NO_PURPOSES }) }),
    chooseDraft: assign({ choice: ({ context, event }) => consentChoice(context.draft, decidedAt(event)) }),
    draftFromChoice: assign({ draft: ({ context }) => ({ ...(context.choice?.purposes ?? NO_PURPOSES) }) }),
    togglePurpose: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'consent.togglePurpose');
        return { ...context.draft, [event.purpose]: !context.draft[event.purpose] };
      },
    }),
    /** The tracking actor hears the analytics purpose. */
    tellTracking: sendTo(TRACKING_SYSTEM_ID, ({ context }: { context: CookieConsentContext }) => ({ type: 'tracking.consent' as const, analytics: context.choice?.purposes.analytics === true })),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ choice: input.stored, draft: { ...(input.stored?.purposes ?? NO_PURPOSES) } }),
  invoke: { id: TRACKING_SYSTEM_ID, systemId: TRACKING_SYSTEM_ID, src: 'tracking' },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasChoice', target: 'decided', actions: ['tellTracking', applyAdvertising] }, { target: 'undecided' }],
    },
    undecided: {
      on: {
        'consent.acceptAll': { target: 'decided', actions: ['chooseAll', ...applyChoice] },
        'consent.rejectAll': { target: 'decided', actions: ['chooseNone', ...applyChoice] },
        'consent.customize': { target: 'customizing' },
      },
    },
    customizing: {
      on: {
        'consent.togglePurpose': { actions: 'togglePurpose' },
        'consent.save': { target: 'decided', actions: ['chooseDraft', ...applyChoice] },
        'consent.acceptAll': { target: 'decided', actions: ['chooseAll', ...applyChoice] },
        'consent.rejectAll': { target: 'decided', actions: ['chooseNone', ...applyChoice] },
        'consent.close': { guard: 'hasChoice', target: 'decided' },
      },
    },
    decided: {
      on: {
        'consent.reopen': { target: 'customizing', actions: 'draftFromChoice' },
      },
    },
  },
});

export type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;
export type CookieConsentRef = ActorRefFrom<typeof cookieConsentMachine>;
export type CookieConsentStatus = 'checking' | 'undecided' | 'customizing' | 'decided';
export const selectConsentStatus = (s: CookieConsentSnapshot): CookieConsentStatus => s.value;
export const selectDraft = (s: CookieConsentSnapshot) => s.context.draft;
export const selectHasChoice = (s: CookieConsentSnapshot) => s.context.choice !== null;
