/**
 * The offer editor's form: the draft (models/offer-admin/offer-draft.ts) as a person
 * types it. It has the draft's shape and field paths, so the draft's
 * messages (`offerDraftErrors`, keyed `rentalPlanList.1.price`) land next to
 * the input of the same path; what differs is only how values are typed:
 *
 * - money in R$ ("1.299,90", masked) ↔ integer centavos;
 * - numbers (years, doors, months, km) as digits ↔ integers;
 * - rates "1,49" ↔ 1.49;
 * - dates DD/MM/YYYY ↔ YYYY-MM-DD;
 * - periods "12, 24" ↔ [12, 24];
 * - the 'Saiba Mais' page and the "A PARTIR DE" price, optional in the
 *   draft, behind a switch and an empty field.
 *
 * Every rule about the draft is `offerDraftErrors`'; `offerFormErrors` only
 * adds what typing can get wrong before a draft exists (an empty number, a
 * date or amount that does not parse).
 */
import { validate } from 'superstruct';
import { maskDate, percentText } from '../common/masks';
import { formatBRL } from '../common/money';
import { parseDecimal } from '../common/format';
import { moneyText, parseMoney } from '../common/money';
import { offerEditorLabels } from '../labels/offer-editor';
import { labels } from '../labels/spec';
import { OFFER_BOUNDS, OfferDraft, emptyOfferDraft, offerDraftErrors, type OfferDraftErrors } from './offer-draft';
import { PRICE_ITEMS, type B2eType, type Brand, type ColorCategory, type OfferType, type PriceItem, type TargetEntityType } from '../offer/offer';

export interface PlanRow {
  period: string;
  km: string;
  price: string;
  monthlyInterestRate: string;
  selectedByDefault: boolean;
}

export interface ColourRow {
  colorId: string;
  code: string;
  name: string;
  category: ColorCategory;
  value: string;
  rgb: string;
  secondaryRgb: string;
  associatedPeriod: string;
}

export interface OptionalRow {
  optionalId: string;
  code: string;
  name: string;
  value: string;
  required: boolean;
  associatedPeriod: string;
  image: string;
}

export type AdditionalType = 'DEFAULT' | 'PLATE_NUMBER_ENDING';

export interface AdditionalRow {
  id: string;
  name: string;
  description: string;
  text: string;
  image_link: string;
  value: string;
  type: AdditionalType;
  required: boolean;
  associatedPeriod: string;
  locavia_code: string;
}

export interface TagRow {
  id: string;
  text: string;
  background_color: string;
}

export interface OfferForm {
  brand: Brand;
  category: { categoryName: string; categoryCode: string; categoryDescription: string; categoryImg: string };
  modelCode: string;
  modelShortName: string;
  modelName: string;
  versionName: string;
  versionCode: string;
  seriesCode: string;
  modelYear: string;
  manufactureYear: string;
  engine: string;
  gear: string;
  fuel: string;
  doors: string;
  bodyType: OfferDraft['bodyType'];
  fullDescription: string;
  seriesFullDescription: string;
  offerType: OfferType;
  targetEntityType: TargetEntityType;
  b2eOffer: boolean;
  b2eType: B2eType;
  dealerId: string;
  /** DD/MM/YYYY. */
  startsOn: string;
  endsOn: string;
  rentalPlanList: PlanRow[];
  colors: ColourRow[];
  optionals: OptionalRow[];
  additionalItemsList: AdditionalRow[];
  highlightsList: string[];
  featuresList: string[];
  partsList: string[];
  tagsList: TagRow[];
  campaignTags: string[];
  disclaimer: string;
  hasInformationPage: boolean;
  informationPage: { Title: string; Text: string; backgroundColor: string; fontColor: string };
  listPrice: string;
  /** R$ per km driven over the plan ("0,85"). */
  excessKmPrice: string;
  /** The insurance deductible in R$. */
  insuranceDeductible: string;
  /** Each item the monthly price may include: checked when included. */
  priceIncludes: Record<PriceItem, boolean>;
  /** The layout's "A PARTIR DE" monthly price (R$), empty for none. */
  fromPrice: string;
  letMeKnow: boolean;
  /** Uploaded photos' ids, in gallery order. */
  imageIds: string[];
}

