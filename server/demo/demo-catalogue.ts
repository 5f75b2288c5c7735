/**
 * The demo catalogue the server seeds into an empty database: offers, cities,
 * dealers, coupons, FAQ entries and partner-company employees.
 *
 * Everything here is invented for the demo: company names, CNPJs (valid
 * check digits, two of them alphanumeric as issued from July 2026), CPFs
 * (valid check digits, of nobody) and prices. Vehicle models are ones sold
 * in Brazil. Money is integer centavos; IBGE city codes are real.
 */
import type { CouponDefinition } from '../../models/coupon/coupon';
import type { City, Dealer } from '../../models/dealer/dealer';
import type { FaqItem } from '../../models/content/faq';
import type {
  AdditionalItem,
  B2eType,
  Brand,
  Colour,
  ColorCategory,
  Offer,
  Optional,
  RentalPlan,
  TargetEntityType,
} from '../../models/offer/offer';

// ───────────────────────────── cities ─────────────────────────────

export const demoCities: City[] = [
  { code: '3550308', name: 'São Paulo', stateCode: 'SP', influenceArea: ['3518800', '3548708'] },
  { code: '3509502', name: 'Campinas', stateCode: 'SP', influenceArea: [] },
  { code: '3518800', name: 'Guarulhos', stateCode: 'SP', influenceArea: ['3550308'] },
  { code: '3548708', name: 'São Bernardo do Campo', stateCode: 'SP', influenceArea: ['3550308'] },
  { code: '3304557', name: 'Rio de Janeiro', stateCode: 'RJ', influenceArea: ['3303302'] },
  { code: '3303302', name: 'Niterói', stateCode: 'RJ', influenceArea: ['3304557'] },
  { code: '3106200', name: 'Belo Horizonte', stateCode: 'MG', influenceArea: ['3118601'] },
  { code: '3118601', name: 'Contagem', stateCode: 'MG', influenceArea: ['3106200'] },
  { code: '4106902', name: 'Curitiba', stateCode: 'PR', influenceArea: [] },
  { code: '4314902', name: 'Porto Alegre', stateCode: 'RS', influenceArea: [] },
  { code: '2927408', name: 'Salvador', stateCode: 'BA', influenceArea: [] },
  { code: '2611606', name: 'Recife', stateCode: 'PE', influenceArea: [] },
  { code: '5300108', name: 'Brasília', stateCode: 'DF', influenceArea: [] },
  { code: '5208707', name: 'Goiânia', stateCode: 'GO', influenceArea: [] },
  { code: '1302603', name: 'Manaus', stateCode: 'AM', influenceArea: [] },
];

const cityByCode = new Map(demoCities.map((c) => [c.code, c]));

// ───────────────────────────── dealers ─────────────────────────────

type DemoDealer = Dealer & { groups?: string[] };

interface DealerSeed {
  id: string;
  name: string;
  fantasyName: string;
  address: string;
  neighborhood: string;
  cityId: string;
  cnpj: string;
  brands: string[];
  groups?: string[];
  isLegalPerson?: boolean;
  deliveredBy?: { name: string; fantasyName: string };
  lat: string;
  lng: string;
}

function dealer(seed: DealerSeed): DemoDealer {
  const city = cityByCode.get(seed.cityId);
  if (!city) throw new Error(`demo dealer ${seed.id}: unknown city ${seed.cityId}`);
  return {
    id: seed.id,
    name: seed.name,
    fantasyName: seed.fantasyName,
    address: seed.address,
    neighborhood: seed.neighborhood,
    city: { name: city.name, state: { stateCode: city.stateCode } },
    cityName: city.name,
    cityId: city.code,
    state: city.stateCode,
    cnpj: seed.cnpj,
    brandsName: seed.brands,
    deliveredBy: seed.deliveredBy ?? null,
    isLegalPerson: seed.isLegalPerson ?? false,
    latitude: seed.lat,
    longitude: seed.lng,
    groups: seed.groups ?? [],
  };
}

const ALL = ['FIAT', 'JEEP', 'PEUGEOT', 'CITROEN'];
const FJ = ['FIAT', 'JEEP'];
const PC = ['PEUGEOT', 'CITROEN'];

/** The default dealer of legal-person leads and the company intent form (spec 001 §9). */
export const DEFAULT_COMPANY_DEALER_CODE = '55553';

