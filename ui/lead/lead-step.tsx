/**
 * The lead step inside the offer details page: `LeadStepProvider` runs the
 * lead submission chart (with its dealer selector) and the coupon chart for
 * the page; `LeadFormSlot` and `CouponSlot` render them where the details
 * page has its slots. The charts' real implementations and what the page
 * knows about the visitor (account, location, address parameters, tracking)
 * come from the app through `LeadStepLogicContext`; without it the slots
 * render nothing.
 *
 * Changes of the details configuration are sent to both charts
 * (`lead.configure`, `coupon.configure`), going back to the details step
 * clears the coupon, and a session that loads later fills the form.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { SessionUser } from '../../models/auth';
import type { Coupon } from '../../models/coupon-rules';
import type { Labels } from '../../models/labels';
import type { LeadFormSettings, LeadTracking } from '../../models/lead-form';
import type { StoredLocation } from '../../models/location';
import type { Offer } from '../../models/offer';
import type { DetailsConfiguration } from '../../models/offer-details';
import type { OfferPrice } from '../../models/pricing';
import type { couponMachine, CouponActorRef, CouponSource } from '../../machines/coupon/coupon.machine';
import { LeadSubmissionContext } from '../../machines/lead-submission/lead-submission.context';
import { cpfOf, type LeadLayout, type leadSubmissionMachine } from '../../machines/lead-submission/lead-submission.machine';
import { CouponField } from './coupon-field';
import { LeadForm } from './lead-form';

/** What the app provides to the lead step. */
export interface LeadStepLogic {
  lead: typeof leadSubmissionMachine;
  /** The coupon chart whose changes go to `report`. */
  coupon: (report: (coupon: Coupon | null, source: CouponSource | null) => void) => typeof couponMachine;
  user: SessionUser | null;
  location: StoredLocation | null;
  tracking: LeadTracking;
  dealerCode?: string | null | undefined;
  dealerCnpj?: readonly string[] | undefined;
  dealerGroup?: string | null | undefined;
  sellerId?: string | null | undefined;
  offerEdit?: boolean | undefined;
  layout?: LeadLayout | undefined;
  settings?: Partial<LeadFormSettings> | undefined;
  /** Apply the automatic coupon on load (spec: when enabled and the user's state is known). */
  automaticCoupon?: boolean | undefined;
  /** The lead form's title in each step of the details page (site configuration, `leadFormTitle`). */
  formTitles?: Partial<Record<'details' | 'lead', string>> | undefined;
}

export const LeadStepLogicContext = createContext<LeadStepLogic | null>(null);

const LeadStepActive = createContext(false);
/** The step the details page is in, and the form's titles for it. */
const LeadStepTitle = createContext<string | undefined>(undefined);
const CouponRefContext = createContext<CouponActorRef | null>(null);

export interface LeadStepProviderProps {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  step: 'details' | 'lead';
  /** The applied coupon changed (the details chart's summary and address use it; `typed`: the visitor typed it). */
  onCouponChange?: ((coupon: Coupon | null, typed: boolean) => void) | undefined;
  /** A coupon the address carries, validated when the offer opens. */
  initialCoupon?: string | undefined;
  children: ReactNode;
}

export function LeadStepProvider(props: LeadStepProviderProps) {
  const logic = useContext(LeadStepLogicContext);
  if (!logic) return <>{props.children}</>;
  return <ActiveLeadStep logic={logic} {...props} />;
}

