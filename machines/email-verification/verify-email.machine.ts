/**
 * The page an e-mailed verification link opens: it proves the account's
 * e-mail with the link's token, and says how it went.
 *
 *   (start) ──[no token]──▶ linkUnusable (invalid)
 *      └──────────────────▶ confirming ──done──▶ verified (`accountCreated`: the link of a sign-up that waited
 *                              │                 for the e-mail's owner created the account; nobody is signed in)
 *                              ├──error [isLinkProblem]──▶ linkUnusable (expired | used | invalid)
 *                              └──error──────────────────▶ failed ──verify.retry──▶ confirming
 *
 * `linkUnusable` names why (`context.linkProblem`); `failed` keeps the
 * server's pt-BR message (a CPF another verified account holds) or the
 * generic one.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { emailLinkProblemOf, type EmailLinkOutcome, type EmailLinkProblem } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { placeholderFor } from '../placeholder';
import type { createVerifyEmailImplementations } from './email-verification.actors';

export interface VerifyEmailInput {
  /** The link's token (`?token=`), or null when the address has none. */
  token: string | null;
}

export interface VerifyEmailContext {
  token: string;
  /** The link created the account of a sign-up that waited for the e-mail's owner (the page then asks to sign in). */
  accountCreated: boolean;
  linkProblem: EmailLinkProblem | null;
  errorMessage: string | null;
}

export type VerifyEmailEvent = { type: 'verify.retry' };

type Actors = ReturnType<typeof createVerifyEmailImplementations>['actors'];

export const verifyEmailMachine = setup({
  types: {
    input: {} as VerifyEmailInput,
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
  },
  actors: {
    confirmEmail: placeholderFor<Actors['confirmEmail']>('confirmEmail'),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    isLinkProblem: ({ event }) => emailLinkProblemOf(callErrorOf(event).code) !== undefined,
  },
  actions: {
    markInvalidLink: assign({ linkProblem: 'invalid' }),
    storeOutcome: assign({ accountCreated: (_, output: EmailLinkOutcome) => output.accountCreated }),
    storeLinkProblem: assign({ linkProblem: ({ event }) => emailLinkProblemOf(callErrorOf(event).code) ?? 'invalid' }),
    storeFailure: assign({ errorMessage: ({ event }) => callErrorOf(event).message || authLabels.verifyEmail.failed }),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token ?? '', accountCreated: false, linkProblem: null, errorMessage: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'confirming' }, { target: 'linkUnusable', actions: 'markInvalidLink' }],
    },
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'verified', actions: { type: 'storeOutcome', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isLinkProblem', target: 'linkUnusable', actions: 'storeLinkProblem' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    failed: { on: { 'verify.retry': 'confirming' } },
    linkUnusable: {},
    verified: {},
  },
});

export type VerifyEmailSnapshot = SnapshotFrom<typeof verifyEmailMachine>;
export type VerifyEmailView = 'confirming' | 'failed' | 'linkUnusable' | 'verified';

export const selectView = (s: VerifyEmailSnapshot): VerifyEmailView =>
  s.matches('failed') ? 'failed' : s.matches('linkUnusable') ? 'linkUnusable' : s.matches('verified') ? 'verified' : 'confirming';
export const selectLinkProblem = (s: VerifyEmailSnapshot) => s.context.linkProblem;
export const selectAccountCreated = (s: VerifyEmailSnapshot) => s.matches('verified') && s.context.accountCreated;
export const selectErrorMessage = (s: VerifyEmailSnapshot) => (s.matches('failed') ? s.context.errorMessage : null);
export const selectCanRetry = (s: VerifyEmailSnapshot) => s.can({ type: 'verify.retry' });
