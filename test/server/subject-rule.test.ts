/**
 * The subject rule: for every route a person can call that answers personal
 * data (test/server/subject-rule.ts, found from the registered routes so a
 * new one cannot be forgotten), a caller who proved one identity gets data of
 * that identity only. Three people share one field each way: the victim and
 * I share a CPF (different e-mails); the victim and a namesake share an
 * e-mail (different CPFs). Each has a lead and a document; I and the
 * namesake have accounts with proven e-mails. Every identity — each account's
 * session, a privacy link for each (CPF, e-mail) pair, a seller's edit link
 * for my lead, a visitor — calls every such route against every planted
 * lead, request and document; no answer (JSON, the PDFs and ZIPs decoded,
 * the base64 files inside answers too) may hold another person's name, phone
 * or street.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_PARTNER_KEYS } from '../../server/demo/demo-partners';
import type { Database } from '../../server/db/database';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { insertLink } from '../../server/privacy/privacy-repo';
import { leadUpdateOf } from '../support/lead-fixtures';
import { FAST_HASHING, SAME_ORIGIN } from './support/callers';
import { accountOf, callerHeaders, personLead, plantDocument, sendPersonLead, signIn, type Person } from './support/plant-person';
import { describeEachDatabase } from './support/test-db';
import { NOT_PERSONAL, SUBJECT_ROUTES, type Call, type Identity, type PersonKey, type World } from './subject-rule';

const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;

const PEOPLE: Record<PersonKey, Person> = {
  victim: { name: 'Valquíria Quaresmal Ribamar', cpf: '35426378070', email: 'valquiria.ribamar@exemplo.example', phone: '31988880313', street: 'Alameda Escondidinha', ip: '203.0.113.131', password: 'Valquiria#2025x' },
  me: { name: 'Moacir Intrusivo Lobato', cpf: '35426378070', email: 'moacir.lobato@exemplo.example', phone: '41977770414', street: 'Rua do Atalhozinho', ip: '203.0.113.141', password: 'Moacir#Senha2025' },
  namesake: { name: 'Norberta Mesmoemail Tavares', cpf: '71428793860', email: 'valquiria.ribamar@exemplo.example', phone: '51966660515', street: 'Beco Homonimia', ip: '203.0.113.151', password: 'Norberta#Senha2025' },
};
/** What of each person must never show to another: name parts, phone, street (the CPF and the e-mail are shared). */
const markers = (p: Person) => [...p.name.split(' ').filter((w) => w.length > 4), p.phone, p.street];

/** The text of an answer, whatever its form: PDF text drawn, ZIP files, base64 files inside JSON. */
export function answerText(body: Buffer, contentType = ''): string {
  if (body.subarray(0, 4).toString('latin1') === '%PDF') return pdfText(body);
  if (body.subarray(0, 2).toString('latin1') === 'PK') {
    return Object.entries(unzipSync(new Uint8Array(body)))
      .map(([name, bytes]) => `${name}\n${answerText(Buffer.from(bytes))}`)
      .join('\n');
  }
  const text = body.toString('utf8');
  if (!contentType.includes('json')) return text;
  const inner: string[] = [];
  JSON.parse(text, (key, value: unknown) => {
    if (typeof value === 'string' && /Base64$/.test(key)) inner.push(answerText(Buffer.from(value, 'base64')));
    return value;
  });
  return [text, ...inner].join('\n');
}

/** The text a PDF draws: its streams inflated, their hex and literal strings decoded (pdfkit writes text as hex, WinAnsi ≈ Latin-1). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    const strings = [...content.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((s) => (s[1] !== undefined ? Buffer.from(s[1].replace(/\s/g, ''), 'hex').toString('latin1') : s[2]!));
    out.push(strings.join(''));
  }
  return out.join('\n');
}

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;
const { app: bare, routes } = await buildApp({ db: noDb });
await bare.close();
/** Every route but HEAD twins, with what it declared. */
const registered = routes.flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => ({ route: `${m} ${r.url}`, access: r.access, personal: r.personal })));

