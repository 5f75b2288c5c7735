/**
 * The confirmation popup (spec 001 §9 "confirmation popups default 'OK'"):
 * the confirming button says 'OK' unless the popup gives its own word; the
 * buttons send the chart's events and the chart closes it.
 */
import '../support/radix-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { ConfirmDialog, DEFAULT_CONFIRM_LABEL } from '../../ui/layout/confirm-dialog';

const user = userEvent.setup({ delay: null });

function Harness({ confirmLabel, log }: { confirmLabel?: string; log: string[] }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Descartar as alterações?"
      cancelLabel={labels.offerAdmin.deleteConfirm.cancel}
      confirmLabel={confirmLabel}
      onConfirm={() => log.push('confirm')}
      onCancel={() => {
        log.push('cancel');
        setOpen(false);
      }}
      testId="confirm"
    >
      <p>As alterações feitas serão perdidas.</p>
    </ConfirmDialog>
  );
}

describe('the confirmation popup', () => {
  it("says 'OK' where it is given no word of its own; confirming leaves the closing to the chart", async () => {
    expect(DEFAULT_CONFIRM_LABEL).toBe('OK');
    expect(DEFAULT_CONFIRM_LABEL).toBe(labels.generic.confirmOk);
    const log: string[] = [];
    render(<Harness log={log} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Descartar as alterações?' });
    expect(dialog.textContent).toContain('As alterações feitas serão perdidas.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(log).toEqual(['confirm']);
    expect(screen.getByTestId('confirm')).toBeTruthy();
  });

  it('a popup’s own word replaces it (the offer’s delete: Deletar / Cancelar); Cancelar and Escape cancel', async () => {
    const log: string[] = [];
    render(<Harness log={log} confirmLabel={labels.offerAdmin.deleteConfirm.confirm} />);
    expect(screen.getByRole('button', { name: 'Deletar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(log).toEqual(['cancel']);
    expect(screen.queryByTestId('confirm')).toBeNull();
  });
});
