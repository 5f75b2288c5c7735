/**
 * The offer manager's storage: every offer whatever its status, drafts saved
 * against the revision the editor opened (a stale one changes nothing), the
 * action matrix (models/offer/offer-status.ts) enforced on every status change, and
 * every change kept in `offer_history` in the same transaction.
 */
import { foldForSearch } from '../../models/common/search-text';
import type { AdminOfferDetail, AdminOfferErrorCode, AdminOfferListItem, AdminOfferListQuery, OfferHistoryEntry, Stamp } from '../../models/offer-admin/admin-offers';
import type { SessionUser } from '../../models/account/auth';
import type { Offer, OfferImage } from '../../models/offer/offer';
import { changedDraftFields, draftToOffer, offerDraftErrors, offerToDraft, type OfferDraft, type OfferDraftErrors } from '../../models/offer-admin/offer-draft';
import { offerPermissions, offerStatus } from '../../models/offer/offer-status';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import type { Database, Queryable } from '../db/database';
import { effectiveFlags, OFFER_COLUMNS, offerColumnValues } from '../catalogue/offers-repo';
import { sanitiseHtml } from '../content/sanitise-html';
import { findImages } from './offer-images';

interface OfferRow {
  id: string;
  revision: string | number;
  data: Offer;
  created_at: Date | string;
  updated_at: Date | string;
  created_by_name: string | null;
  updated_by_name: string | null;
  published_by_name: string | null;
  published_at: Date | string | null;
}

const ROW_COLUMNS = 'id, revision, data, created_at, updated_at, created_by_name, updated_by_name, published_by_name, published_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A refusal: the HTTP layer turns the code into a status and a pt-BR message. */
export interface Refusal {
  ok: false;
  code: AdminOfferErrorCode;
  fields?: OfferDraftErrors;
}
export type Outcome<T> = { ok: true; value: T } | Refusal;

const refuse = (code: AdminOfferErrorCode, fields?: OfferDraftErrors): Refusal => ({ ok: false, code, ...(fields ? { fields } : {}) });

function stamps(row: OfferRow): { createdBy: Stamp | null; updatedBy: Stamp | null; publishedAt: Stamp | null } {
  const offer = row.data;
  const createdName = row.created_by_name ?? offer.createdByName;
  const updatedName = row.updated_by_name ?? offer.updatedByName;
  return {
    createdBy: createdName ? { name: createdName, at: iso(row.created_at) } : null,
    updatedBy: updatedName ? { name: updatedName, at: iso(row.updated_at) } : null,
    publishedAt: row.published_at
      ? { name: row.published_by_name ?? '', at: iso(row.published_at) }
      : offer.releasedOn
        ? { name: offer.createdByName ?? '', at: iso(offer.releasedOn) }
        : null,
  };
}

function listItem(row: OfferRow): AdminOfferListItem {
  const offer = effectiveFlags(row.data);
  return {
    id: row.id,
    revision: Number(row.revision),
    brand: offer.brand,
    modelName: offer.modelName,
    modelShortName: offer.modelShortName,
    versionName: offer.versionName,
    category: { categoryName: offer.category.categoryName, categoryCode: offer.category.categoryCode },
    released: offer.released,
    removed: offer.removed,
    archived: offer.archived,
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    targetEntityType: offer.targetEntityType,
    ...stamps(row),
    image: offer.imageSet?.[0] ?? null,
    offer,
  };
}

/** Lower case without accents, for the text search. */
const fold = foldForSearch;

