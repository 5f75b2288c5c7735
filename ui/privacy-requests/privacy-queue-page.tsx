/**
 * The privacy admin's queue (`/admin/privacidade`): every request with its
 * person, kind, dates and status, the overdue ones first and highlighted,
 * and the actions an open request admits, confirmed with a note when the
 * action needs one. A thin renderer of machines/privacy-queue.
 */
import { formatDocument } from '../../models/lead-desk';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { actionNeedsNote, adminActionsFor, isOverdue } from '../../models/privacy-requests';
import { usePrivacyQueue, usePrivacyQueueEvents, usePrivacyQueueSelector } from '../../machines/privacy-queue/privacy-queue.context';
import { selectCanConfirm, selectQueueState } from '../../machines/privacy-queue/privacy-queue.machine';
import { field, fieldError, label, textInput } from '../theme/controls.css';
import * as styles from './privacy-requests.css';
import { RequestTable } from './request-table';

const t = privacyRequestLabels;
const a = t.admin;

export function PrivacyQueuePage() {
  const actor = usePrivacyQueue();
  const state = usePrivacyQueueSelector(actor, selectQueueState);
  const ctx = usePrivacyQueueSelector(actor, (s) => s.context);
  const canConfirm = usePrivacyQueueSelector(actor, selectCanConfirm);
  const ev = usePrivacyQueueEvents(actor);
  const now = new Date(ctx.now || 0);
  const chosen = ctx.protocol && ctx.action ? { protocol: ctx.protocol, action: ctx.action } : null;
  const busy = state === 'listed.acting';
  const needsNote = !!chosen && actionNeedsNote(chosen.action);
  return (
    <main className={styles.queuePage} data-testid="privacy-queue" data-state={state} aria-labelledby="privacy-queue-title">
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
          <div className={field}>
            <label className={label} htmlFor="privacy-note">
              {a.notePrompt}
            </label>
            <textarea
              id="privacy-note"
              className={`${textInput} ${styles.textarea}`}
              value={ctx.note}
              disabled={busy}
              required={needsNote}
              aria-describedby={needsNote && !ctx.note.trim() ? 'privacy-note-needed' : undefined}
              onChange={(e) => ev.note(e.target.value)}
            />
            {needsNote && !ctx.note.trim() ? (
              <p id="privacy-note-needed" className={fieldError}>
                {t.errors.noteRequired}
              </p>
            ) : null}
          </div>
          {state === 'listed.actionFailed' ? (
            <p role="alert" className={styles.critical}>
              {a.actionFailure}
            </p>
          ) : null}
          <p className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={!canConfirm || busy}>
              {busy ? a.acting : a.confirm}
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={ev.cancel}>
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
                        <button key={action} type="button" className={styles.small} disabled={state !== 'listed.browsing'} onClick={() => ev.choose(item.protocol, action)}>
                          {a.actions[action]}
                        </button>
                      ))}
                    </div>
                  );
                },
              },
            ]}
          />
        )
      ) : null}
    </main>
  );
}
