/**
 * The export as a readable PDF (pdfkit and its standard Helvetica, as the
 * quotation's PDF in server/quotations/quotation-pdf.ts): a title, when it
 * was made, then each table with a heading in pt-BR and each row as
 * label: value lines (nested values as compact JSON).
 */
import PDFDocument from 'pdfkit';
import { formatDateTime } from '../../models/format';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyExport } from '../../models/privacy-requests';

const t = privacyRequestLabels.pdf;
const BRAND = '#0b3b5c';

export function privacyExportFileName(protocol: string, ext: 'pdf' | 'json' | 'zip'): string {
  return `dados-${protocol}.${ext}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '—';
}

export function renderPrivacyExportPdf(data: PrivacyExport, protocol: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${t.title} — ${protocol}`, Author: 'Flua!' }, lang: 'pt-BR' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Flua!');
    doc.moveDown(0.3);
    doc.fontSize(16).text(`${t.title} — ${protocol}`);
    doc.font('Helvetica').fontSize(10).fillColor('#1a1a1a').text(t.generatedAt(formatDateTime(data.generatedAt)));
    for (const [table, rows] of Object.entries(data.tables)) {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(t.tables[table] ?? table);
      doc.fillColor('#1a1a1a').fontSize(9);
      if (rows.length === 0) doc.font('Helvetica').text(t.empty);
      for (const row of rows) {
        doc.moveDown(0.3);
        for (const [key, value] of Object.entries(row)) {
          doc.font('Helvetica-Bold').text(`${key}: `, { continued: true });
          doc.font('Helvetica').text(valueText(value));
        }
      }
    }
    doc.end();
  });
}
