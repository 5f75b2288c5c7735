/**
 * The dealers' webhooks through the instance: `app.webhooks` (registered once
 * in server/app.ts), so a domain queues an event without importing
 * server/webhooks/.
 *
 * - `queue(tx, dealerCode, type, data)` is `queueDealerEvent`: the event is
 *   written with the caller's transaction; `wake`, once it committed, tells
 *   the delivery loop to deliver now rather than at its next look.
 * - The delivery loop (server/webhooks/webhook-sender.ts) runs in this
 *   process when the plugin is given `delivery` (server/main.ts always does):
 *   it starts with the app and stops, when the app closes, after the requests
 *   in flight and the round in progress.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DealerEventType } from '../../models/lead/dealer-webhooks';
import type { Queryable } from '../db/database';
import { queueDealerEvent, type DealerEventInput } from '../webhooks/dealer-events';
import { createWebhookSender, type WebhookSenderOptions } from '../webhooks/webhook-sender';

export interface Webhooks {
  /** Writes one event for the dealer with `tx` (in the transaction of what it reports); null when the dealer has no webhook. */
  queue(tx: Queryable, dealerCode: string, type: DealerEventType, data: DealerEventInput): Promise<string | null>;
  /** After the transaction that queued events committed: the loop delivers them now. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export interface WebhooksOptions {
  db: Queryable;
  /** Delivering from this process (the loop); absent, events wait in the outbox for a process that does. */
  delivery?: Omit<WebhookSenderOptions, 'db' | 'log'> | undefined;
  /** The clock events are stamped with. */
  now?: (() => Date) | undefined;
}

export const webhooksPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: WebhooksOptions) => {
    const sender = options.delivery ? createWebhookSender({ ...options.delivery, db: options.db, log: app.log }) : undefined;
    if (sender) {
      app.addHook('onReady', async () => sender.start());
      app.addHook('onClose', async () => sender.stop());
    }
    const now = options.now ?? (() => new Date());
    app.decorate('webhooks', {
      queue: (tx, dealerCode, type, data) => queueDealerEvent(tx, dealerCode, type, data, now()),
      wake: () => sender?.wake(),
    } satisfies Webhooks);
  },
  { name: 'webhooks' },
);
