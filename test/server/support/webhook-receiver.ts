/**
 * A dealer system's webhook endpoint, as a dealer would write one: a real
 * HTTP server on 127.0.0.1 that checks each delivery's signature
 * (HMAC-SHA256 of `timestamp + "." + body` under the dealer's secret, compared
 * in constant time), refuses a timestamp older than 5 minutes and an event id
 * it already acknowledged (a replay), and can be told to answer 500 first.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_SECONDS, signedContent } from '../../../models/lead/dealer-webhooks';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
  reason: 'accepted' | 'bad_signature' | 'stale' | 'replay' | 'failing';
}

export interface WebhookReceiver {
  url: string;
  /** Every request received, in order, with the receiver's answer. */
  received: ReceivedDelivery[];
  /** The event ids acknowledged (2xx), in order. */
  acknowledged: string[];
  /** The secret deliveries must be signed with. */
  secret: string;
  /** Answer 500 to the next `n` deliveries that are otherwise good. */
  failNext(n: number): void;
  /** Sends a captured request again, as an attacker replaying it would. */
  replay(delivery: { headers: IncomingHttpHeaders; body: string }, changes?: { headers?: Record<string, string>; body?: string }): Promise<number>;
  close(): Promise<void>;
}

/** Does `signature` (`v1=<hex>`) sign `timestamp.body` under `secret`? */
export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(options: { now?: () => Date } = {}): Promise<WebhookReceiver> {
  const now = options.now ?? (() => new Date());
  const received: ReceivedDelivery[] = [];
  const acknowledged: string[] = [];
  let failing = 0;
  const receiver = {} as WebhookReceiver;
  receiver.secret = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const timestamp = header(WEBHOOK_HEADERS.timestamp);
      const eventId = header(WEBHOOK_HEADERS.eventId);
      let status: number;
      let reason: ReceivedDelivery['reason'];
      if (!/^\d+$/.test(timestamp) || !verifySignature(receiver.secret, timestamp, body, header(WEBHOOK_HEADERS.signature))) [status, reason] = [401, 'bad_signature'];
      else if (now().getTime() / 1000 - Number(timestamp) > WEBHOOK_TOLERANCE_SECONDS) [status, reason] = [400, 'stale'];
      else if (acknowledged.includes(eventId) || (JSON.parse(body) as { id: string }).id !== eventId) [status, reason] = [409, 'replay'];
      else if (failing > 0) {
        failing--;
        [status, reason] = [500, 'failing'];
      } else {
        acknowledged.push(eventId);
        [status, reason] = [204, 'accepted'];
      }
      received.push({ headers: req.headers, body, status, reason });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/flua/eventos`,
    received,
    acknowledged,
    failNext(n: number) {
      failing = n;
    },
    async replay(delivery: { headers: IncomingHttpHeaders; body: string }, changes: { headers?: Record<string, string>; body?: string } = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const name of Object.values(WEBHOOK_HEADERS)) headers[name] = String(delivery.headers[name] ?? '');
      const res = await fetch(receiver.url, { method: 'POST', headers: { ...headers, ...changes.headers }, body: changes.body ?? delivery.body });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