export const demoDealers: DemoDealer[] = [
  dealer({ id: DEFAULT_COMPANY_DEALER_CODE, name: 'Frota Direta Locação de Veículos Ltda', fantasyName: 'Flua! Frotas Empresariais', address: 'Av. das Nações Unidas, 12.901', neighborhood: 'Brooklin', cityId: '3550308', cnpj: '11222333000181', brands: ALL, isLegalPerson: true, lat: '-23.6089', lng: '-46.6960' }),
  dealer({ id: '10101', name: 'Paulista Motores Comércio de Veículos Ltda', fantasyName: 'Paulista Motores', address: 'Av. Brigadeiro Luís Antônio, 3.200', neighborhood: 'Jardim Paulista', cityId: '3550308', cnpj: '11327062000129', brands: FJ, groups: ['GRUPO-ALVORADA'], lat: '-23.5740', lng: '-46.6540' }),
  dealer({ id: '10102', name: 'Ipiranga Auto Center Ltda', fantasyName: 'Ipiranga Auto', address: 'Rua Silva Bueno, 1.450', neighborhood: 'Ipiranga', cityId: '3550308', cnpj: '11431791000120', brands: ['FIAT'], groups: ['GRUPO-ALVORADA'], lat: '-23.5905', lng: '-46.6070' }),
  dealer({ id: '10103', name: 'Leão Francês Automóveis Ltda', fantasyName: 'Leão Francês Morumbi', address: 'Av. Giovanni Gronchi, 5.800', neighborhood: 'Vila Andrade', cityId: '3550308', cnpj: '11536520000130', brands: PC, lat: '-23.6230', lng: '-46.7300' }),
  dealer({ id: '10104', name: 'Trilha Off Road Veículos Ltda', fantasyName: 'Trilha Jeep', address: 'Av. Tiradentes, 2.100', neighborhood: 'Centro', cityId: '3518800', cnpj: '11641249000100', brands: ['JEEP'], lat: '-23.4630', lng: '-46.5330' }),
  dealer({ id: '10105', name: 'ABC Mobilidade Comercial Ltda', fantasyName: 'ABC Mobilidade', address: 'Av. Kennedy, 700', neighborhood: 'Jardim do Mar', cityId: '3548708', cnpj: '11745978000107', brands: ALL, lat: '-23.6930', lng: '-46.5650' }),
  dealer({ id: '10201', name: 'Barão Geraldo Veículos Ltda', fantasyName: 'Barão Veículos', address: 'Av. Albino J. B. de Oliveira, 900', neighborhood: 'Barão Geraldo', cityId: '3509502', cnpj: '11850707000103', brands: FJ, lat: '-22.8200', lng: '-47.0800' }),
  dealer({ id: '10202', name: 'Campinas Leão Automóveis Ltda', fantasyName: 'Leão Campinas', address: 'Av. Norte-Sul, 1.100', neighborhood: 'Cambuí', cityId: '3509502', cnpj: '11955436000150', brands: PC, lat: '-22.8950', lng: '-47.0500' }),
  dealer({ id: '20101', name: 'Guanabara Assinaturas de Veículos Ltda', fantasyName: 'Guanabara Auto', address: 'Av. das Américas, 4.666', neighborhood: 'Barra da Tijuca', cityId: '3304557', cnpj: '12060165000138', brands: ALL, groups: ['GRUPO-MAR'], lat: '-23.0000', lng: '-43.3650' }),
  dealer({ id: '20102', name: 'Botafogo Motors Ltda', fantasyName: 'Botafogo Motors', address: 'Rua Voluntários da Pátria, 350', neighborhood: 'Botafogo', cityId: '3304557', cnpj: '12164894000134', brands: FJ, groups: ['GRUPO-MAR'], lat: '-22.9520', lng: '-43.1900' }),
  dealer({ id: '20201', name: 'Icaraí Comércio de Automóveis Ltda', fantasyName: 'Icaraí Automóveis', address: 'Rua Gavião Peixoto, 120', neighborhood: 'Icaraí', cityId: '3303302', cnpj: '12269623000143', brands: PC, lat: '-22.9050', lng: '-43.1100' }),
  dealer({ id: '30101', name: 'Savassi Veículos e Serviços Ltda', fantasyName: 'Savassi Veículos', address: 'Av. do Contorno, 6.000', neighborhood: 'Savassi', cityId: '3106200', cnpj: '12374352000196', brands: ['FIAT'], deliveredBy: { name: 'Minas Logística de Veículos Ltda', fantasyName: 'Minas Logística' }, lat: '-19.9380', lng: '-43.9350' }),
  dealer({ id: '30102', name: 'Pampulha Jeep Ltda', fantasyName: 'Pampulha Jeep', address: 'Av. Otacílio Negrão de Lima, 2.500', neighborhood: 'Pampulha', cityId: '3106200', cnpj: '12479081000133', brands: ['JEEP'], lat: '-19.8520', lng: '-43.9750' }),
  dealer({ id: '30201', name: 'Contagem Automotores Ltda', fantasyName: 'Contagem Auto', address: 'Av. João César de Oliveira, 1.800', neighborhood: 'Eldorado', cityId: '3118601', cnpj: '12583810000105', brands: ALL, lat: '-19.9330', lng: '-44.0500' }),
  dealer({ id: '40101', name: 'Araucária Veículos Ltda', fantasyName: 'Araucária Veículos', address: 'Av. Sete de Setembro, 4.400', neighborhood: 'Batel', cityId: '4106902', cnpj: '12688539000164', brands: ALL, lat: '-25.4420', lng: '-49.2870' }),
  dealer({ id: '40102', name: 'Curitiba Leão Comércio Ltda', fantasyName: 'Leão Curitiba', address: 'Rua Mateus Leme, 2.000', neighborhood: 'Centro Cívico', cityId: '4106902', cnpj: '12793268000107', brands: PC, lat: '-25.4150', lng: '-49.2700' }),
  dealer({ id: '41101', name: 'Guaíba Automóveis Ltda', fantasyName: 'Guaíba Auto', address: 'Av. Ipiranga, 6.100', neighborhood: 'Partenon', cityId: '4314902', cnpj: '12897997000103', brands: FJ, lat: '-30.0580', lng: '-51.1750' }),
  dealer({ id: '41102', name: 'Pampa Leão Veículos Ltda', fantasyName: 'Pampa Leão', address: 'Av. Carlos Gomes, 1.000', neighborhood: 'Três Figueiras', cityId: '4314902', cnpj: '13002726000105', brands: PC, lat: '-30.0320', lng: '-51.1800' }),
  dealer({ id: '50101', name: 'Baía de Todos os Carros Ltda', fantasyName: 'Baía Veículos', address: 'Av. Tancredo Neves, 1.632', neighborhood: 'Caminho das Árvores', cityId: '2927408', cnpj: '13107455000152', brands: ALL, lat: '-12.9820', lng: '-38.4600' }),
  dealer({ id: '51101', name: 'Capibaribe Veículos Ltda', fantasyName: 'Capibaribe Auto', address: 'Av. Agamenon Magalhães, 2.900', neighborhood: 'Espinheiro', cityId: '2611606', cnpj: '13212184000103', brands: FJ, lat: '-8.0450', lng: '-34.8950' }),
  dealer({ id: '60101', name: 'Planalto Central Automóveis Ltda', fantasyName: 'Planalto Veículos', address: 'SIA Trecho 2, Lote 1.100', neighborhood: 'Setor de Indústria e Abastecimento', cityId: '5300108', cnpj: '13316913000163', brands: ALL, lat: '-15.8000', lng: '-47.9500' }),
  dealer({ id: '61101', name: 'Cerrado Motors Comércio Ltda', fantasyName: 'Cerrado Motors', address: 'Av. T-63, 1.500', neighborhood: 'Setor Bueno', cityId: '5208707', cnpj: '12ABC34501DE35', brands: ALL, lat: '-16.7050', lng: '-49.2700' }),
  dealer({ id: '61102', name: 'Goiás Leão Veículos Ltda', fantasyName: 'Leão Goiânia', address: 'Av. 85, 2.200', neighborhood: 'Setor Marista', cityId: '5208707', cnpj: 'A1B2C3D4000193', brands: PC, lat: '-16.7100', lng: '-49.2600' }),
];

// ───────────────────────────── offers ─────────────────────────────

interface ColourSeed {
  code: string;
  name: string;
  category: ColorCategory;
  value: number;
  rgb: string;
  secondaryRgb?: string;
}

