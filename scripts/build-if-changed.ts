/**
 * `npm start` builds the app and the server only when their sources changed
 * since the last build: a SHA-256 over every file the browser bundle is made
 * from (and the lockfile and build config) is kept in `dist/.source-hash`,
 * and one over the server's sources (`server/`, `models/`, the lockfile, this
 * script and scripts/build-server.ts) in `dist-server/.source-hash`; when one
 * matches, the existing `dist/` is served, or `dist-server/main.js` run, as it is.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SERVER_OUT_DIR, buildServer } from './build-server';

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

export function sourceHash(dirs: readonly string[] = SOURCE_DIRS, files: readonly string[] = SOURCE_FILES): string {
  const paths = [
    ...dirs.flatMap((d) => filesUnder(join(root, d))),
    ...files.map((f) => join(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()),
  ].sort();
  const hash = createHash('sha256');
  for (const file of paths) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const SERVER_SOURCE_DIRS = ['server', 'models'];
const SERVER_SOURCE_FILES = ['package-lock.json', 'tsconfig.json', 'scripts/build-if-changed.ts', 'scripts/build-server.ts'];

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

const serverHashFile = join(SERVER_OUT_DIR, '.source-hash');
const serverCurrent = sourceHash(SERVER_SOURCE_DIRS, SERVER_SOURCE_FILES);
const serverPrevious = existsSync(serverHashFile) ? readFileSync(serverHashFile, 'utf8').trim() : '';
if (serverCurrent === serverPrevious && existsSync(join(SERVER_OUT_DIR, 'main.js'))) {
  console.log('Server build is up to date: running the existing dist-server/.');
} else {
  console.log(serverPrevious ? 'Server sources changed since the last build: building the server…' : 'Building the server…');
  await buildServer();
  writeFileSync(serverHashFile, `${serverCurrent}\n`);
}
