/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals: loading,
 * empty, list or error"): each one's offer title, code, status, the day it
 * was sent, the dealer, the plan and the monthly price in force, and its
 * timeline — the dated milestones, who moved each and the note, the current
 * one marked and what comes next — and its versions, each change old → new.
 * A seller's version that changes what the customer pays waits for them
 * ('Aguardando seu aceite', 'Aceitar nova versão' with a confirm dialog). A
 * proposal with no contract yet can be edited ('Editar proposta', the
 * customer edit mode) and cancelled (a confirm dialog). Each one's summary,
 * the figures and texts the customer saw, downloads as a PDF ('Baixar resumo
 * (PDF)'). It renders what the
 * proposals chart's snapshot says; each card runs its own lead status chart.
 */
import { AlertDialog } from 'radix-ui';
import { formatDate } from '../../models/common/format';
import { defaultProposalsLabels, type ProposalsScreenLabels } from '../../models/labels/lead-status';
import { describeTestDrive } from '../../models/lead/test-drive';
import { LEAD_STATUS_NOTE_MAX_LENGTH, leadActorRoleLabel } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
import { responseTimeLabels } from '../../models/labels/response-time';
import { formatPromise } from '../../models/lead/response-time';
import { withOfferId } from '../../models/showcase/offer-card';
import type { LeadVersion } from '../../models/lead/lead-version';
import { rentalProposalPlan, timelineMilestones, type RentalProposal } from '../../models/proposal/proposal';
import { proposalSummaryFileName, proposalSummaryHref } from '../../models/proposal/proposal-summary';
import {
  awaitingVersion,
  customerEditHref,
  isEditableByCustomer,
  newestFirst,
  versionAuthorForCustomer,
  versionInForce,
} from '../../models/proposal/proposal-versions';
import { useLeadStatus, useLeadStatusEvents, useLeadStatusSelector } from '../../machines/lead-status/lead-status.context';
import {
  selectCanChoose,
  selectCanConfirm,
  selectCanDismiss,
  selectCanWriteNote,
  selectChoices,
  selectIsConfirming,
  selectIsMoving,
  selectLeadStatus,
  selectMoveError,
  selectMoveNote,
  selectMovedTo,
  selectTimeline,
} from '../../machines/lead-status/lead-status.machine';
import { useProposals, useProposalsEvents, useProposalsSelector, type ProposalsRef } from '../../machines/proposals/proposals.context';
import {
  selectAcceptanceError,
  selectAcceptancePhase,
  selectCanAccept,
  selectCanDismissAcceptance,
  selectCanRetry,
  selectCanReview,
  selectProposals,
  selectProposalsStatus,
} from '../../machines/proposals/proposals.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { VersionChanges } from './version-changes';
import * as styles from './proposals.css';
import * as vstyles from './versions.css';

export interface ProposalsListProps {
  labels?: ProposalsScreenLabels;
  onNavigate?: Navigate | undefined;
}

const sameStrings = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function ProposalsList({ labels = defaultProposalsLabels, onNavigate }: ProposalsListProps) {
  const texts = labels.proposals;
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
    const banner = labels.emptyBanner;
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
          <ProposalCard proposal={p} list={actor} labels={labels} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

export function ProposalCard({
  proposal: p,
  list,
  labels,
  onNavigate,
}: {
  proposal: RentalProposal;
  list: ProposalsRef;
  labels: ProposalsScreenLabels;
  onNavigate?: Navigate | undefined;
}) {
  const actor = useLeadStatus({ leadId: p.leadId, status: p.status, timeline: p.timeline, role: 'customer' });
  const status = useLeadStatusSelector(actor, selectLeadStatus);
  const timeline = useLeadStatusSelector(actor, selectTimeline);
  const choices = useLeadStatusSelector(actor, selectChoices, sameStrings);
  const titleId = `proposal-${p.leadId}-title`;
  // The server answers the terms in force: a version that waits shows as a change below.
  const plan = rentalProposalPlan(p);
  const monthly = p.monthlyPrice;
  // The card's status is its lead status chart's: a proposal cancelled here no longer waits nor may be edited.
  const waiting = awaitingVersion({ ...p, status });
  const t = labels;
  const texts = labels.proposals;
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
        {p.testDrive ? (
          <>
            <dt className={styles.factName}>{labels.testDrive.title}</dt>
            <dd className={styles.factValue} data-testid="proposal-test-drive">
              {describeTestDrive(p.testDrive)}
            </dd>
          </>
        ) : null}
        {plan ? (
          <>
            <dt className={styles.factName}>{texts.plan}</dt>
            <dd className={styles.factValue}>{plan}</dd>
          </>
        ) : null}
        {monthly !== null ? (
          <>
            <dt className={styles.factName}>{texts.monthly}</dt>
            <dd className={styles.factValue} data-testid="proposal-monthly">
              {formatBRL(monthly)}
            </dd>
          </>
        ) : null}
      </dl>
      {/* The dealer's promise, while nobody has moved the proposal (a cancellation here moves it). */}
      {p.respondBy && timeline.length === p.timeline.length ? (
        <p className={styles.responsePromise} data-testid="proposal-response-promise">
          {responseTimeLabels.promise(formatPromise(new Date(p.respondBy)))}
        </p>
      ) : null}
      <AcceptedNotice list={list} leadId={p.leadId} labels={labels} />
      {waiting ? <AwaitingVersion proposal={p} version={waiting} list={list} titleId={titleId} labels={labels} /> : null}
      <Timeline status={status} timeline={timeline} labelId={`proposal-${p.leadId}-timeline`} labels={labels} />
      <Versions proposal={p} labelId={`proposal-${p.leadId}-versions`} labels={labels} />
      <div className={styles.actions}>
        <div className={styles.links}>
          {p.offerId ? (
            <NavLink href={withOfferId('/', p.offerId)} onNavigate={onNavigate} className={styles.link} aria-describedby={titleId}>
              {texts.seeOffer}
            </NavLink>
          ) : null}
          <a
            href={proposalSummaryHref(p.leadId)}
            download={proposalSummaryFileName(p.proposalCode)}
            className={styles.link}
            aria-describedby={titleId}
            data-testid="proposal-summary-pdf"
          >
            {labels.summary.download}
          </a>
          {isEditableByCustomer({ ...p, status }) ? (
            <NavLink href={customerEditHref(p)} onNavigate={onNavigate} className={styles.link} aria-describedby={titleId}>
              {t.versions.edit}
            </NavLink>
          ) : null}
        </div>
        {choices.includes('cancelled') ? <CancelProposal actor={actor} code={p.proposalCode} describedBy={titleId} labels={labels} /> : null}
        <CancelledNotice actor={actor} code={p.proposalCode} labels={labels} />
      </div>
    </article>
  );
}

/** 'Nova versão aceita.' on the proposal whose version was just accepted (a live region, focused when the dialog closes). */
function AcceptedNotice({ list, leadId, labels }: { list: ProposalsRef; leadId: string; labels: ProposalsScreenLabels }) {
  const phase = useProposalsSelector(list, (s) => selectAcceptancePhase(s, leadId));
  return (
    <p role="status" id={`proposal-${leadId}-accepted`} tabIndex={-1} className={vstyles.acceptedNotice}>
      {phase === 'accepted' ? labels.version.accepted : ''}
    </p>
  );
}

/** The seller's version that waits for the customer: what changes, 'Aceitar nova versão' (a confirm dialog), and that cancelling is still possible. */
function AwaitingVersion({ proposal: p, version, list, titleId, labels }: { proposal: RentalProposal; version: LeadVersion; list: ProposalsRef; titleId: string; labels: ProposalsScreenLabels }) {
  const t = labels.versions;
  const phase = useProposalsSelector(list, (s) => selectAcceptancePhase(s, p.leadId));
  const error = useProposalsSelector(list, selectAcceptanceError);
  const canReview = useProposalsSelector(list, (s) => selectCanReview(s, p.leadId, version.number));
  const canAccept = useProposalsSelector(list, selectCanAccept);
  const canDismiss = useProposalsSelector(list, selectCanDismissAcceptance);
  const events = useProposalsEvents(list);
  const headingId = `proposal-${p.leadId}-awaiting`;
  const versionName = labels.version.version(version.number);
  const open = phase === 'confirming' || phase === 'accepting' || phase === 'failed';
  const accepting = phase === 'accepting';
  return (
    <section className={vstyles.awaiting} aria-labelledby={headingId} data-testid="awaiting-version">
      <h3 id={headingId} className={vstyles.awaitingTitle}>
        {labels.version.awaiting}
      </h3>
      <p className={vstyles.awaitingText}>{t.awaitingText(versionAuthorForCustomer(version, p.dealerName), versionName, formatDate(version.at))}</p>
      <VersionChanges labels={labels} changes={version.changes} testId="awaiting-changes" />
      <AlertDialog.Root open={open} onOpenChange={(next) => (next || !canDismiss ? undefined : events.dismiss())}>
        <div className={vstyles.awaitingActions}>
          <AlertDialog.Trigger asChild>
            <button type="button" className={vstyles.acceptButton} aria-describedby={titleId} disabled={!canReview} onClick={() => events.review(p.leadId, version.number)}>
              {labels.version.accept}
            </button>
          </AlertDialog.Trigger>
          <p className={vstyles.acceptHint}>{t.cancelHint}</p>
        </div>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content
            className={styles.dialog}
            data-testid="accept-version-dialog"
            onCloseAutoFocus={(e) => {
              // The accept button is gone once the version is accepted: the message takes the focus instead.
              if (selectAcceptancePhase(list.getSnapshot(), p.leadId) !== 'accepted') return;
              e.preventDefault();
              document.getElementById(`proposal-${p.leadId}-accepted`)?.focus();
            }}
          >
            <AlertDialog.Title className={styles.dialogTitle}>{t.dialogTitle}</AlertDialog.Title>
            <AlertDialog.Description className={styles.dialogText}>{t.dialogText(versionName)}</AlertDialog.Description>
            <div className={vstyles.dialogChanges}>
              <VersionChanges labels={labels} changes={version.changes} testId="dialog-changes" />
            </div>
            {error ? (
              <p role="alert" className={styles.alert}>
                {error}
              </p>
            ) : null}
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel className={styles.keepButton} disabled={!canDismiss}>
                {t.keep}
              </AlertDialog.Cancel>
              <button type="button" className={vstyles.acceptConfirm} disabled={!canAccept} onClick={events.accept} aria-busy={accepting}>
                {accepting ? labels.version.accepting : labels.version.accept}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

/** Every version, newest first: its number, day, who made it, whether it waits or was accepted, and its changes old → new. */
function Versions({ proposal: p, labelId, labels }: { proposal: RentalProposal; labelId: string; labels: ProposalsScreenLabels }) {
  const t = labels.versions;
  const inForce = versionInForce(p.versions);
  return (
    <section aria-labelledby={labelId} className={vstyles.section}>
      <h3 id={labelId} className={vstyles.sectionTitle}>
        {t.title}
      </h3>
      <ol className={vstyles.versions} data-testid="versions">
        {newestFirst(p.versions).map((v) => (
          <li key={v.number} className={vstyles.version} data-testid="version" aria-current={v.number === inForce?.number ? 'true' : undefined}>
            <p className={vstyles.versionHeader}>
              <span className={vstyles.versionName}>{labels.version.version(v.number)}</span>
              <span className={vstyles.versionMeta}>
                <time dateTime={v.at}>{formatDate(v.at)}</time> · {t.by(versionAuthorForCustomer(v, p.dealerName))}
              </span>
              {v.number === inForce?.number ? <span className={vstyles.currentTag}>{t.current}</span> : null}
              {v.acceptance === 'awaiting' && v.number === p.awaitingVersion ? <span className={vstyles.awaitingTag}>{labels.version.awaiting}</span> : null}
              {v.acceptance === 'accepted' ? <span className={vstyles.acceptedTag}>{t.accepted}</span> : null}
            </p>
            {v.changes.length === 0 ? <p className={vstyles.versionFirst}>{labels.version.first}</p> : <VersionChanges labels={labels} changes={v.changes} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Timeline({ status, timeline, labelId, labels }: Pick<RentalProposal, 'status' | 'timeline'> & { labelId: string; labels: ProposalsScreenLabels }) {
  const t = labels;
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

/** 'Proposta … cancelada.' once the customer's cancellation from this card went through (a live region). */
function CancelledNotice({ actor, code, labels }: { actor: ReturnType<typeof useLeadStatus>; code: string; labels: ProposalsScreenLabels }) {
  const moved = useLeadStatusSelector(actor, selectMovedTo);
  return moved === 'cancelled' ? (
    <p role="status" className={styles.cancelledNotice} data-testid="proposal-cancelled">
      {labels.cancel.done(code)}
    </p>
  ) : null;
}

function CancelProposal({ actor, code, describedBy, labels }: { actor: ReturnType<typeof useLeadStatus>; code: string; describedBy: string; labels: ProposalsScreenLabels }) {
  const t = labels.cancel;
  const open = useLeadStatusSelector(actor, selectIsConfirming);
  const moving = useLeadStatusSelector(actor, selectIsMoving);
  const note = useLeadStatusSelector(actor, selectMoveNote);
  const error = useLeadStatusSelector(actor, selectMoveError);
  const canConfirm = useLeadStatusSelector(actor, selectCanConfirm);
  const canChoose = useLeadStatusSelector(actor, (s) => selectCanChoose(s, 'cancelled'));
  const canWriteNote = useLeadStatusSelector(actor, selectCanWriteNote);
  const canDismiss = useLeadStatusSelector(actor, selectCanDismiss);
  const events = useLeadStatusEvents(actor);
  const noteId = `${describedBy}-cancel-note`;
  const countId = `${noteId}-count`;
  const full = note.length >= LEAD_STATUS_NOTE_MAX_LENGTH;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || !canDismiss ? undefined : events.dismiss())}>
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
            maxLength={LEAD_STATUS_NOTE_MAX_LENGTH}
            value={note}
            disabled={!canWriteNote}
            aria-describedby={countId}
            onChange={(e) => events.note(e.target.value)}
          />
          <p id={countId} className={full ? styles.noteCountFull : styles.noteCount} data-testid="cancel-note-count">
            {full ? t.noteFull(LEAD_STATUS_NOTE_MAX_LENGTH) : t.noteCount(note.length, LEAD_STATUS_NOTE_MAX_LENGTH)}
          </p>
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.keepButton} disabled={!canDismiss}>
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
