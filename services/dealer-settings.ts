/** The admin's calls for a dealer's settings (models/lead/dealer-webhooks.ts). */
import { dealerSettingsUrl, webhookSecretUrl, type DealerSettings, type DealerSettingsUpdate, type NewWebhookSecret } from '../models/lead/dealer-webhooks';
import type { Api } from './api';
import { withSignal } from './http';

export function getDealerSettings(api: Api, code: string, signal?: AbortSignal): Promise<DealerSettings> {
  return api.http.url(dealerSettingsUrl(code)).options(withSignal(signal)).get().json();
}

export function putDealerSettings(api: Api, code: string, update: DealerSettingsUpdate, signal?: AbortSignal): Promise<DealerSettings> {
  return api.http.url(dealerSettingsUrl(code)).options(withSignal(signal)).put(update).json();
}

export function postWebhookSecret(api: Api, code: string, signal?: AbortSignal): Promise<NewWebhookSecret> {
  return api.http.url(webhookSecretUrl(code)).options(withSignal(signal)).post().json();
}
