/**
 * `/bem-vindo`: where a new account lands after the sign-up. It welcomes the
 * person by name, says the confirmation e-mail went to their address and what
 * to do next, and offers a new e-mail (the resend chart, started in its
 * cooldown: the sign-up has just sent one). A visitor is asked to sign in.
 */
import { awaitsEmailProof, firstName } from '../../models/account/auth';
import { type AuthLabels } from '../../models/labels/auth';
import { useResendVerification } from '../../machines/email-verification/email-verification.context';
import { useSessionSelector } from '../../machines/session/session.context';
import { selectStatus, selectUser } from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { PageTitle } from '../layout/page-title';
import * as styles from './auth.css';
import { SignInToSee } from './sign-in-to-see';
import { ResendVerification } from './verify-email-notice';

export interface WelcomePageProps {
  labels: AuthLabels;
  /** Where 'Continuar' goes: where the person was going before signing up. */
  continueHref: string;
  proposalsHref: string;
  signInHref: string;
  onNavigate?: Navigate | undefined;
}

export function WelcomePage({ labels, continueHref, proposalsHref, signInHref, onNavigate }: WelcomePageProps) {
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const t = labels.welcome;
  const name = user ? firstName(user.name) : '';
  return (
    <section className={styles.page} aria-labelledby="welcome-title">
      <div className={styles.panel}>
        <PageTitle text={user ? t.title(name) : labels.signUp.title} />
        <h1 id="welcome-title" className={styles.title}>
          {user ? t.title(name) : labels.signUp.title}
        </h1>
        {status === 'checking' ? (
          <p role="status" className={styles.intro}>
            {labels.proposals.loading}
          </p>
        ) : status === 'signedIn' && user ? (
          <>
            <p className={styles.intro}>{t.created}</p>
            {awaitsEmailProof(user) ? <EmailToConfirm labels={labels} email={user.emails[0] ?? ''} /> : <p className={styles.noticeText}>{t.verified}</p>}
            <div className={styles.actions}>
              <NavLink href={continueHref} onNavigate={onNavigate} className={styles.actionButton}>
                {t.continue}
              </NavLink>
              <NavLink href={proposalsHref} onNavigate={onNavigate} className={styles.link}>
                {t.proposals}
              </NavLink>
            </div>
          </>
        ) : (
          <SignInToSee text={t.signInToSee} signIn={labels.menu.signIn} href={signInHref} onNavigate={onNavigate} />
        )}
      </div>
    </section>
  );
}

function EmailToConfirm({ labels, email }: { labels: AuthLabels; email: string }) {
  // The sign-up has just sent a link: the next one waits its cooldown.
  const actor = useResendVerification({ justSent: true });
  const t = labels.welcome;
  return (
    <section className={styles.notice} aria-labelledby="welcome-next-title" data-testid="welcome-email">
      <p className={styles.noticeText} data-testid="welcome-sent">
        <strong>{t.sent(email)}</strong>
      </p>
      <h2 id="welcome-next-title" className={styles.noticeTitle}>
        {t.nextTitle}
      </h2>
      <ol className={styles.steps}>
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.noticeText}>{t.notReceived}</p>
      <ResendVerification actor={actor} labels={labels} email={email} />
    </section>
  );
}