const brandColours: Record<Brand, ColourSeed[]> = {
  fiat: [
    { code: '268', name: 'BRANCO BANCHISA', category: 'N', value: 0, rgb: '#F2F2EF' },
    { code: '111', name: 'VERMELHO MONTECARLO', category: 'N', value: 0, rgb: '#B0161E' },
    { code: '876', name: 'PRETO VULCANO', category: 'M', value: 4990, rgb: '#1B1B1D' },
    { code: '695', name: 'CINZA STRATO', category: 'M', value: 4990, rgb: '#6E7073' },
    { code: '612', name: 'PRATA BARI', category: 'M', value: 4990, rgb: '#B5B8BB' },
    { code: '249', name: 'BRANCO ALASKA', category: 'P', value: 7990, rgb: '#FAFAF5', secondaryRgb: '#1B1B1D' },
  ],
  jeep: [
    { code: 'PW7', name: 'BRANCO POLAR', category: 'N', value: 0, rgb: '#F4F4F2' },
    { code: 'PX8', name: 'PRETO CARBON', category: 'M', value: 6990, rgb: '#151517' },
    { code: 'PDN', name: 'CINZA STING', category: 'M', value: 6990, rgb: '#5C6064' },
    { code: 'PBJ', name: 'AZUL JAZZ', category: 'M', value: 6990, rgb: '#2A4A7A', secondaryRgb: '#151517' },
    { code: 'PWP', name: 'BRANCO PÉROLA', category: 'P', value: 9990, rgb: '#F7F5EE', secondaryRgb: '#151517' },
  ],
  peugeot: [
    { code: 'EWP', name: 'BRANCO BANQUISE', category: 'N', value: 0, rgb: '#F3F3F1' },
    { code: 'EXL', name: 'PRETO PERLA NERA', category: 'M', value: 5490, rgb: '#121214' },
    { code: 'EVL', name: 'CINZA ARTENSE', category: 'M', value: 5490, rgb: '#707478' },
    { code: 'EGE', name: 'AZUL VERTIGO', category: 'M', value: 5490, rgb: '#2B3F8F', secondaryRgb: '#121214' },
    { code: 'EWT', name: 'BRANCO NACRÉ', category: 'P', value: 8490, rgb: '#FBF9F3' },
  ],
  citroen: [
    { code: 'EWP', name: 'BRANCO BANQUISE', category: 'N', value: 0, rgb: '#F3F3F1' },
    { code: 'EXY', name: 'PRETO PERLA NERA', category: 'M', value: 4990, rgb: '#131315' },
    { code: 'EVN', name: 'CINZA PLATINIUM', category: 'M', value: 4990, rgb: '#8E9195', secondaryRgb: '#131315' },
    { code: 'EKQ', name: 'VERMELHO ELIXIR', category: 'M', value: 4990, rgb: '#9E1B22', secondaryRgb: '#F3F3F1' },
    { code: 'EWT', name: 'BRANCO NACARADO', category: 'P', value: 7990, rgb: '#FAF8F2' },
  ],
};

interface ModelSeed {
  brand: Brand;
  modelCode: string;
  modelShortName: string;
  modelName: string;
  bodyType: Offer['bodyType'];
  category: Offer['category'];
  doors: number;
  /** A text, or one that depends on the version's engine, gearbox and fuel. */
  highlights: ModelText[];
  features: ModelText[];
}

type ModelText = string | ((v: VersionSeed) => string);

const isDiesel = (v: VersionSeed) => v.fuel === 'Diesel';
const isCvt = (v: VersionSeed) => v.gear === 'Automático CVT';

/** The engine as a feature line, in the words each brand uses. */
function engineFeature(v: VersionSeed, brand: Brand): string {
  if (v.engine === '1.0 Turbo') return 'Motor Turbo 200 Flex';
  if (v.engine === '1.3 Turbo') return brand === 'jeep' ? 'Motor T270 Turbo Flex' : 'Motor Turbo 270 Flex';
  if (v.engine === '2.2 Turbodiesel') return 'Motor 2.2 Turbodiesel';
  if (v.engine === '2.0 Turbo') return 'Motor 2.0 Turbo Hurricane a gasolina';
  return `Motor ${v.engine} ${v.fuel ?? 'Flex'}`;
}

/** The engine as a highlight. */
function engineHighlight(v: VersionSeed): string {
  if (v.engine === '1.0 Turbo') return 'Motor turbo 200';
  if (v.engine === '1.3 Turbo') return 'Motor turbo 270';
  return `Motor ${v.engine}`;
}

/** The gearbox as a feature line. */
function gearFeature(v: VersionSeed): string {
  if (isCvt(v)) return 'Câmbio CVT de 7 marchas simuladas';
  if (v.gear.startsWith('Automático')) return `Câmbio ${v.gear.toLocaleLowerCase('pt-BR')}`;
  return 'Câmbio manual de 5 marchas';
}

const hatch = { categoryName: 'Hatch', categoryCode: 'HATCH', categoryDescription: 'Compactos para a cidade' };
const sedan = { categoryName: 'Sedã', categoryCode: 'SEDAN', categoryDescription: 'Conforto e porta-malas' };
const suv = { categoryName: 'SUV', categoryCode: 'SUV', categoryDescription: 'Altura, espaço e versatilidade' };
const pickup = { categoryName: 'Picape', categoryCode: 'PICKUP', categoryDescription: 'Para o trabalho e o lazer' };

