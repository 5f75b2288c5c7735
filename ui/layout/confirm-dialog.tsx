/**
 * A confirmation popup (spec 000 §2 the offer's delete confirmation; 001 §9
 * "confirmation popups default 'OK'"): a question, 'Cancelar' or its own
 * word, and the confirming button, whose label is the spec's 'OK' unless
 * the popup gives one of its own ('Deletar', 'Sair sem salvar'). What it
 * asks is a chart's state: the popup shows while `open`, the buttons send
 * the chart's events, and the chart closes it (Escape and the overlay
 * cancel).
 */
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { genericSpec } from '../../models/labels/spec-generic';
import * as styles from './confirm-dialog.css';

/** The confirming button's label where a popup gives none (spec 001 §9). */
export const DEFAULT_CONFIRM_LABEL = genericSpec.confirmOk;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, and what it is about (paragraphs). */
  children: ReactNode;
  cancelLabel: string;
  /** Default: the spec's 'OK'. */
  confirmLabel?: string | undefined;
  /** A destructive confirmation (deleting) is red. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

export function ConfirmDialog({ open, title, children, cancelLabel, confirmLabel = DEFAULT_CONFIRM_LABEL, tone = 'primary', onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.panel} data-testid={testId}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={styles.text}>{children}</div>
          </AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel className={styles.cancel}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={styles.confirm[tone]}
              onClick={(e) => {
                // The chart closes the popup (its state), not the click.
                e.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
