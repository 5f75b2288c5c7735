/**
 * Generated paths in a real browser: a chart's plan (`planChart(...).runs`,
 * the same paths the jsdom tests walk) run in Debian's Chromium against the
 * built app and the real server, with the jsdom tests' state assertions
 * written for the page. All runs of a chart in one page, each started by
 * navigation. The calls whose outcome a path decides (an invoked actor's
 * done or error) are held by `page.route` until the path's step settles
 * them: `done` lets the real server answer, `error` answers the API's error.
 * The session's news are the person's: the session check held past the
 * list's start (a page load) and answered for an account signed in or for
 * nobody, 'Sair' in the header; a path that does something while the
 * location resolves opens an address naming a dealer, whose call is held.
 * What each run exercised is recorded under .tmp/paths/browser, counted by
 * `npm run paths` in its browser-run column.
 */
import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { labels } from '../../../models/labels/spec';
import { formatBRL } from '../../../models/common/money';
import { runsWhere, type ChartPlan, type ChartRun } from '../../support/chart-paths';
import { LOCATION_STORAGE_KEY } from '../../../models/dealer/location';
import { showcaseLabels } from '../../../models/labels/showcase';
import { layoutOf, selectPerSlide } from '../../../machines/offer-list/offer-list.machine';
import { cardExit, cardShowsPrice } from '../../../models/showcase/offer-card';
import { carouselSpec, CLICK_HERE_SETTINGS, clickHereSpec, clickOffers, clickSpec, gridSpec, intentSpec, offerListPlan, offerListPlans, listSpecs, scrollSpec, type ListPlanSpec } from '../../machines/offer-list.paths';
import { HUB_EVENTS } from '../../../src/hub';
import { offerListBrowserCan } from '../../machines/offer-list.browser';
import { reloadsOffersOnSignIn, reloadsOffersOnSignOut, type Viewer } from '../../../models/account/auth';
import { accountLabels } from '../../../models/labels/account';
import { demoAccounts, type DemoAccount } from '../../../server/demo/demo-accounts';
import { searchOf } from '../helpers';
import { HeldCalls, remount, walk, type Step, type Executor } from './walk';