/** The editable tables and lists of the form. */
export const FORM_LISTS = [
  'rentalPlanList',
  'colors',
  'optionals',
  'additionalItemsList',
  'highlightsList',
  'featuresList',
  'partsList',
  'tagsList',
  'campaignTags',
] as const;
export type FormList = (typeof FORM_LISTS)[number];

export const isFormList = (value: unknown): value is FormList => typeof value === 'string' && (FORM_LISTS as readonly string[]).includes(value);

// ── conversions of single values ──

/** YYYY-MM-DD → DD/MM/YYYY ('' stays ''). */
export function dateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** DD/MM/YYYY → YYYY-MM-DD; anything else is kept as typed (the draft's rules call it invalid). */
export function isoFromDateText(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text.trim();
}

/** "12, 24 36" → [12, 24, 36] (sorted, no repeats); null when something is not a number of months. */
export function parsePeriods(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) < 1)) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

export function periodsText(periods: readonly number[]): string {
  return periods.join(', ');
}

/** Digits only, at most `max` of them (years, doors, months, km). */
export function digitsOnly(value: string, max = 6): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A colour as typed: '#' then up to six hex digits, lower-cased. */
export function hexText(value: string): string {
  const hex = value.replace(/[^0-9a-fA-F]/g, '').slice(0, 6).toLowerCase();
  return `#${hex}`;
}

const intOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);
const moneyOf = (text: string): number => parseMoney(text) ?? 0;
/** An amount as a price field shows it: zero is an empty field (its placeholder reads 0,00), so typing starts a new amount. */
const amountText = (centavos: number): string => (centavos === 0 ? '' : moneyText(centavos));

// ── empty rows ──

export function emptyRow(list: FormList, form: OfferForm): OfferForm[FormList][number] {
  switch (list) {
    case 'rentalPlanList':
      return { period: '', km: '', price: '', monthlyInterestRate: '0,00', selectedByDefault: form.rentalPlanList.length === 0 } satisfies PlanRow;
    case 'colors':
      return { colorId: '', code: '', name: '', category: 'N', value: '', rgb: '#ffffff', secondaryRgb: '', associatedPeriod: '' } satisfies ColourRow;
    case 'optionals':
      return { optionalId: '', code: '', name: '', value: '', required: false, associatedPeriod: '', image: '' } satisfies OptionalRow;
    case 'additionalItemsList':
      return {
        id: '',
        name: '',
        description: '',
        text: '',
        image_link: '',
        value: '',
        type: 'DEFAULT',
        required: false,
        associatedPeriod: '',
        locavia_code: '',
      } satisfies AdditionalRow;
    case 'tagsList':
      return { id: '', text: '', background_color: '#3a1a78' } satisfies TagRow;
    default:
      return '';
  }
}

// ── draft ↔ form ──

