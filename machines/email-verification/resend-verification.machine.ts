/**
 * The proposals page's notice to a customer who has not proven their e-mail:
 * 'Reenviar e-mail de confirmação' sends a new link (limited per account by
 * the server, which answers past it in pt-BR).
 *
 *   idle | sent | failed ──verification.resend──▶ sending ──done──▶ sent
 *                                                        └──error──▶ failed (the server's message, or the generic one)
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { authLabels } from '../../models/labels/auth';

export interface ResendVerificationContext {
  errorMessage: string | null;
}

export type ResendVerificationEvent = { type: 'verification.resend' };

const resend = { 'verification.resend': { target: 'sending', actions: 'clearError' } } as const;

export const resendVerificationMachine = setup({
  types: { context: {} as ResendVerificationContext, events: {} as ResendVerificationEvent },
  actors: {
    resendLink: fromPromise<void, void>(async () => {
      throw new Error('resendLink actor not provided');
    }),
  },
  actions: {
    clearError: assign({ errorMessage: null }),
    storeFailure: assign({ errorMessage: ({ event }) => callErrorOf(event).message || authLabels.verifyEmail.resendFailed }),
  },
}).createMachine({
  id: 'resendVerification',
  context: { errorMessage: null },
  initial: 'idle',
  states: {
    idle: { on: resend },
    sending: {
      invoke: {
        id: 'resendLink',
        src: 'resendLink',
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    sent: { on: resend },
    failed: { on: resend },
  },
});

export type ResendVerificationSnapshot = SnapshotFrom<typeof resendVerificationMachine>;

export const selectSending = (s: ResendVerificationSnapshot) => s.matches('sending');
export const selectSent = (s: ResendVerificationSnapshot) => s.matches('sent');
export const selectErrorMessage = (s: ResendVerificationSnapshot) => (s.matches('failed') ? s.context.errorMessage : null);
export const selectCanResend = (s: ResendVerificationSnapshot) => s.can({ type: 'verification.resend' });
