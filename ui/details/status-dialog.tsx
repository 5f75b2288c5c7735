/**
 * The dialog frame of the details page's modals (an optional's or an
 * additional's info, the FAQ): title, the loading and failure messages, the
 * content once shown, and the close button. Open unless `status` is 'closed';
 * closing (Esc, overlay, button) calls `onClose`.
 */
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './details.css';

export interface StatusDialogProps {
  status: 'closed' | 'loading' | 'shown' | 'failed';
  title: string;
  /** The alert shown when loading failed. */
  failure: string;
  onClose: () => void;
  testId: string;
  labels: Pick<DetailsScreenLabels, 'modal'>;
  /** Rendered while the status is 'shown'. */
  children: ReactNode;
}

export function StatusDialog({ status, title, failure, onClose, testId, labels, children }: StatusDialogProps) {
  const brandTheme = useBrandThemeClass();
  return (
    <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${brandTheme} ${styles.dialog}`} data-testid={testId} data-status={status} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          {status === 'loading' ? <p role="status">{labels.modal.loading}</p> : null}
          {status === 'failed' ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          {status === 'shown' ? children : null}
          <Dialog.Close asChild>
            <button type="button" className={`${styles.linkButton} ${styles.dialogClose}`}>
              {labels.modal.close}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
