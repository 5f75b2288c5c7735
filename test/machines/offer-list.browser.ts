/**
 * The offer list chart's transitions that test/e2e/chart-paths/ does not walk in
 * the browser, and why (checked by test/architecture/browser-paths.test.ts).
 */
import { offerListMachine } from '../../machines/offer-list/offer-list.machine';
import { browserReasons } from '../support/browser-reasons';

/** An offer admin's cards: the generated walk in the browser is a visitor's list. */
const ADMIN_CARDS =
  'The browser walks the list of a visitor; an offer admin’s showcase, its cards read, published, unpublished and followed to the editor, is test/e2e/admin-manager.spec.ts, and this transition is the jsdom admin plan’s.';

export const offerListBrowserReasons = browserReasons(offerListMachine, {
  'offerList.ready.admin.loadingCards —xstate.done.actor.loadAdminCards #0': ADMIN_CARDS,
  'offerList.ready.admin.loadingCards —xstate.error.actor.loadAdminCards #0': ADMIN_CARDS,
  'offerList.ready.admin.cardsFailed —adminCards.retry #0': ADMIN_CARDS,
  'offerList.ready.admin.shown —card.offerChanged #0': ADMIN_CARDS,
  'offerList.ready.admin.shown —card.offerRemoved #0': ADMIN_CARDS,
});
