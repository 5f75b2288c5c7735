/** The open 'Saiba Mais' dialog (loaded when first opened): Radix's dialog with the page's title and sanitised body. */
import { Dialog } from 'radix-ui';
import { lazy, Suspense } from 'react';
import type { InformationPage } from '../../models/content/content';
import * as styles from './card.css';

const InformationPageBody = lazy(() => import('./information-page-body'));

export interface InformationDialogProps {
  page: InformationPage;
  closeLabel: string;
  brandTheme: string;
  open: boolean;
  onClose: () => void;
  /** Back to the 'Saiba Mais' button when the dialog closes. */
  returnFocus: () => void;
}

export default function InformationDialog({ page, closeLabel, brandTheme, open, onClose, returnFocus }: InformationDialogProps) {
  const colours = { ...(page.backgroundColor ? { background: page.backgroundColor } : {}), ...(page.fontColor ? { color: page.fontColor } : {}) };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${brandTheme} ${styles.dialog}`} style={colours}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{page.Title}</Dialog.Title>
          <Suspense fallback={<div className={styles.dialogBody} aria-busy="true" />}>
            <InformationPageBody html={page.Text} />
          </Suspense>
          <Dialog.Close className={styles.linkButton}>{closeLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
