/**
 * How long the site's toasts stay (spec 001 §9 "Toast 1000 ms; messages 5 s";
 * spec 000 §2 "Header": 'Link copiado com sucesso' for 1000 ms). The one home
 * of these durations: the charts time the toasts they own with them, the
 * toast host (ui/layout/toasts.tsx) hands them to Radix.
 */
import { labels } from '../labels/spec';

/** A message toast (the invalid-form warning, a done action, a failure): 5 s. The spec keeps none longer. */
export const MESSAGE_TOAST_MS = 5000;

/** The share control's copied-link toast: 1000 ms. */
export const LINK_TOAST_MS = 1000;

/** What a chart's toast says: a done action (green), a warning (amber), a failure (red) or a plain notice. */
export type ToastTone = 'neutral' | 'success' | 'warning' | 'failure';

/** What a chart emits for a passing message the toast host shows (ui/layout/toasts.tsx). */
export interface ToastShown {
  type: 'toast.show';
  tone: ToastTone;
  text: string;
}

/** A send refused because a required field is missing or wrong (spec 001 §8 "Invalid form on submit": a warning toast). */
export const INVALID_FORM_WARNING: ToastShown = { type: 'toast.show', tone: 'warning', text: labels.leadForm.invalidForm };

/** A passing message of a chart: shown by the toast host for `MESSAGE_TOAST_MS`. */
export function toastShown(tone: ToastTone, text: string): ToastShown {
  return { type: 'toast.show', tone, text };
}