export function draftToForm(draft: OfferDraft): OfferForm {
  return {
    brand: draft.brand,
    category: {
      categoryName: draft.category.categoryName,
      categoryCode: draft.category.categoryCode,
      categoryDescription: draft.category.categoryDescription ?? '',
      categoryImg: draft.category.categoryImg ?? '',
    },
    modelCode: draft.modelCode,
    modelShortName: draft.modelShortName,
    modelName: draft.modelName,
    versionName: draft.versionName,
    versionCode: draft.versionCode,
    seriesCode: draft.seriesCode,
    modelYear: String(draft.modelYear),
    manufactureYear: String(draft.manufactureYear),
    engine: draft.engine,
    gear: draft.gear,
    fuel: draft.fuel,
    doors: String(draft.doors),
    bodyType: draft.bodyType,
    fullDescription: draft.fullDescription,
    seriesFullDescription: draft.seriesFullDescription,
    offerType: draft.offerType,
    targetEntityType: draft.targetEntityType,
    b2eOffer: draft.b2eOffer,
    b2eType: draft.b2eType ?? 'BOTH',
    dealerId: draft.dealerId ?? '',
    startsOn: dateText(draft.startsOn),
    endsOn: dateText(draft.endsOn),
    rentalPlanList: draft.rentalPlanList.map((p) => ({
      period: String(p.period),
      km: String(p.km),
      price: amountText(p.price),
      monthlyInterestRate: percentText(p.monthlyInterestRate),
      selectedByDefault: p.selectedByDefault,
    })),
    colors: draft.colors.map((c) => ({
      colorId: c.colorId ?? '',
      code: c.code,
      name: c.name,
      category: c.category,
      value: amountText(c.value),
      rgb: c.rgb,
      secondaryRgb: c.secondaryRgb ?? '',
      associatedPeriod: periodsText(c.associatedPeriod),
    })),
    optionals: draft.optionals.map((o) => ({
      optionalId: o.optionalId ?? '',
      code: o.code,
      name: o.name,
      value: amountText(o.value),
      required: o.required,
      associatedPeriod: periodsText(o.associatedPeriod),
      image: o.image ?? '',
    })),
    additionalItemsList: draft.additionalItemsList.map((a) => ({
      id: a.id ?? '',
      name: a.name,
      description: a.description ?? '',
      text: a.text ?? '',
      image_link: a.image_link ?? '',
      value: amountText(a.value),
      type: a.type,
      required: a.required === 1,
      associatedPeriod: periodsText(a.associatedPeriod),
      locavia_code: a.locavia_code ?? '',
    })),
    highlightsList: [...draft.highlightsList],
    featuresList: [...draft.featuresList],
    partsList: [...draft.partsList],
    tagsList: draft.tagsList.map((t) => ({ id: t.id ?? '', text: t.text, background_color: t.background_color })),
    campaignTags: [...draft.campaignTags],
    disclaimer: draft.disclaimer,
    hasInformationPage: draft.informationPage !== null,
    informationPage: {
      Title: draft.informationPage?.Title ?? '',
      Text: draft.informationPage?.Text ?? '',
      backgroundColor: draft.informationPage?.backgroundColor ?? '',
      fontColor: draft.informationPage?.fontColor ?? '',
    },
    listPrice: moneyText(draft.listPrice),
    excessKmPrice: moneyText(draft.excessKmPrice),
    insuranceDeductible: moneyText(draft.insuranceDeductible),
    priceIncludes: Object.fromEntries(PRICE_ITEMS.map((i) => [i, draft.includedInPrice.includes(i)])) as Record<PriceItem, boolean>,
    fromPrice: moneyText(draft.defaultLayoutInformation?.monthlyPayment ?? null),
    letMeKnow: draft.unavailabilityReason === 'LET_ME_KNOW',
    imageIds: [...draft.imageIds],
  };
}

/** A new offer's form. */
export function emptyOfferForm(today?: string): OfferForm {
  return draftToForm(emptyOfferDraft(today));
}

