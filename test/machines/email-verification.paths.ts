/** The proof-of-e-mail charts' generated paths (shared by their tests and `npm run paths`). */
import { EMAIL_LINK_PROBLEMS } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { resendVerificationMachine, type ResendVerificationEvent, type ResendVerificationSnapshot } from '../../machines/email-verification/resend-verification.machine';
import { verifyEmailMachine, type VerifyEmailEvent, type VerifyEmailSnapshot } from '../../machines/email-verification/verify-email.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const VERIFY_TOKEN = 'dmVyaWZ5LXRoaXMtZS1tYWlsLXRva2VuLW9mLTQzLWNoYXJz';
export const networkDown = new ApiCallError(labels.generic.error, undefined, 'network_error');
export const linkExpired = new ApiCallError(authLabels.verifyEmail.linkExpired, 410, EMAIL_LINK_PROBLEMS.expired);
export const linkUsed = new ApiCallError(authLabels.verifyEmail.linkUsed, 410, EMAIL_LINK_PROBLEMS.used);
export const cpfClaimed = new ApiCallError(authLabels.errors.cpfClaimed, 409, 'cpf_claimed');
export const tooMany = new ApiCallError(authLabels.verifyEmail.tooMany(60), 429, 'too_many_requests');

function verifyEvents(snap: VerifyEmailSnapshot) {
  const out: any[] = [];
  if (snap.children.confirmEmail) {
    out.push({ type: 'xstate.done.actor.confirmEmail', output: { accountCreated: false } });
    out.push({ type: 'xstate.error.actor.confirmEmail', error: linkExpired });
    out.push({ type: 'xstate.error.actor.confirmEmail', error: linkUsed });
    out.push({ type: 'xstate.error.actor.confirmEmail', error: cpfClaimed });
    out.push({ type: 'xstate.error.actor.confirmEmail', error: networkDown });
  }
  const person: VerifyEmailEvent[] = [{ type: 'verify.retry' }];
  return [...out, ...person.filter((e) => snap.can(e))];
}

/** Opened from an e-mailed link (a token in the address). */
export const verifyEmailPlan = withoutTransientStates(
  planChart({ id: 'verify-email', machine: verifyEmailMachine, input: { token: VERIFY_TOKEN }, events: verifyEvents, distinguishCandidates: true }),
);

/** Opened without a token (a link cut short). */
export const verifyEmailNoTokenPlan = withoutTransientStates(
  planChart({ id: 'verify-email-no-token', machine: verifyEmailMachine, input: { token: null }, events: verifyEvents, distinguishCandidates: true }),
);

/** The cooldown's tick: a second less, or the end of the wait. */
export const COOLDOWN_TICK = 'xstate.after.cooldownTick.resendVerification.coolingDown.counting';
/** A two-second cooldown: one tick that counts down, one that ends it. */
export const TEST_COOLDOWN_SECONDS = 2;

function resendEvents(snap: ResendVerificationSnapshot) {
  const out: any[] = [];
  if (snap.children.resendLink) {
    out.push({ type: 'xstate.done.actor.resendLink', output: undefined });
    out.push({ type: 'xstate.error.actor.resendLink', error: tooMany });
    out.push({ type: 'xstate.error.actor.resendLink', error: networkDown });
  }
  if (snap.matches({ coolingDown: 'counting' })) out.push({ type: COOLDOWN_TICK });
  const person: ResendVerificationEvent[] = [{ type: 'verification.resend' }];
  return [...out, ...person.filter((e) => snap.can(e))];
}

/** The proposals page's notice: asking for a new link, then waiting the cooldown. */
export const resendVerificationPlan = planChart({
  id: 'resend-verification',
  machine: resendVerificationMachine,
  input: { justSent: false, cooldownSeconds: TEST_COOLDOWN_SECONDS },
  events: resendEvents,
  distinguishCandidates: true,
});

/** The welcome page after sign-up: the sign-up's link has just gone, so it starts in the cooldown. */
export const resendJustSentPlan = planChart({
  id: 'resend-verification-just-sent',
  machine: resendVerificationMachine,
  input: { justSent: true, cooldownSeconds: TEST_COOLDOWN_SECONDS },
  events: resendEvents,
  distinguishCandidates: true,
});
