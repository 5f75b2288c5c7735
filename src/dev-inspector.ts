/**
 * Development only (`?inspect` on any page of `vite` dev): opens the Stately
 * inspector in a new window and hands it to every chart's root actor
 * (machines/inspection.ts). main.tsx loads this module by a dynamic import
 * behind `import.meta.env.DEV`, so neither it nor `@statelyai/inspect` is in
 * the production bundle (test/e2e/chart-paths/ checks the built files).
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { setChartInspector } from '../machines/inspection';

export function startInspector(): void {
  const inspector = createBrowserInspector();
  setChartInspector(inspector.inspect);
}
