/**
 * The demo catalogue reads as a Brazilian visitor expects: every pt-BR word
 * with its accents (colour names included), and engines that agree with the
 * version that names them.
 */
import { describe, expect, it } from 'vitest';
import { demoCities, demoCoupons, demoDealers, demoFaq, demoOffers } from '../../server/demo/demo-catalogue';

/** Every text a visitor may read in the demo data (codes, ids, urls and colours left out). */
function visibleTexts(): string[] {
  const out: string[] = [];
  const skip = new Set(['id', 'code', 'colorId', 'optionalId', 'locaviaCode', 'rgb', 'secondaryRgb', 'image', 'image_link', 'images', 'mvs', 'cnpj', 'cityId', 'categoryCode', 'type', 'brand', 'modelCode', 'versionCode', 'seriesCode', 'colorCode', 'name_code']);
  const walk = (value: unknown, key?: string) => {
    if (key && skip.has(key)) return;
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk([demoOffers, demoCities, demoDealers, demoFaq, demoCoupons.map((c) => c.description)]);
  return out;
}

/** Words of the demo data as they are written in pt-BR, and the accent-less spellings that must not appear. */
const ACCENTED: Record<string, string> = {
  PÉROLA: 'PEROLA',
  Sedã: 'Seda',
  Citroën: 'Citroen',
  Automático: 'Automatico',
  Manutenção: 'Manutencao',
  manutenção: 'manutencao',
  Direção: 'Direcao',
  elétrica: 'eletrica',
  Câmera: 'Camera',
  câmera: 'camera',
  Multimídia: 'Multimidia',
  Econômico: 'Economico',
  Espaço: 'Espaco',
  Caçamba: 'Cacamba',
  Tração: 'Tracao',
  panorâmico: 'panoramico',
  Segurança: 'Seguranca',
  Película: 'Pelicula',
  proteção: 'protecao',
  Proteção: 'Protecao',
  faróis: 'farois',
  assistência: 'assistencia',
  análise: 'analise',
  crédito: 'credito',
  Concessionária: 'Concessionaria',
  concessionária: 'concessionaria',
  São: 'Sao',
  Niterói: 'Niteroi',
  Brasília: 'Brasilia',
  Goiânia: 'Goiania',
  Veículos: 'Veiculos',
  Automóveis: 'Automoveis',
  Comércio: 'Comercio',
  automático: 'automatico',
  Jurídica: 'Juridica',
  mês: 'mes',
};

describe('demo catalogue texts', () => {
  const text = visibleTexts().join('\n');
  const words = new Set(text.split(/[^\p{L}\d]+/u));

  it.each(Object.entries(ACCENTED))('writes %s with its accents (never %s)', (accented, plain) => {
    expect(words.has(plain)).toBe(false);
  });

  it('names the Jeep pearl white colour BRANCO PÉROLA', () => {
    const jeepColours = demoOffers.filter((o) => o.brand === 'jeep').flatMap((o) => o.colors.map((c) => c.name));
    expect(jeepColours).toContain('BRANCO PÉROLA');
  });

  it('uses the accented words it lists', () => {
    const used = Object.keys(ACCENTED).filter((w) => words.has(w));
    expect(used).toEqual(expect.arrayContaining(['PÉROLA', 'Sedã', 'Citroën', 'Automático', 'Manutenção', 'Direção', 'São', 'Niterói', 'Brasília', 'Goiânia']));
  });
});

describe('demo catalogue engines', () => {
  it.each(demoOffers.map((o) => [o.id, o] as const))('%s: the engine agrees with the version name and code', (_id, offer) => {
    const { versionName, versionCode, engine } = offer;
    const displacement = /\b(\d\.\d)\b/.exec(versionName)?.[1];
    if (displacement) expect(engine.startsWith(displacement)).toBe(true);
    if (/\bTurbo 200\b|\bT200\b/.test(versionName)) expect(engine).toBe('1.0 Turbo');
    if (/\bTurbo 270\b|\bT270\b/.test(versionName)) expect(engine).toBe('1.3 Turbo');
    // Codes that end in two digits carry the displacement: L10 → 1.0, D13 → 1.3, R22 → 2.2.
    const coded = /^[A-Z](\d)(\d)$/.exec(versionCode);
    if (coded) expect(engine.startsWith(`${coded[1]}.${coded[2]}`)).toBe(true);
    expect(engine).toMatch(/^\d\.\d( Turbo| Turbodiesel)?$/);
  });
});

describe('demo catalogue features and names', () => {
  it.each(demoOffers.map((o) => [o.id, o] as const))('%s: highlights and features agree with its engine, gearbox and fuel', (_id, offer) => {
    const said = [...offer.highlightsList, ...offer.featuresList, ...offer.partsList].join('\n');
    if (offer.gear === 'Manual') expect(said).not.toMatch(/CVT|automático/i);
    if (!offer.gear.includes('CVT')) expect(said).not.toMatch(/CVT/);
    if (offer.engine !== '1.3 Turbo') expect(said).not.toMatch(/Turbo 270|T270|turbo 270/);
    if (offer.engine !== '1.0 Turbo') expect(said).not.toMatch(/Turbo 200|turbo 200/);
    if (offer.fuel !== 'Diesel') expect(said).not.toMatch(/diesel|4x4/i);
  });

  it.each(demoOffers.map((o) => [o.id, o] as const))('%s: named like every brand: brand, model, version and one year', (_id, offer) => {
    const brand = { fiat: 'Fiat', jeep: 'Jeep', peugeot: 'Peugeot', citroen: 'Citroën' }[offer.brand];
    expect(offer.fullDescription).toBe(`${brand} ${offer.modelShortName} ${offer.versionName} ${offer.modelYear}`);
    expect(offer.versionName).not.toMatch(/\b(19|20)\d\d\b/);
  });

  it('publishes each offer on its first day, read in Brazil', () => {
    for (const o of demoOffers.filter((x) => x.releasedOn)) {
      expect(new Date(o.releasedOn!).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })).toBe(o.startsOn);
    }
  });
});
