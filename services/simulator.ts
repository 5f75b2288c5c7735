/**
 * The legal-person price simulator's calls and the admin's outbox (spec 001
 * §7 `POST {search url}` with target LEGAL_PERSON, `{rental-service}/dealers`,
 * `v1/leads/simulation/legal`): the company offers, the dealers of the
 * simulator's brands, sending the
 * complete quotations, and the outbox an offer admin reads.
 */
import { array } from 'superstruct';
import { AdminMessage, type FleetDealer } from '../models/quotation/fleet-quotation';
import { COUNTRY_CODE } from '../models/dealer/location';
import { RENTAL_SERVICE_DEALERS_PATH, RentalServiceDealers, rentalServiceDealersQueryString } from '../models/dealer/rental-service-dealers';
import { SimulatorEmailAnswer, type SimulatorEmailRequest } from '../models/quotation/quotation';
import { SIMULATOR_DEALER_BRANDS, SIMULATOR_OFFER_BRANDS } from '../models/quotation/price-simulator';
import { SEARCH_MAX_SIZE } from '../models/showcase/api';
import type { Offer } from '../models/offer/offer';
import type { Api } from './api';
import { answerOf, withSignal } from './http';
import { searchOffers } from './offers';

/** The company (LEGAL_PERSON) offers of the simulator's brands. */
export async function getSimulatorOffers(api: Api, signal?: AbortSignal): Promise<Offer[]> {
  const answer = await searchOffers(api, { targetEntityType: 'LEGAL_PERSON', brand: [...SIMULATOR_OFFER_BRANDS], size: SEARCH_MAX_SIZE }, signal);
  return answer.hits.hit.map((h) => h.fields);
}

/**
 * The dealers of the simulator's brands: the rental service's
 * `GET /api/rental-service/dealers?market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL`
 * (spec 001 §7 `{rental-service}/dealers`, §9).
 */
export function getSimulatorDealers(api: Api, signal?: AbortSignal): Promise<FleetDealer[]> {
  const query = rentalServiceDealersQueryString({ market: COUNTRY_CODE, brands: SIMULATOR_DEALER_BRANDS });
  return api.http.url(`${RENTAL_SERVICE_DEALERS_PATH}?${query}`).options(withSignal(signal)).get().json(answerOf(RentalServiceDealers));
}

/** Sends the complete quotations to the seller's e-mail (the server mails them through the outbox). Never retried: no second e-mail. */
export function sendSimulation(api: Api, request: SimulatorEmailRequest, signal?: AbortSignal): Promise<SimulatorEmailAnswer> {
  return api.http.url('/api/v1/leads/simulation/legal').options(withSignal(signal)).post(request).json(answerOf(SimulatorEmailAnswer));
}

/** The product's outbox, newest first (offer admins only). */
export function getOutboxMessages(api: Api, signal?: AbortSignal): Promise<AdminMessage[]> {
  return api.http.url('/api/admin/messages').options(withSignal(signal)).get().json(answerOf(array(AdminMessage)));
}
