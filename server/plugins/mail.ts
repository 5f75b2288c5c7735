/**
 * The product's mail (ARCHITECTURE.md "Server"), through the instance:
 * `app.mail` (registered once in server/app.ts), so no domain imports the
 * outbox, the templates or the sender (server/mail/).
 *
 * - `queue` composes a message of a kind (server/mail/templates.ts) and
 *   writes it to the outbox with the caller's transaction, so a message
 *   exists exactly when what it reports was committed; `wake`, once that
 *   transaction has committed, tells the sender to send now rather than at
 *   its next look.
 * - The sender loop (server/mail/sender.ts) runs in this process when the
 *   plugin is given `sending` (server/main.ts does when SMTP_URL is set): it
 *   starts with the app and, when the app closes, stops after the requests
 *   in flight (which may queue mail) and the send in progress. Without it the
 *   messages wait in the outbox.
 *
 * The templates stay a module of their own: they are pure (kind and data in,
 * subject and bodies out), and tests render them directly; routes reach them
 * only through `queue`, whose `kind` types the data it asks.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Queryable } from '../db/database';
import { attachmentsOf, enqueueMail, listOutbox, type OutboxMessage } from '../mail/outbox';
import { createMailSender, type MailSenderOptions } from '../mail/sender';
import { composeMail, staffMayReadBody, type MailAttachment, type MailData, type MailKind } from '../mail/templates';

/** What a message may carry besides its template's data. */
export interface MailExtras {
  bcc?: readonly string[];
  attachments?: readonly MailAttachment[];
  /** The lead the message is about (the privacy export and the lead's anonymisation find the message by it, whoever it went to). */
  leadId?: string;
}

/** What a route uses, through `app.mail`. */
export interface Mail {
  /** Composes a message of `kind` to `to` and writes it to the outbox with `tx` (call it in the transaction of what it reports); answers its id. */
  queue<K extends MailKind>(tx: Queryable, kind: K, to: string, data: MailData[K], extras?: MailExtras): Promise<string>;
  /** After the transaction that queued messages committed: the sender sends them now. */
  wake(): void;
  /** The newest messages first (the admin's list of messages). */
  list(options?: { kind?: string; limit?: number }): Promise<OutboxMessage[]>;
  /** The attachments of a message, in order. */
  attachmentsOf(messageId: string): Promise<MailAttachment[]>;
  /** May staff read this kind of message's body (it carries no link that acts for its recipient)? */
  staffMayReadBody(kind: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export interface MailOptions {
  db: Queryable;
  /** Sending over SMTP from this process (the sender loop); absent, messages wait in the outbox. */
  sending?: Omit<MailSenderOptions, 'db' | 'log'> | undefined;
  /** Told after messages were committed (tests wake a sender of their own). */
  onQueued?: (() => void) | undefined;
}

/** Decorates the instance with `mail`; runs the sender loop when given `sending`. */
export const mailPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: MailOptions) => {
    const { db } = options;
    const sender = options.sending ? createMailSender({ ...options.sending, db, log: app.log }) : undefined;
    if (sender) {
      app.addHook('onReady', async () => sender.start());
      // onClose runs once the requests in flight have finished: their messages are queued before the loop stops.
      app.addHook('onClose', async () => sender.stop());
    }
    const mail: Mail = {
      queue: (tx, kind, to, data, extras) => enqueueMail(tx, composeMail(kind, to, data, extras)),
      wake() {
        sender?.wake();
        options.onQueued?.();
      },
      list: (query) => listOutbox(db, query),
      attachmentsOf: (messageId) => attachmentsOf(db, messageId),
      staffMayReadBody,
    };
    app.decorate('mail', mail);
  },
  { name: 'mail' },
);
