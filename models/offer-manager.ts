/**
 * The offer manager (spec 000 §2 "Offer manager (admin)", 001 §6 "Admin"):
 * where it lives, the editor's hash route, the grid's filters and what the
 * admin card wrapper says about an offer (validity, metadata, person type).
 * Status and actions come from models/offer-status.ts.
 */
import type { AdminOfferListItem, Stamp } from './admin-offers';
import { formatDate, formatDateTime } from './format';
import { labels } from './labels';
import { BRANDS, type Brand, type Offer, type TargetEntityType } from './offer';
import { OFFER_STATUSES, offerStatus, type OfferStatus } from './offer-status';

// ───────────────────────────── where it lives ─────────────────────────────

/** The admin page segment added to the page's path (ours: the spec names no segment). */
export const MANAGER_SEGMENT = 'admin/ofertas';

/** The manager's default path: the showcase's path plus the admin segment. */
export const MANAGER_PATH = `/${MANAGER_SEGMENT}`;

/**
 * The manager's address (spec 000 §2): the configured manager path, else the
 * current page's path with a `.html` suffix removed plus the admin segment,
 * keeping the query string. `/` → `/admin/ofertas`, `/ofertas.html?demo=x` →
 * `/ofertas/admin/ofertas?demo=x`.
 */
export function managerPath(configured: string | null | undefined, page: { pathname: string; search: string }): string {
  const search = page.search && page.search !== '?' ? (page.search.startsWith('?') ? page.search : `?${page.search}`) : '';
  if (configured) return `${configured}${search}`;
  const base = page.pathname.replace(/\.html$/i, '').replace(/\/+$/, '');
  return `${base}/${MANAGER_SEGMENT}${search}`;
}

// ───────────────────────────── the editor's hash route ─────────────────────────────

/** The editor's hash route prefix: `#/rental-offer/{id}` (spec 000 §2). */
export const EDITOR_HASH_PREFIX = '#/rental-offer/';

/** `#/rental-offer/new`: the editor on a new offer. */
export const NEW_OFFER_ID = 'new';

/** The hash that opens an offer in the editor (`new` for a new offer). */
export function editorHash(offerId: string): string {
  return `${EDITOR_HASH_PREFIX}${encodeURIComponent(offerId)}`;
}

/** `#/rental-offer/{id}/visualizar`: the offer as a visitor would see it ('Visualizar'). */
export const PREVIEW_HASH_SUFFIX = '/visualizar';

export function previewHash(offerId: string): string {
  return `${editorHash(offerId)}${PREVIEW_HASH_SUFFIX}`;
}

export type ManagerView = { view: 'grid' } | { view: 'editor'; offerId: string } | { view: 'preview'; offerId: string };

/** What the manager shows for a hash: the grid, the editor on one offer (`new` for a new one), or its preview. */
export function parseManagerHash(hash: string): ManagerView {
  if (!hash.startsWith(EDITOR_HASH_PREFIX)) return { view: 'grid' };
  const [rest = '', ...more] = hash.slice(EDITOR_HASH_PREFIX.length).split('/');
  let offerId: string;
  try {
    offerId = decodeURIComponent(rest);
  } catch {
    return { view: 'grid' };
  }
  if (!/^[A-Za-z0-9_.:-]{1,80}$/.test(offerId)) return { view: 'grid' };
  if (more.length === 0) return { view: 'editor', offerId };
  if (more.length === 1 && `/${more[0]}` === PREVIEW_HASH_SUFFIX && offerId !== NEW_OFFER_ID) return { view: 'preview', offerId };
  return { view: 'grid' };
}

// ───────────────────────────── the grid ─────────────────────────────

/**
 * An offer as the manager lists it (`GET /api/admin/offers`): its flags, who
 * created, edited and published it and when, and the offer as the showcase
 * card reads it.
 */
export type ManagedOffer = AdminOfferListItem;

export const ANY = 'all' as const;

export interface ManagerFilters {
  brand: Brand | typeof ANY;
  status: OfferStatus | typeof ANY;
  personType: TargetEntityType | typeof ANY;
  /** Searched in the model and version names, ignoring case and accents. */
  text: string;
}

export const NO_FILTERS: ManagerFilters = { brand: ANY, status: ANY, personType: ANY, text: '' };

/** Longest text searched (longer input is cut). */
export const MANAGER_SEARCH_MAX = 80;

