/** Test data drawn from the demo catalogue. */
import type { CardSearchResponse } from '../../models/showcase/api';
import { cardOfferOf } from '../../models/showcase/card-projection';
import type { Offer } from '../../models/offer/offer';
import { isPublished } from '../../models/offer/offer-status';
import { demoOffers } from '../../server/demo/demo-catalogue';

export const publicOffers: Offer[] = demoOffers.filter((o) => isPublished(o) && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer && !o.offerDeny);

/** What the showcase's search (the card view) answers with these offers. */
export function searchAnswer(offers: readonly Offer[]): CardSearchResponse {
  return { hits: { found: offers.length, hit: offers.map((o) => ({ id: o.id, fields: cardOfferOf(o) })) } };
}