describe('subject rule declaration', () => {
  it('every route a person can call is checked by the subject rule, or says why its answer is not personal', () => {
    const forPeople = registered.filter((r) => r.access?.kind !== 'role');
    const missing = forPeople.filter((r) => !(r.route in SUBJECT_ROUTES) && !(r.route in NOT_PERSONAL)).map((r) => r.route);
    expect(missing, 'add these to SUBJECT_ROUTES (how each identity calls them) or NOT_PERSONAL (why not) in test/server/subject-rule.ts').toEqual([]);
    const declaredPersonal = forPeople.filter((r) => (r.personal || (r.access?.kind !== 'anonymous' && r.route.startsWith('GET '))) && r.route in NOT_PERSONAL).map((r) => r.route);
    expect(declaredPersonal, 'routes declared personal (or behind sign-in and read) cannot be listed as not personal').toEqual([]);
    const known = new Set(registered.map((r) => r.route));
    expect([...Object.keys(SUBJECT_ROUTES), ...Object.keys(NOT_PERSONAL)].filter((r) => !known.has(r)), 'entries of routes the app no longer has').toEqual([]);
  });
});

describeEachDatabase('the subject rule', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'subject-rule-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, auth: { passwordHashing: FAST_HASHING }, mail: { publicUrl: 'https://flua.example/' }, partnerships: { keys: DEMO_PARTNER_KEYS } })).app;
  });
  afterAll(async () => app?.close());

  async function plantWorld(): Promise<{ world: World; identities: Identity[] }> {
    const me = await accountOf(app, ctx.db, PEOPLE.me);
    const namesake = await accountOf(app, ctx.db, PEOPLE.namesake);
    const victimLead = await sendPersonLead(app, personLead(PEOPLE.victim), { ip: PEOPLE.victim.ip });
    const myLead = await sendPersonLead(app, personLead(PEOPLE.me), { cookie: me.cookie, ip: PEOPLE.me.ip });
    const namesakeLead = await sendPersonLead(app, personLead(PEOPLE.namesake), { ip: PEOPLE.namesake.ip });
    const files = [
      await plantDocument(ctx.db, uploadsDir, PEOPLE.victim, { leadId: victimLead.id }, 'rg.pdf'),
      await plantDocument(ctx.db, uploadsDir, PEOPLE.me, { userId: me.id, leadId: myLead.id }, 'rg.pdf'),
      await plantDocument(ctx.db, uploadsDir, PEOPLE.namesake, { userId: namesake.id, leadId: namesakeLead.id }, 'rg.pdf'),
    ].map((f) => ({ service: 'documents', id: f.id }));

    const sellerCookie = await signIn(app, { ...seller, ip: '192.0.2.10' });
    const link = await app.inject({ method: 'POST', url: `/api/seller/leads/${myLead.id}/edit-link`, headers: { ...SAME_ORIGIN, cookie: sellerCookie } });
    expect(link.statusCode, link.body).toBe(200);
    const authorization = link.json<{ authorization: string }>().authorization;
    // The seller changes my plan: a version that waits for my acceptance.
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/leads',
      payload: leadUpdateOf({ cpf: PEOPLE.me.cpf, leadId: myLead.id, productLeadId: myLead.productLeadIds[0]! }),
      headers: { ...callerHeaders({ cookie: sellerCookie }), authorization },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ awaitingVersion: number | null }>().awaitingVersion).toBe(2);

    const world: World = {
      leads: [victimLead, myLead, namesakeLead].map((l, i) => ({ id: l.id, cpf: [PEOPLE.victim, PEOPLE.me, PEOPLE.namesake][i]!.cpf })),
      files,
      protocols: async () => (await ctx.db.query<{ protocol: string }>('SELECT protocol FROM privacy_requests ORDER BY id')).rows.map((r) => r.protocol),
      freshToken: async ({ cpf, email }) => {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await insertLink(ctx.db, createHash('sha256').update(token).digest('hex'), cpf, email, now, new Date(now.getTime() + 60 * 60_000));
        return token;
      },
    };
    const pair = (p: Person) => ({ cpf: p.cpf, email: p.email });
    const identities: Identity[] = [
      { label: "my account (the victim's CPF, my e-mail)", owner: 'me', cookie: me.cookie },
      { label: "the namesake's account (the victim's e-mail, another CPF)", owner: 'namesake', cookie: namesake.cookie },
      { label: "a link for the victim's CPF and my e-mail", owner: 'me', link: pair(PEOPLE.me) },
      { label: "a link for the victim's CPF and e-mail", owner: 'victim', link: pair(PEOPLE.victim) },
      { label: "a link for the namesake's CPF and the victim's e-mail", owner: 'namesake', link: pair(PEOPLE.namesake) },
      { label: "a seller's edit link for my lead, signed out", owner: 'me', authorization, termsOnly: true },
      { label: 'a visitor', owner: null },
    ];
    return { world, identities };
  }

  it("a caller who proved one identity gets that identity's data only, on every personal route", async () => {
    const { world, identities } = await plantWorld();
    const leaks: string[] = [];
    const seenOwn = new Map<string, number>();
    const answered = new Map<string, number>();
    const ownOnRoute = new Set<string>();
    const reached = new Set<string>();
    for (const [route, spec] of Object.entries(SUBJECT_ROUTES)) {
      for (const who of identities) {
        const calls: Call[] = await spec.calls(world, who);
        for (const call of calls) {
          const res = await app.inject({
            method: call.method,
            url: call.url,
            headers: { ...callerHeaders({ ...(who.cookie ? { cookie: who.cookie } : {}), ip: who.owner ? PEOPLE[who.owner].ip : '198.51.100.1' }), accept: 'application/json', ...call.headers },
            ...(call.payload ? { payload: call.payload } : {}),
          });
          if (res.statusCode < 300) {
            answered.set(route, (answered.get(route) ?? 0) + 1);
            if (who.owner) reached.add(who.label);
          }
          const text = answerText(res.rawPayload, String(res.headers['content-type'] ?? ''));
          for (const [key, person] of Object.entries(PEOPLE) as [PersonKey, Person][]) {
            const shown = markers(person).filter((m) => text.includes(m));
            if (shown.length === 0) continue;
            if (key === who.owner && !who.termsOnly) {
              seenOwn.set(who.label, (seenOwn.get(who.label) ?? 0) + 1);
              ownOnRoute.add(route);
            }
            else leaks.push(`${who.label} → ${call.method} ${call.url} (${res.statusCode}) shows the ${key}'s ${shown.join(', ')}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // The calls reached data: each identity that proved someone saw its own, and each route answered someone.
    expect(identities.filter((i) => i.owner && !i.termsOnly && !seenOwn.has(i.label)).map((i) => i.label), 'identities that never saw their own data').toEqual([]);
    // The seller's link alone reaches its lead (the terms an edit needs), never a person's name, phone or street.
    expect(identities.filter((i) => i.termsOnly && !reached.has(i.label)).map((i) => i.label), 'links that reached nothing').toEqual([]);
    expect(Object.keys(SUBJECT_ROUTES).filter((r) => !answered.has(r)), 'routes that answered nobody').toEqual([]);
    expect(
      Object.entries(SUBJECT_ROUTES).filter(([r, spec]) => !spec.namesNobody && !ownOnRoute.has(r)).map(([r]) => r),
      "routes that never showed a caller their own data (their calls reach nothing: fix them, or say why they name nobody)",
    ).toEqual([]);
    // Some hundreds of requests one after another (exports, PDFs and ZIPs among them).
  }, 120_000);
});
