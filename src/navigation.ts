/** The app's navigation by address, for views that take an `onNavigate`. */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useAppNavigate(): (to: string) => void {
  const router = useRouter();
  return useCallback((to: string) => void router.navigate({ href: to }), [router]);
}
