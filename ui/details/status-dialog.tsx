/**
 * The dialog frame of the details page's modals (an optional's or an
 * additional's info, the FAQ): title, the loading and failure messages, the
 * content once shown, and the close button. Open unless `status` is 'closed';
 * closing (Esc, overlay, button) calls `onClose`. The frame (Radix Dialog)
 * and the rich text's sanitiser load when a modal first opens, or earlier
 * when the pointer or keyboard reaches a button that opens one
 * (`preloadStatusDialog`).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { DetailsScreenLabels } from '../../models/labels/details';

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

/** The dialog's code (the browser fetches a module once: a preload and the lazy parts share the one import). */
const statusDialogModule = () => import('./status-dialog-frame');

/** Starts loading the dialog's code before a modal opens (a pointer over, or focus on, its button). */
export function preloadStatusDialog(): void {
  void statusDialogModule();
}

const Frame = lazy(() => statusDialogModule().then((m) => ({ default: m.StatusDialogFrame })));
/** Rich text of the content API, sanitised (rendered inside an open dialog, whose code has the sanitiser). */
export const RichText = lazy(() => statusDialogModule().then((m) => ({ default: m.RichText })));

export function StatusDialog(props: StatusDialogProps) {
  if (props.status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  );
}
