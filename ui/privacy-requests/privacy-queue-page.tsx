/**
 * The privacy admin's queue (`/admin/privacidade`): every request with its
 * person, kind, dates and status, the overdue ones first and highlighted,
 * and the actions an open request admits: each with its own note (a
 * refusal's reason), a correction with the corrected values, an
 * anonymisation warned of the proposals in progress it would end; what is
 * missing shows once the admin tried to confirm. A section of the site's
 * page (the frame holds the one `<main>`). A thin renderer of
 * machines/privacy-queue.
 */
import { formatDocument } from '../../models/lead/lead-desk';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { PRIVACY_CORRECTION_FIELDS, actionNeedsNote, adminActionsFor, isOverdue } from '../../models/privacy/privacy-requests';
import { usePrivacyQueue, usePrivacyQueueEvents, usePrivacyQueueSelector } from '../../machines/privacy-queue/privacy-queue.context';
import {
  selectCanCancel,
  selectCanChoose,
  selectCanConfirm,
  selectCanCorrect,
  selectCanWriteNote,
  selectDecisionProblem, selectQueueState, type PrivacyQueueRef } from '../../machines/privacy-queue/privacy-queue.machine';
import type { PrivacyAdminAction } from '../../models/privacy/privacy-requests';
import { field, fieldError, label, textInput } from '../theme/controls.css';
import * as styles from './privacy-requests.css';
import { RequestTable } from './request-table';

const t = privacyRequestLabels;
const a = t.admin;

/** One action of a request: enabled while the chart takes that choice. */
function ChooseButton({ actor, protocol, action, onChoose }: { actor: PrivacyQueueRef; protocol: string; action: PrivacyAdminAction; onChoose: (protocol: string, action: PrivacyAdminAction) => void }) {
  const enabled = usePrivacyQueueSelector(actor, selectCanChoose(protocol, action));
  return (
    <button type="button" className={styles.small} disabled={!enabled} onClick={() => onChoose(protocol, action)}>
      {a.actions[action]}
    </button>
  );
}

