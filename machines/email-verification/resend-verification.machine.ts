/**
 * 'Reenviar e-mail de confirmação' (the proposals page's notice, the welcome
 * page after sign-up): sends a new link, then waits a cooldown before the next
 * one (the server allows a few links an hour per account, and answers past
 * them in pt-BR), counting the seconds left down on the button.
 *
 *   idle ──verification.resend──▶ sending ──done──▶ coolingDown.counting ──tick [last second]──▶ ready
 *     │                               └──error──▶ failed           └──tick──▶ counting (a second less)
 *     └──[starts cooling down]──▶ coolingDown   (the welcome page: sign-up has just sent one)
 *   ready | failed ──verification.resend──▶ sending
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { authLabels } from '../../models/labels/auth';
import { placeholderFor } from '../placeholder';
import type { createResendVerificationImplementations } from './email-verification.actors';

/** Seconds between two links asked for from the same page. */
type Actors = ReturnType<typeof createResendVerificationImplementations>['actors'];

export const RESEND_COOLDOWN_SECONDS = 60;

export interface ResendVerificationInput {
  /** A link was just sent (by the sign-up): start with the cooldown. */
  justSent: boolean;
  /** Seconds of the cooldown (tests shorten it). */
  cooldownSeconds?: number;
}

export interface ResendVerificationContext {
  errorMessage: string | null;
  /** Did this page send a link (the 'Enviamos um novo link' line)? */
  resent: boolean;
  justSent: boolean;
  cooldownSeconds: number;
  /** Seconds left before another link may be asked for. */
  secondsLeft: number;
}

export type ResendVerificationEvent = { type: 'verification.resend' };

const resend = { 'verification.resend': { target: 'sending', actions: 'clearError' } } as const;

export const resendVerificationMachine = setup({
  types: {
    input: {} as ResendVerificationInput,
    context: {} as ResendVerificationContext,
    events: {} as ResendVerificationEvent,
  },
  actors: {
    resendLink: placeholderFor<Actors['resendLink']>('resendLink'),
  },
  delays: { cooldownTick: 1000 },
  guards: {
    startsCoolingDown: ({ context }) => context.justSent,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    clearError: assign({ errorMessage: null }),
    markResent: assign({ resent: true }),
    startCooldown: assign({ secondsLeft: ({ context }) => context.cooldownSeconds }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCooldown: assign({ secondsLeft: 0 }),
    storeFailure: assign({ errorMessage: ({ event }) => callErrorOf(event).message || authLabels.verifyEmail.resendFailed }),
  },
}).createMachine({
  id: 'resendVerification',
  context: ({ input }) => ({
    errorMessage: null,
    resent: false,
    justSent: input.justSent,
    cooldownSeconds: Math.max(1, input.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS),
    secondsLeft: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'startsCoolingDown', target: 'coolingDown' },
      on: resend,
    },
    sending: {
      invoke: {
        id: 'resendLink',
        src: 'resendLink',
        onDone: { target: 'coolingDown', actions: 'markResent' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    coolingDown: {
      entry: 'startCooldown',
      initial: 'counting',
      states: {
        counting: {
          after: {
            cooldownTick: [
              { guard: 'isLastSecond', target: '#resendVerification.ready', actions: 'endCooldown' },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
    ready: { on: resend },
    failed: { on: resend },
  },
});

export type ResendVerificationSnapshot = SnapshotFrom<typeof resendVerificationMachine>;

export const selectSending = (s: ResendVerificationSnapshot) => s.matches('sending');
/** A link was sent from this page and nothing failed since. */
export const selectSent = (s: ResendVerificationSnapshot) => s.context.resent && (s.matches('coolingDown') || s.matches('ready'));
/** Seconds left before another link may be asked for (0 when it may). */
export const selectSecondsLeft = (s: ResendVerificationSnapshot) => (s.matches('coolingDown') ? s.context.secondsLeft : 0);
export const selectErrorMessage = (s: ResendVerificationSnapshot) => (s.matches('failed') ? s.context.errorMessage : null);
export const selectCanResend = (s: ResendVerificationSnapshot) => s.can({ type: 'verification.resend' });
