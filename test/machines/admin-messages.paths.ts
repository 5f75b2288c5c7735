/** The outbox chart's generated paths (shared by its test and `npm run paths`). */
import type { AdminMessage } from '../../models/quotation/fleet-quotation';
import { adminMessagesMachine, type AdminMessagesEvent, type AdminMessagesSnapshot } from '../../machines/admin-messages/admin-messages.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

const base = { kind: 'simulatorLegal', bcc: [], lastError: null, sentAt: null, attachments: [] };

/** A pending message (one failed attempt, an HTML body with a script that must not survive) and a sent one with a PDF. */
export const outbox: AdminMessage[] = [
  {
    ...base,
    id: '2',
    to: 'vendedor@flua.example',
    subject: 'Proposta Flua! para Transportes Aurora',
    status: 'pending',
    attempts: 1,
    lastError: 'connect ECONNREFUSED 127.0.0.1:5208',
    createdAt: '2026-11-24T12:00:00.000Z',
    text: 'Cotação 1: Fiat Cronos Drive Frotista',
    html: '<p>Cotação 1: <strong>Fiat Cronos</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  },
  {
    ...base,
    id: '1',
    kind: 'quotationToClient',
    to: 'cliente@horizonte.example',
    subject: 'Sua cotação Flua! COT-000001',
    status: 'sent',
    attempts: 1,
    createdAt: '2026-11-24T11:00:00.000Z',
    sentAt: '2026-11-24T11:00:02.000Z',
    text: 'Olá, Paula!',
    html: '<p>Olá, Paula!</p>',
    attachments: [{ filename: 'cotacao-COT-000001.pdf', contentType: 'application/pdf', size: 20480 }],
  },
];

/** One message a page: the two messages make two pages. */
export const OUTBOX_TEST_PAGE_SIZE = 1;

export const loadFailure = new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

export const adminMessagesPlan = planChart({
  id: 'admin-messages',
  machine: adminMessagesMachine,
  input: { pageSize: OUTBOX_TEST_PAGE_SIZE },
  events: (snap: AdminMessagesSnapshot) => {
    const out: any[] = [];
    for (const id of ['loadMessages', 'reloadMessages'] as const) {
      if (snap.children[id]) {
        out.push({ type: `xstate.done.actor.${id}`, output: outbox });
        out.push({ type: `xstate.error.actor.${id}`, error: loadFailure });
      }
    }
    const person: AdminMessagesEvent[] = [
      { type: 'messages.open', id: outbox[0]!.id },
      { type: 'messages.close' },
      { type: 'messages.reload' },
      { type: 'messages.retry' },
      { type: 'messages.filter', filters: { status: 'sent' } },
      { type: 'messages.clearFilters' },
      { type: 'messages.goToPage', page: 2 },
      { type: 'messages.goToPage', page: 1 },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
