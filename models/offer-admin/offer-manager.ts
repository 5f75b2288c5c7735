/**
 * The offer manager (spec 000 §2 "Offer manager (admin)", 001 §6 "Admin"):
 * the grid's filters and what the
 * admin card wrapper says about an offer (validity, metadata, person type).
 * Status and actions come from models/offer/offer-status.ts; where the manager
 * lives and its editor's and preview's paths, from models/app/manager-address.ts.
 */
import { foldForSearch } from '../common/search-text';
import type { AdminOfferListItem, Stamp } from './admin-offers';
import { formatDate, formatDateTime } from '../common/format';
import { labels } from '../labels/spec';
import { managerLabels } from '../labels/admin-manager';
import { BRANDS, type Brand, type Offer, type TargetEntityType } from '../offer/offer';
import { OFFER_STATUSES, offerStatus, type OfferStatus } from '../offer/offer-status';

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

/** Cards a page of the manager shows: a few rows of the grid, not every offer at once. */
export const MANAGER_PAGE_SIZE = 12;

/** Longest text searched (longer input is cut). */
export const MANAGER_SEARCH_MAX = 80;

/** Case- and accent-free text for the search (models/common/search-text.ts). */
export const searchable = foldForSearch;

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

/**
 * Why an action on a card failed: the spec's failure text, then the reason
 * the server gave. An archived offer cannot be published because its
 * validity ended: the text says when, and what to change.
 */
export function actionFailureText(failure: string, offer: Pick<Offer, 'endsOn'>, error: { status?: number; code?: string; message?: string }): string {
  if (error.code === 'offer_archived') return `${failure} ${managerLabels.validityEnded(formatDate(offer.endsOn))}`;
  const reason = error.status !== undefined && error.status >= 400 && error.status < 500 ? error.message?.trim() : undefined;
  return reason ? `${failure} ${reason}` : failure;
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

/** '05/03/2026 14:30 · por Ana Lima'; nobody: '—'. */
function when(stamp: Stamp | null): string {
  if (!stamp) return '—';
  const date = formatDateTime(stamp.at);
  const name = stamp.name.trim();
  if (!date) return name || '—';
  return name ? managerLabels.publishedBy(date, name) : date;
}

/** The tooltip's lines: 'Criado por', 'Editado por', 'Publicado em' (name and date). */
export function offerMetadata(offer: Pick<ManagedOffer, 'createdBy' | 'updatedBy' | 'publishedAt'>): MetadataLine[] {
  return [
    { label: t.createdBy, value: who(offer.createdBy) },
    { label: t.editedBy, value: who(offer.updatedBy) },
    // 'Publicado em' reads with the date first: '01/01/2026 09:00 · por Equipe Flua!'.
    { label: t.publishedOn, value: when(offer.publishedAt) },
  ];
}

/** How often the manager reads the list again while it is open (another admin's changes show up). */
export const MANAGER_REFRESH_MS = 30_000;

/**
 * A list read again over the one on screen: the new list, and for each
 * offer whose revision moved on (someone else changed it) one more sync, so
 * its card starts over from the new data. Offers this page changed itself
 * already carry their new revision and are not counted. Revisions come from
 * one sequence, so an offer read with an older revision than the one on
 * screen is a read that started before this page's own change: the screen's
 * copy stays.
 */
export function mergeRefreshedOffers(
  current: readonly ManagedOffer[],
  fresh: readonly ManagedOffer[],
  syncs: Readonly<Record<string, number>>,
): { offers: ManagedOffer[]; syncs: Record<string, number> } {
  const before = new Map(current.map((o) => [o.id, o]));
  const next: Record<string, number> = {};
  const offers = fresh.map((offer) => {
    const was = before.get(offer.id);
    const n = syncs[offer.id] ?? 0;
    if (was && was.revision > offer.revision) {
      next[offer.id] = n;
      return was;
    }
    next[offer.id] = was && was.revision !== offer.revision ? n + 1 : n;
    return offer;
  });
  return { offers, syncs: next };
}
