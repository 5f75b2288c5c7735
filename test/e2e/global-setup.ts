/**
 * Before the end-to-end run: the server built to JavaScript as `npm start`
 * runs it (scripts/build-server.ts, into dist-server/), from the sources as
 * they are now; each worker then starts `node dist-server/main.js`
 * (test/e2e/fixtures.ts). The SPA is built beforehand (`npm run build`).
 */
import { buildServer } from '../../scripts/build-server';

export default async function globalSetup(): Promise<void> {
  await buildServer();
}
