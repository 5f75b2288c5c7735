/**
 * The frame shared by the sign-in and sign-up pages: the heading, and either
 * the "already signed in" note or the form (error alert, fields, submit
 * button) with the link to the other page; above it, a note (a new password
 * saved; a sign-up whose link went to the e-mail's owner). What the form holds and sends is
 * the page's; what the session is comes from the session chart.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { firstName, type FieldErrors } from '../../models/account/auth';
import { type AuthLabels } from '../../models/labels/auth';
import { useSessionSelector } from '../../machines/session/session.context';
import {
  sameFieldErrors,
  selectCanSignIn,
  selectCanSignUp,
  selectErrorMessage,
  selectFieldErrors,
  selectPendingSignUp,
  selectSignInFailed,
  selectSignUpFailed,
  selectSigningIn,
  selectSigningUp,
  selectStatus,
  selectUser,
  type SessionSnapshot,
} from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';
import { PageTitle } from '../layout/page-title';

type Flow = 'signIn' | 'signUp';

/** What differs between the two forms: the heading's id, the chart's questions and the link to the other page. */
const FLOWS: Record<
  Flow,
  {
    titleId: string;
    selectBusy: (s: SessionSnapshot) => boolean;
    selectCanSubmit: (s: SessionSnapshot) => boolean;
    selectFailed: (s: SessionSnapshot) => boolean;
    switchTexts: (labels: AuthLabels) => [text: string, link: string];
  }
> = {
  signIn: {
    titleId: 'sign-in-title',
    selectBusy: selectSigningIn,
    selectCanSubmit: selectCanSignIn,
    selectFailed: selectSignInFailed,
    switchTexts: (labels) => [labels.signIn.noAccount, labels.signIn.createAccount],
  },
  signUp: {
    titleId: 'sign-up-title',
    selectBusy: selectSigningUp,
    selectCanSubmit: selectCanSignUp,
    selectFailed: selectSignUpFailed,
    switchTexts: (labels) => [labels.signUp.haveAccount, labels.signUp.signIn],
  },
};

const NO_ERRORS: FieldErrors = {};

export interface AuthFormPageProps {
  flow: Flow;
  labels: AuthLabels;
  onSubmit: (data: FormData) => void;
  /** The other page (sign-up from sign-in and back). */
  switchHref: string;
  homeHref: string;
  onNavigate?: Navigate | undefined;
  /** A note above the form (sign-in after a new password was saved). */
  notice?: string | undefined;
  /** The form's fields, given the errors of the last refused submit. */
  children: (fieldErrors: FieldErrors) => ReactNode;
  /** Beside the submit button (the sign-up's terms and privacy policy). */
  legal?: ReactNode;
}

export function AuthFormPage(props: AuthFormPageProps) {
  const { flow, labels, homeHref, onNavigate } = props;
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  // A sign-up that waits for the e-mail's owner: where its link went (the form stays, for another try).
  const pendingEmail = useSessionSelector(selectPendingSignUp);
  const notice = flow === 'signUp' && pendingEmail ? labels.signUp.pending(pendingEmail) : props.notice;
  const { titleId } = FLOWS[flow];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <PageTitle text={labels[flow].title} />
        <h1 id={titleId} className={styles.title}>
          {labels[flow].title}
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
            {notice ? (
              <p role="status" className={styles.notice} data-testid="auth-notice">
                {notice}
              </p>
            ) : null}
            <p className={styles.intro}>{labels[flow].intro}</p>
            <AuthForm {...props} />
          </>
        )}
      </div>
    </section>
  );
}

function AuthForm({ flow, labels, onSubmit, switchHref, onNavigate, children, legal }: AuthFormPageProps) {
  const { titleId, selectBusy, selectCanSubmit, selectFailed, switchTexts } = FLOWS[flow];
  const busy = useSessionSelector(selectBusy);
  const canSubmit = useSessionSelector(selectCanSubmit);
  const failed = useSessionSelector(selectFailed);
  const fieldErrors = useSessionSelector((s) => (selectFailed(s) ? selectFieldErrors(s) : NO_ERRORS), sameFieldErrors);
  const errorMessage = useSessionSelector(selectErrorMessage);
  const formRef = useFocusFirstError(fieldErrors);
  const t = labels[flow];
  const [switchText, switchLink] = switchTexts(labels);
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        {failed && errorMessage ? (
          <p role="alert" className={styles.alert}>
            {errorMessage}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} disabled={busy}>
          {children(fieldErrors)}
        </fieldset>
        {legal ? <p className={styles.legal}>{legal}</p> : null}
        <button type="submit" className={styles.submit} disabled={!canSubmit}>
          {busy ? t.submitting : t.submit}
        </button>
      </form>
      <p className={styles.switchText}>
        {switchText}{' '}
        <NavLink href={switchHref} onNavigate={onNavigate} className={styles.link}>
          {switchLink}
        </NavLink>
      </p>
    </>
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

/** The text of a form field (empty when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
