/**
 * `npm run charts`: draws every chart (test/support/chart-registry.ts) as
 * docs/charts/<chart>.svg, and removes the drawings of charts that are gone.
 * test/architecture/chart-diagrams.test.ts fails when one is out of date.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverCharts } from '../test/support/chart-registry';
import { chartSvg } from '../test/support/chart-diagram';

export const chartsDir = join(process.cwd(), 'docs', 'charts');

const charts = await discoverCharts();
mkdirSync(chartsDir, { recursive: true });
const wanted = new Set(charts.map((c) => `${c.slug}.svg`));
for (const f of readdirSync(chartsDir)) if (f.endsWith('.svg') && !wanted.has(f)) rmSync(join(chartsDir, f));
for (const chart of charts) writeFileSync(join(chartsDir, `${chart.slug}.svg`), await chartSvg(chart.machine));
console.log(`${charts.length} charts drawn in docs/charts/`);
