/** The banners actor for React. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { bannersMachine, type BannersSnapshot } from './banners.machine';
import { inspectedActors } from '../inspection';

export const BannersContext = createActorContext(bannersMachine, inspectedActors);

export function useBannersSelector<T>(selector: (s: BannersSnapshot) => T): T {
  return BannersContext.useSelector(selector);
}

export function useBannersEvents() {
  const actor = BannersContext.useActorRef();
  return useMemo(
    () => ({
      closeProposal: () => actor.send({ type: 'proposal.close' }),
      offerApp: (mobile: boolean) => actor.send({ type: 'app.offer', mobile }),
      download: () => actor.send({ type: 'app.download' }),
      closeApp: () => actor.send({ type: 'app.close' }),
    }),
    [actor],
  );
}