test.describe('generated paths in the browser: the offer list', () => {
  test('the showcase grid: first page, more, filter, location, retry and an offer opened; the card click order; the carousel; the infinite scroll', async ({ page }) => {
    test.setTimeout(120_000);
    // The page's configuration is the plan's (the grid: 3 cards of a page of 6, one 'SUV' filter, two brands; its
    // card click settings, its carousel), and it preloads no search: every search is held until the path answers it
    // with the plan's page. The plan's own site (flua.example) is this one.
    let spec: ListPlanSpec = gridSpec;
    const TIMER_MS = 60_000;
    await page.route(
      (url) => url.pathname === '/' && !url.pathname.startsWith('/api'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/(<script type="application\/json" id="flua-config">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
            const config = JSON.parse(json);
            const { input } = spec;
            const here = (url: string) => url.replace('https://flua.example', new URL(route.request().url()).origin);
            const click = input.click && {
              scrollToLegalPersonIntent: input.click.scrollToLegalPersonIntent ?? false,
              multibrandOrder: (input.click.multibrandOrder ?? []).map((m) => ({ ...m, url: here(m.url) })),
              letMeKnowLink: here(input.click.letMeKnowLink!),
              redirectLists: (input.click.redirectLists ?? []).map((r) => ({ ...r, redirectListLink: here(r.redirectListLink) })),
            };
            return `${open}${JSON.stringify({
              ...config,
              brands: input.request.brand,
              initialVisible: input.initialVisible,
              increment: input.increment,
              pageSize: input.pageSize,
              filters: input.filters ?? [],
              ...(click ? { click } : {}),
              // The slide's move, the loader and the scroll throttle last a minute here (the longest the configuration
              // takes), so that the path sees each under way; the page's clock moves them on.
              ...(input.modes?.carousel ? { carousel: { ...input.modes.carousel, transitionMs: TIMER_MS } } : {}),
              ...(input.modes?.infiniteScroll ? { infiniteScroll: { ...input.modes.infiniteScroll, delayMs: TIMER_MS, throttleMs: TIMER_MS } } : {}),
            })}${close}`;
          })
          .replace(/<script>\(function\(\)\{try\{if\(location\.pathname[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
    /** Each path starts with the plan's location remembered (none but on the infinite scroll's plan), before the page is left. */
    const rememberLocation = () =>
      page.evaluate(({ key, location }) => (location ? localStorage.setItem(key, JSON.stringify(location)) : localStorage.removeItem(key)), {
        key: LOCATION_STORAGE_KEY,
        location: spec.resolved.location,
      });
    const searches: Route[] = [];
    await page.route('**/api/search**', (route) => (searchOf(route.request()) ? void searches.push(route) : route.fallback()));
    /** The live search the path answers: the one for the state's filter, location and page (a reload abandons earlier ones). */
    async function search(state: any, start: number): Promise<Route> {
      const c = state.context;
      const category = c.filters.find((f: { id: string }) => f.id === c.filterId)?.categoryCode;
      const matches = (r: Route) => {
        const q = searchOf(r.request())!;
        return q.start === start && q.fq?.categoryCode === category && (q.location?.cityCode ?? null) === (c.location?.cityCode ?? null);
      };
      await expect.poll(() => searches.some(matches)).toBe(true);
      const route = searches.findLast(matches)!;
      searches.splice(0, searches.length, ...searches.filter((r) => r !== route && !matches(r)));
      return route;
    }
    const failure = { status: 400, json: { error: { code: 'bad_request', message: 'Um erro ocorreu, tente novamente' } } };

    // A path that does something while the location resolves opens an address naming a dealer (one of another brand,
    // which the list ignores): its call is held until the path's step lets the server answer it.
    const DEALER_ADDRESS = '/?dealerCode=10103';
    const dealerCalls = new HeldCalls();
    let dealerInAddress = false;
    await page.route(
      (url) => url.pathname.startsWith('/api/dealers/rental/'),
      (route) => (dealerInAddress ? dealerCalls.hold(route) : route.fallback()),
    );
    // A path the session answers in loads the page with the session check held; the step lets the server answer it,
    // for the account the path's viewer is (signed in beforehand) or for nobody.
    const sessionChecks = new HeldCalls();
    let holdSession = false;
    await page.route('**/api/auth/session', (route) => (holdSession ? sessionChecks.hold(route) : route.fallback()));
    const accountOf = (viewer: Viewer) => demoAccounts.find((a) => a.roles.includes(viewer.admin ? 'offer_admin' : 'customer'))!;
    /** The account the page is signed in to (its session check answered for it), else null. */
    let signedInAs: DemoAccount | null = null;
    const userMenu = page.getByTestId('user-menu');
    const accountMenu = () => userMenu.getByRole('button', { name: accountLabels.menu.menuFor(signedInAs!.fullName.split(' ')[0]!) });
    const signInLink = userMenu.getByRole('link', { name: accountLabels.menu.signIn });
    /** The snapshot the page was last checked against: the state a session step starts from. */
    let current: any = null;

    /** What every state shows, read at once: cards, skeleton, 'VER MAIS VEÍCULOS', alert, loader, location, dealer, filter. */
    const readList = (notFound: string) => {
      const q = (sel: string) => document.querySelector<HTMLElement>(sel);
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button')];
      return {
        cards: [...document.querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].map((el) => ({
          id: el.dataset.offerId,
          name: el.querySelector('h2, h3')?.textContent,
          text: el.textContent ?? '',
        })),
        skeleton: !!q('[data-testid="offer-skeleton"]'),
        more: buttons.some((b) => b.textContent === 'VER MAIS VEÍCULOS'),
        retry: buttons.some((b) => b.closest('[role="alert"]') !== null),
        alert: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '').join(' '),
        loader: q('[data-testid="loading-more"]')?.textContent ?? null,
        location: q('[data-testid="location-current"]')?.textContent,
        dealer: q('[data-testid="dealer-line"]')?.textContent,
        filter: q('[data-testid="offer-filter"] [aria-pressed="true"]')?.textContent,
        admin: !!q('[data-testid="admin-offer-card"]'),
        carousel: q('[data-testid="offer-carousel"]')
          ? {
              slide: Number(q('[data-testid="offer-carousel"]')!.dataset.slide),
              busy: q('[data-testid="offer-carousel"]')!.getAttribute('aria-busy'),
              shown: [...document.querySelectorAll<HTMLElement>('[data-testid="carousel-slide"]:not([aria-hidden="true"]) [data-testid="offer-card"]')].map((el) => el.dataset.offerId),
            }
          : null,
        details: !!q('[data-testid="offer-details"]'),
        notFound: (document.querySelector('main') ?? document.body).textContent?.includes(notFound) ?? false,
      };
    };
    const list = () => page.evaluate(readList, labels.showcase.notFound);
    /** Where a card click took the page (a redirect within the site): the list is no longer there. */
    let leftFor: RegExp | null = null;
    async function expectList(snap: any, own: (shown: Awaited<ReturnType<typeof list>>) => void) {
      current = snap;
      const c = snap.context;
      if (leftFor !== null) return expect(page).toHaveURL(leftFor);
      await expect
        .poll(async () => {
          const shown = await list();
          try {
            // An offer opened: its details page shows in place of the list (which keeps its state for the way back).
            expect(shown.details).toBe(c.openOfferId !== null);
            if (c.openOfferId !== null) return null;
            // (The location remembered is resolved at once, with no call: the page shows it while the chart resolves it.)
            const location = c.location ?? (snap.matches('resolvingLocation') ? spec.resolved.location : null);
            expect(shown.location).toBe(location ? showcaseLabels.location.current(location.cityName, location.stateCode) : showcaseLabels.location.none);
            expect(shown.dealer).toContain(labels.showcase.noDealer);
            // (No filter configured: none shows.)
            expect(shown.filter).toBe(c.filters.length === 0 ? undefined : c.filterId ? c.filters.find((f: { id: string }) => f.id === c.filterId)?.categoryName : showcaseLabels.list.filterAll);
            expect(shown.admin).toBe(false);
            own(shown);
            return null;
          } catch (e) {
            return (e as Error).message;
          }
        })
        .toBeNull();
    }
    const states: Record<string, (snap: any) => Promise<void>> = {
      // The skeleton shows until the first page. Resolving a location the address does not name takes no call; with a
      // dealer in the address, its call is under way (held).
      resolvingLocation: async (snap) => {
        if (dealerInAddress) await dealerCalls.arrived();
        await expectList(snap, (shown) => expect([shown.skeleton, shown.cards.length]).toEqual([true, 0]));
      },
      loadingOffers: (snap) => expectList(snap, (shown) => expect([shown.skeleton, shown.more]).toEqual([true, false])),
      ready: (snap) =>
        expectList(snap, (shown) => {
          const c = snap.context;
          if (layoutOf(c) === 'carousel') {
            // The slide shown, its cards, and whether it is moving.
            const per = selectPerSlide(snap);
            expect(shown.carousel).toEqual({
              slide: c.slideIndex,
              busy: String(snap.matches({ ready: { slides: 'sliding' } })),
              shown: c.offers.slice(c.slideIndex * per, c.slideIndex * per + per).map((o: any) => o.id),
            });
            expect(shown.skeleton).toBe(false);
            if (c.errorMessage) expect(shown.alert).toContain(c.errorMessage);
            return;
          }
          expect(layoutOf(c)).toBe(spec === scrollSpec ? 'scroll' : 'grid');
          const expected = c.offers.slice(0, c.visibleCount);
          expect(shown.cards.map((card) => card.id)).toEqual(expected.map((o: any) => o.id));
          shown.cards.forEach((card, i) => {
            expect(card.name).toBe(expected[i].modelShortName);
            // (A sold-out offer's card, or one that leads to the brand's page, shows no price.)
            if (cardShowsPrice(expected[i], cardExit(expected[i], c.click))) expect(card.text).toContain(formatBRL(expected[i].price.monthly));
          });
          expect(shown.more).toBe(snap.can({ type: 'offers.loadMore' }));
          expect(shown.skeleton).toBe(false);
          // A page that failed to load says so; the list stays.
          if (c.errorMessage) expect(shown.alert).toContain(c.errorMessage);
          else expect(shown.alert).toBe('');
          if (snap.matches({ ready: { more: 'fetchingMore' } }) || snap.matches({ ready: { more: 'loadingMore' } })) {
            expect(shown.loader).toContain(showcaseLabels.list.loadingMore);
            expect(shown.more).toBe(false);
          } else expect(shown.loader).toBeNull();
        }),
      'ready.more.idle': async () => undefined,
      'ready.more.loadingMore': async () => undefined,
      'ready.more.fetchingMore': async () => undefined,
      'ready.more.throttled': async () => undefined,
      'ready.slides.idle': async () => undefined,
      'ready.slides.sliding': async () => undefined,
      empty: (snap) => expectList(snap, (shown) => expect([shown.cards.length, shown.notFound, shown.skeleton]).toEqual([0, true, false])),
      failed: (snap) =>
        expectList(snap, (shown) => {
          expect(shown.alert).toContain('Um erro ocorreu, tente novamente');
          expect(shown.retry).toBe(true);
        }),
    };
    const filters = page.getByTestId('offer-filter');
    const box = page.getByTestId('location');
    /** The session's news: a reload sends a new search (the one under way abandoned); otherwise none goes out. */
    async function sessionNews(reloads: boolean, news: () => Promise<void>) {
      const sent = searches.length;
      await news();
      if (reloads) await expect.poll(() => searches.length).toBeGreaterThan(sent);
      else expect(searches.length).toBe(sent);
    }
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      // The address names no dealer: the location resolves at once, with no call. It names one: the server answers its call.
      'xstate.done.actor.resolveLocation': async () => {
        if (dealerInAddress) await (await dealerCalls.next()).continue();
      },
      // The session check answers (for the account signed in before the page loaded, or for nobody): the header says who.
      'session.loaded': (step) =>
        sessionNews(!current.matches('resolvingLocation') && reloadsOffersOnSignIn(step.event.viewer, current.context), async () => {
          await (await sessionChecks.next()).continue();
          signedInAs = step.event.viewer.signedIn ? accountOf(step.event.viewer) : null;
          await expect(signedInAs ? accountMenu() : signInLink).toBeVisible();
        }),
      // 'Sair' in the header's account menu.
      'session.signedOut': () =>
        sessionNews(!current.matches('resolvingLocation') && reloadsOffersOnSignOut(current.context), async () => {
          await accountMenu().click();
          await page.getByRole('menuitem', { name: accountLabels.menu.signOut }).click();
          await expect(signInLink).toBeVisible();
          signedInAs = null;
        }),
      'xstate.done.actor.searchOffers': async (step) => (await search(step.state, 0)).fulfill({ json: step.event.output }),
      'xstate.error.actor.searchOffers': async (step) => (await search(step.state, 0)).fulfill(failure),
      'xstate.done.actor.fetchMore': async (step) => (await search(step.state, step.state.context.fetched - step.event.output.hits.hit.length)).fulfill({ json: step.event.output }),
      'xstate.error.actor.fetchMore': async (step) => (await search(step.state, step.state.context.fetched)).fulfill(failure),
      'offers.loadMore': () => page.getByRole('button', { name: labels.showcase.showMore }).click(),
      'offers.retry': () => page.getByRole('alert').getByRole('button', { name: labels.showcase.retry }).click(),
      'offers.filter': (step) =>
        filters
          .getByRole('button', {
            name: step.event.filterId ? step.state.context.filters.find((f: { id: string }) => f.id === step.event.filterId)?.categoryName : showcaseLabels.list.filterAll,
            exact: true,
          })
          .click(),
      'location.changed': async (step) => {
        const { stateCode, cityCode } = step.event.location;
        await box.getByRole('button', { name: new RegExp(`${showcaseLabels.location.choose}|${showcaseLabels.location.change}`) }).click();
        await box.getByRole('combobox', { name: showcaseLabels.location.state }).selectOption(stateCode);
        await box.getByRole('combobox', { name: showcaseLabels.location.city }).selectOption(cityCode);
        await box.getByRole('button', { name: showcaseLabels.location.confirm }).click();
        await expect(box.getByRole('combobox')).toHaveCount(0);
      },
      'offer.select': async (step) => {
        const button = page.locator(`[data-testid="offer-card"][data-offer-id="${step.event.offerId}"]`).getByTestId('card-details-button');
        if (spec === intentSpec) {
          // The legal-person intent form comes first: the click asks the page to bring it into view (the page's hub
          // hears it, as showcase-modes.spec.ts checks), and nothing opens.
          await page.evaluate((name) => {
            const w = window as unknown as { intents: number };
            w.intents = 0;
            window.addEventListener(name, () => w.intents++);
          }, HUB_EVENTS.scrollToIntent);
          await button.click();
          await expect.poll(() => page.evaluate(() => (window as unknown as { intents: number }).intents)).toBe(1);
          return expect(page).not.toHaveURL(/offerId=/);
        }
        if ((await button.getAttribute('target')) === '_blank') {
          // A card leaving the site is a link opening the other site in a new tab; the page stays.
          const href = (await button.getAttribute('href'))!;
          const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
          await expect(tab).toHaveURL(href);
          return tab.close();
        }
        const redirect = spec === clickHereSpec ? REDIRECTED_TO[step.event.offerId] : undefined;
        if (redirect) {
          // A redirect within the site: the page goes there (a brand's list with the offer's parameters).
          leftFor = new RegExp(`^${new URL(redirect, page.url()).href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
          await button.click();
          return expect(page).toHaveURL(leftFor);
        }
        await button.click();
        // The offer's details open over the list (the address names it).
        await expect(page).toHaveURL(new RegExp(`offerId=${step.event.offerId}`));
        await expect(page.getByTestId('offer-details')).toBeVisible();
      },
    };
    Object.assign(events, {
      'carousel.next': () => page.getByRole('button', { name: showcaseLabels.list.nextSlide }).click(),
      'carousel.previous': () => page.getByRole('button', { name: showcaseLabels.list.previousSlide }).click(),
      'carousel.goTo': (step: Step) => page.getByRole('button', { name: showcaseLabels.list.goToSlide(step.event.index + 1) }).click(),
      // The page's clock moves the slide on (installed for the carousel's page).
      'xstate.after.slideTransition.offerList.ready.slides.sliding': () => page.clock.runFor(TIMER_MS),
      'viewport.changed': (step: Step) => page.setViewportSize(step.event.viewport === 'mobile' ? PHONE : DESKTOP),
      // The infinite scroll: down to the list's end, or a little from the top (far from it).
      'offers.scrolled': (step: Step) =>
        page.evaluate((toEnd) => window.scrollTo(0, toEnd ? document.documentElement.scrollHeight : window.scrollY + 1), step.event.distanceToEnd === 0),
      'xstate.after.loaderDelay.offerList.ready.more.loadingMore': () => page.clock.runFor(TIMER_MS),
      'xstate.after.scrollThrottle.offerList.ready.more.throttled': () => page.clock.runFor(TIMER_MS),
    } satisfies Record<string, Executor>);
    // The paths a browser walks (test/machines/offer-list.browser.ts).
    let first = true;
    const runs = runsWhere(offerListPlan, offerListBrowserCan);
    await walk(
      page,
      offerListPlan,
      async (run: ChartRun) => {
        searches.length = 0;
        dealerCalls.reset();
        sessionChecks.reset();
        const steps = run.path.steps;
        dealerInAddress = steps.some((step, i) => i > 0 && steps[i - 1]!.state.matches('resolvingLocation') && step.event.type !== 'xstate.done.actor.resolveLocation');
        const answer = steps.find((step) => step.event.type === 'session.loaded');
        holdSession = answer !== undefined;
        const address = dealerInAddress ? DEALER_ADDRESS : '/';
        // One page load, and one for each path the session answers in (its check held from the start, for the account
        // signed in first) or after one that ended signed in; the other paths start on the list mounted again, with no
        // location chosen and nobody signed in.
        if (!first) await rememberLocation();
        const load = first || holdSession || signedInAs !== null;
        if (signedInAs) expect((await page.context().request.post('/api/auth/sign-out')).status()).toBe(204);
        signedInAs = null;
        if (answer?.event.viewer.signedIn) {
          const account = accountOf(answer.event.viewer);
          expect((await page.context().request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } })).status()).toBe(200);
        }
        if (load) await page.goto(address);
        else await remount(page, address);
        first = false;
      },
      states,
      events,
      runs,
    );
    holdSession = false;
    dealerInAddress = false;

    // The card click order (one page load each: the settings are the page's): links to other sites, redirects
    // within this one, the legal-person intent form first; then the carousel, arrows, bullets and the phone's
    // one card a slide. Only the paths that add a transition of the chart the grid's do not take.
    const DESKTOP = page.viewportSize()!;
    const PHONE = { width: 390, height: 844 };
    const REDIRECTED_TO: Record<string, string> = {
      [clickOffers[1]!.id]: CLICK_HERE_SETTINGS.multibrandOrder[0]!.url,
      [clickOffers[2]!.id]: new URL(CLICK_HERE_SETTINGS.letMeKnowLink).pathname,
      [clickOffers[3]!.id]: CLICK_HERE_SETTINGS.redirectLists[0]!.redirectListLink,
    };
    await page.context().route(/^https:\/\/www\.(fiat|jeep)\.com\.br\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>outro site</title>' }));
    const runsNamed = (plan: ChartPlan, ...names: string[]) => {
      // A name no run has (the chart's states renamed or a region added) would walk nothing, in silence.
      const missing = names.filter((name) => !plan.runs.some((run) => run.name.startsWith(name)));
      if (missing.length > 0) throw new Error(`no run of ${plan.id} named ${missing.join(', ')}`);
      return plan.runs.filter((run) => names.some((name) => run.name.startsWith(name)));
    };
    const planOf = (of: ListPlanSpec) => offerListPlans[listSpecs.indexOf(of)]!;
    const [clickPlan, clickHerePlan, intentPlan, carouselPlan, scrollPlan] = [clickSpec, clickHereSpec, intentSpec, carouselSpec, scrollSpec].map(planOf);
    for (const [planSpec, plan, chosen] of [
      [clickSpec, clickPlan, runsNamed(clickPlan!, 'ready.more.idle+ready.slides.idle+ready.admin.off —offer.select #1', 'ready.more.idle+ready.slides.idle+ready.admin.off —offer.select #2')],
      [clickHereSpec, clickHerePlan, runsNamed(clickHerePlan!, ...[3, 4, 5].map((n) => `ready.more.idle+ready.slides.idle+ready.admin.off —offer.select #${n}`))],
      [intentSpec, intentPlan, runsNamed(intentPlan!, 'ready.more.idle+ready.slides.idle+ready.admin.off —offer.select')],
      [carouselSpec, carouselPlan, runsNamed(carouselPlan!, 'ready.more.fetchingMore+ready.slides.idle+ready.admin.off —carousel.previous', 'ready.more.idle+ready.slides.idle+ready.admin.off —carousel.goTo')],
      [
        scrollSpec,
        scrollPlan,
        runsNamed(scrollPlan!, 'ready.more.loadingMore+ready.slides.idle+ready.admin.off —xstate.after.loaderDelay', 'ready.more.throttled+ready.slides.idle+ready.admin.off —xstate.after.scrollThrottle'),
      ],
    ] as const) {
      spec = planSpec;
      // The carousel's slide and the infinite scroll's loader and throttle move on the page's clock.
      if (spec === carouselSpec) await page.clock.install();
      let load = true;
      await walk(
        page,
        plan!,
        async () => {
          searches.length = 0;
          await page.setViewportSize(spec.input.viewport === 'mobile' ? PHONE : DESKTOP);
          await rememberLocation();
          if (load || leftFor !== null) await page.goto('/');
          else await remount(page, '/');
          load = false;
          leftFor = null;
        },
        states,
        events,
        chosen,
      );
    }
  });
});
