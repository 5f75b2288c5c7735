/**
 * The password-reset charts for React: the app provides each chart with its
 * real actors (`ForgotPasswordLogic`, `ResetPasswordLogic`); the page runs
 * its actor while it is shown.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PasswordResetRequest } from '../../models/account/auth';
import { forgotPasswordMachine, type ForgotPasswordSnapshot } from './forgot-password.machine';
import { resetPasswordMachine, type NewPasswordForm, type ResetPasswordSnapshot } from './reset-password.machine';
import { inspected } from '../inspection';

export const ForgotPasswordLogic = createContext<typeof forgotPasswordMachine>(forgotPasswordMachine);
export type ForgotPasswordRef = ActorRefFrom<typeof forgotPasswordMachine>;

export function useForgotPassword(): ForgotPasswordRef {
  return useActorRef(useContext(ForgotPasswordLogic), inspected());
}

export function useForgotPasswordSelector<T>(actor: ForgotPasswordRef, selector: (s: ForgotPasswordSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useForgotPasswordEvents(actor: ForgotPasswordRef) {
  return useMemo(
    () => ({
      request: (form: PasswordResetRequest) => actor.send({ type: 'reset.request', form }),
      again: () => actor.send({ type: 'reset.again' }),
    }),
    [actor],
  );
}

export const ResetPasswordLogic = createContext<typeof resetPasswordMachine>(resetPasswordMachine);
export type ResetPasswordRef = ActorRefFrom<typeof resetPasswordMachine>;

export function useResetPassword(token: string | null): ResetPasswordRef {
  return useActorRef(useContext(ResetPasswordLogic), inspected({ input: { token } }));
}

export function useResetPasswordSelector<T>(actor: ResetPasswordRef, selector: (s: ResetPasswordSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useResetPasswordEvents(actor: ResetPasswordRef) {
  return useMemo(
    () => ({
      submit: (form: NewPasswordForm) => actor.send({ type: 'reset.submit', form }),
      retry: () => actor.send({ type: 'reset.retry' }),
    }),
    [actor],
  );
}
