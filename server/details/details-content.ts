/**
 * Demo content of the details page: the rich text of each optional
 * (authored HTML, as a content author would write it; the server sanitises
 * it when serving). The required safety pack has no text, so its info modal
 * shows the spec's failure message.
 */
import type { Offer } from '../../models/offer/offer';
import type { Queryable } from '../db/database';

export interface OptionalContentRow {
  brand: string;
  country: string;
  language: string;
  modelCode: string;
  code: string;
  title: string;
  body: string;
}

const bodies: Record<string, (offer: Offer) => string> = {
  'PACK-TECH': (o) =>
    o.bodyType === 'pickup'
      ? `<h3>Pacote Trabalho</h3><p>Capota marítima e protetor de caçamba para a ${o.modelShortName}.</p><ul><li>Capota marítima com travas</li><li>Protetor de caçamba em polietileno</li></ul><script>alert('x')</script>`
      : `<h3>Pacote Tecnologia</h3><p>Mais conforto no dia a dia do seu ${o.modelShortName}:</p><ul><li>Carregador de celular por indução</li><li>Câmera 360° com <strong>visão de cima</strong></li></ul><p><a href="javascript:alert(1)" onclick="alert(2)">Saiba mais</a></p>`,
  TETO: (o) => `<h3>Teto solar elétrico</h3><p onmouseover="alert(1)">Teto solar com abertura elétrica e cortina para o ${o.modelShortName}.</p><img src=x onerror="alert(1)"><p><em>Disponível nos contratos mais longos.</em></p>`,
  'PACK-SEG': () => '<p>   </p>',
};

/** One content row per brand, model and optional code of the demo offers (pt-BR, br). */
export function demoOptionalContents(offers: readonly Offer[]): OptionalContentRow[] {
  const rows = new Map<string, OptionalContentRow>();
  for (const offer of offers) {
    for (const optional of offer.optionals) {
      const body = bodies[optional.code];
      if (!body) continue;
      const key = `${offer.brand}/${offer.modelCode}/${optional.code}`;
      if (rows.has(key)) continue;
      rows.set(key, { brand: offer.brand, country: 'br', language: 'pt', modelCode: offer.modelCode, code: optional.code, title: optional.name, body: body(offer) });
    }
  }
  return [...rows.values()];
}

export async function insertOptionalContents(db: Queryable, rows: readonly OptionalContentRow[]): Promise<void> {
  for (const r of rows) {
    await db.query(
      `INSERT INTO optional_contents (brand, country, language, model_code, code, title, body) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (brand, country, language, model_code, code) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      [r.brand, r.country, r.language, r.modelCode, r.code, r.title, r.body],
    );
  }
}
