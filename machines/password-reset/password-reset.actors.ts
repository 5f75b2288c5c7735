/** The password-reset charts' real actors, over services/auth. */
import { fromPromise } from 'xstate';
import type { NewPasswordRequest, PasswordResetCheck, PasswordResetRequest } from '../../models/account/auth';
import type { Api } from '../../services/api';
import { checkPasswordResetLink, requestPasswordReset, resetPassword } from '../../services/auth';

export function createForgotPasswordImplementations({ api }: { api: Api }) {
  const actors = {
    requestReset: fromPromise<void, PasswordResetRequest>(({ input, signal }) => requestPasswordReset(api, input, signal)),
  };
  return { actors };
}

export function createResetPasswordImplementations({ api }: { api: Api }) {
  const actors = {
    checkLink: fromPromise<void, PasswordResetCheck>(({ input, signal }) => checkPasswordResetLink(api, input, signal)),
    resetPassword: fromPromise<void, NewPasswordRequest>(({ input, signal }) => resetPassword(api, input, signal)),
  };
  return { actors };
}
