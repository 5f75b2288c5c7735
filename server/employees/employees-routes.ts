/**
 * B2E employee check (spec 001 §5.2, §7 "employee/validate"): `POST
 * /api/employee/validate` {sap_id, cpf} answers `{ data: { active } }`.
 * An unknown SAP id, a CPF that is not the employee's, and an inactive
 * employee all answer `active: false`: the answer never tells which.
 *
 * Limits (429 in pt-BR; a refused check checks nothing and writes nothing):
 * - per client address: `max` checks in the window;
 * - per SAP id: once `max` checks naming it failed in the window, the
 *   addresses those failures came from wait for the window to pass. An
 *   address that has not guessed wrong (the employee's own) is not held, so
 *   guessing CPFs for somebody's SAP id does not block that person.
 * The counts and the record of a check happen in one transaction under
 * advisory locks of the SAP id and the address, so parallel checks count
 * against each other in every process.
 */
import type { FastifyInstance } from 'fastify';
import { EmployeeValidationRequest, type EmployeeValidationAnswer } from '../../models/lead';
import { onlyDigits } from '../../models/validators';
import type { Database } from '../db/database';
import { leadLabels } from '../../models/labels/lead';
import { TooManyRequests, type RequestLimit } from '../http/rate-limit';
import { anyone, defineRoute } from '../http/route';
import { employeeCheckCounts, isActiveEmployee, recordEmployeeCheck } from './employees-repo';

/** Checks per client address, and failed checks per SAP id (default 10 in 15 minutes): the yes/no answer must not become an oracle. */
export const DEFAULT_EMPLOYEE_CHECK_LIMIT: RequestLimit = { max: 10, windowMinutes: 15 };

export function employeesRoutes(db: Database, limit: RequestLimit = DEFAULT_EMPLOYEE_CHECK_LIMIT) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/employee/validate',
      access: anyone,
      body: EmployeeValidationRequest,
      handler: async ({ body, request }): Promise<EmployeeValidationAnswer> => {
        const sapId = body.sap_id.trim();
        const sapKey = sapId.toUpperCase();
        const address = request.ip ?? 'unknown';
        const active = await db.transaction(async (tx) => {
          // Always the SAP id's lock first, then the address's: two checks never wait on each other in a circle.
          await tx.query("SELECT pg_advisory_xact_lock(hashtext('employee-sap:' || $1))", [sapKey]);
          await tx.query("SELECT pg_advisory_xact_lock(hashtext('employee-address:' || $1))", [address]);
          const counts = await employeeCheckCounts(tx, sapKey, address, limit.windowMinutes);
          const held = counts.byAddress >= limit.max || (counts.sapFailures >= limit.max && counts.sapFailuresFromAddress > 0);
          if (held) throw new TooManyRequests(leadLabels.api.tooManyEmployeeChecks(limit.windowMinutes), limit.windowMinutes * 60);
          const answer = await isActiveEmployee(tx, sapId, onlyDigits(body.cpf));
          await recordEmployeeCheck(tx, sapKey, address, answer);
          return answer;
        });
        return { data: { active } };
      },
    });
  };
}
