/** The privacy requests chart's real actors, over services/privacy.ts. */
import { fromPromise } from 'xstate';
import type { PrivacyRequestCreated, PrivacyRequestView } from '../../models/privacy/privacy-requests';
import type { Api } from '../../services/api';
import { getPrivacyRequests, postPrivacyLink, postPrivacyRequest } from '../../services/privacy';
import type { SendRequestInput } from './privacy-request.machine';

export function createPrivacyRequestImplementations({ api }: { api: Api }) {
  return {
    actors: {
      loadRequests: fromPromise<PrivacyRequestView[], { token: string | null }>(({ input, signal }) => getPrivacyRequests(api, input.token, signal)),
      sendRequest: fromPromise<PrivacyRequestCreated, SendRequestInput>(({ input, signal }) => postPrivacyRequest(api, input, input.idempotencyKey, signal)),
      sendLink: fromPromise<void, { cpf: string; email: string }>(({ input, signal }) => postPrivacyLink(api, input, signal)),
    },
  };
}
