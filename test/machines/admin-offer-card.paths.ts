/**
 * The admin offer card chart's generated paths (shared by its test and
 * `npm run paths`): one plan per starting status (a new offer, a saved one,
 * an archived one); together they reach every state and fire every transition.
 */
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import type { Offer } from '../../models/offer/offer';
import { adminOfferCardMachine, type AdminOfferCardEvent, type AdminOfferCardSnapshot } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { planChart } from '../support/chart-paths';
import { publicOffers } from '../support/fixtures';
import { withoutTransientStates } from '../support/lead-harness';

const STAMP = { name: 'Ana Lima', at: '2026-01-05T12:30:00.000Z' };

/** A list item of `GET /api/admin/offers` for an offer, with the given flags. */
export function managedOffer(offer: Offer, flags: Partial<Pick<ManagedOffer, 'id' | 'released' | 'removed' | 'archived'>> = {}): ManagedOffer {
  const released = flags.released ?? offer.released;
  return {
    id: flags.id ?? offer.id,
    revision: 3,
    brand: offer.brand,
    modelName: offer.modelName,
    modelShortName: offer.modelShortName,
    versionName: offer.versionName,
    category: { categoryName: offer.category.categoryName, categoryCode: offer.category.categoryCode },
    released,
    removed: flags.removed ?? false,
    archived: flags.archived ?? false,
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
    targetEntityType: offer.targetEntityType,
    createdBy: STAMP,
    updatedBy: { name: 'Bruno Reis', at: '2026-02-10T09:15:00.000Z' },
    publishedAt: released ? { name: 'Ana Lima', at: '2026-02-11T10:00:00.000Z' } : null,
    image: null,
    offer: { ...offer, released, removed: flags.removed ?? false, archived: flags.archived ?? false },
  };
}

const base = publicOffers[0]!;
export const savedOffer = managedOffer(base, { released: false });
export const newOffer = managedOffer(base, { id: '', released: false });
export const archivedOffer = managedOffer(base, { released: false, archived: true });
/** The id the server gives a new offer on its first save. */
export const NEW_ID = 'fiat-nova-oferta-1';

const callError = new Error('Ocorreu um erro');

function events(snap: AdminOfferCardSnapshot) {
  const out: any[] = [];
  const offer = snap.context.offer;
  for (const id of ['publishOffer', 'unpublishOffer', 'removeOffer'] as const) {
    if (snap.children[id]) {
      out.push({ type: `xstate.done.actor.${id}`, output: offer });
      out.push({ type: `xstate.error.actor.${id}`, error: callError });
    }
  }
  if (snap.children.saveOffer) {
    out.push({ type: 'xstate.done.actor.saveOffer', output: offer.id ? offer : { ...offer, id: NEW_ID } });
    out.push({ type: 'xstate.error.actor.saveOffer', error: callError });
  }
  const person: AdminOfferCardEvent[] = [
    { type: 'offer.publish' },
    { type: 'offer.unpublish' },
    { type: 'offer.save' },
    { type: 'offer.askRemove' },
    { type: 'offer.confirmRemove' },
    { type: 'offer.cancelRemove' },
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

const serializeState = (s: AdminOfferCardSnapshot) =>
  JSON.stringify({ v: s.value, id: s.context.offer.id, r: s.context.offer.released, x: s.context.offer.removed, a: s.context.offer.archived });

/**
 * The chart walked on its own: its reports to the manager (`sendParent`) go
 * nowhere here (the tests run it under a parent, as the manager does).
 */
const cardAlone = adminOfferCardMachine.provide({ actions: { reportChange: () => undefined, reportRemoval: () => undefined } });

/** `status` is left at once (an unguarded `always`): nobody sees it, so the plan leaves it out. */
export const adminCardSavedPlan = withoutTransientStates(planChart({
  id: 'admin-offer-card (saved)',
  machine: cardAlone,
  input: { offer: savedOffer, onAdminPage: true },
  serializeState,
  events,
}));

export const adminCardNewPlan = withoutTransientStates(planChart({
  id: 'admin-offer-card (new)',
  machine: cardAlone,
  input: { offer: newOffer, onAdminPage: true },
  serializeState,
  events,
}));

export const adminCardArchivedPlan = withoutTransientStates(planChart({
  id: 'admin-offer-card (archived)',
  machine: cardAlone,
  input: { offer: archivedOffer, onAdminPage: true },
  serializeState,
  events,
}));

export const adminCardPlans = [
  { plan: adminCardSavedPlan, offer: savedOffer },
  { plan: adminCardNewPlan, offer: newOffer },
  { plan: adminCardArchivedPlan, offer: archivedOffer },
];
