/** FAQ: a title that opens 'Ficou alguma dúvida?' with a search, rendered from the FAQ modal chart. */
import type { DetailsScreenLabels } from '../../models/labels/details';
import { FaqModalContext, useFaqEvents } from '../../machines/details-modal/details-modal.context';
import { selectFaqResults, selectFaqStatus, selectFaqTerm } from '../../machines/details-modal/faq-modal.machine';
import * as styles from './details.css';
import { preloadStatusDialog, RichText, StatusDialog } from './status-dialog';

export function FaqPanel({ labels }: { labels: DetailsScreenLabels }) {
  const status = FaqModalContext.useSelector(selectFaqStatus);
  const term = FaqModalContext.useSelector(selectFaqTerm);
  const results = FaqModalContext.useSelector(selectFaqResults);
  const events = useFaqEvents();
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        <button type="button" className={styles.linkButton} onClick={events.open} onPointerEnter={preloadStatusDialog} onFocus={preloadStatusDialog} aria-haspopup="dialog">
          {labels.offerDetails.faqTitle}
        </button>
      </h2>
      <StatusDialog status={status} title={labels.offerDetails.faqTitle} failure={labels.faq.failed} onClose={events.close} testId="faq-modal" labels={labels}>
        <input
          className={styles.searchInput}
          type="search"
          value={term}
          placeholder={labels.offerDetails.faqSearchPlaceholder}
          aria-label={labels.faq.searchLabel}
          onChange={(e) => events.search(e.target.value)}
        />
        {results.length === 0 ? <p role="status">{labels.faq.empty}</p> : null}
        <ul className={styles.faqList} aria-label={labels.offerDetails.faqTitle}>
          {results.map((entry) => (
            <li key={entry.question} data-testid="faq-entry">
              <h3 className={styles.faqQuestion}>{entry.question}</h3>
              <RichText html={entry.text} />
            </li>
          ))}
        </ul>
      </StatusDialog>
    </section>
  );
}
