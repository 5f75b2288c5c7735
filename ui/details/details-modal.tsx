/** The info modal of an optional or an additional, rendered from the details modal chart. */
import type { DetailsScreenLabels } from '../../models/labels/details';
import { DetailsModalContext, useDetailsModalEvents } from '../../machines/details-modal/details-modal.context';
import { selectModalContent, selectModalStatus, selectModalTarget } from '../../machines/details-modal/details-modal.machine';
import * as styles from './details.css';
import { RichText, StatusDialog } from './status-dialog';

export function DetailsModal({ labels }: { labels: DetailsScreenLabels }) {
  const status = DetailsModalContext.useSelector(selectModalStatus);
  const target = DetailsModalContext.useSelector(selectModalTarget);
  const content = DetailsModalContext.useSelector(selectModalContent);
  const events = useDetailsModalEvents();
  const failure = target?.kind === 'optional' ? labels.offerDetails.optionalDetailsFailed : labels.offerDetails.additionalDetailsFailed;
  return (
    <StatusDialog status={status} title={content?.title ?? target?.name ?? ''} failure={failure} onClose={events.close} testId="details-modal" labels={labels}>
      {content ? (
        <>
          {content.image ? <img className={styles.thumb} src={content.image} alt="" width={48} height={48} /> : null}
          {/* Sanitised on the server and again here, with the one allow-list of models/content/rich-text.ts. */}
          <RichText html={content.html} />
        </>
      ) : null}
    </StatusDialog>
  );
}
