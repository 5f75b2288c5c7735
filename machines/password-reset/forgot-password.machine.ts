/**
 * 'Esqueci minha senha': asking for a reset link.
 *
 *   idle | invalid | failed ──reset.request [isFormValid]──▶ requesting ──done──▶ sent
 *                         └──reset.request──────────────▶ invalid        └──error──▶ failed
 *   sent ──reset.again──▶ idle
 *
 * The server answers the same whether or not the e-mail has an account, so
 * `sent` says the same thing for every address.
 */
import { assertEvent, assign, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { passwordResetRequestFieldErrors, type FieldErrors, type PasswordResetRequest } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { normalizeEmail } from '../../models/common/validators';
import { placeholderFor } from '../placeholder';
import type { createForgotPasswordImplementations } from './password-reset.actors';

export interface ForgotPasswordContext {
  /** The e-mail the last link was asked for (shown in the confirmation). */
  email: string;
  fieldErrors: FieldErrors;
  errorMessage: string | null;
}

export type ForgotPasswordEvent = { type: 'reset.request'; form: PasswordResetRequest } | { type: 'reset.again' };

function errorMessageOf(event: EventObject): string {
  const { message } = callErrorOf(event);
  return typeof message === 'string' && message ? message : authLabels.errors.generic;
}

const requestTransitions = [
  { guard: 'isFormValid', target: 'requesting', actions: 'storeEmail' },
  { target: 'invalid', actions: 'showErrors' },
] as const;

type Actors = ReturnType<typeof createForgotPasswordImplementations>['actors'];

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: placeholderFor<Actors['requestReset']>('requestReset'),
  },
  guards: {
    isFormValid: ({ event }) => {
      assertEvent(event, 'reset.request');
      return Object.keys(passwordResetRequestFieldErrors(event.form)).length === 0;
    },
  },
  actions: {
    storeEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'reset.request');
        return normalizeEmail(event.form.email);
      },
      fieldErrors: {},
      errorMessage: null,
    }),
    showErrors: assign({
      fieldErrors: ({ event }) => {
        assertEvent(event, 'reset.request');
        return passwordResetRequestFieldErrors(event.form);
      },
      errorMessage: authLabels.checkFields,
    }),
    storeFailure: assign({ errorMessage: ({ event }) => errorMessageOf(event) }),
    forget: assign({ email: '', fieldErrors: {}, errorMessage: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', fieldErrors: {}, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'reset.request': requestTransitions },
    },
    invalid: {
      on: { 'reset.request': requestTransitions },
    },
    requesting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    failed: {
      on: { 'reset.request': requestTransitions },
    },
    sent: {
      on: { 'reset.again': { target: 'idle', actions: 'forget' } },
    },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectEmail = (s: ForgotPasswordSnapshot) => s.context.email;
export const selectFieldErrors = (s: ForgotPasswordSnapshot) => s.context.fieldErrors;
export const selectErrorMessage = (s: ForgotPasswordSnapshot) => (s.matches('invalid') || s.matches('failed') ? s.context.errorMessage : null);
export const selectRequesting = (s: ForgotPasswordSnapshot) => s.matches('requesting');
export const selectSent = (s: ForgotPasswordSnapshot) => s.matches('sent');
export const selectCanRequest = (s: ForgotPasswordSnapshot) => s.can({ type: 'reset.request', form: { email: '' } });
export const selectCanAskAgain = (s: ForgotPasswordSnapshot) => s.can({ type: 'reset.again' });
