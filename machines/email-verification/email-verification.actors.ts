/** The proof-of-e-mail charts' real actors, over services/auth. */
import { fromPromise } from 'xstate';
import type { EmailLinkOutcome, EmailVerificationConfirm } from '../../models/account/auth';
import type { Api } from '../../services/api';
import { confirmEmailVerification, resendEmailVerification } from '../../services/auth';

export function createVerifyEmailImplementations({ api }: { api: Api }) {
  const actors = {
    confirmEmail: fromPromise<EmailLinkOutcome, EmailVerificationConfirm>(({ input, signal }) => confirmEmailVerification(api, input, signal)),
  };
  return { actors };
}

export function createResendVerificationImplementations({ api }: { api: Api }) {
  const actors = {
    resendLink: fromPromise<void, void>(({ signal }) => resendEmailVerification(api, signal)),
  };
  return { actors };
}
