/**
 * `/vendedor/leads/{id}`: the whole lead (customer, offer and items,
 * consents, documents to download, timeline, versions), the status move
 * (dialog with the new status and the note to the customer) and 'Editar
 * proposta' (the seller edit link, shown, opened or copied).
 */
import { testDriveLabels } from '../../models/labels/test-drive';
import { describeTestDrive } from '../../models/lead/test-drive';
import { Dialog } from 'radix-ui';
import { formatDate, formatDateTime } from '../../models/common/format';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { deskTimeline, formatDocument, isEditableBySeller, type DeskPartnership, type SellerLeadDetail } from '../../models/lead/lead-desk';
import { responseTimeLabels } from '../../models/labels/response-time';
import { formatCpf, formatPhone } from '../../models/common/masks';
import { proposalSummaryFileName, proposalSummaryHref } from '../../models/proposal/proposal-summary';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { LEAD_STATUS_NOTE_MAX_LENGTH, isFinalStatus, isNoteRequired, leadActorRoleLabel, leadStatusLabel, proposalCodeOf } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
import { SELLER_PATHS } from '../../models/app/pages';
import { proposalPlan } from '../../models/proposal/proposals';
import { newestFirst, versionAuthorForSeller } from '../../models/proposal/proposal-versions';
import { useSellerLead, useSellerLeadEvents, useSellerLeadSelector } from '../../machines/seller-lead/seller-lead.context';
import * as m from '../../machines/seller-lead/seller-lead.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { VersionChanges } from '../proposals/version-changes';
import * as versions from '../proposals/versions.css';
import { LoadFailure } from './load-failure';
import * as styles from './seller.css';
import * as desk from './lead-desk.css';

const t = leadDeskLabels.lead;

export function SellerLead({ input, onNavigate }: { input: m.SellerLeadInput; onNavigate?: Navigate | undefined }) {
  const actor = useSellerLead(input);
  return <SellerLeadView actor={actor} onNavigate={onNavigate} />;
}

export function SellerLeadView({ actor, onNavigate }: { actor: m.SellerLeadRef; onNavigate?: Navigate | undefined }) {
  const phase = useSellerLeadSelector(actor, m.selectPhase);
  const lead = useSellerLeadSelector(actor, m.selectLead);
  const error = useSellerLeadSelector(actor, m.selectErrorMessage);
  const canRetry = useSellerLeadSelector(actor, m.selectCanRetry);
  const events = useSellerLeadEvents(actor);
  return (
    <section className={styles.page} aria-labelledby="lead-title">
      <p className={styles.intro}>
        <NavLink href={SELLER_PATHS.leads} onNavigate={onNavigate} className={styles.textLink}>
          {t.back}
        </NavLink>
      </p>
      {phase === 'loading' ? (
        <>
          <h1 id="lead-title" className={styles.heading}>
            {leadDeskLabels.desk.title}
          </h1>
          <p role="status" className={styles.message}>
            {t.loading}
          </p>
        </>
      ) : null}
      {phase === 'failed' ? (
        <>
          <h1 id="lead-title" className={styles.heading}>
            {leadDeskLabels.desk.title}
          </h1>
          <LoadFailure message={error} canRetry={canRetry} onRetry={events.retry} />
        </>
      ) : null}
      {phase === 'ready' && lead ? <LeadContent actor={actor} lead={lead} /> : null}
    </section>
  );
}

