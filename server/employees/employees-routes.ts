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
import type { Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import { DEFAULT_EMPLOYEE_CHECK_LIMIT, checkEmployee } from './employee-check';

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
