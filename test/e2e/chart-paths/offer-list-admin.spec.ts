/**
 * Generated paths in a real browser: the offer list's admin plan (an offer
 * admin's showcase, test/machines/offer-list.paths.ts `adminSpec`) run in
 * Debian's Chromium against the built app and the real server, signed in as
 * the demo admin, with the jsdom tests' state assertions for that plan written
 * for the page. The calls whose outcome a path decides are held by
 * `page.route` until the path's step settles them: the search and the
 * manager's list (GET /api/admin/offers) are answered with the plan's data,
 * or the API's error; a card's publish and delete with the offer as the plan
 * has the card report it. No write reaches the server: the worker's database
 * serves the other specs. What each run exercised is recorded under
 * .tmp/paths/browser, counted by `npm run paths` in its browser-run column.
 */
import { expect, test } from '../fixtures';
import { labels } from '../../../models/labels/spec';
import { accountLabels } from '../../../models/labels/account';
import { showcaseLabels } from '../../../models/labels/showcase';
import { formatBRL } from '../../../models/common/money';
import { BAD_REQUEST_MESSAGE } from '../../../models/common/struct-errors';
import { editorPath } from '../../../models/app/manager-address';
import { allowedOfferActions, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS } from '../../../models/offer/offer-status';
import type { ManagedOffer } from '../../../models/offer-admin/offer-manager';
import type { CardSearchResponse } from '../../../models/showcase/api';
import { cardExit, cardShowsPrice } from '../../../models/showcase/offer-card';
import { runsWhere } from '../../support/chart-paths';
import { adminSpec, listSpecs, offerListPlans } from '../../machines/offer-list.paths';
import { ADMIN, expectNoSeriousViolations, searchOf, signedIn } from '../helpers';
import { HeldCalls, remount, spaNavigate, walk, type Executor } from './walk';

const adminPlan = offerListPlans[listSpecs.indexOf(adminSpec)]!;

/**
 * The runs that take the admin region's transitions: the cards read, their failure and the retry, a card's publish
 * and a card's delete heard by the list. Left out: the session (signing out and back in), more pages, an empty or
 * failed search, whose chart transitions the grid's plan takes (test/e2e/chart-paths/offer-list.spec.ts); and a
 * dealer that cannot be loaded (the address names none).
 */
const ADMIN_STEPS = new Set([
  'xstate.init',
  'xstate.done.actor.resolveLocation',
  'xstate.done.actor.searchOffers',
  'xstate.done.actor.loadAdminCards',
  'xstate.error.actor.loadAdminCards',
  'adminCards.retry',
  'card.offerChanged',
  'card.offerRemoved',
]);
/** A search that found offers (not the plan's empty answer). */
const foundOffers = (event: { type: string }) => 'output' in event && (event.output as CardSearchResponse).hits.hit.length > 0;
const adminRuns = runsWhere(adminPlan, ({ event }) => ADMIN_STEPS.has(event.type) && (event.type !== 'xstate.done.actor.searchOffers' || foundOffers(event)));

