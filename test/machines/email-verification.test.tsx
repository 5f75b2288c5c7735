/**
 * Generated paths of the two proof-of-e-mail charts, run against their real
 * views with fake actors the test resolves or rejects: the page the e-mailed
 * link opens, and the proposals page's notice that sends a new link.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, type EmailLinkOutcome, type EmailVerificationConfirm } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { ResendVerificationLogic, useResendVerification, VerifyEmailLogic } from '../../machines/email-verification/email-verification.context';
import { setChartInspector } from '../../machines/inspection';
import { RESEND_COOLDOWN_SECONDS, resendVerificationMachine, type ResendVerificationEvent } from '../../machines/email-verification/resend-verification.machine';
import { verifyEmailMachine, type VerifyEmailEvent } from '../../machines/email-verification/verify-email.machine';
import { ResendVerification, VerifyEmailNotice } from '../../ui/auth/verify-email-notice';
import { VerifyEmailPage } from '../../ui/auth/verify-email-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { COOLDOWN_TICK, resendJustSentPlan, resendVerificationPlan, TEST_COOLDOWN_SECONDS, VERIFY_TOKEN, verifyEmailNoTokenPlan, verifyEmailPlan } from './email-verification.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const v = authLabels.verifyEmail;
const EMAIL = 'maria.silva@example.com';
const SIGN_IN_HREF = `${AUTH_PATHS.signIn}?redirect=${encodeURIComponent(AUTH_PATHS.proposals)}`;

// ───────────────────────────── the link's page ─────────────────────────────

function renderPage(token: string | null) {
  const confirmEmail = deferredActor<EmailLinkOutcome, EmailVerificationConfirm>();
  const navigated: string[] = [];
  render(
    <VerifyEmailLogic.Provider value={verifyEmailMachine.provide({ actors: { confirmEmail: confirmEmail.logic } })}>
      <VerifyEmailPage labels={authLabels} token={token} proposalsHref={AUTH_PATHS.proposals} signInHref={SIGN_IN_HREF} onNavigate={(to) => navigated.push(to)} />
    </VerifyEmailLogic.Provider>,
  );
  return { confirmEmail, navigated };
}

const pageAssertions = {
  confirming: async () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(v.title);
    expect((await screen.findByRole('status')).textContent).toBe(v.checking);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  },
  failed: async (snap: any) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect([authLabels.errors.cpfClaimed, labels.generic.error]).toContain(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: v.retry }).disabled).toBe(false);
  },
  linkUnusable: async (snap: any) => {
    const problem = snap.context.linkProblem;
    const text = problem === 'expired' ? v.linkExpired : problem === 'used' ? v.linkUsed : v.linkInvalid;
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText(v.askAgainHint) !== null).toBe(problem !== 'used');
    expect(screen.getByRole('link', { name: v.goToProposals }).getAttribute('href')).toBe(AUTH_PATHS.proposals);
    expect(screen.queryByRole('button')).toBeNull();
  },
  verified: async (snap: any) => {
    expect(screen.queryByRole('alert')).toBeNull();
    if (snap.context.accountCreated) {
      // A waiting sign-up's link created the account: nobody is signed in, so the way on is signing in.
      expect((await screen.findByRole('status')).textContent).toBe(v.accountCreated);
      expect(screen.getByRole('link', { name: v.goToSignIn }).getAttribute('href')).toBe(SIGN_IN_HREF);
      expect(screen.queryByRole('link', { name: v.goToProposals })).toBeNull();
    } else {
      expect((await screen.findByRole('status')).textContent).toBe(v.verified);
      expect(screen.getByRole('link', { name: v.goToProposals }).getAttribute('href')).toBe(AUTH_PATHS.proposals);
    }
  },
};

function pageExecutors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.confirmEmail': async (step) => {
      const call = await h.confirmEmail.next();
      expect(call.input).toEqual({ token: VERIFY_TOKEN });
      call.resolve(step.event.output);
    },
    'xstate.error.actor.confirmEmail': async (step) => (await h.confirmEmail.next()).reject(step.event.error),
    'verify.retry': async () => user.click(screen.getByRole('button', { name: v.retry })),
  } satisfies Record<VerifyEmailEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.confirmEmail`, Executor>;
}

describe('verify-email chart: generated paths against its page', () => {
  beforeAll(() => {
    resetExercised(verifyEmailPlan.id);
    resetExercised(verifyEmailNoTokenPlan.id);
  });

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(verifyEmailPlan, Object.keys(pageAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set([...reachedStates(verifyEmailPlan), ...reachedStates(verifyEmailNoTokenPlan)]);
    expect(verifyEmailPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(verifyEmailMachine, [verifyEmailPlan, verifyEmailNoTokenPlan])).toEqual([]);
  });

  it.each(verifyEmailPlan.transitions.map((t) => [t.key, t] as const))('%s', async (_key, transition) => {
    const h = renderPage(VERIFY_TOKEN);
    await verifyEmailPlan.model.testPath(transition.path, { states: pageAssertions, events: pageExecutors(h) });
    recordExercised(verifyEmailPlan.id, transition.key);
  });

  it.each(verifyEmailNoTokenPlan.transitions.map((t) => [t.key, t] as const))('without a token: %s', async (_key, transition) => {
    const h = renderPage(null);
    await verifyEmailNoTokenPlan.model.testPath(transition.path, { states: pageAssertions, events: pageExecutors(h) });
    expect(h.confirmEmail.calls).toEqual([]);
    recordExercised(verifyEmailNoTokenPlan.id, transition.key);
  });

  it('the link of a sign-up that waited for the e-mail’s owner: the account was created, and the way on is signing in (through the app’s navigation)', async () => {
    const h = renderPage(VERIFY_TOKEN);
    (await h.confirmEmail.next()).resolve({ accountCreated: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(v.accountCreated));
    expect(screen.queryByRole('link', { name: v.goToProposals })).toBeNull();
    await user.click(screen.getByRole('link', { name: v.goToSignIn }));
    expect(h.navigated).toEqual([SIGN_IN_HREF]);
  });

  it('an unusable link leads to the proposals through the app’s navigation; a verified one loads the page again (the session is read anew)', async () => {
    const h = renderPage(null);
    await user.click(await screen.findByRole('link', { name: v.goToProposals }));
    expect(h.navigated).toEqual([AUTH_PATHS.proposals]);
  });
});

// ───────────────────────────── the proposals page's notice ─────────────────────────────

/**
 * The notice with a fake resend call and a cooldown whose ticks the test sends itself (the chart's own
 * delay is made long): the chart's root actor is caught through the inspector every chart is created with.
 */
