/**
 * The legal-person price simulator (spec 000 §2 "Quotation tools", §4
 * "Simulator"; 001 §5.4 "Seller section of the price simulator", §7
 * `v1/leads/simulation/legal`, §9 "Dealer brands in the simulator", "Three
 * quotation blocks per page"): the seller section's rules, the blocks' rules
 * (a block is a fleet quotation card without commission: the commission stays
 * at its default, so its term is zero) and the e-mail request.
 */
import { quotationLabels } from '../labels/quotation';
import { labels } from '../labels/spec';
import type { Brand, Offer } from '../offer/offer';
import { isPublished } from '../offer/offer-status';
import {
  cardChoices,
  cardPrice,
  changeModel,
  choosePeriod,
  emptyCard,
  fleetVehicleOf,
  isCardComplete,
  isChoiceOpen,
  validateQuotationAmount,
  type CardPrice,
  type FleetCard,
  type FleetDealer,
  type FleetVehicle,
} from './fleet-quotation';
import { completeQuotations, type Quotation, type SimulatorEmailRequest } from './quotation';
import type { PlateEnding } from './quotation';
import { validateCnpj, validateEmail, validateFullName } from '../common/validators';

/** Spec 001 §9: three quotation blocks per page. */
export const SIMULATOR_BLOCKS = 3;
/** Spec 001 §9: the dealers the simulator offers sell one of these. */
export const SIMULATOR_DEALER_BRANDS = ['FIAT', 'JEEP', 'PEUGEOT'] as const;
/** The brands whose company offers the blocks quote (the dealers' brands). */
export const SIMULATOR_OFFER_BRANDS: readonly Brand[] = ['fiat', 'jeep', 'peugeot'];
export { ADMIN_MESSAGES_PATH, SIMULATOR_PATH } from '../app/pages';

// ───────────────────────────── the seller section ─────────────────────────────

export interface SimulatorSellerForm {
  dealerCode: string;
  sellerName: string;
  sellerEmail: string;
  companyName: string;
  companyAddress: string;
  cnpj: string;
}
export type SimulatorSellerField = keyof SimulatorSellerForm;
export type SimulatorSellerErrors = Partial<Record<SimulatorSellerField, string>>;

export const SIMULATOR_SELLER_FIELDS: readonly SimulatorSellerField[] = ['dealerCode', 'sellerName', 'sellerEmail', 'companyName', 'companyAddress', 'cnpj'];

/** ours: the longest value each field keeps. */
export const SIMULATOR_FIELD_MAX_LENGTH: Record<SimulatorSellerField, number> = {
  dealerCode: 20,
  sellerName: 120,
  sellerEmail: 254,
  companyName: 200,
  companyAddress: 300,
  cnpj: 18,
};

export function emptySellerForm(prefill: Partial<SimulatorSellerForm> = {}): SimulatorSellerForm {
  return { dealerCode: '', sellerName: '', sellerEmail: '', companyName: '', companyAddress: '', cnpj: '', ...prefill };
}

/**
 * Spec 001 §5.4: dealer required ('Campo Obrigatório'); seller name a valid
 * full name ('Digite um nome válido' / 'Digite pelo menos um sobrenome');
 * seller e-mail ('Digite um e-mail válido'); company name at least one
 * character and address required ('Campo Obrigatório'); CNPJ ('CNPJ inválido',
 * numeric or alphanumeric), and an empty one is a required field like the
 * others ('Campo Obrigatório': nothing typed is not a wrong CNPJ).
 */
export function sellerSectionErrors(form: SimulatorSellerForm): SimulatorSellerErrors {
  const v = labels.validation;
  const errors: SimulatorSellerErrors = {};
  if (form.dealerCode.trim() === '') errors.dealerCode = v.required;
  const name = form.sellerName.trim() === '' ? v.name : validateFullName(form.sellerName);
  if (name) errors.sellerName = name;
  const email = validateEmail(form.sellerEmail);
  if (email) errors.sellerEmail = email;
  if (form.companyName.trim() === '') errors.companyName = v.required;
  if (form.companyAddress.trim() === '') errors.companyAddress = v.required;
  const cnpj = form.cnpj.trim() === '' ? v.required : validateCnpj(form.cnpj);
  if (cnpj) errors.cnpj = cnpj;
  return errors;
}

