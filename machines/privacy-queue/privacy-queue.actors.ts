/** The privacy queue's real actors, over services/privacy.ts. */
import { fromPromise } from 'xstate';
import type { PrivacyQueueItem } from '../../models/privacy/privacy-requests';
import type { Api } from '../../services/api';
import { getPrivacyQueue, postPrivacyAction } from '../../services/privacy';
import type { ActInput } from './privacy-queue.machine';

export function createPrivacyQueueImplementations({ api }: { api: Api }) {
  return {
    actors: {
      loadQueue: fromPromise<{ now: string; items: PrivacyQueueItem[] }, void>(({ signal }) => getPrivacyQueue(api, signal)),
      act: fromPromise<PrivacyQueueItem, ActInput>(({ input, signal }) => postPrivacyAction(api, input.protocol, input, signal)),
    },
  };
}
