/**
 * The offer admin's outbox (`/admin/mensagens`): recipient, subject, status
 * and attempts of each message the product wrote; a message opens in a
 * dialog with its kind, its HTML body sanitised (the product's one
 * allow-list) and its plain text, or, for a message whose link acts for its
 * recipient, a note that its body is not shown (the server never sends
 * it). Everything shown and enabled comes from the outbox chart.
 */
import { Dialog } from 'radix-ui';
import { match } from 'ts-pattern';
import { defaultMessagesLabels, type MessagesScreenLabels } from '../../models/labels/admin-manager';
import { formatDateTime } from '../../models/common/format';
import { OUTBOX_SEARCH_MAX, outboxKinds, type AdminMessage, type OutboxFilters } from '../../models/quotation/fleet-quotation';
import { useAdminMessages, useAdminMessagesEvents, useAdminMessagesSelector } from '../../machines/admin-messages/admin-messages.context';
import {
  selectCanClearFilters,
  selectCanOpen,
  selectCanReload,
  selectCanRetry,
  selectFilteredMessages,
  selectFilters,
  selectFiltersEnabled,
  selectMessages,
  selectOpenMessage,
  selectPage,
  selectPageMessages,
  selectPageSize,
  selectStatus,
  type AdminMessagesRef,
} from '../../machines/admin-messages/admin-messages.machine';
import { Pager } from '../layout/pager';
import * as filterStyles from './manager.css';
import { sanitiseHtml } from '../content/sanitise-html';
import * as styles from './messages.css';

