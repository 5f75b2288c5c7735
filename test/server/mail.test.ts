/**
 * The product's mail: the outbox written in the caller's transaction, the
 * sender loop delivering to a real SMTP server (smtp-server on a free local
 * port), retries with backoff while that server is down, no message sent
 * twice by two senders, and a clean stop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mailLabels } from '../../models/labels/mail';
import { openDatabase, type Database } from '../../server/db/database';
import { enqueueMail, listOutbox } from '../../server/mail/outbox';
import { createMailSender, defaultBackoff, type MailSender } from '../../server/mail/sender';
import { composeMail, escapeHtml, renderMail } from '../../server/mail/templates';
import { smtpTransport } from '../../server/mail/transport';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const FROM = '"Flua!" <nao-responda@flua.example>';

/** A clock the test moves (starting a moment ahead, so messages written with the database's now() are due). */
function clock(start = new Date(Date.now() + 1000)) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

const reset = (to: string, n = 1) =>
  composeMail('passwordReset', to, { firstName: `Camila ${n}`, resetUrl: `https://flua.example/redefinir-senha?token=t${n}` });

describe('mail templates', () => {
  it('render the same message as pt-BR text and HTML, with the link in both', () => {
    const mail = renderMail('passwordReset', { firstName: 'Camila', resetUrl: 'https://flua.example/redefinir-senha?token=abc&x=1' });
    expect(mail.subject).toBe('Crie uma nova senha para a sua conta Flua!');
    expect(mail.text).toContain('Olá, Camila!');
    expect(mail.text).toContain(mailLabels.passwordReset.body);
    expect(mail.text).toContain('Criar nova senha: https://flua.example/redefinir-senha?token=abc&x=1');
    expect(mail.text).toContain(mailLabels.passwordReset.expiry);
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('href="https://flua.example/redefinir-senha?token=abc&amp;x=1"');
    expect(mail.html).toContain(escapeHtml(mailLabels.passwordReset.ignore));
  });

  it('escape every value put into the HTML', () => {
    const mail = renderMail('passwordReset', { firstName: '<img src=x onerror=alert(1)> & "Bia"', resetUrl: 'https://flua.example/a?b="c"' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Olá, &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bia&quot;!');
    expect(mail.html).toContain('href="https://flua.example/a?b=%22c%22"');
    expect(mail.text).toContain('Olá, <img src=x onerror=alert(1)> & "Bia"!');
  });

  it('refuse links that are not http(s)', () => {
    expect(() => renderMail('passwordReset', { firstName: 'A', resetUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

describeEachDatabase('mail outbox and sender', (ctx) => {
  const servers: TestSmtpServer[] = [];
  const senders: MailSender[] = [];
  const extraDbs: Database[] = [];

  async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}) {
    const server = await startSmtpServer(options);
    servers.push(server);
    return server;
  }

  function sender(url: string, options: Partial<Parameters<typeof createMailSender>[0]> = {}) {
    const s = createMailSender({ db: ctx.db, transport: smtpTransport(url, { timeoutMs: 2000 }), from: FROM, ...options });
    senders.push(s);
    return s;
  }

  afterEach(async () => {
    for (const s of senders.splice(0)) await s.stop();
    for (const s of servers.splice(0)) await s.close();
    for (const d of extraDbs.splice(0)) await d.close();
  });

  it('a message written in a transaction that rolls back does not exist; one that commits waits in the outbox', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, reset('perdida@flua.example'));
        throw new Error('the thing it reports failed');
      }),
    ).rejects.toThrow('the thing it reports failed');
    expect(await listOutbox(ctx.db)).toEqual([]);

    await ctx.db.transaction((tx) => enqueueMail(tx, reset('camila@flua.example')));
    const [waiting] = await listOutbox(ctx.db);
    // Without SMTP_URL no sender runs: the message stays, pending, untried.
    expect(waiting).toMatchObject({ kind: 'passwordReset', to: 'camila@flua.example', status: 'pending', attempts: 0, sentAt: null });
    expect(waiting!.subject).toBe(mailLabels.passwordReset.subject);
  });

  it('sends subject, pt-BR text, HTML and attachments over SMTP, and marks the message sent', async () => {
    const server = await smtp();
    const pdf = Buffer.from('%PDF-1.4\n% cotação\n%%EOF\n', 'utf8');
    await ctx.db.transaction((tx) =>
      enqueueMail(tx, {
        ...reset('camila@flua.example'),
        bcc: ['vendedor@flua.example'],
        attachments: [{ filename: 'cotação-1.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    const round = await sender(server.url).runOnce();
    expect(round.failed).toEqual([]);
    expect(round.sent).toHaveLength(1);
    const [mail] = await server.waitFor(1);
    expect(mail!.subject).toBe('Crie uma nova senha para a sua conta Flua!');
    expect(mail!.from).toBe('nao-responda@flua.example');
    expect(mail!.to.sort()).toEqual(['camila@flua.example', 'vendedor@flua.example']);
    expect(mail!.text).toContain('Olá, Camila 1!');
    expect(mail!.text).toContain('Criar nova senha: https://flua.example/redefinir-senha?token=t1');
    expect(mail!.html).toContain('href="https://flua.example/redefinir-senha?token=t1"');
    expect(mail!.html).toContain('Olá, Camila 1!');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe('cotação-1.pdf');
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail!.attachments[0]!.content.equals(pdf)).toBe(true);
    const [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect((await sender(server.url).runOnce()).sent).toEqual([]);
  });

  it('while the SMTP server is down, the message stays pending with its attempts counted, and goes out when it is back', async () => {
    const first = await smtp();
    const port = first.port;
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const time = clock();
    const s = sender(`smtp://127.0.0.1:${port}`, { now: time.now });
    await ctx.db.transaction((tx) => enqueueMail(tx, reset('camila@flua.example')));

    expect(await s.runOnce()).toMatchObject({ sent: [], failed: [expect.any(String)] });
    let [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBe(time.now().getTime() + defaultBackoff(1));

    // Not due yet: nothing is tried.
    expect(await s.runOnce()).toEqual({ sent: [], failed: [] });
    time.advance(defaultBackoff(1));
    expect((await s.runOnce()).failed).toHaveLength(1);
    [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(time.now().getTime() + defaultBackoff(2));
    expect(defaultBackoff(2)).toBe(2 * defaultBackoff(1));

    const back = await smtp({ port });
    time.advance(defaultBackoff(2));
    expect((await s.runOnce()).sent).toHaveLength(1);
    const [mail] = await back.waitFor(1);
    expect(mail!.subject).toBe(mailLabels.passwordReset.subject);
    [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(back.received).toHaveLength(1);
  });

  it('two senders working the same outbox send every message exactly once', async () => {
    const server = await smtp({ delayMs: 30 });
    const count = 12;
    await ctx.db.transaction(async (tx) => {
      for (let n = 1; n <= count; n++) await enqueueMail(tx, reset(`pessoa${n}@flua.example`, n));
    });
    // On PostgreSQL the second sender has a connection pool of its own, as another process would.
    let otherDb = ctx.db;
    if (ctx.kind === 'postgres') {
      const { rows } = await ctx.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      otherDb = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: rows[0]!.schema });
      extraDbs.push(otherDb);
    }
    const a = sender(server.url, { batchSize: 3 });
    const b = createMailSender({ db: otherDb, transport: smtpTransport(server.url), from: FROM, batchSize: 3 });
    senders.push(b);
    const drain = async (s: MailSender) => {
      const sent: string[] = [];
      for (;;) {
        const round = await s.runOnce();
        if (round.sent.length + round.failed.length === 0) return sent;
        sent.push(...round.sent);
      }
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA.length + byB.length).toBe(count);
    expect(new Set([...byA, ...byB]).size).toBe(count);
    await server.waitFor(count);
    const recipients = server.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(Array.from({ length: count }, (_, i) => `pessoa${i + 1}@flua.example`).sort());
    expect(new Set(server.received.map((m) => m.messageId)).size).toBe(count);
    expect((await listOutbox(ctx.db)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });

  it('a message claimed by a process that died is taken again once its lease runs out', async () => {
    const server = await smtp();
    const time = clock();
    await ctx.db.transaction((tx) => enqueueMail(tx, reset('camila@flua.example')));
    await ctx.db.query(`UPDATE mail_outbox SET locked_until = $1`, [new Date(time.now().getTime() + 60_000).toISOString()]);
    const s = sender(server.url, { now: time.now });
    expect(await s.runOnce()).toEqual({ sent: [], failed: [] });
    time.advance(60_000);
    expect((await s.runOnce()).sent).toHaveLength(1);
    expect(server.received).toHaveLength(1);
  });

  it('the loop sends what is committed, and stop() waits for the send in progress', async () => {
    const server = await smtp({ delayMs: 300 });
    const s = sender(server.url, { pollIntervalMs: 60_000 });
    s.start();
    await ctx.db.transaction((tx) => enqueueMail(tx, reset('camila@flua.example')));
    s.wake();
    // Wait until the message is in flight, then stop: the send completes and is recorded.
    await expect.poll(async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE locked_until IS NOT NULL')).rows[0]!.n).toBe(1);
    await s.stop();
    expect(server.received).toHaveLength(1);
    const [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // Stopped: a new message is not sent.
    await ctx.db.transaction((tx) => enqueueMail(tx, reset('outra@flua.example', 2)));
    s.wake();
    await new Promise((r) => setTimeout(r, 200));
    expect(server.received).toHaveLength(1);
  });
});
