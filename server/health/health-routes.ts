/** `GET /api/health`: the process answers and its database too. */
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../models/api';
import { checkDatabase, type Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';

export function healthRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/health',
      access: anyone,
      handler: async (): Promise<HealthResponse> => {
        await checkDatabase(db);
        return { status: 'ok', database: db.kind };
      },
    });
  };
}
