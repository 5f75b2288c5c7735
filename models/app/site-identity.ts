/**
 * Who the site is (Decreto 7.962/2013, art. 2: the company's name and CNPJ,
 * its address and the ways to reach it, shown on every page): the company
 * that answers for the site, its customer service (SAC) and its ombudsman
 * (ouvidoria). It is part of the page's configuration (models/app/site-config.ts
 * `identity`); the demo site is the demo company's, below.
 */
import { defaulted, object, pattern, refine, size, string, type Infer } from 'superstruct';
import { onlyDigits, validateCnpj } from '../common/validators';

/** A contact channel: a phone number as people dial it, an e-mail address and the hours someone answers. */
const Channel = object({
  phone: pattern(string(), /^[0-9 ()+-]{8,20}$/),
  email: pattern(string(), /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}\.[^\s@<>"']{2,63}$/),
  hours: size(string(), 1, 200),
});
export type ContactChannel = Infer<typeof Channel>;

const Cnpj = refine(string(), 'cnpj', (value) => validateCnpj(value) === undefined);

/**
 * The demo company: an invented name that says it is a demonstration, a CNPJ
 * with valid check digits that belongs to nobody we know of, addresses on the
 * `.example` domain (reserved: no mail ever reaches anyone).
 */
export const DEMO_IDENTITY = {
  tradeName: 'Flua!',
  legalName: 'Flua Demonstração Assinatura de Veículos Ltda.',
  cnpj: '35820000000112',
  address: 'Av. Engenheiro Luís Carlos Berrini, 1.500, 9º andar, Cidade Monções, São Paulo – SP, CEP 04571-000',
  sac: { phone: '0800 000 3582', email: 'sac@flua.example', hours: 'segunda a sexta, das 8h às 20h; sábados, das 9h às 15h, exceto feriados' },
  ombudsman: { phone: '0800 000 3583', email: 'ouvidoria@flua.example', hours: 'segunda a sexta, das 9h às 18h, exceto feriados' },
  privacyEmail: 'privacidade@flua.example',
} as const;

export const SiteIdentity = object({
  /** The name people know (the logo's). */
  tradeName: defaulted(size(string(), 1, 60), DEMO_IDENTITY.tradeName),
  /** Razão social. */
  legalName: defaulted(size(string(), 1, 160), DEMO_IDENTITY.legalName),
  /** CNPJ, with or without its punctuation (shown formatted). */
  cnpj: defaulted(Cnpj, DEMO_IDENTITY.cnpj),
  /** The head office's address, in one line. */
  address: defaulted(size(string(), 1, 300), DEMO_IDENTITY.address),
  /** Serviço de Atendimento ao Consumidor. */
  sac: defaulted(Channel, { ...DEMO_IDENTITY.sac }),
  /** Ouvidoria: where a complaint the SAC did not solve goes. */
  ombudsman: defaulted(Channel, { ...DEMO_IDENTITY.ombudsman }),
  /** The data protection officer's address (LGPD art. 41). */
  privacyEmail: defaulted(pattern(string(), /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}\.[^\s@<>"']{2,63}$/), DEMO_IDENTITY.privacyEmail),
});
export type SiteIdentity = Infer<typeof SiteIdentity>;

/** A CNPJ as people read it: 35.820.000/0001-12 (an alphanumeric one keeps its letters). */
export function formatCnpj(cnpj: string): string {
  const c = cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (c.length !== 14) return cnpj;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** A phone number as a `tel:` link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${onlyDigits(phone)}`;
}
