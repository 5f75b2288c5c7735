/**
 * No staff answer carries a secret that acts for someone else. The test makes
 * every kind of such secret itself (password-reset links of a customer, a
 * seller and the offer admin; a sign-up's proof-of-e-mail link; a privacy
 * request's link; a sign-up's link that waits for the e-mail's owner; a
 * customer's session; a lead's analytics token; an upload
 * grant; a seller's edit link), reading the mailed ones from the outbox table
 * as the mail carries them, then calls every GET route of the access matrix
 * (and the outbox once per kind of message) as each kind of staff: the
 * lead's seller, another dealer's seller and the offer admin. No answer holds
 * any of the secrets. The outbox still says that each message went, to whom,
 * when and of which kind.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminMessage } from '../../models/quotation/fleet-quotation';
import { buildApp } from '../../server/app';
import { accessMatrix, type MatrixResources } from './access-matrix';
import { accounts, createResources, FAST_HASHING, SAME_ORIGIN, signInCallers, must, type Cookies } from './support/callers';
import { describeEachDatabase } from './support/test-db';

const STAFF = ['seller', 'otherSeller', 'admin'] as const;
const MAIL_KINDS = ['passwordReset', 'emailVerification', 'privacyLink', 'privacyAnswer', 'signUpConfirmation', 'passwordChanged', 'quotationToClient', 'simulatorLegal'];

describeEachDatabase('staff answers hold no secret that acts for someone else', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (
      await buildApp({
        db: ctx.db,
        auth: { passwordHashing: FAST_HASHING },
        passwordReset: { responseFloorMs: 0 },
        mail: { publicUrl: 'https://flua.example' },
      })
    ).app;
  });
  afterAll(async () => app?.close());

  let keys = 0;
  const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { ...SAME_ORIGIN, 'idempotency-key': `secrets-${++keys}`, ...(cookie ? { cookie } : {}), ...headers } });

  /** Every token a message of the outbox carries in its links (`?token=`, `?pedido=`), by kind. */
  async function mailedTokens(): Promise<{ kind: string; to: string; token: string }[]> {
    const { rows } = await ctx.db.query<{ kind: string; recipient: string; text_body: string; html_body: string }>('SELECT kind, recipient, text_body, html_body FROM mail_outbox');
    return rows.flatMap((r) =>
      [...`${r.text_body}\n${r.html_body}`.matchAll(/[?&](?:token|pedido)=([A-Za-z0-9_%-]{20,})/g)].map((m) => ({ kind: r.kind, to: r.recipient, token: decodeURIComponent(m[1]!) })),
    );
  }

  async function resources(cookies: Cookies): Promise<MatrixResources & { secrets: Map<string, string> }> {
    const owned = await createResources(app, cookies);
    const secrets = new Map<string, string>();

    // Password-reset links for a customer, a seller and the offer admin (any of them would take the account over).
    for (const who of [accounts.customer, accounts.seller, accounts.admin]) must(await post('/api/auth/password-reset', { email: who.email }), 202, `reset of ${who.email}`);
    // A sign-up: its proof-of-e-mail link.
    const signUp = await post('/api/auth/sign-up', {
      fullName: 'Pessoa Segredo Teste',
      cpf: '52998224725',
      phone: '(11) 91234-5678',
      email: 'segredo.cadastro@exemplo.example',
      password: 'Segura#2025',
      passwordConfirmation: 'Segura#2025',
    });
    must(signUp, 201, 'the sign-up');
    secrets.set("the new account's session", ([] as string[]).concat(signUp.headers['set-cookie'] ?? [])[0]!.split(';')[0]!.split('=')[1]!);
    // Another sign-up with that e-mail, not yet proven: the link that alone would create it.
    const again = await post('/api/auth/sign-up', {
      fullName: 'Outra Pessoa Teste',
      cpf: '39053344705',
      phone: '(11) 91234-5679',
      email: 'segredo.cadastro@exemplo.example',
      password: 'Outra#2025x',
      passwordConfirmation: 'Outra#2025x',
    });
    must(again, 202, 'the sign-up that waits for the e-mail’s owner');
    // A privacy request's link for the customer's lead.
    must(await post('/api/privacy/links', { cpf: '111.444.777-35', email: accounts.customer.email }), 202, 'the privacy link');
    for (const { kind, to, token } of await mailedTokens()) secrets.set(`${kind} link to ${to}`, token);
    expect([...secrets.keys()].filter((k) => k.startsWith('passwordReset'))).toHaveLength(3);
    expect([...secrets.keys()].some((k) => k.startsWith('emailVerification'))).toBe(true);
    expect([...secrets.keys()].some((k) => k.startsWith('privacyLink'))).toBe(true);
    expect([...secrets.keys()].some((k) => k.startsWith('signUpConfirmation'))).toBe(true);

    secrets.set("the customer's session", cookies.customer.split('=')[1]!);
    secrets.set("the lead's analytics token", owned.analyticsToken);
    const grant = await post('/api/file/upload-grant', { key: `secrets-grant-${++keys}` }, cookies.customer);
    must(grant, 200, 'the upload grant');
    secrets.set("the customer's upload grant", grant.json<{ grant: string }>().grant);
    const edit = await post(`/api/seller/leads/${owned.leadId}/edit-link`, {}, cookies.seller);
    must(edit, 200, "the seller's edit link");
    secrets.set("the seller's edit link", edit.json<{ authorization: string }>().authorization);

    const { rows } = await ctx.db.query<{ id: string; revision: string }>(`SELECT id, revision FROM offers WHERE released AND NOT removed AND NOT archived ORDER BY id LIMIT 1`);
    return {
      leadId: owned.leadId,
      productLeadId: owned.productLeadId,
      analyticsToken: owned.analyticsToken,
      quotationNumber: owned.quotationNumber,
      quotationCard: owned.quotationCard,
      spareOfferId: rows[0]!.id,
      spareOfferRevision: Number(rows[0]!.revision),
      fileService: 'documents',
      fileId: 'nao-existe',
      uploadHeaders: {},
      privacyProtocol: owned.privacyProtocol,
      openPrivacyProtocol: owned.openPrivacyProtocol,
      secrets,
    };
  }

  it('every GET route, as the seller, another dealer’s seller and the offer admin, answers without any of them; the outbox says what went to whom', async () => {
    const cookies = await signInCallers(app, ctx.db);
    const r = await resources(cookies);
    const urls = [
      ...Object.entries(accessMatrix)
        .filter(([route]) => route.startsWith('GET '))
        .map(([, row]) => row.url(r)),
      ...MAIL_KINDS.map((kind) => `/api/admin/messages?kind=${kind}&limit=200`),
    ];
    const leaks: string[] = [];
    let read = 0;
    for (const caller of STAFF) {
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, accept: 'application/json', cookie: cookies[caller] } });
        if (res.statusCode === 200) read++;
        const body = res.body;
        for (const [what, secret] of r.secrets) if (body.includes(secret) || body.includes(encodeURIComponent(secret))) leaks.push(`${caller} GET ${url}: ${what}`);
      }
    }
    expect(read).toBeGreaterThan(40);
    expect(leaks).toEqual([]);

    // The outbox still tells the admin that each message went, to whom, when, and its kind.
    const outbox = (await app.inject({ method: 'GET', url: '/api/admin/messages?kind=passwordReset', headers: { cookie: cookies.admin } })).json<AdminMessage[]>();
    expect(outbox.map((m) => m.to).sort()).toEqual([accounts.admin.email, accounts.customer.email, accounts.seller.email].sort());
    for (const m of outbox) {
      expect(m).toMatchObject({ kind: 'passwordReset', text: null, html: null, status: 'pending' });
      expect(Number.isNaN(Date.parse(m.createdAt))).toBe(false);
    }
  });
});
