/** The account routes' pages: sign-in, sign-up and the proposals list (its chart with the real actors), with the app's navigation. */
import { withOverrides } from '../models/labels/spec';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AUTH_PATHS, SIGN_IN_AFTER_RESET, safeRedirect } from '../models/account/auth';
import { PRIVACY_PATH, TERMS_PATH } from '../models/app/pages';
import { authLabels, myProposalsScreenLabels } from '../models/labels/auth';
import { SessionContext, useSessionSelector } from '../machines/session/session.context';
import { selectStatus } from '../machines/session/session.machine';
import { createLeadStatusImplementations } from '../machines/lead-status/lead-status.actors';
import { LeadStatusLogic } from '../machines/lead-status/lead-status.context';
import { leadStatusMachine } from '../machines/lead-status/lead-status.machine';
import { createProposalsImplementations } from '../machines/proposals/proposals.actors';
import { ProposalsLogic } from '../machines/proposals/proposals.context';
import { proposalsMachine } from '../machines/proposals/proposals.machine';
import { createForgotPasswordImplementations, createResetPasswordImplementations } from '../machines/password-reset/password-reset.actors';
import { ForgotPasswordLogic, ResetPasswordLogic } from '../machines/password-reset/password-reset.context';
import { forgotPasswordMachine } from '../machines/password-reset/forgot-password.machine';
import { resetPasswordMachine } from '../machines/password-reset/reset-password.machine';
import { createResendVerificationImplementations, createVerifyEmailImplementations } from '../machines/email-verification/email-verification.actors';
import { ResendVerificationLogic, VerifyEmailLogic } from '../machines/email-verification/email-verification.context';
import { resendVerificationMachine } from '../machines/email-verification/resend-verification.machine';
import { verifyEmailMachine } from '../machines/email-verification/verify-email.machine';
import { ForgotPasswordPage } from '../ui/auth/forgot-password-page';
import { VerifyEmailPage } from '../ui/auth/verify-email-page';
import { MyProposalsPage } from '../ui/auth/my-proposals-page';
import { ResetPasswordPage } from '../ui/auth/reset-password-page';
import { SignInPage } from '../ui/auth/sign-in-page';
import { SignUpPage } from '../ui/auth/sign-up-page';
import { WelcomePage } from '../ui/auth/welcome-page';
import { authHref } from './session-provider';
import { useAppNavigate } from './navigation';
import { useSite } from './site-context';
import type { Api } from '../services/api';
import type { SessionRef } from '../machines/session/session.machine';


export function SignInRoute() {
  const { redirect, senha } = useSearch({ from: '/entrar' });
  const navigate = useAppNavigate();
  return (
    <SignInPage
      labels={authLabels}
      signUpHref={authHref(AUTH_PATHS.signUp, redirect)}
      onNavigate={navigate}
      notice={
        senha === 'alterada' ? authLabels.resetPassword.changed : redirect === AUTH_PATHS.proposals ? authLabels.signIn.proposalsNotice : undefined
      }
    />
  );
}

// ── the account pages' charts with their real actors ──

export function composeForgotPassword({ api }: { api: Api }) {
  return forgotPasswordMachine.provide(createForgotPasswordImplementations({ api }));
}

/** `goToSignIn`: sign-in, saying the new password is saved. */
export function composeResetPassword({ api, goToSignIn }: { api: Api; goToSignIn: () => void }) {
  return resetPasswordMachine.provide({ ...createResetPasswordImplementations({ api }), actions: { goToSignIn } });
}

export function composeVerifyEmail({ api }: { api: Api }) {
  return verifyEmailMachine.provide(createVerifyEmailImplementations({ api }));
}

export function composeResendVerification({ api }: { api: Api }) {
  return resendVerificationMachine.provide(createResendVerificationImplementations({ api }));
}

/** The customer's proposals (hearing the session) and each proposal's status. */
export function composeProposals({ api, session }: { api: Api; session: SessionRef }) {
  return proposalsMachine.provide(createProposalsImplementations({ api, session }));
}

export function composeLeadStatus({ api }: { api: Api }) {
  return leadStatusMachine.provide(createLeadStatusImplementations({ api }));
}

export function ForgotPasswordRoute() {
  const navigate = useAppNavigate();
  const site = useSite();
  const logic = useMemo(() => composeForgotPassword({ api: site.api }), [site.api]);
  return (
    <ForgotPasswordLogic.Provider value={logic}>
      <ForgotPasswordPage labels={authLabels} signInHref={AUTH_PATHS.signIn} onNavigate={navigate} />
    </ForgotPasswordLogic.Provider>
  );
}

