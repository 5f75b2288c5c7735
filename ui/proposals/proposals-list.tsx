/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals: loading,
 * empty, list or error"): each one's offer title, code, status, the day it
 * was sent, the dealer, the plan and the monthly price, and its timeline —
 * the dated milestones, who moved each and the note, the current one marked
 * and what comes next. A proposal with no contract yet can be cancelled
 * (a confirm dialog). It renders what the proposals chart's snapshot says;
 * each card runs its own lead status chart.
 */
import { AlertDialog } from 'radix-ui';
import { formatDate } from '../../models/format';
import { leadStatusLabels } from '../../models/labels/lead-status';
import { labels, type Labels } from '../../models/labels/spec';
import { leadActorRoleLabel } from '../../models/lead-status';
import { formatBRL } from '../../models/money';
import { withOfferId } from '../../models/offer-card';
import { rentalProposalPlan, timelineMilestones, type RentalProposal } from '../../models/proposal';
import { useLeadStatus, useLeadStatusEvents, useLeadStatusSelector } from '../../machines/lead-status/lead-status.context';
import {
  selectCanChoose,
  selectCanConfirm,
  selectChoices,
  selectIsConfirming,
  selectIsMoving,
  selectLeadStatus,
  selectMoveError,
  selectMoveNote,
  selectTimeline,
} from '../../machines/lead-status/lead-status.machine';
import { useProposals, useProposalsEvents, useProposalsSelector } from '../../machines/proposals/proposals.context';
import { selectCanRetry, selectProposals, selectProposalsStatus } from '../../machines/proposals/proposals.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './proposals.css';

export interface ProposalsListProps {
  texts?: Labels['proposals'];
  onNavigate?: Navigate | undefined;
}

const sameStrings = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

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
      <div role="status" className={styles.loader}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{texts.loading}</span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.toast}>
          {texts.loadFailed}
        </p>
        <button type="button" className={styles.retry} onClick={events.retry} disabled={!canRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (status === 'empty') {
    const banner = leadStatusLabels.emptyBanner;
    return (
      <div className={styles.empty}>
        <p className={styles.message}>{texts.empty}</p>
        <aside className={styles.banner} aria-labelledby="proposals-banner-title" data-testid="proposals-banner">
          <h2 id="proposals-banner-title" className={styles.bannerTitle}>
            {banner.title}
          </h2>
          <p className={styles.bannerText}>{banner.text}</p>
          <NavLink href="/" onNavigate={onNavigate} className={styles.bannerLink}>
            {texts.toOffers}
          </NavLink>
        </aside>
      </div>
    );
  }
  return (
    <ul className={styles.list} data-testid="proposals">
      {proposals.map((p) => (
        <li key={p.leadId}>
          <ProposalCard proposal={p} texts={texts} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

export function ProposalCard({ proposal: p, texts, onNavigate }: { proposal: RentalProposal; texts: Labels['proposals']; onNavigate?: Navigate | undefined }) {
  const actor = useLeadStatus({ leadId: p.leadId, status: p.status, timeline: p.timeline, role: 'customer' });
  const status = useLeadStatusSelector(actor, selectLeadStatus);
  const timeline = useLeadStatusSelector(actor, selectTimeline);
  const choices = useLeadStatusSelector(actor, selectChoices, sameStrings);
  const titleId = `proposal-${p.leadId}-title`;
  const plan = rentalProposalPlan(p);
  const t = leadStatusLabels;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="proposal">
      <div className={styles.cardHeader}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.cardTitle}>
            {p.title}
          </h2>
          <p className={styles.code}>{t.timeline.code(p.proposalCode)}</p>
        </div>
        <span className={styles.badge[status]} data-testid="proposal-status">
          {t.status[status]}
        </span>
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
      <Timeline status={status} timeline={timeline} labelId={`proposal-${p.leadId}-timeline`} />
      <div className={styles.actions}>
        {p.offerId ? (
          <NavLink href={withOfferId('/', p.offerId)} onNavigate={onNavigate} className={styles.link} aria-describedby={titleId}>
            {texts.seeOffer}
          </NavLink>
        ) : null}
        {choices.includes('cancelled') ? <CancelProposal actor={actor} code={p.proposalCode} describedBy={titleId} /> : null}
      </div>
    </article>
  );
}

function Timeline({ status, timeline, labelId }: Pick<RentalProposal, 'status' | 'timeline'> & { labelId: string }) {
  const t = leadStatusLabels;
  const milestones = timelineMilestones({ status, timeline });
  return (
    <section aria-labelledby={labelId} className={styles.timelineSection}>
      <h3 id={labelId} className={styles.timelineTitle}>
        {t.timeline.title}
      </h3>
      <ol className={styles.timeline} data-testid="timeline">
        {milestones.map((m, i) => (
          <li
            key={`${m.status}-${i}`}
            className={styles.milestone[m.state]}
            aria-current={m.state === 'current' ? 'step' : undefined}
            data-testid="milestone"
            data-state={m.state}
          >
            <span className={styles.dot[m.state]} aria-hidden="true" />
            <div className={styles.milestoneBody}>
              <p className={styles.milestoneTitle}>
                <span>{m.label}</span>
                {m.state === 'current' ? <span className={styles.currentTag}>{t.timeline.current}</span> : null}
                {m.state === 'next' && i === timeline.length ? <span className={styles.nextTag}>{t.timeline.next}</span> : null}
              </p>
              {m.event ? (
                <p className={styles.milestoneMeta}>
                  <time dateTime={m.event.at}>{formatDate(m.event.at)}</time> · {t.timeline.by(m.event.by.name, leadActorRoleLabel(m.event.by.role))}
                </p>
              ) : null}
              {m.event?.note ? (
                <p className={styles.note}>
                  <span className={styles.noteLabel}>{t.timeline.noteFrom}: </span>
                  {m.event.note}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CancelProposal({ actor, code, describedBy }: { actor: ReturnType<typeof useLeadStatus>; code: string; describedBy: string }) {
  const t = leadStatusLabels.cancel;
  const open = useLeadStatusSelector(actor, selectIsConfirming);
  const moving = useLeadStatusSelector(actor, selectIsMoving);
  const note = useLeadStatusSelector(actor, selectMoveNote);
  const error = useLeadStatusSelector(actor, selectMoveError);
  const canConfirm = useLeadStatusSelector(actor, selectCanConfirm);
  const canChoose = useLeadStatusSelector(actor, (s) => selectCanChoose(s, 'cancelled'));
  const events = useLeadStatusEvents(actor);
  const noteId = `${describedBy}-cancel-note`;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : moving ? undefined : events.dismiss())}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={styles.cancelButton} aria-describedby={describedBy} disabled={!canChoose} onClick={() => events.choose('cancelled')}>
          {t.button}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog} data-testid="cancel-proposal-dialog">
          <AlertDialog.Title className={styles.dialogTitle}>{t.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>{t.text(code)}</AlertDialog.Description>
          <label htmlFor={noteId} className={styles.noteFieldLabel}>
            {t.note}
          </label>
          <textarea
            id={noteId}
            className={styles.noteField}
            rows={3}
            maxLength={500}
            value={note}
            disabled={moving}
            onChange={(e) => events.note(e.target.value)}
          />
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.keepButton} disabled={moving}>
              {t.keep}
            </AlertDialog.Cancel>
            <button type="button" className={styles.confirmButton} disabled={!canConfirm} onClick={events.confirm} aria-busy={moving}>
              {moving ? t.confirming : t.confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
