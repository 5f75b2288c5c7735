/**
 * `/redefinir-senha?token=…`: the page an e-mailed link opens. It checks the
 * link, then asks for the new password under the sign-up rules; an expired,
 * used or broken link says so and offers to ask again (a thin renderer of
 * the reset-password chart).
 */
import { type AuthLabels } from '../../models/labels/auth';
import type { ResetLinkProblem } from '../../models/account/auth';
import {
  useResetPassword,
  useResetPasswordEvents,
  useResetPasswordSelector,
} from '../../machines/password-reset/password-reset.context';
import {
  selectCanRetry,
  selectCanSubmit,
  selectErrorMessage,
  selectFieldErrors,
  selectLinkProblem,
  selectSaving,
  selectView,
} from '../../machines/password-reset/reset-password.machine';
import { Field } from '../form/field';
import { NavLink, type Navigate } from '../layout/nav-link';
import { formText, useFocusFirstError } from './auth-form-page';
import * as styles from './auth.css';
import { PageTitle } from '../layout/page-title';

export interface ResetPasswordPageProps {
  labels: AuthLabels;
  token: string | null;
  forgotPasswordHref: string;
  signInHref: string;
  onNavigate?: Navigate | undefined;
}

function problemText(t: AuthLabels['resetPassword'], problem: ResetLinkProblem | null): string {
  return problem === 'expired' ? t.linkExpired : problem === 'used' ? t.linkUsed : t.linkInvalid;
}

export function ResetPasswordPage({ labels, token, forgotPasswordHref, signInHref, onNavigate }: ResetPasswordPageProps) {
  const actor = useResetPassword(token);
  const events = useResetPasswordEvents(actor);
  const view = useResetPasswordSelector(actor, selectView);
  const problem = useResetPasswordSelector(actor, selectLinkProblem);
  const canRetry = useResetPasswordSelector(actor, selectCanRetry);
  const t = labels.resetPassword;
  return (
    <section className={styles.page} aria-labelledby="reset-password-title">
      <div className={styles.panel}>
        <PageTitle text={t.title} />
        <h1 id="reset-password-title" className={styles.title}>
          {t.title}
        </h1>
        {view === 'checking' ? (
          <p role="status" className={styles.intro}>
            {t.checking}
          </p>
        ) : view === 'checkFailed' ? (
          <>
            <p role="alert" className={styles.alert}>
              {t.checkFailed}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.submit} disabled={!canRetry} onClick={events.retry}>
                {t.retry}
              </button>
            </div>
          </>
        ) : view === 'linkUnusable' ? (
          <>
            <p role="alert" className={styles.alert}>
              {problemText(t, problem)}
            </p>
            <div className={styles.actions}>
              <NavLink href={forgotPasswordHref} onNavigate={onNavigate} className={styles.actionButton}>
                {t.askAgain}
              </NavLink>
            </div>
          </>
        ) : view === 'done' ? (
          <>
            <p role="status" className={styles.notice}>
              {t.changed}
            </p>
            <NavLink href={signInHref} onNavigate={onNavigate} className={styles.link}>
              {t.goToSignIn}
            </NavLink>
          </>
        ) : (
          <NewPasswordForm labels={labels} actor={actor} onSubmit={events.submit} />
        )}
      </div>
    </section>
  );
}

function NewPasswordForm({
  labels,
  actor,
  onSubmit,
}: {
  labels: AuthLabels;
  actor: ReturnType<typeof useResetPassword>;
  onSubmit: ReturnType<typeof useResetPasswordEvents>['submit'];
}) {
  const busy = useResetPasswordSelector(actor, selectSaving);
  const canSubmit = useResetPasswordSelector(actor, selectCanSubmit);
  const fieldErrors = useResetPasswordSelector(actor, selectFieldErrors);
  const errorMessage = useResetPasswordSelector(actor, selectErrorMessage);
  // A new errors object comes with every refused submit, so focus moves to the first wrong field each time.
  const formRef = useFocusFirstError(fieldErrors);
  const t = labels.resetPassword;
  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-labelledby="reset-password-title"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          onSubmit({ password: formText(data, 'password'), passwordConfirmation: formText(data, 'passwordConfirmation') });
        }}
      >
        {errorMessage ? (
          <p role="alert" className={styles.alert}>
            {errorMessage}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} disabled={busy}>
          <Field name="password" label={t.password} type="password" autoComplete="new-password" hint={labels.signUp.passwordHint} error={fieldErrors.password} revealLabel={labels.signUp.showPassword} />
          <Field name="passwordConfirmation" label={t.passwordConfirmation} type="password" autoComplete="new-password" error={fieldErrors.passwordConfirmation} revealLabel={labels.signUp.showPassword} />
        </fieldset>
        <button type="submit" className={styles.submit} disabled={!canSubmit}>
          {busy ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );
}
