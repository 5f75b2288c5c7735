/**
 * `/vendedor/leads`: the dealer's leads with their filters (status, period,
 * name or CPF), loading, empty and failed states; each lead opens its page.
 */
import { useLayoutEffect, useRef } from 'react';
import { formatDate, formatDateTime } from '../../models/common/format';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { formatDocument } from '../../models/lead/lead-desk';
import { LEAD_STATUS_CODES, leadStatusLabel } from '../../models/lead/lead-status';
import { DATE_MASK, maskDate } from '../../models/common/masks';
import { formatBRL } from '../../models/common/money';
import { SELLER_PATHS } from '../../models/app/pages';
import { responseTimeLabels } from '../../models/labels/response-time';
import { durationParts, formatPromise, type PromiseStanding } from '../../models/lead/response-time';
import { useLeadDesk, useLeadDeskEvents, useLeadDeskSelector } from '../../machines/lead-desk/lead-desk.context';
import * as m from '../../machines/lead-desk/lead-desk.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { LoadFailure } from './load-failure';
import * as styles from './seller.css';
import * as desk from './lead-desk.css';

const t = leadDeskLabels.desk;
const p = responseTimeLabels.desk;

/** The lead's standing against its dealer's promise: time left, overdue, or answered; nothing for a lead without a promise. */
function PromiseBadge({ standing }: { standing: PromiseStanding }) {
  if (standing.kind === 'none') return null;
  if (standing.kind === 'answered') return <span className={desk.badge}>{p.answered}</span>;
  const duration = responseTimeLabels.duration(durationParts(standing.minutes));
  const until = p.until(formatPromise(standing.respondBy));
  return (
    <span className={standing.kind === 'overdue' ? desk.overdueBadge : desk.promiseBadge} title={until} data-testid="desk-lead-promise">
      {standing.kind === 'overdue' ? p.overdue(duration) : p.left(duration)}
      <span className={desk.visuallyHidden}> ({until})</span>
    </span>
  );
}
const sameFilters = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).every((k) => a[k] === b[k]);
const sameErrors = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  Object.keys({ ...a, ...b }).every((k) => a[k] === b[k]);

/**
 * A day typed the pt-BR way, DD/MM/AAAA, masked as it is typed (the
 * browser's date input shows its own locale's order, not the page's); the
 * caret stays after the digit it followed.
 */
function DayInput({ id, value, onValue, ...aria }: { id: string; value: string; onValue: (value: string) => void; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <input
      ref={ref}
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t.dayPlaceholder}
      maxLength={DATE_MASK.length}
      className={desk.input}
      value={value}
      onChange={(e) => {
        const masked = maskDate(e.currentTarget.value, e.currentTarget.selectionStart ?? e.currentTarget.value.length);
        caret.current = masked.caret;
        onValue(masked.value);
      }}
      {...aria}
    />
  );
}

export function LeadDesk({ input, onNavigate }: { input: m.LeadDeskInput; onNavigate?: Navigate | undefined }) {
  const actor = useLeadDesk(input);
  return <LeadDeskView actor={actor} onNavigate={onNavigate} />;
}

