/** The outbox page's real actor, over services/simulator.ts. */
import { fromPromise } from 'xstate';
import type { AdminMessage } from '../../models/quotation/fleet-quotation';
import type { Api } from '../../services/api';
import { getOutboxMessages } from '../../services/simulator';

export function createAdminMessagesImplementations({ api }: { api: Api }) {
  const actors = {
    loadMessages: fromPromise<AdminMessage[], void>(({ signal }) => getOutboxMessages(api, signal)),
  };
  return { actors };
}
