/**
 * The admin's calls for a dealer's settings (`/admin/concessionarias`, offer
 * admins only; models/lead/dealer-webhooks.ts):
 *
 * - `GET /api/admin/dealers/{code}/settings`: the response time, the webhook
 *   URL, when the secret was made (never the secret) and the last deliveries;
 * - `PUT` the same: the response time (1–120) and the URL (https, or null);
 * - `POST /api/admin/dealers/{code}/webhook-secret`: a new signing secret,
 *   answered this once; the old one stops at once.
 *
 * An unknown dealer answers 404 in pt-BR; a bad value 400 with its field.
 */
import type { FastifyInstance } from 'fastify';
import { OFFER_ADMIN } from '../../models/account/auth';
import { DealerCodeParams, DealerSettingsUpdate, dealerSettingsPaths, type DealerSettings, type NewWebhookSecret } from '../../models/lead/dealer-webhooks';
import { dealerSettingsLabels } from '../../models/labels/dealer-settings';
import type { Database } from '../db/database';
import { HttpError, defineRoute, role } from '../http/route';
import { findDealerSettings, rotateWebhookSecret, saveDealerSettings } from './dealer-events';

const dealerNotFound = () => new HttpError(404, 'dealer_not_found', dealerSettingsLabels.errors.dealerNotFound);

export function dealerSettingsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    const answer = async (code: string): Promise<DealerSettings> => {
      const settings = await findDealerSettings(db, code);
      if (!settings) throw dealerNotFound();
      return settings;
    };

    defineRoute(app, {
      method: 'GET',
      url: dealerSettingsPaths.settings,
      access: role(OFFER_ADMIN),
      params: DealerCodeParams,
      handler: async ({ params }) => answer(params.code),
    });

    defineRoute(app, {
      method: 'PUT',
      url: dealerSettingsPaths.settings,
      access: role(OFFER_ADMIN),
      params: DealerCodeParams,
      body: DealerSettingsUpdate,
      handler: async ({ params, body }) => {
        if (!(await saveDealerSettings(db, params.code, body))) throw dealerNotFound();
        return answer(params.code);
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: dealerSettingsPaths.secret,
      access: role(OFFER_ADMIN),
      params: DealerCodeParams,
      handler: async ({ params, reply }): Promise<NewWebhookSecret> => {
        const made = await rotateWebhookSecret(db, params.code);
        if (!made) throw dealerNotFound();
        // A secret is never kept by a cache.
        reply.header('cache-control', 'no-store');
        return made;
      },
    });
  };
}