export function LeadDeskView({ actor, onNavigate }: { actor: m.LeadDeskRef; onNavigate?: Navigate | undefined }) {
  const status = useLeadDeskSelector(actor, m.selectStatus);
  // Overdue first, as of the desk's clock (the chart's `clock` ticks it: the time left counts down on screen).
  const leads = useLeadDeskSelector(actor, m.selectOrderedLeads);
  const now = useLeadDeskSelector(actor, m.selectNow);
  const form = useLeadDeskSelector(actor, m.selectForm, sameFilters);
  const formErrors = useLeadDeskSelector(actor, m.selectFormErrors, sameErrors);
  const error = useLeadDeskSelector(actor, m.selectErrorMessage);
  const filtered = useLeadDeskSelector(actor, m.selectFiltered);
  const canApply = useLeadDeskSelector(actor, m.selectCanApply);
  const canClear = useLeadDeskSelector(actor, m.selectCanClear);
  const canRetry = useLeadDeskSelector(actor, m.selectCanRetry);
  const events = useLeadDeskEvents(actor);
  const fieldError = (field: keyof typeof formErrors) =>
    formErrors[field] ? (
      <p id={`desk-${field}-error`} className={styles.error}>
        {formErrors[field]}
      </p>
    ) : null;
  const described = (field: keyof typeof formErrors) => (formErrors[field] ? { 'aria-describedby': `desk-${field}-error`, 'aria-invalid': true } : {});

  return (
    <section className={styles.page} aria-labelledby="desk-title">
      <p className={styles.intro}>
        <NavLink href={SELLER_PATHS.home} onNavigate={onNavigate} className={styles.textLink}>
          {t.back}
        </NavLink>
      </p>
      <h1 id="desk-title" className={styles.heading}>
        {t.title}
      </h1>
      <p className={styles.intro}>{t.intro}</p>

      <form
        className={desk.filters}
        aria-label={t.filtersTitle}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          events.apply();
        }}
      >
        <div className={desk.field}>
          <label className={desk.label} htmlFor="desk-status">
            {t.status}
          </label>
          <select id="desk-status" className={desk.select} value={form.status} onChange={(e) => events.edit('status', e.target.value)} {...described('status')}>
            <option value="">{t.anyStatus}</option>
            {LEAD_STATUS_CODES.map((code) => (
              <option key={code} value={code}>
                {leadStatusLabel(code)}
              </option>
            ))}
          </select>
          {fieldError('status')}
        </div>
        <div className={desk.field}>
          <label className={desk.label} htmlFor="desk-from">
            {t.from}
          </label>
          <DayInput id="desk-from" value={form.from} onValue={(v) => events.edit('from', v)} {...described('from')} />
          {fieldError('from')}
        </div>
        <div className={desk.field}>
          <label className={desk.label} htmlFor="desk-to">
            {t.to}
          </label>
          <DayInput id="desk-to" value={form.to} onValue={(v) => events.edit('to', v)} {...described('to')} />
          {fieldError('to')}
        </div>
        <div className={desk.field}>
          <label className={desk.label} htmlFor="desk-q">
            {t.query}
          </label>
          <input
            id="desk-q"
            type="search"
            className={desk.input}
            value={form.q}
            placeholder={t.queryPlaceholder}
            autoComplete="off"
            onChange={(e) => events.edit('q', e.target.value)}
            {...described('q')}
          />
          {fieldError('q')}
        </div>
        <div className={desk.filterActions}>
          <button type="submit" className={styles.primary} disabled={!canApply}>
            {t.apply}
          </button>
          <button type="button" className={styles.secondary} disabled={!canClear} onClick={events.clear}>
            {t.clear}
          </button>
        </div>
      </form>

      {status === 'loading' ? (
        <p role="status" className={styles.message}>
          {t.loading}
        </p>
      ) : null}
      {status === 'failed' ? (
        <>
          <LoadFailure message={error} canRetry={canRetry} onRetry={events.retry} />
        </>
      ) : null}
      {status === 'invalid' ? (
        <p role="status" className={styles.message} data-testid="desk-invalid">
          {leadDeskLabels.filters.fixToSearch}
        </p>
      ) : null}
      {status === 'ready' && leads.length === 0 ? <p className={styles.message}>{filtered ? t.emptyFiltered : t.empty}</p> : null}
      {status === 'ready' && leads.length > 0 ? (
        <>
          <p className={desk.count} role="status">
            {t.count(leads.length)}
          </p>
          <ul className={styles.list} aria-label={t.listLabel} data-testid="desk-leads">
            {leads.map((lead) => (
              <li key={lead.id} className={desk.leadItem}>
                <div>
                  <p className={desk.leadName}>{lead.name || formatDocument(lead.document)}</p>
                  <p className={desk.leadMeta}>
                    {formatDocument(lead.document)} · {lead.title}
                    {lead.monthlyPrice !== null ? ` · ${formatBRL(lead.monthlyPrice)}` : ''}
                  </p>
                  <p className={desk.leadMeta}>{t.sentOn(formatDate(lead.createdAt))}</p>
                  {lead.sellerName ? (
                    <p className={desk.leadMeta} data-testid="desk-lead-seller">
                      {t.broughtBy(lead.sellerName)}
                    </p>
                  ) : null}
                  <div className={desk.badges}>
                    <span className={desk.badge}>{leadStatusLabel(lead.status)}</span>
                    {lead.awaitingVersion !== null ? <span className={desk.waitingBadge}>{t.awaitingAcceptance}</span> : null}
                    <PromiseBadge standing={m.standingAt(lead, now)} />
                    {lead.escalatedAt ? (
                      <span className={desk.overdueBadge} title={formatDateTime(lead.escalatedAt)} data-testid="desk-lead-escalated">
                        {p.escalated}
                      </span>
                    ) : null}
                  </div>
                </div>
                <NavLink href={SELLER_PATHS.lead(lead.id)} onNavigate={onNavigate} className={`${styles.secondaryLink} ${desk.openLink}`} aria-label={t.openLabel(lead.name || formatDocument(lead.document))}>
                  {t.open}
                </NavLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