const sameList = (a: readonly AdminMessage[], b: readonly AdminMessage[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** A message's status as its badge: a status the outbox gains without its badge fails to compile. */
const statusBadge = (status: AdminMessage['status']) =>
  match(status)
    .with('sent', () => styles.sent)
    .with('pending', () => styles.pending)
    .exhaustive();

function statusChoice(value: string): OutboxFilters['status'] {
  return value === 'pending' || value === 'sent' ? value : 'all';
}


/** A message's "open": enabled while the chart takes that message. */
function OpenButton({ actor, id, label, text, onOpen }: { actor: AdminMessagesRef; id: string; label: string; text: string; onOpen: (id: string) => void }) {
  const enabled = useAdminMessagesSelector(actor, selectCanOpen(id));
  return (
    <button type="button" className={styles.linkButton} aria-label={label} disabled={!enabled} onClick={() => onOpen(id)}>
      {text}
    </button>
  );
}

export function AdminMessagesPage({ labels = defaultMessagesLabels }: { labels?: MessagesScreenLabels }) {
  const t = labels;
  const actor = useAdminMessages();
  const status = useAdminMessagesSelector(actor, selectStatus);
  const messages = useAdminMessagesSelector(actor, selectMessages);
  const filters = useAdminMessagesSelector(actor, selectFilters);
  const filtered = useAdminMessagesSelector(actor, selectFilteredMessages, sameList);
  const rows = useAdminMessagesSelector(actor, selectPageMessages, sameList);
  const page = useAdminMessagesSelector(actor, selectPage);
  const pageSize = useAdminMessagesSelector(actor, selectPageSize);
  const canClear = useAdminMessagesSelector(actor, selectCanClearFilters);
  const open = useAdminMessagesSelector(actor, selectOpenMessage);
  const canReload = useAdminMessagesSelector(actor, selectCanReload);
  const canRetry = useAdminMessagesSelector(actor, selectCanRetry);
  const filtersEnabled = useAdminMessagesSelector(actor, selectFiltersEnabled);
  const events = useAdminMessagesEvents(actor);
  const listed = status === 'browsing' || status === 'reading' || status === 'refreshing';
  return (
    <section className={styles.page} aria-labelledby="messages-title" data-testid="admin-messages" data-status={status}>
      <h1 id="messages-title" className={styles.heading}>
        {t.title}
      </h1>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.delivery} data-testid="outbox-delivery">
        {t.delivery}
      </p>
      {status === 'loading' ? (
        <p role="status" className={styles.message}>
          {t.loading}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.errorBox}>
          <p className={styles.errorText}>{t.loadFailed}</p>
          <button type="button" className={styles.primaryButton} disabled={!canRetry} onClick={events.retry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {listed ? (
        <>
          <form className={filterStyles.filters} role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
            <label className={filterStyles.field}>
              <span className={filterStyles.label}>{t.status}</span>
              <select
                className={filterStyles.select}
                value={filters.status}
                disabled={!filtersEnabled}
                onChange={(e) => events.filter({ status: statusChoice(e.target.value) })}
              >
                <option value="all">{t.allStatuses}</option>
                <option value="pending">{t.statuses.pending}</option>
                <option value="sent">{t.statuses.sent}</option>
              </select>
            </label>
            <label className={filterStyles.field}>
              <span className={filterStyles.label}>{t.kindFilter}</span>
              <select className={filterStyles.select} value={filters.kind} disabled={!filtersEnabled} onChange={(e) => events.filter({ kind: e.target.value })}>
                <option value="all">{t.allKinds}</option>
                {outboxKinds(messages).map((k) => (
                  <option key={k} value={k}>
                    {t.kinds[k] ?? k}
                  </option>
                ))}
              </select>
            </label>
            <label className={filterStyles.searchField}>
              <span className={filterStyles.label}>{t.search}</span>
              <input
                className={filterStyles.input}
                type="search"
                value={filters.text}
                maxLength={OUTBOX_SEARCH_MAX}
                placeholder={t.searchPlaceholder}
                disabled={!filtersEnabled}
                onChange={(e) => events.filter({ text: e.target.value })}
              />
            </label>
            <button type="button" className={filterStyles.clearButton} disabled={!canClear} onClick={events.clearFilters}>
              {t.clearFilters}
            </button>
          </form>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status" aria-busy={status === 'refreshing'}>
              {filtered.length === messages.length ? t.count(messages.length) : t.countOf(filtered.length, messages.length)}
            </p>
            <button type="button" className={styles.ghostButton} disabled={!canReload} onClick={events.reload}>
              {t.reload}
            </button>
          </div>
          {messages.length === 0 || filtered.length === 0 ? (
            <p className={styles.message}>{messages.length === 0 ? t.empty : t.noneMatch}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.visuallyHidden}>{t.table}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.to}</th>
                    <th scope="col">{t.subject}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.attempts}</th>
                    <th scope="col">{t.createdAt}</th>
                    <th scope="col">{t.message}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((m) => (
                    <tr key={m.id} data-testid="outbox-message" data-message-id={m.id} data-status={m.status}>
                      <td data-label={t.to} className={styles.breakAll}>
                        {m.to}
                      </td>
                      <td data-label={t.subject}>{m.subject}</td>
                      <td data-label={t.status}>
                        <span className={statusBadge(m.status)}>{t.statuses[m.status]}</span>
                      </td>
                      <td data-label={t.attempts}>{m.attempts}</td>
                      <td data-label={t.createdAt}>{formatDateTime(m.createdAt)}</td>
                      <td data-label={t.message}>
                        <OpenButton actor={actor} id={m.id} label={t.openOf(m.subject, m.to)} text={t.open} onOpen={events.open} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager label={t.pages} page={page} total={filtered.length} size={pageSize} onPage={events.goToPage} testId="outbox-pages" />
        </>
      ) : null}
      <Dialog.Root open={open !== null} onOpenChange={(next) => (next ? undefined : events.close())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} data-testid="outbox-message-dialog" aria-describedby={undefined}>
            {open ? <MessageDetails message={open} labels={labels} /> : null}
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <button type="button" className={styles.primaryButton}>
                  {t.close}
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

function MessageDetails({ message, labels: t }: { message: AdminMessage; labels: MessagesScreenLabels }) {
  return (
    <>
      <Dialog.Title className={styles.dialogTitle}>{message.subject}</Dialog.Title>
      <dl className={styles.facts}>
        <dt>{t.to}</dt>
        <dd className={styles.breakAll}>{message.to}</dd>
        {message.bcc.length > 0 ? (
          <>
            <dt>{t.bcc}</dt>
            <dd className={styles.breakAll}>{message.bcc.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t.kind}</dt>
        <dd>{t.kinds[message.kind] ?? message.kind}</dd>
        <dt>{t.status}</dt>
        <dd>{t.statuses[message.status]}</dd>
        <dt>{t.attempts}</dt>
        <dd>{message.attempts}</dd>
        <dt>{t.createdAt}</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
        <dt>{t.sentAt}</dt>
        <dd>{message.sentAt ? formatDateTime(message.sentAt) : t.none}</dd>
        {message.lastError ? (
          <>
            <dt>{t.lastError}</dt>
            <dd className={styles.breakAll}>{message.lastError}</dd>
          </>
        ) : null}
        {message.attachments.length > 0 ? (
          <>
            <dt>{t.attachments}</dt>
            <dd>{message.attachments.map((a) => t.attachment(a.filename, Math.max(1, Math.round(a.size / 1024)))).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {message.html === null || message.text === null ? (
        // A message with a link that acts for its recipient: the server sends no body (nor the link).
        <p className={styles.withheld} data-testid="outbox-message-withheld">
          {t.withheld}
        </p>
      ) : (
        <>
          <h3 className={styles.partTitle}>{t.html}</h3>
          {/* The HTML body through the product's sanitiser: its allow-list drops scripts, handlers and styles. */}
          <div className={styles.htmlBody} data-testid="outbox-message-html" dangerouslySetInnerHTML={{ __html: sanitiseHtml(message.html) }} />
          <h3 className={styles.partTitle}>{t.text}</h3>
          <pre className={styles.textBody} data-testid="outbox-message-text">
            {message.text}
          </pre>
        </>
      )}
    </>
  );
}