/** The e-mailed link's page; once the new password is saved, sign-in opens with the success message. */
export function ResetPasswordRoute() {
  const { token } = useSearch({ from: '/redefinir-senha' });
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const site = useSite();
  const logic = useMemo(
    () =>
      composeResetPassword({ api: site.api, goToSignIn: () => void navigate({ href: SIGN_IN_AFTER_RESET, replace: true }) }),
    [site.api, navigate],
  );
  return (
    <ResetPasswordLogic.Provider value={logic}>
      <ResetPasswordPage
        labels={authLabels}
        token={token ?? null}
        forgotPasswordHref={AUTH_PATHS.forgotPassword}
        signInHref={SIGN_IN_AFTER_RESET}
        onNavigate={appNavigate}
      />
    </ResetPasswordLogic.Provider>
  );
}

/** The e-mailed verification link's page. */
export function VerifyEmailRoute() {
  const { token } = useSearch({ from: '/confirmar-email' });
  const appNavigate = useAppNavigate();
  const site = useSite();
  const logic = useMemo(() => composeVerifyEmail({ api: site.api }), [site.api]);
  return (
    <VerifyEmailLogic.Provider value={logic}>
      <VerifyEmailPage
        labels={authLabels}
        token={token ?? null}
        proposalsHref={AUTH_PATHS.proposals}
        signInHref={authHref(AUTH_PATHS.signIn, AUTH_PATHS.proposals)}
        onNavigate={appNavigate}
      />
    </VerifyEmailLogic.Provider>
  );
}

export function SignUpRoute() {
  const { redirect } = useSearch({ from: '/cadastro' });
  const navigate = useAppNavigate();
  return (
    <SignUpPage
      labels={authLabels}
      signInHref={authHref(AUTH_PATHS.signIn, redirect)}
      termsHref={TERMS_PATH}
      privacyHref={PRIVACY_PATH}
      onNavigate={navigate}
    />
  );
}

/** Where the sign-up lands: the welcome, the e-mail to confirm (a new one after a cooldown), then on to `redirect`. */
export function WelcomeRoute() {
  const { redirect } = useSearch({ from: '/bem-vindo' });
  const navigate = useAppNavigate();
  const site = useSite();
  const resendVerification = useMemo(() => composeResendVerification({ api: site.api }), [site.api]);
  return (
    <ResendVerificationLogic.Provider value={resendVerification}>
      <WelcomePage
        labels={authLabels}
        continueHref={safeRedirect(redirect)}
        proposalsHref={AUTH_PATHS.proposals}
        signInHref={authHref(AUTH_PATHS.signIn, AUTH_PATHS.welcome)}
        onNavigate={navigate}
      />
    </ResendVerificationLogic.Provider>
  );
}

/** Spec 001 §6: a visitor opening the proposals is sent to sign in, and comes back here afterwards (the route's `beforeLoad`: src/router.tsx). */
export function MyProposalsRoute() {
  const status = useSessionSelector(selectStatus);
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const site = useSite();
  const session = SessionContext.useActorRef();
  const signInHref = authHref(AUTH_PATHS.signIn, AUTH_PATHS.proposals);
  // The chart hears the session itself and loads once the person is signed in.
  const proposals = useMemo(() => composeProposals({ api: site.api, session }), [site.api, session]);
  const leadStatus = useMemo(() => composeLeadStatus({ api: site.api }), [site.api]);
  const resendVerification = useMemo(() => composeResendVerification({ api: site.api }), [site.api]);
  const labels = useMemo(() => myProposalsScreenLabels(withOverrides(site.labelOverrides)), [site.labelOverrides]);
  // 'Voltar' (spec 000 §2): back in the history; a visitor is sent to sign in instead.
  const onBack = () => {
    if (status !== 'signedIn') void navigate({ href: signInHref });
    else if (window.history.length > 1) window.history.back();
    else appNavigate('/');
  };
  return (
    <ProposalsLogic.Provider value={proposals}>
      <LeadStatusLogic.Provider value={leadStatus}>
        <ResendVerificationLogic.Provider value={resendVerification}>
          <MyProposalsPage labels={labels} signInHref={signInHref} onNavigate={appNavigate} onBack={onBack} />
        </ResendVerificationLogic.Provider>
      </LeadStatusLogic.Provider>
    </ProposalsLogic.Provider>
  );
}
