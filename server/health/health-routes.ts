/**
 * Health, for load balancers and orchestrators:
 * - `GET /api/health/live`: the process runs and answers (never looks at the database), so a
 *   database restart does not get the process killed;
 * - `GET /api/health/ready`: the database answers too; 503 in pt-BR while it is away, so traffic
 *   goes elsewhere until it is back;
 * - `GET /api/health`: as ready, the long-standing address.
 */
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../models/showcase/api';
import { checkDatabase, type Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';

export function healthRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    const ready = async (): Promise<HealthResponse> => {
      // A database that does not answer throws; server/http/errors.ts answers 503 (database_unavailable).
      await checkDatabase(db);
      return { status: 'ok', database: db.kind };
    };
    defineRoute(app, { method: 'GET', url: '/api/health', access: anyone, handler: ready });
    defineRoute(app, { method: 'GET', url: '/api/health/ready', access: anyone, handler: ready });
    defineRoute(app, {
      method: 'GET',
      url: '/api/health/live',
      access: anyone,
      handler: async (): Promise<{ status: 'ok' }> => ({ status: 'ok' }),
    });
  };
}
