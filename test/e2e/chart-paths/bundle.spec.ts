/** The built bundle holds nothing of the Stately inspector (`?inspect` is development only). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

test('the built bundle holds nothing of the Stately inspector', () => {
  const assets = join(process.cwd(), 'dist', 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|mjs|css)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const leaking = files.filter((f) => /statelyai|stately\.ai\/inspect|createBrowserInspector|dev-inspector/.test(readFileSync(join(assets, f), 'utf8')));
  expect(leaking).toEqual([]);
});
