/**
 * `npm run paths`: for each chart, its states, transitions, the paths
 * generated from it, and how many of them the tests exercised (recorded by
 * the generated-path tests under .tmp/paths; run `npm run test:unit` first),
 * and, separately, how many the browser-run paths walked (recorded by
 * test/e2e/chart-paths.spec.ts under .tmp/paths/browser; run it first).
 * Then writes the HTML report and its JSON under reports/paths/
 * (scripts/chart-report.ts), for every chart found in machines/.
 */
import { readExercised, reachedStates, type ChartPlan } from '../test/support/chart-paths';
import { offerListPlans } from '../test/machines/offer-list.paths';
import { offerCardPlan } from '../test/machines/offer-card.paths';
import { locationPlan } from '../test/machines/location.paths';
import { bannersPlans } from '../test/machines/banners.paths';
import { suggestionsPlan } from '../test/machines/suggestions.paths';
import { profileSimulatorPlan } from '../test/machines/profile-simulator.paths';
import { unfiredTransitions } from '../test/support/chart-coverage';
import { discoverCharts } from '../test/support/chart-registry';
import { writePathReport } from './chart-report';
import { sessionPlan } from '../test/machines/session.paths';
import * as details from '../test/machines/offer-details.paths';
import { leadPlans } from '../test/machines/lead-submission.paths';
import { couponAddressPlan, couponAutomaticPlan, couponKeptPlan, couponNoEntradaPlan, couponPlan } from '../test/machines/coupon.paths';
import { dealerSelectorEditPlan, dealerSelectorNoCityPlan, dealerSelectorPlan, dealerSelectorPresetCityPlan, dealerSelectorPresetPlan } from '../test/machines/dealer-selector.paths';
import { b2eCheckNoVerificationPlan, b2eCheckPlan } from '../test/machines/b2e-check.paths';
import { companyIntentPlan, companyInterestPlan } from '../test/machines/company-intent.paths';
import { proposalsPlan } from '../test/machines/proposals.paths';
import { privacyConsentsPlan } from '../test/machines/privacy-consents.paths';
import { leadStatusPlan } from '../test/machines/lead-status.paths';
import { forgotPasswordPlan, resetPasswordNoTokenPlan, resetPasswordPlan } from '../test/machines/password-reset.paths';
import { resendVerificationPlan, verifyEmailNoTokenPlan, verifyEmailPlan } from '../test/machines/email-verification.paths';
import { adminCardPlans } from '../test/machines/admin-offer-card.paths';
import { offerManagerPlan } from '../test/machines/offer-manager.paths';
import { offerEditorNewPlan, offerEditorPlan } from '../test/machines/offer-editor.paths';
import { dealerPickerPlan } from '../test/machines/dealer-picker.paths';
import { priceSimulatorPlan } from '../test/machines/price-simulator.paths';
import { adminMessagesPlan } from '../test/machines/admin-messages.paths';
import { quotationCardPlan } from '../test/machines/quotation-card.paths';
import { quotationSetPlan } from '../test/machines/quotation-set.paths';
import { quotationListPlan } from '../test/machines/quotation-list.paths';
import { leadDeskPlan } from '../test/machines/lead-desk.paths';
import { sellerLeadPlan } from '../test/machines/seller-lead.paths';
import { leadUpdatePlans } from '../test/machines/lead-update.paths';
import { faqPagePlan } from '../test/machines/faq-page.paths';

const plans: ChartPlan[] = [
  // A chart walked in several configurations has one plan per configuration
  // (the offer list's modes, the banners' platforms); its states count together.
  ...offerListPlans,
  offerCardPlan,
  locationPlan,
  ...bannersPlans,
  suggestionsPlan,
  profileSimulatorPlan,
  sessionPlan,
  details.offerDetailsPlan,
  // Editing a sent lead (the seller's link, the customer's 'editable' address): its terms merged, back reloads.
  details.offerDetailsEditPlan,
  details.offerDetailsOptionalsPlan,
  // Opened on the lead step's address (a reload or Forward there): it opens when the configuration may go on.
  details.offerDetailsLeadAddressPlan,
  details.offerDetailsLeadAddressBlockedPlan,
  details.colourPickerPlan,
  details.colourPickerDisabledPlan,
  details.initialPaymentPlan,
  details.detailsModalPlan,
  details.faqModalPlan,
  details.termsPlan,
  details.sharePlan,
  // The edit modes' lead step: the lead read, the lead's dealer, 'Finalizar' / 'Aguarde', the save and its result (seller, customer).
  ...leadUpdatePlans,
  // The lead step: the lead form and its parts.
  ...leadPlans.map((p) => p.plan),
  couponPlan,
  couponAutomaticPlan,
  couponAddressPlan,
  couponNoEntradaPlan,
  couponKeptPlan,
  dealerSelectorPlan,
  dealerSelectorNoCityPlan,
  dealerSelectorPresetPlan,
  dealerSelectorPresetCityPlan,
  dealerSelectorEditPlan,
  b2eCheckPlan,
  b2eCheckNoVerificationPlan,
  // The company intent form (legal-person pages).
  companyIntentPlan,
  companyInterestPlan,
  // The signed-in customer's proposals.
  proposalsPlan,
  privacyConsentsPlan,
  leadStatusPlan,
  // Password reset: asking for a link, and choosing the new password (with and without a token in the link).
  forgotPasswordPlan,
  resetPasswordPlan,
  resetPasswordNoTokenPlan,
  // Proof of e-mail: the link's page (with and without a token) and the proposals page's resend notice.
  verifyEmailPlan,
  verifyEmailNoTokenPlan,
  resendVerificationPlan,
  // The offer manager: the admin offer card (from a new, a saved and an archived offer) and the grid.
  ...adminCardPlans.map((p) => p.plan),
  offerManagerPlan,
  // The offer editor (admin): an existing offer, and a new one.
  offerEditorPlan,
  offerEditorNewPlan,
  // The editor's dealer picker (a dealer offer's dealer, searched by code, name or city).
  dealerPickerPlan,
  // The sellers' legal-person price simulator, and the offer admin's outbox.
  priceSimulatorPlan,
  adminMessagesPlan,
  // The sellers' fleet quotation: one card, the quotation with its cards, the saved list.
  quotationCardPlan,
  quotationSetPlan,
  quotationListPlan,
  // The dealer's lead desk: the list with its filters, and a lead's page (status move, 'Editar proposta').
  leadDeskPlan,
  sellerLeadPlan,
  // 'Como funciona': the frequently asked questions and their search.
  faqPagePlan,
];