const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** The draft a form makes (what `POST`/`PUT` send). Values that do not parse become 0, which the draft's rules refuse. */
export function formToDraft(form: OfferForm): OfferDraft {
  const layout = parseMoney(form.fromPrice);
  const draft: OfferDraft = {
    brand: form.brand,
    category: {
      categoryName: form.category.categoryName.trim(),
      categoryCode: form.category.categoryCode.trim(),
      ...(optionalText(form.category.categoryDescription) ? { categoryDescription: form.category.categoryDescription.trim() } : {}),
      ...(optionalText(form.category.categoryImg) ? { categoryImg: form.category.categoryImg.trim() } : {}),
    },
    modelCode: form.modelCode.trim(),
    modelShortName: form.modelShortName.trim(),
    modelName: form.modelName.trim(),
    versionName: form.versionName.trim(),
    versionCode: form.versionCode.trim(),
    seriesCode: form.seriesCode.trim(),
    modelYear: intOf(form.modelYear),
    manufactureYear: intOf(form.manufactureYear),
    engine: form.engine.trim(),
    gear: form.gear.trim(),
    fuel: form.fuel.trim(),
    doors: intOf(form.doors),
    bodyType: form.bodyType,
    fullDescription: form.fullDescription.trim(),
    seriesFullDescription: form.seriesFullDescription.trim(),
    offerType: form.offerType,
    targetEntityType: form.targetEntityType,
    b2eOffer: form.b2eOffer,
    b2eType: form.b2eType,
    dealerId: form.offerType === 'DEALER' && form.dealerId.trim() !== '' ? form.dealerId.trim() : null,
    startsOn: isoFromDateText(form.startsOn),
    endsOn: isoFromDateText(form.endsOn),
    rentalPlanList: form.rentalPlanList.map((p) => ({
      period: intOf(p.period),
      km: intOf(p.km),
      price: moneyOf(p.price),
      monthlyInterestRate: parseDecimal(p.monthlyInterestRate) ?? 0,
      selectedByDefault: p.selectedByDefault,
    })),
    colors: form.colors.map((c) => ({
      ...(c.colorId ? { colorId: c.colorId } : {}),
      code: c.code.trim(),
      name: c.name.trim(),
      category: c.category,
      value: moneyOf(c.value),
      rgb: c.rgb,
      secondaryRgb: c.secondaryRgb === '' || c.secondaryRgb === '#' ? null : c.secondaryRgb,
      associatedPeriod: parsePeriods(c.associatedPeriod) ?? [],
    })),
    optionals: form.optionals.map((o) => ({
      ...(o.optionalId ? { optionalId: o.optionalId } : {}),
      code: o.code.trim(),
      name: o.name.trim(),
      value: moneyOf(o.value),
      required: o.required,
      associatedPeriod: parsePeriods(o.associatedPeriod) ?? [],
      ...(optionalText(o.image) ? { image: o.image.trim() } : {}),
    })),
    additionalItemsList: form.additionalItemsList.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      name: a.name.trim(),
      ...(optionalText(a.description) ? { description: a.description.trim() } : {}),
      ...(optionalText(a.text) ? { text: a.text.trim() } : {}),
      ...(optionalText(a.image_link) ? { image_link: a.image_link.trim() } : {}),
      value: moneyOf(a.value),
      type: a.type,
      required: a.required ? 1 : 0,
      associatedPeriod: parsePeriods(a.associatedPeriod) ?? [],
      ...(optionalText(a.locavia_code) ? { locavia_code: a.locavia_code.trim() } : {}),
    })),
    highlightsList: form.highlightsList.map((s) => s.trim()),
    featuresList: form.featuresList.map((s) => s.trim()),
    partsList: form.partsList.map((s) => s.trim()),
    tagsList: form.tagsList.map((t) => ({ ...(t.id ? { id: t.id } : {}), text: t.text.trim(), background_color: t.background_color })),
    campaignTags: form.campaignTags.map((s) => s.trim()),
    disclaimer: form.disclaimer.trim(),
    informationPage: form.hasInformationPage
      ? {
          Title: form.informationPage.Title.trim(),
          Text: form.informationPage.Text.trim(),
          ...(form.informationPage.backgroundColor && form.informationPage.backgroundColor !== '#' ? { backgroundColor: form.informationPage.backgroundColor } : {}),
          ...(form.informationPage.fontColor && form.informationPage.fontColor !== '#' ? { fontColor: form.informationPage.fontColor } : {}),
        }
      : null,
    listPrice: parseMoney(form.listPrice),
    excessKmPrice: parseMoney(form.excessKmPrice),
    insuranceDeductible: parseMoney(form.insuranceDeductible),
    includedInPrice: PRICE_ITEMS.filter((i) => form.priceIncludes[i]),
    ...(layout !== null ? { defaultLayoutInformation: { monthlyPayment: layout } } : {}),
    unavailabilityReason: form.letMeKnow ? 'LET_ME_KNOW' : null,
    imageIds: [...form.imageIds],
  };
  return draft;
}

/**
 * What a person must fix before the form can be sent: the draft's rules
 * (`offerDraftErrors`), plus, first, the values that did not parse.
 */
