/**
 * The search's card view of an offer (what a showcase card needs), made on
 * the server (and for the admin's preview card) from the whole offer: kept
 * apart from the card's rules (offer-card.ts) so the showcase's first load
 * does not carry the pricing it is made with.
 */
import type { CardColour, CardOffer } from './api';
import { cardPlan, cardPrice } from '../pricing/card-pricing';
import type { Colour, Offer } from '../offer/offer';
import { itemsForPeriod } from '../pricing/pricing';

/** Colours a card offers: those of the period its price is of (the details open on it), else all. */
export function cardColours(offer: Pick<Offer, 'colors' | 'rentalPlanList' | 'defaultLayoutInformation' | 'optionals' | 'additionalItemsList'>): Colour[] {
  const plan = cardPlan(offer);
  const forPeriod = plan ? itemsForPeriod(offer.colors, plan.period) : offer.colors;
  return forPeriod.length > 0 ? forPeriod : offer.colors;
}

/** A colour as a card shows it (models/showcase/api.ts `CardColour`). */
function cardColourOf(c: Colour): CardColour {
  return {
    colorId: c.colorId,
    code: c.code,
    name: c.name,
    rgb: c.rgb,
    ...(c.secondaryRgb !== undefined ? { secondaryRgb: c.secondaryRgb } : {}),
    ...(c.hexadecimals ? { hexadecimals: c.hexadecimals } : {}),
  };
}

/**
 * What a showcase card needs of an offer (the search's 'card' view): its
 * header, tags, highlights, features, pictures, click, the colours it
 * offers (`cardColours`) and its price footer (`cardPrice`), worked out once
 * on the server instead of shipping every plan, optional and additional.
 */
export function cardOfferOf(offer: Offer): CardOffer {
  return {
    id: offer.id,
    brand: offer.brand,
    category: { categoryName: offer.category.categoryName, categoryCode: offer.category.categoryCode },
    modelCode: offer.modelCode,
    mvs: offer.mvs,
    modelShortName: offer.modelShortName,
    modelName: offer.modelName,
    versionName: offer.versionName,
    modelYear: offer.modelYear,
    bodyType: offer.bodyType,
    seriesCode: offer.seriesCode,
    mvsInformation: offer.mvsInformation,
    images: offer.images,
    ...(offer.imagesColor !== undefined ? { imagesColor: offer.imagesColor } : {}),
    ...(offer.imageSet !== undefined ? { imageSet: offer.imageSet } : {}),
    highlightsList: offer.highlightsList,
    featuresList: offer.featuresList,
    tagsList: offer.tagsList,
    ...(offer.campaignTags !== undefined ? { campaignTags: offer.campaignTags } : {}),
    ...(offer.unavailabilityReason !== undefined ? { unavailabilityReason: offer.unavailabilityReason } : {}),
    ...(offer.leadInterestCollection !== undefined ? { leadInterestCollection: offer.leadInterestCollection } : {}),
    ...(offer.defaultLayoutInformation !== undefined ? { defaultLayoutInformation: offer.defaultLayoutInformation } : {}),
    ...(offer.informationPage !== undefined ? { informationPage: offer.informationPage } : {}),
    offerDeny: offer.offerDeny,
    colours: cardColours(offer).map(cardColourOf),
    price: cardPrice(offer),
  };
}
