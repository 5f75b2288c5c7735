/**
 * The offer list chart's transitions that test/e2e/chart-paths/ does not walk in
 * the browser, and why (checked by test/architecture/browser-paths.test.ts).
 */
import { offerListMachine } from '../../machines/offer-list/offer-list.machine';
import { browserReasons } from '../support/browser-reasons';

export const offerListBrowserReasons = browserReasons(offerListMachine, {});
