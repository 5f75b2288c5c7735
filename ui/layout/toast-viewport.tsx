/**
 * What draws the toast host's toasts (ui/layout/toasts.tsx): one Radix Toast
 * provider and viewport. Loaded when a view first may show a toast, not with
 * the first page.
 */
import { Toast } from 'radix-ui';
import { commonLabels } from '../../models/labels/common';
import { MESSAGE_TOAST_MS } from '../../models/common/toasts';
import type { HeldToast, HostedToastProps, PlacedToast } from './toasts';
import * as styles from './toasts.css';

export default function ToastViewport({ held, placed, drop }: { held: readonly HeldToast[]; placed: readonly PlacedToast[]; drop: (id: number) => void }) {
  return (
    <Toast.Provider label={commonLabels.notice} duration={MESSAGE_TOAST_MS}>
      {placed.map(({ key, ...toast }) => (
        <RadixToast key={key} {...toast} />
      ))}
      {held.map((t) => (
        <RadixToast key={t.id} open tone={t.tone} title={t.text} testId="message-toast" onOpenChange={(open) => (open ? undefined : drop(t.id))} />
      ))}
      <Toast.Viewport className={styles.toastViewport} label={commonLabels.notices} />
    </Toast.Provider>
  );
}

function RadixToast({ open, onOpenChange, title, description, tone = 'neutral', duration, closeLabel = commonLabels.closeNotice, testId }: HostedToastProps) {
  return (
    <Toast.Root className={styles.toast({ tone })} open={open} onOpenChange={onOpenChange} duration={duration} data-testid={testId} data-tone={tone}>
      <div className={styles.text}>
        <Toast.Title>{title}</Toast.Title>
        {description && description !== title ? <Toast.Description className={styles.detail}>{description}</Toast.Description> : null}
      </div>
      {closeLabel ? <Toast.Close className={styles.toastClose}>{closeLabel}</Toast.Close> : null}
    </Toast.Root>
  );
}
