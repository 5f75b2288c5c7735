/**
 * A proposal's summary: the server stores what the customer saw with the
 * lead (its own price, never the browser's), keeps it when the offer's
 * prices and texts change later, and answers it as a PDF
 * (`GET /api/v2/timeline/rental/{leadId}/summary.pdf`) to the lead's
 * customer and its dealer's seller only.
 */
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_ORIGIN } from '../../models/lead/lead';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
import { ProposalSummary, proposalSummaryHref } from '../../models/proposal/proposal-summary';
import { CONSENT_TEXT_VERSION } from '../../models/lead/lead-submission';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { leadOffer, leadUpdateOf, rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';


const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;

/** The PDF's text, spaces made plain (R$ is followed by a non-breaking space). */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const plain = (s: string) => s.replace(/\s+/g, ' ');

describeEachDatabase('proposal summary', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is stored with the lead, kept when the offer changes, and downloaded as a PDF by its customer and its dealer’s seller only', async () => {
    const joaoCookie = await signInCookie(app, joao);
    const lead = rentalLead({ firstName: joao.fullName, email: joao.email, cpf: joao.cpf });
    const sent = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, headers: { 'idempotency-key': 'summary-lead-1', ...SAME_ORIGIN, cookie: joaoCookie } });
    expect(sent.statusCode).toBe(201);
    const leadId = sent.json<{ id: string }>().id;

    // Stored with version 1: the server's figures, the dealer's name, the texts shown.
    const { rows } = await ctx.db.query<{ summary: unknown }>('SELECT summary FROM lead_versions WHERE lead_id = $1 AND number = 1', [leadId]);
    const stored = rows[0]!.summary;
    expect(is(stored, ProposalSummary)).toBe(true);
    const summary = stored as ProposalSummary;
    const line = (key: string) => summary.lines.find((l) => l.key === key);
    expect(summary.title).toBe('Fiat Mobi Like 2026');
    expect(line('monthly')).toMatchObject({ value: formatBRL(lead.rentalPrice), amount: lead.rentalPrice });
    expect(line('dealer')!.value).toBe('Paulista Motores');
    expect(summary.texts.find((t) => t.key === 'disclaimer')!.text).toBe(leadOffer.disclaimer);
    expect(summary.texts.find((t) => t.key === 'privacy')!.text).toContain(CONSENT_TEXT_VERSION);

    // The offer's prices and texts change afterwards.
    await ctx.db.query(
      `UPDATE offers SET data = jsonb_set(jsonb_set(data, '{rentalPlanList,0,price}', to_jsonb(((data->'rentalPlanList'->0->>'price')::int + 50000))), '{disclaimer}', '"Novo aviso legal."')
        WHERE id = $1`,
      [leadOffer.id],
    );
    const after = await ctx.db.query<{ summary: unknown }>('SELECT summary FROM lead_versions WHERE lead_id = $1 AND number = 1', [leadId]);
    expect(after.rows[0]!.summary).toEqual(stored);

    const url = proposalSummaryHref(leadId);
    const res = await get(url, joaoCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="resumo-proposta-${proposalCodeOf(leadId)}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Resumo da proposta', 'Fiat Mobi Like 2026', proposalCodeOf(leadId), 'Paulista Motores', 'VALOR MENSAL', formatBRL(lead.rentalPrice), leadOffer.disclaimer.slice(0, 40)]) {
      expect(text).toContain(plain(expected));
    }
    expect(text).not.toContain('Novo aviso legal.');
    expect(text).not.toContain(plain(formatBRL(lead.rentalPrice + 50_000)));

    // The dealer's seller may download it too; another customer, another dealer's seller, a visitor may not.
    expect((await get(url, await signInCookie(app, seller))).statusCode).toBe(200);
    expect((await get(url, await signInCookie(app, camila))).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(proposalSummaryHref('not-a-lead'), joaoCookie)).statusCode).toBe(400);
    expect((await get(proposalSummaryHref('00000000-0000-4000-8000-000000000000'), joaoCookie)).statusCode).toBe(404);
  });

  it('an update of the proposal keeps a summary of its own; the PDF is the version in force', async () => {
    const joaoCookie = await signInCookie(app, joao);
    const lead = rentalLead({ firstName: joao.fullName, email: joao.email, cpf: joao.cpf });
    const sent = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, headers: { 'idempotency-key': 'summary-lead-3', ...SAME_ORIGIN, cookie: joaoCookie } });
    const { id: leadId, productLeadIds } = sent.json<{ id: string; productLeadIds: string[] }>();
    const update = leadUpdateOf(
      { cpf: joao.cpf, leadId, productLeadId: productLeadIds[0]! },
      { additionals: [{ id: '5', name: 'x', value: 0 }], relatedProducts: [{ product: leadOffer.mvs, type: 'color', code: '876', name: 'x', price: 0 }], period: 36 },
    );
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/leads',
      payload: update,
      headers: { 'idempotency-key': 'summary-update-3', 'x-client-origin': CLIENT_ORIGIN, ...SAME_ORIGIN, cookie: joaoCookie },
    });
    expect(put.statusCode).toBe(200);
    const { monthlyPrice } = put.json<{ monthlyPrice: number }>();

    const { rows } = await ctx.db.query<{ number: number; summary: ProposalSummary }>('SELECT number, summary FROM lead_versions WHERE lead_id = $1 ORDER BY number', [leadId]);
    const periods = rows.map((r) => r.summary.lines.find((l) => l.key === 'period')!.value);
    expect(periods).toEqual([`${lead.period} meses`, '36 meses']);
    expect(rows[1]!.summary.lines.find((l) => l.key === 'colour')!.value).toBe(`Preto Vulcano (${formatBRL(4_990)})`);

    const text = await pdfText((await get(proposalSummaryHref(leadId), joaoCookie)).rawPayload);
    expect(text).toContain(`${proposalCodeOf(leadId)} · Versão 2`);
    expect(text).toContain(plain(formatBRL(monthlyPrice)));
  });

  it('reads a lead stored before summaries were kept from the terms the server stored then', async () => {
    const joaoCookie = await signInCookie(app, joao);
    const lead = rentalLead({ firstName: joao.fullName, email: joao.email, cpf: joao.cpf });
    const sent = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, headers: { 'idempotency-key': 'summary-lead-2', ...SAME_ORIGIN, cookie: joaoCookie } });
    const leadId = sent.json<{ id: string }>().id;
    await ctx.db.query('UPDATE lead_versions SET summary = NULL WHERE lead_id = $1', [leadId]);
    const res = await get(proposalSummaryHref(leadId), joaoCookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(plain(formatBRL(lead.rentalPrice)));
    expect(text).toContain('Paulista Motores');
  });
});
