/**
 * The offer details page: a thin renderer of the offer details chart and of
 * its companions (details modal, FAQ, terms, share), whose logic the app
 * provides through `DetailsLogicContext`.
 */
import type { ReactNode } from 'react';
import { createContext, lazy, memo, Suspense, useContext, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { campaignPageFor, type CampaignV2 } from '../../models/content/content';
import { offerGallery, uploadedSrcSet } from '../../models/content/content-images';
import { titleCase } from '../../models/common/title-case';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { additionalsForPeriod, offerSubtitle, offerTitle, optionalsForPeriod, sameComparison, sameConfigurationOn, sameContractCost, sameItems, type DetailsConfiguration } from '../../models/pricing/offer-details';
import { DetailsModalContext, FaqModalContext, ShareContext, TermsContext, useDetailsModalEvents } from '../../machines/details-modal/details-modal.context';
import type { detailsModalMachine } from '../../machines/details-modal/details-modal.machine';
import type { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { useOfferDetailsEvents, useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import {
  selectCanContinue,
  selectColourId,
  selectColourPickerRef,
  selectComparison,
  selectConfig,
  selectContractCost,
  selectComparisonCouponNote,
  selectCouponApplied,
  selectEditMode,
  selectCanRetryOffer,
  selectErrorMessage,
  selectInitialPaymentRef,
  selectLeadPublished,
  selectOffer,
  selectOptionalConflict,
  selectPrice,
  selectPriceHeader,
  selectPriceInclusions,
  selectShowPlateError,
  selectStatus,
  selectSuggestedEntrada,
  type OfferDetailsSnapshot,
} from '../../machines/offer-details/offer-details.machine';
import type { shareMachine } from '../../machines/details-modal/share.machine';
import type { termsMachine } from '../../machines/details-modal/terms.machine';
import { readableTextOn } from '../showcase/colour-contrast';
import { brandThemes } from '../theme/theme.css';
import { BrandScope } from '../theme/brand-scope';
import { VehiclePicture } from '../vehicle/vehicle-picture';
import { ColourPicker } from './colour-picker';
import { ContractCostPanel, PriceInclusionsPanel } from './contract-cost';
import { AdditionalsSection, OptionalsSection, PlanTiles } from './configuration';
import { DetailsModal } from './details-modal';
import * as styles from './details.css';
import { FaqPanel } from './faq-modal';
import { InitialPaymentField } from './initial-payment-field';
import { PlanComparison } from './plan-comparison';
import { ShareControl } from './share-control';
import { SummaryPanel } from './summary-panel';
import { TermsTabs } from './terms-tabs';
import { useNarrowScreen } from './use-narrow-screen';
import { whenIdle } from '../layout/when-idle';
import { siteLabels } from '../../models/labels/site';
import { PageTitle } from '../layout/page-title';

// The lead step's views (the form with its fields, dialogs and masks; editing a sent lead, the update panel) load
// with the step, not with the offer's first paint.
// (The browser fetches a module once: a preload and the lazy view share the one import.)
const leadFormCode = () => import('../lead/lead-form-slot');
/** Starts loading the lead form's code before the lead step opens. */
function preloadLeadForm(): void {
  void leadFormCode();
}
const LeadFormSlot = lazy(() => leadFormCode().then((m) => ({ default: m.LeadFormSlot })));
const leadUpdateCode = () => import('../lead/lead-update-panel');
const EditOpening = lazy(() => leadUpdateCode().then((m) => ({ default: m.EditOpening })));
const EditBanner = lazy(() => leadUpdateCode().then((m) => ({ default: m.EditBanner })));
const LeadUpdatePanel = lazy(() => leadUpdateCode().then((m) => ({ default: m.LeadUpdatePanel })));

/** The companions' logic, with real implementations in the app and fakes in tests. */
export interface DetailsLogic {
  modal: typeof detailsModalMachine;
  faq: typeof faqModalMachine;
  terms: typeof termsMachine;
  share: typeof shareMachine;
  faqPath: string;
}

export const DetailsLogicContext = createContext<DetailsLogic | null>(null);

function useDetailsLogic(): DetailsLogic {
  const logic = useContext(DetailsLogicContext);
  if (!logic) throw new Error('DetailsLogicContext missing');
  return logic;
}

/**
 * `suggestions`: the other-offers slider the page composes (spec 000 §2 "suggestions of other offers and brands");
 * `leadFormTitle`: the lead form's title in the lead step (site configuration).
 */
export function OfferDetailsView({
  labels,
  suggestions,
  campaigns = [],
  leadFormTitle,
}: {
  labels: DetailsScreenLabels;
  suggestions?: ReactNode;
  campaigns?: readonly CampaignV2[];
  leadFormTitle?: string | undefined;
}) {
  const status = useOfferDetailsSelector(selectStatus);
  const offer = useOfferDetailsSelector(selectOffer);
  const errorMessage = useOfferDetailsSelector(selectErrorMessage);
  const canRetry = useOfferDetailsSelector(selectCanRetryOffer);
  const events = useOfferDetailsEvents();
  if (status === 'closed') return null;
  if (status === 'loadingOffer') {
    return (
      <section className={styles.page} aria-busy="true" data-testid="offer-details" data-status={status}>
        <PageTitle text={siteLabels.titles.offerLoading} />
        <p className={styles.status} role="status">
          {labels.page.loading}
        </p>
        <div className={styles.actions} style={{ justifyContent: 'center' }}>
          <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
            ← {labels.offerDetails.back}
          </button>
        </div>
      </section>
    );
  }
  if (status === 'mergingLead') {
    // Editing a sent lead: its terms arrive before the page shows them.
    return (
      <section className={styles.page} aria-busy="true" data-testid="offer-details" data-status={status}>
        <Suspense
          fallback={
            <p className={styles.status} role="status" aria-busy="true">
              {labels.lead.update.loadingLead}
            </p>
          }
        >
          <EditOpening className={styles.status} labels={labels.lead} />
        </Suspense>
        <div className={styles.actions} style={{ justifyContent: 'center' }}>
          <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
            ← {labels.offerDetails.back}
          </button>
        </div>
      </section>
    );
  }
  if (status === 'failed') {
    return (
      <section className={styles.page} data-testid="offer-details" data-status={status}>
        <PageTitle text={siteLabels.titles.offerUnavailable} />
        <div className={styles.status} role="alert">
          <p className={styles.error}>{errorMessage ?? labels.page.loadFailed}</p>
          {canRetry ? (
            <div className={styles.actions} style={{ justifyContent: 'center' }}>
              <button type="button" className={styles.button} onClick={events.retry}>
                {labels.page.retry}
              </button>
              <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
                ← {labels.offerDetails.back}
              </button>
            </div>
          ) : (
            // The offer is gone (removed, archived, an old link): opening it again cannot help; the showcase has the others.
            <>
              <p>{labels.page.goneSeeOthers}</p>
              <div className={styles.actions} style={{ justifyContent: 'center' }}>
                <button type="button" className={styles.button} onClick={events.close} data-testid="offer-gone-showcase">
                  {labels.page.seeOtherOffers}
                </button>
              </div>
            </>
          )}
        </div>
      </section>
    );
  }
  const campaign = offer ? campaignPageFor(offer, campaigns) : undefined;
  const background = campaign?.pageBackgroundColor;
  return (
    <div
      className={styles.campaignBackdrop}
      style={background ? { background, color: readableTextOn(background) } : undefined}
      data-testid="campaign-backdrop"
      data-campaign={campaign?.tag}
      data-background={background ? 'campaign' : undefined}
    >
      <ReadyDetails labels={labels} step={status} leadFormTitle={leadFormTitle} />
      {campaign?.disclaimer ? (
        <p className={styles.campaignDisclaimer} data-testid="campaign-disclaimer">
          {campaign.disclaimer}
        </p>
      ) : null}
      {suggestions}
    </div>
  );
}

function ReadyDetails({ labels, step, leadFormTitle }: { labels: DetailsScreenLabels; step: 'details' | 'lead'; leadFormTitle: string | undefined }) {
  const offer = useOfferDetailsSelector(selectOffer)!;
  const logic = useDetailsLogic();
  const brand = labels.brandNames[offer.brand];
  const title = offerTitle(offer, brand);
  return (
    <DetailsModalContext.Provider logic={logic.modal}>
      <FaqModalContext.Provider logic={logic.faq} options={{ input: { faqPath: logic.faqPath } }}>
        <TermsContext.Provider logic={logic.terms} options={{ input: { mvsCode: offer.mvs, year: offer.modelYear } }}>
          <ShareContext.Provider logic={logic.share} options={{ input: { title } }}>
            <DetailsPage labels={labels} step={step} title={title} leadFormTitle={leadFormTitle} />
          </ShareContext.Provider>
        </TermsContext.Provider>
      </FaqModalContext.Provider>
    </DetailsModalContext.Provider>
  );
}

/**
 * The ready page. It draws again only when the step, the screen width or the
 * edit mode change: each part below reads its own slice of the chart (a
 * selector with a compare function), so a new period redraws the plans, the
 * entrada, the comparison and the summary, and leaves the rest alone.
 */
function DetailsPage({ labels, step, title, leadFormTitle }: { labels: DetailsScreenLabels; step: 'details' | 'lead'; title: string; leadFormTitle: string | undefined }) {
  const offer = useOfferDetailsSelector(selectOffer)!;
  const events = useOfferDetailsEvents();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const narrow = useNarrowScreen();
  const editMode = useOfferDetailsSelector(selectEditMode);
  // While the lead step's views arrive.
  const leadStepLoading = (
    <p className={styles.note} role="status" aria-busy="true">
      {labels.page.leadFormLoading}
    </p>
  );
  // Editing a sent lead, the step's button goes on to the lead's dealer and 'Finalizar' (spec 000 §2 offer-edit mode).
  const continueButton = <ContinueButton label={editMode ? labels.lead.update.updateOffer : labels.offerDetails.continue} />;

  // The lead form's code comes in the first idle moment after the details step shows, so 'Continuar' opens it at once.
  useEffect(() => {
    if (step === 'details' && !editMode) whenIdle(preloadLeadForm);
  }, [step, editMode]);

  // Moving between the steps puts keyboard focus on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  return (
    <BrandScope brand={offer.brand}>
    <article className={`${brandThemes[offer.brand]} ${styles.page}`} data-bottom-bar={step === 'details' && narrow ? 'shown' : undefined} aria-labelledby="details-title" data-testid="offer-details" data-status={step}>
      <PageTitle text={siteLabels.titles.offer(labels.brandNames[offer.brand], offer.modelShortName, offer.versionName)} />
      <header className={styles.header}>
        <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
          ← {labels.offerDetails.back}
        </button>
        <ShareControl labels={labels} />
        <PriceHeader className={styles.priceHeader} testId="price-header" />
      </header>
      <p className={styles.tileCaption}>{labels.brandNames[offer.brand]}</p>
      <h1 id="details-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{offerSubtitle(offer)}</p>
      {editMode ? (
        <Suspense fallback={null}>
          <EditBanner labels={labels.lead} />
        </Suspense>
      ) : null}
      <SuggestedEntrada labels={labels} />
      <DetailsPicture offer={offer} labels={labels} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ColourPickerSlot labels={labels} />
          {step === 'details' ? (
            <>
              <h2 ref={stepHeading} tabIndex={-1} className={styles.visuallyHidden}>
                {labels.page.detailsStep}
              </h2>
              <LeadPublishedNote labels={labels} />
              <PlanTilesSlot offer={offer} labels={labels} />
              <OptionalsSlot offer={offer} labels={labels} />
              <AdditionalsSlot offer={offer} labels={labels} />
              <InitialPaymentSlot labels={labels} />
              <ComparisonSlot labels={labels} />
              <PriceInclusionsSlot labels={labels} />
              <TermsTabs labels={labels} disclaimer={offer.disclaimer} />
              <FaqPanel labels={labels} />
            </>
          ) : (
            <section className={styles.section} aria-labelledby="lead-step-title" data-testid="lead-step">
              <h2 id="lead-step-title" ref={stepHeading} tabIndex={-1} className={styles.sectionTitle}>
                {editMode ? labels.lead.update.stepTitle : labels.page.leadStep}
              </h2>
              {editMode ? (
                <Suspense fallback={leadStepLoading}>
                  <LeadUpdatePanel labels={labels.lead} />
                </Suspense>
              ) : (
                <div data-slot="lead-form" data-testid="lead-form-slot">
                  <Suspense fallback={leadStepLoading}>
                    <LeadFormSlot labels={labels.lead} title={leadFormTitle} fallback={<p className={styles.note}>{labels.page.leadFormSlot}</p>} />
                  </Suspense>
                </div>
              )}
              <div className={styles.actions}>
                <button type="button" className={styles.ghostButton} onClick={events.back}>
                  {labels.offerDetails.back}
                </button>
              </div>
            </section>
          )}
        </div>
        <SummarySlot offer={offer} labels={labels} action={step === 'details' && !narrow ? continueButton : null} costs={<ContractCostSlot labels={labels} />} />
      </div>
      {step === 'details' && narrow ? (
        <div className={styles.bottomBar} role="region" aria-label={labels.bottomBar.region} data-testid="details-bottom-bar">
          <PriceHeader className={styles.bottomBarPrice} testId="bottom-bar-price" />
          <button
            type="button"
            className={styles.bottomBarLink}
            onClick={() => document.querySelector('[data-testid="summary"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            {labels.bottomBar.seeSummary}
          </button>
          {continueButton}
        </div>
      ) : null}
      <p className={styles.disclaimer} data-testid="disclaimer">
        {offer.disclaimer}
      </p>
      <DetailsModal labels={labels} />
    </article>
    </BrandScope>
  );
}

// ───────────────────────────── the parts, each on its own slice ─────────────────────────────

type PartProps = { offer: Offer; labels: DetailsScreenLabels };

/** Two objects with the same own fields (each compared with `Object.is`). */
function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

const samePlan = sameConfigurationOn('period', 'km');
const selectFinancing = (s: OfferDetailsSnapshot) => selectPrice(s)?.financing ?? null;

/** The monthly figure of the header and of the phone's bottom bar. */
function PriceHeader({ className, testId }: { className: string; testId: string }) {
  const priceHeader = useOfferDetailsSelector(selectPriceHeader);
  return (
    <p className={className} data-testid={testId}>
      {priceHeader}
    </p>
  );
}

function ContinueButton({ label }: { label: string }) {
  const canContinue = useOfferDetailsSelector(selectCanContinue);
  const events = useOfferDetailsEvents();
  return (
    <button type="button" className={styles.button} disabled={!canContinue} onClick={events.continue} onPointerEnter={preloadLeadForm} onFocus={preloadLeadForm}>
      {label}
    </button>
  );
}

/** The new test layout: the lead form came first and the lead is created; the details step says so. */
function LeadPublishedNote({ labels }: { labels: DetailsScreenLabels }) {
  const published = useOfferDetailsSelector(selectLeadPublished);
  return published ? (
    <p className={styles.note} role="status" data-testid="details-lead-published">
      {labels.lead.published}
    </p>
  ) : null;
}

function SuggestedEntrada({ labels }: { labels: DetailsScreenLabels }) {
  const suggestedEntrada = useOfferDetailsSelector(selectSuggestedEntrada);
  return suggestedEntrada !== null ? (
    <p className={styles.note} data-testid="suggested-entrada">
      {labels.page.suggestedEntrada(formatBRL(suggestedEntrada))}
    </p>
  ) : null;
}

/** The details picture on the page: the screen's width, up to its 560 px. */
const DETAILS_PICTURE_SIZES = '(max-width: 600px) 100vw, 560px';

/** The offer's own image of the chosen colour, when it has one; else the drawing. */
const DetailsPicture = memo(function DetailsPicture({ offer, labels }: PartProps) {
  const colourId = useOfferDetailsSelector(selectColourId);
  const colour = offer.colors.find((c) => c.colorId === colourId);
  const gallery = offerGallery(offer, colour?.code);
  const photo = gallery?.kind === 'gallery' ? gallery.urls[0] : null;
  return (
    <VehiclePicture
      className={styles.picture}
      offer={offer}
      colour={colour}
      src={photo}
      srcSet={photo ? uploadedSrcSet(offer, photo) : undefined}
      sizes={DETAILS_PICTURE_SIZES}
      loading="eager"
      label={(photo ? labels.page.photo : labels.page.drawing)(`${labels.brandNames[offer.brand]} ${offer.modelShortName}`, colour ? titleCase(colour.name) : '')}
    />
  );
});

const ColourPickerSlot = memo(function ColourPickerSlot({ labels }: { labels: DetailsScreenLabels }) {
  const colourPicker = useOfferDetailsSelector(selectColourPickerRef);
  return colourPicker ? <ColourPicker actorRef={colourPicker} labels={labels} /> : null;
});

const PlanTilesSlot = memo(function PlanTilesSlot({ offer, labels }: PartProps) {
  const config = useOfferDetailsSelector(selectConfig, samePlan)!;
  const events = useOfferDetailsEvents();
  return <PlanTiles offer={offer} config={config} labels={labels} onPeriod={events.selectPeriod} onKm={events.selectKm} />;
});

// The plan tiles, the summary and the monthly figure show a change in the frame after the click. The lists and the
// comparison below them follow at a lower priority (`useDeferredValue`): React draws them right after that frame,
// and a memoised element lets the urgent pass skip them. When the offer first shows, they start empty (the
// deferred value's initial `null`) and come in that lower-priority pass, one that yields to the browser, so the
// page's first paint of the offer does not wait for them.

/** The optionals of the period and the chosen one: a period with the same optionals leaves the list alone. */
const OptionalsSlot = memo(function OptionalsSlot({ offer, labels }: PartProps) {
  const same = useMemo(
    () => (a: DetailsConfiguration | null, b: DetailsConfiguration | null) =>
      a === b || (a !== null && b !== null && a.optionalId === b.optionalId && sameItems(optionalsForPeriod(offer, a.period), optionalsForPeriod(offer, b.period))),
    [offer],
  );
  const config = useDeferredValue(useOfferDetailsSelector(selectConfig, same), null);
  const events = useOfferDetailsEvents();
  const modal = useDetailsModalEvents();
  const conflict = useDeferredValue(useOfferDetailsSelector(selectOptionalConflict));
  return useMemo(
    () => (config ? <OptionalsSection offer={offer} config={config} labels={labels} conflict={conflict} onSelect={events.selectOptional} onInfo={modal.open} /> : null),
    [offer, config, labels, conflict, events, modal],
  );
});

/** The additionals of the period, the checked ones and the plate ending. */
const AdditionalsSlot = memo(function AdditionalsSlot({ offer, labels }: PartProps) {
  const same = useMemo(
    () => (a: DetailsConfiguration | null, b: DetailsConfiguration | null) =>
      a === b ||
      (a !== null &&
        b !== null &&
        a.plateNumber === b.plateNumber &&
        sameItems(a.additionalIds, b.additionalIds) &&
        sameItems(additionalsForPeriod(offer, a.period), additionalsForPeriod(offer, b.period))),
    [offer],
  );
  const config = useDeferredValue(useOfferDetailsSelector(selectConfig, same), null);
  const showPlateError = useDeferredValue(useOfferDetailsSelector(selectShowPlateError));
  const events = useOfferDetailsEvents();
  const modal = useDetailsModalEvents();
  return useMemo(
    () =>
      config ? (
      <AdditionalsSection
        offer={offer}
        config={config}
        labels={labels}
        onToggle={events.toggleAdditional}
        onPlate={events.selectPlate}
        onInfo={modal.open}
        showPlateError={showPlateError}
      />
      ) : null,
    [offer, config, labels, events, modal, showPlateError],
  );
});

const InitialPaymentSlot = memo(function InitialPaymentSlot({ labels }: { labels: DetailsScreenLabels }) {
  const initialPayment = useOfferDetailsSelector(selectInitialPaymentRef);
  const financing = useDeferredValue(useOfferDetailsSelector(selectFinancing, sameFields), null);
  const couponApplied = useDeferredValue(useOfferDetailsSelector(selectCouponApplied));
  return useMemo(
    () => (initialPayment && financing ? <InitialPaymentField actorRef={initialPayment} labels={labels} financing={financing} couponApplied={couponApplied} /> : null),
    [initialPayment, financing, labels, couponApplied],
  );
});

const ComparisonSlot = memo(function ComparisonSlot({ labels }: { labels: DetailsScreenLabels }) {
  const comparison = useDeferredValue(useOfferDetailsSelector(selectComparison, sameComparison), null);
  const couponNote = useDeferredValue(useOfferDetailsSelector(selectComparisonCouponNote));
  const events = useOfferDetailsEvents();
  return useMemo(
    () => (comparison ? <PlanComparison labels={labels} columns={comparison} onChoose={events.selectPlan} couponNote={couponNote} /> : null),
    [labels, comparison, events, couponNote],
  );
});

function SummarySlot({ offer, labels, action, costs }: PartProps & { action: ReactNode; costs: ReactNode }) {
  const config = useOfferDetailsSelector(selectConfig)!;
  const price = useOfferDetailsSelector(selectPrice)!;
  return <SummaryPanel offer={offer} config={config} price={price} labels={labels} action={action} costs={costs} />;
}

/** The full cost and the excess km: redrawn only when one of their figures changed (`sameContractCost`). */
const ContractCostSlot = memo(function ContractCostSlot({ labels }: { labels: DetailsScreenLabels }) {
  const cost = useOfferDetailsSelector(selectContractCost, sameContractCost);
  return cost ? <ContractCostPanel cost={cost} labels={labels} /> : null;
});

/** What the monthly price includes and excludes: the offer's, redrawn only with another offer. */
const PriceInclusionsSlot = memo(function PriceInclusionsSlot({ labels }: { labels: DetailsScreenLabels }) {
  const inclusions = useOfferDetailsSelector(selectPriceInclusions);
  return inclusions ? <PriceInclusionsPanel inclusions={inclusions} labels={labels} /> : null;
});
