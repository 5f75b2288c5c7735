/**
 * The proposal summary's PDF as a person reads it (poppler's pdftotext and
 * pdfinfo): the colour named, one case for every title and figure name, the
 * site's colours, one page for a usual proposal, and blocks that never split
 * across pages (a title always with its text, the footer never alone).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_COLOURS } from '../../models/app/design-tokens';
import { priceLead } from '../../models/lead/lead-pricing';
import type { CouponTerms } from '../../models/pricing/pricing';
import { leadPriceSummary, type ProposalSummary } from '../../models/proposal/proposal-summary';
import { titleCase } from '../../models/common/title-case';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { PDF_BRAND_COLOUR } from '../../server/pdf/pdf-document';
import { renderProposalSummaryPdf } from '../../server/proposals/proposal-summary-pdf';

const run = promisify(execFile);
const argo = demoOffers.find((o) => o.id === 'fiat-argo-d13')!;
const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const extra = { dealerName: 'Barão Veículos', privacyTextVersion: '2026-07-01' };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-pdf-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The PDF's pages as pdftotext lays them out, and its page count. */
async function read(summary: ProposalSummary): Promise<{ pages: string[]; count: number }> {
  const pdf = await renderProposalSummaryPdf({ proposalCode: 'FL-1098CF70', version: 1, at: '2026-11-28T22:42:00.000Z', summary, generatedAt: '2026-11-28T22:42:00.000Z' });
  const file = join(dir, `s-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const info = (await run('pdfinfo', [file])).stdout;
  const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ');
  return { pages: text.split('\f').filter((p) => p.trim() !== ''), count };
}

const firstColour = (offer: typeof mobi) => offer.colors.filter((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(24))[0]!;

function summaryOf(offer: typeof mobi, selection: Partial<Parameters<typeof priceLead>[1]>, coupon: CouponTerms | null, couponName: string | null) {
  const required = offer.additionalItemsList.filter((a) => a.required === 1).map((a) => ({ id: a.id, plateNumber: null }));
  const priced = priceLead(offer, { period: 24, km: 1000, colourCode: firstColour(offer).code, optionalCode: null, additionals: required, initialPayment: 0, ...selection }, coupon);
  if (!priced.ok) throw new Error(priced.message);
  return leadPriceSummary(offer, priced.value, { ...extra, couponName });
}

describe('proposal summary PDF', () => {
  it('a proposal with a coupon over the whole contract: one page, the colour named, capitals for every name, the discount said plainly', async () => {
    const summary = summaryOf(argo, {}, { type: 'percentage', discountAmount: 10, recurrence: null }, 'BEMVINDO10');
    const { pages, count } = await read(summary);
    expect(count).toBe(1);
    const text = pages.join('\n');
    expect(text).not.toMatch(/Cor\s+Nenhum/i);
    expect(text).toMatch(new RegExp(`COR\\s+${titleCase(firstColour(argo).name)}`));
    expect(text).toContain('em todas as 24 parcelas');
    expect(text).not.toContain('primeiras parcelas');
    // One case: every section title and figure name in capitals.
    for (const name of ['VEÍCULO', 'OFERTA', 'MARCA', 'PLANO', 'PERÍODO', 'VALORES', 'CUPOM', 'CUSTO TOTAL DO CONTRATO', 'CONCESSIONÁRIA', 'CONDIÇÕES GERAIS', 'PRIVACIDADE']) expect(text).toContain(name);
    for (const mixed of ['Oferta ', 'Custo total do contrato', 'Privacidade\n', 'Veículo\n']) expect(text).not.toContain(mixed);
  });

  it('a long proposal moves whole blocks to the next page: a title never ends a page, the footer never stands alone', async () => {
    const busy = summaryOf(mobi, { optionalCode: 'TETO', additionals: [{ id: '1', plateNumber: 7 }, { id: '2', plateNumber: null }, { id: '5', plateNumber: null }] }, { type: 'percentage', discountAmount: 10, recurrence: { type: 'first-few-months', months: 3 } }, 'BEMVINDO10');
    const long = { ...busy, texts: [...busy.texts.slice(0, 1), { key: 'disclaimer', title: 'Aviso legal', text: `${busy.texts[1]?.text ?? ''} `.repeat(14).trim() }, ...busy.texts.slice(2)] };
    const { pages, count } = await read(long);
    expect(count).toBe(2);
    const lines = (page: string) => page.split('\n').map((l) => l.trim()).filter(Boolean);
    const first = lines(pages[0]!);
    const second = lines(pages[1]!);
    // Page 1 does not end on a title; page 2 starts with one, and carries more than the footer.
    expect(first.at(-1)).not.toMatch(/^[A-ZÀ-Ú ]+$/);
    expect(second[0]).toMatch(/^[A-ZÀ-Ú ]+$/);
    expect(second.length).toBeGreaterThan(2);
  });

  it('is drawn in the site’s brand colour', () => {
    expect(PDF_BRAND_COLOUR).toBe(SITE_COLOURS.brand);
  });
});
