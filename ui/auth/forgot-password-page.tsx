/**
 * `/esqueci-minha-senha`: the e-mail to send a reset link to, then the same
 * confirmation for every address (a thin renderer of the forgot-password chart).
 */
import { type AuthLabels } from '../../models/labels/auth';
import {
  useForgotPassword,
  useForgotPasswordEvents,
  useForgotPasswordSelector,
} from '../../machines/password-reset/password-reset.context';
import {
  selectCanAskAgain,
  selectCanRequest,
  selectEmail,
  selectErrorMessage,
  selectFieldErrors,
  selectRequesting,
  selectSent,
} from '../../machines/password-reset/forgot-password.machine';
import { Field } from '../form/field';
import { NavLink, type Navigate } from '../layout/nav-link';
import { formText, useFocusFirstError } from './auth-form-page';
import * as styles from './auth.css';
import { PageTitle } from '../layout/page-title';

export interface ForgotPasswordPageProps {
  labels: AuthLabels;
  signInHref: string;
  onNavigate?: Navigate | undefined;
}

export function ForgotPasswordPage({ labels, signInHref, onNavigate }: ForgotPasswordPageProps) {
  const actor = useForgotPassword();
  const events = useForgotPasswordEvents(actor);
  const sent = useForgotPasswordSelector(actor, selectSent);
  const email = useForgotPasswordSelector(actor, selectEmail);
  const busy = useForgotPasswordSelector(actor, selectRequesting);
  const canRequest = useForgotPasswordSelector(actor, selectCanRequest);
  const canAskAgain = useForgotPasswordSelector(actor, selectCanAskAgain);
  const fieldErrors = useForgotPasswordSelector(actor, selectFieldErrors);
  const errorMessage = useForgotPasswordSelector(actor, selectErrorMessage);
  // A new errors object comes with every refused submit, so focus moves to the first wrong field each time.
  const formRef = useFocusFirstError(fieldErrors);
  const t = labels.forgotPassword;
  const backLink = (
    <NavLink href={signInHref} onNavigate={onNavigate} className={styles.link}>
      {t.backToSignIn}
    </NavLink>
  );
  return (
    <section className={styles.page} aria-labelledby="forgot-password-title">
      <div className={styles.panel}>
        <PageTitle text={sent ? t.sentTitle : t.title} />
        <h1 id="forgot-password-title" className={styles.title}>
          {sent ? t.sentTitle : t.title}
        </h1>
        {sent ? (
          <>
            <p role="status" className={styles.notice}>
              {t.sent(email)}
            </p>
            <p className={styles.intro}>{t.sentHint}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.submit} disabled={!canAskAgain} onClick={events.again}>
                {t.askAgain}
              </button>
              {backLink}
            </div>
          </>
        ) : (
          <>
            <p className={styles.intro}>{t.intro}</p>
            <form
              ref={formRef}
              className={styles.form}
              noValidate
              aria-labelledby="forgot-password-title"
              aria-busy={busy}
              onSubmit={(event) => {
                event.preventDefault();
                events.request({ email: formText(new FormData(event.currentTarget), 'email').trim() });
              }}
            >
              {errorMessage ? (
                <p role="alert" className={styles.alert}>
                  {errorMessage}
                </p>
              ) : null}
              <fieldset className={styles.fieldset} disabled={busy}>
                <Field name="email" label={t.email} type="email" autoComplete="email" inputMode="email" noSpaces error={fieldErrors.email} />
              </fieldset>
              <button type="submit" className={styles.submit} disabled={!canRequest}>
                {busy ? t.submitting : t.submit}
              </button>
            </form>
            <p className={styles.switchText}>{backLink}</p>
          </>
        )}
      </div>
    </section>
  );
}
