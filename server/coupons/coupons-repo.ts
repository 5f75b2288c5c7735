/**
 * Coupons and their usages. `coupons.used_count` always equals the number of
 * `coupon_usages` rows of the coupon: both change in one transaction that
 * first locks the coupon's row (SELECT … FOR UPDATE), so concurrent counts of
 * one coupon run one after the other and never pass maxUsages or
 * maxUsagesPerCPF.
 */
import type { CouponDefinition } from '../../models/coupon/coupon';
import type { CouponUsage } from '../../models/pricing/coupon-api';
import type { Queryable } from '../db/database';

export interface StoredCoupon {
  definition: CouponDefinition;
  usedCount: number;
}

interface CouponRow {
  name: string;
  used_count: number;
  data: CouponDefinition;
}

const SELECT_COUPON = 'SELECT name, used_count, data FROM coupons';

function toCoupon(r: CouponRow): StoredCoupon {
  return { definition: { ...r.data, name: r.name }, usedCount: Number(r.used_count) };
}

/** A coupon by its name (case-insensitive) or its locavia code. */
export async function findCoupon(db: Queryable, nameOrCode: string, options: { lock?: boolean } = {}): Promise<StoredCoupon | undefined> {
  const { rows } = await db.query<CouponRow>(
    `${SELECT_COUPON} WHERE name = upper($1) OR data->>'locaviaCode' = $1 ORDER BY name LIMIT 1${options.lock ? ' FOR UPDATE' : ''}`,
    [nameOrCode],
  );
  return rows[0] ? toCoupon(rows[0]) : undefined;
}

/**
 * Every coupon each of `values` finds as `findCoupon` would (its name, case-insensitive, or its locavia
 * code), in one read: per value, the names of the coupons it finds (none, one, or more when a value is
 * one coupon's name and another's code).
 */
export async function couponsNamedBy(db: Queryable, values: readonly string[]): Promise<Map<string, StoredCoupon[]>> {
  const found = new Map<string, StoredCoupon[]>(values.map((v) => [v, []]));
  if (values.length === 0) return found;
  const { rows } = await db.query<CouponRow & { v: string }>(
    `SELECT n.v, c.name, c.used_count, c.data
       FROM unnest($1::text[]) AS n (v)
       JOIN coupons c ON c.name = upper(n.v) OR c.data->>'locaviaCode' = n.v
      ORDER BY c.name`,
    [values],
  );
  for (const r of rows) found.get(r.v)?.push(toCoupon(r));
  return found;
}

/** The coupon of this exact name, its row locked for the caller's transaction (the count of a use). */
export async function lockCoupon(tx: Queryable, name: string): Promise<StoredCoupon | undefined> {
  const { rows } = await tx.query<CouponRow>(`${SELECT_COUPON} WHERE name = $1 FOR UPDATE`, [name]);
  return rows[0] ? toCoupon(rows[0]) : undefined;
}

/** The coupon a lead used (its row in coupon_usages), if any: the coupon the proposal carries. */
export async function couponOfLead(db: Queryable, leadId: string): Promise<StoredCoupon | undefined> {
  const { rows } = await db.query<CouponRow>(
    `${SELECT_COUPON} WHERE name = (SELECT coupon_name FROM coupon_usages WHERE lead_id = $1 ORDER BY id LIMIT 1)`,
    [leadId],
  );
  return rows[0] ? toCoupon(rows[0]) : undefined;
}

export async function defaultCoupons(db: Queryable): Promise<StoredCoupon[]> {
  const { rows } = await db.query<CouponRow>(`${SELECT_COUPON} WHERE (data->>'isDefault')::boolean ORDER BY name`);
  return rows.map(toCoupon);
}

export async function usesByCpf(db: Queryable, couponName: string, cpf: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM coupon_usages WHERE coupon_name = $1 AND cpf = $2', [couponName, cpf]);
  return Number(rows[0]?.n ?? 0);
}

export async function usageOf(db: Queryable, coupon: StoredCoupon, cpf: string | null): Promise<CouponUsage> {
  return { usedCount: coupon.usedCount, usedByCpf: cpf ? await usesByCpf(db, coupon.definition.name, cpf) : null };
}

/** Records one use (the caller holds the coupon's row lock) and answers the new total. */
export async function recordUse(tx: Queryable, couponName: string, cpf: string | null): Promise<number> {
  await tx.query('INSERT INTO coupon_usages (coupon_name, cpf) VALUES ($1, $2)', [couponName, cpf]);
  const { rows } = await tx.query<{ used_count: number }>(
    'UPDATE coupons SET used_count = used_count + 1 WHERE name = $1 RETURNING used_count',
    [couponName],
  );
  return Number(rows[0]?.used_count ?? 0);
}

/** Locks the coupons named (in name order, so two clears never deadlock). */
async function lockCoupons(tx: Queryable, names: readonly string[]): Promise<void> {
  if (names.length > 0) await tx.query('SELECT name FROM coupons WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE', [names]);
}

async function recount(tx: Queryable, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await tx.query(
    'UPDATE coupons SET used_count = (SELECT count(*) FROM coupon_usages u WHERE u.coupon_name = coupons.name) WHERE name = ANY($1::text[])',
    [names],
  );
}

/** Forgets every use by a CPF, of every coupon. Answers how many uses were removed. */
export async function clearCpf(tx: Queryable, cpf: string): Promise<number> {
  const { rows } = await tx.query<{ coupon_name: string }>('SELECT DISTINCT coupon_name FROM coupon_usages WHERE cpf = $1 ORDER BY coupon_name', [cpf]);
  const names = rows.map((r) => r.coupon_name);
  await lockCoupons(tx, names);
  const deleted = await tx.query('DELETE FROM coupon_usages WHERE cpf = $1 RETURNING id', [cpf]);
  await recount(tx, names);
  return deleted.rows.length;
}

/** Forgets the uses of one coupon (of one CPF, when given). */
export async function clearCoupon(tx: Queryable, couponName: string, cpf: string | null): Promise<number> {
  await lockCoupons(tx, [couponName]);
  const deleted = cpf
    ? await tx.query('DELETE FROM coupon_usages WHERE coupon_name = $1 AND cpf = $2 RETURNING id', [couponName, cpf])
    : await tx.query('DELETE FROM coupon_usages WHERE coupon_name = $1 RETURNING id', [couponName]);
  await recount(tx, [couponName]);
  return deleted.rows.length;
}

/** Uses already made in the demo catalogue: ESGOTADO ("todos os usos já foram feitos"). */
export const demoCouponUsages: ReadonlyArray<{ coupon: string; cpf: string | null }> = [{ coupon: 'ESGOTADO', cpf: null }];

export async function seedDemoCouponUsages(tx: Queryable): Promise<void> {
  for (const u of demoCouponUsages) {
    const { rows } = await tx.query('SELECT 1 FROM coupons WHERE name = $1', [u.coupon]);
    if (rows.length > 0) await recordUse(tx, u.coupon, u.cpf);
  }
}
