/**
 * The export as a document a person reads (server/pdf/pdf-document.ts, as the
 * proposal's summary): a title, when it was made (Brasília's time), whose
 * data it is, then each part with its pt-BR heading and each record as a
 * table of labelled rows, built by `readablePrivacyExport`
 * (models/privacy/privacy-reading.ts): money in reais, instants in Brasília's time,
 * documents and phones masked, codes named, nested data as rows. The JSON
 * copy keeps everything as stored.
 */
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyExport } from '../../models/privacy/privacy-requests';
import { readablePrivacyExport } from '../../models/privacy/privacy-reading';
import { PDF_BRAND_COLOUR, PDF_TEXT_COLOUR, pdfHeading, pdfSectionTitle, pdfSmallPrint, pdfTable, renderPdf } from '../pdf/pdf-document';

const t = privacyRequestLabels.pdf;

export function privacyExportFileName(protocol: string, ext: 'pdf' | 'json' | 'zip'): string {
  return `dados-${protocol}.${ext}`;
}

export function renderPrivacyExportPdf(data: PrivacyExport, protocol: string): Promise<Buffer> {
  const reading = readablePrivacyExport(data);
  return renderPdf(`${t.title} — ${protocol}`, (doc) => {
    pdfHeading(doc, `${t.title} — ${protocol}`);
    doc.font('Helvetica').fontSize(10).fillColor(PDF_TEXT_COLOUR).text(t.generatedAt(reading.generatedAt));
    doc.moveDown(0.4);
    pdfSmallPrint(doc, t.readingCopy);
    doc.moveDown(0.6);
    pdfSectionTitle(doc, t.subject);
    pdfTable(doc, reading.subject);
    for (const section of reading.sections) {
      doc.moveDown(0.9);
      pdfSectionTitle(doc, section.title);
      if (section.records.length === 0) pdfSmallPrint(doc, t.empty);
      for (const record of section.records) {
        doc.moveDown(0.4);
        if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_BRAND_COLOUR).text(record.title);
        pdfTable(doc, record.rows.length > 0 ? record.rows : [{ label: t.none, value: t.none }]);
      }
    }
  });
}
