/**
 * The site's one toast host, mounted once at the app root (src/main.tsx).
 * Views use it in two ways, and decide nothing about when a toast shows:
 *
 * - `useChartToasts(actorRef)`: the passing messages a chart emits
 *   (`toast.show`, models/common/toasts.ts), e.g. the refused send's warning. The
 *   host keeps them until Radix closes them (after their duration, paused
 *   while hovered or focused, or on their close button).
 * - `<HostedToast open={…}>`: a toast a chart's state holds open (a form's
 *   failure, which goes after 5 s like the messages and tells its chart so;
 *   the copied link the chart times itself).
 *
 * Light on purpose (it is in every first load): the host only keeps the
 * toasts; the Radix Toast provider, viewport and toasts that draw them
 * (ui/layout/toast-viewport.tsx) load at once when a toast shows, and in an
 * idle moment when a view first may show one (a chart's toasts subscribed, a
 * closed hosted toast placed), so they never compete with a page's loading.
 * Radix announces each toast in a live region and F8 moves to the viewport.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ToastShown, ToastTone } from '../../models/common/toasts';
import { whenIdle } from './when-idle';

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

/** A passing message the host keeps until Radix closes it. */
export interface HeldToast extends ToastShown {
  id: number;
}

/** A view's toast, drawn by the host; `key` is the view's own id for it. */
export interface PlacedToast extends HostedToastProps {
  key: string;
}

interface Host {
  show: (toast: ToastShown) => void;
  place: (toast: PlacedToast) => void;
  remove: (key: string) => void;
  /** Load the toasts' drawing in an idle moment (a view may show one soon). */
  prepare: () => void;
}

const HostContext = createContext<Host | null>(null);

const ToastViewport = lazy(() => import('./toast-viewport'));

let nextId = 0;

export function ToastHost({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState<HeldToast[]>([]);
  const [placed, setPlaced] = useState<PlacedToast[]>([]);
  const [wanted, setWanted] = useState(false);
  const scheduled = useRef(false);
  const host = useMemo<Host>(() => {
    // A toast may come soon: load its drawing when the page is idle (ui/layout/when-idle.ts).
    const prepare = () => {
      if (scheduled.current) return;
      scheduled.current = true;
      whenIdle(() => setWanted(true));
    };
    return {
      // The same message again (a second refused send) replaces the one shown: announced again, its time starts over.
      show: (toast) => {
        setWanted(true);
        setHeld((list) => [...list.filter((t) => t.text !== toast.text), { ...toast, id: ++nextId }]);
      },
      place: (toast) => {
        if (toast.open) setWanted(true);
        else prepare();
        setPlaced((list) => (list.some((t) => t.key === toast.key) ? list.map((t) => (t.key === toast.key ? toast : t)) : [...list, toast]));
      },
      remove: (key) => setPlaced((list) => list.filter((t) => t.key !== key)),
      prepare,
    };
  }, []);
  const drop = useCallback((id: number) => setHeld((list) => list.filter((t) => t.id !== id)), []);
  return (
    <HostContext.Provider value={host}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastViewport held={held} placed={placed} drop={drop} />
        </Suspense>
      ) : null}
    </HostContext.Provider>
  );
}

/**
 * Shows the toasts a chart emits. Outside a host (a view rendered on its own,
 * without the app root) there is nowhere to show them: nothing is shown.
 */
export function useChartToasts(actorRef: AnyActorRef | undefined) {
  const host = useContext(HostContext);
  useEffect(() => {
    if (!actorRef || !host) return undefined;
    host.prepare();
    const subscription = actorRef.on('toast.show', (event: ToastShown) => host.show(event));
    return () => subscription.unsubscribe();
  }, [actorRef, host]);
}

/**
 * One toast in the host's viewport, in the theme's look (opaque, white text,
 * the body's font). Drawn by the host; outside a host nothing is shown.
 */
export function HostedToast({ open, onOpenChange, title, description, tone = 'neutral', duration, closeLabel, testId }: HostedToastProps) {
  const host = useContext(HostContext);
  const key = useId();
  // The latest handler, called through one stable function (a new arrow each render does not place the toast again).
  const handler = useRef(onOpenChange);
  useEffect(() => {
    handler.current = onOpenChange;
  });
  const onChange = useCallback((next: boolean) => handler.current(next), []);
  useEffect(() => {
    host?.place({
      key,
      open,
      onOpenChange: onChange,
      title,
      description,
      tone,
      ...(duration === undefined ? {} : { duration }),
      ...(closeLabel === undefined ? {} : { closeLabel }),
      ...(testId === undefined ? {} : { testId }),
    });
  }, [host, key, open, onChange, title, description, tone, duration, closeLabel, testId]);
  useEffect(() => () => host?.remove(key), [host, key]);
  return null;
}