export function offerFormErrors(form: OfferForm): OfferDraftErrors {
  const t = offerEditorLabels.errors;
  const errors: OfferDraftErrors = {};
  const put = (path: string, message: string) => {
    if (!(path in errors)) errors[path] = message;
  };
  const requiredNumber = (path: string, text: string) => {
    if (!/^\d+$/.test(text.trim())) put(path, t.required);
  };
  requiredNumber('modelYear', form.modelYear);
  requiredNumber('manufactureYear', form.manufactureYear);
  requiredNumber('doors', form.doors);
  form.rentalPlanList.forEach((p, i) => {
    requiredNumber(`rentalPlanList.${i}.period`, p.period);
    requiredNumber(`rentalPlanList.${i}.km`, p.km);
    if (p.price.trim() === '') put(`rentalPlanList.${i}.price`, t.pricePositive);
    if (parseDecimal(p.monthlyInterestRate) === null) put(`rentalPlanList.${i}.monthlyInterestRate`, t.interestRate(OFFER_BOUNDS.maxMonthlyInterest));
  });
  const periods = (path: string, text: string) => {
    if (parsePeriods(text) === null) put(`${path}.associatedPeriod`, offerEditorLabels.periodsInvalid);
  };
  form.colors.forEach((c, i) => periods(`colors.${i}`, c.associatedPeriod));
  form.optionals.forEach((o, i) => periods(`optionals.${i}`, o.associatedPeriod));
  form.additionalItemsList.forEach((a, i) => periods(`additionalItemsList.${i}`, a.associatedPeriod));
  if (form.listPrice.trim() !== '' && parseMoney(form.listPrice) === null) put('listPrice', t.pricePositive);
  if (form.excessKmPrice.trim() !== '' && parseMoney(form.excessKmPrice) === null) put('excessKmPrice', t.pricePositive);
  if (form.insuranceDeductible.trim() !== '' && parseMoney(form.insuranceDeductible) === null) put('insuranceDeductible', t.pricePositive);

  const draft = formToDraft(form);
  // The layout 'A PARTIR DE' price is typed in the form's `fromPrice`: its messages go beside that field.
  for (const [path, message] of Object.entries(offerDraftErrors(draft))) put(path === 'defaultLayoutInformation.monthlyPayment' ? 'fromPrice' : path, message);
  // The struct's own limits (a period of 0 months, a text too long) when no rule named the field.
  const [failure] = validate(draft, OfferDraft);
  if (failure) {
    for (const f of failure.failures()) {
      const path = f.path.join('.');
      if (!Object.keys(errors).some((k) => k === path || path.startsWith(`${k}.`))) put(path, offerEditorLabels.invalidValue);
    }
  }
  return errors;
}

/** Can the form be sent? */
export function isOfferFormValid(form: OfferForm): boolean {
  return Object.keys(offerFormErrors(form)).length === 0;
}

// ── editing ──

type Path = (string | number)[];

function parsePath(path: string): Path {
  return path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    if (head < 0 || head >= value.length) return value;
    const copy = [...(value as unknown[])];
    copy[head] = setIn(copy[head], rest, next);
    return copy;
  }
  if (typeof value === 'object' && value !== null && typeof head === 'string' && head in value) {
    return { ...(value as Record<string, unknown>), [head]: setIn((value as Record<string, unknown>)[head], rest, next) };
  }
  return value;
}

/** The value at a field path ('' for none). */
export function formValue(form: OfferForm, path: string): string | boolean {
  let v: unknown = form;
  for (const key of parsePath(path)) v = v == null ? undefined : (v as Record<string | number, unknown>)[key];
  return typeof v === 'boolean' ? v : typeof v === 'string' ? v : '';
}

/**
 * The form with one field changed (a path the form has; other paths change
 * nothing). Choosing a default plan unchooses the others.
 */
export function editForm(form: OfferForm, path: string, value: string | boolean): OfferForm {
  const parts = parsePath(path);
  let next = setIn(form, parts, value) as OfferForm;
  if (parts[0] === 'rentalPlanList' && parts[2] === 'selectedByDefault' && value === true) {
    next = { ...next, rentalPlanList: next.rentalPlanList.map((p, i) => ({ ...p, selectedByDefault: i === parts[1] })) };
  }
  return next;
}

/** The form with an empty row added at the end of a table or list. */
export function addRow(form: OfferForm, list: FormList): OfferForm {
  return { ...form, [list]: [...form[list], emptyRow(list, form)] };
}

/** The form without one row; removing the default plan makes the first remaining plan the default. */
export function removeRow(form: OfferForm, list: FormList, index: number): OfferForm {
  const rows = form[list] as unknown[];
  if (index < 0 || index >= rows.length) return form;
  const next = { ...form, [list]: rows.filter((_, i) => i !== index) };
  if (list === 'rentalPlanList' && form.rentalPlanList[index]?.selectedByDefault && next.rentalPlanList.length > 0) {
    next.rentalPlanList = next.rentalPlanList.map((p, i) => ({ ...p, selectedByDefault: i === 0 }));
  }
  return next;
}

export function addImage(form: OfferForm, id: string): OfferForm {
  return form.imageIds.includes(id) ? form : { ...form, imageIds: [...form.imageIds, id] };
}

