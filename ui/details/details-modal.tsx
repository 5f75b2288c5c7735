/** The info modal of an optional or an additional, rendered from the details modal chart. */
import { Dialog } from 'radix-ui';
import { detailsLabels } from '../../models/details-labels';
import type { Labels } from '../../models/labels';
import { DetailsModalContext, useDetailsModalEvents } from '../../machines/details-modal/details-modal.context';
import { selectModalContent, selectModalStatus, selectModalTarget } from '../../machines/details-modal/details-modal.machine';
import * as styles from './details.css';

export function DetailsModal({ labels }: { labels: Labels }) {
  const status = DetailsModalContext.useSelector(selectModalStatus);
  const target = DetailsModalContext.useSelector(selectModalTarget);
  const content = DetailsModalContext.useSelector(selectModalContent);
  const events = useDetailsModalEvents();
  const failure = target?.kind === 'optional' ? labels.offerDetails.optionalDetailsFailed : labels.offerDetails.additionalDetailsFailed;
  return (
    <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? undefined : events.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="details-modal" data-status={status} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{content?.title ?? target?.name ?? ''}</Dialog.Title>
          {status === 'loading' ? <p role="status">{detailsLabels.modal.loading}</p> : null}
          {status === 'failed' ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          {status === 'shown' && content ? (
            <>
              {content.image ? <img className={styles.thumb} src={content.image} alt="" width={48} height={48} /> : null}
              {/* Sanitised on the server and again in models/offer-details.ts (sanitizeRichText). */}
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: content.html }} />
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
  );
}
