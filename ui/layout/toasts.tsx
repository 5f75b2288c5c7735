/**
 * The site's one toast host: one Radix Toast provider and viewport, mounted
 * once at the app root (src/main.tsx). Views use it in two ways, and decide
 * nothing about when a toast shows:
 *
 * - `useChartToasts(actorRef)`: the passing messages a chart emits
 *   (`toast.show`, models/toasts.ts), e.g. the refused send's warning. The
 *   host keeps them until Radix closes them (after their duration, paused
 *   while hovered or focused, or on their close button).
 * - `<HostedToast open={…}>`: a toast a chart's state holds open (a form's
 *   failure, which goes after 5 s like the messages and tells its chart so;
 *   the copied link the chart times itself).
 *
 * Radix announces each toast in a live region and F8 moves to the viewport.
 */
import { Toast } from 'radix-ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { commonLabels } from '../../models/labels/common';
import { MESSAGE_TOAST_MS, type ToastShown, type ToastTone } from '../../models/toasts';
import * as styles from './toasts.css';

type Show = (toast: ToastShown) => void;

const HostContext = createContext<Show | null>(null);

interface HeldToast extends ToastShown {
  id: number;
}

let nextId = 0;

export function ToastHost({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState<HeldToast[]>([]);
  // The same message again (a second refused send) replaces the one shown: announced again, its time starts over.
  const show = useCallback<Show>((toast) => setHeld((list) => [...list.filter((t) => t.text !== toast.text), { ...toast, id: ++nextId }]), []);
  const drop = useCallback((id: number) => setHeld((list) => list.filter((t) => t.id !== id)), []);
  return (
    <Toast.Provider label={commonLabels.notice} duration={MESSAGE_TOAST_MS}>
      <HostContext.Provider value={show}>
        {children}
        {held.map((t) => (
          <HostedToast key={t.id} open tone={t.tone} title={t.text} testId="message-toast" onOpenChange={(open) => (open ? undefined : drop(t.id))} />
        ))}
      </HostContext.Provider>
      <Toast.Viewport className={styles.toastViewport} label={commonLabels.notices} />
    </Toast.Provider>
  );
}

/**
 * Shows the toasts a chart emits. Outside a host (a view rendered on its own,
 * without the app root) there is nowhere to show them: nothing is shown.
 */
export function useChartToasts(actorRef: AnyActorRef | undefined) {
  const show = useContext(HostContext);
  useEffect(() => {
    if (!actorRef || !show) return undefined;
    const subscription = actorRef.on('toast.show', (event: ToastShown) => show(event));
    return () => subscription.unsubscribe();
  }, [actorRef, show]);
}

export interface HostedToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | null | undefined;
  tone?: ToastTone;
  /** How long it stays (ms): the messages' 5 s by default; a chart that times its toast itself passes Infinity. */
  duration?: number;
  /** The close button (none: the toast goes by itself or by swiping). */
  closeLabel?: string | null;
  testId?: string;
}

/** One toast in the host's viewport, in the theme's look (opaque, white text, the body's font). */
export function HostedToast({ open, onOpenChange, title, description, tone = 'neutral', duration, closeLabel = commonLabels.closeNotice, testId }: HostedToastProps) {
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
