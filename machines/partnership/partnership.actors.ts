/** The partnership chart's real actor (the decrypt call, services/partnership.ts) and its log line. */
import { fromPromise, sendParent } from 'xstate';
import { logMessages } from '../../models/labels/log';
import type { PartnerLink, PartnershipAnswer, VerifiedPartnership } from '../../models/lead/partnership';
import type { Api } from '../../services/api';
import { decryptPartnership } from '../../services/partnership';
import type { PartnershipVerified, partnershipMachine } from './partnership.machine';

export function partnershipActors(api: Api) {
  return {
    decryptPartnership: fromPromise<PartnershipAnswer, PartnerLink>(({ input, signal }) => decryptPartnership(api, input, signal)),
  };
}

/** For `partnershipMachine.provide(…)` as the lead submission's child: the call, the log, and the parent told. */
export function createPartnershipImplementations({ api }: { api: Api }): Parameters<typeof partnershipMachine.provide>[0] {
  return {
    actors: partnershipActors(api),
    actions: {
      reportVerified: sendParent((_, partnership: VerifiedPartnership): PartnershipVerified => ({ type: 'partnership.verified', partnership })),
      // Spec 001 §8: logged only, with the failure.
      logDecryptFailed: ({ event }) => console.warn(logMessages.partnershipFailed, 'error' in event ? event.error : undefined),
    },
  };
}
