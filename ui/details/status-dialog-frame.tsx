/**
 * The Radix dialog of the details page's modals and their rich text
 * (DOMPurify): loaded when a modal first opens (ui/details/status-dialog.tsx),
 * so the offer's first paint carries neither.
 */
import { Dialog } from 'radix-ui';
import { useBrandThemeClass } from '../theme/brand-scope';
import { sanitiseHtml } from '../content/sanitise-html';
import type { StatusDialogProps } from './status-dialog';
import * as styles from './details.css';

export function StatusDialogFrame({ status, title, failure, onClose, testId, labels, children }: StatusDialogProps) {
  const brandTheme = useBrandThemeClass();
  return (
    <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* The dialog itself takes the focus as it opens, not its first field: on a phone a focused search
            would raise the keyboard over the answers. Tab reaches the field and the close button. */}
        <Dialog.Content
          className={`${brandTheme} ${styles.dialog}`}
          data-testid={testId}
          data-status={status}
          aria-describedby={undefined}
          tabIndex={-1}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
        >
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

/** HTML of the content API, sanitised here again with the one allow-list of models/content/rich-text.ts. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />;
}
