/**
 * The lead step inside the offer details page: the lead form in the lead
 * step's slot, the coupon field in the summary, the summary's figures
 * following the applied coupon (the coupon child's `coupon.changed` to the
 * details chart), and going back clearing it.
 */
import '../support/radix-dom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { OfferWithMvs } from '../../models/showcase/api';
import { defaultDetailsLabels, detailsLabels } from '../../models/labels/details';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { formatBRL } from '../../models/common/money';
import { detailsPrice, initialConfiguration } from '../../models/pricing/offer-details';
import { detailsModalMachine } from '../../machines/details-modal/details-modal.machine';
import { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { shareMachine } from '../../machines/details-modal/share.machine';
import { termsMachine } from '../../machines/details-modal/terms.machine';
import { OfferDetailsContext } from '../../machines/offer-details/offer-details.context';
import { offerDetailsMachine } from '../../machines/offer-details/offer-details.machine';
import { DetailsLogicContext, OfferDetailsView, type DetailsLogic } from '../../ui/details/offer-details-view';
import { leadFormTitle, parseSiteConfig } from '../../models/app/site-config';
import { answerFor } from '../machines/coupon.paths';
import { spDealers } from '../machines/dealer-selector.paths';
import { SP_LOCATION } from '../machines/lead-submission.paths';
import { leadOffer } from '../support/lead-fixtures';
import { fakeLeadStepActors, quietDetailsApp } from '../support/details-lead-step';
import { quiet } from '../support/quiet-effects';

const user = userEvent.setup({ delay: null });
const never = <T,>() => new Promise<T>(() => undefined);
const fakeCompanions: DetailsLogic = {
  modal: detailsModalMachine.provide({ actors: { loadDetails: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
  faq: faqModalMachine.provide({ actors: { loadFaq: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
  terms: termsMachine.provide({ actors: { loadItems: fromPromise(() => never()) } }),
  share: shareMachine.provide({ actors: { nativeShare: fromPromise(() => never()), copyLink: fromPromise(() => never()) }, actions: quiet('openMessage', 'logShareFailure', 'trackShare') }),
  faqPath: '/content/flua/faq',
};

function renderPage(formTitle?: string) {
  const { actors } = fakeLeadStepActors({ dealers: spDealers, validateCoupon: async ({ name }) => answerFor(name) });
  const details = offerDetailsMachine.provide({ actors: { loadOffer: fromPromise<OfferWithMvs, string>(async () => leadOffer), ...actors }, actions: quietDetailsApp });
  render(
    <OfferDetailsContext.Provider logic={details} options={{ input: { offerId: leadOffer.id, lead: { location: SP_LOCATION, tracking: { utm: {} } } } }}>
      <DetailsLogicContext.Provider value={fakeCompanions}>
        <OfferDetailsView labels={defaultDetailsLabels} leadFormTitle={formTitle} />
      </DetailsLogicContext.Provider>
    </OfferDetailsContext.Provider>,
  );
}

/** The demo site's configuration, as `index.html` gives it to the page. */
function demoConfig() {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="flua-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no flua-config');
  return parseSiteConfig(JSON.parse(json));
}
const DEMO_LEAD_STEP_TITLE = 'Falta pouco! Envie seus dados';

describe('the lead form’s title per step (site configuration)', () => {
  it('defaults to the spec’s "Não encontrou seu veículo?"; a configured title wins, an invalid one falls back', { timeout: 30_000 }, async () => {
    const config = parseSiteConfig({});
    expect(leadFormTitle(config, 'lead')).toBe(labels.leadForm.title);
    expect(leadFormTitle(config, 'details')).toBe(labels.leadForm.title);
    expect(leadFormTitle(parseSiteConfig({ leadFormTitles: { lead: 'Quase lá!' } }), 'lead')).toBe('Quase lá!');
    expect(leadFormTitle(parseSiteConfig({ leadFormTitles: { lead: 'Quase lá!' } }), 'details')).toBe(labels.leadForm.title);
    expect(leadFormTitle(parseSiteConfig({ leadFormTitles: { lead: '' } }), 'lead')).toBe(labels.leadForm.title);

    renderPage(leadFormTitle(config, 'lead'));
    await user.click(await screen.findByRole('button', { name: labels.offerDetails.continue }));
    const step = await screen.findByTestId('lead-step');
    // (The form's code comes with the lead step.)
    expect(await within(step).findByRole('form', { name: labels.leadForm.title })).toBeTruthy();
  });

  it('the demo site configures its lead step’s own title (the car is chosen there), so its screen keeps it', { timeout: 30_000 }, async () => {
    const demo = demoConfig();
    expect(leadFormTitle(demo, 'lead')).toBe(DEMO_LEAD_STEP_TITLE);
    expect(leadFormTitle(demo, 'details')).toBe(labels.leadForm.title);

    renderPage(leadFormTitle(demo, 'lead'));
    await user.click(await screen.findByRole('button', { name: labels.offerDetails.continue }));
    const step = await screen.findByTestId('lead-step');
    expect(await within(step).findByRole('form', { name: DEMO_LEAD_STEP_TITLE })).toBeTruthy();
    expect(within(step).queryByText(labels.leadForm.title)).toBeNull();
  });
});

describe('the lead step in the offer details page', () => {
  it('shows the lead form in the lead step and the coupon in the summary; a coupon changes the figures; back clears it', { timeout: 30_000 }, async () => {
    renderPage();
    const summary = within(await screen.findByTestId('summary'));
    const config = initialConfiguration(leadOffer);
    const plain = detailsPrice(leadOffer, config);
    expect(summary.getByTestId('summary-monthly').textContent).toBe(formatBRL(plain.ranges[0]!.amount));

    await user.click(screen.getByRole('button', { name: labels.offerDetails.continue }));
    const step = await screen.findByTestId('lead-step');
    expect(await within(step).findByRole('heading', { name: labels.leadForm.title })).toBeTruthy();
    expect(within(step).queryByText(detailsLabels.page.leadFormSlot)).toBeNull();

    await user.type(summary.getByLabelText(labels.coupon.placeholder), 'tresmeses{Enter}');
    expect(await summary.findByText(leadLabels.couponApplied('TRESMESES'))).toBeTruthy();
    const coupon = answerFor('TRESMESES').coupon;
    const withCoupon = detailsPrice(leadOffer, config, coupon);
    // A first-few-months coupon: VALOR FINAL with two instalment ranges.
    await waitFor(() => expect(summary.getByTestId('summary-final').textContent).toContain(formatBRL(withCoupon.ranges[0]!.amount)));
    expect(withCoupon.ranges).toHaveLength(2);

    await user.click(within(step).getByRole('button', { name: labels.offerDetails.back }));
    await waitFor(() => expect(summary.getByTestId('summary-monthly').textContent).toBe(formatBRL(plain.ranges[0]!.amount)));
    expect(summary.getByLabelText<HTMLInputElement>(labels.coupon.placeholder).value).toBe('');
  });
});
