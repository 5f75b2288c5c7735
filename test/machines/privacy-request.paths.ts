/** The privacy requests chart's generated paths, one plan per way in (shared by its test and `npm run paths`). */
import { privacyRequestMachine, type PrivacyRequestEvent, type PrivacyRequestInput, type PrivacyRequestSnapshot } from '../../machines/privacy-request/privacy-request.machine';
import type { PrivacyRequestCreated, PrivacyRequestView } from '../../models/privacy/privacy-requests';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

export const TOKEN = 'link-token-0123456789abcdef';
export const VALID_CPF = '529.982.247-25';
export const VALID_EMAIL = 'maria.silva@example.com';
export const DETAILS = 'Meu telefone mudou.';

export const earlier: PrivacyRequestView = {
  protocol: 'LGPD-2026-000007',
  kind: 'correction',
  status: 'done',
  details: DETAILS,
  answer: 'Telefone corrigido.',
  createdAt: '2026-11-01T12:00:00.000Z',
  dueAt: '2026-11-16T12:00:00.000Z',
  closedAt: '2026-11-03T12:00:00.000Z',
};

export const answered: PrivacyRequestCreated = {
  request: { protocol: 'LGPD-2026-000008', kind: 'access', status: 'done', details: null, answer: null, createdAt: '2026-11-24T12:00:00.000Z', dueAt: '2026-12-09T12:00:00.000Z', closedAt: '2026-11-24T12:00:00.000Z' },
  export: { generatedAt: '2026-11-24T12:00:00.000Z', cpf: '52998224725', email: VALID_EMAIL, tables: { leads: [{ id: 'lead-1' }] } },
  pdfBase64: btoa('%PDF-1.4'),
  archiveBase64: btoa('PK\u0005\u0006'),
};

export const failure = new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

const inputs: Record<string, PrivacyRequestInput> = {
  visitor: { token: null, signedIn: false, emailVerified: false },
  account: { token: null, signedIn: true, emailVerified: true },
  link: { token: TOKEN, signedIn: false, emailVerified: false },
  unverified: { token: null, signedIn: true, emailVerified: false },
};

const serializeState = (s: PrivacyRequestSnapshot) =>
  JSON.stringify({ value: s.value, kind: s.context.kind, details: s.context.details !== '', tried: s.context.tried, cpf: s.context.cpf !== '', email: s.context.email !== '', n: s.context.requests.length });

function events(snap: PrivacyRequestSnapshot) {
  const out: any[] = [];
  const outputs = { loadRequests: [earlier], sendRequest: answered, sendLink: undefined } as const;
  for (const id of ['loadRequests', 'sendRequest', 'sendLink'] as const) {
    if (snap.children[id]) {
      out.push({ type: `xstate.done.actor.${id}`, output: outputs[id] });
      out.push({ type: `xstate.error.actor.${id}`, error: failure });
    }
  }
  const person: PrivacyRequestEvent[] = [
    { type: 'request.choose', kind: 'access' },
    { type: 'request.choose', kind: 'correction' },
    { type: 'request.choose', kind: 'anonymisation' },
    { type: 'request.describe', details: DETAILS },
    { type: 'request.submit', key: 'request-key' },
    { type: 'request.confirm', key: 'request-key' },
    { type: 'request.cancel' },
    { type: 'request.retry' },
    { type: 'request.edit' },
    { type: 'request.again' },
    { type: 'requests.retry' },
    { type: 'link.cpf', value: VALID_CPF },
    { type: 'link.email', value: VALID_EMAIL },
    { type: 'link.submit' },
    { type: 'link.retry' },
    { type: 'link.again' },
  ];
  // Typing is tried once per field (the value does not change the graph beyond "typed").
  const typed = person.filter((e) => !(e.type === 'link.cpf' && snap.context.cpf) && !(e.type === 'link.email' && snap.context.email) && !(e.type === 'request.choose' && snap.context.kind) && !(e.type === 'request.describe' && snap.context.details && !snap.matches('failure')));
  return [...out, ...typed.filter((e) => snap.can(e))];
}

export const privacyRequestPlans = Object.entries(inputs).map(
  ([name, input]) => [planChart({ id: `privacy-request-${name}`, machine: privacyRequestMachine, input, events, serializeState, distinguishCandidates: true }), input] as const,
);