/** The form without the photo of this id (wherever it is in the gallery). */
export function removeImageById(form: OfferForm, id: string): OfferForm {
  return { ...form, imageIds: form.imageIds.filter((i) => i !== id) };
}

/** The form with one photo moved to another place in the gallery. */
/** A photo moves from one place of the list to another place of it (not past either end). */
export function isImageMove(imageIds: readonly string[], from: number, to: number): boolean {
  return from >= 0 && from < imageIds.length && to >= 0 && to < imageIds.length && from !== to;
}

export function moveImage(form: OfferForm, from: number, to: number): OfferForm {
  const ids = [...form.imageIds];
  if (!isImageMove(ids, from, to)) return form;
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return { ...form, imageIds: ids };
}

/** A fingerprint of the form, to tell whether it changed since it was loaded or saved. */
export function formFingerprint(form: OfferForm): string {
  return JSON.stringify(formToDraft(form));
}

/** The errors left once a field was edited: the edited field's message goes (the rest wait for the next save). */
export function errorsAfterEdit(errors: OfferDraftErrors, path: string): OfferDraftErrors {
  if (!(path in errors)) return errors;
  const { [path]: _gone, ...rest } = errors;
  return rest;
}

/** Masks of the form's typed fields (money fields use models/common/money.ts's). */
export const dateMask = maskDate;

// ── history ──

const MONEY_FIELDS = new Set(['listPrice', 'excessKmPrice', 'insuranceDeductible']);

const ENUM_TEXTS: Record<string, Readonly<Record<string, string>>> = {
  brand: labels.brandNames,
  offerType: offerEditorLabels.offerTypes,
  targetEntityType: offerEditorLabels.targetEntityTypes,
  b2eType: offerEditorLabels.b2eTypes,
  bodyType: offerEditorLabels.bodyTypes,
};

/** The rows of a history entry worth reading: a field whose old and new values both read '(vazio)' says nothing. */
export function historyRows(fields: readonly { field: string; old: unknown; new: unknown }[]): { field: string; old: string; new: string }[] {
  return fields
    .map((f) => ({ field: f.field, old: historyValueText(f.field, f.old), new: historyValueText(f.field, f.new) }))
    .filter((r) => r.old !== r.new);
}

/** A history value as a person reads it: plans and colours summed up, money in R$, yes/no, '(vazio)'. */
export function historyValueText(field: string, value: unknown): string {
  const t = offerEditorLabels;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t.history.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatBRL(value);
  if ((field === 'startsOn' || field === 'endsOn') && typeof value === 'string') return dateText(value);
  if (field === 'rentalPlanList' && Array.isArray(value)) {
    return value
      .map((p: { period?: number; km?: number; price?: number; selectedByDefault?: boolean }) =>
        `${p.period} meses · ${p.km} km · ${typeof p.price === 'number' ? formatBRL(p.price) : ''}${p.selectedByDefault ? ' (padrão)' : ''}`,
      )
      .join('; ');
  }
  const enumText = ENUM_TEXTS[field];
  if (enumText && typeof value === 'string') return enumText[value] ?? value;
  if (field === 'category' && typeof value === 'object') {
    const c = value as { categoryName?: string; categoryCode?: string };
    return `${c.categoryName ?? ''} (${c.categoryCode ?? ''})`;
  }
  if (field === 'imageIds' && Array.isArray(value)) return t.history.photos(value.length);
  if (field === 'includedInPrice' && Array.isArray(value)) return value.map((i: PriceItem) => t.priceTerms.items[i] ?? i).join(', ');
  if (field === 'informationPage' && typeof value === 'object') return (value as { Title?: string }).Title ?? '';
  if ((field === 'optionals' || field === 'additionalItemsList') && Array.isArray(value)) {
    return value.map((o: { name?: string; value?: number }) => `${o.name} (${typeof o.value === 'number' ? formatBRL(o.value) : ''})`).join('; ');
  }
  if (field === 'tagsList' && Array.isArray(value)) return value.map((tag: { text?: string }) => tag.text).join(', ');
  if (field === 'colors' && Array.isArray(value)) {
    return value.map((c: { name?: string; value?: number }) => `${c.name} (${typeof c.value === 'number' ? formatBRL(c.value) : ''})`).join('; ');
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return json.length > 240 ? `${json.slice(0, 239)}…` : json;
}
