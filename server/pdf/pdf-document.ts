/**
 * The one home of the PDFs the site makes (a fleet quotation, a proposal's
 * summary): pdfkit with its standard Helvetica (text is selectable and
 * searchable, pt-BR accents included; what those fonts cannot draw, such as
 * an emoji in a comment, is left out: `pdfDrawable`), A4, the Flua! heading,
 * and rows of 'Label: value'. Each document draws its own content with these helpers.
 */
import PDFDocument from 'pdfkit';
import { SITE_COLOURS } from '../../models/app/design-tokens';

/** The site's colours (models/app/design-tokens.ts): a document looks like the pages it came from. */
export const PDF_BRAND_COLOUR = SITE_COLOURS.brand;
export const PDF_TEXT_COLOUR = SITE_COLOURS.text;
export const PDF_MUTED_COLOUR = SITE_COLOURS.muted;
export const PDF_RULE_COLOUR = SITE_COLOURS.border;

export type Pdf = PDFKit.PDFDocument;

/** Beyond Latin-1, the characters of the standard fonts' encoding (WinAnsi, Windows-1252). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isDrawable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return ch === '\n' || ch === '\t' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/**
 * The text as the standard Helvetica can draw it: the fonts know only
 * Windows-1252, so any other character (an emoji, a symbol) would print as
 * garbage. Such a character becomes its plain letters when it has them
 * ('ő' → 'o'), else it is left out (an emoji with its joiners and variation
 * selectors); the spaces a left-out character leaves are made one, and none
 * is left before a punctuation mark.
 */
export function pdfDrawable(text: string): string {
  let removed = false;
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isDrawable(ch)) {
      out += ch;
      continue;
    }
    const plain = [...ch.normalize('NFKD')].filter(isDrawable).join('');
    if (plain === '') removed = true;
    out += plain;
  }
  return removed ? out.replace(/[ \t]{2,}/g, ' ').replace(/ ([,.;:!?])/g, '$1').replace(/[ \t]+$/gm, '') : out;
}

/** Every text the document draws or measures goes through `pdfDrawable`. */
function drawOnlyDrawable(doc: Pdf): void {
  for (const method of ['text', 'heightOfString', 'widthOfString'] as const) {
    const original = doc[method].bind(doc) as (value: unknown, ...rest: unknown[]) => unknown;
    (doc as unknown as Record<string, unknown>)[method] = (value: unknown, ...rest: unknown[]) => original(typeof value === 'string' ? pdfDrawable(value) : value, ...rest);
  }
}

/** Makes an A4 PDF in pt-BR titled `title`, drawn by `draw`, and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Flua!' }, lang: 'pt-BR' });
    drawOnlyDrawable(doc);
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

/** A table's labels are a size smaller than its values, as the site's summary panel shows them. */
const LABEL_SIZE = 9;
/** Space above and below a row's text, its rule included. */
const ROW_PADDING = 6.5;

export type PdfTableRow = { label: string; value: string; strong?: boolean };

function tableColumns(doc: Pdf) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = Math.round(width * 0.42);
  return { left, width, labelWidth, valueWidth: width - labelWidth - 8 };
}

function rowHeight(doc: Pdf, row: PdfTableRow): number {
  const { labelWidth, valueWidth } = tableColumns(doc);
  const label = doc.font('Helvetica').fontSize(LABEL_SIZE).heightOfString(row.label, { width: labelWidth });
  return Math.max(label, doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).heightOfString(row.value, { width: valueWidth }));
}

/** How tall a table is (its rows, their padding and rules). */
export function pdfTableHeight(doc: Pdf, rows: readonly PdfTableRow[]): number {
  return rows.reduce((sum, row) => sum + rowHeight(doc, row) + ROW_PADDING, 0);
}

/** How tall a section's title is, with its space below. */
export function pdfSectionTitleHeight(doc: Pdf, title: string): number {
  return doc.font('Helvetica-Bold').fontSize(13).heightOfString(title) + doc.currentLineHeight() * 0.2;
}

/** How tall a paragraph of small print is. */
export function pdfSmallPrintHeight(doc: Pdf, text: string): number {
  const { width } = tableColumns(doc);
  return doc.font('Helvetica').fontSize(9).heightOfString(text, { width });
}

/** Starts a new page unless `height` more fits on this one: a block (a title and what it heads) is never split. */
export function pdfKeepTogether(doc: Pdf, height: number): void {
  const room = doc.page.height - doc.page.margins.bottom - doc.y;
  const fresh = doc.page.height - doc.page.margins.bottom - doc.page.margins.top;
  if (height > room && height <= fresh) doc.addPage();
}

/** A table of two columns, label on the left and value on the right, a thin rule under each row. */
export function pdfTable(doc: Pdf, rows: readonly PdfTableRow[]): void {
  const { left, width, labelWidth, valueWidth } = tableColumns(doc);
  for (const row of rows) {
    const font = row.strong ? 'Helvetica-Bold' : 'Helvetica';
    const height = rowHeight(doc, row);
    doc.fontSize(10);
    if (doc.y + height + ROW_PADDING > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y + 2.5;
    doc.font('Helvetica').fontSize(LABEL_SIZE).fillColor(PDF_MUTED_COLOUR).text(row.label, left, y + 1, { width: labelWidth });
    doc.font(font).fontSize(10).fillColor(PDF_TEXT_COLOUR).text(row.value, left + labelWidth + 8, y, { width: valueWidth, align: 'right' });
    const bottom = y + height + 3;
    doc.moveTo(left, bottom).lineTo(left + width, bottom).lineWidth(0.5).strokeColor(PDF_RULE_COLOUR).stroke();
    doc.x = left;
    doc.y = bottom + 1;
  }
}

/** A paragraph of small print. */
export function pdfSmallPrint(doc: Pdf, text: string, options: { italic?: boolean } = {}): void {
  doc.font(options.italic ? 'Helvetica-Oblique' : 'Helvetica').fontSize(9).fillColor(PDF_MUTED_COLOUR).text(text, { align: 'left' });
}
