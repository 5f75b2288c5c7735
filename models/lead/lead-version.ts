/**
 * A proposal's versions (ours, beyond the spec): every update of a rental
 * lead, by the customer or by the dealer's seller, is a new version with who
 * made it, when, the terms it sets and each change old → new. A seller's
 * version that changes what the customer pays waits for the customer's
 * acceptance. Version 1 is the lead as sent.
 *
 * `versionChanges` is the one diff rule: the server words the changes once,
 * and every screen shows them as they are.
 */
import { array, enums, integer, nullable, object, string, type Infer } from 'superstruct';
import { leadVersionLabels } from '../labels/lead-version';
import { CANCELLABLE_STATUSES, type LeadStatusCode } from './lead-status';
import { formatBRL, parseMoney } from '../common/money';
import { titleCase } from '../common/title-case';

export const LEAD_VERSION_FIELDS = ['plan', 'km', 'colour', 'optional', 'additionals', 'initialPayment', 'monthlyPrice', 'contractTotal'] as const;
export const LeadVersionField = enums(LEAD_VERSION_FIELDS);
export type LeadVersionField = Infer<typeof LeadVersionField>;

/** One change, old → new, values already worded in pt-BR ('24 meses', 'R$ 1.234,56', 'Branco Banchisa'). */
export const LeadVersionChange = object({ field: LeadVersionField, before: nullable(string()), after: nullable(string()) });
export type LeadVersionChange = Infer<typeof LeadVersionChange>;

export const LEAD_VERSION_ACTORS = ['customer', 'seller'] as const;
export const LeadVersionActor = enums(LEAD_VERSION_ACTORS);
export type LeadVersionActor = Infer<typeof LeadVersionActor>;

export const LEAD_VERSION_ACCEPTANCES = ['not_needed', 'awaiting', 'accepted'] as const;
export const LeadVersionAcceptance = enums(LEAD_VERSION_ACCEPTANCES);
export type LeadVersionAcceptance = Infer<typeof LeadVersionAcceptance>;

export const LeadVersion = object({
  /** 1 = the lead as sent. */
  number: integer(),
  /** ISO timestamp. */
  at: string(),
  actor: LeadVersionActor,
  actorName: nullable(string()),
  /** Centavos, computed by the server. */
  monthlyPrice: integer(),
  /** Centavos: entrada + every instalment. */
  contractTotal: integer(),
  /** [] for version 1. */
  changes: array(LeadVersionChange),
  acceptance: LeadVersionAcceptance,
});
export type LeadVersion = Infer<typeof LeadVersion>;

/** A colour or an optional of a version: its code and its name. */
export const LeadTermsItem = object({ code: string(), name: string() });
export type LeadTermsItem = Infer<typeof LeadTermsItem>;

/** An additional of a version (the plate-ending one with its number). */
export const LeadTermsAdditional = object({ id: string(), name: string(), plateNumber: nullable(integer()) });
export type LeadTermsAdditional = Infer<typeof LeadTermsAdditional>;

/** What a version sets: the plan, the items, the entrada and the price the server computed. */
export const LeadTerms = object({
  period: integer(),
  km: integer(),
  colour: nullable(LeadTermsItem),
  optional: nullable(LeadTermsItem),
  additionals: array(LeadTermsAdditional),
  /** ENTRADA in centavos (0: none). */
  initialPayment: integer(),
  monthlyPrice: integer(),
  contractTotal: integer(),
});
export type LeadTerms = Infer<typeof LeadTerms>;

const v = leadVersionLabels.value;

/** What a version compares beyond its terms: the additionals the offer always includes (ids), which are never a change. */
export interface VersionComparison {
  includedAdditionals?: ReadonlySet<string> | undefined;
}

function chosenAdditionals(additionals: readonly LeadTermsAdditional[], rules: VersionComparison): LeadTermsAdditional[] {
  return rules.includedAdditionals ? additionals.filter((a) => !rules.includedAdditionals!.has(a.id)) : [...additionals];
}

function additionalsText(additionals: readonly LeadTermsAdditional[]): string | null {
  if (additionals.length === 0) return null;
  return additionals.map((a) => (a.plateNumber === null ? a.name : v.plateNumber(a.name, a.plateNumber))).join(', ');
}

function additionalsKey(additionals: readonly LeadTermsAdditional[]): string {
  return additionals
    .map((a) => `${a.id}:${a.plateNumber ?? ''}`)
    .sort()
    .join('|');
}

/** How each field of the terms reads, and what makes two of them equal. Colours read as everywhere else on the site ('Vermelho Montecarlo'). */
const FIELD_RULES: { [F in LeadVersionField]: { key: (t: LeadTerms, r: VersionComparison) => string; text: (t: LeadTerms, r: VersionComparison) => string | null } } = {
  plan: { key: (t) => String(t.period), text: (t) => v.period(t.period) },
  km: { key: (t) => String(t.km), text: (t) => v.km(t.km) },
  colour: { key: (t) => t.colour?.code ?? '', text: (t) => (t.colour ? titleCase(t.colour.name) : null) },
  optional: { key: (t) => t.optional?.code ?? '', text: (t) => t.optional?.name ?? null },
  additionals: { key: (t, r) => additionalsKey(chosenAdditionals(t.additionals, r)), text: (t, r) => additionalsText(chosenAdditionals(t.additionals, r)) },
  initialPayment: { key: (t) => String(t.initialPayment), text: (t) => (t.initialPayment > 0 ? formatBRL(t.initialPayment) : v.noInitialPayment) },
  monthlyPrice: { key: (t) => String(t.monthlyPrice), text: (t) => formatBRL(t.monthlyPrice) },
  contractTotal: { key: (t) => String(t.contractTotal), text: (t) => formatBRL(t.contractTotal) },
};

