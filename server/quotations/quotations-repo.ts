/**
 * Fleet quotations in the database: commission discounts, the models a
 * quotation offers with their car price, dealers' stock, and saved
 * quotations with their cards (products) and additionals (related
 * products). Every price is recomputed here from the stored offer, never
 * taken from a request.
 */
import type { SessionUser } from '../../models/account/auth';
import {
  colourNameOf,
  QUOTATION_VALIDITY_DAYS,
  cardPrice,
  changeModel,
  choosePeriod,
  emptyCard,
  fleetVehicleOf,
  formatQuotationNumber,
  plateAdditional,
  includedOptionals,
  quotationTotals,
  requiredAdditional,
  stockDelivery,
  type FleetCatalogue,
  type FleetVehicle,
  type QuotationItemInput,
  type QuotationSaveBody,
  type QuotationSummary,
  type StockAnswer,
  type StoredQuotation,
  type StoredQuotationItem,
} from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import { labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer/offer';
import { offerTitle } from '../../models/pricing/offer-details';
import { itemsForPeriod, type CommissionDiscountEntry } from '../../models/pricing/pricing';
import { findOffers } from '../catalogue/offers-repo';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/route';

const codes = quotationLabels.saveCodes;

// ───────────────────────────── demo data ─────────────────────────────

/** The demo car price of a model: its cheapest plan × 50, to R$ 100. */
export function demoCarPrice(offer: Pick<Offer, 'rentalPlanList'>): number {
  const cheapest = Math.min(...offer.rentalPlanList.map((p) => p.price));
  return Math.round((cheapest * 50) / 10_000) * 10_000;
}

/**
 * Car prices of every offered model, and stock at each dealer of its brand:
 * in turn ready (3 vehicles), in 15 days (2), and none.
 */
export async function seedDemoQuotationData(
  tx: Queryable,
  offers: readonly Offer[],
  dealers: readonly { id: string; brandsName: readonly string[] }[],
): Promise<void> {
  const vehicles: [string[], number[]] = [[], []];
  const stock: [string[], string[], number[], (number | null)[]] = [[], [], [], []];
  for (const [offerIndex, offer] of offers.entries()) {
    if (offer.removed || offer.archived || offer.rentalPlanList.length === 0) continue;
    vehicles[0].push(offer.id);
    vehicles[1].push(demoCarPrice(offer));
    for (const [dealerIndex, d] of dealers.entries()) {
      if (!d.brandsName.includes(offer.brand.toUpperCase())) continue;
      const kind = (offerIndex + dealerIndex) % 3;
      const [available, days] = kind === 0 ? [3, 0] : kind === 1 ? [2, 15] : [0, null];
      stock[0].push(d.id);
      stock[1].push(offer.id);
      stock[2].push(available);
      stock[3].push(days);
    }
  }
  // One statement each: a test reset seeds this every time.
  await tx.query('INSERT INTO quotation_vehicles (offer_id, car_price) SELECT * FROM unnest($1::text[], $2::bigint[])', vehicles);
  await tx.query('INSERT INTO quotation_stock (dealer_code, offer_id, available, delivery_days) SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[])', stock);
}

// ───────────────────────────── reference data ─────────────────────────────

export async function listCommissionDiscounts(db: Queryable): Promise<CommissionDiscountEntry[]> {
  const { rows } = await db.query<{ commission_percentage: string | number; discount_value: string | number }>(
    'SELECT commission_percentage, discount_value FROM commission_discounts ORDER BY commission_percentage',
  );
  return rows.map((r) => ({ commission_percentage: Number(r.commission_percentage), discount_value: Number(r.discount_value) }));
}

/** The models a quotation may hold (offered, with a car price), by id. */
export async function fleetVehicles(db: Queryable, ids?: readonly string[]): Promise<Map<string, FleetVehicle>> {
  const { rows } = await db.query<{ offer_id: string; car_price: string | number }>(
    'SELECT offer_id, car_price FROM quotation_vehicles WHERE ($1::text[] IS NULL OR offer_id = ANY($1::text[])) ORDER BY offer_id',
    [ids ? [...ids] : null],
  );
  const offers = await findOffers(db, rows.map((r) => r.offer_id));
  const prices = new Map(rows.map((r) => [r.offer_id, Number(r.car_price)]));
  const out = new Map<string, FleetVehicle>();
  for (const o of offers) {
    if (!o.released || o.removed || o.archived) continue;
    out.set(o.id, fleetVehicleOf(o, offerTitle(o, labels.brandNames[o.brand]), prices.get(o.id) ?? 0));
  }
  return out;
}

interface DealerRow {
  id: string;
  data: { name?: string; fantasyName?: string; brandsName?: string[]; cityName?: string; state?: string };
}

async function dealerNames(db: Queryable, codes?: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<DealerRow>('SELECT id, data FROM dealers WHERE ($1::text[] IS NULL OR id = ANY($1::text[])) ORDER BY id', [codes ? [...codes] : null]);
  return new Map(rows.map((r) => [r.id, r.data.fantasyName ?? r.data.name ?? r.id]));
}

/** Every dealer with its name and brands (the simulator keeps those of its brands). */
async function catalogueDealers(db: Queryable): Promise<FleetCatalogue['dealers']> {
  const { rows } = await db.query<DealerRow>('SELECT id, data FROM dealers ORDER BY id');
  return rows.map((r) => ({
    code: r.id,
    name: r.data.fantasyName ?? r.data.name ?? r.id,
    brands: r.data.brandsName ?? [],
    ...(r.data.cityName && r.data.state ? { city: `${r.data.cityName} - ${r.data.state}` } : {}),
  }));
}

export async function fleetCatalogue(db: Queryable, user: SessionUser): Promise<FleetCatalogue> {
  const [dealers, vehicles] = await Promise.all([catalogueDealers(db), fleetVehicles(db)]);
  return {
    dealers,
    vehicles: [...vehicles.values()].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
    sellerDealerCode: user.dealerCode,
  };
}

export async function findStock(db: Queryable, dealerCode: string, offerId: string): Promise<StockAnswer> {
  const { rows } = await db.query<{ available: number; delivery_days: number | null }>(
    'SELECT available, delivery_days FROM quotation_stock WHERE dealer_code = $1 AND offer_id = $2',
    [dealerCode, offerId],
  );
  const row = rows[0];
  const available = row ? Number(row.available) : 0;
  return { dealerCode, offerId, available, delivery: available > 0 ? stockDelivery(row?.delivery_days ?? null) : null };
}

// ───────────────────────────── pricing a card ─────────────────────────────


/**
 * A card as stored: the server's prices and the names the document shows.
 * An unknown dealer, model, plan or colour is a 400 naming the field.
 */
export function priceItem(
  input: QuotationItemInput,
  position: number,
  vehicles: ReadonlyMap<string, FleetVehicle>,
  dealers: ReadonlyMap<string, string>,
  discounts: readonly CommissionDiscountEntry[],
): StoredQuotationItem {
  const invalid = (field: string) =>
    new HttpError(400, 'bad_request', quotationLabels.itemLoadFailed, { [`items.${position}.${field}`]: labels.validation.required });
  const dealerName = dealers.get(input.dealerCode);
  if (!dealerName) throw invalid('dealerCode');
  const vehicle = vehicles.get(input.offerId);
  if (!vehicle) throw invalid('offerId');
  if (!vehicle.rentalPlanList.some((p) => p.period === input.period)) throw invalid('period');
  let card = choosePeriod(changeModel(emptyCard(input.dealerCode), vehicle.offerId), vehicle, input.period);
  card = { ...card, km: input.km, colorId: input.colorId, amount: input.amount, commission: input.commission, responsible: input.responsible.trim() };
  card = { ...card, plateEnding: plateAdditional(vehicle, input.period) ? input.plateEnding : 'Não' };
  if (!vehicle.rentalPlanList.some((p) => p.period === input.period && p.km === input.km)) throw invalid('km');
  const colour = itemsForPeriod(vehicle.colors, input.period).find((c) => c.colorId === input.colorId);
  if (!colour) throw invalid('colorId');
  const price = cardPrice(vehicle, card, discounts);
  if (!price) throw invalid('offerId');
  const included = quotationLabels.pdf.included;
  const accessories: string[] = [];
  // What the card reads 'Incluso' (a required additional, or maintenance and insurance in the offer's price: `choosePeriod`).
  for (const which of ['insulfilm', 'maintenance', 'insurance'] as const) {
    if (!card[which]) continue;
    const a = requiredAdditional(vehicle, input.period, which);
    accessories.push(`${a?.name ?? quotationLabels.form[which]}: ${included}`);
  }
  if (card.plateEnding !== 'Não') accessories.push(quotationLabels.pdf.plateEnding(String(card.plateEnding)));
  return {
    position,
    dealerCode: input.dealerCode,
    dealerName,
    offerId: vehicle.offerId,
    brand: vehicle.brand,
    title: vehicle.title,
    period: input.period,
    km: input.km,
    colorId: colour.colorId,
    colourName: colourNameOf(colour)!,
    amount: input.amount,
    plateEnding: card.plateEnding,
    commission: input.commission,
    responsible: card.responsible,
    carPrice: vehicle.carPrice,
    additionals: { insulfilm: card.insulfilm, plateEnding: card.plateEnding, maintenance: card.maintenance, insurance: card.insurance },
    parts: price.parts,
    initialPrice: price.initialPrice,
    bonus: price.bonus,
    discount: price.discount,
    monthly: price.monthly,
    monthlyPaymentAmount: price.monthlyPaymentAmount,
    monthlyAll: price.monthlyAll,
    contract: price.contract,
    optionals: includedOptionals(vehicle, input.period),
    coating: quotationLabels.coatingStandard,
    accessories,
  };
}

/** Every card of a save body priced by the server. */
export async function priceItems(db: Queryable, items: readonly QuotationItemInput[]): Promise<StoredQuotationItem[]> {
  const [vehicles, dealers, discounts] = await Promise.all([
    fleetVehicles(db, [...new Set(items.map((i) => i.offerId))]),
    dealerNames(db, [...new Set(items.map((i) => i.dealerCode))]),
    listCommissionDiscounts(db),
  ]);
  return items.map((item, position) => priceItem(item, position, vehicles, dealers, discounts));
}

// ───────────────────────────── saved quotations ─────────────────────────────

interface QuotationRow {
  id: string | number;
  number: string;
  revision: number;
  owner_id: string;
  seller_id: string | null;
  seller_name: string;
  dealer_code: string | null;
  opportunity_name: string;
  comments: string;
  total_monthly: string | number;
  total_contract: string | number;
  valid_until: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  draft_id?: string | null;
  item_count?: string | number;
  vehicle_count?: string | number | null;
}

const isoDay = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
const iso = (d: Date | string) => new Date(d).toISOString();

/** Whose quotations a person sees: a seller their own, an offer admin everyone's. */
function ownerFilter(user: SessionUser): string | null {
  return user.roles.includes('offer_admin') ? null : user.id;
}

const SELECT_QUOTATION = `SELECT q.*, (SELECT d.draft_id FROM quotation_drafts d WHERE d.quotation_id = q.id ORDER BY d.draft_id LIMIT 1) AS draft_id FROM quotations q`;

async function quotationRow(db: Queryable, user: SessionUser, number: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(`${SELECT_QUOTATION} WHERE q.number = $1 AND ($2::text IS NULL OR q.owner_id = $2)`, [number, ownerFilter(user)]);
  return rows[0];
}

async function toStored(db: Queryable, row: QuotationRow): Promise<StoredQuotation> {
  const { rows } = await db.query<{ data: StoredQuotationItem }>('SELECT data FROM quotation_items WHERE quotation_id = $1 ORDER BY position', [row.id]);
  return {
    number: row.number,
    revision: Number(row.revision),
    draftId: row.draft_id ?? '',
    opportunityName: row.opportunity_name,
    comments: row.comments,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    dealerCode: row.dealer_code,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    validUntil: isoDay(row.valid_until),
    items: rows.map((r) => r.data),
    totals: { monthly: Number(row.total_monthly), contract: Number(row.total_contract) },
  };
}

export async function getQuotation(db: Queryable, user: SessionUser, number: string): Promise<StoredQuotation | undefined> {
  const row = await quotationRow(db, user, number);
  return row ? toStored(db, row) : undefined;
}

export async function listQuotations(db: Queryable, user: SessionUser): Promise<QuotationSummary[]> {
  const { rows } = await db.query<QuotationRow>(
    `SELECT q.*, (SELECT count(*) FROM quotation_items i WHERE i.quotation_id = q.id) AS item_count,
            (SELECT sum(i.amount) FROM quotation_items i WHERE i.quotation_id = q.id) AS vehicle_count
       FROM quotations q WHERE ($1::text IS NULL OR q.owner_id = $1) ORDER BY q.updated_at DESC, q.id DESC LIMIT 200`,
    [ownerFilter(user)],
  );
  return rows.map((r) => ({
    number: r.number,
    revision: Number(r.revision),
    opportunityName: r.opportunity_name,
    sellerName: r.seller_name,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    validUntil: isoDay(r.valid_until),
    itemCount: Number(r.item_count ?? 0),
    vehicleCount: Number(r.vehicle_count ?? 0),
    totals: { monthly: Number(r.total_monthly), contract: Number(r.total_contract) },
  }));
}

/** A failure of one phase of the save, as its code (004 quotation, 005 products, 006 related products). */
async function phase<T>(code: '004' | '005' | '006', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(500, code, codes[code]);
  }
}

