/** The lead step's calls (issue 7), one registration for server/app.ts: leads, coupons, employees, files, dealers. */
import type { FastifyInstance } from 'fastify';
import { couponsRoutes } from '../coupons/coupons-routes';
import type { Database } from '../db/database';
import { dealersRoutes } from '../dealers/dealers-routes';
import { employeesRoutes } from '../employees/employees-routes';
import { filesRoutes, type FilesOptions } from '../files/files-routes';
import type { RequestLimit } from '../http/rate-limit';
import { leadsRoutes } from './leads-routes';

export function leadStepRoutes(db: Database, options: FilesOptions & { employeeCheckLimit?: RequestLimit | undefined }) {
  return async function (app: FastifyInstance) {
    await app.register(leadsRoutes(db));
    await app.register(couponsRoutes(db));
    await app.register(employeesRoutes(db, options.employeeCheckLimit));
    await app.register(dealersRoutes(db));
    await app.register(filesRoutes(db, options));
  };
}
