/**
 * `npm start` with nothing set listens on this machine only (127.0.0.1): the
 * demo accounts' passwords are in the README, so a trial must not be
 * reachable from the network. A real process started as `npm start` does
 * (`server/main.ts`, embedded database in a folder of the test's own) is
 * asked on loopback (it answers) and on the machine's own network address
 * (the connection is refused).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/two-processes';

/** An IPv4 address of this machine that is not loopback, or undefined on a machine without a network. */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

/** Does a TCP connection to host:port open? */
function opens(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const address = networkAddress();

describe.skipIf(!address)('npm start listens on loopback unless HOST says otherwise', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'flua-listen-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers on 127.0.0.1 and refuses ${address ?? 'the network address'}`, async () => {
    server = await startServerProcess('default-host', { HOST: '', DATABASE_URL: '', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-dist'), SEED_DEMO: 'false' });
    const port = Number(new URL(server.url).port);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await opens(address!, port)).toBe(false);
  });
});
