/** `/vendedor`: links to the fleet quotation, the simulator and the dealer's lead desk, and the saved quotations (reopen, duplicate). */
import { formatDate } from '../../models/common/format';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import { SELLER_PATHS } from '../../models/app/pages';
import { useQuotationList, useQuotationListEvents, useQuotationListSelector } from '../../machines/quotation-list/quotation-list.context';
import * as m from '../../machines/quotation-list/quotation-list.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { LoadFailure } from './load-failure';
import * as styles from './seller.css';

const t = quotationLabels.seller;

export function SellerHome({ onNavigate }: { onNavigate?: Navigate | undefined }) {
  const actor = useQuotationList();
  return <SellerHomeView actor={actor} onNavigate={onNavigate} />;
}

export function SellerHomeView({ actor, onNavigate }: { actor: m.QuotationListRef; onNavigate?: Navigate | undefined }) {
  const status = useQuotationListSelector(actor, m.selectStatus);
  const quotations = useQuotationListSelector(actor, m.selectQuotations);
  const error = useQuotationListSelector(actor, m.selectErrorMessage);
  const canRetry = useQuotationListSelector(actor, m.selectCanRetry);
  const events = useQuotationListEvents(actor);
  return (
    <section className={styles.page} aria-labelledby="seller-title">
      <h1 id="seller-title" className={styles.heading}>
        {t.homeTitle}
      </h1>
      <p className={styles.intro}>{t.homeIntro}</p>
      <nav className={styles.links} aria-label={t.homeTitle}>
        <NavLink href={SELLER_PATHS.newQuotation} onNavigate={onNavigate} className={styles.primaryLink}>
          {t.newQuotation}
        </NavLink>
        <NavLink href={SELLER_PATHS.simulator} onNavigate={onNavigate} className={styles.secondaryLink}>
          {t.simulator}
        </NavLink>
        <NavLink href={SELLER_PATHS.leads} onNavigate={onNavigate} className={styles.secondaryLink}>
          {leadDeskLabels.desk.homeLink}
        </NavLink>
      </nav>
      <h2 className={styles.subheading}>{t.savedTitle}</h2>
      {status === 'loading' ? (
        <p role="status" className={styles.message}>
          {t.loadingList}
        </p>
      ) : null}
      {status === 'failed' ? (
        <>
          <LoadFailure message={error} canRetry={canRetry} onRetry={events.retry} />
        </>
      ) : null}
      {status === 'ready' && quotations.length === 0 ? <p className={styles.message}>{t.noneSaved}</p> : null}
      {status === 'ready' && quotations.length > 0 ? (
        <ul className={styles.list} data-testid="saved-quotations">
          {quotations.map((q) => (
            <li key={q.number} className={styles.listItem}>
              <div>
                <p className={styles.listTitle}>
                  {q.number} · {q.opportunityName}
                </p>
                <p className={styles.listMeta}>
                  {t.vehicles(q.vehicleCount)} · {formatBRL(q.totals.contract)} · {t.validUntil(formatDate(`${q.validUntil}T12:00:00Z`))}
                </p>
              </div>
              <div className={styles.listActions}>
                <NavLink href={SELLER_PATHS.quotation(q.number)} onNavigate={onNavigate} className={styles.secondaryLink} aria-label={t.openLabel(q.number)}>
                  {t.open}
                </NavLink>
                <NavLink href={SELLER_PATHS.duplicate(q.number)} onNavigate={onNavigate} className={styles.secondaryLink} aria-label={t.duplicateLabel(q.number)}>
                  {t.duplicate}
                </NavLink>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
