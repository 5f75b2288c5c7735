/**
 * `/minhas-propostas`: the signed-in customer's proposals. While the session
 * is being checked the page says so; a signed-in person sees their list (the
 * proposals chart starts only then), with a notice asking a customer who
 * has not proven their e-mail to do so; a visitor is asked to sign in (spec 001
 * §6: login is forced for this view).
 */
import { type MyProposalsScreenLabels } from '../../models/labels/auth';
import { useSessionSelector } from '../../machines/session/session.context';
import { selectStatus, selectUser } from '../../machines/session/session.machine';
import { awaitsEmailProof } from '../../models/account/auth';
import { type Navigate } from '../layout/nav-link';
import { ProposalsList } from '../proposals/proposals-list';
import * as styles from './auth.css';
import { SignInToSee } from './sign-in-to-see';
import { VerifyEmailNotice } from './verify-email-notice';
import { PageTitle } from '../layout/page-title';

export interface MyProposalsPageProps {
  labels: MyProposalsScreenLabels;
  signInHref: string;
  onNavigate?: Navigate;
  /** 'Voltar': back in the history (the app sends a visitor to sign in). */
  onBack?: () => void;
}

export function MyProposalsPage({ labels, signInHref, onNavigate, onBack }: MyProposalsPageProps) {
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const t = labels.proposals;
  return (
    <section className={styles.proposalsPage} aria-labelledby="proposals-title">
      <div className={styles.panel}>
        {onBack ? (
          <button type="button" className={styles.backButton} onClick={onBack}>
            {labels.back}
          </button>
        ) : null}
        <PageTitle text={t.title} />
        <h1 id="proposals-title" className={styles.title}>
          {t.title}
        </h1>
        {status === 'checking' ? (
          <p role="status" className={styles.intro}>
            {t.loading}
          </p>
        ) : status === 'signedIn' ? (
          <>
            {/* No proposal is matched to an account by CPF and e-mail before it proves the e-mail. */}
            {user && awaitsEmailProof(user) ? <VerifyEmailNotice labels={labels} email={user.emails[0] ?? ''} /> : null}
            <ProposalsList labels={labels.list} onNavigate={onNavigate} />
          </>
        ) : (
          <SignInToSee text={t.signInToSee} signIn={labels.menu.signIn} href={signInHref} onNavigate={onNavigate} />
        )}
      </div>
    </section>
  );
}
