/**
 * B2E employee check (spec 001 §5.2, §7 "employee/validate"): `POST
 * /api/employee/validate` {sap_id, cpf} answers `{ data: { active } }`.
 * An unknown SAP id, a CPF that is not the employee's, and an inactive
 * employee all answer `active: false`: the answer never tells which.
 *
 * Limits (429 in pt-BR; a refused check checks nothing and writes nothing).
 * Only failed lookups count: a check that finds the active employee is never
 * recorded, so an employee who sends the form again and again, or mistyped
 * a few times before getting it right, is still answered.
 * - per client address: `max` failed checks in the window;
 * - per SAP id: once `max` checks naming it failed in the window, the
 *   addresses those failures came from wait for the window to pass. An
 *   address that has not guessed wrong (the employee's own) is not held, so
 *   guessing CPFs for somebody's SAP id does not block that person.
 * The counts and the record of a check happen in one transaction under
 * advisory locks of the SAP id and the address, so parallel checks count
 * against each other in every process. A B2E lead's own check of its
 * employee (server/leads/leads-routes.ts) goes through the same limits.
 */
import type { FastifyInstance } from 'fastify';
import { EmployeeValidationRequest, type EmployeeValidationAnswer } from '../../models/lead/lead';
import { onlyDigits } from '../../models/common/validators';
import type { Database } from '../db/database';
import { leadLabels } from '../../models/labels/lead';
import { TooManyRequests, type RequestLimit } from '../http/rate-limit';
import { anyone, defineRoute } from '../http/route';
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

export function employeesRoutes(db: Database, limit: RequestLimit = DEFAULT_EMPLOYEE_CHECK_LIMIT) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/employee/validate',
      access: anyone,
      body: EmployeeValidationRequest,
      handler: async ({ body, request }): Promise<EmployeeValidationAnswer> => {
        const active = await checkEmployee(db, limit, { sapId: body.sap_id, cpf: body.cpf, address: request.ip ?? 'unknown' });
        return { data: { active } };
      },
    });
  };
}
