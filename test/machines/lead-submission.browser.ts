/**
 * The lead submission chart's transitions that test/e2e/chart-paths/ does not walk in
 * the browser, and why (checked by test/architecture/browser-paths.test.ts).
 * None yet: every transition it does not walk is one a person can take.
 */
import { leadSubmissionMachine } from '../../machines/lead-submission/lead-submission.machine';
import { browserReasons } from '../support/browser-reasons';

export const leadSubmissionBrowserReasons = browserReasons(leadSubmissionMachine, {});
