/**
 * Generated paths of the session chart, run against its real views (the
 * header's user menu, the sign-in page and the sign-up page, all on one
 * actor) with fake actors the test resolves or rejects.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { firstName, signInFieldErrors, signUpFieldErrors, type SessionUser, type SignInRequest, type SignUpOutcome, type SignUpRequest } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { accountLabels } from '../../models/labels/account';
import { SessionContext } from '../../machines/session/session.context';
import { sessionMachine, type SessionEvent } from '../../machines/session/session.machine';
import { SignInPage } from '../../ui/auth/sign-in-page';
import { SignUpPage } from '../../ui/auth/sign-up-page';
import { UserMenu } from '../../ui/auth/user-menu';
import { checkAssertions, recordExercised, reachedStates, resetExercised } from '../support/chart-paths';
import { camila, sessionPlan, validSignIn, validSignUp } from './session.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

// jsdom lacks ResizeObserver (Radix's popper measures the menu with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

interface Pending<T, I = unknown> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
  input: I;
}

function renderSession() {
  const calls = {
    checkSession: [] as Pending<SessionUser | null>[],
    signIn: [] as Pending<SessionUser, SignInRequest>[],
    signUp: [] as Pending<SignUpOutcome, SignUpRequest>[],
    signOut: [] as Pending<void>[],
  };
  const deferred =
    <T, I>(list: Pending<T, I>[]) =>
    ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ resolve, reject, input }));
  const leaveAuthPage = vi.fn();
  const navigated: string[] = [];
  const logic = sessionMachine.provide({
    actors: {
      checkSession: fromPromise<SessionUser | null, void>(deferred(calls.checkSession)),
      signIn: fromPromise<SessionUser, SignInRequest>(deferred(calls.signIn)),
      signUp: fromPromise<SignUpOutcome, SignUpRequest>(deferred(calls.signUp)),
      signOut: fromPromise<void, void>(deferred(calls.signOut)),
    },
    actions: { leaveAuthPage, welcomeNewAccount: () => undefined },
  });
  const onNavigate = (to: string) => navigated.push(to);
  render(
    <SessionContext.Provider logic={logic}>
      <header>
        <UserMenu labels={accountLabels} signInHref="/entrar" proposalsHref="/minhas-propostas" onNavigate={onNavigate} />
      </header>
      <main>
        <SignInPage labels={authLabels} signUpHref="/cadastro" onNavigate={onNavigate} />
        <SignUpPage labels={authLabels} signInHref="/entrar" termsHref="/termos-de-uso" privacyHref="/privacidade" onNavigate={onNavigate} />
      </main>
    </SessionContext.Provider>,
  );
  async function next<K extends keyof typeof calls>(kind: K): Promise<(typeof calls)[K][number]> {
    await waitFor(() => expect(calls[kind].length).toBeGreaterThan(0));
    return calls[kind].shift()!;
  }
  return { calls, next, leaveAuthPage, navigated };
}

const user = userEvent.setup();

const signInForm = () => within(screen.getByRole('form', { name: authLabels.signIn.title }));
const signUpForm = () => within(screen.getByRole('form', { name: authLabels.signUp.title }));
const account = () => within(screen.getByRole('navigation', { name: authLabels.menu.navLabel }));
const signInButton = () => signInForm().getByRole('button', { name: /^(Entrar|Entrando…)$/ });
const signUpButton = () => signUpForm().getByRole('button', { name: /^(Criar conta|Criando conta…)$/ });

async function fill(form: ReturnType<typeof within>, label: string, value: string) {
  const input = form.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Every field error of the form's last submit is shown next to its field. */
function expectFieldErrors(form: ReturnType<typeof within>, labelsByField: Record<string, string>, errors: Record<string, string>) {
  for (const [field, label] of Object.entries(labelsByField)) {
    const input = form.getByLabelText(label);
    if (errors[field]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      const messages = describedBy.split(' ').map((id: string) => document.getElementById(id)?.textContent);
      expect(messages).toContain(errors[field]);
    } else {
      expect(input.getAttribute('aria-invalid')).toBeNull();
    }
  }
}

const signInFields = { email: authLabels.signIn.email, password: authLabels.signIn.password };
const signUpFields = {
  fullName: authLabels.signUp.fullName,
  cpf: authLabels.signUp.cpf,
  phone: authLabels.signUp.phone,
  email: authLabels.signUp.email,
  password: authLabels.signUp.password,
  passwordConfirmation: authLabels.signUp.passwordConfirmation,
};

function expectSignedOutMenu() {
  expect(account().getByRole('link', { name: authLabels.menu.signIn }).getAttribute('href')).toBe('/entrar');
  expect(account().queryByRole('button')).toBeNull();
}

