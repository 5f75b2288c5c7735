/**
 * Generated paths of the seller's lead page (`/vendedor/leads/{id}`), run
 * against its real view: loading, failure and retry; the whole lead
 * (customer, offer and items, consents, documents, timeline, versions); the
 * status dialog (the table's next statuses, the note required for a
 * cancellation, confirm, cancel, the server's refusal, the moved status in
 * the timeline); 'Editar proposta' (making, failed, the link shown with its
 * expiry, copied or not).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formatDateTime } from '../../models/common/format';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { leadVersionLabels } from '../../models/labels/lead-version';
import type { SellerEditLink } from '../../models/lead/lead-authorization';
import { formatDocument, isEditableBySeller, type SellerLeadDetail } from '../../models/lead/lead-desk';
import { isNoteRequired, leadStatusLabel, nextStatuses, type LeadStatusAnswer } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
import { SELLER_PATHS } from '../../models/app/pages';
import { sellerLeadMachine, type MoveStatusInput, type SellerLeadSnapshot } from '../../machines/seller-lead/seller-lead.machine';
import { ApiCallError } from '../../services/http';
import { SellerLeadView } from '../../ui/seller/seller-lead';
import { createSellerLeadImplementations } from '../../machines/seller-lead/seller-lead.actors';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { LEAD_ID, sellerLeadDetail, sellerLeadPlan } from './seller-lead.paths';
import { pressable } from '../support/radix-dom';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = leadDeskLabels.lead;
const user = userEvent.setup();
/** The modal dialog hides the page from assistive queries; the page is still there to look at. */
const page = { hidden: true } as const;

function renderLead() {
  const load = deferredActor<SellerLeadDetail, { leadId: string }>();
  const move = deferredActor<LeadStatusAnswer, MoveStatusInput>();
  const link = deferredActor<SellerEditLink, { leadId: string }>();
  const copy = deferredActor<void, { text: string }>();
  const actor = createActor(
    sellerLeadMachine.provide({ actors: { loadLead: load.logic, moveStatus: move.logic, makeEditLink: link.logic, copyText: copy.logic } }),
    { input: { leadId: LEAD_ID } },
  ).start();
  render(<SellerLeadView actor={actor} onNavigate={() => undefined} />);
  return { load, move, link, copy, actor };
}