/** Case- and accent-free text for the search. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function matchesText(offer: Pick<ManagedOffer, 'modelShortName' | 'modelName' | 'versionName'>, text: string): boolean {
  const words = searchable(text.slice(0, MANAGER_SEARCH_MAX)).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchable([offer.modelShortName, offer.modelName, offer.versionName].join(' '));
  return words.every((w) => haystack.includes(w));
}

/** The offers the filters let through, in their order. */
export function filterManagedOffers<T extends ManagedOffer>(offers: readonly T[], filters: ManagerFilters): T[] {
  return offers.filter(
    (o) =>
      (filters.brand === ANY || o.brand === filters.brand) &&
      (filters.status === ANY || offerStatus(o) === filters.status) &&
      (filters.personType === ANY || o.targetEntityType === filters.personType) &&
      matchesText(o, filters.text),
  );
}

export function hasFilters(filters: ManagerFilters): boolean {
  return filters.brand !== ANY || filters.status !== ANY || filters.personType !== ANY || filters.text.trim() !== '';
}

/** The choices of each filter, `all` first. */
export const MANAGER_FILTER_CHOICES = {
  brand: [ANY, ...BRANDS] as const,
  /** Saved offers are listed; a new one (no id) never is. */
  status: [ANY, ...OFFER_STATUSES.filter((s) => s !== 'new')] as const,
  personType: [ANY, 'NATURAL_PERSON', 'LEGAL_PERSON'] as const,
};

/** Reads a filter choice; anything else means all. */
export function parseFilterChoice<K extends keyof typeof MANAGER_FILTER_CHOICES>(key: K, value: string): (typeof MANAGER_FILTER_CHOICES)[K][number] {
  const choices = MANAGER_FILTER_CHOICES[key] as readonly string[];
  return (choices.includes(value) ? value : ANY) as (typeof MANAGER_FILTER_CHOICES)[K][number];
}

// ───────────────────────────── the card wrapper ─────────────────────────────

const t = labels.offerAdmin;

/** 'DD/MM/YYYY – DD/MM/YYYY' (spec 000 §2 "validity (Vigência)"). */
export function validityText(offer: Pick<Offer, 'startsOn' | 'endsOn'>): string {
  return `${formatDate(offer.startsOn)} – ${formatDate(offer.endsOn)}`;
}

/** 'Pessoa Jurídica' or 'Pessoa Física'. */
export function personTypeLabel(type: TargetEntityType): string {
  return type === 'LEGAL_PERSON' ? t.legalPerson : t.naturalPerson;
}

export interface MetadataLine {
  label: string;
  value: string;
}

/** 'Ana Lima · 05/03/2026 14:30'; nobody: '—'. */
function who(stamp: Stamp | null): string {
  if (!stamp) return '—';
  return [stamp.name.trim() || null, formatDateTime(stamp.at) || null].filter(Boolean).join(' · ') || '—';
}

/** The tooltip's lines: 'Criado por', 'Editado por', 'Publicado em' (name and date). */
export function offerMetadata(offer: Pick<ManagedOffer, 'createdBy' | 'updatedBy' | 'publishedAt'>): MetadataLine[] {
  return [
    { label: t.createdBy, value: who(offer.createdBy) },
    { label: t.editedBy, value: who(offer.updatedBy) },
    { label: t.publishedOn, value: who(offer.publishedAt) },
  ];
}

/** How often the manager reads the list again while it is open (another admin's changes show up). */
export const MANAGER_REFRESH_MS = 30_000;

/**
 * A list read again over the one on screen: the new list, and for each
 * offer whose revision moved (someone else changed it) one more sync, so
 * its card starts over from the new data. Offers this page changed itself
 * already carry their new revision and are not counted.
 */
export function mergeRefreshedOffers(
  current: readonly ManagedOffer[],
  fresh: readonly ManagedOffer[],
  syncs: Readonly<Record<string, number>>,
): { offers: ManagedOffer[]; syncs: Record<string, number> } {
  const before = new Map(current.map((o) => [o.id, o.revision]));
  const next: Record<string, number> = {};
  for (const offer of fresh) {
    const was = before.get(offer.id);
    const n = syncs[offer.id] ?? 0;
    next[offer.id] = was !== undefined && was !== offer.revision ? n + 1 : n;
  }
  return { offers: [...fresh], syncs: next };
}
