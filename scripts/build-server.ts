/**
 * The server built to plain JavaScript for `npm start`: esbuild bundles
 * `server/main.ts` and what it imports of ours (`server/`, `models/`) into
 * `dist-server/main.js` (ES module, Node 20, with a source map); the
 * packages stay imports from node_modules. The files the server reads at run
 * time beside its code, the migrations (server/db/migrate.ts reads
 * `./migrations/` next to its module), are copied beside the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = join(root, 'dist-server');

/** Builds into `outDir` (default dist-server/; the server tests build a copy of their own under .tmp/). */
export async function buildServer(outDir: string = SERVER_OUT_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
}
