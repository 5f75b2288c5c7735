/**
 * The profile simulator quiz (spec 000 §2 "Profile simulator", §3):
 * `GET /api/profile-simulator` answers its questions and results, for
 * anyone. Each result's HTML text is sanitised before it is served (and
 * again in the browser before it is shown).
 */
import type { FastifyInstance } from 'fastify';
import type { ProfileSimulator } from '../../models/showcase/profile-simulator';
import { sanitiseHtml } from '../content/sanitise-html';
import type { Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';
import { findProfileSimulator } from './profile-simulator-repo';

export function profileSimulatorRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/profile-simulator',
      access: anyone,
      handler: async (): Promise<ProfileSimulator> => {
        const quiz = await findProfileSimulator(db);
        return { ...quiz, results: quiz.results.map((r) => ({ ...r, resultText: sanitiseHtml(r.resultText) })) };
      },
    });
  };
}