function expectLead(snap: SellerLeadSnapshot) {
  const lead = snap.context.lead!;
  const s = lead.summary;
  expect(screen.getByRole('heading', { level: 1, ...page }).textContent).toBe(s.name);
  expect(screen.getByTestId('lead-status').textContent).toBe(leadStatusLabel(s.status));
  const customer = screen.getByRole('region', { name: t.customerTitle, ...page });
  expect(customer.textContent).toContain(formatDocument(s.document));
  expect(customer.textContent).toContain(s.email);
  // The phone as people write it, not the bare digits.
  expect(within(customer).getByTestId('lead-phone').textContent).toBe('(11) 98765-4321');
  // Not a B2E lead: no employee link.
  expect(customer.textContent).not.toContain(t.b2e.sapId);
  // The proposal's summary, as the customer downloads it.
  const pdf = screen.getByRole('link', { name: t.summaryPdf, ...page });
  expect(pdf.getAttribute('href')).toBe(`/api/v2/timeline/rental/${s.id}/summary.pdf`);
  expect(pdf.getAttribute('download')).toMatch(/^resumo-proposta-.+\.pdf$/);
  // WhatsApp was asked for, but its consent is withdrawn: no longer a way to contact.
  expect(customer.textContent).toContain(`${t.contactTitle}${t.contact.phone}`);
  expect(customer.textContent).not.toContain(t.contact.whatsapp);
  const offer = screen.getByRole('region', { name: t.offerTitle, ...page });
  expect(offer.textContent).toContain(s.title);
  expect(offer.textContent).toContain(formatBRL(s.monthlyPrice!));
  expect(offer.textContent).toContain(`Final de placa (${t.plateNumber(7)})`);
  const consents = screen.getByRole('region', { name: t.consentsTitle, ...page });
  // Passing the lead to the dealer is no consent: the page says its legal basis.
  expect(consents.textContent).toContain(t.dealerSharingBasis.preliminary_procedures);
  expect(consents.textContent).toContain(`${t.consent.email}${t.refused}`);
  // A consent the customer withdrew in the privacy centre says since when.
  expect(consents.textContent).toContain(`${t.consent.whatsapp}${t.refused} (${t.withdrawnOn('22/11/2026')})`);
  const documents = screen.getByRole('region', { name: t.documentsTitle, ...page });
  expect(within(documents).getByRole('link', { name: t.download('holerite.pdf'), ...page }).getAttribute('href')).toBe(lead.documents[0]!.href);
  const steps = within(screen.getByTestId('lead-timeline')).getAllByRole('listitem', page);
  expect(steps).toHaveLength(lead.timeline.length);
  lead.timeline.forEach((e, i) => {
    expect(steps[i]!.textContent).toContain(leadStatusLabel(e.status));
    expect(steps[i]!.textContent).toContain(formatDateTime(e.at));
    if (e.note) expect(steps[i]!.textContent).toContain(e.note);
  });
  expect(steps.at(-1)!.getAttribute('aria-current')).toBe('step');
  // The versions, newest first, with who made each, the one that waits for the customer and each change old → new.
  const versions = within(screen.getByRole('region', { name: t.versionsTitle, ...page })).getAllByTestId('lead-version');
  expect(versions.map((li) => li.firstElementChild!.textContent)).toEqual([
    `Versão 2${formatDateTime('2026-11-21T09:30:00.000Z')} · por Rafael Teixeira Lima (Vendedor)${leadDeskLabels.desk.awaitingAcceptance}`,
    `Versão 1${formatDateTime('2026-11-20T13:00:00.000Z')} · por Helena Duarte Rocha (Cliente)`,
  ]);
  expect(within(versions[0]!).getAllByRole('listitem', page).map((li) => li.textContent)).toEqual([
    'PlanoAntes: 24 meses→Depois: 36 meses',
    'MensalidadeAntes: R$ 1.999,90→Depois: R$ 1.899,90 (o cliente paga menos)',
    'Total do contratoAntes: R$ 47.997,60→Depois: R$ 68.396,40 (o cliente paga mais)',
  ]);
  expect(versions[0]!.querySelectorAll('del, ins')).toHaveLength(6);
  expect(versions[1]!.textContent).toContain(leadVersionLabels.first);
  expect(screen.getByTestId('lead-awaiting').textContent).toBe(`${leadDeskLabels.desk.awaitingAcceptance} · ${t.awaitingVersion(2)}`);
  expect(screen.getByRole('link', { name: t.back, ...page }).getAttribute('href')).toBe(SELLER_PATHS.leads);
  const moveButton = screen.queryByRole<HTMLButtonElement>('button', { name: t.moveStatus, ...page });
  if (nextStatuses(s.status, 'seller').length === 0) {
    expect(moveButton).toBeNull();
    expect(screen.getByText(t.finalStatus)).toBeTruthy();
  } else expect(moveButton!.disabled).toBe(!snap.can({ type: 'status.open' }));
  if (snap.context.movedMessage) expect(screen.getByText(snap.context.movedMessage).getAttribute('role')).toBe('status');
  else expect(screen.queryByText(/^Situação alterada/)).toBeNull();
}

function expectLinkPanel(snap: SellerLeadSnapshot) {
  const panel = screen.getByRole('region', { name: t.editTitle, ...page });
  const name = snap.matches({ ready: { link: 'making' } }) ? t.makingLink : snap.context.link ? t.newLink : t.makeLink;
  const make = within(panel).getByRole<HTMLButtonElement>('button', { name, ...page });
  expect(make.disabled).toBe(!snap.can({ type: 'editLink.make' }));
  expect(panel.textContent).toContain(isEditableBySeller(snap.context.lead!.summary) ? t.editIntro : t.notEditable);
}

function expectLinkShown(snap: SellerLeadSnapshot, copying: boolean) {
  const box = screen.getByTestId('edit-link');
  const link = snap.context.link!;
  const href = new URL(link.href, window.location.origin).href;
  expect(within(box).getByLabelText<HTMLInputElement>(t.linkLabel).value).toBe(href);
  expect(box.textContent).toContain(t.linkExpires(formatDateTime(link.expiresAt)));
  expect(within(box).getByRole('link', { name: t.openLink, ...page }).getAttribute('href')).toBe(href);
  const copy = within(box).getByRole<HTMLButtonElement>('button', { name: copying ? t.copying : t.copyLink, ...page });
  expect(copy.disabled).toBe(!snap.can({ type: 'editLink.copy' }));
  const said = snap.context.copy === 'copied' ? t.copied : snap.context.copy === 'failed' ? t.copyFailed : '';
  expect(within(box).getByRole('status', page).textContent).toBe(said);
}

