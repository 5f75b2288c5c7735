/**
 * The offer list chart in a real browser (test/e2e/chart-paths/offer-list.spec.ts):
 * the steps a person can take there (`offerListBrowserCan`, the grid plan's
 * runs it walks), and the chart's transitions no browser can take, and why
 * (both checked by test/architecture/browser-paths.test.ts).
 */
import type { EventObject } from 'xstate';
import { offerListMachine } from '../../machines/offer-list/offer-list.machine';
import { browserReasons } from '../support/browser-reasons';

export const offerListBrowserReasons = browserReasons(offerListMachine, {
  'offerList —session.signedOut #1':
    'Seller edit needs offerId, leadId and authorization in the address, and an address naming an offer shows its details in place of the showcase (src/offer-route.tsx): the app never runs the list in seller edit, so no sign-out can keep it. jsdom walks it (the seller plan).',
  'offerList.resolvingLocation —xstate.error.actor.resolveLocation #0':
    'The app’s resolveLocation (machines/offer-list/offer-list.actors.ts) never fails: a dealer or city call that fails is logged and the remembered location kept, so the call answered with the API’s error ends in its done transition. jsdom walks the error.',
});

type Step = { event: EventObject & { viewer?: { signedIn: boolean } }; state: any };

/**
 * A step a person can take on the showcase in a real browser, given the snapshot before it and the path's steps:
 * - while the location resolves: the address names a dealer (`?dealerCode=`) and the page holds its call; meanwhile the
 *   person picks a filter, the session answers, the person signs out; the call answered ends it (its failure: never, above);
 * - the session's news while the list loads (the location resolving or the first search under way): the session check
 *   answering after the list started (held by the page, a slow network), once, for a list that started knowing nobody;
 *   'Sair' in the header, signed in. From a list already answered they are the same transitions of the chart (the root's,
 *   which jsdom walks from every state): the browser takes each once, each such run costing a page load;
 * - everything else a person does, or the server answers, where the chart accepts it; never in seller edit (above).
 */
export function offerListBrowserCan(step: Step, index: number, before: any, steps: readonly Step[]): boolean {
  const type = step.event.type;
  if (steps[0]?.state.context.sellerEdit) return false;
  if (type === 'xstate.error.actor.resolveLocation') return false;
  if (!type.startsWith('session.')) return true;
  if (!before.matches('resolvingLocation') && !before.matches('loadingOffers')) return false;
  if (type === 'session.signedOut') return before.context.viewer.signedIn;
  const heardBefore = steps.slice(0, index).some((s) => s.event.type.startsWith('session.'));
  return !heardBefore && !steps[0]!.state.context.viewer.signedIn;
}
