/** The offer manager chart's generated paths (shared by its test and `npm run paths`). */
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import { hasFilters } from '../../models/offer-admin/offer-manager';
import { offerManagerMachine, type OfferManagerEvent, type OfferManagerSnapshot } from '../../machines/offer-manager/offer-manager.machine';
import { planChart } from '../support/chart-paths';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { managedOffer } from './admin-offer-card.paths';

const pick = (brand: string) => demoOffers.find((o) => o.brand === brand && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer)!;

/** A saved Fiat (it gets published), a published Jeep for companies (it gets deleted), an archived Citroën. */
export const managerOffers: ManagedOffer[] = [
  managedOffer(pick('fiat'), { released: false }),
  { ...managedOffer(pick('jeep'), { released: true }), targetEntityType: 'LEGAL_PERSON' },
  managedOffer(pick('citroen'), { released: false, archived: true }),
];

/** The list as another admin left it: the Fiat edited (a new version name, its revision moved). */
export const changedByAnother: ManagedOffer[] = managerOffers.map((o, i) =>
  i === 0 ? { ...o, revision: o.revision + 1, versionName: `${o.versionName} Editada`, offer: { ...o.offer, versionName: `${o.versionName} Editada` } } : o,
);

/** The Jeep as the server answers its removal: removed, unpublished, its revision moved on. */
export const removedJeep: ManagedOffer = { ...managerOffers[1]!, removed: true, released: false, revision: managerOffers[1]!.revision + 1 };

/** Two cards a page: the three offers make two pages. */
export const MANAGER_TEST_PAGE_SIZE = 2;

export const REFRESH_EVENT = 'xstate.after.refreshInterval.offerManager.listed';

export const offerManagerPlan = planChart({
  id: 'offer-manager',
  machine: offerManagerMachine,
  input: { pageSize: MANAGER_TEST_PAGE_SIZE },
  serializeState: (s: OfferManagerSnapshot) =>
    JSON.stringify({ v: s.value, f: hasFilters(s.context.filters), p: s.context.offers.map((o) => o.released), page: s.context.page }),
  events: (snap: OfferManagerSnapshot) => {
    const out: any[] = [];
    for (const id of ['loadOffers', 'reloadOffers'] as const) {
      if (snap.children[id]) {
        out.push({ type: `xstate.done.actor.${id}`, output: managerOffers });
        out.push({ type: `xstate.error.actor.${id}`, error: new Error('Um erro ocorreu, tente novamente') });
      }
    }
    if (snap.children.pollOffers) {
      out.push({ type: 'xstate.done.actor.pollOffers', output: changedByAnother });
      out.push({ type: 'xstate.error.actor.pollOffers', error: new Error('Um erro ocorreu, tente novamente') });
    }
    if (snap.matches('listed')) out.push({ type: REFRESH_EVENT });
    const first = snap.context.offers[0];
    const person: OfferManagerEvent[] = [
      { type: 'manager.filter', filters: { brand: 'jeep' } },
      { type: 'manager.clearFilters' },
      { type: 'manager.goToPage', page: 2 },
      { type: 'manager.goToPage', page: 1 },
      { type: 'manager.retry' },
      { type: 'manager.windowFocused' },
    ];
    // A card published the saved Fiat (only while it is shown and not yet published).
    if (first && !first.released && !hasFilters(snap.context.filters) && snap.context.page === 1) person.push({ type: 'card.offerChanged', offer: { ...first, released: true } });
    // A card deleted the Jeep (the server answers it removed, with a newer revision).
    const jeep = snap.context.offers.find((o) => o.id === managerOffers[1]!.id);
    if (jeep && !hasFilters(snap.context.filters) && snap.context.page === 1) person.push({ type: 'card.offerRemoved', offer: removedJeep });
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
