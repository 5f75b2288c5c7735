/**
 * The visitor's basic data kept in the browser (spec 000 §3, 001 §9 storage
 * key USER_BASIC_INFO): the name, e-mail and phone a lead was sent with,
 * read back to fill the next lead form.
 *
 * Personal data, so ours is a choice the visitor makes (LGPD art. 8: consent
 * is an act of theirs): the lead form offers 'Lembrar meus dados neste
 * navegador', never ticked by itself. A lead sent with it ticked keeps the
 * data; sent with it unticked removes what was kept. Only a visitor is
 * offered it: a signed-in customer's form is filled by the account, and a
 * showroom (a seller's link or a seller signed in) is a shared device, so it
 * neither reads nor keeps anyone's data there. Signing out and the seller's
 * 'Fechar' remove it too (src/browser-storage.ts). No CPF is kept.
 */
import { match } from 'ts-pattern';
import { maskPhone } from '../common/masks';
import type { UserBasicInfo } from '../app/storage';
import type { SessionUser } from '../account/auth';
import type { LeadLayout } from '../app/site-config';
import type { LeadFormValues } from './lead-form-values';

/** Who the form is filled for: the remembered data are offered to a visitor only, outside a showroom and the cart. */
export interface RememberContext {
  user: SessionUser | null;
  /** The lead's seller (a showroom link's or the seller signed in). */
  sellerId: string | null;
  layout: LeadLayout;
}

/**
 * Whether the form offers to remember the visitor's data (and fills itself
 * from them): a visitor, not signed in, not in a showroom; not in cart mode,
 * whose leads wait in the page's memory only (models/lead/cart.ts).
 */
export function offersToRemember(ctx: RememberContext): boolean {
  return ctx.user === null && ctx.sellerId === null && ctx.layout !== 'cart';
}

/** The empty fields a remembered visitor's data fill: the person's name, e-mail and mobile, and a company's contact, e-mail and phone. */
export function prefillFromRemembered(values: LeadFormValues, info: UserBasicInfo | null): LeadFormValues {
  if (!info) return values;
  const phone = maskPhone(info.phone).value;
  const keep = (typed: string, remembered: string) => (typed.trim() !== '' ? typed : remembered);
  return {
    ...values,
    fullName: keep(values.fullName, info.name),
    contactName: keep(values.contactName, info.name),
    email: keep(values.email, info.email),
    mobilePhone: keep(values.mobilePhone, phone),
    phone: keep(values.phone, phone),
  };
}

/** The data a sent lead's values give: the person's or the company contact's name, the e-mail and the phone. */
export function basicInfoOf(values: LeadFormValues, company: boolean): UserBasicInfo {
  return {
    name: (company ? values.contactName : values.fullName).trim().replace(/\s+/g, ' ').slice(0, 200),
    email: values.email.trim().slice(0, 254),
    phone: (company ? values.phone : values.mobilePhone).trim().slice(0, 20),
  };
}

/** What happens to USER_BASIC_INFO once a lead is sent. */
export type VisitorInfoDecision = { kind: 'remember'; info: UserBasicInfo } | { kind: 'forget' } | { kind: 'leave' };

/** Ticked: kept (the values sent); offered and unticked: removed; not offered (an account, a showroom): left as it is. */
export function visitorInfoAfterLead(ctx: RememberContext & { remember: boolean; values: LeadFormValues; company: boolean }): VisitorInfoDecision {
  if (!offersToRemember(ctx)) return { kind: 'leave' };
  return ctx.remember ? { kind: 'remember', info: basicInfoOf(ctx.values, ctx.company) } : { kind: 'forget' };
}

/** The decision as the browser's storage carries it out: the value to write, or null to remove, or nothing to do. */
export function storedVisitorInfo(decision: VisitorInfoDecision): { write: string } | { remove: true } | null {
  return match(decision)
    .with({ kind: 'remember' }, (d) => ({ write: JSON.stringify(d.info) }))
    .with({ kind: 'forget' }, () => ({ remove: true as const }))
    .with({ kind: 'leave' }, () => null)
    .exhaustive();
}
