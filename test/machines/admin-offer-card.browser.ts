/**
 * The admin offer card chart's transitions that test/e2e/chart-paths/ does not walk in
 * the browser, and why (checked by test/architecture/browser-paths.test.ts).
 */
import { adminOfferCardMachine } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { browserReasons } from '../support/browser-reasons';

export const adminOfferCardBrowserReasons = browserReasons(adminOfferCardMachine, {
  'adminOfferCard.new —offer.save #0':
    'No card on the manager page starts new: the grid spawns a card for each offer the server lists, every one stored with its id; a new offer is written in the editor, whose own chart saves it.',
});
