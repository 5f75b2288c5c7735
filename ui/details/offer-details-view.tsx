/**
 * The offer details page: a thin renderer of the offer details chart and of
 * its companions (details modal, FAQ, terms, share), whose logic the app
 * provides through `DetailsLogicContext`.
 */
import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { campaignPageFor, type CampaignV2 } from '../../models/content';
import { offerGallery } from '../../models/content-images';
import { titleCase } from '../../models/format';
import { formatBRL } from '../../models/money';
import { offerSubtitle, offerTitle, suggestedInitialPayment } from '../../models/offer-details';
import { DetailsModalContext, FaqModalContext, ShareContext, TermsContext, useDetailsModalEvents } from '../../machines/details-modal/details-modal.context';
import type { detailsModalMachine } from '../../machines/details-modal/details-modal.machine';
import type { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { useOfferDetailsEvents, useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import {
  selectCanContinue,
  selectColourPickerRef,
  selectComparison,
  selectConfig,
  selectCouponApplied,
  selectEditMode,
  selectErrorMessage,
  selectInitialPaymentRef,
  selectOffer,
  selectOptionalConflict,
  selectPrice,
  selectPriceHeader,
  selectShowPlateError,
  selectStatus,
} from '../../machines/offer-details/offer-details.machine';
import type { shareMachine } from '../../machines/details-modal/share.machine';
import type { termsMachine } from '../../machines/details-modal/terms.machine';
import { LeadFormSlot } from '../lead/lead-step';
import { EditBanner, EditOpening, LeadUpdatePanel } from '../lead/lead-update-panel';
import { readableTextOn } from '../showcase/colour-contrast';
import { brandThemes } from '../theme/theme.css';
import { BrandScope } from '../theme/brand-scope';
import { VehiclePicture } from '../vehicle/vehicle-picture';
import { ColourPicker } from './colour-picker';
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
  const events = useOfferDetailsEvents();
  if (status === 'closed') return null;
  if (status === 'loadingOffer') {
    return (
      <section className={styles.page} aria-busy="true" data-testid="offer-details" data-status={status}>
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
        <EditOpening className={styles.status} labels={labels.lead} />
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
        <div className={styles.status} role="alert">
          <p className={styles.error}>{errorMessage ?? labels.page.loadFailed}</p>
          <div className={styles.actions} style={{ justifyContent: 'center' }}>
            <button type="button" className={styles.button} onClick={events.retry}>
              {labels.page.retry}
            </button>
            <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
              ← {labels.offerDetails.back}
            </button>
          </div>
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

function DetailsPage({ labels, step, title, leadFormTitle }: { labels: DetailsScreenLabels; step: 'details' | 'lead'; title: string; leadFormTitle: string | undefined }) {
  const offer = useOfferDetailsSelector(selectOffer)!;
  const config = useOfferDetailsSelector(selectConfig)!;
  const price = useOfferDetailsSelector(selectPrice)!;
  const priceHeader = useOfferDetailsSelector(selectPriceHeader);
  const comparison = useOfferDetailsSelector(selectComparison);
  const canContinue = useOfferDetailsSelector(selectCanContinue);
  const colourPicker = useOfferDetailsSelector(selectColourPickerRef);
  const initialPayment = useOfferDetailsSelector(selectInitialPaymentRef);
  const showPlateError = useOfferDetailsSelector(selectShowPlateError);
  const optionalConflict = useOfferDetailsSelector(selectOptionalConflict);
  const couponApplied = useOfferDetailsSelector(selectCouponApplied);
  const events = useOfferDetailsEvents();
  const modal = useDetailsModalEvents();
  const colour = offer.colors.find((c) => c.colorId === config.colorId);
  // The offer's own image of the chosen colour, when it has one; else the drawing.
  const gallery = offerGallery(offer, colour?.code);
  const photo = gallery?.kind === 'gallery' ? gallery.urls[0] : null;
  const suggestedEntrada = suggestedInitialPayment(offer, config);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const narrow = useNarrowScreen();
  const editMode = useOfferDetailsSelector(selectEditMode);
  // Editing a sent lead, the step's button goes on to the lead's dealer and 'Finalizar' (spec 000 §2 offer-edit mode).
  const continueButton = (
    <button type="button" className={styles.button} disabled={!canContinue} onClick={events.continue}>
      {editMode ? labels.lead.update.updateOffer : labels.offerDetails.continue}
    </button>
  );

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
      <header className={styles.header}>
        <button type="button" className={styles.ghostButton} onClick={events.close} aria-label={labels.page.backToOffers}>
          ← {labels.offerDetails.back}
        </button>
        <ShareControl labels={labels} />
        <p className={styles.priceHeader} data-testid="price-header">
          {priceHeader}
        </p>
      </header>
      <p className={styles.tileCaption}>{labels.brandNames[offer.brand]}</p>
      <h1 id="details-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{offerSubtitle(offer)}</p>
      {editMode ? <EditBanner labels={labels.lead} /> : null}
      {suggestedEntrada !== null ? (
        <p className={styles.note} data-testid="suggested-entrada">
          {labels.page.suggestedEntrada(formatBRL(suggestedEntrada))}
        </p>
      ) : null}
      <VehiclePicture
        className={styles.picture}
        offer={offer}
        colour={colour}
        src={photo}
        loading="eager"
        label={(photo ? labels.page.photo : labels.page.drawing)(`${labels.brandNames[offer.brand]} ${offer.modelShortName}`, colour ? titleCase(colour.name) : '')}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {colourPicker ? <ColourPicker actorRef={colourPicker} labels={labels} /> : null}
          {step === 'details' ? (
            <>
              <h2 ref={stepHeading} tabIndex={-1} className={styles.visuallyHidden}>
                {labels.page.detailsStep}
              </h2>
              <PlanTiles offer={offer} config={config} labels={labels} onPeriod={events.selectPeriod} onKm={events.selectKm} />
              <OptionalsSection offer={offer} config={config} labels={labels} conflict={optionalConflict} onSelect={events.selectOptional} onInfo={modal.open} />
              <AdditionalsSection
                offer={offer}
                config={config}
                labels={labels}
                onToggle={events.toggleAdditional}
                onPlate={events.selectPlate}
                onInfo={modal.open}
                showPlateError={showPlateError}
              />
              {initialPayment ? <InitialPaymentField actorRef={initialPayment} labels={labels} financing={price.financing} couponApplied={couponApplied} /> : null}
              <PlanComparison labels={labels} columns={comparison} onChoose={events.selectPlan} couponApplied={couponApplied} />
              <TermsTabs labels={labels} disclaimer={offer.disclaimer} />
              <FaqPanel labels={labels} />
            </>
          ) : (
            <section className={styles.section} aria-labelledby="lead-step-title" data-testid="lead-step">
              <h2 id="lead-step-title" ref={stepHeading} tabIndex={-1} className={styles.sectionTitle}>
                {editMode ? labels.lead.update.stepTitle : labels.page.leadStep}
              </h2>
              {editMode ? (
                <LeadUpdatePanel labels={labels.lead} />
              ) : (
                <div data-slot="lead-form" data-testid="lead-form-slot">
                  <LeadFormSlot labels={labels.lead} title={leadFormTitle} fallback={<p className={styles.note}>{labels.page.leadFormSlot}</p>} />
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
        <SummaryPanel offer={offer} config={config} price={price} labels={labels} action={step === 'details' && !narrow ? continueButton : null} />
      </div>
      {step === 'details' && narrow ? (
        <div className={styles.bottomBar} role="region" aria-label={labels.bottomBar.region} data-testid="details-bottom-bar">
          <p className={styles.bottomBarPrice} data-testid="bottom-bar-price">
            {priceHeader}
          </p>
          <button
            type="button"
            className={styles.bottomBarLink}
            onClick={() => document.getElementById('summary-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
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