const stateAssertions = {
  checkingSession: async () => {
    expect(await account().findByRole('status')).toBeTruthy();
    expect(account().getByRole('status').textContent).toBe(authLabels.menu.checking);
    expect(account().queryByRole('link', { name: authLabels.menu.signIn })).toBeNull();
    expect((signInButton() as HTMLButtonElement).disabled).toBe(true);
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(true);
  },
  'signedOut.idle': async () => {
    await waitFor(() => expectSignedOutMenu());
    expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'signedOut.signInInvalid': async (snap: any) => {
    const alert = await signInForm().findByRole('alert');
    expect(alert.textContent).toBe(authLabels.checkFields);
    expect(snap.context.fieldErrors).not.toEqual({});
    expectFieldErrors(signInForm(), signInFields, snap.context.fieldErrors);
    expect(signUpForm().queryByRole('alert')).toBeNull();
    expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
    expectSignedOutMenu();
  },
  'signedOut.signingIn': async () => {
    await waitFor(() => expect(signInButton().textContent).toBe(authLabels.signIn.submitting));
    expect((signInButton() as HTMLButtonElement).disabled).toBe(true);
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(true);
    expect(signInForm().getByLabelText(authLabels.signIn.email).matches(':disabled')).toBe(true);
  },
  'signedOut.signInFailed': async (snap: any) => {
    const alert = await signInForm().findByRole('alert');
    expect(alert.textContent).toBe(snap.context.errorMessage);
    expect(alert.textContent).toBe('E-mail ou senha incorretos.');
    expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
    expectSignedOutMenu();
  },
  'signedOut.signUpInvalid': async (snap: any) => {
    const alert = await signUpForm().findByRole('alert');
    expect(alert.textContent).toBe(authLabels.checkFields);
    expect(snap.context.fieldErrors).not.toEqual({});
    expectFieldErrors(signUpForm(), signUpFields, snap.context.fieldErrors);
    expect(signInForm().queryByRole('alert')).toBeNull();
    expectSignedOutMenu();
  },
  'signedOut.signingUp': async () => {
    await waitFor(() => expect(signUpButton().textContent).toBe(authLabels.signUp.submitting));
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(true);
    expect((signInButton() as HTMLButtonElement).disabled).toBe(true);
  },
  'signedOut.signUpPending': async (snap: any) => {
    // Nothing was created and nobody is signed in: the page says where the link went, and the form stays.
    const notice = await screen.findByTestId('auth-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(authLabels.signUp.pending(snap.context.pendingEmail));
    expect(snap.context.pendingEmail).toBe(validSignUp.email);
    expect(snap.context.user).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(false);
    expectSignedOutMenu();
  },
  'signedOut.signUpFailed': async (snap: any) => {
    const alert = await signUpForm().findByRole('alert');
    expect(alert.textContent).toBe(snap.context.errorMessage);
    expect(alert.textContent).toBe(authLabels.errors.accountExists);
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(false);
    expectSignedOutMenu();
  },
  'signedIn.idle': async (snap: any) => {
    const name = firstName(snap.context.user.name);
    const trigger = await account().findByRole('button', { name: authLabels.menu.menuFor(name) });
    expect(trigger.textContent).toContain(name);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(account().queryByRole('link', { name: authLabels.menu.signIn })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(authLabels.signIn.alreadySignedIn(name))).toHaveLength(2);
    expect(screen.queryByRole('form')).toBeNull();
  },
  'signedIn.signingOut': async (snap: any) => {
    const name = firstName(snap.context.user.name);
    const trigger = await account().findByRole('button', { name: authLabels.menu.menuFor(name) });
    await waitFor(() => expect(trigger.getAttribute('aria-busy')).toBe('true'));
  },
  'signedIn.signOutFailed': async (snap: any) => {
    const alert = await account().findByRole('alert');
    expect(alert.textContent).toBe(authLabels.menu.signOutFailed);
    const name = firstName(snap.context.user.name);
    expect(account().getByRole('button', { name: authLabels.menu.menuFor(name) }).getAttribute('aria-busy')).toBe('false');
  },
};

describe('session chart: generated paths against the user menu and the sign-in and sign-up pages', () => {
  beforeAll(() => resetExercised(sessionPlan.id));

  it('has an assertion for every state and none for unknown states', () => {
    expect(checkAssertions(sessionPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(sessionPlan)].sort()).toEqual([...sessionPlan.states].sort());
  });

  it.each(sessionPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const harness = renderSession();
    const events = {
      'xstate.init': () => undefined,
      'xstate.done.actor.checkSession': async (step) => (await harness.next('checkSession')).resolve(step.event.output),
      'xstate.error.actor.checkSession': async (step) => (await harness.next('checkSession')).reject(step.event.error),
      'xstate.done.actor.signIn': async (step) => {
        const call = await harness.next('signIn');
        expect(call.input).toEqual(validSignIn);
        call.resolve(step.event.output);
      },
      'xstate.error.actor.signIn': async (step) => (await harness.next('signIn')).reject(step.event.error),
      'xstate.done.actor.signUp': async (step) => {
        const call = await harness.next('signUp');
        // What was typed, as the masked inputs show it.
        expect(call.input).toEqual({ ...validSignUp, cpf: '529.982.247-25', phone: '(11) 91234-5678' });
        call.resolve(step.event.output);
      },
      'xstate.error.actor.signUp': async (step) => (await harness.next('signUp')).reject(step.event.error),
      'xstate.done.actor.signOut': async () => (await harness.next('signOut')).resolve(),
      'xstate.error.actor.signOut': async (step) => (await harness.next('signOut')).reject(step.event.error),
      'session.signIn': async (step) => {
        const form = step.event.form as SignInRequest;
        await fill(signInForm(), authLabels.signIn.email, form.email);
        await fill(signInForm(), authLabels.signIn.password, form.password);
        await user.click(signInButton());
      },
      'session.signUp': async (step) => {
        const form = step.event.form as SignUpRequest;
        for (const [field, label] of Object.entries(signUpFields)) await fill(signUpForm(), label, form[field as keyof SignUpRequest]);
        await user.click(signUpButton());
      },
      'session.signOut': async () => {
        await user.click(account().getByRole('button'));
        await user.click(await screen.findByRole('menuitem', { name: authLabels.menu.signOut }));
      },
    } satisfies Record<
      | SessionEvent['type']
      | 'xstate.init'
      | `xstate.${'done' | 'error'}.actor.${'checkSession' | 'signIn' | 'signUp' | 'signOut'}`,
      Executor
    >;
    await sessionPlan.model.testPath(transition.path, { states: stateAssertions, events });
    recordExercised(sessionPlan.id, transition.keys);
  });
});

describe('session views', () => {
  it('after signing in from the form, the app is asked to leave the sign-in page', async () => {
    const harness = renderSession();
    (await harness.next('checkSession')).resolve(null);
    await fill(signInForm(), authLabels.signIn.email, validSignIn.email);
    await fill(signInForm(), authLabels.signIn.password, validSignIn.password);
    await user.click(signInButton());
    (await harness.next('signIn')).resolve(camila);
    await waitFor(() => expect(harness.leaveAuthPage).toHaveBeenCalledTimes(1));
  });

  it('a session found on load does not leave the page', async () => {
    const harness = renderSession();
    (await harness.next('checkSession')).resolve(camila);
    await account().findByRole('button', { name: authLabels.menu.menuFor('Camila') });
    expect(harness.leaveAuthPage).not.toHaveBeenCalled();
  });

  it('the menu is keyboard-usable: Enter opens it, arrows move, Minhas Propostas navigates', async () => {
    const harness = renderSession();
    (await harness.next('checkSession')).resolve(camila);
    const trigger = await account().findByRole('button', { name: authLabels.menu.menuFor('Camila') });
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([authLabels.menu.proposals, authLabels.menu.signOut]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(harness.navigated).toEqual(['/minhas-propostas']);
  });

  it('shows the server’s field messages, and moves focus to the first wrong field', async () => {
    const harness = renderSession();
    (await harness.next('checkSession')).resolve(null);
    await fill(signUpForm(), authLabels.signUp.fullName, 'Bia');
    await user.click(signUpButton());
    const errors = signUpFieldErrors({ fullName: 'Bia', cpf: '', phone: '', email: '', password: '', passwordConfirmation: '' });
    expect(await signUpForm().findByText(errors.fullName!)).toBeTruthy();
    expect(document.activeElement).toBe(signUpForm().getByLabelText(authLabels.signUp.fullName));
    expect(signInFieldErrors({ email: 'x', password: 'y' })).toEqual({
      email: 'Digite um e-mail válido',
      password: 'A senha deve conter no mínimo 8 caracteres',
    });
  });

  it('masks the CPF and the phone as they are typed', async () => {
    const harness = renderSession();
    (await harness.next('checkSession')).resolve(null);
    await fill(signUpForm(), authLabels.signUp.cpf, '11144477735');
    await fill(signUpForm(), authLabels.signUp.phone, '21998765432');
    expect(signUpForm().getByLabelText<HTMLInputElement>(authLabels.signUp.cpf).value).toBe('111.444.777-35');
    expect(signUpForm().getByLabelText<HTMLInputElement>(authLabels.signUp.phone).value).toBe('(21) 99876-5432');
  });
});
