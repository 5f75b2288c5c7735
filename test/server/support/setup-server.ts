/*
 * The server project shares one module graph per worker between test files (`isolate: false`): importing Fastify and
 * the whole server again for each of 44 files cost more CPU than many of the files' tests. This file runs before each
 * file, and after each puts back what a file may have changed, so that every file starts from the same process state
 * whatever ran before it: real timers, mocks and stubs undone, and the environment as the worker started.
 */
import { afterAll, vi } from 'vitest';

const startEnv = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
  Object.assign(process.env, startEnv);
});
