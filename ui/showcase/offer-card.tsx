/**
 * Offer card v1 and v2 (spec 000 §2 "Offer card"): header, tags, highlights
 * rotating (the card chart), features (3 by default), the picture, the
 * colour carousel (v1) or slider (v2), the price footer or a replacement
 * label when instalments are hidden, 'Saiba Mais' when its parent says so,
 * and the details button ('QUERO ESTE', or a campaign's / the default
 * card's label and colours).
 */
import { lazy, Suspense, type CSSProperties } from 'react';
import type { CampaignV1, CampaignV2, InformationPage } from '../../models/content/content';
import { formatBRL } from '../../models/common/money';
import { isPriceAvailable, priceOrUnavailable } from '../../models/pricing/shown-price';
import type { CardOffer } from '../../models/showcase/api';
import { SHOWCASE_TIMINGS } from '../../models/app/site-config';
import { swatchBackground } from '../../models/offer/colour-swatch';
import { titleCase } from '../../models/common/title-case';
import { cardAppearance, cardInformationPage, cardShowsPrice, isSoldOut, needsColourArrows, visibleFeatures, type CardExit, type CardVersion, type DefaultCard } from '../../models/showcase/offer-card';
import { defaultShowcaseLabels, type ShowcaseLabels, type ShowcaseScreenLabels } from '../../models/labels/showcase';
import { useOfferCard, useOfferCardEvents, useOfferCardSelector, type OfferCardRef } from '../../machines/offer-card/offer-card.context';
import {
  selectColour,
  selectColourId,
  selectColours,
  selectHighlightIndex,
  selectNextColourId,
  selectPreviousColourId,
} from '../../machines/offer-card/offer-card.machine';
import { brandThemes } from '../theme/theme.css';
import * as parts from './card.css';
import { readableTextOn } from './colour-contrast';
import { BrandScope } from '../theme/brand-scope';
import { OfferImage } from './offer-image';
import { SwatchRadios } from './swatch-radios';
import * as styles from './offer-card.css';

/** The card's information page (only where the page configures one): its dialog's code comes when a card has one. */
const InformationPageDialog = lazy(() => import('./information-page').then((m) => ({ default: m.InformationPageDialog })));

/** What the page's configuration says about cards. */
export interface CardSettings {
  version: CardVersion;
  featuresShown: number;
  highlightRotationMs: number;
  hideInstalments: boolean;
  instalmentsReplacementLabel?: string | undefined;
  showSaving: boolean;
  showInformationPage: boolean;
  campaigns: readonly CampaignV1[];
  campaignsV2: readonly CampaignV2[];
  defaultCard: DefaultCard;
  informationPages: readonly InformationPage[];
}

export const DEFAULT_CARD_SETTINGS: CardSettings = {
  version: 'v1',
  featuresShown: SHOWCASE_TIMINGS.featuresShown,
  highlightRotationMs: SHOWCASE_TIMINGS.highlightRotationMs,
  hideInstalments: false,
  showSaving: true,
  showInformationPage: false,
  campaigns: [],
  campaignsV2: [],
  defaultCard: {},
  informationPages: [],
};

export interface OfferCardProps {
  /** The search's card view of the offer (models/showcase/card-projection.ts `cardOfferOf`). */
  offer: CardOffer;
  labels?: ShowcaseScreenLabels;
  settings?: CardSettings;
  onSelect: (offerId: string) => void;
  /** Where the card's button leaves the site to (models/showcase/offer-card.ts `cardExit`): then a link to a new tab. */
  exit?: CardExit | null;
  /** The first card of the page: its picture loads at once, before the others'. */
  priority?: boolean;
}

