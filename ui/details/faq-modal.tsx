/** FAQ: a title that opens 'Ficou alguma dúvida?' with a search, rendered from the FAQ modal chart. */
import { Dialog } from 'radix-ui';
import { detailsLabels } from '../../models/details-labels';
import type { Labels } from '../../models/labels';
import { FaqModalContext, useFaqEvents } from '../../machines/details-modal/details-modal.context';
import { selectFaqResults, selectFaqStatus, selectFaqTerm } from '../../machines/details-modal/faq-modal.machine';
import * as styles from './details.css';

export function FaqPanel({ labels }: { labels: Labels }) {
  const status = FaqModalContext.useSelector(selectFaqStatus);
  const term = FaqModalContext.useSelector(selectFaqTerm);
  const results = FaqModalContext.useSelector(selectFaqResults);
  const events = useFaqEvents();
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        <button type="button" className={styles.linkButton} onClick={events.open} aria-haspopup="dialog">
          {labels.offerDetails.faqTitle}
        </button>
      </h2>
      <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? undefined : events.close())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} data-testid="faq-modal" data-status={status} aria-describedby={undefined}>
            <Dialog.Title className={styles.dialogTitle}>{labels.offerDetails.faqTitle}</Dialog.Title>
            {status === 'loading' ? <p role="status">{detailsLabels.modal.loading}</p> : null}
            {status === 'failed' ? (
              <p className={styles.error} role="alert">
                {detailsLabels.faq.failed}
              </p>
            ) : null}
            {status === 'shown' ? (
              <>
                <input
                  className={styles.searchInput}
                  type="search"
                  value={term}
                  placeholder={labels.offerDetails.faqSearchPlaceholder}
                  aria-label={detailsLabels.faq.searchLabel}
                  onChange={(e) => events.search(e.target.value)}
                />
                {results.length === 0 ? <p role="status">{detailsLabels.faq.empty}</p> : null}
                <ul className={styles.faqList} aria-label={labels.offerDetails.faqTitle}>
                  {results.map((entry) => (
                    <li key={entry.question} data-testid="faq-entry">
                      <h3 className={styles.faqQuestion}>{entry.question}</h3>
                      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: entry.text }} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Dialog.Close asChild>
              <button type="button" className={`${styles.linkButton} ${styles.dialogClose}`}>
                {detailsLabels.modal.close}
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
