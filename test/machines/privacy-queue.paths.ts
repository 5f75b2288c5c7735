/** The privacy queue chart's generated paths (shared by its test and `npm run paths`). */
import { privacyQueueMachine, type PrivacyQueueEvent, type PrivacyQueueSnapshot } from '../../machines/privacy-queue/privacy-queue.machine';
import type { PrivacyQueueItem } from '../../models/privacy/privacy-requests';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

export const NOW = '2026-11-24T12:00:00.000Z';
export const NOTE = 'Telefone corrigido no cadastro.';
export const NEW_PHONE = '(11) 98765-4321';

/** An overdue correction (open past its due date) and an answered access request. */
export const queueItems: PrivacyQueueItem[] = [
  {
    protocol: 'LGPD-2026-000003',
    kind: 'correction',
    status: 'open',
    details: 'Meu telefone mudou.',
    answer: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    dueAt: '2026-11-16T12:00:00.000Z',
    closedAt: null,
    document: '52998224725',
    email: 'maria.silva@example.com',
  },
  {
    protocol: 'LGPD-2026-000004',
    kind: 'access',
    status: 'done',
    details: null,
    answer: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    dueAt: '2026-12-05T12:00:00.000Z',
    closedAt: '2026-11-20T12:00:00.000Z',
    document: '52998224725',
    email: 'maria.silva@example.com',
  },
];
export const corrected: PrivacyQueueItem = { ...queueItems[0]!, status: 'done', answer: NOTE, closedAt: NOW };

export const queueFailure = new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

const serializeState = (s: PrivacyQueueSnapshot) =>
  JSON.stringify({
    value: s.value,
    note: s.context.note !== '',
    corrected: !!s.context.corrections.phone,
    tried: s.context.tried,
    chosen: s.context.protocol,
    open: s.context.items.filter((i) => i.status === 'open').length,
  });

export const privacyQueuePlan = planChart({
  id: 'privacy-queue',
  machine: privacyQueueMachine,
  serializeState,
  distinguishCandidates: true,
  events: (snap: PrivacyQueueSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadQueue) out.push({ type: 'xstate.done.actor.loadQueue', output: { now: NOW, items: queueItems } }, { type: 'xstate.error.actor.loadQueue', error: queueFailure });
    if (snap.children.act) out.push({ type: 'xstate.done.actor.act', output: corrected }, { type: 'xstate.error.actor.act', error: queueFailure });
    const person: PrivacyQueueEvent[] = [
      { type: 'queue.choose', protocol: queueItems[0]!.protocol, action: 'correct' },
      { type: 'queue.note', note: NOTE },
      { type: 'queue.correct', field: 'phone', value: NEW_PHONE },
      { type: 'queue.confirm' },
      { type: 'queue.cancel' },
      { type: 'queue.retry' },
    ];
    const typed = (e: PrivacyQueueEvent) => (e.type === 'queue.note' && !!snap.context.note) || (e.type === 'queue.correct' && !!snap.context.corrections.phone);
    return [...out, ...person.filter((e) => !typed(e) && snap.can(e))];
  },
});
