/**
 * The details page's charts with their real implementations, over services/
 * and the browser (clipboard, native share, the data layer, the event hub).
 * The app passes what only it knows: how to write the address and close.
 */
import { fromCallback, fromPromise } from 'xstate';
import { loggedOnFailure } from '../logged-failure';
import { logMessages } from '../../models/labels/log';
import { errorOf } from '../actor-events';
import type { OfferWithMvs } from '../../models/showcase/api';
import { virtualPagePath, type DetailsConfiguration } from '../../models/pricing/offer-details';
import { interactionRecord } from '../../models/common/tracking';
import type { Track } from '../tracking/tracking.machine';
import { type FeaturedItem } from '../../models/content/details-content';
import { type FaqEntry } from '../../models/content/faq';
import type { Offer } from '../../models/offer/offer';
import type { Api } from '../../services/api';
import { getAdditionalInfo, getFaq, getFeaturedItems, getOptionalContent } from '../../services/details';
import { getOffer } from '../../services/offers';
import { detailsModalMachine, type DetailsTarget, type ModalContent } from '../details-modal/details-modal.machine';
import { faqModalMachine } from '../details-modal/faq-modal.machine';
import { createCouponImplementations } from '../coupon/coupon.actors';
import { couponMachine } from '../coupon/coupon.machine';
import type { LeadSubmissionDeps } from '../lead-submission/lead-submission.actors';
import type { LeadUpdateEffects } from '../lead-update/lead-update.actors';
import type { SessionRef } from '../session/session.machine';
import { offerDetailsMachine, type AddressChanged, type LeadStepKind, type LeadStepLogic, type OfferDetailsContext } from './offer-details.machine';
import { shareMachine } from '../details-modal/share.machine';
import { termsMachine, type TermsInput } from '../details-modal/terms.machine';

/** The page's shared event hub: 'open-modal' and 'close-modal' (spec 000 §4). */
export function announce(name: 'open-modal' | 'close-modal'): void {
  window.dispatchEvent(new CustomEvent(name));
}

export interface DetailsApp {
  /** Writes the configuration (and the coupon the visitor typed) into the address, replacing the entry. */
  syncAddress: (offer: Offer, config: DetailsConfiguration, coupon: string | null) => void;
  /** Closes the details: clears offerId, editable and leadId from the address. */
  close: () => void;
  /** Reloads the page (editing a lead, back from the lead step). */
  reload: () => void;
  /** The lead step becomes a history entry of its own (`etapa=dados`). */
  showLeadStep: () => void;
  /** Leaves the lead step's entry: back to the configuration's entry below it, else the address loses `etapa`. */
  leaveLeadStep: () => void;
  /** Hears the address's step as Back and Forward change it (true: the lead step); returns how to stop. */
  followStep: (report: (leadStep: boolean) => void) => () => void;
}

/** What the details flow needs from the app: the API, the address, the lead step's effects and the account it follows. */
export interface OfferDetailsDeps extends LeadSubmissionDeps {
  app: DetailsApp;
  /** The app's session actor (the customer's edit waits for it). */
  session: SessionRef;
  /** Where the edit modes' result modal and sign-in lead. */
  editEffects: LeadUpdateEffects;
}

/**
 * For `offerDetailsMachine.provide(…)`: the offer call, the lead step's
 * chart (the lead form, or the lead update when editing; its code loads
 * apart, machines/offer-details/lead-step.actors.ts) and the coupon with
 * their own real implementations, and the app's effects.
 */
