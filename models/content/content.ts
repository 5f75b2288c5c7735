/**
 * Authored content (spec 000 §3): campaigns v1/v2, redirect list,
 * information page, multibrand order; and their rules (001 §5.4 "Campaign
 * styling", 000 §4 "Card click order").
 */
import { array, enums, object, optional, pattern, string, union, type Infer } from 'superstruct';
import { Brand } from '../offer/offer';
import { coloursSpec } from '../labels/spec-colours';

/** A colour a campaign or card configuration may set: #rgb, #rrggbb or #rrggbbaa. */
const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const CssColour = pattern(string(), HEX_COLOUR);

export type CampaignColourName = (typeof coloursSpec.campaignColours)[number];

/** How the card paints each colour of the spec's campaign colour list (001 §9), by name. */
export const CAMPAIGN_COLOURS: Readonly<Record<CampaignColourName, string>> = {
  preto: '#111111',
  vermelho: '#c8102e',
  amarelo: '#ffcc00',
  azul: '#0057b8',
  'verde escuro': '#1b5e20',
  'verde limão': '#a4d233',
};

/** A campaign's colour: one of the campaign colour list by name ('verde limão'), or a hex colour. */
export const CampaignColour = union([CssColour, enums(coloursSpec.campaignColours)]);

/** The CSS colour a configured colour stands for: a campaign colour's by name, a hex colour as it is, else none. */
export function cssColourOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value in CAMPAIGN_COLOURS) return CAMPAIGN_COLOURS[value as CampaignColourName];
  return HEX_COLOUR.test(value) ? value : undefined;
}

const colour = optional(CampaignColour);

export const CampaignV1 = object({
  associatedTag: string(),
  cardBackgroundColor: colour,
  cardFontColor: colour,
  cardButtonColor: colour,
  cardButtonFontColor: colour,
  cardButtonText: optional(string()),
});
export type CampaignV1 = Infer<typeof CampaignV1>;

export const CampaignV2 = object({
  associatedTagV2: string(),
  cardBackgroundColor: colour,
  cardFontColor: colour,
  cardButtonColor: colour,
  cardButtonFontColor: colour,
  cardButtonText: optional(string()),
  pageBackgroundColor: colour,
  disclaimer: optional(string()),
});
export type CampaignV2 = Infer<typeof CampaignV2>;

export const RedirectList = object({
  redirectListMvs: array(string()),
  redirectListLink: string(),
});
export type RedirectList = Infer<typeof RedirectList>;

export const InformationPage = object({
  informationPageMvs: string(),
  Title: string(),
  /** HTML text body. */
  Text: string(),
  backgroundColor: colour,
  fontColor: colour,
});
export type InformationPage = Infer<typeof InformationPage>;

export const MultibrandOrder = object({ brand: Brand, url: string() });
export type MultibrandOrder = Infer<typeof MultibrandOrder>;

type Tagged = { tagsList: readonly { id: string; text: string }[]; campaignTags?: readonly string[] | undefined };

/** A campaign's tag matches a tag the offer shows, or one of its (unshown) campaign tags. */
function tagMatches(offer: Tagged, tag: string): boolean {
  const t = tag.trim().toLowerCase();
  return (
    t !== '' &&
    (offer.tagsList.some((x) => x.id.toLowerCase() === t || x.text.trim().toLowerCase() === t) ||
      (offer.campaignTags ?? []).some((x) => x.trim().toLowerCase() === t))
  );
}

/** Campaign styling applies when an offer tag matches the campaign's associated tag; the first match is used. */
export function campaignForOffer(offer: Tagged, campaigns: readonly CampaignV1[]): CampaignV1 | undefined {
  return campaigns.find((c) => tagMatches(offer, c.associatedTag));
}

export function campaignV2ForOffer(offer: Tagged, campaigns: readonly CampaignV2[]): CampaignV2 | undefined {
  return campaigns.find((c) => tagMatches(offer, c.associatedTagV2));
}

/** What a campaign changes on the details page (spec 000 §2 "campaign background and disclaimer"). */
export interface CampaignPage {
  tag: string;
  pageBackgroundColor?: string;
  disclaimer?: string;
}

/** The details page's campaign: the first v2 campaign whose tag the offer carries, when it sets a background or a disclaimer. */
export function campaignPageFor(offer: Tagged, campaigns: readonly CampaignV2[]): CampaignPage | undefined {
  const c = campaignV2ForOffer(offer, campaigns);
  const disclaimer = c?.disclaimer?.trim();
  const pageBackgroundColor = cssColourOf(c?.pageBackgroundColor);
  if (!c || (!pageBackgroundColor && !disclaimer)) return undefined;
  return { tag: c.associatedTagV2, pageBackgroundColor, disclaimer: disclaimer || undefined };
}

/** The redirect link of the first list holding the offer's MVS. */
export function redirectForMvs(mvs: string, lists: readonly RedirectList[]): string | undefined {
  return lists.find((l) => l.redirectListMvs.includes(mvs))?.redirectListLink;
}

/** The information page for a vehicle code. */
export function informationPageFor(mvs: string, pages: readonly InformationPage[]): InformationPage | undefined {
  return pages.find((p) => p.informationPageMvs === mvs);
}

export type CardClickAction =
  | { kind: 'scrollToLegalPersonIntent' }
  | { kind: 'multibrandRedirect'; url: string }
  | { kind: 'letMeKnow' }
  | { kind: 'mvsRedirect'; url: string }
  | { kind: 'showDetails'; initialPayment: number };

/**
 * What a card click does, in order (spec 000 §4): the legal-person intent
 * scroll when enabled; the multibrand redirect for another brand; the
 * LET_ME_KNOW page for an unavailable offer; an MVS redirect-list match;
 * otherwise the details with the default down payment (or 0).
 */
export function cardClickAction(
  offer: {
    brand: Brand;
    mvs: string;
    unavailabilityReason?: 'LET_ME_KNOW' | null;
    defaultLayoutInformation?: { downPayment?: number | null } | null;
  },
  ctx: {
    scrollToLegalPersonIntent?: boolean;
    siteBrand?: Brand;
    multibrandOrder?: readonly MultibrandOrder[];
    redirectLists?: readonly RedirectList[];
  },
): CardClickAction {
  if (ctx.scrollToLegalPersonIntent) return { kind: 'scrollToLegalPersonIntent' };
  if (ctx.siteBrand && offer.brand !== ctx.siteBrand) {
    const target = ctx.multibrandOrder?.find((b) => b.brand === offer.brand);
    if (target) return { kind: 'multibrandRedirect', url: target.url };
  }
  if (offer.unavailabilityReason === 'LET_ME_KNOW') return { kind: 'letMeKnow' };
  const url = redirectForMvs(offer.mvs, ctx.redirectLists ?? []);
  if (url) return { kind: 'mvsRedirect', url };
  return { kind: 'showDetails', initialPayment: offer.defaultLayoutInformation?.downPayment ?? 0 };
}
