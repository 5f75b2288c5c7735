/**
 * The pages a visitor may not see send them to sign in from their route's
 * `beforeLoad` (src/router.tsx, `requireSignIn`), with the address to come
 * back to: the route waits for the session's first answer, and a sign-out
 * on such a page has its route decide again.
 */
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '../../models/account/auth';
import { sessionMachine, type SessionRef } from '../../machines/session/session.machine';
import { createAppRouter } from '../../src/router';
import { reloadRouteOnSignOut } from '../../src/session-provider';
import { applyDemoModes, parseSiteConfig } from '../../models/app/site-config';
import { accountLabels } from '../../models/labels/account';
import type { Site } from '../../src/site';
import { SiteContext } from '../../src/site-context';
import { camila } from '../machines/session.paths';

/** A session whose check answers when the test says, and whose sign-out succeeds. */
function sessionAnswering() {
  let answer!: (user: SessionUser | null) => void;
  const checked = new Promise<SessionUser | null>((resolve) => (answer = resolve));
  const session: SessionRef = createActor(
    sessionMachine.provide({
      actors: { checkSession: fromPromise(() => checked), signOut: fromPromise<void, void>(async () => undefined) },
      actions: { leaveAuthPage: () => undefined, welcomeNewAccount: () => undefined },
    }),
  ).start();
  return { session, answer };
}

function routerAt(href: string, session: SessionRef) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [href] }));
  router.update({ ...router.options, context: { session } });
  return router;
}

describe('the routes of the pages a visitor may not see', () => {
  it.each([
    ['/minhas-propostas', '/entrar?redirect=%2Fminhas-propostas'],
    ['/vendedor', '/entrar?redirect=%2Fvendedor'],
    ['/vendedor/leads?q=joao', '/entrar?redirect=%2Fvendedor%2Fleads%3Fq%3Djoao'],
    ['/vendedor/cotacoes/nova?duplicar=COT-000123', '/entrar?redirect=%2Fvendedor%2Fcotacoes%2Fnova%3Fduplicar%3DCOT-000123'],
    ['/admin/ofertas?demo=cardV2', '/entrar?redirect=%2Fadmin%2Fofertas'],
    ['/admin/ofertas/rental-offer/fiat-mobi-l10', '/entrar?redirect=%2Fadmin%2Fofertas%2Frental-offer%2Ffiat-mobi-l10'],
    ['/admin/privacidade', '/entrar?redirect=%2Fadmin%2Fprivacidade'],
  ])('%s: a visitor is sent to sign in once the session answered, coming back to %s', async (opened, signIn) => {
    const { session, answer } = sessionAnswering();
    const router = routerAt(opened, session);
    let loaded = false;
    const loading = router.load().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The session is still being checked: the route waits for its answer.
    expect(loaded).toBe(false);
    answer(null);
    await loading;
    expect(router.state.location.href).toBe(signIn);
  });

  it('a signed-in person opens the page (whether it is for their account the page says)', async () => {
    const { session, answer } = sessionAnswering();
    answer(camila);
    const router = routerAt('/minhas-propostas', session);
    await router.load();
    expect(router.state.location.href).toBe('/minhas-propostas');
  });

  it('signing out on such a page sends the person to sign in, coming back there', async () => {
    const { session, answer } = sessionAnswering();
    answer(camila);
    const router = routerAt('/vendedor/leads?q=joao', session);
    reloadRouteOnSignOut(session, router);
    await router.load();
    expect(router.state.location.href).toBe('/vendedor/leads?q=joao');
    session.send({ type: 'session.signOut' });
    await expect.poll(() => router.state.location.href).toBe('/entrar?redirect=%2Fvendedor%2Fleads%3Fq%3Djoao');
  });

  it('the public pages do not wait for the session', async () => {
    const { session } = sessionAnswering();
    const router = routerAt('/termos-de-uso', session);
    await router.load();
    expect(router.state.location.pathname).toBe('/termos-de-uso');
  });

  it("the app's views hear the session the routes asked (the header's menu shows who is looking)", async () => {
    const { session, answer } = sessionAnswering();
    answer(camila);
    const router = routerAt('/termos-de-uso', session);
    const site: Site = { api: {} as Site['api'], config: applyDemoModes(parseSiteConfig({}), []), demoModes: [], labelOverrides: {} };
    render(
      <SiteContext.Provider value={site}>
        <RouterProvider router={router} context={{ session }} />
      </SiteContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: accountLabels.menu.menuFor('Camila') })).toBeTruthy();
  });
});