function expectDialog(snap: SellerLeadSnapshot, moving: boolean) {
  const dialog = screen.getByRole('dialog', { name: t.dialogTitle });
  const status = snap.context.lead!.summary.status;
  const radios = within(dialog).getAllByRole<HTMLInputElement>('radio');
  expect(radios.map((r) => r.value)).toEqual(nextStatuses(status, 'seller'));
  for (const r of radios) {
    expect(r.checked).toBe(r.value === snap.context.move.to);
    expect(r.disabled).toBe(moving);
  }
  const required = snap.context.move.to !== null && isNoteRequired(status, snap.context.move.to, 'seller');
  const note = within(dialog).getByLabelText<HTMLTextAreaElement>(required ? t.noteRequired : t.note);
  expect(note.value).toBe(snap.context.move.note);
  expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: moving ? t.moving : t.confirm }).disabled).toBe(!snap.can({ type: 'status.confirm', key: '' }));
  expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: t.cancel }).disabled).toBe(!snap.can({ type: 'status.cancel' }));
  const alert = within(dialog).queryByRole('alert');
  expect(alert?.textContent ?? null).toBe(snap.context.move.error);
}

const stateAssertions = {
  loading: async () => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('lead-timeline')).toBeNull();
  },
  failed: async (snap: SellerLeadSnapshot) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(!snap.can({ type: 'lead.retry' }));
    expect(screen.queryByTestId('lead-timeline')).toBeNull();
  },
  ready: async (snap: SellerLeadSnapshot) => {
    expect(screen.queryByText(t.loading)).toBeNull();
    expectLead(snap);
    expectLinkPanel(snap);
  },
  'ready.status.idle': () => {
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'ready.status.choosing': (snap: SellerLeadSnapshot) => expectDialog(snap, false),
  'ready.status.moving': (snap: SellerLeadSnapshot) => expectDialog(snap, true),
  'ready.link.idle': () => {
    expect(screen.queryByTestId('edit-link')).toBeNull();
    expect(screen.queryByText(t.linkFailed)).toBeNull();
  },
  'ready.link.making': () => {
    expect(screen.queryByTestId('edit-link')).toBeNull();
  },
  'ready.link.shown': (snap: SellerLeadSnapshot) => expectLinkShown(snap, false),
  'ready.link.copying': (snap: SellerLeadSnapshot) => expectLinkShown(snap, true),
  'ready.link.failed': (snap: SellerLeadSnapshot) => {
    expect(screen.getByText(snap.context.linkError!)).toBeTruthy();
    expect(screen.queryByTestId('edit-link')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderLead>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadLead': async (step) => act(async () => (await h.load.latest()).resolve(step.event.output as SellerLeadDetail)),
    'xstate.error.actor.loadLead': async () => act(async () => (await h.load.latest()).reject(new ApiCallError(t.loadFailed, 503, 'server_error'))),
    'xstate.done.actor.moveStatus': async (step) => act(async () => (await h.move.latest()).resolve(step.event.output as LeadStatusAnswer)),
    'xstate.error.actor.moveStatus': async (step) =>
      act(async () => (await h.move.latest()).reject(new ApiCallError((step.event.error as Error).message, 409, 'status_changed'))),
    'xstate.done.actor.makeEditLink': async (step) => act(async () => (await h.link.latest()).resolve(step.event.output as SellerEditLink)),
    'xstate.error.actor.makeEditLink': async () => act(async () => (await h.link.latest()).reject(new ApiCallError(t.linkFailed, 503, 'server_error'))),
    'xstate.done.actor.copyText': async () => act(async () => (await h.copy.latest()).resolve()),
    'xstate.error.actor.copyText': async () => act(async () => (await h.copy.latest()).reject(new Error('denied'))),
    'lead.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'status.open': async () => user.click(screen.getByRole('button', { name: t.moveStatus })),
    'status.choose': async (step) => user.click(await pressable(within(screen.getByRole('dialog')).getByRole('radio', { name: leadStatusLabel(step.event.to) }))),
    'status.editNote': (step) => {
      fireEvent.change(within(screen.getByRole('dialog')).getByRole('textbox'), { target: { value: step.event.note } });
    },
    'status.confirm': async (step) => {
      await user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm })));
      const snap = step.state as SellerLeadSnapshot;
      const before = h.move.calls.at(-2);
      const sent = h.move.calls.at(-1)!;
      // The move asked for: from the lead's status to the chosen one, with the note and an Idempotency-Key.
      expect(sent).toEqual({ leadId: LEAD_ID, from: snap.context.lead!.summary.status, to: snap.context.move.to, note: snap.context.move.note.trim(), idempotencyKey: expect.any(String) });
      // A retry of the same move after a failure (its message still shown: any change clears it) sends the same key.
      if (snap.context.move.error !== null) expect(sent.idempotencyKey).toBe(before?.idempotencyKey);
    },
    'status.cancel': async () => user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel }))),
    'editLink.make': async () => user.click(screen.getByRole('button', { name: new RegExp(`^(${t.makeLink}|${t.newLink})$`) })),
    'editLink.copy': async (step) => {
      await user.click(screen.getByRole('button', { name: t.copyLink }));
      expect(h.copy.calls.at(-1)).toEqual({ text: (step.state as SellerLeadSnapshot).context.link!.href });
    },
  } satisfies Record<string, Executor>;
}

