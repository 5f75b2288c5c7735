/**
 * A partner's link (spec 001 §7 `partnership/token/decrypt`; §8 "Logged
 * only": its failures are logged, nothing is shown), run by the lead
 * submission chart as its child: the server opens the link's token, and the
 * lead form then sends the partner's name and the token with the lead (the
 * server opens it again as it writes the lead).
 *
 *   checking ──[no link]──▶ absent
 *       └──[a link]──▶ decrypting ──done──▶ verified (the parent hears `partnership.verified`)
 *                          └──error──▶ unverified (logged; the lead goes without a partnership)
 *
 * Rules: models/lead/partnership.ts. The call: the `decryptPartnership`
 * actor (machines/partnership/partnership.actors.ts, over
 * services/partnership.ts). `reportVerified` tells the parent; it and
 * `logDecryptFailed` are provided where the chart is composed.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PartnerLink, PartnershipAnswer, VerifiedPartnership } from '../../models/lead/partnership';
import { placeholderFor } from '../placeholder';
import type { partnershipActors } from './partnership.actors';

export interface PartnershipInput {
  /** The visit's partner link (services/partnership.ts), or null. */
  link: PartnerLink | null;
}

export interface PartnershipContext {
  link: PartnerLink | null;
  answer: PartnershipAnswer | null;
}

/** What the parent hears once the server opened the link's token. */
export interface PartnershipVerified {
  type: 'partnership.verified';
  partnership: VerifiedPartnership;
}

type Actors = ReturnType<typeof partnershipActors>;

/** The link the chart decrypts (it decrypts only while it has one: `hasLink`). */
function linkOf(context: PartnershipContext): PartnerLink {
  if (!context.link) throw new Error('partnership: no link to decrypt');
  return context.link;
}

export const partnershipMachine = setup({
  types: {
    input: {} as PartnershipInput,
    context: {} as PartnershipContext,
  },
  actors: {
    decryptPartnership: placeholderFor<Actors['decryptPartnership']>('decryptPartnership'),
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
  },
  actions: {
    storeAnswer: assign({ answer: (_, answer: PartnershipAnswer) => answer }),
    /** The parent (the lead submission chart) hears the verified partnership (provided with `sendParent`). */
    reportVerified: placeholderFor<(_: unknown, params: VerifiedPartnership) => void>('reportVerified'),
    /** Spec 001 §8: a partnership-decrypt failure is logged only (provided by the app). */
    logDecryptFailed: placeholderFor('logDecryptFailed'),
  },
}).createMachine({
  id: 'partnership',
  context: ({ input }) => ({ link: input.link, answer: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasLink', target: 'decrypting' }, { target: 'absent' }],
    },
    decrypting: {
      invoke: {
        id: 'decryptPartnership',
        src: 'decryptPartnership',
        input: ({ context }) => linkOf(context),
        onDone: {
          target: 'verified',
          actions: [
            { type: 'storeAnswer', params: ({ event }) => event.output },
            { type: 'reportVerified', params: ({ context, event }) => ({ link: linkOf(context), answer: event.output }) },
          ],
        },
        onError: { target: 'unverified', actions: 'logDecryptFailed' },
      },
    },
    /** The server opened the token: the lead carries the partnership. */
    verified: {},
    /** The token did not open (logged): the lead goes without a partnership. */
    unverified: {},
    /** No partner's link on this visit. */
    absent: {},
  },
});

export type PartnershipActorRef = ActorRefFrom<typeof partnershipMachine>;
export type PartnershipSnapshot = SnapshotFrom<typeof partnershipMachine>;
