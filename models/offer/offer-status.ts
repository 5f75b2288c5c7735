/** Offer status and the admin card's action permissions (spec 000 §4, 001 §6). */
import { calendarDay, todayInBrazil } from '../common/calendar';
import { labels } from '../labels/spec';
import type { Offer } from './offer';

/** The flags and validity dates the published rule reads (a missing date is no bound). */
export type PublishedFlags = Pick<Offer, 'released' | 'removed' | 'archived'> & { startsOn?: string | null; endsOn?: string | null };

/** An offer whose last day (`endsOn`) has passed is archived, whatever its flag says. */
export function isExpired(offer: { endsOn?: string | null }, today: string = todayInBrazil()): boolean {
  const last = calendarDay(offer.endsOn);
  return last !== null && last < today;
}

/** Its first day (`startsOn`) has come (an empty `startsOn` is no bound). */
export function hasStarted(offer: { startsOn?: string | null }, today: string = todayInBrazil()): boolean {
  const first = calendarDay(offer.startsOn);
  return first === null || first <= today;
}

/**
 * What the public may see and open (showcase, search, details, suggestions):
 * released, not removed, not archived, and within its validity on `today`
 * (Brazil's calendar, `YYYY-MM-DD`). The server's SQL form of this rule is
 * `publishedOfferCondition` in server/catalogue/offers-repo.ts.
 */
export function isPublished(offer: PublishedFlags, today: string = todayInBrazil()): boolean {
  return offer.released && !offer.removed && !offer.archived && hasStarted(offer, today) && !isExpired(offer, today);
}

export const OFFER_STATUSES = ['new', 'published', 'removed', 'archived', 'saved'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = labels.offerAdmin.status;

/** The flags the status is read from; an offer without an id has never been saved. */
export interface OfferStatusFlags {
  id?: string | null;
  released?: boolean | null;
  removed?: boolean | null;
  archived?: boolean | null;
}

function isNew(offer: OfferStatusFlags): boolean {
  return offer.id == null || offer.id === '';
}

/**
 * The card's status, by priority: new (no id), published (released),
 * removed, archived, saved.
 */
export function offerStatus(offer: OfferStatusFlags): OfferStatus {
  if (isNew(offer)) return 'new';
  if (offer.released) return 'published';
  if (offer.removed) return 'removed';
  if (offer.archived) return 'archived';
  return 'saved';
}

export function offerStatusLabel(offer: OfferStatusFlags): string {
  return OFFER_STATUS_LABELS[offerStatus(offer)];
}

export const OFFER_ACTIONS = ['publish', 'unpublish', 'save', 'edit', 'view', 'remove'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_ACTION_LABELS: Readonly<Record<OfferAction, string>> = labels.offerAdmin.actions;

export type OfferPermissions = Readonly<Record<OfferAction, boolean>>;

/**
 * Which card buttons are offered (spec 000 §4):
 * - Publicar: not published, not removed, not new;
 * - Remover Publicação: published, not removed, not new;
 * - Salvar: on the admin page, not removed, not archived;
 * - Editar: off the admin page, not removed, not archived;
 * - Visualizar: on the admin page, not new;
 * - Excluir: not new, not removed.
 * "Published" is the `released` flag.
 */
export function offerPermissions(offer: OfferStatusFlags, context: { onAdminPage: boolean }): OfferPermissions {
  const fresh = isNew(offer);
  const released = Boolean(offer.released);
  const removed = Boolean(offer.removed);
  const archived = Boolean(offer.archived);
  return {
    publish: !released && !removed && !fresh,
    unpublish: released && !removed && !fresh,
    save: context.onAdminPage && !removed && !archived,
    edit: !context.onAdminPage && !removed && !archived,
    view: context.onAdminPage && !fresh,
    remove: !fresh && !removed,
  };
}

/** The actions offered, in the card's order. */
export function allowedOfferActions(offer: OfferStatusFlags, context: { onAdminPage: boolean }): OfferAction[] {
  const p = offerPermissions(offer, context);
  return OFFER_ACTIONS.filter((a) => p[a]);
}

/** Action buttons hide their labels when three or more are shown. */
export function hideActionLabels(shownActions: number): boolean {
  return shownActions >= 3;
}

/** The flags after an action succeeds (publish/unpublish toggle `released`; remove sets `removed`). */
export function applyOfferAction<T extends OfferStatusFlags>(offer: T, action: 'publish' | 'unpublish' | 'remove'): T {
  switch (action) {
    case 'publish':
      return { ...offer, released: true };
    case 'unpublish':
      return { ...offer, released: false };
    case 'remove':
      return { ...offer, removed: true, released: false };
  }
}