const models: Record<string, ModelSeed> = {
  mobi: { brand: 'fiat', modelCode: '341', modelShortName: 'Mobi', modelName: 'Fiat Mobi', bodyType: 'hatch', category: hatch, doors: 4, highlights: ['Econômico na cidade', 'Fácil de estacionar', 'Manutenção inclusa'], features: ['Direção elétrica', 'Ar-condicionado', 'Central multimídia 7"', 'Vidros elétricos'] },
  argo: { brand: 'fiat', modelCode: '358', modelShortName: 'Argo', modelName: 'Fiat Argo', bodyType: 'hatch', category: hatch, doors: 4, highlights: ['Espaço interno de sobra', 'Conectividade sem fio', 'Seguro incluso'], features: ['Multimídia 7" com Android Auto e Apple CarPlay sem fio', 'Ar-condicionado', 'Direção elétrica', 'Câmera de ré'] },
  cronos: { brand: 'fiat', modelCode: '359', modelShortName: 'Cronos', modelName: 'Fiat Cronos', bodyType: 'sedan', category: sedan, doors: 4, highlights: ['Porta-malas de 525 litros', (v) => (isCvt(v) ? 'Câmbio automático CVT' : 'Econômico na estrada'), 'IPVA incluso'], features: ['Porta-malas de 525 L', gearFeature, 'Controle de estabilidade', 'Sensor de estacionamento'] },
  pulse: { brand: 'fiat', modelCode: '363', modelShortName: 'Pulse', modelName: 'Fiat Pulse', bodyType: 'suv', category: suv, doors: 4, highlights: [engineHighlight, 'Frenagem autônoma', 'Manutenção inclusa'], features: [(v) => engineFeature(v, 'fiat'), 'Frenagem autônoma de emergência', 'Painel digital 7"', 'Carregador por indução'] },
  fastback: { brand: 'fiat', modelCode: '376', modelShortName: 'Fastback', modelName: 'Fiat Fastback', bodyType: 'suv', category: suv, doors: 4, highlights: ['SUV cupê', 'Teto bicolor', 'Seguro incluso'], features: [(v) => engineFeature(v, 'fiat'), 'Piloto automático adaptativo', 'Multimídia 10,1"', 'Ar-condicionado digital'] },
  strada: { brand: 'fiat', modelCode: '281', modelShortName: 'Strada', modelName: 'Fiat Strada', bodyType: 'pickup', category: pickup, doors: 4, highlights: ['A picape mais vendida', 'Cabine dupla', 'Caçamba de 844 litros'], features: ['Cabine dupla', 'Caçamba de 844 L', 'Multimídia 7"', 'Controle de tração'] },
  toro: { brand: 'fiat', modelCode: '226', modelShortName: 'Toro', modelName: 'Fiat Toro', bodyType: 'pickup', category: pickup, doors: 4, highlights: [(v) => (isDiesel(v) ? 'Tração 4x4 diesel' : 'Motor turbo 270'), 'Conforto de SUV', 'Seguro incluso'], features: [(v) => engineFeature(v, 'fiat'), (v) => (isDiesel(v) ? 'Tração 4x4' : gearFeature(v)), 'Bancos em couro', 'Multimídia 10,1"'] },
  renegade: { brand: 'jeep', modelCode: '520', modelShortName: 'Renegade', modelName: 'Jeep Renegade', bodyType: 'suv', category: suv, doors: 4, highlights: ['Motor T270 turbo', 'Seis airbags', 'Manutenção inclusa'], features: [(v) => engineFeature(v, 'jeep'), 'Seis airbags', 'Multimídia 8,4"', 'Partida sem chave'] },
  compass: { brand: 'jeep', modelCode: '551', modelShortName: 'Compass', modelName: 'Jeep Compass', bodyType: 'suv', category: suv, doors: 4, highlights: ['Acabamento premium', 'ADAS completo', 'Seguro incluso'], features: [(v) => engineFeature(v, 'jeep'), 'Piloto automático adaptativo', 'Multimídia 10,1"', 'Porta-malas elétrico'] },
  commander: { brand: 'jeep', modelCode: '553', modelShortName: 'Commander', modelName: 'Jeep Commander', bodyType: 'suv', category: suv, doors: 4, highlights: ['Sete lugares', 'Teto solar panorâmico', 'IPVA incluso'], features: ['Sete lugares', 'Teto solar panorâmico', 'Painel digital 10,25"', 'Som premium'] },
  p208: { brand: 'peugeot', modelCode: '2R8', modelShortName: '208', modelName: 'Peugeot 208', bodyType: 'hatch', category: hatch, doors: 4, highlights: ['i-Cockpit 3D', 'Design premiado', 'Manutenção inclusa'], features: ['Painel i-Cockpit', 'Multimídia 10"', 'Faróis full LED', 'Câmera de ré'] },
  p2008: { brand: 'peugeot', modelCode: '2R9', modelShortName: '2008', modelName: 'Peugeot 2008', bodyType: 'suv', category: suv, doors: 4, highlights: [engineHighlight, 'Grip Control', 'Seguro incluso'], features: [(v) => engineFeature(v, 'peugeot'), 'Grip Control', 'Painel i-Cockpit 3D', 'Teto solar'] },
  c3: { brand: 'citroen', modelCode: 'SC3', modelShortName: 'C3', modelName: 'Citroën C3', bodyType: 'hatch', category: hatch, doors: 4, highlights: ['Suspensão confortável', 'Espaço de SUV', 'Manutenção inclusa'], features: ['Multimídia 10"', 'Ar-condicionado', 'Direção elétrica', 'Espelhamento sem fio'] },
  aircross: { brand: 'citroen', modelCode: 'SCA', modelShortName: 'C3 Aircross', modelName: 'Citroën C3 Aircross', bodyType: 'suv', category: suv, doors: 4, highlights: ['Até sete lugares', engineHighlight, 'Seguro incluso'], features: ['Configuração 5+2 lugares', (v) => engineFeature(v, 'citroen'), 'Multimídia 10"', 'Controle de tração'] },
  basalt: { brand: 'citroen', modelCode: 'SBS', modelShortName: 'Basalt', modelName: 'Citroën Basalt', bodyType: 'suv', category: suv, doors: 4, highlights: ['SUV cupê', 'Porta-malas de 490 litros', 'IPVA incluso'], features: [(v) => engineFeature(v, 'citroen'), 'Porta-malas de 490 L', 'Multimídia 10"', 'Seis airbags'] },
};

/**
 * Each model's price terms: what an excess km costs (centavos per km, from
 * R$ 0,50 for the small hatches to R$ 1,20 for the seven-seat SUV) and the
 * insurance deductible (franquia, centavos), rising with the car's value.
 */
const PRICE_TERMS: Record<keyof typeof models, { excessKmPrice: number; insuranceDeductible: number }> = {
  mobi: { excessKmPrice: 50, insuranceDeductible: 320000 },
  argo: { excessKmPrice: 60, insuranceDeductible: 380000 },
  cronos: { excessKmPrice: 65, insuranceDeductible: 400000 },
  pulse: { excessKmPrice: 75, insuranceDeductible: 480000 },
  fastback: { excessKmPrice: 85, insuranceDeductible: 560000 },
  strada: { excessKmPrice: 70, insuranceDeductible: 450000 },
  toro: { excessKmPrice: 105, insuranceDeductible: 720000 },
  renegade: { excessKmPrice: 85, insuranceDeductible: 590000 },
  compass: { excessKmPrice: 110, insuranceDeductible: 790000 },
  commander: { excessKmPrice: 120, insuranceDeductible: 980000 },
  p208: { excessKmPrice: 60, insuranceDeductible: 390000 },
  p2008: { excessKmPrice: 80, insuranceDeductible: 520000 },
  c3: { excessKmPrice: 55, insuranceDeductible: 340000 },
  aircross: { excessKmPrice: 75, insuranceDeductible: 490000 },
  basalt: { excessKmPrice: 70, insuranceDeductible: 460000 },
};

