/** The password-reset charts' generated paths (shared by their tests and `npm run paths`). */
import { RESET_LINK_PROBLEMS, type PasswordResetRequest } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { forgotPasswordMachine, type ForgotPasswordEvent, type ForgotPasswordSnapshot } from '../../machines/password-reset/forgot-password.machine';
import { resetPasswordMachine, type ResetPasswordEvent, type ResetPasswordSnapshot } from '../../machines/password-reset/reset-password.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const validRequest: PasswordResetRequest = { email: 'camila@flua.example' };
export const invalidRequest: PasswordResetRequest = { email: 'camila@' };
export const tooMany = new ApiCallError(authLabels.forgotPassword.tooMany(60), 429, 'too_many_requests');
export const networkDown = new ApiCallError(labels.generic.error, undefined, 'network_error');

export const forgotPasswordPlan = planChart({
  id: 'forgot-password',
  machine: forgotPasswordMachine,
  events: (snap: ForgotPasswordSnapshot) => {
    const out: any[] = [];
    if (snap.children.requestReset) {
      out.push({ type: 'xstate.done.actor.requestReset', output: undefined });
      out.push({ type: 'xstate.error.actor.requestReset', error: tooMany });
    }
    const person: ForgotPasswordEvent[] = [
      { type: 'reset.request', form: validRequest },
      { type: 'reset.request', form: invalidRequest },
      { type: 'reset.again' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
  distinguishCandidates: true,
});

export const RESET_TOKEN = 'dGhpcy1pcy1hLXRlc3QtdG9rZW4tb2YtNDMtY2hhcnM';
export const goodPassword = { password: 'Nova#Senha2026', passwordConfirmation: 'Nova#Senha2026' };
export const weakPassword = { password: 'abcdefg1#', passwordConfirmation: 'abcdefg1$' };

export const linkExpired = new ApiCallError(authLabels.resetPassword.linkExpired, 410, RESET_LINK_PROBLEMS.expired);
export const linkUsed = new ApiCallError(authLabels.resetPassword.linkUsed, 410, RESET_LINK_PROBLEMS.used);

function resetEvents(snap: ResetPasswordSnapshot) {
  const out: any[] = [];
  if (snap.children.checkLink) {
    out.push({ type: 'xstate.done.actor.checkLink', output: undefined });
    out.push({ type: 'xstate.error.actor.checkLink', error: linkExpired });
    out.push({ type: 'xstate.error.actor.checkLink', error: networkDown });
  }
  if (snap.children.resetPassword) {
    out.push({ type: 'xstate.done.actor.resetPassword', output: undefined });
    out.push({ type: 'xstate.error.actor.resetPassword', error: linkUsed });
    out.push({ type: 'xstate.error.actor.resetPassword', error: networkDown });
  }
  const person: ResetPasswordEvent[] = [
    { type: 'reset.submit', form: goodPassword },
    { type: 'reset.submit', form: weakPassword },
    { type: 'reset.retry' },
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

/** Opened from an e-mailed link (a token in the address). */
export const resetPasswordPlan = withoutTransientStates(
  planChart({
    id: 'reset-password',
    machine: resetPasswordMachine,
    input: { token: RESET_TOKEN },
    events: resetEvents,
    distinguishCandidates: true,
  }),
);

/** Opened without a token (a link cut short). */
export const resetPasswordNoTokenPlan = withoutTransientStates(
  planChart({
    id: 'reset-password-no-token',
    machine: resetPasswordMachine,
    input: { token: null },
    events: resetEvents,
    distinguishCandidates: true,
  }),
);
