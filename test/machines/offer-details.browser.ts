/**
 * The offer details chart's transitions that test/e2e/chart-paths/ does
 * not walk in the browser, and why (checked by test/architecture/browser-paths.test.ts).
 */
import { offerDetailsMachine } from '../../machines/offer-details/offer-details.machine';
import { browserReasons } from '../support/browser-reasons';

const history = 'Back and Forward between the steps follow the browser’s own history, which a run started on a remounted page does not have: test/e2e/navigation.spec.ts walks them.';

export const offerDetailsBrowserReasons = browserReasons(offerDetailsMachine, {
  'offerDetails.ready.details —address.changed #0': history,
  'offerDetails.ready.details —address.changed #1': history,
  'offerDetails.ready.lead —address.changed #0': history,
  'offerDetails.ready.lead —address.changed #1': history,
  'offerDetails.ready —lead.offerRefreshed #0':
    'A price that changed while the form was filled needs the offer changed on the server between two steps: test/e2e/price-change.spec.ts walks it.',
  'offerDetails.ready —lead.cpfChanged #0':
    'The lead form reports the CPF as it is typed, whichever step is shown: the lead form’s own browser runs type it (its plan in this spec), not the details’ plan.',
  'offerDetails.ready —xstate.error.actor.loadLeadStep #0':
    'The lead step’s code failing to arrive: the browser keeps the module once loaded, so no run after the first can make it fail (jsdom walks it).',
});
