/** The partner companies' employees (B2E), and the checks made of them. */
import type { Queryable } from '../db/database';

/** Is there an active employee with this SAP id and CPF (digits)? */
export async function isActiveEmployee(db: Queryable, sapId: string, cpfDigits: string): Promise<boolean> {
  const { rows } = await db.query<{ active: boolean }>('SELECT active FROM employees WHERE sap_id = $1 AND cpf = $2', [sapId, cpfDigits]);
  return rows[0]?.active === true;
}

/*
 * The failed checks (no active employee with that SAP id and CPF), kept as `limited_requests` rows
 * (the request limits' table, server/plugins/limits.ts): one under the address, one under the SAP id and one under the SAP
 * id and the address. A check that found the employee is not kept: it counts toward no limit.
 */
const BY_ADDRESS = 'employee-check';
const SAP_FAILED = 'employee-check-failed';
const SAP_FAILED_FROM = 'employee-check-failed-from';
const fromSubject = (sapId: string, address: string) => `${sapId}|${address}`;

export interface EmployeeCheckCounts {
  /** Failed checks from the address in the window. */
  byAddress: number;
  /** Checks of the SAP id that were not an active employee, from any address, in the window. */
  sapFailures: number;
  /** Of those, the ones from this address. */
  sapFailuresFromAddress: number;
}

export async function employeeCheckCounts(db: Queryable, sapId: string, address: string, windowMinutes: number): Promise<EmployeeCheckCounts> {
  const { rows } = await db.query<{ by_address: string | number; sap_failures: string | number; mine: string | number }>(
    `SELECT
       (SELECT count(*) FROM limited_requests WHERE bucket = $1 AND subject = $4 AND requested_at > now() - make_interval(mins => $7)) AS by_address,
       (SELECT count(*) FROM limited_requests WHERE bucket = $2 AND subject = $5 AND requested_at > now() - make_interval(mins => $7)) AS sap_failures,
       (SELECT count(*) FROM limited_requests WHERE bucket = $3 AND subject = $6 AND requested_at > now() - make_interval(mins => $7)) AS mine`,
    [BY_ADDRESS, SAP_FAILED, SAP_FAILED_FROM, `address:${address}`, sapId, fromSubject(sapId, address), windowMinutes],
  );
  const r = rows[0];
  return { byAddress: Number(r?.by_address ?? 0), sapFailures: Number(r?.sap_failures ?? 0), sapFailuresFromAddress: Number(r?.mine ?? 0) };
}

export async function recordEmployeeCheckFailure(db: Queryable, sapId: string, address: string): Promise<void> {
  await db.query(
    `INSERT INTO limited_requests (bucket, subject)
     SELECT * FROM unnest($1::text[], $2::text[])`,
    [
      [BY_ADDRESS, SAP_FAILED, SAP_FAILED_FROM],
      [`address:${address}`, sapId, fromSubject(sapId, address)],
    ],
  );
}

/** Removes the checks older than a day (the scheduled clean-up): no limit looks further back. */
export async function removeOldEmployeeChecks(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    "DELETE FROM limited_requests WHERE bucket = ANY($1::text[]) AND requested_at < $2::timestamptz - interval '1 day' RETURNING id",
    [[BY_ADDRESS, SAP_FAILED, SAP_FAILED_FROM], now.toISOString()],
  );
  return rows.length;
}