export function PrivacyQueuePage() {
  const actor = usePrivacyQueue();
  const state = usePrivacyQueueSelector(actor, selectQueueState);
  const ctx = usePrivacyQueueSelector(actor, (s) => s.context);
  const canConfirm = usePrivacyQueueSelector(actor, selectCanConfirm);
  const canCancel = usePrivacyQueueSelector(actor, selectCanCancel);
  const canWriteNote = usePrivacyQueueSelector(actor, selectCanWriteNote);
  const canCorrect = usePrivacyQueueSelector(actor, selectCanCorrect);
  const ev = usePrivacyQueueEvents(actor);
  const now = new Date(ctx.now || 0);
  const chosen = ctx.protocol && ctx.action ? { protocol: ctx.protocol, action: ctx.action } : null;
  const busy = state === 'listed.acting';
  const needsNote = !!chosen && actionNeedsNote(chosen.action);
  const problem = usePrivacyQueueSelector(actor, selectDecisionProblem);
  const chosenItem = chosen ? ctx.items.find((i) => i.protocol === chosen.protocol) : undefined;
  const inProgress = chosen?.action === 'anonymise' ? (chosenItem?.inProgress ?? []) : [];
  return (
    <div className={styles.queuePage} data-testid="privacy-queue" data-state={state} aria-labelledby="privacy-queue-title">
      <h1 id="privacy-queue-title" className={styles.pageTitle}>
        {a.title}
      </h1>
      <p className={styles.text}>{a.intro}</p>
      {state === 'loading' ? (
        <p role="status" className={styles.text}>
          {a.loading}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" className={styles.critical}>
          <p>{a.failure}</p>
          <button type="button" className={styles.secondary} onClick={ev.retry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {ctx.updated && state === 'listed.browsing' ? (
        <p role="status" className={styles.positive}>
          {a.done(ctx.updated)}
        </p>
      ) : null}
      {chosen && state !== 'listed.browsing' ? (
        <form
          className={styles.decision}
          noValidate
          aria-labelledby="privacy-decision"
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            ev.confirm();
          }}
        >
          <h2 id="privacy-decision" className={styles.subtitle}>
            {a.deciding(a.actions[chosen.action], chosen.protocol)}
          </h2>
          {chosenItem?.details ? (
            <p className={styles.text}>
              <strong>{a.detailsLabel}:</strong> {chosenItem.details}
            </p>
          ) : null}
          {inProgress.length > 0 ? (
            <p className={styles.caution} data-testid="privacy-anonymise-warning">
              {a.anonymiseWarning(inProgress.join(', '))}
            </p>
          ) : null}
          {chosen.action === 'correct' ? (
            <fieldset className={styles.kinds} disabled={!canCorrect} aria-describedby={problem === t.errors.correctionRequired ? 'privacy-decision-error' : undefined}>
              <legend className={styles.legend}>{a.correctionTitle}</legend>
              <p className={styles.text}>{a.correctionIntro}</p>
              {PRIVACY_CORRECTION_FIELDS.map((f) => (
                <div key={f} className={field}>
                  <label className={label} htmlFor={`privacy-correct-${f}`}>
                    {a.correctionFields[f]}
                  </label>
                  <input id={`privacy-correct-${f}`} className={textInput} value={ctx.corrections[f] ?? ''} onChange={(e) => ev.correct(f, e.target.value)} />
                </div>
              ))}
            </fieldset>
          ) : null}
          <div className={field}>
            <label className={label} htmlFor="privacy-note">
              {a.notePrompt[chosen.action]}
            </label>
            <textarea
              id="privacy-note"
              className={`${textInput} ${styles.textarea}`}
              value={ctx.note}
              disabled={!canWriteNote}
              required={needsNote}
              aria-invalid={problem === t.errors.noteRequired}
              aria-describedby={problem ? 'privacy-decision-error' : undefined}
              onChange={(e) => ev.note(e.target.value)}
            />
          </div>
          {problem ? (
            <p id="privacy-decision-error" className={fieldError}>
              {problem}
            </p>
          ) : null}
          {state === 'listed.actionFailed' ? (
            <p role="alert" className={styles.critical}>
              {a.actionFailure}
            </p>
          ) : null}
          <p className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={!canConfirm}>
              {busy ? a.acting : a.confirm}
            </button>
            <button type="button" className={styles.secondary} disabled={!canCancel} onClick={ev.cancel}>
              {a.cancel}
            </button>
          </p>
        </form>
      ) : null}
      {state.startsWith('listed') ? (
        ctx.items.length === 0 ? (
          <p className={styles.text}>{a.empty}</p>
        ) : (
          <RequestTable
            label={a.title}
            requests={ctx.items}
            rowMark={(item) => isOverdue(item, now)}
            notes={{
              kind: (item) => (item.details ? <p className={styles.text}>{item.details}</p> : null),
              due: (item) => (isOverdue(item, now) ? <span className={styles.overdueMark}>{a.overdue}</span> : null),
              status: (item) => (item.answer ? <p className={styles.text}>{item.answer}</p> : null),
            }}
            afterKind={[
              {
                header: a.person,
                cell: (item) => (
                  <>
                    {formatDocument(item.document)}
                    <br />
                    {item.email}
                  </>
                ),
              },
            ]}
            trailing={[
              {
                header: a.actionsColumn,
                cell: (item) => {
                  const actions = adminActionsFor(item);
                  return actions.length === 0 ? null : (
                    <div className={styles.actions} role="group" aria-label={a.actionsOf(item.protocol)}>
                      {actions.map((action) => (
                        <ChooseButton key={action} actor={actor} protocol={item.protocol} action={action} onChoose={ev.choose} />
                      ))}
                    </div>
                  );
                },
              },
            ]}
          />
        )
      ) : null}
    </div>
  );
}
