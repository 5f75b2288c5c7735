/** The dealer settings chart's generated paths (shared by its test and `npm run paths`). */
import { dealerSettingsMachine, type DealerSettingsEvent, type DealerSettingsSnapshot } from '../../machines/dealer-settings/dealer-settings.machine';
import type { DealerSettings, NewWebhookSecret } from '../../models/lead/dealer-webhooks';
import { dealerSettingsLabels } from '../../models/labels/dealer-settings';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

export const CODE = '10101';
export const WEBHOOK_URL = 'https://sistema.paulista.example/flua';
export const INVALID_HOURS = '0';
export const NEW_HOURS = '8';

/** A dealer nobody configured yet: the default 4 hours, no webhook, no secret, no deliveries. */
export const newDealer: DealerSettings = { code: CODE, name: 'Paulista Motores', responseHours: 4, webhookUrl: null, secretCreatedAt: null, deliveries: [] };
export const savedDealer: DealerSettings = { ...newDealer, responseHours: Number(NEW_HOURS), webhookUrl: WEBHOOK_URL };
export const madeSecret: NewWebhookSecret = { secret: 'whsec_k3yM4d3F0rTh1sT3stOnlyAbCdEfGhIjKlMnOpQrSt', createdAt: '2026-11-24T12:00:00.000Z' };

export const notFound = new ApiCallError(dealerSettingsLabels.errors.dealerNotFound, 404, 'dealer_not_found');
export const callFailure = new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

const serializeState = (s: DealerSettingsSnapshot) =>
  JSON.stringify({
    value: s.value,
    code: s.context.code !== '',
    form: s.context.form,
    tried: s.context.tried,
    saved: s.context.saved,
    secretShown: s.context.secret !== null,
    hasSecret: s.context.dealer?.secretCreatedAt != null,
    loadError: s.context.loadError,
  });

/** The next value a person types in the hours field: an invalid one first, then a good one. */
function nextHours(hours: string): string | null {
  if (hours === INVALID_HOURS) return NEW_HOURS;
  if (hours === NEW_HOURS) return null;
  return INVALID_HOURS;
}

export const dealerSettingsPlan = planChart({
  id: 'dealer-settings',
  machine: dealerSettingsMachine,
  serializeState,
  distinguishCandidates: true,
  events: (snap: DealerSettingsSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadSettings) out.push({ type: 'xstate.done.actor.loadSettings', output: newDealer }, { type: 'xstate.error.actor.loadSettings', error: notFound });
    if (snap.children.saveSettings) out.push({ type: 'xstate.done.actor.saveSettings', output: savedDealer }, { type: 'xstate.error.actor.saveSettings', error: callFailure });
    if (snap.children.rotateSecret) out.push({ type: 'xstate.done.actor.rotateSecret', output: madeSecret }, { type: 'xstate.error.actor.rotateSecret', error: callFailure });
    const person: DealerSettingsEvent[] = [{ type: 'dealer.open' }, { type: 'settings.save' }, { type: 'secret.rotate' }, { type: 'secret.confirm' }, { type: 'secret.cancel' }];
    // The code typed at first, or typed again after it failed to open.
    if (snap.context.code === '' || snap.matches('loadFailed')) person.push({ type: 'dealer.type', code: CODE });
    const hours = nextHours(snap.context.form.responseHours);
    if (hours !== null) person.push({ type: 'settings.hours', value: hours });
    if (snap.context.form.webhookUrl === '') person.push({ type: 'settings.url', value: WEBHOOK_URL });
    // The rotation's confirmation is a modal dialog: nothing behind it can be clicked.
    if (!snap.matches({ ready: 'confirmingRotation' })) person.push({ type: 'dealer.change' });
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
