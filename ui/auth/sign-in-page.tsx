/** The sign-in page (`/entrar`): a thin renderer of the session chart. */
import { useEffect, useRef } from 'react';
import { firstName, type FieldErrors } from '../../models/auth';
import type { AuthLabels } from '../../models/auth-labels';
import { useSessionEvents, useSessionSelector } from '../../machines/session/session.context';
import {
  sameFieldErrors,
  selectCanSignIn,
  selectErrorMessage,
  selectFieldErrors,
  selectSignInFailed,
  selectSigningIn,
  selectStatus,
  selectUser,
} from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';
import { FormField, formText } from './form-field';

export interface SignInPageProps {
  labels: AuthLabels;
  signUpHref: string;
  homeHref?: string;
  onNavigate?: Navigate;
}

const NO_ERRORS: FieldErrors = {};

export function SignInPage({ labels, signUpHref, homeHref = '/', onNavigate }: SignInPageProps) {
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const canSignIn = useSessionSelector(selectCanSignIn);
  const signingIn = useSessionSelector(selectSigningIn);
  const failed = useSessionSelector(selectSignInFailed);
  const fieldErrors = useSessionSelector((s) => (selectSignInFailed(s) ? selectFieldErrors(s) : NO_ERRORS), sameFieldErrors);
  const errorMessage = useSessionSelector(selectErrorMessage);
  const events = useSessionEvents();
  const formRef = useFocusFirstError(fieldErrors);
  const t = labels.signIn;

  return (
    <section className={styles.page} aria-labelledby="sign-in-title">
      <div className={styles.panel}>
        <h1 id="sign-in-title" className={styles.title}>
          {t.title}
        </h1>
        {status === 'signedIn' && user ? (
          <>
            <p className={styles.intro}>{t.alreadySignedIn(firstName(user.name))}</p>
            <NavLink href={homeHref} onNavigate={onNavigate} className={styles.link}>
              {t.goToOffers}
            </NavLink>
          </>
        ) : (
          <>
            <p className={styles.intro}>{t.intro}</p>
            <form
              ref={formRef}
              className={styles.form}
              noValidate
              aria-labelledby="sign-in-title"
              aria-busy={signingIn}
              onSubmit={(event) => {
                event.preventDefault();
                const data = new FormData(event.currentTarget);
                events.signIn({ email: formText(data, 'email').trim(), password: formText(data, 'password') });
              }}
            >
              {failed && errorMessage ? (
                <p role="alert" className={styles.alert}>
                  {errorMessage}
                </p>
              ) : null}
              <fieldset className={styles.fieldset} disabled={signingIn}>
                <FormField
                  name="email"
                  label={t.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  noSpaces
                  error={fieldErrors.email}
                />
                <FormField name="password" label={t.password} type="password" autoComplete="current-password" error={fieldErrors.password} />
              </fieldset>
              <button type="submit" className={styles.submit} disabled={!canSignIn}>
                {signingIn ? t.submitting : t.submit}
              </button>
            </form>
            <p className={styles.switchText}>
              {t.noAccount}{' '}
              <NavLink href={signUpHref} onNavigate={onNavigate} className={styles.link}>
                {t.createAccount}
              </NavLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** After a refused submit, keyboard focus goes to the first field with an error. */
export function useFocusFirstError(fieldErrors: Record<string, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    first?.focus();
  }, [fieldErrors]);
  return formRef;
}