export function createOfferDetailsImplementations(deps: OfferDetailsDeps) {
  const { api, app } = deps;
  return {
    actors: {
      loadOffer: fromPromise<OfferWithMvs, string>(({ input, signal }) => loggedOnFailure(logMessages.offersFailed, signal, () => getOffer(api, input, signal))),
      loadLeadStep: fromPromise<LeadStepLogic, LeadStepKind>(async ({ input }) => (await import('./lead-step.actors')).leadStepLogic(input, deps)),
      coupon: couponMachine.provide(createCouponImplementations(deps)),
      followAddress: fromCallback<AddressChanged, undefined>(({ sendBack }) => app.followStep((leadStep) => sendBack({ type: 'address.changed', leadStep }))),
    },
    actions: {
      showLeadStepInAddress: () => app.showLeadStep(),
      leaveLeadStepInAddress: () => app.leaveLeadStep(),
      syncAddress: ({ context }: { context: OfferDetailsContext }) => {
        if (context.offer && context.config) app.syncAddress(context.offer, context.config, context.couponName);
      },
      closeDetails: () => app.close(),
      reloadPage: () => app.reload(),
      trackPageView: ({ context }: { context: OfferDetailsContext }) =>
        deps.effects.track(interactionRecord('detailsView', { offerId: context.offerId, virtualPagePath: virtualPagePath(context.offerId) })),
      trackPlanChange: ({ context }: { context: OfferDetailsContext }) =>
        deps.effects.track(interactionRecord('planChange', { offerId: context.offerId, period: context.config?.period, km: context.config?.km })),
    },
  };
}

export function offerDetailsLogic(deps: OfferDetailsDeps) {
  return offerDetailsMachine.provide(createOfferDetailsImplementations(deps));
}

export async function loadModalContent(api: Api, target: DetailsTarget, signal?: AbortSignal): Promise<ModalContent | null> {
  if (target.kind === 'optional') {
    const content = await getOptionalContent(api, target, signal);
    return { title: content.title || target.name, html: content.text };
  }
  const items = await getAdditionalInfo(api, target.mvsCode, signal);
  const item = items.find((i) => i.id === target.id);
  return item ? { title: item.name, html: item.description, image: item.image_link || undefined } : null;
}

export function detailsModalLogic(api: Api) {
  return detailsModalMachine.provide({
    actors: {
      loadDetails: fromPromise<ModalContent | null, DetailsTarget>(({ input, signal }) => loadModalContent(api, input, signal)),
    },
    actions: {
      announceOpen: () => announce('open-modal'),
      announceClose: () => announce('close-modal'),
    },
  });
}

export function faqModalLogic(api: Api) {
  return faqModalMachine.provide({
    actors: {
      loadFaq: fromPromise<FaqEntry[], string>(({ input, signal }) => loggedOnFailure(logMessages.faqNotFound, signal, () => getFaq(api, input, signal))),
    },
    actions: {
      announceOpen: () => announce('open-modal'),
      announceClose: () => announce('close-modal'),
    },
  });
}

export function termsLogic(api: Api) {
  return termsMachine.provide({
    actors: {
      loadItems: fromPromise<FeaturedItem[], TermsInput>(({ input, signal }) =>
        loggedOnFailure(logMessages.featuredItemsFailed, signal, () => getFeaturedItems(api, input.mvsCode, input.year, signal)),
      ),
    },
  });
}

const MOBILE_QUERY = '(max-width: 720px)';

export function shareLogic(text: (title: string) => string, track: Track) {
  return shareMachine.provide({
    guards: {
      isMobile: () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches && typeof navigator.share === 'function',
    },
    actors: {
      nativeShare: fromPromise<void, { title: string }>(async ({ input }) => {
        await navigator.share({ title: input.title, text: text(input.title), url: window.location.href });
      }),
      copyLink: fromPromise<void, void>(async () => {
        await navigator.clipboard.writeText(window.location.href);
      }),
    },
    actions: {
      openMessage: ({ context }) => {
        const message = `${text(context.title)} ${window.location.href}`;
        window.open(`https://api.whatsapp.com/send?text=${encodeURIComponent(message)}`, '_blank', 'noopener');
      },
      logShareFailure: ({ event }) => console.error('share failed', errorOf(event)),
      trackShare: (_, method) => track(interactionRecord('share', { method, path: window.location.pathname })),
    },
  });
}

export type DetailsLogic = {
  modal: ReturnType<typeof detailsModalLogic>;
  faq: ReturnType<typeof faqModalLogic>;
  terms: ReturnType<typeof termsLogic>;
  share: ReturnType<typeof shareLogic>;
};
