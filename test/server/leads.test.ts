/**
 * Leads API: the rental lead in its three paths and the company
 * lead, each with good and bad input; idempotency (same key twice,
 * different body, concurrent same key); consents (LGPD); the admin view.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../models/showcase/api';
import { LeadCreateAnswer } from '../../models/lead/lead';
import { CONSENT_TEXT_VERSION, type StoredLead } from '../../models/lead/lead-submission';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { companyLead, interestLead, pjLead, rentalLead } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';
import { addDays, format, parseISO } from 'date-fns';
import { todayInBrazil } from '../../models/common/calendar';

const BAD_REQUEST = 'Requisição inválida. Verifique os campos informados.';
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.roles.includes('customer'))!;

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

describeEachDatabase('leads API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers } });

  const count = async (table: string) => Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  const expectBadRequest = (res: LightMyRequestResponse, field: string, message?: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    assert(body, ApiError);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    if (message) expect(body.error.fields?.[field]).toBe(message);
  };

  const signIn = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    return raw.split(';')[0]!;
  };

  describe.each(['/api/v2/lead', '/api/create-rental-lead', '/api/leads/flua/create'])('POST %s', (url) => {
    it('stores a natural-person lead with its whole body, status, timestamps and consents, and answers its ids', async () => {
      const res = await post(url, rentalLead());
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      assert(answer, LeadCreateAnswer);
      expect(answer.productLeadIds).toHaveLength(1);
      const { rows } = await ctx.db.query<{ status: string; body: Record<string, unknown>; document: string; endpoint: string; created_at: Date }>(
        'SELECT status, body, document, endpoint, created_at FROM leads WHERE id = $1',
        [answer.id],
      );
      expect(rows[0]).toMatchObject({ status: 'received', document: '52998224725', endpoint: url });
      expect(rows[0]!.body).toMatchObject({ firstName: 'Maria Aparecida da Silva', ofertas_id: 'fiat-mobi-l10', indWhatsappContact: true });
      expect(rows[0]!.created_at).toBeTruthy();
      const consents = await ctx.db.query<{ purpose: string; granted: boolean; text_version: string }>(
        'SELECT purpose, granted, text_version FROM lead_consents WHERE lead_id = $1 ORDER BY purpose',
        [answer.id],
      );
      expect(consents.rows).toEqual([
        { purpose: 'email', granted: false, text_version: CONSENT_TEXT_VERSION },
        { purpose: 'sms_phone', granted: true, text_version: CONSENT_TEXT_VERSION },
        { purpose: 'whatsapp', granted: true, text_version: CONSENT_TEXT_VERSION },
      ]);
      // Passing the lead to its dealer is no consent (no box asks for it): the lead records its legal basis.
      const basis = await ctx.db.query<{ dealer_sharing_basis: string }>('SELECT dealer_sharing_basis FROM leads WHERE id = $1', [answer.id]);
      expect(basis.rows[0]!.dealer_sharing_basis).toBe('preliminary_procedures');
    });

    it('stores a company lead with a landline (legal persons give landlines or mobiles)', async () => {
      const res = await post(url, companyLead({ phone: '(11) 3333-4444' }));
      expect(res.statusCode).toBe(201);
    });

    it('stores a company lead with an alphanumeric CNPJ', async () => {
      const res = await post(url, companyLead());
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ document: string }>('SELECT document FROM leads WHERE id = $1', [res.json().id]);
      expect(rows[0]!.document).toBe('12ABC34501DE35');
    });

    it.each([
      ['a CPF with a wrong check digit', { cpf: '529.982.247-26' }, 'cpf', 'CPF inválido'],
      ['a one-word name', { firstName: 'Maria' }, 'firstName', 'Digite pelo menos um sobrenome'],
      ['a bad e-mail', { email: 'maria@exemplo' }, 'email', 'Digite um e-mail válido'],
      ['a landline as mobile', { phone: '(11) 3333-4444' }, 'phone', 'Digite um telefone válido'],
      ['a phone with the area code 00', { phone: '(00) 90000-0000' }, 'phone', 'Digite um telefone válido'],
      ['a celular of 8 digits', { phone: '(11) 9999-9999' }, 'phone', 'Digite um telefone válido'],
      ['the textbook CPF 123.456.789-09', { cpf: '123.456.789-09' }, 'cpf', 'CPF inválido'],
      ['no opt-in at all', { indPhoneContact: false, indWhatsappContact: false }, '(corpo)', 'Selecione pelo menos uma das opções acima'],
      ['a kinship over 15 characters', { kinship: 'tataraneto-sobrinho' }, 'kinship', undefined],
      ['a kinship not on the list', { kinship: 'Sobrinha' }, 'kinship', 'Digite um grau de parentesco'],
      ['an unknown field', { hacker: true }, 'hacker', undefined],
    ])('refuses %s with a pt-BR 400 and stores nothing', async (_what, change, field, message) => {
      const res = await post(url, { ...rentalLead(), ...change });
      expectBadRequest(res, field, message);
      expect(res.json().error.message).toBe(BAD_REQUEST);
      expect(await count('leads')).toBe(0);
      expect(await count('idempotency_keys')).toBe(0);
    });

    it('refuses an unknown offer or dealer', async () => {
      expectBadRequest(await post(url, rentalLead({ ofertas_id: 'nao-existe' })), 'ofertas_id', 'Oferta não encontrada.');
      expectBadRequest(await post(url, rentalLead({ dealersCode: '99999' })), 'dealersCode', 'Concessionária não encontrada.');
      expect(await count('leads')).toBe(0);
    });

    it('refuses a lead naming no dealer, a company’s too, with the dealer selector’s message (a site without a fixed legal-person dealer)', async () => {
      for (const lead of [companyLead(), rentalLead()]) {
        const { dealersCode: _none, ...withoutDealer } = lead;
        for (const body of [withoutDealer, { ...lead, dealersCode: '' }]) {
          const res = await post(url, body);
          expectBadRequest(res, 'dealersCode', 'A seleção da concessionária é obrigatória.');
        }
      }
      expect(await count('leads')).toBe(0);
    });

    it('a company’s chosen dealer is its lead’s', async () => {
      const res = await post(url, companyLead({ dealersCode: '10101' }));
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ dealer_code: string }>('SELECT dealer_code FROM leads WHERE id = $1', [res.json().id]);
      expect(rows[0]!.dealer_code).toBe('10101');
    });

    it('requires an Idempotency-Key', async () => {
      const missing = await post(url, rentalLead(), null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('idempotency_key_required');
      expect((await post(url, rentalLead(), 'short')).statusCode).toBe(400);
      expect(await count('leads')).toBe(0);
    });

    it('answers the same key and body with the first answer and writes nothing; another body with 409', async () => {
      const key = newKey();
      const first = await post(url, rentalLead(), key);
      // Same body with its keys in another order.
      const reordered = Object.fromEntries(Object.entries(rentalLead()).reverse());
      const again = await post(url, reordered, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      const other = await post(url, rentalLead({ email: 'outra@example.com' }), key);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe('Esta chave de idempotência já foi usada com outro conteúdo.');
      expect(await count('leads')).toBe(1);
      expect(await count('lead_consents')).toBe(3);
    });

    it('stores one lead for 20 concurrent requests with the same key', async () => {
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(url, rentalLead(), key)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await count('leads')).toBe(1);
    });
  });

  it('a lead on an offer or dealer changed since the last lead is priced on what is stored now', async () => {
    const url = '/api/v2/lead';
    const lead = rentalLead();
    const summaryDealer = async (id: string) =>
      (await ctx.db.query<{ summary: { lines: { key: string; value: string }[] } }>('SELECT summary FROM lead_versions WHERE lead_id = $1', [id])).rows[0]?.summary.lines.find(
        (l) => l.key === 'dealer',
      )?.value;
    // The first lead reads the offer and the dealer; the next ones are written in one statement that checks them.
    expect((await post(url, lead)).statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ data: Record<string, unknown> }>('SELECT data FROM dealers WHERE id = $1', [lead.dealersCode]);
    const dealerData = rows[0]!.data;
    try {
      await ctx.db.query(`UPDATE dealers SET data = jsonb_set(data, '{fantasyName}', '"Concessionária Renomeada"') WHERE id = $1`, [lead.dealersCode]);
      const renamed = await post(url, lead);
      expect(renamed.statusCode).toBe(201);
      expect(await summaryDealer(renamed.json().id)).toBe('Concessionária Renomeada');
      await ctx.db.query('UPDATE offers SET released = false WHERE id = $1', [lead.ofertas_id]);
      const before = await count('leads');
      expectBadRequest(await post(url, lead), 'ofertas_id', 'Esta oferta não está disponível para propostas.');
      expect(await count('leads')).toBe(before);
    } finally {
      await ctx.db.query('UPDATE offers SET released = true WHERE id = $1', [lead.ofertas_id]);
      await ctx.db.query('UPDATE dealers SET data = $2 WHERE id = $1', [lead.dealersCode, JSON.stringify(dealerData)]);
    }
    const again = await post(url, lead);
    expect(again.statusCode).toBe(201);
    expect(await summaryDealer(again.json().id)).not.toBe('Concessionária Renomeada');
  });

  it('a key is scoped to its path: the same key on two paths makes two leads', async () => {
    const key = newKey();
    expect((await post('/api/v2/lead', rentalLead(), key)).statusCode).toBe(201);
    expect((await post('/api/create-rental-lead', rentalLead(), key)).statusCode).toBe(201);
    expect(await count('leads')).toBe(2);
  });

  it('records the signed-in customer as the lead’s user', async () => {
    const cookie = await signIn(customer.email, customer.password);
    const res = await post('/api/v2/lead', rentalLead(), newKey(), { cookie });
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ user_id: string | null }>('SELECT user_id FROM leads WHERE id = $1', [res.json().id]);
    expect(rows[0]!.user_id).toBeTruthy();
  });

  describe('POST /api/leads/pj', () => {
    it('stores a Rental PJ lead with dealer 55553, origin Flua and its consents', async () => {
      const res = await post('/api/leads/pj', pjLead({ accept_communication_contact: false }));
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ kind: string; dealer_code: string; body: Record<string, unknown>; document: string }>(
        'SELECT kind, dealer_code, body, document FROM leads WHERE id = $1',
        [res.json().id],
      );
      expect(rows[0]).toMatchObject({ kind: 'rental_pj', dealer_code: '55553', document: '11222333000181' });
      expect(rows[0]!.body).toMatchObject({ leadType: 'RENTAL_PJ_FORM_LEAD', origin: 'Flua', dealer_code: '55553' });
      const consents = await ctx.db.query<{ purpose: string; granted: boolean }>('SELECT purpose, granted FROM lead_consents WHERE lead_id = $1 ORDER BY purpose', [
        res.json().id,
      ]);
      expect(consents.rows).toEqual([
        { purpose: 'email', granted: false },
        { purpose: 'sms_phone', granted: false },
        { purpose: 'whatsapp', granted: false },
      ]);
    });

    it('takes a razão social with "&", as many Brazilian companies have', async () => {
      const res = await post('/api/leads/pj', { ...pjLead(), company_name: 'Silva & Filhos Transportes Ltda' });
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ body: Record<string, unknown> }>('SELECT body FROM leads WHERE id = $1', [res.json().id]);
      expect(rows[0]!.body.company_name).toBe('Silva & Filhos Transportes Ltda');
      const interest = await post('/api/leads/pj/interest', interestLead({ corporateName: 'Silva & Filhos Transportes Ltda' }));
      expect(interest.statusCode).toBe(201);
    });

    it.each([
      ['an invalid CNPJ', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
      ['terms not accepted', { accept_terms_and_conditions: false }, 'accept_terms_and_conditions', undefined],
      ['another lead type', { leadType: 'OTHER' }, 'leadType', undefined],
      ['a restricted character in the company name', { company_name: 'A<B> Ltda' }, 'company_name', 'Os caracteres $ < > % não são permitidos'],
    ])('refuses %s', async (_w, change, field, message) => {
      expectBadRequest(await post('/api/leads/pj', { ...pjLead(), ...change }), field, message);
      expect(await count('leads')).toBe(0);
    });

    it('is idempotent too', async () => {
      const key = newKey();
      const [a, b] = await Promise.all([post('/api/leads/pj', pjLead(), key), post('/api/leads/pj', pjLead(), key)]);
      expect(a.json()).toEqual(b.json());
      expect(await count('leads')).toBe(1);
    });
  });

  describe('a test drive with the lead', () => {
    const day = (offset: number) => format(addDays(parseISO(todayInBrazil()), offset), 'yyyy-MM-dd');
    it('is stored with the lead and read back on the seller’s lead page', async () => {
      const seller = demoAccounts.find((a) => a.roles.includes('seller') && a.dealerCode)!;
      const res = await post('/api/v2/lead', rentalLead({ dealersCode: seller.dealerCode!, testDrive: { date: day(30), time: '14:00' } }));
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ body: Record<string, unknown> }>('SELECT body FROM leads WHERE id = $1', [res.json().id]);
      expect(rows[0]!.body.testDrive).toEqual({ date: day(30), time: '14:00' });
      const cookie = await signIn(seller.email, seller.password);
      const detail = await app.inject({ method: 'GET', url: `/api/seller/leads/${res.json().id}`, headers: { cookie } });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().testDrive).toEqual({ date: day(30), time: '14:00' });
    });

    it.each([
      ['a day in the past', { date: day(-1), time: '10:00' }, 'Escolha um dia a partir de hoje'],
      ['a day beyond 30 days', { date: day(31), time: '10:00' }, 'Escolha um dia dentro dos próximos 30 dias'],
      ['a time outside the slots', { date: day(2), time: '03:00' }, undefined],
      ['no time', { date: day(2) }, undefined],
    ])('refuses %s, and writes nothing', async (_w, testDrive, message) => {
      const res = await post('/api/v2/lead', { ...rentalLead(), testDrive });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.fields ?? {};
      expect(Object.keys(fields).some((k) => k.startsWith('testDrive'))).toBe(true);
      if (message) expect(Object.values(fields)).toContain(message);
      expect(await count('leads')).toBe(0);
    });
  });

  describe('POST /api/leads/pj/interest (Quer assinar?)', () => {
    const URL = '/api/leads/pj/interest';
    it('stores a company interest lead with dealer 55553, product group Flua Venda Direta and its consents', async () => {
      const res = await post(URL, interestLead({ accept_communication_contact: false }));
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ kind: string; endpoint: string; dealer_code: string; body: Record<string, unknown>; document: string; email: string }>(
        'SELECT kind, endpoint, dealer_code, body, document, email FROM leads WHERE id = $1',
        [res.json().id],
      );
      expect(rows[0]).toMatchObject({ kind: 'rental_pj', endpoint: URL, dealer_code: '55553', document: '11222333000181', email: 'carlos.pinto@example.com' });
      expect(rows[0]!.body).toMatchObject({ form: 'quer-assinar', corporateName: 'Transportes Serra Azul Ltda', totalVehicles: 12, hasTwoYearCnpj: true, productGroup: 'Flua Venda Direta', origin: 'Flua' });
      expect(rows[0]!.body).not.toHaveProperty('consent_text_version');
      const consents = await ctx.db.query<{ purpose: string; granted: boolean; text_version: string }>(
        'SELECT purpose, granted, text_version FROM lead_consents WHERE lead_id = $1 ORDER BY purpose',
        [res.json().id],
      );
      expect(consents.rows).toEqual([
        { purpose: 'email', granted: false, text_version: CONSENT_TEXT_VERSION },
        { purpose: 'sms_phone', granted: false, text_version: CONSENT_TEXT_VERSION },
        { purpose: 'whatsapp', granted: false, text_version: CONSENT_TEXT_VERSION },
      ]);
    });

    it('takes a razão social with "&", as many Brazilian companies have', async () => {
      const res = await post(URL, interestLead({ corporateName: 'Silva & Filhos Transportes Ltda' }));
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ body: Record<string, unknown> }>('SELECT body FROM leads WHERE id = $1', [res.json().id]);
      expect(rows[0]!.body.corporateName).toBe('Silva & Filhos Transportes Ltda');
    });

    it.each([
      ['an invalid CNPJ', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
      ['a contact without a surname', { contactName: 'Carlos' }, 'contactName', 'Digite pelo menos um sobrenome'],
      ['privacy not accepted', { accept_terms_and_conditions: false }, 'accept_terms_and_conditions', undefined],
      ['no vehicles', { totalVehicles: 0 }, 'totalVehicles', undefined],
      ['another form', { form: 'pessoa-juridica' }, 'form', undefined],
      ['another product group', { productGroup: 'Flua' }, 'productGroup', undefined],
      ['a restricted character in the company name', { corporateName: 'A<B> Ltda' }, 'corporateName', 'Os caracteres $ < > % não são permitidos'],
      ['an unknown dealer', { dealersCode: '00000' }, 'dealersCode', undefined],
    ])('refuses %s, and writes nothing', async (_w, change, field, message) => {
      expectBadRequest(await post(URL, { ...interestLead(), ...change }), field, message);
      expect(await count('leads')).toBe(0);
      expect(await count('lead_consents')).toBe(0);
    });

    it('needs an Idempotency-Key, and the same key never makes a second lead', async () => {
      expect((await post(URL, interestLead(), null)).statusCode).toBe(400);
      const key = newKey();
      const [a, b] = await Promise.all([post(URL, interestLead(), key), post(URL, interestLead(), key)]);
      expect(a.json()).toEqual(b.json());
      const again = await post(URL, interestLead(), key);
      expect(again.json()).toEqual(a.json());
      expect(await count('leads')).toBe(1);
    });
  });

  describe('GET /api/admin/leads', () => {
    it('is for offer admins only', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/admin/leads' })).statusCode).toBe(401);
      const cookie = await signIn(customer.email, customer.password);
      expect((await app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(403);
    });

    it('lists leads with their consents, filtered by document', async () => {
      await post('/api/v2/lead', rentalLead());
      await post('/api/v2/lead', rentalLead({ cpf: '390.533.447-05' }));
      const cookie = await signIn(admin.email, admin.password);
      const res = await app.inject({ method: 'GET', url: '/api/admin/leads?document=529.982.247-25', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const leads = res.json<StoredLead[]>();
      expect(leads).toHaveLength(1);
      expect(leads[0]!.consents.map((c) => [c.purpose, c.granted, c.textVersion])).toEqual([
        ['email', false, CONSENT_TEXT_VERSION],
        ['sms_phone', true, CONSENT_TEXT_VERSION],
        ['whatsapp', true, CONSENT_TEXT_VERSION],
      ]);
      const one = await app.inject({ method: 'GET', url: `/api/admin/leads/${leads[0]!.id}`, headers: { cookie } });
      expect(one.json().body.cpf).toBe('529.982.247-25');
    });
  });
});
