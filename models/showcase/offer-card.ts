/**
 * Offer card rules (spec 000 §2 "Offer card"): what a card shows and how it
 * looks, from the offer and the page's configuration.
 */
import { campaignForOffer, campaignV2ForOffer, cardClickAction, cssColourOf, informationPageFor, type CampaignV1, type CampaignV2, type CardClickAction, type InformationPage, type MultibrandOrder, type RedirectList } from '../content/content';
import type { Brand, Colour, Offer } from '../offer/offer';
import { isOtherSite } from '../common/links';

export type CardVersion = 'v1' | 'v2';

export interface CardColours {
  background?: string | undefined;
  text?: string | undefined;
  button?: string | undefined;
  buttonText?: string | undefined;
}

export interface CardAppearance {
  buttonText: string;
  colours: CardColours;
  /** Which campaign (by its associated tag) styled the card, if any. */
  campaignTag: string | null;
}

export interface DefaultCard {
  buttonText?: string | undefined;
  cardBackgroundColor?: string | undefined;
  cardFontColor?: string | undefined;
  cardButtonColor?: string | undefined;
  cardButtonFontColor?: string | undefined;
}


function coloursOf(c: { cardBackgroundColor?: string | undefined; cardFontColor?: string | undefined; cardButtonColor?: string | undefined; cardButtonFontColor?: string | undefined }): CardColours {
  return {
    background: cssColourOf(c.cardBackgroundColor),
    text: cssColourOf(c.cardFontColor),
    button: cssColourOf(c.cardButtonColor),
    buttonText: cssColourOf(c.cardButtonFontColor),
  };
}

/**
 * The details button's label and the card's colours: a campaign matching one
 * of the offer's tags (v1: associatedTag, v2: associatedTagV2; the first
 * matching wins), else the default card configuration, else the catalogue
 * label ('QUERO ESTE').
 */
export function cardAppearance(
  offer: Pick<Offer, 'tagsList'>,
  version: CardVersion,
  campaigns: { v1: readonly CampaignV1[]; v2: readonly CampaignV2[] },
  defaultCard: DefaultCard,
  defaultLabel: string,
): CardAppearance {
  const campaign = version === 'v1' ? campaignForOffer(offer, campaigns.v1) : campaignV2ForOffer(offer, campaigns.v2);
  if (campaign) {
    return {
      buttonText: campaign.cardButtonText?.trim() || defaultCard.buttonText?.trim() || defaultLabel,
      colours: coloursOf(campaign),
      campaignTag: 'associatedTag' in campaign ? campaign.associatedTag : campaign.associatedTagV2,
    };
  }
  return { buttonText: defaultCard.buttonText?.trim() || defaultLabel, colours: coloursOf(defaultCard), campaignTag: null };
}

/** The features a card lists: the first `count` (3 by default). */
export function visibleFeatures(offer: Pick<Offer, 'featuresList'>, count: number): string[] {
  return offer.featuresList.slice(0, Math.max(0, count));
}

/** The highlight after `index` (the rotation wraps around). */
export function nextHighlight(index: number, total: number): number {
  return total <= 0 ? 0 : (index + 1) % total;
}

/**
 * The 'Saiba Mais' page of an offer, when the parent shows it: the offer's
 * own page (set in the offer editor), else the site's page for its vehicle code.
 */
export function cardInformationPage(offer: Pick<Offer, 'mvs' | 'informationPage'>, pages: readonly InformationPage[], shown: boolean): InformationPage | undefined {
  if (!shown) return undefined;
  if (offer.informationPage) {
    return { backgroundColor: undefined, fontColor: undefined, ...offer.informationPage, informationPageMvs: offer.mvs };
  }
  return informationPageFor(offer.mvs, pages);
}

/** What a LET_ME_KNOW click stores under `currentCarModel` for the let-me-know page. */
export function currentCarModel(offer: Pick<Offer, 'id' | 'brand' | 'modelCode' | 'modelName' | 'modelShortName' | 'versionName' | 'mvs' | 'modelYear' | 'leadInterestCollection'>) {
  return {
    offerId: offer.id,
    brand: offer.brand,
    modelCode: offer.modelCode,
    modelName: offer.modelName,
    modelShortName: offer.modelShortName,
    versionName: offer.versionName,
    mvs: offer.mvs,
    modelYear: offer.modelYear,
    sfSubOrigin: offer.leadInterestCollection?.sfSubOrigin ?? null,
    sfDealerCode: offer.leadInterestCollection?.sfDealerCode ?? null,
  };
}

