import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Both cores: Vitest's default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['models/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
    projects: [
      {
        extends: true,
        test: {
          // Pure rules: no DOM (jsdom costs seconds per file to set up) and one module graph per worker.
          name: 'models',
          include: ['test/models/**/*.test.ts', 'test/architecture/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/machines/**/*.test.{ts,tsx}', 'test/ui/**/*.test.{ts,tsx}', 'test/services/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          // One jsdom and one module graph per worker: importing React, Radix and the screens again for every file
          // cost more than the tests themselves. setup-dom.ts puts back what a file may leave behind.
          isolate: false,
          // A generated path renders a whole screen and clicks through it: seconds on a loaded machine, where
          // Vitest's default 5 s failed tests that had nothing wrong.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/support/global-setup.ts'],
          // One module graph per worker: each file imported Fastify and the whole server again (seconds of CPU a
          // file). setup-server.ts puts back what a file may leave behind (timers, mocks, environment).
          isolate: false,
          setupFiles: ['test/server/support/setup-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
