import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The runtime libraries every page needs (React, the router, XState, superstruct, wretch) in one file:
        // one request and one compression window for the first load, instead of a dozen small shared chunks.
        codeSplitting: {
          groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|superstruct|wretch|use-sync-external-store)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
