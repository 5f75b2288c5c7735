/**
 * Generated paths in a real browser: a chart's plan (`planChart(...).runs`,
 * the same paths the jsdom tests walk) run in Debian's Chromium against the
 * built app and the real server, with the jsdom tests' state assertions
 * written for the page. All runs of a chart in one page, each started by
 * navigation. The calls whose outcome a path decides (an invoked actor's
 * done or error) are held by `page.route` until the path's step settles
 * them: `done` lets the real server answer, `error` answers the API's error.
 * What each run exercised is recorded under .tmp/paths/browser, counted by
 * `npm run paths` in its browser-run column.
 */
import { expect, test } from '../fixtures';
import { labels } from '../../../models/labels/spec';
import { adminCardArchivedPlan, adminCardSavedPlan, archivedOffer, savedOffer } from '../../machines/admin-offer-card.paths';
import { managerLabels } from '../../../models/labels/admin-manager';
import { editorHash, editorPath, MANAGER_PATH, NEW_OFFER_ID, previewPath } from '../../../models/app/manager-address';
import type { ManagedOffer } from '../../../models/offer-admin/offer-manager';
import { allowedOfferActions, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS, type OfferAction } from '../../../models/offer/offer-status';
import { HeldCalls, walk, type Step, type Executor } from './walk';

const ADMIN_ACCOUNT = { email: 'admin@flua.example', password: 'Flua@Admin1' };

