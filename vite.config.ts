import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ENTRY = resolve(import.meta.dirname, 'src', 'main.tsx');

/**
 * The modules the app's entry imports statically (what a first visit runs),
 * from the build's module graph: the chunking below puts the app's own ones
 * in one file.
 */
function firstLoadGraph(): Plugin & { has: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let reached: Set<string> | null = null;
  return {
    name: 'first-load-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      reached = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    has(id: string) {
      if (!reached) {
        reached = new Set();
        const queue = [ENTRY];
        while (queue.length > 0) {
          const next = queue.pop()!;
          if (reached.has(next)) continue;
          reached.add(next);
          queue.push(...(imports.get(next) ?? []));
        }
      }
      return reached.has(id);
    },
  };
}

const firstLoad = firstLoadGraph();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), firstLoad],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads the details route's file names from it (server/http/first-offer.ts).
    manifest: true,
    target: 'es2022',
    // Every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A first visit loads three files: the runtime libraries every page needs (React, the router, XState,
        // superstruct, wretch), the app's code the entry imports, and the entry. Pages and dialogs opened
        // later come in their own files, importing from these.
        codeSplitting: {
          groups: [
            { name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|superstruct|wretch|use-sync-external-store)[\\/]/, priority: 2 },
            { name: 'app', test: (id: string) => !id.includes('node_modules') && firstLoad.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
