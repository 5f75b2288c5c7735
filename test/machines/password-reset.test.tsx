/**
 * Generated paths of the two password-reset charts, run against their real
 * pages with fake actors the test resolves or rejects: asking for a link
 * ('Esqueci minha senha') and choosing the new password from the link.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, newPasswordFieldErrors, SIGN_IN_AFTER_RESET, type NewPasswordRequest, type PasswordResetCheck, type PasswordResetRequest } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { ForgotPasswordLogic, ResetPasswordLogic } from '../../machines/password-reset/password-reset.context';
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../machines/password-reset/forgot-password.machine';
import { resetPasswordMachine, type ResetPasswordEvent } from '../../machines/password-reset/reset-password.machine';
import { ForgotPasswordPage } from '../../ui/auth/forgot-password-page';
import { ResetPasswordPage } from '../../ui/auth/reset-password-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { forgotPasswordPlan, goodPassword, RESET_TOKEN, resetPasswordNoTokenPlan, resetPasswordPlan, validRequest } from './password-reset.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const f = authLabels.forgotPassword;
const r = authLabels.resetPassword;

// ───────────────────────────── asking for a link ─────────────────────────────

function renderForgot() {
  const requestReset = deferredActor<void, PasswordResetRequest>();
  const navigated: string[] = [];
  render(
    <ForgotPasswordLogic.Provider value={forgotPasswordMachine.provide({ actors: { requestReset: requestReset.logic } })}>
      <ForgotPasswordPage labels={authLabels} signInHref="/entrar" onNavigate={(to) => navigated.push(to)} />
    </ForgotPasswordLogic.Provider>,
  );
  return { requestReset, navigated };
}

const emailInput = () => screen.getByLabelText<HTMLInputElement>(f.email);
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Enviar link|Enviando…)$/ });

const forgotAssertions = {
  idle: async () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(f.title);
    expect(screen.getByText(f.intro)).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: f.backToSignIn }).getAttribute('href')).toBe('/entrar');
  },
  invalid: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(authLabels.checkFields);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(labels.validation.email)).toBeTruthy();
    expect(document.activeElement).toBe(emailInput());
    expect(sendButton().disabled).toBe(false);
  },
  requesting: async () => {
    await waitFor(() => expect(sendButton().textContent).toBe(f.submitting));
    expect(sendButton().disabled).toBe(true);
    expect(emailInput().matches(':disabled')).toBe(true);
  },
  failed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(f.tooMany(60));
    expect(sendButton().disabled).toBe(false);
  },
  sent: async () => {
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(f.sentTitle);
    expect(screen.getByRole('status').textContent).toBe(f.sent(validRequest.email));
    expect(screen.queryByLabelText(f.email)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: f.askAgain }).disabled).toBe(false);
    expect(screen.getByRole('link', { name: f.backToSignIn }).getAttribute('href')).toBe('/entrar');
  },
};

function forgotExecutors(h: ReturnType<typeof renderForgot>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.requestReset': async () => {
      const call = await h.requestReset.next();
      expect(call.input).toEqual({ email: validRequest.email });
      call.resolve();
    },
    'xstate.error.actor.requestReset': async (step) => (await h.requestReset.next()).reject(step.event.error),
    'reset.request': async (step) => {
      await user.clear(emailInput());
      await user.type(emailInput(), (step.event.form as PasswordResetRequest).email);
      await user.click(sendButton());
    },
    'reset.again': async () => user.click(screen.getByRole('button', { name: f.askAgain })),
  } satisfies Record<ForgotPasswordEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.requestReset`, Executor>;
}

describe('forgot-password chart: generated paths against its page', () => {
  beforeAll(() => resetExercised(forgotPasswordPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(forgotPasswordPlan, Object.keys(forgotAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(forgotPasswordPlan)].sort()).toEqual([...forgotPasswordPlan.states].sort());
    expect(unfiredTransitions(forgotPasswordMachine, [forgotPasswordPlan])).toEqual([]);
  });

  it.each(forgotPasswordPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderForgot();
    await forgotPasswordPlan.model.testPath(transition.path, { states: forgotAssertions, events: forgotExecutors(h) });
    recordExercised(forgotPasswordPlan.id, transition.keys);
  });

  it('sends the e-mail as typed, trimmed and lower-cased', async () => {
    const h = renderForgot();
    await user.type(emailInput(), 'Camila@Flua.example');
    await user.click(sendButton());
    expect((await h.requestReset.next()).input).toEqual({ email: 'camila@flua.example' });
  });
});

// ───────────────────────────── choosing the new password ─────────────────────────────

function renderReset(token: string | null) {
  const checkLink = deferredActor<void, PasswordResetCheck>();
  const resetPassword = deferredActor<void, NewPasswordRequest>();
  const goToSignIn = vi.fn();
  const navigated: string[] = [];
  render(
    <ResetPasswordLogic.Provider
      value={resetPasswordMachine.provide({ actors: { checkLink: checkLink.logic, resetPassword: resetPassword.logic }, actions: { goToSignIn } })}
    >
      <ResetPasswordPage
        labels={authLabels}
        token={token}
        forgotPasswordHref={AUTH_PATHS.forgotPassword}
        signInHref={SIGN_IN_AFTER_RESET}
        onNavigate={(to) => navigated.push(to)}
      />
    </ResetPasswordLogic.Provider>,
  );
  return { checkLink, resetPassword, goToSignIn, navigated };
}

const passwordInput = () => screen.getByLabelText<HTMLInputElement>(r.password);
const confirmationInput = () => screen.getByLabelText<HTMLInputElement>(r.passwordConfirmation);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Salvar nova senha|Salvando…)$/ });

function expectNoForm() {
  expect(screen.queryByLabelText(r.password)).toBeNull();
  expect(screen.queryByRole('button', { name: r.submit })).toBeNull();
}

const resetAssertions = {
  checkingLink: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(r.checking);
    expectNoForm();
  },
  checkFailed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(r.checkFailed);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: r.retry }).disabled).toBe(false);
    expectNoForm();
  },
  ready: async () => {
    await screen.findByLabelText(r.password);
    expect(screen.getByText(r.intro)).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    // The project's password rules are spelled out beside the field.
    expect(screen.getByText(authLabels.signUp.passwordHint)).toBeTruthy();
  },
  invalid: async (snap: any) => {
    expect((await screen.findByRole('alert')).textContent).toBe(authLabels.checkFields);
    const errors = newPasswordFieldErrors({ token: RESET_TOKEN, password: 'abcdefg1#', passwordConfirmation: 'abcdefg1$' });
    expect(snap.context.fieldErrors).toEqual(errors);
    expect(screen.getByText(labels.validation.passwordUpper)).toBeTruthy();
    expect(screen.getByText(labels.validation.passwordConfirmation)).toBeTruthy();
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordInput());
  },
  saving: async () => {
    await waitFor(() => expect(saveButton().textContent).toBe(r.submitting));
    expect(saveButton().disabled).toBe(true);
    expect(passwordInput().matches(':disabled')).toBe(true);
  },
  failed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(labels.generic.error);
    expect(saveButton().disabled).toBe(false);
  },
  linkUnusable: async (snap: any) => {
    const problem = snap.context.linkProblem;
    const text = problem === 'expired' ? r.linkExpired : problem === 'used' ? r.linkUsed : r.linkInvalid;
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: r.askAgain }).getAttribute('href')).toBe(AUTH_PATHS.forgotPassword);
    expectNoForm();
  },
  done: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(r.changed);
    expect(screen.getByRole('link', { name: r.goToSignIn }).getAttribute('href')).toBe(SIGN_IN_AFTER_RESET);
    expectNoForm();
  },
};

function resetExecutors(h: ReturnType<typeof renderReset>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.checkLink': async () => {
      const call = await h.checkLink.next();
      expect(call.input).toEqual({ token: RESET_TOKEN });
      call.resolve();
    },
    'xstate.error.actor.checkLink': async (step) => (await h.checkLink.next()).reject(step.event.error),
    'xstate.done.actor.resetPassword': async () => {
      const call = await h.resetPassword.next();
      expect(call.input).toEqual({ token: RESET_TOKEN, ...goodPassword });
      call.resolve();
      await waitFor(() => expect(h.goToSignIn).toHaveBeenCalledTimes(1));
    },
    'xstate.error.actor.resetPassword': async (step) => (await h.resetPassword.next()).reject(step.event.error),
    'reset.submit': async (step) => {
      const form = step.event.form as { password: string; passwordConfirmation: string };
      await user.clear(passwordInput());
      await user.type(passwordInput(), form.password);
      await user.clear(confirmationInput());
      await user.type(confirmationInput(), form.passwordConfirmation);
      await user.click(saveButton());
    },
    'reset.retry': async () => user.click(screen.getByRole('button', { name: r.retry })),
  } satisfies Record<
    ResetPasswordEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'checkLink' | 'resetPassword'}`,
    Executor
  >;
}

describe('reset-password chart: generated paths against its page', () => {
  beforeAll(() => {
    resetExercised(resetPasswordPlan.id);
    resetExercised(resetPasswordNoTokenPlan.id);
  });

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(resetPasswordPlan, Object.keys(resetAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set([...reachedStates(resetPasswordPlan), ...reachedStates(resetPasswordNoTokenPlan)]);
    expect(resetPasswordPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(resetPasswordMachine, [resetPasswordPlan, resetPasswordNoTokenPlan])).toEqual([]);
  });

  it.each(resetPasswordPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderReset(RESET_TOKEN);
    await resetPasswordPlan.model.testPath(transition.path, { states: resetAssertions, events: resetExecutors(h) });
    recordExercised(resetPasswordPlan.id, transition.keys);
  });

  it.each(resetPasswordNoTokenPlan.runs.map((t) => [t.name, t] as const))('without a token: %s', async (_key, transition) => {
    const h = renderReset(null);
    await resetPasswordNoTokenPlan.model.testPath(transition.path, { states: resetAssertions, events: resetExecutors(h) });
    expect(h.checkLink.calls).toEqual([]);
    recordExercised(resetPasswordNoTokenPlan.id, transition.keys);
  });

  it('asking again goes through the app’s navigation', async () => {
    const h = renderReset(null);
    await user.click(await screen.findByRole('link', { name: r.askAgain }));
    expect(h.navigated).toEqual([AUTH_PATHS.forgotPassword]);
  });
});
