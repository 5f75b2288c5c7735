/**
 * `/confirmar-email?token=…`: the page an e-mailed verification link opens.
 * It proves the e-mail, then says so (or, for the link of a sign-up that
 * waited for the e-mail's owner, that the account was created, with the way
 * to sign in); an expired, used or broken link says why (a thin renderer of
 * the verify-email chart). The way on is a plain
 * link to the proposals: a page load, so the session is read again, proven.
 */
import type { EmailLinkProblem } from '../../models/account/auth';
import { type AuthLabels } from '../../models/labels/auth';
import { useVerifyEmail, useVerifyEmailEvents, useVerifyEmailSelector } from '../../machines/email-verification/email-verification.context';
import { selectAccountCreated, selectCanRetry, selectErrorMessage, selectLinkProblem, selectView } from '../../machines/email-verification/verify-email.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';
import { PageTitle } from '../layout/page-title';

export interface VerifyEmailPageProps {
  labels: AuthLabels;
  token: string | null;
  proposalsHref: string;
  /** Where to sign in, once the link of a waiting sign-up created the account (it comes back to the proposals). */
  signInHref: string;
  /** For the links of a link that could not be used (the verified page's link reloads on purpose). */
  onNavigate?: Navigate | undefined;
}

function problemText(t: AuthLabels['verifyEmail'], problem: EmailLinkProblem | null): string {
  return problem === 'expired' ? t.linkExpired : problem === 'used' ? t.linkUsed : t.linkInvalid;
}

export function VerifyEmailPage({ labels, token, proposalsHref, signInHref, onNavigate }: VerifyEmailPageProps) {
  const actor = useVerifyEmail(token);
  const events = useVerifyEmailEvents(actor);
  const view = useVerifyEmailSelector(actor, selectView);
  const problem = useVerifyEmailSelector(actor, selectLinkProblem);
  const errorMessage = useVerifyEmailSelector(actor, selectErrorMessage);
  const canRetry = useVerifyEmailSelector(actor, selectCanRetry);
  const accountCreated = useVerifyEmailSelector(actor, selectAccountCreated);
  const t = labels.verifyEmail;
  return (
    <section className={styles.page} aria-labelledby="verify-email-title">
      <div className={styles.panel}>
        <PageTitle text={t.title} />
        <h1 id="verify-email-title" className={styles.title}>
          {t.title}
        </h1>
        {view === 'confirming' ? (
          <p role="status" className={styles.intro}>
            {t.checking}
          </p>
        ) : view === 'failed' ? (
          <>
            <p role="alert" className={styles.alert}>
              {errorMessage ?? t.failed}
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
            {/* A used link proved the e-mail already: nothing to ask again. */}
            {problem === 'used' ? null : <p className={styles.intro}>{t.askAgainHint}</p>}
            <div className={styles.actions}>
              <NavLink href={proposalsHref} onNavigate={onNavigate} className={styles.actionButton}>
                {t.goToProposals}
              </NavLink>
            </div>
          </>
        ) : accountCreated ? (
          <>
            <p role="status" className={styles.notice}>
              {t.accountCreated}
            </p>
            <div className={styles.actions}>
              <NavLink href={signInHref} onNavigate={onNavigate} className={styles.actionButton}>
                {t.goToSignIn}
              </NavLink>
            </div>
          </>
        ) : (
          <>
            <p role="status" className={styles.notice}>
              {t.verified}
            </p>
            <div className={styles.actions}>
              <a href={proposalsHref} className={styles.actionButton}>
                {t.goToProposals}
              </a>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
