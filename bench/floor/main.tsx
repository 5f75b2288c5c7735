// The floor: the same runtime libraries as the showcase, rendering one heading.
import { Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { object, string, create } from 'superstruct';
import wretch from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { createMachine } from 'xstate';

const Ctx = createActorContext(createMachine({ id: 'floor', initial: 'idle', states: { idle: {} } }));
const http = wretch('').middlewares([retry()]);
const Title = object({ title: string() });

function Heading() {
  const value = Ctx.useSelector((s) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value)));
  return <h1 data-http={typeof http}>{create({ title: `Ofertas ${value}` }, Title).title}</h1>;
}

const root = createRootRoute({ component: () => <Outlet /> });
const index = createRoute({ getParentRoute: () => root, path: '/', component: Heading });
const router = createRouter({ routeTree: root.addChildren([index]) });

createRoot(document.getElementById('root')!).render(
  <Ctx.Provider>
    <RouterProvider router={router} />
  </Ctx.Provider>,
);