function Highlights({ actor, offer, texts }: { actor: OfferCardRef; offer: CardOffer; texts: ShowcaseLabels['card'] }) {
  const index = useOfferCardSelector(actor, selectHighlightIndex);
  // A card without highlights keeps their line, so that its neighbours' pictures, features and prices stay level.
  if (offer.highlightsList.length === 0) return <p className={parts.highlight} aria-hidden="true" data-testid="card-highlight-space" />;
  return (
    <div>
      <ul className={parts.visuallyHidden} aria-label={texts.highlights}>
        {offer.highlightsList.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <p className={parts.highlight} aria-hidden="true" data-testid="card-highlight">
        {offer.highlightsList[index] ?? offer.highlightsList[0]}
      </p>
    </div>
  );
}

function Colours({ actor, offer, version, texts }: { actor: OfferCardRef; offer: CardOffer; version: CardVersion; texts: ShowcaseLabels['card'] }) {
  const colours = useOfferCardSelector(actor, selectColours);
  const colourId = useOfferCardSelector(actor, selectColourId);
  const colour = useOfferCardSelector(actor, selectColour);
  const nextColourId = useOfferCardSelector(actor, selectNextColourId);
  const previousColourId = useOfferCardSelector(actor, selectPreviousColourId);
  const events = useOfferCardEvents(actor);
  if (colours.length === 0) return null;
  const step = (to: string | undefined) => {
    if (to) events.selectColour(to);
  };
  const group = (
    <SwatchRadios
      className={parts.swatches}
      itemClassName={parts.swatch}
      value={colourId}
      onValueChange={events.selectColour}
      label={`${texts.colours}: ${offer.modelShortName} ${offer.versionName}`}
      options={colours.map((c) => ({ value: c.colorId, label: texts.colourName(titleCase(c.name)), style: { background: swatchBackground(c) } }))}
    />
  );
  return (
    <div>
      {version === 'v1' && needsColourArrows(colours.length) ? (
        <div className={parts.colours}>
          <button type="button" className={parts.roundButton} aria-label={texts.previousColours} onClick={() => step(previousColourId)}>
            ‹
          </button>
          {group}
          <button type="button" className={parts.roundButton} aria-label={texts.nextColours} onClick={() => step(nextColourId)}>
            ›
          </button>
        </div>
      ) : (
        group
      )}
      <p className={parts.colourName} aria-live="polite" data-testid="card-colour-name">
        {colour ? texts.colourName(titleCase(colour.name)) : ''}
      </p>
    </div>
  );
}

/** A card running its own card-chart actor. */
export function OfferCard(props: OfferCardProps) {
  const actor = useOfferCard(props.offer, (props.settings ?? DEFAULT_CARD_SETTINGS).highlightRotationMs);
  return <OfferCardView {...props} actor={actor} />;
}

/** A card rendering the given card-chart actor. */
export function OfferCardView({ actor, offer, labels = defaultShowcaseLabels, settings = DEFAULT_CARD_SETTINGS, onSelect, exit = null, priority = false }: OfferCardProps & { actor: OfferCardRef }) {
  const events = useOfferCardEvents(actor);
  const version = settings.version;
  const appearance = cardAppearance(offer, version, { v1: settings.campaigns, v2: settings.campaignsV2 }, settings.defaultCard, labels.showcase.detailsButton);
  const price = offer.price;
  const information = cardInformationPage(offer, settings.informationPages, settings.showInformationPage);
  const name = `${offer.modelShortName} ${offer.versionName} ${offer.modelYear}`;
  const titleId = `offer-${offer.id}-title`;
  const brand = labels.brandNames[offer.brand];
  const frameStyle: CSSProperties = {
    ...(appearance.colours.background ? { background: appearance.colours.background } : {}),
    ...(appearance.colours.text ? { color: appearance.colours.text } : {}),
  };
  const buttonStyle: CSSProperties = {
    ...(appearance.colours.button ? { background: appearance.colours.button } : {}),
    ...(appearance.colours.buttonText ? { color: appearance.colours.buttonText } : {}),
  };

  const tags =
    offer.tagsList.length > 0 ? (
      <ul className={`${parts.tags} ${version === 'v2' ? parts.v2Tags : ''}`} aria-label="Etiquetas">
        {offer.tagsList.map((t) => (
          <li key={t.id} className={parts.tag} style={{ background: t.background_color, color: readableTextOn(t.background_color) }}>
            {t.text}
          </li>
        ))}
      </ul>
    ) : null;
  const header = (
    <>
      <p className={styles.brand}>{brand}</p>
      <h3 id={titleId} className={styles.title}>
        {offer.modelShortName}
      </h3>
      <p className={styles.version}>
        {offer.versionName} · {offer.modelYear}
      </p>
    </>
  );
  const features = visibleFeatures(offer, settings.featuresShown);
  const featureList =
    features.length > 0 ? (
      <ul className={version === 'v2' ? parts.chips : parts.features} aria-label={labels.card.features}>
        {features.map((f) => (
          <li key={f} className={version === 'v2' ? parts.chip : undefined}>
            {f}
          </li>
        ))}
      </ul>
    ) : null;
  const footer = !cardShowsPrice(offer, exit) ? (
    <div className={parts.priceBox[version]} data-testid="card-price" data-price="none">
      <p className={parts.replacement}>{isSoldOut(offer) ? labels.card.soldOut : labels.card.onBrandSite(brand)}</p>
    </div>
  ) : !isPriceAvailable(price.monthly) ? (
    <div className={parts.priceBox[version]} data-testid="card-price" data-price="unavailable">
      <p className={parts.replacement}>{priceOrUnavailable(price.monthly)}</p>
    </div>
  ) : settings.hideInstalments ? (
    <div className={parts.priceBox[version]} data-testid="card-price">
      <p className={parts.replacement}>{settings.instalmentsReplacementLabel ?? labels.card.instalmentsHidden}</p>
    </div>
  ) : (
    <div className={parts.priceBox[version]} data-testid="card-price">
      <span className={styles.priceLabel}>{version === 'v2' ? labels.card.instalmentsFrom : labels.showcase.fromPrice}</span>
      <span>
        <span className={styles.priceValue}>{formatBRL(price.monthly)}</span>
        <span className={styles.perMonth}>{version === 'v2' ? ` ${labels.card.month}` : labels.showcase.perMonth}</span>
      </span>
      {settings.showSaving && price.saving > 0 ? <p className={parts.saving}>{labels.card.simulateSaving(formatBRL(price.saving))}</p> : null}
    </div>
  );

  return (
    <article
      className={`${brandThemes[offer.brand]} ${styles.card} ${version === 'v2' ? parts.v2Frame : ''}`}
      style={frameStyle}
      aria-labelledby={titleId}
      data-testid="offer-card"
      data-card-version={version}
      data-offer-id={offer.id}
      data-campaign={appearance.campaignTag ?? undefined}
      onPointerEnter={events.pauseHighlights}
      onPointerLeave={events.resumeHighlights}
      onFocus={events.pauseHighlights}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) events.resumeHighlights();
      }}
    >
      {version === 'v2' ? (
        <div className={styles.body}>
          {header}
        </div>
      ) : null}
      <div style={{ position: 'relative' }}>
        <OfferImage actor={actor} offer={offer} labels={labels} priority={priority} />
        {version === 'v2' ? tags : null}
      </div>
      <div className={styles.body}>
        {version === 'v1' ? header : null}
        {version === 'v1' ? tags : null}
        {offer.unavailabilityReason === 'LET_ME_KNOW' ? <span className={parts.badge}>{labels.card.letMeKnow}</span> : null}
        <Highlights actor={actor} offer={offer} texts={labels.card} />
        {featureList}
        <Colours actor={actor} offer={offer} version={version} texts={labels.card} />
        {footer}
        {information ? (
          <div className={parts.links}>
            <BrandScope brand={offer.brand}>
              <Suspense fallback={null}>
                <InformationPageDialog page={information} triggerLabel={labels.card.moreInformation} closeLabel={labels.card.closeInformation} subject={name} />
              </Suspense>
            </BrandScope>
          </div>
        ) : null}
        {exit ? (
          // Another site: a link that says so, opened in a new tab (the page heard the click).
          <a
            href={exit.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.exitAction}
            style={buttonStyle}
            aria-label={labels.card.exitName(labels.card.exitButton(exit.reason === 'letMeKnow', brand), name, brand)}
            data-testid="card-details-button"
            data-exit={exit.reason}
            onClick={() => onSelect(offer.id)}
          >
            {labels.card.exitButton(exit.reason === 'letMeKnow', brand)}
            <span aria-hidden="true">↗</span>
          </a>
        ) : (
          <button
            type="button"
            className={styles.action}
            style={buttonStyle}
            aria-label={`${appearance.buttonText}: ${name}`}
            data-testid="card-details-button"
            onClick={() => onSelect(offer.id)}
          >
            {appearance.buttonText}
          </button>
        )}
      </div>
    </article>
  );
}