/**
 * Every field that differs between two terms, in the fields' order, worded
 * old → new (null: none). The additionals the offer always includes are left
 * out: having them was never the customer's choice, so they are no change.
 */
export function versionChanges(before: LeadTerms, after: LeadTerms, rules: VersionComparison = {}): LeadVersionChange[] {
  return LEAD_VERSION_FIELDS.filter((field) => FIELD_RULES[field].key(before, rules) !== FIELD_RULES[field].key(after, rules)).map((field) => ({
    field,
    before: FIELD_RULES[field].text(before, rules),
    after: FIELD_RULES[field].text(after, rules),
  }));
}

/** What a change means for the customer's pocket: a price that goes down is better, up is worse; any other change is neutral. */
export type ChangeTone = 'better' | 'worse' | 'neutral';

/** The fields where a lower value is better for the customer (the entrada is not: more now, less each month). */
const LOWER_IS_BETTER: readonly LeadVersionField[] = ['monthlyPrice', 'contractTotal'];

export function changeTone(change: LeadVersionChange): ChangeTone {
  if (!LOWER_IS_BETTER.includes(change.field) || change.before === null || change.after === null) return 'neutral';
  const before = parseMoney(change.before);
  const after = parseMoney(change.after);
  if (before === null || after === null || before === after) return 'neutral';
  return after < before ? 'better' : 'worse';
}

/** The fields that change what the customer pays. */
export const PAYMENT_FIELDS: readonly LeadVersionField[] = ['monthlyPrice', 'contractTotal', 'initialPayment'];

/** Does a version change what the customer pays (monthly price, contract total or entrada)? */
export function changesWhatCustomerPays(changes: readonly Pick<LeadVersionChange, 'field'>[]): boolean {
  return changes.some((c) => PAYMENT_FIELDS.includes(c.field));
}

/** A new version's acceptance: a seller's that changes what the customer pays waits for them; any other needs none. */
export function newVersionAcceptance(actor: LeadVersionActor, changes: readonly Pick<LeadVersionChange, 'field'>[]): LeadVersionAcceptance {
  return actor === 'seller' && changesWhatCustomerPays(changes) ? 'awaiting' : 'not_needed';
}

/** The version that waits for the customer's acceptance (the newest awaiting one), or null. */
export function awaitingVersionOf(versions: readonly Pick<LeadVersion, 'number' | 'acceptance'>[]): number | null {
  let awaiting: number | null = null;
  for (const version of versions) if (version.acceptance === 'awaiting' && (awaiting === null || version.number > awaiting)) awaiting = version.number;
  return awaiting;
}

/** A change as one line ('Plano: 24 meses → 36 meses'). */
export function changeText(change: LeadVersionChange): string {
  return leadVersionLabels.change(leadVersionLabels.field[change.field], change.before ?? leadVersionLabels.none, change.after ?? leadVersionLabels.none);
}

/** A lead body's field as an object (an absent or malformed one reads as empty). */
export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The terms a stored rental lead body carries (the spec's lead fields:
 * period, km, relatedProduct, additionals, rentalPrice,
 * rental_payment_information). The contract total is the entrada plus the
 * monthly price over the period when the body does not tell better.
 */
export function termsOfLeadBody(body: Record<string, unknown>, contractTotal?: number): LeadTerms {
  const products = Array.isArray(body.relatedProduct) ? body.relatedProduct.map(record) : [];
  const item = (type: string): LeadTermsItem | null => {
    const p = products.find((x) => x.type === type);
    return p ? { code: str(p.code), name: str(p.name) } : null;
  };
  const additionals = (Array.isArray(body.additionals) ? body.additionals.map(record) : []).map((a) => ({
    id: str(a.id),
    name: str(a.name),
    plateNumber: int(a.plate_number),
  }));
  const payment = record(body.rental_payment_information);
  const period = int(body.period) ?? 0;
  const monthlyPrice = int(body.rentalPrice) ?? 0;
  const initialPayment = int(payment.initialPaymentAmount) ?? 0;
  return {
    period,
    km: int(body.km) ?? 0,
    colour: item('color'),
    optional: item('optional'),
    additionals,
    initialPayment,
    monthlyPrice,
    contractTotal: contractTotal ?? initialPayment + monthlyPrice * period,
  };
}

/** Version 1 of a rental lead: the lead as the customer sent it. */
export function firstVersion(body: Record<string, unknown>, at: string, customerName: string | null, contractTotal?: number): LeadVersion {
  const terms = termsOfLeadBody(body, contractTotal);
  return {
    number: 1,
    at,
    actor: 'customer',
    actorName: customerName,
    monthlyPrice: terms.monthlyPrice,
    contractTotal: terms.contractTotal,
    changes: [],
    acceptance: 'not_needed',
  };
}

/** May a proposal still be changed (by its customer or a seller)? Only before the contract, and not once cancelled or refused. */
export function isLeadEditable(status: LeadStatusCode): boolean {
  return (CANCELLABLE_STATUSES as readonly LeadStatusCode[]).includes(status);
}
