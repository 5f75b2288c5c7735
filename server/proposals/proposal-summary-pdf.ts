/**
 * A proposal's summary as a PDF ('Resumo da proposta'): the proposal's code,
 * its version and the day it was made, then the figures the customer saw,
 * section by section (vehicle, plan, values, dealer), and the texts shown
 * with them. Drawn from the stored summary only (models/proposal/proposal-summary.ts),
 * never from the offer as it is now.
 */
import { SUMMARY_SECTIONS, summarySection, type ProposalSummary } from '../../models/proposal/proposal-summary';
import { proposalSummaryLabels } from '../../models/labels/proposal-summary';
import {
  pdfHeading,
  pdfKeepTogether,
  pdfSectionTitle,
  pdfSectionTitleHeight,
  pdfSmallPrint,
  pdfSmallPrintHeight,
  pdfTable,
  pdfTableHeight,
  PDF_TEXT_COLOUR,
  renderPdf,
  type Pdf,
} from '../pdf/pdf-document';

const t = proposalSummaryLabels;

/** Lines shown stronger: what the customer pays. */
const STRONG_LINES = new Set(['monthly', 'range', 'contractTotal']);

const brazilDateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const brazilDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A moment as a person in Brazil reads it: '24/11/2026, 15:31'. */
export function brazilianDateTime(iso: string): string {
  return brazilDateTime.format(new Date(iso));
}

export interface SummaryDocument {
  proposalCode: string;
  version: number;
  /** ISO timestamp of the version. */
  at: string;
  summary: ProposalSummary;
  /** ISO timestamp of the download. */
  generatedAt: string;
}

/**
 * Titles and figure names in one case, capitals, as the site's summary panel
 * shows them (the spec's PERÍODO, KM/MÊS, ENTRADA… are capitals already).
 */
const caps = (text: string) => text.toLocaleUpperCase('pt-BR');

/** Space between blocks, in lines. */
const GAP = 0.5;

/** A titled block that moves whole to the next page rather than split. */
function block(doc: Pdf, title: string, bodyHeight: number, draw: () => void): void {
  doc.moveDown(GAP);
  pdfKeepTogether(doc, pdfSectionTitleHeight(doc, title) + bodyHeight);
  pdfSectionTitle(doc, title);
  draw();
}

export function renderProposalSummaryPdf(d: SummaryDocument): Promise<Buffer> {
  return renderPdf(`${t.title} ${d.proposalCode}`, (doc) => {
    pdfHeading(doc, t.title);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_TEXT_COLOUR).text(d.summary.title);
    doc.font('Helvetica').fontSize(10).text(`${t.code(d.proposalCode)} · ${t.versionOn(d.version, brazilianDateTime(d.at))}`);
    doc.moveDown(0.4);
    pdfSmallPrint(doc, t.intro);

    for (const section of SUMMARY_SECTIONS) {
      const lines = summarySection(d.summary, section);
      if (lines.length === 0) continue;
      const rows = lines.map((l) => ({ label: caps(l.label), value: l.value, strong: STRONG_LINES.has(l.key) }));
      block(doc, caps(t.sections[section]), pdfTableHeight(doc, rows), () => pdfTable(doc, rows));
    }

    const footer = t.footer(brazilDate.format(new Date(d.generatedAt)));
    d.summary.texts.forEach((text, i) => {
      const last = i === d.summary.texts.length - 1;
      // The last text keeps the footer with it: the page never ends on the footer alone.
      const height = pdfSmallPrintHeight(doc, text.text) + (last ? doc.currentLineHeight() * 1.2 + pdfSmallPrintHeight(doc, footer) : 0);
      block(doc, caps(text.title), height, () => pdfSmallPrint(doc, text.text));
    });

    doc.moveDown(1.2);
    pdfSmallPrint(doc, footer, { italic: true });
  });
}
