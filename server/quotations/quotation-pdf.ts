/**
 * A saved quotation as a PDF (pdfkit, its standard Helvetica: text is
 * selectable and searchable). It shows the quotation number, opportunity,
 * seller, validity, and per card the vehicle, initial price, colour,
 * optionals, coating, accessories, bonus, discount and the monthly and
 * contract amounts (never the seller's commission: the document is the
 * client's); then the totals and the comments. Amounts in pt-BR
 * through Intl (formatBRL).
 */
import type { StoredQuotation } from '../../models/quotation/fleet-quotation';
import { formatDate } from '../../models/common/format';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import { PDF_BRAND_COLOUR, pdfHeading, pdfRow, pdfSmallPrint, renderPdf } from '../pdf/pdf-document';

const t = quotationLabels.pdf;

/** The file name a quotation is downloaded and attached as. */
export function quotationFileName(q: Pick<StoredQuotation, 'number'>): string {
  return `cotacao-${q.number}.pdf`;
}

const dayDate = (isoDay: string) => formatDate(new Date(`${isoDay}T12:00:00Z`));

export function renderQuotationPdf(q: StoredQuotation): Promise<Buffer> {
  return renderPdf(`${t.title} ${q.number}`, (doc) => {
    const row = (label: string, value: string) => pdfRow(doc, label, value);

    pdfHeading(doc, `${t.title} ${q.number}`);
    row(t.number, q.number);
    row(t.opportunity, q.opportunityName);
    row(t.seller, q.sellerName);
    row(t.issuedOn, formatDate(new Date(q.updatedAt)));
    row(t.validity, dayDate(q.validUntil));

    for (const [i, item] of q.items.entries()) {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(PDF_BRAND_COLOUR).text(t.item(i + 1));
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
      row(t.bonus, formatBRL(item.bonus));
      row(t.discount, formatBRL(item.discount));
      row(t.monthly, formatBRL(item.monthly));
      row(t.monthlyAll, formatBRL(item.monthlyAll));
      row(t.contract, formatBRL(item.contract));
    }

    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(PDF_BRAND_COLOUR).text(t.totalMonthly + ': ' + formatBRL(q.totals.monthly));
    doc.text(t.totalContract + ': ' + formatBRL(q.totals.contract));
    doc.moveDown(0.5);
    row(t.comments, q.comments.trim() || t.none);
    doc.moveDown(0.8);
    pdfSmallPrint(doc, quotationLabels.stockWarning, { italic: true });
  });
}
