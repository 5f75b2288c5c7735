/**
 * The page an e-mailed reset link opens: choose a new password.
 *
 *   (start) ──[no token]──▶ linkUnusable (invalid)
 *      └──────────────────▶ checkingLink ──done──▶ ready
 *                              ├──error [isLinkProblem]──▶ linkUnusable (expired | used | invalid)
 *                              └──error──────────────────▶ checkFailed ──reset.retry──▶ checkingLink
 *   ready | invalid | failed ──reset.submit [isFormValid]──▶ saving ──done──▶ done (goToSignIn)
 *                          └──reset.submit──────────────▶ invalid     ├──error [isLinkProblem]──▶ linkUnusable
 *                                                                      └──error──▶ failed
 *
 * `linkUnusable` names why (`context.linkProblem`) and offers to ask again;
 * `done` hands over to the app (`goToSignIn`), which opens sign-in with
 * the success message.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { newPasswordFieldErrors, resetLinkProblemOf, type FieldErrors, type ResetLinkProblem } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { placeholderFor } from '../placeholder';
import type { createResetPasswordImplementations } from './password-reset.actors';

export interface ResetPasswordInput {
  /** The link's token (`?token=`), or null when the address has none. */
  token: string | null;
}

export interface ResetPasswordContext {
  token: string;
  fieldErrors: FieldErrors;
  errorMessage: string | null;
  linkProblem: ResetLinkProblem | null;
}

export interface NewPasswordForm {
  password: string;
  passwordConfirmation: string;
}

export type ResetPasswordEvent = { type: 'reset.submit'; form: NewPasswordForm } | { type: 'reset.retry' };

const submitTransitions = [
  { guard: 'isFormValid', target: 'saving', actions: 'clearErrors' },
  { target: 'invalid', actions: 'showErrors' },
] as const;

type Actors = ReturnType<typeof createResetPasswordImplementations>['actors'];

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    checkLink: placeholderFor<Actors['checkLink']>('checkLink'),
    resetPassword: placeholderFor<Actors['resetPassword']>('resetPassword'),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    isLinkProblem: ({ event }) => resetLinkProblemOf(callErrorOf(event).code) !== undefined,
    isFormValid: ({ context, event }) => {
      assertEvent(event, 'reset.submit');
      return Object.keys(newPasswordFieldErrors({ token: context.token, ...event.form })).length === 0;
    },
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, errorMessage: null }),
    markInvalidLink: assign({ linkProblem: 'invalid' }),
    storeLinkProblem: assign({ linkProblem: ({ event }) => resetLinkProblemOf(callErrorOf(event).code) ?? 'invalid' }),
    showErrors: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, 'reset.submit');
        return newPasswordFieldErrors({ token: context.token, ...event.form });
      },
      errorMessage: authLabels.checkFields,
    }),
    storeFailure: assign(({ event }) => {
      const error = callErrorOf(event);
      return { fieldErrors: error.fields ?? {}, errorMessage: error.message || authLabels.errors.generic };
    }),
    /** Provided by the app: open sign-in with the success message. */
    goToSignIn: placeholderFor('goToSignIn'),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token ?? '', fieldErrors: {}, errorMessage: null, linkProblem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'checkingLink' }, { target: 'linkUnusable', actions: 'markInvalidLink' }],
    },
    checkingLink: {
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready' },
        onError: [
          { guard: 'isLinkProblem', target: 'linkUnusable', actions: 'storeLinkProblem' },
          { target: 'checkFailed' },
        ],
      },
    },
    checkFailed: { on: { 'reset.retry': 'checkingLink' } },
    ready: { on: { 'reset.submit': submitTransitions } },
    invalid: { on: { 'reset.submit': submitTransitions } },
    saving: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submit');
          return { token: context.token, ...event.form };
        },
        onDone: { target: 'done', actions: 'goToSignIn' },
        onError: [
          { guard: 'isLinkProblem', target: 'linkUnusable', actions: 'storeLinkProblem' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    failed: { on: { 'reset.submit': submitTransitions } },
    linkUnusable: {},
    done: {},
  },
});

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
export type ResetPasswordView = 'checking' | 'checkFailed' | 'form' | 'linkUnusable' | 'done';

export const selectView = (s: ResetPasswordSnapshot): ResetPasswordView =>
  s.matches('starting') || s.matches('checkingLink')
    ? 'checking'
    : s.matches('checkFailed')
      ? 'checkFailed'
      : s.matches('linkUnusable')
        ? 'linkUnusable'
        : s.matches('done')
          ? 'done'
          : 'form';
export const selectLinkProblem = (s: ResetPasswordSnapshot) => s.context.linkProblem;
export const selectFieldErrors = (s: ResetPasswordSnapshot) => s.context.fieldErrors;
export const selectErrorMessage = (s: ResetPasswordSnapshot) => (s.matches('invalid') || s.matches('failed') ? s.context.errorMessage : null);
export const selectSaving = (s: ResetPasswordSnapshot) => s.matches('saving');
export const selectCanSubmit = (s: ResetPasswordSnapshot) => s.can({ type: 'reset.submit', form: { password: '', passwordConfirmation: '' } });
export const selectCanRetry = (s: ResetPasswordSnapshot) => s.can({ type: 'reset.retry' });
