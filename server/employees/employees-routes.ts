/**
 * B2E employee check (spec 001 §5.2, §7 "employee/validate"): `POST
 * /api/employee/validate` {sap_id, cpf} answers `{ data: { active } }`.
 * An unknown SAP id, a CPF that is not the employee's, and an inactive
 * employee all answer `active: false`: the answer never tells which.
 */
import type { FastifyInstance } from 'fastify';
import { EmployeeValidationRequest, type EmployeeValidationAnswer } from '../../models/lead';
import { onlyDigits } from '../../models/validators';
import type { Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';

export function employeesRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/employee/validate',
      access: anyone,
      body: EmployeeValidationRequest,
      handler: async ({ body }): Promise<EmployeeValidationAnswer> => {
        const { rows } = await db.query<{ active: boolean }>('SELECT active FROM employees WHERE sap_id = $1 AND cpf = $2', [
          body.sap_id.trim(),
          onlyDigits(body.cpf),
        ]);
        return { data: { active: rows[0]?.active === true } };
      },
    });
  };
}
