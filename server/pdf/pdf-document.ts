/**
 * The one home of the PDFs the site makes (a fleet quotation, a proposal's
 * summary): pdfkit with its standard Helvetica (text is selectable and
 * searchable, pt-BR accents included), A4, the Flua! heading, and rows of
 * 'Label: value'. Each document draws its own content with these helpers.
 */
import PDFDocument from 'pdfkit';

export const PDF_BRAND_COLOUR = '#0b3b5c';
export const PDF_TEXT_COLOUR = '#1a1a1a';
export const PDF_MUTED_COLOUR = '#555555';
export const PDF_RULE_COLOUR = '#d0d7de';

export type Pdf = PDFKit.PDFDocument;

/** Makes an A4 PDF in pt-BR titled `title`, drawn by `draw`, and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Flua!' }, lang: 'pt-BR' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

/** The brand's name and the document's title at the top of the first page. */
export function pdfHeading(doc: Pdf, title: string): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND_COLOUR).text('Flua!');
  doc.moveDown(0.3);
  doc.fontSize(16).text(title);
  doc.moveDown(0.5);
}

/** 'Label: value' on one line (wrapping under itself when long). */
export function pdfRow(doc: Pdf, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_TEXT_COLOUR).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

/** A section's title in the brand's colour. */
export function pdfSectionTitle(doc: Pdf, title: string): void {
  doc.font('Helvetica-Bold').fontSize(13).fillColor(PDF_BRAND_COLOUR).text(title);
  doc.moveDown(0.2);
}

/** A table of two columns, label on the left and value on the right, a thin rule under each row. */
export function pdfTable(doc: Pdf, rows: readonly { label: string; value: string; strong?: boolean }[]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = Math.round(width * 0.45);
  const valueWidth = width - labelWidth - 8;
  for (const row of rows) {
    const font = row.strong ? 'Helvetica-Bold' : 'Helvetica';
    doc.fontSize(10);
    const height = Math.max(doc.font('Helvetica').heightOfString(row.label, { width: labelWidth }), doc.font(font).heightOfString(row.value, { width: valueWidth }));
    if (doc.y + height + 8 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y + 3;
    doc.font('Helvetica').fillColor(PDF_MUTED_COLOUR).text(row.label, left, y, { width: labelWidth });
    doc.font(font).fillColor(PDF_TEXT_COLOUR).text(row.value, left + labelWidth + 8, y, { width: valueWidth, align: 'right' });
    const bottom = y + height + 4;
    doc.moveTo(left, bottom).lineTo(left + width, bottom).lineWidth(0.5).strokeColor(PDF_RULE_COLOUR).stroke();
    doc.x = left;
    doc.y = bottom + 1;
  }
}

/** A paragraph of small print. */
export function pdfSmallPrint(doc: Pdf, text: string, options: { italic?: boolean } = {}): void {
  doc.font(options.italic ? 'Helvetica-Oblique' : 'Helvetica').fontSize(9).fillColor(PDF_MUTED_COLOUR).text(text, { align: 'left' });
}
