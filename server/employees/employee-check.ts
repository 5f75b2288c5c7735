/**
 * The B2E employee check under its limits, shared by `POST
 * /api/employee/validate` (employees-routes.ts) and a B2E lead's check of
 * its employee (server/leads/leads-routes.ts).
 */
import { leadLabels } from '../../models/labels/lead';
import { onlyDigits } from '../../models/common/validators';
import type { Database } from '../db/database';
import { TooManyRequests } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import { employeeCheckCounts, isActiveEmployee, recordEmployeeCheckFailure } from './employees-repo';

/** Failed checks per client address and per SAP id (default 10 in 15 minutes): the yes/no answer must not become an oracle. */
export const DEFAULT_EMPLOYEE_CHECK_LIMIT: RequestLimit = { max: 10, windowMinutes: 15 };

/**
 * Is this SAP id and CPF an active employee? Under the check's limits (429 when held: nothing checked,
 * nothing written), in one transaction under advisory locks of the SAP id and the address. A check that
 * finds no active employee is recorded (it counts toward the SAP id's and the address's holds); one that
 * finds one is not, so checking the right employee never uses up anybody's checks.
 */
export async function checkEmployee(
  db: Database,
  limit: RequestLimit,
  check: { sapId: string; cpf: string; address: string },
): Promise<boolean> {
  const sapId = check.sapId.trim();
  const sapKey = sapId.toUpperCase();
  return db.transaction(async (tx) => {
    // Always the SAP id's lock first, then the address's: two checks never wait on each other in a circle.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('employee-sap:' || $1))", [sapKey]);
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('employee-address:' || $1))", [check.address]);
    const counts = await employeeCheckCounts(tx, sapKey, check.address, limit.windowMinutes);
    const held = counts.byAddress >= limit.max || (counts.sapFailures >= limit.max && counts.sapFailuresFromAddress > 0);
    if (held) throw new TooManyRequests(leadLabels.api.tooManyEmployeeChecks(limit.windowMinutes), limit.windowMinutes * 60);
    const answer = await isActiveEmployee(tx, sapId, onlyDigits(check.cpf));
    if (!answer) await recordEmployeeCheckFailure(tx, sapKey, check.address);
    return answer;
  });
}