test.describe('generated paths in the browser: an offer admin’s list', () => {
  test('the admin cards: read, failed and read again, a card publishing and one deleting its offer', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await signedIn(browser, ADMIN);
    const page = await context.newPage();
    const { input } = adminSpec;
    // The page's configuration is the plan's (2 cards of a page of 2, no filter, two brands).
    await page.route(
      (url) => !url.pathname.startsWith('/api/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<script type="application\/json" id="flua-config">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
          const config = JSON.parse(json);
          return `${open}${JSON.stringify({ ...config, brands: input.request.brand, initialVisible: input.initialVisible, increment: input.increment, pageSize: input.pageSize, filters: [] })}${close}`;
        });
        await route.fulfill({ response, body: html });
      },
    );
    const searches = new HeldCalls();
    const adminList = new HeldCalls();
    const publish = new HeldCalls();
    const remove = new HeldCalls();
    /** A write the paths do not settle: refused before the server (none is expected). */
    const unexpected: string[] = [];
    await page.route('**/api/search**', (route) => (searchOf(route.request()) ? searches.hold(route) : route.fallback()));
    await page.route(
      (url) => url.pathname === '/api/admin/offers',
      (route) => (route.request().method() === 'GET' ? adminList.hold(route) : route.fallback()),
    );
    await page.route(
      (url) => url.pathname.startsWith('/api/offers/') || url.pathname.startsWith('/api/admin/'),
      (route) => {
        const { pathname } = new URL(route.request().url());
        const method = route.request().method();
        if (method === 'GET') return route.fallback();
        if (method === 'PUT' && /^\/api\/offers\/[^/]+\/publish$/.test(pathname)) return publish.hold(route);
        if (method === 'DELETE' && /^\/api\/offers\/[^/]+$/.test(pathname)) return remove.hold(route);
        unexpected.push(`${method} ${pathname}`);
        return route.abort();
      },
    );
    // The API's refusal of a list it cannot answer (a 4xx: the client tries a failed read of 5xx again, three times).
    const failure = { status: 400, json: { error: { code: 'bad_request', message: BAD_REQUEST_MESSAGE } } };

    /** What every state shows, read at once: the cards, each admin wrapper, the new-offer card, the alerts, the lines above the list. */
    const readList = (showMore: string) => {
      const main = document.querySelector('main')!;
      const q = (sel: string) => main.querySelector<HTMLElement>(sel);
      return {
        cards: [...main.querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].map((el) => ({ id: el.dataset.offerId, name: el.querySelector('h2, h3')?.textContent, text: el.textContent ?? '' })),
        wrappers: [...main.querySelectorAll<HTMLElement>('[data-testid="admin-offer"]')].map((el) => ({
          id: el.dataset.offerId,
          status: el.querySelector('[data-testid="offer-status"]')?.textContent,
          person: el.querySelector('[data-testid="person-type"]')?.textContent,
          cards: el.querySelectorAll('[data-testid="offer-card"]').length,
          actions: [...el.querySelectorAll<HTMLElement>('[role="group"] [data-action]')].map((a) => a.dataset.action),
          edit: el.querySelector<HTMLElement>('[role="group"] [data-action="edit"]')?.getAttribute('href') ?? null,
        })),
        newOfferCard: !!q('[data-testid="admin-offer-card"]'),
        skeleton: !!q('[data-testid="offer-skeleton"]'),
        more: [...main.querySelectorAll('button')].some((b) => b.textContent === showMore),
        loader: !!q('[data-testid="loading-more"]'),
        alerts: [...main.querySelectorAll<HTMLElement>('[role="alert"]')].map((a) => ({ text: a.textContent ?? '', buttons: [...a.querySelectorAll('button')].map((b) => b.textContent) })),
        location: q('[data-testid="location-current"]')?.textContent,
        dealer: q('[data-testid="dealer-line"]')?.textContent,
        filter: !!q('[data-testid="offer-filter"]'),
      };
    };
    type Shown = ReturnType<typeof readList>;
    let axeChecked = false;
    async function expectList(own: (shown: Shown) => void) {
      await expect
        .poll(async () => {
          const shown = await page.evaluate(readList, labels.showcase.showMore);
          try {
            expect(shown.location).toBe(showcaseLabels.location.none);
            expect(shown.dealer).toContain(labels.showcase.noDealer);
            expect(shown.filter).toBe(false);
            own(shown);
            return null;
          } catch (e) {
            return (e as Error).message;
          }
        })
        .toBeNull();
    }
    const states: Record<string, (snap: any) => Promise<void>> = {
      resolvingLocation: () => expectList((shown) => expect([shown.skeleton, shown.cards.length]).toEqual([true, 0])),
      loadingOffers: () => expectList((shown) => expect([shown.skeleton, shown.more]).toEqual([true, false])),
      ready: (snap) =>
        expectList((shown) => {
          const c = snap.context;
          const expected = c.offers.slice(0, c.visibleCount);
          expect(shown.cards.map((card) => card.id)).toEqual(expected.map((o: any) => o.id));
          shown.cards.forEach((card, i) => {
            expect(card.name).toBe(expected[i].modelShortName);
            if (cardShowsPrice(expected[i], cardExit(expected[i], c.click))) expect(card.text).toContain(formatBRL(expected[i].price.monthly));
          });
          expect([shown.more, shown.skeleton, shown.loader]).toEqual([snap.can({ type: 'offers.loadMore' }), false, false]);
          // The new-offer card, first in the grid of an offer admin.
          expect(shown.newOfferCard).toBe(true);
          // Each card shown is in its admin wrapper exactly when the list runs its admin card: the status, the person
          // type and the actions off the admin page (no 'Salvar', no 'Visualizar'; 'Editar' a link to the editor).
          const wrapped = snap.matches({ ready: { admin: 'shown' } }) ? expected.filter((o: { id: string }) => c.adminCards[o.id]) : [];
          expect(shown.wrappers).toEqual(
            wrapped.map(({ id }: { id: string }) => {
              const managed: ManagedOffer = c.adminOffers[id];
              const actions = allowedOfferActions(managed, { onAdminPage: false });
              return {
                id,
                status: OFFER_STATUS_LABELS[offerStatus(managed)],
                person: managed.targetEntityType === 'LEGAL_PERSON' ? labels.offerAdmin.legalPerson : labels.offerAdmin.naturalPerson,
                cards: 1,
                actions,
                edit: actions.includes('edit') ? editorPath(id) : null,
              };
            }),
          );
          // The admin's cards that could not be read say so, with a retry; the list stays.
          const cardsFailed = snap.matches({ ready: { admin: 'cardsFailed' } });
          expect(shown.alerts).toEqual(cardsFailed ? [{ text: expect.stringContaining(showcaseLabels.list.adminCardsFailed), buttons: [showcaseLabels.list.adminCardsRetry] }] : []);
        }),
      'ready.more.idle': async () => undefined,
      'ready.slides.idle': async () => undefined,
      'ready.admin.off': async () => undefined,
      // The manager's list is asked, and held until the path answers it (a path ending here leaves it held).
      'ready.admin.loadingCards': () => adminList.arrived(),
      'ready.admin.shown': async () => undefined,
      // The alert that the cards could not be read, with its retry: axe reads the page once.
      'ready.admin.cardsFailed': async () => {
        if (axeChecked) return;
        axeChecked = true;
        await expectNoSeriousViolations(page);
      },
    };
    const wrapperOf = (offerId: string) => page.locator(`main [data-testid="admin-offer"][data-offer-id="${offerId}"]`);
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      // The address names no dealer: the location resolves at once, with no call.
      'xstate.done.actor.resolveLocation': async () => undefined,
      'xstate.done.actor.searchOffers': async (step) => {
        const route = await searches.next();
        expect(searchOf(route.request())).toMatchObject({ start: 0 });
        await route.fulfill({ json: step.event.output });
      },
      'xstate.done.actor.loadAdminCards': async (step) => (await adminList.next()).fulfill({ json: { offers: step.event.output.offers } }),
      'xstate.error.actor.loadAdminCards': async () => (await adminList.next()).fulfill(failure),
      'adminCards.retry': () =>
        page.locator('main [role="alert"]', { hasText: showcaseLabels.list.adminCardsFailed }).getByRole('button', { name: showcaseLabels.list.adminCardsRetry }).click(),
      // A card publishes its saved offer: the server's answer is the offer as the plan has the card report it.
      'card.offerChanged': async (step) => {
        const offer = step.event.offer as ManagedOffer;
        await wrapperOf(offer.id).getByRole('button', { name: OFFER_ACTION_LABELS.publish, exact: true }).click();
        const route = await publish.next();
        expect(new URL(route.request().url()).pathname).toBe(`/api/offers/${encodeURIComponent(offer.id)}/publish`);
        await route.fulfill({ json: offer });
      },
      // A card deletes its offer through the popup.
      'card.offerRemoved': async (step) => {
        const offer = step.event.offer as ManagedOffer;
        await wrapperOf(offer.id).getByRole('button', { name: OFFER_ACTION_LABELS.remove, exact: true }).click();
        await page.getByRole('alertdialog', { name: labels.offerAdmin.deleteConfirm.title }).getByRole('button', { name: labels.offerAdmin.deleteConfirm.confirm }).click();
        const route = await remove.next();
        expect(new URL(route.request().url()).pathname).toBe(`/api/offers/${encodeURIComponent(offer.id)}`);
        await route.fulfill({ json: offer });
      },
    };

    let first = true;
    try {
      await walk(
        page,
        adminPlan,
        async () => {
          [searches, adminList, publish, remove].forEach((held) => held.reset());
          if (first) {
            // One page load, on a page with no list, until the session knows the admin: the list then starts as the
            // admin's (the plan's viewer), with no reload when the session answers.
            await page.goto('/caminhos-de-teste');
            await expect(page.getByTestId('user-menu').getByRole('button', { name: new RegExp(`^${accountLabels.menu.menuFor('')}`) })).toBeVisible();
            await spaNavigate(page, '/');
          } else await remount(page, '/');
          first = false;
        },
        states,
        events,
        adminRuns,
      );
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
