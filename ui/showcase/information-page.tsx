/**
 * 'Saiba Mais': the information page of a vehicle code (title and sanitised
 * HTML body) in a dialog. The button is plain; the dialog's code (Radix's
 * dialog, information-page-dialog.tsx) loads when a visitor first opens it.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { InformationPage } from '../../models/content/content';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './card.css';

const InformationDialog = lazy(() => import('./information-page-dialog'));

export interface InformationPageDialogProps {
  page: InformationPage;
  triggerLabel: string;
  closeLabel: string;
  /** Names the vehicle for screen readers ('Saiba Mais: Pulse Drive'). */
  subject: string;
}

export function InformationPageDialog({ page, triggerLabel, closeLabel, subject }: InformationPageDialogProps) {
  const brandTheme = useBrandThemeClass();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), as Radix's own trigger would leave it.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.linkButton}
        aria-label={`${triggerLabel}: ${subject}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {triggerLabel}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <InformationDialog
            open={open}
            page={page}
            closeLabel={closeLabel}
            brandTheme={brandTheme}
            onClose={() => setOpen(false)}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
