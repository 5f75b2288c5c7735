/** What the PDFs' standard font can draw: pt-BR text as it is, anything else plain or left out. */
import { describe, expect, it } from 'vitest';
import { pdfDrawable } from '../../server/pdf/pdf-document';

describe('pdfDrawable', () => {
  it('keeps pt-BR text, money and the typographic marks of Windows-1252', () => {
    const text = 'Cotação nº 12 · R$ 1.234,56 – “Pronta entrega” … São João, açaí, €, ™\nSegunda linha';
    expect(pdfDrawable(text)).toBe(text);
  });

  it('leaves out emoji (with their joiners and skin tones) and makes the spaces they leave one', () => {
    expect(pdfDrawable('Entrega 🚚 rápida 👍🏽, família 👨‍👩‍👧 ok')).toBe('Entrega rápida, família ok');
    expect(pdfDrawable('Fim 🚚')).toBe('Fim');
  });

  it('gives letters outside the font their plain form', () => {
    expect(pdfDrawable('Gőmez Łódź ﬁm')).toBe('Gomez ódz fim');
  });
});