let allCovered = true;
const statesByMachine = new Map<unknown, { all: string[]; exercised: Set<string>; plans: ChartPlan[] }>();
for (const plan of plans) {
  const exercised = new Set(readExercised(plan.id));
  const reached = reachedStates(plan);
  const exercisedTransitions = plan.transitions.filter((t) => exercised.has(t.key));
  const exercisedStates = new Set<string>();
  for (const t of exercisedTransitions) for (const s of plan.states) if (t.path.steps.some((step) => plan.model.options.stateMatcher(step.state, s))) exercisedStates.add(s);
  console.log(`\n${plan.id}`);
  console.log(`  states (${plan.states.length}): ${plan.states.join(', ')}`);
  console.log(`  reachable by generated paths: ${reached.size}/${plan.states.length}; exercised by tests: ${exercisedStates.size}/${plan.states.length}`);
  console.log(`  transitions (${plan.transitions.length}), one generated path each; the tests walk ${plan.runs.length} of these paths, which take them all:`);
  for (const t of plan.transitions) console.log(`    ${exercised.has(t.key) ? '✓' : '✗'} ${t.key}  (${t.path.steps.length} steps)`);
  console.log(`  generated paths: ${plan.transitions.length}; exercised: ${exercisedTransitions.length}/${plan.transitions.length}`);
  const inBrowser = new Set(readExercised(plan.id, 'browser'));
  if (inBrowser.size > 0) console.log(`  browser-run (Playwright, built app, real server): ${plan.transitions.filter((t) => inBrowser.has(t.key)).length}/${plan.transitions.length}`);
  if (exercisedTransitions.length < plan.transitions.length) allCovered = false;
  const group = statesByMachine.get(plan.machine) ?? { all: plan.states, exercised: new Set<string>(), plans: [] };
  for (const s of exercisedStates) group.exercised.add(s);
  group.plans.push(plan);
  statesByMachine.set(plan.machine, group);
}
for (const { all, exercised, plans: group } of statesByMachine.values()) {
  if (group.length > 1) {
    const unfired = unfiredTransitions(group[0]!.machine, group);
    console.log(`
${group.map((p) => p.id).join(' + ')}: states exercised together ${exercised.size}/${all.length}; chart transitions no plan fires: ${unfired.length ? unfired.join(', ') : 'none'}`);
    if (unfired.length) allCovered = false;
  }
  if (exercised.size < all.length) allCovered = false;
}
console.log(allCovered ? '\nEvery state and transition of every chart is exercised.' : '\nSome states or transitions are not exercised (run `npm run test:unit` first).');

const charts = await discoverCharts();
const reports = await writePathReport(charts, plans);
const unplanned = reports.filter((r) => r.plans.length === 0).map((r) => r.id);
if (unplanned.length) console.log(`Charts without generated paths: ${unplanned.join(', ')}`);
const browser = reports.filter((r) => r.browserPlans > 0);
console.log('\nbrowser-run (test/e2e/chart-paths.spec.ts):');
if (browser.length === 0) console.log('  none recorded (run the Playwright spec first)');
for (const r of browser) console.log(`  ${r.id}: paths ${r.figures.browser.paths.done}/${r.figures.browser.paths.of}, states ${r.figures.browser.states.done}/${r.figures.browser.states.of}, transitions ${r.figures.browser.transitions.done}/${r.figures.browser.transitions.of}`);
console.log(`\nReport: reports/paths/index.html (${charts.length} charts), figures in reports/paths/paths.json`);
