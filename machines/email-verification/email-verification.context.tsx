/**
 * The proof-of-e-mail charts for React: the app provides each chart with its
 * real actors (`VerifyEmailLogic`, `ResendVerificationLogic`); the page or
 * notice runs its actor while it is shown.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { resendVerificationMachine, type ResendVerificationInput, type ResendVerificationSnapshot } from './resend-verification.machine';
import { verifyEmailMachine, type VerifyEmailSnapshot } from './verify-email.machine';
import { inspected } from '../inspection';

export const VerifyEmailLogic = createContext<typeof verifyEmailMachine>(verifyEmailMachine);
export type VerifyEmailRef = ActorRefFrom<typeof verifyEmailMachine>;

export function useVerifyEmail(token: string | null): VerifyEmailRef {
  return useActorRef(useContext(VerifyEmailLogic), inspected({ input: { token } }));
}

export function useVerifyEmailSelector<T>(actor: VerifyEmailRef, selector: (s: VerifyEmailSnapshot) => T): T {
  return useSelector(actor, selector);
}

export function useVerifyEmailEvents(actor: VerifyEmailRef) {
  return useMemo(() => ({ retry: () => actor.send({ type: 'verify.retry' }) }), [actor]);
}

export const ResendVerificationLogic = createContext<typeof resendVerificationMachine>(resendVerificationMachine);
export type ResendVerificationRef = ActorRefFrom<typeof resendVerificationMachine>;

/** The resend chart while its notice is shown; `justSent` when a link has just gone out (the welcome page after sign-up). */
export function useResendVerification(input: ResendVerificationInput = { justSent: false }): ResendVerificationRef {
  return useActorRef(useContext(ResendVerificationLogic), inspected({ input }));
}

export function useResendVerificationSelector<T>(actor: ResendVerificationRef, selector: (s: ResendVerificationSnapshot) => T): T {
  return useSelector(actor, selector);
}

export function useResendVerificationEvents(actor: ResendVerificationRef) {
  return useMemo(() => ({ resend: () => actor.send({ type: 'verification.resend' }) }), [actor]);
}