/** What the demo offers' monthly price includes: the usual subscription terms (fuel, fines and tyres are the subscriber's). */
const INCLUDED_IN_PRICE: Offer['includedInPrice'] = ['ipva', 'licensing', 'insurance', 'maintenance', 'assistance'];

interface VersionSeed {
  model: keyof typeof models;
  versionName: string;
  versionCode: string;
  seriesCode: string;
  engine: string;
  gear: string;
  fuel?: string;
  /** Price of the cheapest plan (longest period, lowest km), in centavos. */
  basePrice: number;
  /** The model year when it is not the catalogue's (an older offer). */
  year?: number;
  /** Plans offered, as [months, km] pairs; prices derive from `basePrice`. */
  plans?: [number, number][];
  id?: string;
  targetEntityType?: TargetEntityType;
  b2e?: B2eType;
  released?: boolean;
  removed?: boolean;
  archived?: boolean;
  offerDeny?: boolean;
  letMeKnow?: boolean;
  dealerId?: string;
  offerType?: Offer['offerType'];
  requiredOptional?: boolean;
  tags?: Offer['tagsList'];
  layoutMonthly?: number;
  downPayment?: number;
  images?: string[];
  /** The colour code of each image (same order as `images`). */
  imagesColor?: string[];
}

const DEFAULT_PLANS: [number, number][] = [
  [12, 1000],
  [24, 1000],
  [24, 2000],
  [36, 1000],
];

/**
 * Plan price: shorter contracts and more km cost more. The factors are
 * whole-number per-mille steps so every price stays an exact integer of
 * centavos, rounded to the nearest R$ 0,90 ending the way price lists do.
 */
function planPrice(base: number, months: number, km: number): number {
  const periodPerMille: Record<number, number> = { 12: 1180, 18: 1090, 24: 1040, 36: 1000 };
  const kmPerMille: Record<number, number> = { 500: 960, 1000: 1000, 1500: 1060, 2000: 1120, 3000: 1240 };
  const raw = Math.round((base * (periodPerMille[months] ?? 1000) * (kmPerMille[km] ?? 1000)) / 1_000_000);
  return Math.floor(raw / 100) * 100 + 90;
}

const INTEREST_BY_BRAND: Record<Brand, number> = { fiat: 1.49, jeep: 1.39, peugeot: 1.45, citroen: 1.45 };

function rentalPlans(seed: VersionSeed, brand: Brand): RentalPlan[] {
  const plans = seed.plans ?? DEFAULT_PLANS;
  const byDefault = plans.findIndex(([m, k]) => m === 24 && k === 1000);
  return plans.map(([period, km], i) => ({
    period,
    km,
    price: planPrice(seed.basePrice, period, km),
    monthlyInterestRate: INTEREST_BY_BRAND[brand],
    selectedByDefault: i === (byDefault >= 0 ? byDefault : 0),
  }));
}

function colours(brand: Brand, periods: number[]): Colour[] {
  const longest = Math.max(...periods);
  return brandColours[brand].map((c, i) => ({
    colorId: `${brand}-${c.code}`,
    code: c.code,
    name: c.name,
    category: c.category,
    value: c.value,
    rgb: c.rgb,
    secondaryRgb: c.secondaryRgb ?? null,
    hexadecimals: { rgbList: c.secondaryRgb ? [c.rgb, c.secondaryRgb] : [c.rgb] },
    // The pearly colour is offered only on the longest contracts.
    associatedPeriod: c.category === 'P' && i > 0 && periods.length > 1 ? [longest] : [],
  }));
}

function optionals(seed: VersionSeed, periods: number[]): Optional[] {
  const m = models[seed.model]!;
  if (seed.requiredOptional) {
    return [{ optionalId: `${seed.versionCode}-OPT-R`, code: 'PACK-SEG', name: 'Pacote Segurança (obrigatório nesta versão)', value: 9990, required: true, associatedPeriod: [] }];
  }
  const longer = periods.filter((p) => p >= 24);
  return [
    { optionalId: `${seed.versionCode}-OPT-1`, code: 'PACK-TECH', name: m.bodyType === 'pickup' ? 'Pacote Trabalho (capota marítima e protetor de caçamba)' : 'Pacote Tecnologia (carregador por indução e câmera 360°)', value: 14990, required: false, associatedPeriod: [], image: '/img/optional-tech.svg' },
    { optionalId: `${seed.versionCode}-OPT-2`, code: 'TETO', name: 'Teto solar elétrico', value: 19990, required: false, associatedPeriod: longer.length > 0 && longer.length < periods.length ? longer : [], image: '/img/optional-roof.svg' },
  ];
}

function additionals(seed: VersionSeed, periods: number[]): AdditionalItem[] {
  const longest = Math.max(...periods);
  return [
    { id: '1', name: 'Final de placa', description: 'Escolha o número final da placa do seu carro, de 0 a 9 (rodízio, IPVA).', value: 2990, type: 'PLATE_NUMBER_ENDING', required: 0, associatedPeriod: [], locavia_code: 'ADD-PLACA', lastPlateNumber: true, image_link: '/img/additional-plate.svg' },
    { id: '2', name: 'Película de proteção solar (insulfilm)', description: 'Película nos vidros laterais e traseiro, dentro dos limites do Contran.', value: 3990, type: 'DEFAULT', required: 0, associatedPeriod: [], locavia_code: 'ABC', image_link: '/img/additional-film.svg' },
    { id: '3', name: 'Proteção de vidros, faróis e retrovisores', description: 'Troca de vidros, faróis, lanternas e retrovisores sem custo de franquia.', value: 4990, type: 'DEFAULT', required: 0, associatedPeriod: [], locavia_code: 'ADD-VIDROS', image_link: '/img/additional-glass.svg' },
    { id: '4', name: 'Motorista adicional', description: 'Mais uma pessoa habilitada pode dirigir o carro.', value: 1990, type: 'DEFAULT', required: 0, associatedPeriod: periods.length > 1 ? [longest] : [], locavia_code: 'ADD-COND', image_link: '/img/additional-driver.svg' },
    { id: '5', name: 'Manutenção preventiva', description: 'Revisões programadas na concessionária incluídas na mensalidade.', value: 0, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'ADD19', image_link: '/img/additional-maintenance.svg' },
  ];
}

