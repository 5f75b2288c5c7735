/**
 * A saved quotation as a PDF (pdfkit, its standard Helvetica: text is
 * selectable and searchable). It shows the quotation number, opportunity,
 * seller, validity, and per card the vehicle, initial price, colour,
 * optionals, coating, accessories, bonus, discount and the monthly and
 * contract amounts; then the totals and the comments. Amounts in pt-BR
 * through Intl (formatBRL).
 */
import PDFDocument from 'pdfkit';
import type { StoredQuotation } from '../../models/fleet-quotation';
import { formatDate, formatPercent } from '../../models/format';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/money';

const t = quotationLabels.pdf;
const BRAND = '#0b3b5c';

/** The file name a quotation is downloaded and attached as. */
export function quotationFileName(q: Pick<StoredQuotation, 'number'>): string {
  return `cotacao-${q.number}.pdf`;
}

const dayDate = (isoDay: string) => formatDate(new Date(`${isoDay}T12:00:00Z`));

export function renderQuotationPdf(q: StoredQuotation): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${t.title} ${q.number}`, Author: 'Flua!' }, lang: 'pt-BR' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const row = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#1a1a1a').text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(value);
    };

    doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Flua!');
    doc.moveDown(0.3);
    doc.fontSize(16).text(`${t.title} ${q.number}`);
    doc.moveDown(0.5);
    row(t.number, q.number);
    row(t.opportunity, q.opportunityName);
    row(t.seller, q.sellerName);
    row(t.issuedOn, formatDate(new Date(q.updatedAt)));
    row(t.validity, dayDate(q.validUntil));

    for (const [i, item] of q.items.entries()) {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(t.item(i + 1));
      doc.moveDown(0.2);
      row(t.vehicle, item.title);
      row(t.dealer, item.dealerName);
      row(t.period, t.periodValue(item.period));
      row(t.mileage, t.mileageValue(item.km));
      row(t.amount, String(item.amount));
      if (item.responsible) row(t.responsible, item.responsible);
      row(t.initialPrice, formatBRL(item.initialPrice));
      row(t.colour, item.colourName);
      row(t.optionals, item.optionals.length > 0 ? item.optionals.join(', ') : t.none);
      row(t.coating, item.coating);
      row(t.accessories, item.accessories.length > 0 ? item.accessories.join('; ') : t.none);
      row(t.commission, formatPercent(item.commission));
      row(t.bonus, formatBRL(item.bonus));
      row(t.discount, formatBRL(item.discount));
      row(t.monthly, formatBRL(item.monthly));
      row(t.monthlyAll, formatBRL(item.monthlyAll));
      row(t.contract, formatBRL(item.contract));
    }

    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(t.totalMonthly + ': ' + formatBRL(q.totals.monthly));
    doc.text(t.totalContract + ': ' + formatBRL(q.totals.contract));
    doc.moveDown(0.5);
    row(t.comments, q.comments.trim() || t.none);
    doc.moveDown(0.8);
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(quotationLabels.stockWarning);
    doc.end();
  });
}
