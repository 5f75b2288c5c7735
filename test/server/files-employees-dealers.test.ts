/**
 * Files (upload types by content, the 25 MB total, owner-only download,
 * idempotent uploads), the B2E employee check and `GET /api/dealers/v2`.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dealer } from '../../models/dealer/dealer';
import type { RentalServiceDealer } from '../../models/dealer/rental-service-dealers';
import { FILE_TOTAL_LIMIT_BYTES } from '../../models/documents/files';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoDealers } from '../../server/demo/demo-catalogue';
import { activeEmployee, files, inactiveEmployee, multipartBody } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';

const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.roles.includes('customer'))!;
let keyCounter = 0;
const newKey = () => `file-key-${Date.now()}-${++keyCounter}`;

describeEachDatabase('files, employees and dealers API', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'flua-uploads-'));
    app = (await buildApp({ db: ctx.db, uploadsDir })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  /** The lead form's upload grant for `key` (an anonymous client gets its upload cookie with it). */
  const grantFor = async (key: string, cookie?: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/file/upload-grant', payload: { key }, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return { grant: res.json<{ grant: string }>().grant, cookie: cookie ?? cookieOf(res, 'flua_upload') };
  };
  const upload = async (parts: Parameters<typeof multipartBody>[0], options: { url?: string; key?: string | null; cookie?: string; data?: object | null } = {}) => {
    const body = multipartBody(parts, options.data === undefined ? { root_path: 'leads', sub_path: 'b2e' } : options.data);
    const key = options.key === undefined ? newKey() : options.key;
    const granted = key ? await grantFor(key, options.cookie) : { grant: undefined, cookie: options.cookie };
    const res = await app.inject({
      method: 'POST',
      url: options.url ?? '/api/file/upload-bulk',
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(key ? { 'idempotency-key': key } : {}),
        ...(granted.grant ? { 'upload-grant': granted.grant } : {}),
        ...(granted.cookie ? { cookie: granted.cookie } : {}),
      },
    });
    return Object.assign(res, { uploadCookie: granted.cookie });
  };
  const stored = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM uploads')).rows[0]!.n);
  const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  const signIn = async (email: string, password: string) =>
    cookieOf(await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } }), 'flua_session')!;

  describe('POST /api/file/upload-bulk and /api/file/upload', () => {
    it('stores PDF, JPEG and PNG files recognised by content and answers [{ id, service }]', async () => {
      const res = await upload([
        { name: 'comprovante.pdf', data: files.pdf },
        { name: 'foto sem extensão', data: files.jpeg },
        { name: 'print.png', data: files.png, type: 'text/plain' },
      ]);
      expect(res.statusCode).toBe(201);
      const answer = res.json<{ id: string; service: string }[]>();
      expect(answer).toHaveLength(3);
      expect(answer.every((f) => f.service === 'lead-documents')).toBe(true);
      const { rows } = await ctx.db.query<{ content_type: string; sub_path: string }>('SELECT content_type, sub_path FROM uploads ORDER BY content_type');
      expect(rows.map((r) => r.content_type)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
      expect(rows[0]!.sub_path).toBe('b2e');
      expect(readdirSync(uploadsDir)).toEqual(expect.arrayContaining(answer.map((f) => expect.stringContaining(f.id))));
      // An anonymous uploader gets the upload cookie.
      expect(res.uploadCookie).toMatch(/^flua_upload=[A-Za-z0-9_-]{43}$/);
    });

    it('refuses a file that is not PDF/JPEG/PNG by content (whatever its name), naming it, and stores nothing', async () => {
      const res = await upload([
        { name: 'ok.pdf', data: files.pdf },
        { name: 'falso.pdf', data: files.fakePdf, type: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe('Tipo de arquivo não permitido: falso.pdf. Envie PDF, JPEG ou PNG.');
      expect(await stored()).toBe(0);
    });

    it('refuses more than 25 MB in total with the spec’s message and stores nothing', async () => {
      const half = Buffer.alloc(FILE_TOTAL_LIMIT_BYTES / 2 + 10, 0x20);
      files.pdf.copy(half);
      const res = await upload([
        { name: 'a.pdf', data: half },
        { name: 'b.pdf', data: half },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('b.pdf: o tamanho total dos arquivos não pode exceder 25 MB.');
      const one = Buffer.alloc(FILE_TOTAL_LIMIT_BYTES + 1, 0x20);
      files.pdf.copy(one);
      expect((await upload([{ name: 'big.pdf', data: one }])).statusCode).toBe(413);
      expect(await stored()).toBe(0);
    });

    it('accepts exactly 25 MB', async () => {
      const full = Buffer.alloc(FILE_TOTAL_LIMIT_BYTES, 0x20);
      files.pdf.copy(full);
      expect((await upload([{ name: 'limite.pdf', data: full }])).statusCode).toBe(201);
    });

    it('refuses no file, a bad JSON part, a missing key, and several files on the single upload', async () => {
      expect((await upload([])).statusCode).toBe(400);
      expect((await upload([{ name: 'a.pdf', data: files.pdf }], { data: { root_path: '../../etc passwd' } })).statusCode).toBe(400);
      expect((await upload([{ name: 'a.pdf', data: files.pdf }], { key: null })).statusCode).toBe(400);
      const two = await upload(
        [
          { name: 'a.pdf', data: files.pdf },
          { name: 'b.pdf', data: files.pdf },
        ],
        { url: '/api/file/upload' },
      );
      expect(two.statusCode).toBe(400);
      expect((await upload([{ name: 'a.pdf', data: files.pdf }], { url: '/api/file/upload' })).statusCode).toBe(201);
      const jsonKey = newKey();
      const granted = await grantFor(jsonKey);
      const json = await app.inject({ method: 'POST', url: '/api/file/upload', payload: { a: 1 }, headers: { 'idempotency-key': jsonKey, 'upload-grant': granted.grant, cookie: granted.cookie! } });
      expect(json.statusCode).toBe(415);
      expect(await stored()).toBe(1);
    });

    it('replays a retried upload (same key, same files) without storing again', async () => {
      const key = newKey();
      const first = await upload([{ name: 'a.pdf', data: files.pdf }], { key });
      const cookie = first.uploadCookie!;
      const again = await upload([{ name: 'a.pdf', data: files.pdf }], { key, cookie });
      expect(again.json()).toEqual(first.json());
      expect(await stored()).toBe(1);
      expect(readdirSync(uploadsDir).filter((n) => n.startsWith(first.json()[0].id))).toHaveLength(1);
    });
  });

  describe('GET /api/v1/file/download/:service/:id', () => {
    it('serves the file to its anonymous uploader (cookie) and to offer admins only', async () => {
      const res = await upload([{ name: 'comprovante.pdf', data: files.pdf }]);
      const [file] = res.json<{ id: string; service: string }[]>();
      const url = `/api/v1/file/download/${file!.service}/${file!.id}?download_type=SUB_PATH`;
      const owner = res.uploadCookie!;
      const mine = await app.inject({ method: 'GET', url, headers: { cookie: owner } });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toBe('attachment; filename="comprovante.pdf"');
      expect(mine.rawPayload.equals(files.pdf)).toBe(true);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: `flua_upload=${'x'.repeat(43)}` } })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: await signIn(customer.email, customer.password) } })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: await signIn(admin.email, admin.password) } })).statusCode).toBe(200);
    });

    it('downloads a document under the name and type its content was recognised as, whatever the uploader named it', async () => {
      // A PDF that is also HTML, named to be opened as a page.
      const polyglot = Buffer.concat([files.pdf, Buffer.from('<html><script>alert(1)</script></html>')]);
      const res = await upload([
        { name: 'polyglot.html', data: polyglot, type: 'text/html' },
        { name: 'foto.JPEG', data: files.jpeg },
        { name: 'retrato', data: files.png },
        { name: 'contrato.pdf.svg', data: files.pdf },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const owner = res.uploadCookie!;
      const download = async (file: { id: string; service: string }) =>
        app.inject({ method: 'GET', url: `/api/v1/file/download/${file.service}/${file.id}`, headers: { cookie: owner } });
      const answers = await Promise.all(res.json<{ id: string; service: string }[]>().map(download));
      expect(answers.map((a) => [a.headers['content-type'], a.headers['content-disposition']])).toEqual([
        ['application/pdf', 'attachment; filename="polyglot.pdf"'],
        ['image/jpeg', 'attachment; filename="foto.JPEG"'],
        ['image/png', 'attachment; filename="retrato.png"'],
        ['application/pdf', 'attachment; filename="contrato.pdf"'],
      ]);
      // What the seller's desk and the export list: the stored name follows the content too.
      expect((await ctx.db.query<{ file_name: string }>('SELECT file_name FROM uploads ORDER BY file_name')).rows.map((r) => r.file_name)).toEqual([
        'contrato.pdf',
        'foto.JPEG',
        'polyglot.pdf',
        'retrato.png',
      ]);
      // A row stored before under its uploader's name downloads under the content's.
      await ctx.db.query("UPDATE uploads SET file_name = 'antigo.html' WHERE file_name = 'polyglot.pdf'");
      const [first] = res.json<{ id: string; service: string }[]>();
      expect((await download(first!)).headers['content-disposition']).toBe('attachment; filename="antigo.pdf"');
    });

    it('serves a signed-in uploader’s file to that user', async () => {
      const cookie = await signIn(customer.email, customer.password);
      const res = await upload([{ name: 'foto.png', data: files.png }], { cookie });
      expect(cookieOf(res, 'flua_upload')).toBeUndefined();
      const [file] = res.json<{ id: string; service: string }[]>();
      const url = `/api/v1/file/download/${file!.service}/${file!.id}`;
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown file and 400 for a malformed id', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v1/file/download/lead-documents/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v1/file/download/lead-documents/..%2F..%2Fetc' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/employee/validate', () => {
    const check = (payload: object) => app.inject({ method: 'POST', url: '/api/employee/validate', payload });

    it('answers active for an active employee’s SAP id and CPF (formatted or not)', async () => {
      expect((await check({ sap_id: activeEmployee.sapId, cpf: activeEmployee.cpf })).json()).toEqual({ data: { active: true } });
      const formatted = activeEmployee.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
      expect((await check({ sap_id: activeEmployee.sapId, cpf: formatted })).json()).toEqual({ data: { active: true } });
    });

    it('answers not active for an inactive employee, an unknown SAP id or another CPF', async () => {
      expect((await check({ sap_id: inactiveEmployee.sapId, cpf: inactiveEmployee.cpf })).json()).toEqual({ data: { active: false } });
      expect((await check({ sap_id: '00000000', cpf: activeEmployee.cpf })).json()).toEqual({ data: { active: false } });
      expect((await check({ sap_id: activeEmployee.sapId, cpf: '111.444.777-35' })).json()).toEqual({ data: { active: false } });
    });

    it('refuses a bad CPF or a missing SAP id with a pt-BR 400', async () => {
      const bad = await check({ sap_id: activeEmployee.sapId, cpf: '123' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.cpf).toBe('CPF inválido');
      expect((await check({ cpf: activeEmployee.cpf })).statusCode).toBe(400);
    });
  });

  describe('GET /api/dealers/v2', () => {
    const dealers = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/dealers/v2?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Dealer[]>();
    };

    it('answers the dealers of the city and its influence area selling the brand, the city’s first', async () => {
      const list = await dealers('cityCode=3550308&brand=JEEP&type=RENTAL');
      expect(list.map((d) => d.id)).toEqual(['55553', '10101', '10105', '10104']);
      expect(list[0]).toMatchObject({ fantasyName: 'Flua! Frotas Empresariais', city: { name: 'São Paulo', state: { stateCode: 'SP' } }, neighborhood: 'Brooklin' });
    });

    it('orders by distance to a reference point', async () => {
      const list = await dealers('cityCode=3550308&brand=JEEP&type=RENTAL&referenceLatitude=-23.4630&referenceLongitude=-46.5330');
      expect(list[0]!.cityId).toBe('3518800');
    });

    it('keeps a group’s dealers; with fulfillment=LAX from any city', async () => {
      expect((await dealers('cityCode=3550308&brand=FIAT&type=RENTAL&group=GRUPO-ALVORADA')).map((d) => d.id).sort()).toEqual(['10101', '10102']);
      expect(await dealers('cityCode=3304557&brand=FIAT&type=RENTAL&group=GRUPO-ALVORADA')).toEqual([]);
      expect((await dealers('cityCode=3304557&brand=FIAT&type=RENTAL&group=GRUPO-ALVORADA&fulfillment=LAX')).map((d) => d.id).sort()).toEqual(['10101', '10102']);
    });

    it('answers an empty list for a city without dealers of the brand', async () => {
      expect(await dealers('cityCode=1302603&brand=FIAT&type=RENTAL')).toEqual([]);
      expect(await dealers('cityCode=9999999&brand=FIAT&type=RENTAL')).toEqual([]);
    });

    it('keeps, with mvsCode, the dealers that deliver that vehicle: a dealer offer’s own dealer, no one for a removed or unknown one', async () => {
      // The Renegade Altitude is an offer of Botafogo Motors only; Guanabara sells Jeep too.
      expect((await dealers('cityCode=3304557&brand=JEEP&type=RENTAL')).map((d) => d.id).sort()).toEqual(['20101', '20102']);
      expect((await dealers('cityCode=3304557&brand=JEEP&type=RENTAL&mvsCode=520A13H')).map((d) => d.id)).toEqual(['20102']);
      // An offer of every dealer of its brand: each of them.
      expect((await dealers('cityCode=3550308&brand=JEEP&type=RENTAL&mvsCode=520S13H')).map((d) => d.id)).toEqual(['55553', '10101', '10105', '10104']);
      expect(await dealers('cityCode=3550308&brand=FIAT&type=RENTAL&mvsCode=341K10A')).toEqual([]);
      expect(await dealers('cityCode=3550308&brand=FIAT&type=RENTAL&mvsCode=NAOEXISTE1')).toEqual([]);
    });
  });

  describe('GET /api/dealers (v1)', () => {
    const v1 = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/dealers?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Dealer[]>().map((d) => d.fantasyName);
    };

    it('answers the same dealers as v2, by name alone (a reference point does not order)', async () => {
      const v2 = (await app.inject({ method: 'GET', url: '/api/dealers/v2?cityCode=3550308&brand=JEEP&type=RENTAL' })).json<Dealer[]>().map((d) => d.fantasyName);
      const byName = [...v2].sort((a, b) => a.localeCompare(b, 'pt-BR'));
      expect(byName).not.toEqual(v2);
      expect(await v1('cityCode=3550308&brand=JEEP&type=RENTAL')).toEqual(byName);
      expect(await v1('cityCode=3550308&brand=JEEP&type=RENTAL&referenceLatitude=-23.4630&referenceLongitude=-46.5330')).toEqual(byName);
      expect(await v1('cityCode=3304557&brand=JEEP&type=RENTAL&mvsCode=520A13H')).toEqual(['Botafogo Motors']);
      expect(await v1('cityCode=3304557&brand=FIAT&type=RENTAL&dealerGroup=GRUPO-ALVORADA&fulfillment=LAX')).toEqual(['Ipiranga Auto', 'Paulista Motores']);
    });

    it('refuses a bad query with a pt-BR 400 as v2 does', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/dealers?cityCode=3550308&brand=FIAT&type=RENTAL&mvsCode=a%20b' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: 'Requisição inválida. Verifique os campos informados.', fields: { mvsCode: expect.any(String) } });
    });

    it.each([
      ['brand=FIAT&type=RENTAL', 'cityCode'],
      ['cityCode=3550308&brand=VW&type=RENTAL', 'brand'],
      ['cityCode=3550308&brand=FIAT&type=SALE', 'type'],
      ['cityCode=3550308&brand=FIAT&type=RENTAL&referenceLatitude=-23.5', '(corpo)'],
    ])('v1 and v2 refuse %s with a 400 naming %s', async (query, field) => {
      for (const path of ['/api/dealers', '/api/dealers/v2']) {
        const res = await app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().error.fields)).toContain(field);
      }
    });
  });

  describe('GET /api/rental-service/dealers', () => {
    const seller = demoAccounts.find((a) => a.roles.includes('seller'))!;
    const rentalDealers = (query: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/rental-service/dealers?${query}`, headers: cookie ? { cookie } : {} });

    it("answers a seller the market's dealers selling any of the brands, by name, as the simulator lists them", async () => {
      const cookie = await signIn(seller.email, seller.password);
      const res = await rentalDealers('market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL', cookie);
      expect(res.statusCode).toBe(200);
      const list = res.json<RentalServiceDealer[]>();
      const names = list.map((d) => d.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      expect(list.every((d) => d.brands.some((b) => ['FIAT', 'JEEP', 'PEUGEOT'].includes(b)))).toBe(true);
      expect(list).toContainEqual({ code: '10101', name: 'Paulista Motores', brands: ['FIAT', 'JEEP'], city: 'São Paulo - SP' });
      expect(list.length).toBe(demoDealers.filter((d) => d.brandsName.some((b) => b !== 'CITROEN')).length);
      const jeepOnly = (await rentalDealers('market=BR&brands=JEEP&type=RENTAL', cookie)).json<RentalServiceDealer[]>();
      expect(jeepOnly.map((d) => d.code).sort()).toEqual(demoDealers.filter((d) => d.brandsName.includes('JEEP')).map((d) => d.id).sort());
    });

    it('refuses a bad query with a pt-BR 400 naming the field', async () => {
      const cookie = await signIn(seller.email, seller.password);
      const brands = 'Informe as marcas em letras maiúsculas, separadas por vírgula e sem repetir: FIAT, JEEP, PEUGEOT ou CITROEN.';
      const cases: [string, string, string | null][] = [
        ['brands=FIAT&type=RENTAL', 'market', null],
        ['market=AR&brands=FIAT&type=RENTAL', 'market', 'Mercado desconhecido: a Flua! atende o mercado BR.'],
        ['market=BR&brands=fiat&type=RENTAL', 'brands', brands],
        ['market=BR&brands=FIAT,FIAT&type=RENTAL', 'brands', brands],
        ['market=BR&brands=FIAT,VW&type=RENTAL', 'brands', brands],
        ['market=BR&brands=FIAT,&type=RENTAL', 'brands', brands],
        ['market=BR&brands=&type=RENTAL', 'brands', null],
        ['market=BR&brands=FIAT&type=SALE', 'type', null],
      ];
      for (const [query, field, message] of cases) {
        const res = await rentalDealers(query, cookie);
        expect(res.statusCode, query).toBe(400);
        const error = res.json().error;
        expect(error.message).toBe('Requisição inválida. Verifique os campos informados.');
        expect(Object.keys(error.fields), query).toContain(field);
        if (message) expect(error.fields[field]).toBe(message);
      }
    });

    it('is the sellers’ tools’ call: a visitor 401, a customer 403', async () => {
      const query = 'market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL';
      expect((await rentalDealers(query)).statusCode).toBe(401);
      expect((await rentalDealers(query, await signIn(customer.email, customer.password))).statusCode).toBe(403);
    });
  });
});
