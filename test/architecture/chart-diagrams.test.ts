/**
 * docs/charts/<chart>.svg is the chart as its machine defines it: a chart
 * changed (or added, or removed) without `npm run charts` fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartSvg } from '../support/chart-diagram';
import { discoverCharts } from '../support/chart-registry';

const dir = join(process.cwd(), 'docs', 'charts');
const regenerate = 'Run `npm run charts` to redraw docs/charts/ from the machines, and commit the SVGs.';

describe('docs/charts: one up-to-date drawing per chart', async () => {
  const charts = await discoverCharts();

  it('finds the charts', () => {
    expect(charts.length).toBeGreaterThan(30);
  });

  it('has no drawing of a chart that no longer exists', () => {
    const slugs = new Set(charts.map((c) => `${c.slug}.svg`));
    const stale = readdirSync(dir).filter((f) => f.endsWith('.svg') && !slugs.has(f));
    expect(stale, `drawings of charts that are gone: ${stale.join(', ')}. ${regenerate}`).toEqual([]);
  });

  it.each(charts.map((c) => [c.slug, c] as const))('%s.svg is the chart as defined', async (slug, chart) => {
    const file = join(dir, `${slug}.svg`);
    expect(existsSync(file), `docs/charts/${slug}.svg is missing (${chart.file}). ${regenerate}`).toBe(true);
    const drawn = await chartSvg(chart.machine);
    expect(drawn === readFileSync(file, 'utf8'), `docs/charts/${slug}.svg is out of date: ${chart.file} changed. ${regenerate}`).toBe(true);
  });
});
