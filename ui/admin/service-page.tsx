/**
 * The offer admins' view of the dealers' service (`/admin/atendimento`): the
 * period (7, 30 or 90 days), a bar chart per dealer drawn as SVG (leads
 * received, their part answered in time, and the leads overdue now; the
 * geometry from models/lead/service-report.ts `serviceBars`), and the same
 * figures in a table, which is what a screen reader reads (the chart is one
 * image with a text alternative pointing to it). Everything shown comes
 * from the service chart.
 */
import { adminServiceLabels as t } from '../../models/labels/admin-service';
import { responseTimeLabels } from '../../models/labels/response-time';
import { durationParts } from '../../models/lead/response-time';
import { inTimePercent, SERVICE_PERIODS, serviceBars, type DealerService, type ServicePeriod } from '../../models/lead/service-report';
import { useAdminService, useAdminServiceEvents, useAdminServiceSelector } from '../../machines/admin-service/admin-service.context';
import { selectCanRetry, selectDays, selectErrorMessage, selectReport, selectStatus, type AdminServiceRef } from '../../machines/admin-service/admin-service.machine';
import * as styles from './service.css';

const medianText = (minutes: number | null) => (minutes === null ? t.none : responseTimeLabels.duration(durationParts(minutes)));

function ServiceChart({ dealers, days }: { dealers: readonly DealerService[]; days: ServicePeriod }) {
  const chart = serviceBars(dealers);
  const barHeight = 13;
  const overdueHeight = 8;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={t.chartLabel(days)} data-testid="service-chart">
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={tick.x} x2={tick.x} y1={18} y2={chart.height - 22} stroke="#d0d5dd" />
          <text x={tick.x} y={chart.height - 6} fontSize={11} textAnchor={tick.x <= chart.left ? 'start' : tick.x >= chart.width - 20 ? 'end' : 'middle'} fill="#475467">
            {tick.value}
          </text>
        </g>
      ))}
      {chart.bars.map((bar) => (
        <g key={bar.dealerCode} transform={`translate(0 ${bar.y})`} data-testid="service-chart-row">
          <text x={chart.left} y={13} fontSize={12} fontWeight={600} fill="#1d2939">
            {bar.dealerName}
          </text>
          <rect x={chart.left} y={18} width={bar.received} height={barHeight} fill={styles.RECEIVED} />
          <rect x={chart.left} y={18} width={bar.inTime} height={barHeight} fill={styles.IN_TIME} />
          <rect x={chart.left} y={18 + barHeight + 3} width={bar.overdue} height={overdueHeight} fill={styles.OVERDUE} />
        </g>
      ))}
    </svg>
  );
}

export function AdminServiceView({ actor }: { actor: AdminServiceRef }) {
  const status = useAdminServiceSelector(actor, selectStatus);
  const days = useAdminServiceSelector(actor, selectDays);
  const report = useAdminServiceSelector(actor, selectReport);
  const error = useAdminServiceSelector(actor, selectErrorMessage);
  const canRetry = useAdminServiceSelector(actor, selectCanRetry);
  const events = useAdminServiceEvents(actor);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <fieldset className={styles.periods}>
        <legend className={styles.legend}>{t.period}</legend>
        {SERVICE_PERIODS.map((p) => (
          <label key={p} className={styles.periodOption}>
            <input type="radio" name="service-period" value={p} checked={days === p} onChange={() => events.choosePeriod(p)} />
            {t.periodOption(p)}
          </label>
        ))}
      </fieldset>
      {status === 'loading' ? (
        <p className={styles.message} role="status">
          {t.loading}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.errorBox}>
          <p className={styles.errorText} role="alert">
            {error}
          </p>
          <button type="button" className={styles.primaryButton} disabled={!canRetry} onClick={events.retry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {status === 'ready' && report && report.dealers.length === 0 ? <p className={styles.message}>{t.empty}</p> : null}
      {status === 'ready' && report && report.dealers.length > 0 ? (
        <>
          <section className={styles.card} aria-labelledby="service-chart-title">
            <h2 id="service-chart-title" className={styles.cardTitle}>
              {t.chartTitle}
            </h2>
            <ul className={styles.keyList} aria-hidden="true">
              <li className={styles.keyItem}>
                <span className={styles.swatch} style={{ background: styles.RECEIVED }} />
                {t.received}
              </li>
              <li className={styles.keyItem}>
                <span className={styles.swatch} style={{ background: styles.IN_TIME }} />
                {t.answeredInTime}
              </li>
              <li className={styles.keyItem}>
                <span className={styles.swatch} style={{ background: styles.OVERDUE }} />
                {t.overdueNow}
              </li>
            </ul>
            <ServiceChart dealers={report.dealers} days={report.days} />
          </section>
          <section className={styles.card}>
            <table className={styles.table} data-testid="service-table">
              <caption className={styles.caption}>{t.tableCaption(report.days)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.dealer}</th>
                  <th scope="col" className="num">
                    {t.received}
                  </th>
                  <th scope="col" className="num">
                    {t.answeredInTime}
                  </th>
                  <th scope="col" className="num">
                    {t.median}
                  </th>
                  <th scope="col" className="num">
                    {t.overdueNow}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.dealers.map((d) => (
                  <tr key={d.dealerCode}>
                    <th scope="row">{d.dealerName}</th>
                    <td className="num" data-label={t.received}>
                      {d.received}
                    </td>
                    <td className="num" data-label={t.answeredInTime}>
                      {t.inTimeValue(d.answeredInTime, inTimePercent(d))}
                    </td>
                    <td className="num" data-label={t.median}>
                      {medianText(d.medianFirstResponseMinutes)}
                    </td>
                    <td className="num" data-label={t.overdueNow}>
                      {d.overdueNow}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ul className={styles.notes}>
            {t.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}

/** The page: runs the service chart the app provides (AdminServiceLogic) while shown. */
export function AdminServicePage() {
  const actor = useAdminService();
  return <AdminServiceView actor={actor} />;
}