function offer(seed: VersionSeed, index: number): Offer {
  const m = models[seed.model]!;
  const plans = rentalPlans(seed, m.brand);
  const periods = [...new Set(plans.map((p) => p.period))];
  const cols = colours(m.brand, periods);
  const first = cols[0]!;
  const year = seed.year ?? 2026;
  const id = seed.id ?? `${m.brand}-${seed.model}-${seed.versionCode}`.toLowerCase();
  const mvs = `${m.modelCode}${seed.versionCode}${seed.seriesCode}`;
  const fuel = seed.fuel ?? 'Flex';
  const d = seed.dealerId ? demoDealers.find((x) => x.id === seed.dealerId) : undefined;
  const brandLabel = { fiat: 'Fiat', jeep: 'Jeep', peugeot: 'Peugeot', citroen: 'Citroën' }[m.brand];
  // The same name every brand's title shows (brand, model, version, year); engine and gearbox are the subtitle's.
  const fullDescription = `${brandLabel} ${m.modelShortName} ${seed.versionName} ${year}`;
  const start = new Date(Date.UTC(2026, 0, 1 + index));
  const texts = (list: ModelText[]) => list.map((x) => (typeof x === 'string' ? x : x(seed)));
  const features = texts(m.features);
  return {
    id,
    brand: m.brand,
    category: m.category,
    modelCode: m.modelCode,
    mvs,
    modelShortName: m.modelShortName,
    modelName: m.modelName,
    versionName: seed.versionName,
    versionCode: seed.versionCode,
    seriesCode: seed.seriesCode,
    modelYear: year,
    manufactureYear: year,
    engine: seed.engine,
    gear: seed.gear,
    fuel,
    doors: m.doors,
    bodyType: m.bodyType,
    fullDescription,
    seriesFullDescription: `${m.modelShortName} ${seed.versionName} ${seed.engine}`,
    colorCode: first.code,
    offerType: seed.offerType ?? (d ? 'DEALER' : 'RENTAL'),
    targetEntityType: seed.targetEntityType ?? 'NATURAL_PERSON',
    images: seed.images ?? [],
    imagesColor: seed.imagesColor ?? [],
    mvsInformation: { colorCode: first.code, modelCode: m.modelCode, versionCode: seed.versionCode, year },
    offerColors: cols.map((c) => ({ colorId: c.colorId, rgb: c.rgb })),
    highlightsList: texts(m.highlights),
    featuresList: features,
    tagsList: seed.tags ?? [],
    partsList: [...features, 'Freios ABS com EBD', 'Airbags frontais', 'Controle de estabilidade e tração', 'Sistema ISOFIX', 'Travas elétricas'],
    additionalItemsList: additionals(seed, periods),
    rentalPlanList: plans,
    optionals: optionals(seed, periods),
    colors: cols,
    defaultLayoutInformation:
      seed.layoutMonthly != null || seed.downPayment != null
        ? { monthlyPayment: seed.layoutMonthly ?? null, downPayment: seed.downPayment ?? null, discount: null }
        : undefined,
    disclaimer:
      (seed.targetEntityType === 'LEGAL_PERSON'
        ? 'Valores mensais por veículo para pessoa jurídica (CNPJ), com IPVA, licenciamento, seguro, manutenção preventiva e assistência 24 h inclusos. Quilometragem excedente cobrada à parte. Sujeito a análise de crédito da empresa e à disponibilidade de estoque. Imagens ilustrativas.'
        : 'Valores mensais para pessoa física, com IPVA, licenciamento, seguro, manutenção preventiva e assistência 24 h inclusos. Quilometragem excedente cobrada à parte. Sujeito a análise de crédito e à disponibilidade de estoque. Imagens ilustrativas.'),
    unavailabilityReason: seed.letMeKnow ? 'LET_ME_KNOW' : null,
    leadInterestCollection: seed.letMeKnow ? { sfSubOrigin: 'Avise-me', sfDealerCode: DEFAULT_COMPANY_DEALER_CODE } : undefined,
    dealer: d ? { id: d.id, name: d.fantasyName, cityId: d.cityId, state: d.state } : null,
    released: seed.released ?? true,
    removed: seed.removed ?? false,
    archived: seed.archived ?? false,
    offerDeny: seed.offerDeny ?? false,
    b2eOffer: seed.b2e !== undefined,
    b2eType: seed.b2e,
    startsOn: start.toISOString().slice(0, 10),
    endsOn: '2027-12-31',
    // Published on its first day at 09:00 in Brasília (12:00 UTC), so it reads as that day everywhere in Brazil.
    releasedOn: seed.released === false ? null : new Date(start.getTime() + 12 * 3_600_000).toISOString(),
    createdByName: 'Equipe Flua!',
    updatedByName: 'Equipe Flua!',
    ...PRICE_TERMS[seed.model]!,
    includedInPrice: [...INCLUDED_IN_PRICE!],
  };
}

const TAG_NEW = { id: 'novo', text: 'NOVIDADE', background_color: '#0A7C3E' };
const TAG_PROMO = { id: 'promo', text: 'OFERTA DO MÊS', background_color: '#B3261E' };
const TAG_EV = { id: 'pronta', text: 'PRONTA ENTREGA', background_color: '#1D4ED8' };

/** The Commander Longitude's own images: two of each photographed colour, tagged with their colour code. */
const COMMANDER_GALLERY = ['PW7', 'PX8'].flatMap((c) => ['01', '02'].map((n) => [c, n] as const));