function ActiveLeadStep({ logic, offer, config, price, step, onCouponChange, initialCoupon, children }: LeadStepProviderProps & { logic: LeadStepLogic }) {
  // The charts read the page once, when the offer opens.
  const input = useMemo(
    () => ({
      offer,
      config,
      price,
      user: logic.user,
      location: logic.location,
      tracking: logic.tracking,
      dealerCode: logic.dealerCode ?? null,
      dealerCnpj: logic.dealerCnpj ?? [],
      dealerGroup: logic.dealerGroup ?? null,
      sellerId: logic.sellerId ?? null,
      offerEdit: logic.offerEdit ?? false,
      layout: logic.layout ?? 'classic',
      ...(logic.settings ? { settings: logic.settings } : {}),
    }),
    [offer.id],
  );
  return (
    <LeadSubmissionContext.Provider logic={logic.lead} options={{ input }}>
      <CouponHost logic={logic} offer={offer} config={config} price={price} step={step} onCouponChange={onCouponChange} initialCoupon={initialCoupon}>
        {children}
      </CouponHost>
    </LeadSubmissionContext.Provider>
  );
}

function CouponHost({ logic, offer, config, price, step, onCouponChange, initialCoupon, children }: LeadStepProviderProps & { logic: LeadStepLogic }) {
  const lead = LeadSubmissionContext.useActorRef();
  const report = useRef(onCouponChange);
  report.current = onCouponChange;
  const makeCoupon = logic.coupon;
  const couponLogic = useMemo(
    () =>
      makeCoupon((coupon, source) => {
        lead.send({ type: 'lead.couponChanged', coupon });
        report.current?.(coupon, source === 'typed');
      }),
    [makeCoupon, lead],
  );
  const coupon = useActorRef(couponLogic, {
    input: {
      offerId: offer.id,
      period: config.period,
      // The customer's CPF (a seller's own never counts).
      cpf: cpfOf(lead.getSnapshot().context),
      automatic: Boolean(logic.automaticCoupon) && logic.location !== null,
      initialPayment: config.initialPayment,
      minimumInitialPayment: price.bounds.min,
      name: initialCoupon,
    },
  });

  // The configuration the details page changes reaches both charts.
  useEffect(() => {
    lead.send({ type: 'lead.configure', config, price });
    coupon.send({
      type: 'coupon.configure',
      period: config.period,
      initialPayment: config.initialPayment,
      minimumInitialPayment: price.bounds.min,
      cpf: cpfOf(lead.getSnapshot().context),
    });
  }, [lead, coupon, config, price]);

  // Going back to the details step clears the coupon (spec 000 §4).
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === 'lead' && step === 'details') coupon.send({ type: 'coupon.clear' });
    previousStep.current = step;
  }, [coupon, step]);

  // A session that loads (or changes) after the offer opened fills the form.
  const user = logic.user;
  const firstUser = useRef(true);
  useEffect(() => {
    if (firstUser.current) {
      firstUser.current = false;
      return;
    }
    lead.send({ type: 'lead.setUser', user });
  }, [lead, user]);

  return (
    <LeadStepActive.Provider value={true}>
      <LeadStepTitle.Provider value={logic.formTitles?.[step]}>
        <CouponRefContext.Provider value={coupon}>{children}</CouponRefContext.Provider>
      </LeadStepTitle.Provider>
    </LeadStepActive.Provider>
  );
}

/** The lead form, where the details page's lead step has its slot (`fallback` without a lead step). */
export function LeadFormSlot({ labels, title, subtitle, fallback = null }: { labels: Labels; title?: string; subtitle?: string; fallback?: ReactNode }) {
  const active = useContext(LeadStepActive);
  const stepTitle = useContext(LeadStepTitle);
  if (!active) return <>{fallback}</>;
  return <LeadForm labels={labels} title={title ?? stepTitle} subtitle={subtitle} />;
}

/** The coupon field, where the details page's summary has its slot (`fallback` without a lead step). */
export function CouponSlot({ labels, fallback = null }: { labels: Labels; fallback?: ReactNode }) {
  const ref = useContext(CouponRefContext);
  if (!ref) return <>{fallback}</>;
  return <CouponField actorRef={ref} labels={labels} />;
}

/** Whether the lead step is wired (the details page shows its own placeholders otherwise). */
export function useLeadStepActive(): boolean {
  return useContext(LeadStepActive);
}