test.describe('generated paths in the browser: the admin offer card', () => {
  test('a saved offer: publish, unpublish, save, delete and their failures; an archived one published or deleted, on the manager page', async ({ page }) => {
    test.setTimeout(120_000);
    const t = labels.offerAdmin;
    const offerId = savedOffer.id;
    // The card's calls are held and answered with the path's outcome (never written: the worker's database serves
    // the other specs); the list answers with the offer as the card holds it, so a re-read changes nothing.
    let listed: ManagedOffer = savedOffer;
    const held = { publishOffer: new HeldCalls(), unpublishOffer: new HeldCalls(), removeOffer: new HeldCalls(), saveOffer: new HeldCalls() };
    await page.route(
      (url) => url.pathname === '/api/admin/offers',
      (route) => route.fulfill({ json: { offers: [listed] } }),
    );
    await page.route(`**/api/offers/${offerId}/publish`, held.publishOffer.hold);
    await page.route(`**/api/offers/${offerId}/unpublish`, held.unpublishOffer.hold);
    await page.route(`**/api/offers/${offerId}`, (route) => (route.request().method() === 'DELETE' ? held.removeOffer.hold(route) : route.request().method() === 'PUT' ? held.saveOffer.hold(route) : route.fallback()));
    expect((await page.request.post('/api/auth/sign-in', { data: ADMIN_ACCOUNT })).status()).toBe(200);

    const card = page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);
    const dialog = page.getByRole('alertdialog');
    // The toast shows in the page's toast viewport, outside the card.
    const toast = page.getByTestId('admin-toast');
    const EVENT_OF: Partial<Record<OfferAction, { type: string }>> = {
      publish: { type: 'offer.publish' },
      unpublish: { type: 'offer.unpublish' },
      save: { type: 'offer.save' },
      remove: { type: 'offer.askRemove' },
    };
    /**
     * What every state shows: the status label, the matrix's buttons (enabled as the chart says, links where they
     * go), the popup and the toast; read from the page at once and compared until they match (one round trip when
     * the page is already there).
     */
    const readCard = (id: string) => {
      const card = document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${id}"]`);
      const group = card?.querySelector<HTMLElement>('[role="group"]');
      const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
      const toast = document.querySelector<HTMLElement>('[data-testid="admin-toast"]');
      return {
        state: card?.dataset.state,
        status: card?.querySelector('[data-testid="offer-status"]')?.textContent,
        group: group?.getAttribute('aria-label'),
        controls: [...(group?.querySelectorAll<HTMLElement>('[data-action]') ?? [])].map((c) => ({
          action: c.dataset.action,
          name: c.getAttribute('aria-label') ?? c.textContent,
          text: c.textContent,
          ...(c instanceof HTMLButtonElement ? { disabled: c.disabled } : { href: c.getAttribute('href') }),
        })),
        dialog: dialog ? { title: dialog.querySelector('h2')?.textContent, text: dialog.querySelector('p')?.textContent } : null,
        toast: toast?.querySelector('[data-radix-toast-announce-exclude], div')?.textContent ?? toast?.textContent ?? null,
      };
    };
    async function expectCard(snap: any) {
      const offer = snap.context.offer as ManagedOffer;
      const shown = allowedOfferActions(offer, { onAdminPage: true });
      const expected = {
        state: String(snap.value),
        status: OFFER_STATUS_LABELS[offerStatus(offer)],
        group: managerLabels.actionsOf(`${labels.brandNames[offer.brand]} ${offer.modelShortName} ${offer.versionName} ${offer.offer.modelYear}`),
        controls: shown.map((action) => {
          const event = EVENT_OF[action];
          return {
            action,
            name: OFFER_ACTION_LABELS[action],
            // The label hides at three or more buttons; the accessible name stays.
            text: shown.length >= 3 ? '' : OFFER_ACTION_LABELS[action],
            ...(event ? { disabled: !snap.can(event) } : { href: action === 'view' ? previewPath(offer.id) : editorPath(offer.id) }),
          };
        }),
        dialog: snap.matches('confirmingRemoval') ? { title: t.deleteConfirm.title, text: t.deleteConfirm.text } : null,
        toast: snap.context.toast ? expect.stringContaining(snap.context.toast.text) : null,
      };
      await expect.poll(() => page.evaluate(readCard, offerId)).toEqual(expected);
    }
    const status = (label: string) => async (snap: any) => {
      await expectCard(snap);
      expect(OFFER_STATUS_LABELS[offerStatus(snap.context.offer)]).toBe(label);
    };
    const pending = (id: keyof typeof held) => async (snap: any) => {
      await expectCard(snap);
      await held[id].arrived();
    };
    const states: Record<string, (snap: any) => Promise<void>> = {
      new: status('Oferta Não Salva'),
      saved: status('Oferta Salva'),
      published: status('Oferta Publicada'),
      archived: status('Oferta Arquivada'),
      removed: async (snap) => {
        await status('Oferta Excluída')(snap);
        // No publish and no delete on a removed offer.
        expect(allowedOfferActions(snap.context.offer, { onAdminPage: true })).not.toContain('publish');
        expect(allowedOfferActions(snap.context.offer, { onAdminPage: true })).not.toContain('remove');
      },
      confirmingRemoval: expectCard,
      publishing: pending('publishOffer'),
      unpublishing: pending('unpublishOffer'),
      removing: pending('removeOffer'),
      saving: pending('saveOffer'),
    };
    const failure = { status: 400, json: { error: { code: 'invalid_offer', message: 'Oferta inválida.' } } };
    const settle = (id: keyof typeof held) => ({
      [`xstate.done.actor.${id}`]: async (step: Step) => {
        const output = step.event.output as ManagedOffer;
        listed = step.state.context.offer;
        const route = await held[id].next();
        // 'Salvar' answers the stored offer in full (its draft read back by the card from the real server).
        if (id === 'saveOffer') {
          const detail = await (await page.request.get(`/api/admin/offers/${offerId}`)).json();
          const flags = { released: listed.released, removed: listed.removed, archived: listed.archived };
          await route.fulfill({ json: { ...detail, ...flags, offer: { ...detail.offer, ...flags } } });
        } else await route.fulfill({ json: output });
      },
      [`xstate.error.actor.${id}`]: async () => (await held[id].next()).fulfill(failure),
    });
    const click = (name: string) => () => card.getByRole('button', { name, exact: true }).click();
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      'offer.publish': click(t.actions.publish),
      'offer.unpublish': click(t.actions.unpublish),
      'offer.save': click(t.actions.save),
      'offer.askRemove': click(t.actions.remove),
      'offer.confirmRemove': () => dialog.getByRole('button', { name: t.deleteConfirm.confirm }).click(),
      'offer.cancelRemove': () => dialog.getByRole('button', { name: t.deleteConfirm.cancel }).click(),
      'offer.dismissToast': () => toast.getByRole('button', { name: managerLabels.closeToast }).click(),
      ...settle('publishOffer'),
      ...settle('unpublishOffer'),
      ...settle('removeOffer'),
      ...settle('saveOffer'),
    };

    // One page load; each path starts on a fresh grid, mounted again by leaving it for the new offer's editor and coming back.
    await page.goto(MANAGER_PATH);
    let first = true;
    // The same offer, saved or archived: the list answers it as the plan starts it.
    for (const [plan, offer, state] of [
      [adminCardSavedPlan, savedOffer, 'saved'],
      [adminCardArchivedPlan, archivedOffer, 'archived'],
    ] as const) {
      await walk(
        page,
        plan,
        async () => {
          listed = offer;
          Object.values(held).forEach((h) => h.reset());
          if (!first) {
            await page.evaluate((hash) => (window.location.hash = hash), editorHash(NEW_OFFER_ID));
            await expect(card).toHaveCount(0);
            await page.goBack();
          }
          first = false;
          await expect(card).toHaveAttribute('data-state', state);
        },
        states,
        events,
      );
    }
  });
});