const versions: VersionSeed[] = [
  // Fiat
  { model: 'mobi', versionName: 'Like', versionCode: 'L10', seriesCode: 'A', engine: '1.0', gear: 'Manual', basePrice: 199900, tags: [TAG_PROMO], plans: [[12, 500], [12, 1000], [24, 1000], [36, 1000], [36, 2000]] },
  { model: 'mobi', versionName: 'Trekking', versionCode: 'T10', seriesCode: 'A', engine: '1.0', gear: 'Manual', basePrice: 219900 },
  { model: 'argo', versionName: 'Drive', versionCode: 'D13', seriesCode: 'B', engine: '1.3', gear: 'Manual', basePrice: 249900, tags: [TAG_EV] },
  { model: 'argo', versionName: 'Drive CVT', versionCode: 'D1A', seriesCode: 'B', engine: '1.3', gear: 'Automático CVT', basePrice: 274900, downPayment: 1500000 },
  { model: 'cronos', versionName: 'Drive', versionCode: 'D13', seriesCode: 'C', engine: '1.3', gear: 'Manual', basePrice: 259900 },
  { model: 'cronos', versionName: 'Precision CVT', versionCode: 'P13', seriesCode: 'C', engine: '1.3', gear: 'Automático CVT', basePrice: 289900, requiredOptional: true },
  { model: 'pulse', versionName: 'Drive', versionCode: 'D13', seriesCode: 'D', engine: '1.3', gear: 'Automático CVT', basePrice: 309900 },
  { model: 'pulse', versionName: 'Audace Turbo 200', versionCode: 'A10', seriesCode: 'D', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 339900, tags: [TAG_NEW] },
  { model: 'fastback', versionName: 'Audace Turbo 200', versionCode: 'A10', seriesCode: 'E', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 359900 },
  { model: 'fastback', versionName: 'Limited Edition Turbo 270', versionCode: 'L13', seriesCode: 'E', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 419900, tags: [TAG_NEW] },
  { model: 'strada', versionName: 'Freedom Cabine Dupla', versionCode: 'F13', seriesCode: 'F', engine: '1.3', gear: 'Manual', basePrice: 279900 },
  { model: 'strada', versionName: 'Volcano CVT', versionCode: 'V13', seriesCode: 'F', engine: '1.3', gear: 'Automático CVT', basePrice: 319900, plans: [[12, 1000], [12, 2000], [24, 1000], [24, 2000], [36, 1000], [36, 3000]] },
  { model: 'toro', versionName: 'Freedom Turbo 270', versionCode: 'F13', seriesCode: 'G', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 429900 },
  { model: 'toro', versionName: 'Ranch Diesel 4x4', versionCode: 'R22', seriesCode: 'G', engine: '2.2 Turbodiesel', gear: 'Automático 9 marchas', fuel: 'Diesel', basePrice: 569900, plans: [[24, 1000], [24, 2000], [36, 2000]] },
  // Jeep
  { model: 'renegade', versionName: 'Sport T270', versionCode: 'S13', seriesCode: 'H', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 389900 },
  { model: 'renegade', versionName: 'Longitude T270', versionCode: 'L13', seriesCode: 'H', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 429900, tags: [TAG_PROMO] },
  { model: 'compass', versionName: 'Sport T270', versionCode: 'S13', seriesCode: 'J', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 469900 },
  { model: 'compass', versionName: 'Limited T270', versionCode: 'L13', seriesCode: 'J', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 539900, layoutMonthly: 539990 },
  // A gallery: the offer's own images (served by server/content/).
  { model: 'commander', versionName: 'Longitude T270', versionCode: 'L13', seriesCode: 'K', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 629900, images: COMMANDER_GALLERY.map(([c, n]) => `/content/dam/jeep/products/553/L13/K/2026/page/profile-carousel/${c}/perfil-${n}.png`), imagesColor: COMMANDER_GALLERY.map(([c]) => c) },
  { model: 'commander', versionName: 'Overland 2.0 Hurricane', versionCode: 'O20', seriesCode: 'K', engine: '2.0 Turbo', gear: 'Automático 9 marchas', fuel: 'Gasolina', basePrice: 799900, plans: [[24, 1000], [36, 1000], [36, 2000]] },
  // Peugeot
  { model: 'p208', versionName: 'Active', versionCode: 'A10', seriesCode: 'M', engine: '1.0', gear: 'Manual', basePrice: 239900 },
  { model: 'p208', versionName: 'Allure Turbo 200', versionCode: 'L10', seriesCode: 'M', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 289900, tags: [TAG_EV] },
  { model: 'p2008', versionName: 'Allure Turbo 200', versionCode: 'L10', seriesCode: 'N', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 349900 },
  { model: 'p2008', versionName: 'GT Turbo 200', versionCode: 'G10', seriesCode: 'N', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 389900, tags: [TAG_NEW] },
  // Citroën
  { model: 'c3', versionName: 'Feel', versionCode: 'F10', seriesCode: 'P', engine: '1.0', gear: 'Manual', basePrice: 209900 },
  { model: 'c3', versionName: 'You! Turbo 200', versionCode: 'Y10', seriesCode: 'P', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 259900 },
  { model: 'aircross', versionName: 'Feel 7 Lugares', versionCode: 'F10', seriesCode: 'Q', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 319900 },
  { model: 'aircross', versionName: 'Shine Turbo 200', versionCode: 'S10', seriesCode: 'Q', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 349900 },
  { model: 'basalt', versionName: 'Feel Turbo 200', versionCode: 'F10', seriesCode: 'R', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 299900 },
  { model: 'basalt', versionName: 'Shine Turbo 200', versionCode: 'S10', seriesCode: 'R', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 329900, tags: [TAG_PROMO] },
  // Dealer offers: shown only near their dealer.
  { id: 'fiat-argo-dealer-bh', model: 'argo', versionName: 'Trekking', versionCode: 'T13', seriesCode: 'B', engine: '1.3', gear: 'Manual', basePrice: 254900, dealerId: '30101' },
  { id: 'jeep-renegade-dealer-rj', model: 'renegade', versionName: 'Altitude T270', versionCode: 'A13', seriesCode: 'H', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 449900, dealerId: '20102' },
  // Companies (LEGAL_PERSON).
  { id: 'fiat-strada-pj', model: 'strada', versionName: 'Endurance Cabine Plus', versionCode: 'E13', seriesCode: 'F', engine: '1.3', gear: 'Manual', basePrice: 239900, targetEntityType: 'LEGAL_PERSON', plans: [[24, 2000], [36, 2000], [36, 3000]] },
  { id: 'fiat-cronos-pj', model: 'cronos', versionName: 'Drive Frotista', versionCode: 'D1F', seriesCode: 'C', engine: '1.3', gear: 'Manual', basePrice: 229900, targetEntityType: 'LEGAL_PERSON', plans: [[24, 2000], [36, 2000]] },
  { id: 'peugeot-2008-pj', model: 'p2008', versionName: 'Active Pack Empresas', versionCode: 'A1P', seriesCode: 'N', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 319900, targetEntityType: 'LEGAL_PERSON' },
  // Partner-company employees (B2E).
  { id: 'jeep-compass-b2e', model: 'compass', versionName: 'Longitude T270 Colaborador', versionCode: 'L1B', seriesCode: 'J', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 429900, b2e: 'BOTH' },
  { id: 'fiat-pulse-b2e', model: 'pulse', versionName: 'Drive Colaborador', versionCode: 'D1B', seriesCode: 'D', engine: '1.3', gear: 'Automático CVT', basePrice: 279900, b2e: 'EMPLOYEE' },
  // Not on the showcase: unreleased, removed, archived, denied.
  { id: 'citroen-basalt-rascunho', model: 'basalt', versionName: 'Dark Edition', versionCode: 'X10', seriesCode: 'R', engine: '1.0 Turbo', gear: 'Automático CVT', basePrice: 339900, released: false },
  { id: 'fiat-mobi-removida', model: 'mobi', versionName: 'Like', year: 2025, versionCode: 'K10', seriesCode: 'A', engine: '1.0', gear: 'Manual', basePrice: 189900, removed: true },
  { id: 'peugeot-208-arquivada', model: 'p208', versionName: 'Like', versionCode: 'K10', seriesCode: 'M', engine: '1.0', gear: 'Manual', basePrice: 219900, archived: true },
  { id: 'jeep-commander-negada', model: 'commander', versionName: 'Blackhawk', versionCode: 'B20', seriesCode: 'K', engine: '2.0 Turbo', gear: 'Automático 9 marchas', fuel: 'Gasolina', basePrice: 849900, offerDeny: true },
  // Sold out: "avise-me" (LET_ME_KNOW).
  { id: 'fiat-fastback-avise-me', model: 'fastback', versionName: 'Abarth Turbo 270', versionCode: 'B13', seriesCode: 'E', engine: '1.3 Turbo', gear: 'Automático 6 marchas', basePrice: 449900, letMeKnow: true },
];

