/**
 * The lead submission chart's transitions that test/e2e/chart-paths/ does not walk in
 * the browser, and why (checked by test/architecture/browser-paths.test.ts).
 */
import { leadSubmissionMachine } from '../../machines/lead-submission/lead-submission.machine';
import { browserReasons } from '../support/browser-reasons';

export const leadSubmissionBrowserReasons = browserReasons(leadSubmissionMachine, {
  'leadSubmission.submitting.verifyingEmployee —xstate.error.actor.b2eCheck #0':
    'The B2E check is a chart of ours that ends every failure of its calls (the documents read, the employee check, the upload) in its own failed state, answered as its output: it never errors, whatever the server or the network does (jsdom walks the defensive branch).',
});
