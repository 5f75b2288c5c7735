/** The sign-in page (`/entrar`): a thin renderer of the session chart. */
import { type AuthLabels } from '../../models/labels';
import { useSessionEvents } from '../../machines/session/session.context';
import { Field } from '../form/field';
import type { Navigate } from '../layout/nav-link';
import { AuthFormPage, formText } from './auth-form-page';

export interface SignInPageProps {
  labels: AuthLabels;
  signUpHref: string;
  homeHref?: string;
  onNavigate?: Navigate;
}

export function SignInPage({ labels, signUpHref, homeHref = '/', onNavigate }: SignInPageProps) {
  const events = useSessionEvents();
  const t = labels.signIn;
  return (
    <AuthFormPage
      flow="signIn"
      {...{ labels, homeHref, onNavigate }}
      switchHref={signUpHref}
      onSubmit={(data) => events.signIn({ email: formText(data, 'email').trim(), password: formText(data, 'password') })}
    >
      {(fieldErrors) => (
        <>
          <Field name="email" label={t.email} type="email" autoComplete="email" inputMode="email" noSpaces error={fieldErrors.email} />
          <Field name="password" label={t.password} type="password" autoComplete="current-password" error={fieldErrors.password} />
        </>
      )}
    </AuthFormPage>
  );
}
