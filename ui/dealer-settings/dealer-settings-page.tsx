/**
 * The admin's screen of a dealer's settings (`/admin/concessionarias`): the
 * dealer opened by its code; its response time and webhook URL (what is
 * wrong shown once the admin tried to save); its signing secret, made or
 * replaced (a replacement confirmed first) and shown once, right after; the
 * last deliveries with their status and attempts. A section of the site's
 * page (the frame holds the one `<main>`). A thin renderer of
 * machines/dealer-settings.
 */
import type { ReactNode } from 'react';
import { formatDateTime } from '../../models/common/format';
import { dealerSettingsLabels } from '../../models/labels/dealer-settings';
import { commonLabels } from '../../models/labels/common';
import { useDealerSettings, useDealerSettingsEvents, useDealerSettingsSelector } from '../../machines/dealer-settings/dealer-settings.context';
import {
  selectCanChange,
  selectCanEdit,
  selectCanOpen,
  selectCanRotate,
  selectCanSave,
  selectFormProblems,
  selectScreenState,
} from '../../machines/dealer-settings/dealer-settings.machine';
import type { WebhookDelivery } from '../../models/lead/dealer-webhooks';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { field, fieldError, hint, label, textInput } from '../theme/controls.css';
import * as styles from './dealer-settings.css';

const t = dealerSettingsLabels;
const c = t.deliveries.columns;

function DeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  const cells: { header: string; cell: (d: WebhookDelivery) => ReactNode }[] = [
    { header: c.type, cell: (d) => t.eventTypes[d.type] },
    { header: c.created, cell: (d) => formatDateTime(d.createdAt) },
    { header: c.status, cell: (d) => t.deliveries.status[d.status] },
    { header: c.attempts, cell: (d) => String(d.attempts) },
    { header: c.last, cell: (d) => (d.lastStatus === null ? (d.attempts > 0 ? t.deliveries.noAnswer : '—') : t.deliveries.lastStatus(d.lastStatus)) },
    { header: c.event, cell: (d) => <span className={styles.eventId}>{d.eventId}</span> },
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby="dealer-deliveries-title">
        <thead className={styles.head}>
          <tr>
            {cells.map((col) => (
              <th key={col.header} scope="col" className={styles.th}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {deliveries.map((d) => (
            <tr key={d.eventId} className={styles.row} data-status={d.status}>
              {cells.map((col) => (
                <td key={col.header} className={styles.td} data-label={col.header}>
                  {col.cell(d)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DealerSettingsPage() {
  const actor = useDealerSettings();
  const state = useDealerSettingsSelector(actor, selectScreenState);
  const ctx = useDealerSettingsSelector(actor, (s) => s.context);
  const canOpen = useDealerSettingsSelector(actor, selectCanOpen);
  const canSave = useDealerSettingsSelector(actor, selectCanSave);
  const canEdit = useDealerSettingsSelector(actor, selectCanEdit);
  const canRotate = useDealerSettingsSelector(actor, selectCanRotate);
  const canChange = useDealerSettingsSelector(actor, selectCanChange);
  const problems = useDealerSettingsSelector(actor, selectFormProblems, (a, b) => a.responseHours === b.responseHours && a.webhookUrl === b.webhookUrl);
  const ev = useDealerSettingsEvents(actor);
  const dealer = ctx.dealer;
  const opened = state.startsWith('ready') && dealer !== null;
  return (
    <div className={styles.page} data-testid="dealer-settings" data-state={state} aria-labelledby="dealer-settings-title">
      <h1 id="dealer-settings-title" className={styles.pageTitle}>
        {t.title}
      </h1>
      <p className={styles.text}>{t.intro}</p>
      {!opened ? (
        <form
          className={styles.openForm}
          noValidate
          aria-busy={state === 'loading'}
          onSubmit={(e) => {
            e.preventDefault();
            ev.open();
          }}
        >
          <div className={`${field} ${styles.openField}`}>
            <label className={label} htmlFor="dealer-code">
              {t.open.label}
            </label>
            <input
              id="dealer-code"
              className={textInput}
              value={ctx.code}
              inputMode="numeric"
              autoComplete="off"
              aria-describedby="dealer-code-hint"
              disabled={state === 'loading'}
              onChange={(e) => ev.typeCode(e.target.value)}
            />
            <p id="dealer-code-hint" className={hint}>
              {t.open.hint}
            </p>
          </div>
          <button type="submit" className={styles.primary} disabled={!canOpen}>
            {t.open.action}
          </button>
        </form>
      ) : null}
      {state === 'loading' ? (
        <p role="status" className={styles.text}>
          {t.loading}
        </p>
      ) : null}
      {state === 'loadFailed' ? (
        <p role="alert" className={styles.critical}>
          {ctx.loadError === 'notFound' ? t.errors.dealerNotFound : t.loadFailure}
        </p>
      ) : null}
      {opened ? (
        <>
          <div className={styles.dealerHeader}>
            <h2 className={styles.dealerName}>{t.dealerHeading(dealer.name, dealer.code)}</h2>
            <button type="button" className={styles.secondary} disabled={!canChange} onClick={ev.change}>
              {t.change}
            </button>
          </div>

          <form
            className={styles.form}
            noValidate
            aria-labelledby="dealer-form-title"
            aria-busy={state === 'ready.saving'}
            onSubmit={(e) => {
              e.preventDefault();
              ev.save();
            }}
          >
            <h3 id="dealer-form-title" className={styles.subtitle}>
              {t.form.heading}
            </h3>
            <div className={field}>
              <label className={label} htmlFor="dealer-hours">
                {t.form.hours}
              </label>
              <input
                id="dealer-hours"
                className={textInput}
                inputMode="numeric"
                value={ctx.form.responseHours}
                disabled={!canEdit}
                aria-invalid={!!problems.responseHours}
                aria-describedby={problems.responseHours ? 'dealer-hours-hint dealer-hours-error' : 'dealer-hours-hint'}
                onChange={(e) => ev.typeHours(e.target.value)}
              />
              <p id="dealer-hours-hint" className={hint}>
                {t.form.hoursHint}
              </p>
              {problems.responseHours ? (
                <p id="dealer-hours-error" className={fieldError}>
                  {problems.responseHours}
                </p>
              ) : null}
            </div>
            <div className={field}>
              <label className={label} htmlFor="dealer-url">
                {t.form.url}
              </label>
              <input
                id="dealer-url"
                className={textInput}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={ctx.form.webhookUrl}
                disabled={!canEdit}
                aria-invalid={!!problems.webhookUrl}
                aria-describedby={problems.webhookUrl ? 'dealer-url-hint dealer-url-error' : 'dealer-url-hint'}
                onChange={(e) => ev.typeUrl(e.target.value)}
              />
              <p id="dealer-url-hint" className={hint}>
                {t.form.urlHint}
              </p>
              {problems.webhookUrl ? (
                <p id="dealer-url-error" className={fieldError}>
                  {problems.webhookUrl}
                </p>
              ) : null}
            </div>
            {state === 'ready.saveFailed' ? (
              <p role="alert" className={styles.critical}>
                {t.form.saveFailure}
              </p>
            ) : null}
            {ctx.saved ? (
              <p role="status" className={styles.positive}>
                {t.form.saved}
              </p>
            ) : null}
            <p className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={!canSave}>
                {state === 'ready.saving' ? t.form.saving : t.form.save}
              </button>
            </p>
          </form>

          <section aria-labelledby="dealer-secret-title">
            <h3 id="dealer-secret-title" className={styles.subtitle}>
              {t.secret.heading}
            </h3>
            <p className={styles.text}>{dealer.secretCreatedAt ? t.secret.createdAt(formatDateTime(dealer.secretCreatedAt)) : t.secret.none}</p>
            {ctx.secret ? (
              <div className={styles.secretPanel} role="status">
                <p className={styles.caution}>{t.secret.shownOnce}</p>
                <p className={label} id="dealer-new-secret">
                  {t.secret.newSecret}
                </p>
                <p className={styles.secretValue} aria-labelledby="dealer-new-secret" data-testid="dealer-new-secret">
                  {ctx.secret.secret}
                </p>
              </div>
            ) : null}
            {state === 'ready.rotateFailed' ? (
              <p role="alert" className={styles.critical}>
                {t.secret.rotateFailure}
              </p>
            ) : null}
            <p className={styles.actions}>
              <button type="button" className={styles.secondary} disabled={!canRotate} onClick={ev.rotate}>
                {state === 'ready.rotating' ? t.secret.rotating : dealer.secretCreatedAt ? t.secret.rotate : t.secret.generate}
              </button>
            </p>
          </section>

          <section aria-labelledby="dealer-deliveries-title">
            <h3 id="dealer-deliveries-title" className={styles.subtitle}>
              {t.deliveries.heading}
            </h3>
            {dealer.deliveries.length === 0 ? <p className={styles.text}>{t.deliveries.none}</p> : <DeliveriesTable deliveries={dealer.deliveries} />}
          </section>

          <ConfirmDialog
            open={state === 'ready.confirmingRotation'}
            title={t.secret.rotate}
            cancelLabel={commonLabels.cancel}
            confirmLabel={t.secret.rotate}
            tone="danger"
            onConfirm={ev.confirmRotation}
            onCancel={ev.cancelRotation}
            testId="dealer-rotate-confirm"
          >
            <p>{t.secret.rotateConfirm}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </div>
  );
}