export const demoOffers: Offer[] = versions.map(offer);

// ───────────────────────────── coupons ─────────────────────────────

const couponBase = { offerIds: [] as string[], periods: [] as number[], isDefault: false, requiresInitialPayment: false, validFrom: '2026-01-01', validUntil: '2027-12-31', recurrence: null };

export const demoCoupons: CouponDefinition[] = [
  { ...couponBase, locaviaCode: 'CP-0001', name: 'BEMVINDO10', description: '10% de desconto na mensalidade', type: 'percentage', discountAmount: 10, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none' },
  { ...couponBase, locaviaCode: 'CP-0002', name: 'UMPORCPF', description: 'R$ 3.600,00 de desconto no contrato, uma vez por CPF', type: 'flat-discount', discountAmount: 360000, maxUsages: null, maxUsagesPerCPF: 1, limitedKind: 'cpf' },
  { ...couponBase, locaviaCode: 'CP-0003', name: 'PRIMEIROS50', description: '5% de desconto para os 50 primeiros', type: 'percentage', discountAmount: 5, maxUsages: 50, maxUsagesPerCPF: null, limitedKind: 'quantity' },
  { ...couponBase, locaviaCode: 'CP-0004', name: 'LIMITADO', description: 'R$ 4.800,00 de desconto no contrato, 20 usos e 1 por CPF', type: 'flat-discount', discountAmount: 480000, maxUsages: 20, maxUsagesPerCPF: 1, limitedKind: 'both' },
  { ...couponBase, locaviaCode: 'CP-0005', name: 'TRESMESES', description: 'R$ 900,00 de desconto, dividido nos 3 primeiros meses', type: 'flat-discount', discountAmount: 90000, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none', recurrence: { type: 'first-few-months', months: 3 } },
  { ...couponBase, locaviaCode: 'CP-0006', name: 'FLUAAUTO', description: '3% de desconto automático nos contratos de 36 meses', type: 'percentage', discountAmount: 3, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none', isDefault: true, periods: [36] },
  { ...couponBase, locaviaCode: 'CP-0007', name: 'COMENTRADA', description: '8% de desconto para propostas com entrada', type: 'percentage', discountAmount: 8, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none', requiresInitialPayment: true },
  { ...couponBase, locaviaCode: 'CP-0008', name: 'ESGOTADO', description: 'Cupom de lançamento, todos os usos já foram feitos', type: 'percentage', discountAmount: 15, maxUsages: 1, maxUsagesPerCPF: null, limitedKind: 'quantity' },
  { ...couponBase, locaviaCode: 'CP-0009', name: 'VENCIDO', description: 'Cupom de 2025', type: 'percentage', discountAmount: 10, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none', validFrom: '2025-01-01', validUntil: '2025-12-31' },
  { ...couponBase, locaviaCode: 'CP-0010', name: 'SOMENTEMOBI', description: '5% de desconto, só no Fiat Mobi Like', type: 'percentage', discountAmount: 5, maxUsages: null, maxUsagesPerCPF: null, limitedKind: 'none', offerIds: ['fiat-mobi-l10'] },
];

// ───────────────────────────── FAQ ─────────────────────────────

export const demoFaq: FaqItem[] = [
  { question: 'O que está incluso na assinatura?', answer: '<p>IPVA, licenciamento, seguro com assistência 24 horas, manutenção preventiva e gestão de multas estão inclusos na mensalidade.</p>', hideSurvey: false },
  { question: 'Preciso dar entrada?', answer: '<p>Não. A entrada é opcional: de 10% a 70% do valor total do contrato, e reduz o valor da mensalidade.</p>', hideSurvey: false },
  { question: 'Qual é o prazo do contrato?', answer: '<p>Os planos vão de 12 a 36 meses, conforme a oferta escolhida.</p>', hideSurvey: false },
  { question: 'O que acontece se eu passar da quilometragem contratada?', answer: '<p>O quilômetro excedente é cobrado ao final do contrato, pelo valor informado na proposta.</p>', hideSurvey: false },
  { question: 'Posso escolher o final da placa?', answer: '<p>Sim. Marque o adicional <strong>Final de placa</strong> e escolha um número de 0 a 9.</p>', hideSurvey: true },
  { question: 'Como funciona a análise de crédito?', answer: '<p>Depois do envio da proposta, a concessionária faz a análise de crédito com o seu CPF ou CNPJ e entra em contato em até 24 horas.</p>', hideSurvey: false },
  { question: 'Empresas podem assinar?', answer: '<p>Sim. Escolha <em>Sou uma Pessoa Jurídica/Empresa</em> no formulário ou peça uma proposta de frota.</p>', hideSurvey: false },
  { question: 'Onde retiro o carro?', answer: '<p>Na concessionária escolhida no formulário, que agenda a entrega com você.</p>', hideSurvey: false },
];

// ───────────────────────────── partner employees (B2E) ─────────────────────────────

export interface DemoEmployee {
  sapId: string;
  cpf: string;
  name: string;
  company: string;
  active: boolean;
}

export const demoEmployees: DemoEmployee[] = [
  { sapId: '80012345', cpf: '52998224725', name: 'Colaboradora Demonstração Um', company: 'Parceira Indústria Automotiva S.A.', active: true },
  { sapId: '80012346', cpf: '39053344705', name: 'Colaborador Demonstração Dois', company: 'Parceira Indústria Automotiva S.A.', active: true },
  { sapId: '80012347', cpf: '27548438923', name: 'Colaborador Demonstração Três', company: 'Parceira Serviços Financeiros Ltda', active: false },
];
