/** The sign-up page (`/cadastro`): a customer account, as a thin renderer of the session chart. */
import { firstName, type FieldErrors } from '../../models/auth';
import type { AuthLabels } from '../../models/auth-labels';
import { maskCpf, maskPhone, PHONE_MASK_MAX_LENGTH } from '../../models/masks';
import { useSessionEvents, useSessionSelector } from '../../machines/session/session.context';
import {
  sameFieldErrors,
  selectCanSignUp,
  selectErrorMessage,
  selectFieldErrors,
  selectSignUpFailed,
  selectSigningUp,
  selectStatus,
  selectUser,
} from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';
import { FormField, formText } from './form-field';
import { useFocusFirstError } from './sign-in-page';

export interface SignUpPageProps {
  labels: AuthLabels;
  signInHref: string;
  homeHref?: string;
  onNavigate?: Navigate;
}

const NO_ERRORS: FieldErrors = {};

export function SignUpPage({ labels, signInHref, homeHref = '/', onNavigate }: SignUpPageProps) {
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const canSignUp = useSessionSelector(selectCanSignUp);
  const signingUp = useSessionSelector(selectSigningUp);
  const failed = useSessionSelector(selectSignUpFailed);
  const fieldErrors = useSessionSelector((s) => (selectSignUpFailed(s) ? selectFieldErrors(s) : NO_ERRORS), sameFieldErrors);
  const errorMessage = useSessionSelector(selectErrorMessage);
  const events = useSessionEvents();
  const formRef = useFocusFirstError(fieldErrors);
  const t = labels.signUp;

  return (
    <section className={styles.page} aria-labelledby="sign-up-title">
      <div className={styles.panel}>
        <h1 id="sign-up-title" className={styles.title}>
          {t.title}
        </h1>
        {status === 'signedIn' && user ? (
          <>
            <p className={styles.intro}>{labels.signIn.alreadySignedIn(firstName(user.name))}</p>
            <NavLink href={homeHref} onNavigate={onNavigate} className={styles.link}>
              {labels.signIn.goToOffers}
            </NavLink>
          </>
        ) : (
          <>
            <p className={styles.intro}>{t.intro}</p>
            <form
              ref={formRef}
              className={styles.form}
              noValidate
              aria-labelledby="sign-up-title"
              aria-busy={signingUp}
              onSubmit={(event) => {
                event.preventDefault();
                const data = new FormData(event.currentTarget);
                events.signUp({
                  fullName: formText(data, 'fullName').trim(),
                  cpf: formText(data, 'cpf').trim(),
                  phone: formText(data, 'phone').trim(),
                  email: formText(data, 'email').trim(),
                  password: formText(data, 'password'),
                  passwordConfirmation: formText(data, 'passwordConfirmation'),
                });
              }}
            >
              {failed && errorMessage ? (
                <p role="alert" className={styles.alert}>
                  {errorMessage}
                </p>
              ) : null}
              <fieldset className={styles.fieldset} disabled={signingUp}>
                <FormField name="fullName" label={t.fullName} autoComplete="name" error={fieldErrors.fullName} />
                <FormField
                  name="cpf"
                  label={t.cpf}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={14}
                  format={maskCpf}
                  hint={t.cpfHint}
                  error={fieldErrors.cpf}
                />
                <FormField
                  name="phone"
                  label={t.phone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={PHONE_MASK_MAX_LENGTH}
                  format={maskPhone}
                  hint={t.phoneHint}
                  error={fieldErrors.phone}
                />
                <FormField
                  name="email"
                  label={t.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  noSpaces
                  error={fieldErrors.email}
                />
                <FormField
                  name="password"
                  label={t.password}
                  type="password"
                  autoComplete="new-password"
                  hint={t.passwordHint}
                  error={fieldErrors.password}
                />
                <FormField
                  name="passwordConfirmation"
                  label={t.passwordConfirmation}
                  type="password"
                  autoComplete="new-password"
                  error={fieldErrors.passwordConfirmation}
                />
              </fieldset>
              <button type="submit" className={styles.submit} disabled={!canSignUp}>
                {signingUp ? t.submitting : t.submit}
              </button>
            </form>
            <p className={styles.switchText}>
              {t.haveAccount}{' '}
              <NavLink href={signInHref} onNavigate={onNavigate} className={styles.link}>
                {t.signIn}
              </NavLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
