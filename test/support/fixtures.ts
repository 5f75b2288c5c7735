/** Test data drawn from the demo catalogue. */
import type { SearchResponse } from '../../models/api';
import type { Offer } from '../../models/offer';
import { isPublished } from '../../models/offer-status';
import { demoOffers } from '../../server/db/demo-catalogue';

export const publicOffers: Offer[] = demoOffers.filter((o) => isPublished(o) && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer && !o.offerDeny);

export function searchAnswer(offers: readonly Offer[]): SearchResponse {
  return { hits: { found: offers.length, hit: offers.map((fields) => ({ id: fields.id, fields })) } };
}
