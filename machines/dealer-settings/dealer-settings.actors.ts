/** The dealer settings screen's real actors, over services/dealer-settings.ts. */
import { fromPromise } from 'xstate';
import type { DealerSettings, DealerSettingsUpdate, NewWebhookSecret } from '../../models/lead/dealer-webhooks';
import type { Api } from '../../services/api';
import { getDealerSettings, postWebhookSecret, putDealerSettings } from '../../services/dealer-settings';

export function createDealerSettingsImplementations({ api }: { api: Api }) {
  return {
    actors: {
      loadSettings: fromPromise<DealerSettings, { code: string }>(({ input, signal }) => getDealerSettings(api, input.code, signal)),
      saveSettings: fromPromise<DealerSettings, { code: string; update: DealerSettingsUpdate }>(({ input, signal }) => putDealerSettings(api, input.code, input.update, signal)),
      rotateSecret: fromPromise<NewWebhookSecret, { code: string }>(({ input, signal }) => postWebhookSecret(api, input.code, signal)),
    },
  };
}