export function isSellerSectionValid(form: SimulatorSellerForm): boolean {
  return Object.keys(sellerSectionErrors(form)).length === 0;
}

// ───────────────────────────── the options ─────────────────────────────

/** What the blocks select from: the company offers (as fleet vehicles) and the dealers of the simulator's brands. */
export interface SimulatorOptions {
  vehicles: FleetVehicle[];
  dealers: FleetDealer[];
}

/**
 * The offers a block may quote: published company (LEGAL_PERSON) offers of
 * the simulator's brands with plans (an offer admin's search answers every
 * offer, so the page keeps only these), by title.
 */
export function simulatorVehicles(offers: readonly Offer[], titleOf: (offer: Offer) => string, today?: string): FleetVehicle[] {
  return offers
    .filter((o) => o.targetEntityType === 'LEGAL_PERSON' && SIMULATOR_OFFER_BRANDS.includes(o.brand) && o.rentalPlanList.length > 0 && isPublished(o, today))
    .map((o) => fleetVehicleOf(o, titleOf(o), 0))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
}

/** The dealers selling FIAT, JEEP or PEUGEOT, by name. */
export function simulatorDealers(dealers: readonly FleetDealer[]): FleetDealer[] {
  return dealers
    .filter((d) => (d.brands ?? []).some((b) => (SIMULATOR_DEALER_BRANDS as readonly string[]).includes(b.toUpperCase())))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

// ───────────────────────────── the blocks ─────────────────────────────

/** A block: a fleet card (its commission stays at the default) with its responsible person. */
export type SimulatorBlock = FleetCard;

export function emptyBlocks(): SimulatorBlock[] {
  return Array.from({ length: SIMULATOR_BLOCKS }, () => emptyCard());
}

export type SimulatorBlockEdit =
  | { field: 'dealerCode'; value: string | null }
  | { field: 'offerId'; value: string | null }
  | { field: 'period'; value: number | null }
  | { field: 'km'; value: number | null }
  | { field: 'colorId'; value: string | null }
  | { field: 'amount'; value: number }
  | { field: 'plateEnding'; value: PlateEnding }
  | { field: 'responsible'; value: string };

/** ours: the longest responsible name kept. */
export const RESPONSIBLE_MAX_LENGTH = 120;

/**
 * One edit of a block, with the fleet card's rules: a model change clears
 * what depended on the model; a period choice forces the required
 * additionals and drops a mileage or colour it does not offer; a mileage or
 * colour the period does not offer is refused (the block is left as it was).
 */
export function editBlock(block: SimulatorBlock, edit: SimulatorBlockEdit, vehicles: readonly FleetVehicle[]): SimulatorBlock {
  const vehicle = vehicles.find((v) => v.offerId === block.offerId);
  switch (edit.field) {
    case 'dealerCode':
      return { ...block, dealerCode: edit.value || null };
    case 'offerId':
      if (edit.value !== null && !vehicles.some((v) => v.offerId === edit.value)) return block;
      return changeModel(block, edit.value);
    case 'period':
      if (!vehicle) return block;
      if (edit.value !== null && !cardChoices(vehicle, { period: null }).periods.includes(edit.value)) return block;
      return choosePeriod(block, vehicle, edit.value);
    case 'km':
      if (!vehicle || (edit.value !== null && !cardChoices(vehicle, block).mileages.includes(edit.value))) return block;
      return { ...block, km: edit.value };
    case 'colorId':
      if (!vehicle || (edit.value !== null && !cardChoices(vehicle, block).colours.some((c) => c.colorId === edit.value))) return block;
      return { ...block, colorId: edit.value };
    case 'amount':
      return { ...block, amount: Number.isFinite(edit.value) ? Math.trunc(edit.value) : block.amount };
    case 'plateEnding':
      if (!vehicle || !cardChoices(vehicle, block).plateOffered) return { ...block, plateEnding: 'Não' };
      return { ...block, plateEnding: edit.value };
    case 'responsible':
      return { ...block, responsible: edit.value.slice(0, RESPONSIBLE_MAX_LENGTH) };
  }
}

/** The edit's field is open on the block: a choice that waits on another (`isChoiceOpen`) once that one is made; every other field always. */
export function isBlockEditOpen(block: SimulatorBlock, edit: SimulatorBlockEdit, vehicles: readonly FleetVehicle[]): boolean {
  if (edit.field !== 'period' && edit.field !== 'km' && edit.field !== 'colorId' && edit.field !== 'plateEnding') return true;
  return isChoiceOpen(vehicles.find((v) => v.offerId === block.offerId), block, edit.field);
}

/** Nothing chosen in the block (it is neither complete nor half filled). */
export function isBlockEmpty(block: SimulatorBlock): boolean {
  return block.dealerCode === null && block.offerId === null && block.responsible.trim() === '';
}

/** The amount's message when it is out of 1..15. */
export function blockAmountError(block: SimulatorBlock): string | undefined {
  return validateQuotationAmount(block.amount);
}

/** The block's price (commission at its default: its term is zero), or null while it is not complete. */
export function blockPrice(block: SimulatorBlock, vehicles: readonly FleetVehicle[]): CardPrice | null {
  const vehicle = vehicles.find((v) => v.offerId === block.offerId);
  return vehicle ? cardPrice(vehicle, block, []) : null;
}

/** The block as the spec's quotation (every field filled), or null while something is missing. */
export function blockQuotation(block: SimulatorBlock, vehicles: readonly FleetVehicle[]): Quotation | null {
  if (!isCardComplete(block) || block.responsible.trim() === '') return null;
  const price = blockPrice(block, vehicles);
  if (!price) return null;
  const quotation: Quotation = {
    quantity: block.amount,
    model: block.offerId!,
    color: block.colorId!,
    monthlyPaymentAmount: price.monthly,
    rentalPlanPeriod: block.period!,
    mileage: block.km!,
    dealerIdentification: block.dealerCode!,
    userIdentification: block.responsible.trim(),
    additionals: { insulfilm: block.insulfilm, plateEnding: block.plateEnding, maintenance: block.maintenance, insurance: block.insurance },
  };
  return completeQuotations([quotation]).length === 1 ? quotation : null;
}

/** The quotations filled in completely, in block order; the incomplete blocks are left out. */
export function collectQuotations(blocks: readonly SimulatorBlock[], vehicles: readonly FleetVehicle[]): Quotation[] {
  return blocks.flatMap((b) => {
    const q = blockQuotation(b, vehicles);
    return q ? [q] : [];
  });
}

// ───────────────────────────── the request ─────────────────────────────

/** `POST /api/v1/leads/simulation/legal`: to the seller's own address, with the client's data and the complete quotations. */
export function simulatorRequest(form: SimulatorSellerForm, quotations: readonly Quotation[]): SimulatorEmailRequest {
  const t = quotationLabels.simulator;
  const company = form.companyName.trim();
  return {
    destination: { to: form.sellerEmail.trim(), subject: t.mailSubject(company), body: t.mailBody(company, quotations.length), bcc: [] },
    sellerInformation: { name: form.sellerName.trim(), dealerIdentification: form.dealerCode, email: form.sellerEmail.trim() },
    clientInformation: { cnpj: form.cnpj.trim(), registeredName: company, address: form.companyAddress.trim() },
    quotations: [...quotations],
  };
}

// ───────────────────────────── links ─────────────────────────────

/** The seller's home (their quotations): the expiring banner's link. */
export const SELLER_HOME_PATH = '/vendedor';

/** 'ACESSE OUTRAS MARCAS': each brand's company offers (the demo's brand pages, as the multibrand mode's). */
export function otherBrandLinks(brands: readonly Brand[], brandName: (b: Brand) => string): { name: string; href: string }[] {
  return brands.map((b) => ({ name: quotationLabels.simulator.otherBrandsLink(brandName(b)), href: `/?demo=legalPerson&marca=${b}` }));
}
