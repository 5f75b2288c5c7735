/** The sign-in page (`/entrar`): a thin renderer of the session chart. */
import { AUTH_PATHS } from '../../models/account/auth';
import { type AuthLabels } from '../../models/labels/auth';
import { useSessionEvents } from '../../machines/session/session.context';
import { Field } from '../form/field';
import { NavLink, type Navigate } from '../layout/nav-link';
import { AuthFormPage, formText } from './auth-form-page';
import * as styles from './auth.css';

export interface SignInPageProps {
  labels: AuthLabels;
  signUpHref: string;
  homeHref?: string;
  onNavigate?: Navigate;
  /** 'Esqueci minha senha'. */
  forgotPasswordHref?: string;
  /** Shown above the form: after a new password was saved, the success message. */
  notice?: string | undefined;
}

export function SignInPage({ labels, signUpHref, homeHref = '/', onNavigate, forgotPasswordHref = AUTH_PATHS.forgotPassword, notice }: SignInPageProps) {
  const events = useSessionEvents();
  const t = labels.signIn;
  return (
    <AuthFormPage
      flow="signIn"
      {...{ labels, homeHref, onNavigate, notice }}
      switchHref={signUpHref}
      onSubmit={(data) => events.signIn({ email: formText(data, 'email').trim(), password: formText(data, 'password') })}
    >
      {(fieldErrors) => (
        <>
          <Field name="email" label={t.email} type="email" autoComplete="email" inputMode="email" noSpaces error={fieldErrors.email} />
          <Field name="password" label={t.password} type="password" autoComplete="current-password" error={fieldErrors.password} revealLabel={labels.signUp.showPassword} />
          <NavLink href={forgotPasswordHref} onNavigate={onNavigate} className={styles.forgotLink}>
            {labels.forgotPassword.link}
          </NavLink>
        </>
      )}
    </AuthFormPage>
  );
}
