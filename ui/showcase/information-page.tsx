/** 'Saiba Mais': the information page of a vehicle code (title and sanitised HTML body) in a dialog. */
import { Dialog } from 'radix-ui';
import { lazy, Suspense } from 'react';
import type { InformationPage } from '../../models/content';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './card.css';

const InformationPageBody = lazy(() => import('./information-page-body'));

export interface InformationPageDialogProps {
  page: InformationPage;
  triggerLabel: string;
  closeLabel: string;
  /** Names the vehicle for screen readers ('Saiba Mais: Pulse Drive'). */
  subject: string;
}

export function InformationPageDialog({ page, triggerLabel, closeLabel, subject }: InformationPageDialogProps) {
  const brandTheme = useBrandThemeClass();
  const colours = { ...(page.backgroundColor ? { background: page.backgroundColor } : {}), ...(page.fontColor ? { color: page.fontColor } : {}) };
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.linkButton} aria-label={`${triggerLabel}: ${subject}`}>
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${brandTheme} ${styles.dialog}`} style={colours} aria-describedby={undefined}>
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
