/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals: loading,
 * empty, list or error"): each one's offer title, status, the day it was
 * sent, the dealer, the plan and the monthly price, with a link back to the
 * offer. It renders what the proposals chart's snapshot says.
 */
import { formatDate } from '../../models/format';
import { labels, type Labels } from '../../models/labels/spec';
import { formatBRL } from '../../models/money';
import { withOfferId } from '../../models/offer-card';
import { proposalPlan, type Proposal } from '../../models/proposals';
import { useProposals, useProposalsEvents, useProposalsSelector } from '../../machines/proposals/proposals.context';
import { selectCanRetry, selectProposals, selectProposalsStatus } from '../../machines/proposals/proposals.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './proposals.css';

export interface ProposalsListProps {
  texts?: Labels['proposals'];
  onNavigate?: Navigate | undefined;
}

export function ProposalsList({ texts = labels.proposals, onNavigate }: ProposalsListProps) {
  const actor = useProposals();
  const status = useProposalsSelector(actor, selectProposalsStatus);
  const proposals = useProposalsSelector(actor, selectProposals);
  const canRetry = useProposalsSelector(actor, selectCanRetry);
  const events = useProposalsEvents(actor);

  // Nothing to show for a visitor: the page around the list asks them to sign in.
  if (status === 'signedOut') return null;
  if (status === 'loadingProposals' || status === 'waitingForSession') {
    return (
      <p role="status" className={styles.message}>
        {texts.loading}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.alert}>
          {texts.loadFailed}
        </p>
        <button type="button" className={styles.retry} onClick={events.retry} disabled={!canRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div>
        <p className={styles.message}>{texts.empty}</p>
        <NavLink href="/" onNavigate={onNavigate} className={styles.link}>
          {texts.toOffers}
        </NavLink>
      </div>
    );
  }
  return (
    <ul className={styles.list} data-testid="proposals">
      {proposals.map((p) => (
        <li key={p.id}>
          <ProposalCard proposal={p} texts={texts} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function ProposalCard({ proposal: p, texts, onNavigate }: { proposal: Proposal; texts: Labels['proposals']; onNavigate?: Navigate | undefined }) {
  const titleId = `proposal-${p.id}-title`;
  const plan = proposalPlan(p);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="proposal">
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {p.title}
        </h2>
        <span className={styles.badge[p.status]}>{texts.status[p.status]}</span>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{texts.sentOn}</dt>
        <dd className={styles.factValue}>{formatDate(p.createdAt)}</dd>
        <dt className={styles.factName}>{texts.dealer}</dt>
        <dd className={styles.factValue}>{p.dealerName ?? p.dealerCode}</dd>
        {plan ? (
          <>
            <dt className={styles.factName}>{texts.plan}</dt>
            <dd className={styles.factValue}>{plan}</dd>
          </>
        ) : null}
        {p.monthlyPrice !== null ? (
          <>
            <dt className={styles.factName}>{texts.monthly}</dt>
            <dd className={styles.factValue}>{formatBRL(p.monthlyPrice)}</dd>
          </>
        ) : null}
      </dl>
      {p.offerId ? (
        <NavLink href={withOfferId('/', p.offerId)} onNavigate={onNavigate} className={styles.link} aria-describedby={titleId}>
          {texts.seeOffer}
        </NavLink>
      ) : null}
    </article>
  );
}
