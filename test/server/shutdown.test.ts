/**
 * Shutdown: while the app closes (SIGTERM in server/main.ts), the request in
 * flight finishes as usual, and a request arriving meanwhile — on the
 * keep-alive connection of the one in flight, the only way one still gets
 * in once the listening socket is closed — is refused in the API's pt-BR
 * envelope (503 `shutting_down`) with Retry-After and the security headers
 * every answer carries, never Fastify's English `Service Unavailable`.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { SECURITY_HEADERS } from '../../server/http/security-headers';

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one HTTP/1.1 answer (with Content-Length) from the socket. */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('error', reject);
      socket.off('close', closed);
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: buffer.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    const closed = () => reject(new Error(`connection closed before an answer: ${buffer.toString('latin1')}`));
    socket.on('data', onData);
    socket.on('error', reject);
    socket.once('close', closed);
  });
}

it('a request arriving while the app closes gets our pt-BR 503 with Retry-After and the security headers; the one in flight finishes', async () => {
  const { app } = await buildApp({ db: noDb });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  // A request that is being answered when the shutdown begins.
  app.get('/api/test/in-flight', async () => {
    entered();
    await gate;
    return { done: true };
  });
  let closingBegan!: () => void;
  const closing = new Promise<void>((resolve) => (closingBegan = resolve));
  app.addHook('preClose', (done) => {
    closingBegan();
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  try {
    const first = readAnswer(socket);
    socket.write('GET /api/test/in-flight HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await inFlight;
    const closed = app.close();
    // The shutdown has begun (the listening socket is closing) while the request is still being answered.
    await closing;
    release();
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ done: true });

    // The same connection, kept alive, asks again while the app is closing.
    const second = readAnswer(socket);
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const refused = await second;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'shutting_down', message: labels.httpErrors.shuttingDown } });
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.connection).toBe('close');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(refused.headers[name], name).toBe(value);
    await closed;
  } finally {
    socket.destroy();
    await app.close();
  }
});