/** Every offer, whatever its category and status, filtered as the manager asks, in catalogue order. */
export async function listAdminOffers(db: Queryable, query: AdminOfferListQuery): Promise<AdminOfferListItem[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.brand) where.push(`brand = $${params.push(query.brand)}`);
  if (query.personType) where.push(`target_entity_type = $${params.push(query.personType)}`);
  const { rows } = await db.query<OfferRow>(
    `SELECT ${ROW_COLUMNS} FROM offers ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY sort_order, id`,
    params,
  );
  const words = fold(query.q ?? '').split(/\s+/).filter(Boolean);
  return rows.map(listItem).filter((item) => {
    if (query.status && offerStatus(item) !== query.status) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${item.modelName} ${item.modelShortName} ${item.versionName}`);
    return words.every((w) => haystack.includes(w));
  });
}

async function readRow(db: Queryable, id: string, forUpdate = false): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(`SELECT ${ROW_COLUMNS} FROM offers WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

async function history(db: Queryable, id: string): Promise<OfferHistoryEntry[]> {
  const { rows } = await db.query<{ action: OfferHistoryEntry['action']; user_name: string; at: Date | string; fields: OfferHistoryEntry['fields'] }>(
    'SELECT action, user_name, at, fields FROM offer_history WHERE offer_id = $1 ORDER BY id DESC',
    [id],
  );
  return rows.map((r) => ({ action: r.action, who: r.user_name, at: iso(r.at), fields: r.fields }));
}

/** The editor's view of one offer: its draft, the offer as visitors read it, its photos and history. */
export async function adminOfferDetail(db: Queryable, id: string): Promise<AdminOfferDetail | undefined> {
  const row = await readRow(db, id);
  if (!row) return undefined;
  const item = listItem(row);
  return {
    id: row.id,
    revision: item.revision,
    draft: offerToDraft(row.data),
    offer: item.offer,
    images: row.data.imageSet ?? [],
    released: item.released,
    removed: item.removed,
    archived: item.archived,
    createdBy: item.createdBy,
    updatedBy: item.updatedBy,
    publishedAt: item.publishedAt,
    history: await history(db, id),
  };
}

async function appendHistory(tx: Queryable, id: string, action: OfferHistoryEntry['action'], user: SessionUser, fields: OfferHistoryEntry['fields']) {
  await tx.query('INSERT INTO offer_history (offer_id, action, user_id, user_name, fields) VALUES ($1, $2, $3, $4, $5)', [
    id,
    action,
    user.id,
    user.name,
    JSON.stringify(fields),
  ]);
}

interface Checked {
  draft: OfferDraft;
  images: OfferImage[];
  dealer: Offer['dealer'];
}

/**
 * The draft's rules (`offerDraftErrors`), then what only the database knows:
 * the dealer and the photos exist. The 'Saiba Mais' page is sanitised.
 */
async function checkDraft(db: Queryable, input: OfferDraft): Promise<Outcome<Checked>> {
  const t = offerEditorLabels.errors;
  const draft: OfferDraft = input.informationPage
    ? { ...input, informationPage: { ...input.informationPage, Text: sanitiseHtml(input.informationPage.Text) } }
    : input;
  const fields = offerDraftErrors(draft);
  let dealer: Offer['dealer'] = null;
  if (draft.offerType === 'DEALER' && draft.dealerId && !fields.dealerId) {
    const { rows } = await db.query<{ id: string; city_id: string; city_name: string | null; state: string; name: string }>(
      `SELECT id, city_id, data->>'cityName' AS city_name, state, data->>'fantasyName' AS name FROM dealers WHERE id = $1`,
      [draft.dealerId],
    );
    const d = rows[0];
    if (d) dealer = { id: d.id, name: d.name, cityId: d.city_id, ...(d.city_name ? { cityName: d.city_name } : {}), state: d.state };
    else fields.dealerId = t.dealerUnknown;
  }
  const images = await findImages(db, draft.imageIds);
  if (images.length !== new Set(draft.imageIds).size && !fields.imageIds) fields.imageIds = t.imageUnknown;
  if (Object.keys(fields).length > 0) return refuse('invalid_offer', fields);
  return { ok: true, value: { draft, images, dealer } };
}

function slug(s: string): string {
  return fold(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30);
}

function newOfferId(draft: OfferDraft): string {
  const random = Math.random().toString(36).slice(2, 8);
  return [draft.brand, slug(draft.modelShortName), slug(draft.versionCode), random].filter(Boolean).join('-');
}

/** Saves a new offer (not published). */
export async function createOffer(db: Database, input: OfferDraft, user: SessionUser): Promise<Outcome<string>> {
  const checked = await checkDraft(db, input);
  if (!checked.ok) return checked;
  const { draft, images, dealer } = checked.value;
  const id = newOfferId(draft);
  const offer = draftToOffer(draft, {
    id,
    images,
    dealer,
    flags: { released: false, removed: false, archived: false },
    createdByName: user.name,
    updatedByName: user.name,
  });
  await db.transaction(async (tx) => {
    const values = [...offerColumnValues(offer), user.id, user.name];
    const placeholders = values.map((_, i) => `$${i + 1}`);
    await tx.query(
      `INSERT INTO offers (${OFFER_COLUMNS.join(', ')}, created_by_id, created_by_name, updated_by_id, updated_by_name, sort_order)
       VALUES (${placeholders.join(', ')}, $${values.length - 1}, $${values.length},
         (SELECT COALESCE(MIN(sort_order), 0) - 1 FROM offers))`,
      values,
    );
    await appendHistory(tx, id, 'create', user, changedDraftFields(null, offerToDraft(offer)));
  });
  return { ok: true, value: id };
}

/** Writes the whole offer over its row, bumping the revision (every process re-reads it). */
async function writeOffer(tx: Queryable, offer: Offer, user: SessionUser, extraSet = '', extraParams: unknown[] = []): Promise<void> {
  const values = offerColumnValues(offer);
  const sets = OFFER_COLUMNS.map((c, i) => `${c} = $${i + 1}`).filter((s) => !s.startsWith('id ='));
  const n = values.length;
  await tx.query(
    `UPDATE offers SET ${sets.join(', ')}, updated_by_id = $${n + 1}, updated_by_name = $${n + 2}, updated_at = now(),
       revision = revision + 1${extraSet ? `, ${extraSet}` : ''}
     WHERE id = $1`,
    [...values, user.id, user.name, ...extraParams],
  );
}

/**
 * Saves a draft over the revision the editor opened; a newer revision is a conflict and nothing is written.
 * Answers the photos the offer showed before and no longer does (the caller deletes those no other offer shows).
 */
export async function updateOffer(db: Database, id: string, revision: number, input: OfferDraft, user: SessionUser): Promise<Outcome<{ droppedImageIds: string[] }>> {
  const checked = await checkDraft(db, input);
  return db.transaction(async (tx): Promise<Outcome<{ droppedImageIds: string[] }>> => {
    const row = await readRow(tx, id, true);
    if (!row) return refuse('offer_not_found');
    if (Number(row.revision) !== revision) return refuse('offer_conflict');
    const flags = effectiveFlags(row.data);
    if (flags.removed) return refuse('offer_removed');
    if (!offerPermissions({ ...flags, id }, { onAdminPage: true }).save) return refuse('offer_archived');
    if (!checked.ok) return checked;
    const { draft, images, dealer } = checked.value;
    const old = row.data;
    const offer: Offer = {
      ...draftToOffer(draft, {
        id,
        images,
        dealer,
        flags: { released: old.released, removed: old.removed, archived: old.archived },
        releasedOn: old.releasedOn ?? null,
        createdByName: old.createdByName,
        updatedByName: user.name,
      }),
      ...(old.leadInterestCollection ? { leadInterestCollection: old.leadInterestCollection } : {}),
      offerDeny: old.offerDeny,
    };
    // Photos not uploaded here (the demo's content folder) stay until the editor adds its own.
    if (draft.imageIds.length === 0 && !(old.imageSet?.length)) {
      offer.images = old.images;
      offer.imagesColor = old.imagesColor ?? [];
    }
    const changes = changedDraftFields(offerToDraft(old), offerToDraft(offer));
    if (changes.length === 0) return { ok: true, value: { droppedImageIds: [] } };
    await writeOffer(tx, offer, user);
    await appendHistory(tx, id, 'update', user, changes);
    const kept = new Set(draft.imageIds);
    return { ok: true, value: { droppedImageIds: (old.imageSet ?? []).map((i) => i.id).filter((i) => !kept.has(i)) } };
  });
}

export type StatusAction = 'publish' | 'unpublish' | 'remove';

/** Publishes, unpublishes or (softly) removes an offer, as the action matrix allows. */
export async function changeOfferStatus(db: Database, id: string, action: StatusAction, user: SessionUser, revision?: number): Promise<Outcome<void>> {
  return db.transaction(async (tx): Promise<Outcome<void>> => {
    const row = await readRow(tx, id, true);
    if (!row) return refuse('offer_not_found');
    if (revision !== undefined && Number(row.revision) !== revision) return refuse('offer_conflict');
    const flags = effectiveFlags(row.data);
    const allowed = offerPermissions({ ...flags, id }, { onAdminPage: true });
    if (flags.removed) return refuse('offer_removed');
    const old = row.data;
    const now = new Date().toISOString();
    switch (action) {
      case 'publish': {
        if (!allowed.publish) return refuse('cannot_publish');
        // An archived offer would not show even released: its validity has ended.
        if (flags.archived) return refuse('offer_archived');
        await writeOffer(tx, { ...old, released: true, releasedOn: now, updatedByName: user.name }, user, `published_at = now(), published_by_id = $${OFFER_COLUMNS.length + 3}, published_by_name = $${OFFER_COLUMNS.length + 4}`, [user.id, user.name]);
        await appendHistory(tx, id, 'publish', user, [{ field: 'released', old: false, new: true }]);
        return { ok: true, value: undefined };
      }
      case 'unpublish': {
        if (!allowed.unpublish) return refuse('cannot_unpublish');
        await writeOffer(tx, { ...old, released: false, updatedByName: user.name }, user);
        await appendHistory(tx, id, 'unpublish', user, [{ field: 'released', old: true, new: false }]);
        return { ok: true, value: undefined };
      }
      case 'remove': {
        if (!allowed.remove) return refuse('offer_removed');
        await writeOffer(tx, { ...old, removed: true, released: false, updatedByName: user.name }, user, 'removed_at = now()');
        await appendHistory(tx, id, 'remove', user, [
          { field: 'removed', old: false, new: true },
          ...(flags.released ? [{ field: 'released', old: true, new: false }] : []),
        ]);
        return { ok: true, value: undefined };
      }
    }
  });
}

/** One offer as the manager's card shows it. */
export async function adminOfferListItem(db: Queryable, id: string): Promise<AdminOfferListItem | undefined> {
  const row = await readRow(db, id);
  return row ? listItem(row) : undefined;
}
