/**
 * How a message leaves: nodemailer over SMTP (`SMTP_URL`, e.g.
 * `smtp://user:pass@mail.example:587` or `smtps://…:465`). The sender loop
 * talks to this small interface, so it does not care what is behind it.
 */
import nodemailer from 'nodemailer';
import type { MailAttachment } from './templates';

export interface TransportMessage {
  /** Stable across retries, so a receiver can tell a resend from a new message. */
  messageId: string;
  from: string;
  to: string;
  bcc: readonly string[];
  subject: string;
  text: string;
  html: string;
  attachments: readonly MailAttachment[];
}

export interface MailTransport {
  send(message: TransportMessage): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** Give up on a silent server after this long (ms); the message is retried later. */
  timeoutMs?: number;
}

export function smtpTransport(url: string, options: SmtpOptions = {}): MailTransport {
  const timeout = options.timeoutMs ?? 15_000;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        ...(message.bcc.length > 0 ? { bcc: [...message.bcc] } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
