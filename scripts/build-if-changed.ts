/**
 * `npm start` builds the app only when its sources changed since the last
 * build: a SHA-256 over every file the browser bundle is made from (and the
 * lockfile and build config) is kept in `dist/.source-hash`; when it matches,
 * the existing `dist/` is served as it is.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
const hashFile = join(distDir, '.source-hash');

const SOURCE_DIRS = ['src', 'ui', 'machines', 'models', 'services', 'public'];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

export function sourceHash(): string {
  const files = [
    ...SOURCE_DIRS.flatMap((d) => filesUnder(join(root, d))),
    ...SOURCE_FILES.map((f) => join(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
if (current === previous && existsSync(join(distDir, 'index.html'))) {
  console.log('Build is up to date: serving the existing dist/.');
} else {
  console.log(previous ? 'Sources changed since the last build: building the app…' : 'Building the app…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, `${current}\n`);
}
