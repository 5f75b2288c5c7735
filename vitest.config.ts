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
          name: 'unit',
          include: ['test/models/**/*.test.{ts,tsx}', 'test/architecture/**/*.test.ts', 'test/machines/**/*.test.{ts,tsx}', 'test/ui/**/*.test.{ts,tsx}', 'test/services/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