function renderNotice() {
  const resendLink = deferredActor<void, void>();
  let actor: Pick<AnyActorRef, 'send'> | undefined;
  setChartInspector((event) => {
    if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId) actor ??= event.actorRef;
  });
  const logic = resendVerificationMachine.provide({ actors: { resendLink: resendLink.logic }, delays: { cooldownTick: 60_000 } });
  render(
    <ResendVerificationLogic.Provider value={logic}>
      <NoticeWithCooldown />
    </ResendVerificationLogic.Provider>,
  );
  setChartInspector(undefined);
  return { resendLink, actor: () => actor! };
}

/** The notice, its chart started with the test's short cooldown. */
function NoticeWithCooldown() {
  const actor = useResendVerification({ justSent: false, cooldownSeconds: TEST_COOLDOWN_SECONDS });
  return (
    <section>
      <h2>{v.noticeTitle}</h2>
      <p>{v.notice(EMAIL)}</p>
      <ResendVerification actor={actor} labels={authLabels} email={EMAIL} />
    </section>
  );
}

/** The welcome page's part: the sign-up's link has just gone. */
function renderJustSent() {
  const resendLink = deferredActor<void, void>();
  let actor: Pick<AnyActorRef, 'send'> | undefined;
  setChartInspector((event) => {
    if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId) actor ??= event.actorRef;
  });
  const logic = resendVerificationMachine.provide({ actors: { resendLink: resendLink.logic }, delays: { cooldownTick: 60_000 } });
  function JustSent() {
    const ref = useResendVerification({ justSent: true, cooldownSeconds: TEST_COOLDOWN_SECONDS });
    return (
      <section>
        <h2>{v.noticeTitle}</h2>
        <p>{v.notice(EMAIL)}</p>
        <ResendVerification actor={ref} labels={authLabels} email={EMAIL} />
      </section>
    );
  }
  render(
    <ResendVerificationLogic.Provider value={logic}>
      <JustSent />
    </ResendVerificationLogic.Provider>,
  );
  setChartInspector(undefined);
  return { resendLink, actor: () => actor! };
}

const resendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${v.resend}|${v.resending})$`) });
const cooldownLine = () => screen.queryByTestId('resend-cooldown');

function expectNotice() {
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(v.noticeTitle);
  expect(screen.getByText(v.notice(EMAIL))).toBeTruthy();
}

/** The status line: the new link's words once this page sent one. */
function expectSentLine(snap: any) {
  expect(screen.getByRole('status').textContent).toBe(snap.context.resent ? v.resent(EMAIL) : '');
}

const noticeAssertions = {
  idle: async () => {
    expectNotice();
    expect(resendButton().textContent).toBe(v.resend);
    expect(resendButton().disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cooldownLine()).toBeNull();
  },
  sending: async () => {
    expectNotice();
    await waitFor(() => expect(resendButton().textContent).toBe(v.resending));
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().getAttribute('aria-busy')).toBe('true');
  },
  coolingDown: async (snap: any) => {
    // After each link, the button waits, and says for how long.
    await waitFor(() => expect(cooldownLine()?.textContent).toBe(v.resendWait(snap.context.secondsLeft)));
    expect(resendButton().textContent).toBe(v.resend);
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().getAttribute('aria-describedby')).toBe(cooldownLine()!.id);
    expectSentLine(snap);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'coolingDown.counting': async () => undefined,
  ready: async (snap: any) => {
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    expect(resendButton().textContent).toBe(v.resend);
    expect(cooldownLine()).toBeNull();
    expectSentLine(snap);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: async (snap: any) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect([v.tooMany(60), labels.generic.error]).toContain(snap.context.errorMessage);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(resendButton().disabled).toBe(false);
    expect(cooldownLine()).toBeNull();
  },
};

function noticeExecutors(h: ReturnType<typeof renderNotice>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.resendLink': async () => (await h.resendLink.next()).resolve(),
    'xstate.error.actor.resendLink': async (step) => (await h.resendLink.next()).reject(step.event.error),
    'verification.resend': async () => user.click(resendButton()),
    [COOLDOWN_TICK]: (step) => void act(() => h.actor().send(step.event)),
  } satisfies Record<ResendVerificationEvent['type'] | 'xstate.init' | typeof COOLDOWN_TICK | `xstate.${'done' | 'error'}.actor.resendLink`, Executor>;
}

describe('resend-verification chart: generated paths against the proposals page’s notice', () => {
  beforeAll(() => {
    resetExercised(resendVerificationPlan.id);
    resetExercised(resendJustSentPlan.id);
  });

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(resendVerificationPlan, Object.keys(noticeAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set([...reachedStates(resendVerificationPlan), ...reachedStates(resendJustSentPlan)]);
    expect(resendVerificationPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(resendVerificationMachine, [resendVerificationPlan, resendJustSentPlan])).toEqual([]);
  });

  it.each(resendVerificationPlan.transitions.map((t) => [t.key, t] as const))('%s', async (_key, transition) => {
    const h = renderNotice();
    await resendVerificationPlan.model.testPath(transition.path, { states: noticeAssertions, events: noticeExecutors(h) });
    recordExercised(resendVerificationPlan.id, transition.key);
  });

  it.each(resendJustSentPlan.transitions.map((t) => [t.key, t] as const))('just after the sign-up’s link: %s', async (_key, transition) => {
    const h = renderJustSent();
    await resendJustSentPlan.model.testPath(transition.path, { states: noticeAssertions, events: noticeExecutors(h) });
    recordExercised(resendJustSentPlan.id, transition.key);
  });

  it('the real notice counts a minute down after a link was sent, one second at a time', async () => {
    const resendLink = deferredActor<void, void>();
    render(
      <ResendVerificationLogic.Provider value={resendVerificationMachine.provide({ actors: { resendLink: resendLink.logic }, delays: { cooldownTick: 20 } })}>
        <VerifyEmailNotice labels={authLabels} email={EMAIL} />
      </ResendVerificationLogic.Provider>,
    );
    await user.click(resendButton());
    (await resendLink.next()).resolve();
    await waitFor(() => expect(cooldownLine()?.textContent).toBe(v.resendWait(RESEND_COOLDOWN_SECONDS)));
    expect(resendButton().disabled).toBe(true);
    await waitFor(() => expect(cooldownLine()?.textContent).toBe(v.resendWait(RESEND_COOLDOWN_SECONDS - 1)));
  });
});