/**
 * Saves a quotation in the caller's transaction: a new one, or (with
 * `baseNumber`) a new revision of a saved one, its items replaced.
 * 002 when this draft was saved already; 003 when the base does not exist
 * (or is not the caller's); 004–006 when writing a part fails.
 */
export async function saveQuotation(tx: Queryable, user: SessionUser, body: QuotationSaveBody, now: Date = new Date()): Promise<StoredQuotation> {
  const saved = await tx.query('SELECT 1 FROM quotation_drafts WHERE draft_id = $1', [body.draftId]);
  if (saved.rows.length > 0) throw new HttpError(409, '002', codes['002']);
  let base: QuotationRow | undefined;
  if (body.baseNumber !== undefined) {
    base = await quotationRow(tx, user, body.baseNumber);
    if (!base) throw new HttpError(404, '003', codes['003']);
  }
  const items = await priceItems(tx, body.items);
  const totals = quotationTotals(items);
  const validUntil = new Date(now.getTime() + QUOTATION_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);

  const id = await phase('004', async () => {
    if (base) {
      await tx.query(
        `UPDATE quotations SET revision = revision + 1, opportunity_name = $2, comments = $3, total_monthly = $4, total_contract = $5,
                valid_until = $6, updated_at = $7 WHERE id = $1`,
        [base.id, body.opportunityName.trim(), body.comments, totals.monthly, totals.contract, validUntil, now],
      );
      await tx.query('DELETE FROM quotation_items WHERE quotation_id = $1', [base.id]);
      return String(base.id);
    }
    const { rows } = await tx.query<{ id: string | number }>(
      `INSERT INTO quotations (number, owner_id, seller_id, seller_name, dealer_code, opportunity_name, comments, total_monthly, total_contract, valid_until, created_at, updated_at)
       VALUES ('pending', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [user.id, user.sellerId, user.name, user.dealerCode, body.opportunityName.trim(), body.comments, totals.monthly, totals.contract, validUntil, now],
    );
    const newId = String(rows[0]!.id);
    await tx.query('UPDATE quotations SET number = $2 WHERE id = $1', [newId, formatQuotationNumber(Number(newId))]);
    return newId;
  });
  await tx.query('INSERT INTO quotation_drafts (draft_id, quotation_id) VALUES ($1, $2)', [body.draftId, id]);
  await phase('005', async () => {
    for (const item of items) {
      await tx.query('INSERT INTO quotation_items (quotation_id, position, dealer_code, offer_id, amount, monthly, data) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        id,
        item.position,
        item.dealerCode,
        item.offerId,
        item.amount,
        item.monthly,
        JSON.stringify(item),
      ]);
    }
  });
  await phase('006', async () => {
    for (const item of items) {
      const related = [
        ['ABC', 'insulfilm', item.parts.insulfilm, item.additionals.insulfilm],
        ['PLATE', 'plateEnding', item.parts.plate, item.additionals.plateEnding !== 'Não'],
        ['ADD19', 'maintenance', item.parts.maintenance, item.additionals.maintenance],
        ['ADD20', 'insurance', item.parts.insurance, item.additionals.insurance],
      ] as const;
      for (const [code, name, value, on] of related) {
        if (!on) continue;
        await tx.query('INSERT INTO quotation_item_additionals (quotation_id, position, code, name, value) VALUES ($1, $2, $3, $4, $5)', [id, item.position, code, name, value]);
      }
    }
  });
  const row = (await tx.query<QuotationRow>(`${SELECT_QUOTATION} WHERE q.id = $1`, [id])).rows[0]!;
  return { ...(await toStored(tx, row)), draftId: body.draftId };
}
