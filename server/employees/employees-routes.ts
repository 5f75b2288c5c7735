/**
 * B2E employee check (spec 001 §5.2, §7 "employee/validate"): `POST
 * /api/employee/validate` {sap_id, cpf} answers `{ data: { active } }`.
 * An unknown SAP id, a CPF that is not the employee's, and an inactive
 * employee all answer `active: false`: the answer never tells which, and
 * checks are limited per client address and per SAP id (429 in pt-BR).
 */
import type { FastifyInstance } from 'fastify';
import { EmployeeValidationRequest, type EmployeeValidationAnswer } from '../../models/lead';
import { onlyDigits } from '../../models/validators';
import type { Database } from '../db/database';
import { leadLabels } from '../../models/labels/lead';
import { enforceRequestLimit, type RequestLimit } from '../http/rate-limit';
import { anyone, defineRoute } from '../http/route';
import { isActiveEmployee } from './employees-repo';

/** Checks per client address and per SAP id (default 10 in 15 minutes): the yes/no answer must not become an oracle. */
export const DEFAULT_EMPLOYEE_CHECK_LIMIT: RequestLimit = { max: 10, windowMinutes: 15 };

export function employeesRoutes(db: Database, limit: RequestLimit = DEFAULT_EMPLOYEE_CHECK_LIMIT) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/employee/validate',
      access: anyone,
      body: EmployeeValidationRequest,
      handler: async ({ body, request }): Promise<EmployeeValidationAnswer> => {
        const subjects = [`address:${request.ip ?? 'unknown'}`, `sap:${body.sap_id.trim().toUpperCase()}`];
        await enforceRequestLimit(db, 'employee-check', limit, subjects, leadLabels.api.tooManyEmployeeChecks);
        return { data: { active: await isActiveEmployee(db, body.sap_id.trim(), onlyDigits(body.cpf)) } };
      },
    });
  };
}