/** A multibrand redirect carries the offer id to the brand's site. */
export function withOfferId(url: string, offerId: string): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}offerId=${encodeURIComponent(offerId)}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The swatches a card's row holds side by side: 42 px each with its gap, in the 322 px of a card on a 390 px phone. */
export const SWATCHES_IN_VIEW = 7;

/** The colour carousel's arrows show only when the swatches do not all fit in the row. */
export function needsColourArrows(colourCount: number): boolean {
  return colourCount > SWATCHES_IN_VIEW;
}

/** The colour `delta` steps from the chosen one on the card's arrows, going round the list (undefined: no colours). */
export function steppedColourId(colours: readonly Pick<Colour, 'colorId'>[], colourId: string | null, delta: number): string | undefined {
  if (colours.length === 0) return undefined;
  const at = colours.findIndex((c) => c.colorId === colourId);
  return colours[(((at + delta) % colours.length) + colours.length) % colours.length]?.colorId;
}

// ───────────────────────────── cards that leave the site ─────────────────────────────

/** What the page's configuration says about a card click (spec 000 §4 "Card click order"), and this site's origin. */
export interface CardClickSettings {
  scrollToLegalPersonIntent?: boolean;
  siteBrand?: Brand | undefined;
  multibrandOrder?: readonly MultibrandOrder[];
  redirectLists?: readonly RedirectList[];
  letMeKnowLink?: string | undefined;
  /** This site's origin ('https://flua.example'): an address of another origin leaves the site. */
  siteOrigin?: string | undefined;
}

type ClickedOffer = Parameters<typeof cardClickAction>[0] & Pick<Offer, 'id'>;

/**
 * The address a card click sends the person to, when it redirects: the
 * brand's multibrand site (carrying the offer id), the let-me-know page of a
 * sold-out offer (when the page configures one), the redirect list's page of
 * its vehicle code. Null when the click stays (the details, the intent form).
 */
export function cardRedirectUrl(offer: ClickedOffer, action: CardClickAction, letMeKnowLink: string | undefined): string | null {
  if (action.kind === 'multibrandRedirect') return withOfferId(action.url, offer.id);
  if (action.kind === 'letMeKnow') return letMeKnowLink ?? null;
  if (action.kind === 'mvsRedirect') return action.url;
  return null;
}

/**
 * A card whose button leaves this site: where it goes (opened in a new tab)
 * and what for: 'letMeKnow' (a sold-out offer's let-me-know page),
 * 'brandPage' (the redirect list's page of its vehicle code, where this
 * subscription is not sold), 'brandOffer' (the same offer on the brand's own
 * site).
 */
export interface CardExit {
  url: string;
  reason: 'letMeKnow' | 'brandPage' | 'brandOffer';
}

/** Where a card leaves the site to (models/content/content.ts `cardClickAction`, then `cardRedirectUrl`), or null when it stays. */
export function cardExit(offer: ClickedOffer, click: CardClickSettings): CardExit | null {
  const action = cardClickAction(offer, click);
  const url = cardRedirectUrl(offer, action, click.letMeKnowLink);
  if (url === null || !isOtherSite(url, click.siteOrigin)) return null;
  const reason = action.kind === 'letMeKnow' ? 'letMeKnow' : action.kind === 'mvsRedirect' ? 'brandPage' : 'brandOffer';
  return { url, reason };
}

/** A sold-out offer ('Avise-me'). */
export function isSoldOut(offer: { unavailabilityReason?: 'LET_ME_KNOW' | null | undefined }): boolean {
  return offer.unavailabilityReason === 'LET_ME_KNOW';
}

/**
 * A card shows its monthly price only when it sells at it: never on a
 * sold-out offer, nor on a card that sends the person to a brand page where
 * this subscription is not sold.
 */
export function cardShowsPrice(offer: { unavailabilityReason?: 'LET_ME_KNOW' | null | undefined }, exit: CardExit | null): boolean {
  return !isSoldOut(offer) && exit?.reason !== 'brandPage';
}
