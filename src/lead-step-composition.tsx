/**
 * The lead step of the offer details page, composed: what the page knows
 * about the visitor (the signed-in account, the remembered location, the
 * address's dealer parameters and seller, the landing's tracking values),
 * read once when the offer opens and given to the details chart as its
 * input; the effects the lead chart asks for (scroll to the summary, close,
 * go to the proposals); and the session actor, which the lead form hears
 * through its own listener (machines/session/session.listener.ts). Editing a sent lead (the seller's link or
 * the customer's 'editable' address), the edit and where its sign-in and
 * result modal lead (`editEffects`).
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { AUTH_PATHS } from '../models/account/auth';
import { editRequestOf, type EditRequest } from '../models/lead/lead-update';
import { SELLER_PATHS, cartAddress } from '../models/app/pages';
import { LOCATION_STORAGE_KEY, dealerCnpjList, parseStoredLocation } from '../models/dealer/location';
import { resolveDealerGroup, type ShowcaseSearchParams } from '../models/app/route-params';
import { leadFormTitle } from '../models/app/site-config';
import { leadFormSettingsOfSite } from '../models/lead/lead-form-values';
import { STORAGE_KEYS } from '../models/app/storage';
import type { LeadStepEffects } from '../machines/lead-submission/lead-submission.actors';
import type { LeadUpdateEffects } from '../machines/lead-update/lead-update.actors';
import type { SessionRef } from '../machines/session/session.machine';
import type { LeadStepFacts } from '../machines/offer-details/offer-details.machine';
import { SessionContext } from '../machines/session/session.context';
import { selectUser } from '../machines/session/session.machine';
import { publishLeadIds } from '../services/lead-published';
import { useTrack } from '../machines/cookie-consent/cookie-consent.context';
import { readTracking } from '../services/tracking';
import { readPartnerLink } from '../services/partnership';
import { authHref } from './session-provider';
import { useSite } from './site-context';
import { forgetSeller, keepVisitorInfo, rememberLocation, rememberSeller, rememberedDealer, rememberedVisitor, storage } from './browser-storage';
import { useCartRef } from './cart-ref';


export interface LeadStepComposition {
  /** The details chart's input for its lead step (and the edit of a sent lead, if the address asks for one). */
  input: { lead: LeadStepFacts; automaticCoupon: boolean; edit: EditRequest | null; leadFormFirst: boolean };
  effects: LeadStepEffects;
  editEffects: LeadUpdateEffects;
  session: SessionRef;
  /** The lead form's title in the lead step (site configuration). */
  formTitle: string;
}

/** `search`: the route's validated search as the offer opened (the dealer parameters and the edit of a sent lead). */
export function useLeadStepComposition(onClose: () => void, search: ShowcaseSearchParams): LeadStepComposition {
  const site = useSite();
  const router = useRouter();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const track = useTrack();
  const cart = useCartRef();
  // The seller's 'Fechar' (spec 000 §4 "Seller close"), after a sent lead or a saved edit: seller, dealer code,
  // dealer CNPJ and CPF go, and the window closes; a window the browser will not close (not opened by a script)
  // goes to the desk instead.
  const closeAsSeller = useCallback(() => {
    forgetSeller();
    window.close();
    void navigate({ href: SELLER_PATHS.leads });
  }, [navigate]);
  const effects = useMemo<LeadStepEffects>(
    () => ({
      scrollToSummary: () => document.querySelector('[data-testid="summary"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      // New layout: the created lead's ids go to the page (services/leads.ts says who gets what).
      publishLead: publishLeadIds,
      // Closing the result modal clears the stored CPF and goes back to the offers.
      closeResult: () => {
        storage()?.removeItem(STORAGE_KEYS.userCpf);
        onClose();
      },
      goToProposals: () => void navigate({ to: AUTH_PATHS.proposals }),
      closeAsSeller,
      goToLeadPage: (leadId) => void navigate({ href: SELLER_PATHS.lead(leadId) }),
      // Cart mode: the configured offer goes into the app's cart (kept in the browser's storage), its lead beside it
      // in the page's memory only; nothing is sent until the cart page says so.
      addToCart: (entry, lead) => {
        // Only cart mode's lead step adds to the cart, and cart mode always runs the cart.
        if (!cart) throw new Error('addToCart outside cart mode');
        cart.send({ type: 'cart.add', entry, lead });
      },
      goToCart: () => void navigate({ href: cartAddress(site.demoModes) }),
      track,
      rememberLocation,
      keepVisitorInfo,
    }),
    [navigate, onClose, track, cart, site.demoModes, closeAsSeller],
  );
  // The page's facts are read once, when the offer opens; the account may change later (the lead form follows the session).
  const [facts] = useState(() => {
    const store = storage();
    const group = resolveDealerGroup(search.dealerGroup, store?.getItem(STORAGE_KEYS.dealerGroup), Date.now());
    const remembered = rememberedDealer();
    const lead: LeadStepFacts = {
      user: selectUser(session.getSnapshot()),
      location: parseStoredLocation(store?.getItem(LOCATION_STORAGE_KEY)),
      tracking: readTracking(),
      dealerCode: search.dealerCode ?? null,
      dealerCnpj: dealerCnpjList(search.dealerCnpj),
      // Without the address's dealer parameters, the dealer an earlier address left preselects (it fixes nothing).
      ...(search.dealerCode || search.dealerCnpj ? {} : { rememberedDealerCode: remembered.code, rememberedDealerCnpj: remembered.cnpjs }),
      // The visitor's data kept at their request; the lead form uses them for a visitor only (models/lead/visitor-info.ts).
      rememberedInfo: rememberedVisitor(),
      dealerGroup: group.value,
      // The showroom link's seller (kept as SELLER_ID); a seller signed in is their own (the lead chart's `sellerOf`).
      sellerId: rememberSeller(search.sellerId),
      offerEdit: search.editable === true,
      layout: site.config.leadLayout,
      settings: leadFormSettingsOfSite(site.config),
      // The visit's partner link: the lead form has its token opened, and the lead carries it.
      partnerLink: readPartnerLink(),
    };
    // The new test layout puts the lead form first (spec 000 §4); editing a sent lead opens with its terms.
    return { lead, automaticCoupon: true, edit: editRequestOf(search), leadFormFirst: site.config.leadLayout === 'newLayout' };
  });
  const editEffects = useMemo<LeadUpdateEffects>(
    () => ({
      // Signed out on the customer's edit address: sign in, then back to it.
      goToSignIn: () => void navigate({ href: authHref(AUTH_PATHS.signIn, router.state.location.href), replace: true }),
      closeAsSeller,
      // The customer's 'Ok': as the lead's result modal, the stored CPF goes and the details close.
      closeAsCustomer: () => {
        storage()?.removeItem(STORAGE_KEYS.userCpf);
        onClose();
      },
      goToLeadPage: (leadId) => void navigate({ href: SELLER_PATHS.lead(leadId) }),
      goToProposals: () => void navigate({ to: AUTH_PATHS.proposals }),
    }),
    [navigate, router, onClose, closeAsSeller],
  );
  const formTitle = leadFormTitle({ leadFormTitles: site.config.leadFormTitles }, 'lead');
  return { input: facts, effects, editEffects, session, formTitle };
}