/** The partner the lead came through, as the partner's token gave it. */
function PartnershipPanel({ partnership: p }: { partnership: DeskPartnership }) {
  const tp = t.partnership;
  return (
    <section className={desk.panel} aria-labelledby="lead-partnership" data-testid="lead-partnership">
      <h2 id="lead-partnership" className={desk.panelTitle}>
        {tp.title}
      </h2>
      <dl className={styles.dl}>
        <dt className={styles.dt}>{tp.partner}</dt>
        <dd className={styles.dd} data-testid="lead-partner">
          {p.partner}
        </dd>
        {p.value ? (
          <>
            <dt className={styles.dt}>{tp.value}</dt>
            <dd className={styles.dd} data-testid="lead-partnership-value">
              {p.value}
            </dd>
          </>
        ) : null}
        {p.partnerSellerId ? (
          <>
            <dt className={styles.dt}>{tp.partnerSeller}</dt>
            <dd className={styles.dd}>{p.partnerSellerId}</dd>
          </>
        ) : null}
        <dt className={styles.dt}>{tp.renewal}</dt>
        <dd className={styles.dd}>{p.renewal ? tp.yes : tp.no}</dd>
        {p.referralLink ? (
          <>
            <dt className={styles.dt}>{tp.referralLink}</dt>
            <dd className={`${styles.dd} ${desk.breakAnywhere}`}>{p.referralLink}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function LeadContent({ actor, lead }: { actor: m.SellerLeadRef; lead: SellerLeadDetail }) {
  const s = lead.summary;
  const plan = proposalPlan(s);
  const contact = (Object.keys(t.contact) as (keyof typeof t.contact)[]).filter((k) => lead.contact[k]).map((k) => t.contact[k]);
  return (
    <>
      <h1 id="lead-title" className={styles.heading}>
        {s.name || formatDocument(s.document)}
      </h1>
      <p className={styles.intro}>
        {t.code(proposalCodeOf(s.id))} · {leadDeskLabels.desk.sentOn(formatDate(s.createdAt))}
        {s.kind === 'rental' ? (
          <>
            {' · '}
            <a href={proposalSummaryHref(s.id)} download={proposalSummaryFileName(proposalCodeOf(s.id))} className={styles.textLink} data-testid="lead-summary-pdf">
              {t.summaryPdf}
            </a>
          </>
        ) : null}
      </p>
      <StatusPanel actor={actor} lead={lead} />
      <div className={desk.columns}>
        <div className={desk.column}>
          <section className={desk.panel} aria-labelledby="lead-customer">
            <h2 id="lead-customer" className={desk.panelTitle}>
              {t.customerTitle}
            </h2>
            <dl className={styles.dl}>
              <dt className={styles.dt}>{t.name}</dt>
              <dd className={styles.dd}>{s.name || '—'}</dd>
              <dt className={styles.dt}>{t.document}</dt>
              <dd className={styles.dd}>{formatDocument(s.document)}</dd>
              <dt className={styles.dt}>{t.email}</dt>
              <dd className={styles.dd}>{s.email}</dd>
              <dt className={styles.dt}>{t.phone}</dt>
              <dd className={styles.dd} data-testid="lead-phone">
                {s.phone ? formatPhone(s.phone) : '—'}
              </dd>
              {lead.b2e ? (
                <>
                  <dt className={styles.dt}>{t.b2e.relationship}</dt>
                  <dd className={styles.dd} data-testid="lead-b2e-relationship">
                    {t.b2e.relationships[lead.b2e.relationship]}
                  </dd>
                  {lead.b2e.kinship ? (
                    <>
                      <dt className={styles.dt}>{t.b2e.kinship}</dt>
                      <dd className={styles.dd}>{lead.b2e.kinship}</dd>
                    </>
                  ) : null}
                  <dt className={styles.dt}>{t.b2e.sapId}</dt>
                  <dd className={styles.dd} data-testid="lead-b2e-sap-id">
                    {lead.b2e.sapId}
                  </dd>
                  {lead.b2e.employeeCpf ? (
                    <>
                      <dt className={styles.dt}>{t.b2e.employeeCpf}</dt>
                      <dd className={styles.dd}>{formatCpf(lead.b2e.employeeCpf)}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
              <dt className={styles.dt}>{t.contactTitle}</dt>
              <dd className={styles.dd}>{contact.length ? contact.join(', ') : t.noContact}</dd>
              {lead.testDrive ? (
                <>
                  <dt className={styles.dt}>{testDriveLabels.title}</dt>
                  <dd className={styles.dd} data-testid="lead-test-drive">
                    {describeTestDrive(lead.testDrive)}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className={desk.panel} aria-labelledby="lead-offer">
            <h2 id="lead-offer" className={desk.panelTitle}>
              {t.offerTitle}
            </h2>
            <dl className={styles.dl}>
              <dt className={styles.dt}>{t.offerTitle}</dt>
              <dd className={styles.dd}>{s.title}</dd>
              {plan ? (
                <>
                  <dt className={styles.dt}>{t.plan}</dt>
                  <dd className={styles.dd}>{plan}</dd>
                </>
              ) : null}
              {s.monthlyPrice !== null ? (
                <>
                  <dt className={styles.dt}>{t.monthly}</dt>
                  <dd className={styles.dd}>{formatBRL(s.monthlyPrice)}</dd>
                </>
              ) : null}
              <dt className={styles.dt}>{t.dealer}</dt>
              <dd className={styles.dd}>{lead.dealerName ?? lead.dealerCode}</dd>
              {s.sellerName ? (
                <>
                  <dt className={styles.dt}>{t.seller}</dt>
                  <dd className={styles.dd} data-testid="lead-seller">
                    {s.sellerName}
                  </dd>
                </>
              ) : null}
              <dt className={styles.dt}>{t.items}</dt>
              <dd className={styles.dd}>
                {lead.items.length === 0 ? (
                  t.noItems
                ) : (
                  <ul className={desk.plainList}>
                    {lead.items.map((item, i) => (
                      <li key={`${item.kind}-${i}`}>
                        {item.name}
                        {item.plateNumber !== undefined && item.plateNumber !== null ? ` (${t.plateNumber(item.plateNumber)})` : ''} · {formatBRL(item.price)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
          </section>
          {lead.partnership ? <PartnershipPanel partnership={lead.partnership} /> : null}
          <section className={desk.panel} aria-labelledby="lead-consents">
            <h2 id="lead-consents" className={desk.panelTitle}>
              {t.consentsTitle}
            </h2>
            <ul className={desk.plainList}>
              {lead.consents.map((c) => (
                <li key={c.purpose}>
                  <div className={desk.consentRow}>
                    <span>{t.consent[c.purpose]}</span>
                    <span className={c.granted ? desk.granted : desk.refused} data-testid={`consent-${c.purpose}`}>
                      {c.granted ? t.granted : c.withdrawnAt ? `${t.refused} (${t.withdrawnOn(formatDate(c.withdrawnAt))})` : t.refused}
                    </span>
                  </div>
                  <span className={styles.note}>{t.consentMeta(c.textVersion, formatDateTime(c.recordedAt))}</span>
                </li>
              ))}
            </ul>
            <p className={desk.sharingBasis} data-testid="dealer-sharing-basis">
              {t.dealerSharingBasis[lead.dealerSharingBasis]}
            </p>
          </section>
          <section className={desk.panel} aria-labelledby="lead-documents">
            <h2 id="lead-documents" className={desk.panelTitle}>
              {t.documentsTitle}
            </h2>
            {lead.documents.length === 0 ? (
              <p className={styles.note}>{t.noDocuments}</p>
            ) : (
              <ul className={desk.plainList}>
                {lead.documents.map((d) => (
                  <li key={d.id}>
                    <a href={d.href} download={d.name} className={styles.textLink} aria-label={t.download(d.name)}>
                      {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className={desk.column}>
          <EditLinkPanel actor={actor} lead={lead} />
          <section className={desk.panel} aria-labelledby="lead-timeline">
            <h2 id="lead-timeline" className={desk.panelTitle}>
              {t.timelineTitle}
            </h2>
            <ol className={desk.timeline} data-testid="lead-timeline">
              {deskTimeline(lead.timeline, lead.summary.escalatedAt).map((entry, i) => {
                if (entry.kind === 'escalated')
                  return (
                    <li key={`escalated-${entry.at}`} className={desk.timelineStep} data-testid="lead-timeline-escalated">
                      <p className={desk.timelineEscalated}>{responseTimeLabels.escalated}</p>
                      <span className={styles.note}>{formatDateTime(entry.at)}</span>
                      <p className={desk.timelineNote}>{responseTimeLabels.escalatedNote}</p>
                    </li>
                  );
                const e = entry.event;
                return (
                  <li key={`${e.status}-${e.at}-${i}`} className={desk.timelineStep} aria-current={entry.current ? 'step' : undefined}>
                    <p className={entry.current ? desk.timelineCurrent : desk.timelineTitle}>{leadStatusLabel(e.status)}</p>
                    <span className={styles.note}>
                      {formatDateTime(e.at)} · {t.by(e.by.name, leadActorRoleLabel(e.by.role))}
                    </span>
                    {e.note ? <p className={desk.timelineNote}>{e.note}</p> : null}
                  </li>
                );
              })}
            </ol>
          </section>
          <VersionsPanel lead={lead} />
        </div>
      </div>
    </>
  );
}

/** Every version, newest first: who made it and when, whether it waits for the customer or was accepted, its monthly price and its changes old → new. */
function VersionsPanel({ lead }: { lead: SellerLeadDetail }) {
  return (
    <section className={desk.panel} aria-labelledby="lead-versions">
      <h2 id="lead-versions" className={desk.panelTitle}>
        {t.versionsTitle}
      </h2>
      {lead.versions.length === 0 ? (
        <p className={styles.note}>{t.noVersions}</p>
      ) : (
        <ol className={versions.versions} data-testid="lead-versions">
          {newestFirst(lead.versions).map((v) => (
            <li key={v.number} className={versions.version} data-testid="lead-version">
              <p className={versions.versionHeader}>
                <span className={versions.versionName}>{t.version(v.number)}</span>
                <span className={versions.versionMeta}>
                  <time dateTime={v.at}>{formatDateTime(v.at)}</time> · {t.versionBy(versionAuthorForSeller(v))}
                </span>
                {v.acceptance === 'awaiting' ? <span className={versions.awaitingTag}>{leadDeskLabels.desk.awaitingAcceptance}</span> : null}
                {v.acceptance === 'accepted' ? <span className={versions.acceptedTag}>{t.versionAccepted}</span> : null}
              </p>
              <p className={versions.versionFirst}>
                {t.monthly}: {formatBRL(v.monthlyPrice)}
              </p>
              {v.changes.length === 0 ? <p className={versions.versionFirst}>{leadVersionLabels.first}</p> : <VersionChanges changes={v.changes} reader="staff" />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function StatusPanel({ actor, lead }: { actor: m.SellerLeadRef; lead: SellerLeadDetail }) {
  const canOpen = useSellerLeadSelector(actor, m.selectCanOpenMove);
  const moved = useSellerLeadSelector(actor, m.selectMovedMessage);
  const events = useSellerLeadEvents(actor);
  const status = lead.summary.status;
  return (
    <section className={desk.panel} aria-labelledby="lead-status" style={{ marginBottom: 16 }}>
      <h2 id="lead-status" className={desk.panelTitle}>
        {t.statusTitle}
      </h2>
      <div className={desk.statusLine}>
        <span>
          {t.currentStatus}: <strong data-testid="lead-status">{leadStatusLabel(status)}</strong>
        </span>
        {isFinalStatus(status) ? (
          <span className={styles.note}>{t.finalStatus}</span>
        ) : (
          <button type="button" className={styles.primary} disabled={!canOpen} onClick={events.openMove}>
            {t.moveStatus}
          </button>
        )}
      </div>
      {lead.summary.awaitingVersion !== null ? (
        <p className={styles.warning} data-testid="lead-awaiting">
          <strong>{leadDeskLabels.desk.awaitingAcceptance}</strong> · {t.awaitingVersion(lead.summary.awaitingVersion)}
        </p>
      ) : null}
      <p role="status" className={moved ? styles.notice : undefined}>
        {moved ?? ''}
      </p>
      <StatusDialog actor={actor} lead={lead} />
    </section>
  );
}

function StatusDialog({ actor, lead }: { actor: m.SellerLeadRef; lead: SellerLeadDetail }) {
  const open = useSellerLeadSelector(actor, m.selectDialogOpen);
  const moving = useSellerLeadSelector(actor, m.selectMoving);
  const move = useSellerLeadSelector(actor, m.selectMove, (a, b) => a.to === b.to && a.note === b.note && a.error === b.error);
  const next = useSellerLeadSelector(actor, m.selectNextStatuses, (a, b) => a.join() === b.join());
  const canConfirm = useSellerLeadSelector(actor, m.selectCanConfirm);
  const canCancel = useSellerLeadSelector(actor, m.selectCanCancelMove);
  const canChoose = useSellerLeadSelector(actor, m.selectCanChooseStatus);
  const canEditNote = useSellerLeadSelector(actor, m.selectCanEditNote);
  const events = useSellerLeadEvents(actor);
  const noteRequired = move.to !== null && isNoteRequired(lead.summary.status, move.to, 'seller');
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o || !canCancel ? undefined : events.cancelMove())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} data-testid="status-dialog">
          <Dialog.Title className={styles.dialogTitle}>{t.dialogTitle}</Dialog.Title>
          <Dialog.Description className={styles.note}>{t.dialogDescription}</Dialog.Description>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              events.confirm();
            }}
          >
            <fieldset style={{ border: 'none', padding: 0, margin: '16px 0' }} disabled={!canChoose}>
              <legend className={desk.label}>{t.newStatus}</legend>
              <div role="radiogroup" aria-label={t.newStatus} style={{ display: 'grid', gap: 8, marginTop: 8 }}>
                {next.map((code) => (
                  <label key={code} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
                    <input type="radio" name="lead-next-status" value={code} checked={move.to === code} disabled={!canChoose} onChange={() => events.choose(code)} />
                    {leadStatusLabel(code)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={desk.field}>
              <label className={desk.label} htmlFor="lead-status-note">
                {noteRequired ? t.noteRequired : t.note}
              </label>
              <textarea
                id="lead-status-note"
                className={styles.textarea}
                value={move.note}
                maxLength={LEAD_STATUS_NOTE_MAX_LENGTH}
                required={noteRequired}
                disabled={!canEditNote}
                aria-describedby="lead-status-note-hint"
                onChange={(e) => events.editNote(e.target.value)}
              />
              <p id="lead-status-note-hint" className={styles.note}>
                {t.noteHint(LEAD_STATUS_NOTE_MAX_LENGTH)}
              </p>
            </div>
            {move.error ? (
              <p role="alert" className={styles.alertBox}>
                {move.error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={!canConfirm}>
                {moving ? t.moving : t.confirm}
              </button>
              <button type="button" className={styles.secondary} disabled={!canCancel} onClick={events.cancelMove}>
                {t.cancel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditLinkPanel({ actor, lead }: { actor: m.SellerLeadRef; lead: SellerLeadDetail }) {
  const phase = useSellerLeadSelector(actor, m.selectLinkPhase);
  const link = useSellerLeadSelector(actor, m.selectLink);
  const linkError = useSellerLeadSelector(actor, m.selectLinkError);
  const copy = useSellerLeadSelector(actor, m.selectCopy);
  const canMake = useSellerLeadSelector(actor, m.selectCanMakeLink);
  const canCopy = useSellerLeadSelector(actor, m.selectCanCopy);
  const events = useSellerLeadEvents(actor);
  const editable = isEditableBySeller(lead.summary);
  const href = link ? new URL(link.href, window.location.origin).href : '';
  return (
    <section className={desk.panel} aria-labelledby="lead-edit">
      <h2 id="lead-edit" className={desk.panelTitle}>
        {t.editTitle}
      </h2>
      {editable ? <p className={styles.note}>{t.editIntro}</p> : <p className={styles.note}>{t.notEditable}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={!canMake} onClick={events.makeLink}>
          {phase === 'making' ? t.makingLink : link ? t.newLink : t.makeLink}
        </button>
      </div>
      {phase === 'failed' ? (
        <p role="alert" className={styles.alertBox}>
          {linkError}
        </p>
      ) : null}
      {link && (phase === 'shown' || phase === 'copying') ? (
        <div className={desk.field} data-testid="edit-link">
          <label className={desk.label} htmlFor="lead-edit-link">
            {t.linkLabel}
          </label>
          <input id="lead-edit-link" className={desk.linkBox} readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
          <p className={styles.note}>{t.linkExpires(formatDateTime(link.expiresAt))}</p>
          <div className={styles.actions}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.secondaryLink}>
              {t.openLink}
            </a>
            <button type="button" className={styles.secondary} disabled={!canCopy} onClick={events.copyLink}>
              {phase === 'copying' ? t.copying : t.copyLink}
            </button>
          </div>
          <p role="status" className={styles.note}>
            {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
