/**
 * Who an offer takes leads from, one rule for the lead form and the server:
 *
 * - a dealer's offer (`offer.dealer`) goes to that dealer only: the form
 *   fixes its dealer selector to it, the server refuses another;
 * - an offer for partner companies' employees (B2E) takes a person's lead
 *   with the SAP id, of a kind the offer allows (models/lead/lead-rules.ts
 *   `b2eKinds`), and for a relative the employee's CPF and the kinship; the
 *   SAP id and that CPF must be an active employee's, which the server
 *   checks itself at lead time (`employee` below), never taking the
 *   browser's word for it;
 * - a company offer (LEGAL_PERSON, outside B2E) takes a company's lead (a
 *   CNPJ and no CPF), as its form opens on the company's fields
 *   (models/lead/lead-form-values.ts `leadFormSettingsFor`).
 *
 * A lead is a person's when it carries a CPF (the CPF is its document),
 * else a company's.
 */
import { leadVersionLabels } from '../labels/lead-version';
import { labels } from '../labels/spec';
import type { Lead } from './lead';
import { b2eKinds, employeeCpfToCheck, offerBoundDealer, type B2eKind } from './lead-rules';
import type { Offer } from '../offer/offer';

/** Is the offer for companies only (its form opens on the company's fields)? */
export function isCompanyOffer(offer: Pick<Offer, 'targetEntityType' | 'b2eOffer'>): boolean {
  return offer.targetEntityType === 'LEGAL_PERSON' && !offer.b2eOffer;
}

type AudienceLead = Pick<Lead, 'cpf' | 'cnpj' | 'dealersCode' | 'sapId' | 'is_employee' | 'kinship' | 'employeeCpf'>;

/** The B2E kind a lead says it is: a relative when it says it is not the employee. */
export function leadB2eKind(lead: Pick<Lead, 'is_employee'>): B2eKind {
  return lead.is_employee === false ? 'RELATIVE' : 'EMPLOYEE';
}

export type LeadAudience =
  | {
      ok: true;
      /** The employee the server must find active (SAP id and CPF) before it takes the lead; null outside B2E. */
      employee: { sapId: string; cpf: string } | null;
    }
  | { ok: false; field: string; message: string };

const e = leadVersionLabels.errors;
const refuse = (field: string, message: string): LeadAudience => ({ ok: false, field, message });

/** Whether the offer takes this lead (its dealer, its audience), and the employee check a B2E lead needs. */
export function leadAudience(offer: Pick<Offer, 'dealer' | 'targetEntityType' | 'b2eOffer' | 'b2eType'>, lead: AudienceLead): LeadAudience {
  const dealer = offerBoundDealer(offer);
  if (dealer && lead.dealersCode !== dealer.id) return refuse('dealersCode', e.offerForDealer(dealer.name));
  const person = lead.cpf != null;
  if (offer.b2eOffer) {
    if (!person) return refuse('cpf', e.offerForEmployees);
    const sapId = lead.sapId?.trim() ?? '';
    if (sapId === '') return refuse('sapId', e.offerForEmployees);
    const kind = leadB2eKind(lead);
    const kinds = b2eKinds(offer.b2eType);
    if (!kinds.includes(kind)) return refuse('is_employee', kinds.includes('EMPLOYEE') ? e.offerForEmployeesOnly : e.offerForRelativesOnly);
    if (kind === 'RELATIVE') {
      if (!lead.employeeCpf) return refuse('employeeCpf', labels.leadForm.b2e.employeeCpfInvalid);
      if (!lead.kinship?.trim()) return refuse('kinship', labels.leadForm.b2e.kinshipRequired);
    }
    return { ok: true, employee: { sapId, cpf: employeeCpfToCheck(kind, lead.cpf!, lead.employeeCpf) } };
  }
  if (isCompanyOffer(offer) && person) return refuse('cnpj', e.offerForCompanies);
  return { ok: true, employee: null };
}