describe('the lead page of a B2E lead', () => {
  it('shows who the customer is to the partner company: the relationship, the kinship, the SAP id and the employee’s CPF', async () => {
    const h = renderLead();
    const b2e = { sapId: 'SAP12345', relationship: 'RELATIVE', kinship: 'Cônjuge', employeeCpf: '39053344705' } as const;
    await act(async () => (await h.load.latest()).resolve({ ...sellerLeadDetail, b2e }));
    const customer = screen.getByRole('region', { name: t.customerTitle });
    expect(within(customer).getByTestId('lead-b2e-relationship').textContent).toBe('Familiar de colaborador');
    expect(within(customer).getByTestId('lead-b2e-sap-id').textContent).toBe('SAP12345');
    expect(customer.textContent).toContain(`${t.b2e.kinship}Cônjuge`);
    expect(customer.textContent).toContain(`${t.b2e.employeeCpf}390.533.447-05`);
    h.actor.stop();
  });
});

describe('seller lead page chart: generated paths against the lead page', () => {
  beforeAll(() => resetExercised(sellerLeadPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(sellerLeadPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(sellerLeadPlan)].sort()).toEqual([...sellerLeadPlan.states].sort());
    expect(unfiredTransitions(sellerLeadMachine, [sellerLeadPlan])).toEqual([]);
  });

  it.each(sellerLeadPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderLead();
    await sellerLeadPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(sellerLeadPlan.id, transition.keys);
    h.actor.stop();
  }, 30_000);
});

describe('a lead that is not there', () => {
  it('says so, without a “Tentar novamente” that cannot help', async () => {
    const h = renderLead();
    await act(async () => (await h.load.latest()).reject(new ApiCallError(leadDeskLabels.api.leadNotFound, 404, 'not_found')));
    expect(screen.getByRole('alert').textContent).toBe(leadDeskLabels.api.leadNotFound);
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe(SELLER_PATHS.leads);
    h.actor.stop();
  });

  it('an address whose id cannot be a lead’s (/vendedor/leads/abc) is a lead not found, asked of nobody', async () => {
    let asked = 0;
    const api = { http: { url: () => { asked++; throw new Error('not asked'); } } } as never;
    const actor = createActor(sellerLeadMachine.provide(createSellerLeadImplementations({ api })), { input: { leadId: 'abc' } }).start();
    await waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.errorMessage).toBe(leadDeskLabels.api.leadNotFound);
    expect(actor.getSnapshot().can({ type: 'lead.retry' })).toBe(false);
    expect(asked).toBe(0);
    actor.stop();
  });
});

describe('a status move retried after a failure', () => {
  it('sends the same Idempotency-Key; a changed move gets a new one', async () => {
    const h = renderLead();
    await act(async () => (await h.load.latest()).resolve(sellerLeadDetail));
    const confirm = (key: string) => act(() => h.actor.send({ type: 'status.confirm', key }));
    act(() => h.actor.send({ type: 'status.open' }));
    confirm('first');
    await act(async () => (await h.move.latest()).reject(new ApiCallError('Falha de rede', 0, 'network')));
    confirm('second');
    expect(h.move.calls.map((c) => c.idempotencyKey)).toEqual(['first', 'first']);
    await act(async () => (await h.move.latest()).reject(new ApiCallError('Falha de rede', 0, 'network')));
    act(() => h.actor.send({ type: 'status.editNote', note: 'Cliente pediu retorno amanhã.' }));
    confirm('third');
    expect(h.move.calls.at(-1)?.idempotencyKey).toBe('third');
    h.actor.stop();
  });
});
