/**
 * The one home of the PDFs the site makes (a fleet quotation, a proposal's
 * summary): pdfkit with its standard Helvetica (text is selectable and
 * searchable, pt-BR accents included; what those fonts cannot draw, such as
 * an emoji in a comment, is left out: `pdfDrawable`), A4, the Flua! heading,
 * and rows of 'Label: value'. Each document draws its own content with these helpers.
 */
import PDFDocument from 'pdfkit';

export const PDF_BRAND_COLOUR = '#0b3b5c';
export const PDF_TEXT_COLOUR = '#1a1a1a';
export const PDF_MUTED_COLOUR = '#555555';
export const PDF_RULE_COLOUR = '#d0d7de';

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
