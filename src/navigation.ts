/**
 * The app's navigation by address, for views that take an `onNavigate`; and
 * what the browser's history entries of the showcase and the offer details
 * remember beyond their address (TanStack Router's history state), so Back
 * and the page's own 'Voltar' buttons agree.
 */
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** On a showcase entry: the offer last opened from it (coming back, its card comes into view). */
    openedOffer?: string;
    /** On an offer's entry: how many entries back the showcase it was opened from is. */
    backToShowcase?: number;
    /** On the lead step's entry: the entry just below is this offer's configuration. */
    backToDetails?: boolean;
    /** On a saved quotation's entry, right after its save: the save's message, shown once more as the page opens. */
    quotationNotice?: string;
  }
}

export function useAppNavigate(): (to: string) => void {
  const router = useRouter();
  return useCallback((to: string) => void router.navigate({ href: to }), [router]);
}

/** The history state of the entry the router shows now. */
export function currentHistoryState(router: AnyRouter) {
  return router.state.location.state;
}
