/**
 * Generated paths of the lead status chart against the proposal card the
 * customer sees on 'Minhas Propostas': the timeline, 'Cancelar proposta',
 * the confirm dialog (note, keep, confirm), the move on its way, the
 * server's refusal shown in the dialog, and 'Cancelada' in the timeline.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { defaultProposalsLabels, leadStatusLabels } from '../../models/labels/lead-status';
import { LEAD_STATUS_NOTE_MAX_LENGTH, type LeadStatusAnswer } from '../../models/lead/lead-status';
import { LeadStatusLogic } from '../../machines/lead-status/lead-status.context';
import { leadStatusMachine, type LeadStatusEvent, type MoveStatusInput } from '../../machines/lead-status/lead-status.machine';
import { proposalsMachine } from '../../machines/proposals/proposals.machine';
import { ProposalCard } from '../../ui/proposals/proposals-list';
import { quietSession } from '../support/session-listener';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { CANCEL_NOTE, cancelledAnswer, leadStatusPlan, moveRefused, openProposal } from './lead-status.paths';
import { twoProposals } from './proposals.paths';
import { pressable } from '../support/radix-dom';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = leadStatusLabels;
const user = userEvent.setup();

function renderCard(proposal = openProposal) {
  const move = deferredActor<LeadStatusAnswer, MoveStatusInput>();
  // The list the card belongs to (it holds the acceptance of versions; none waits here).
  const list = createActor(proposalsMachine.provide({ actors: { listenToSession: quietSession } })).start();
  render(
    <LeadStatusLogic.Provider value={leadStatusMachine.provide({ actors: { moveStatus: move.logic } })}>
      <ProposalCard proposal={proposal} list={list} labels={defaultProposalsLabels} />
    </LeadStatusLogic.Provider>,
  );
  return { move };
}

const card = () => within(screen.getByRole('article', { name: openProposal.title }));
const dialog = () => screen.queryByRole('alertdialog');
const milestones = () => card().getAllByTestId('milestone');
const current = () => milestones().find((li) => li.getAttribute('aria-current') === 'step')!;

const stateAssertions = {
  ready: async (snap: any) => {
    await waitFor(() => expect(dialog()).toBeNull());
    expect(card().getByTestId('proposal-status').textContent).toBe(t.status[snap.context.status as 'in_service']);
    if (snap.context.status === 'cancelled') {
      // Cancelled: the last milestone, by the customer, with the note; nothing comes next and nothing more to cancel.
      expect(current().textContent).toContain(t.status.cancelled);
      expect(current().textContent).toContain('por Camila Ferreira Santos (Cliente)');
      expect(current().textContent).toContain(CANCEL_NOTE);
      expect(milestones().every((li) => li.getAttribute('data-state') !== 'next')).toBe(true);
      expect(card().queryByRole('button', { name: t.cancel.button })).toBeNull();
      // Nor may it be edited any more.
      expect(card().queryByRole('link', { name: t.versions.edit })).toBeNull();
      // The card confirms the cancellation made from it.
      expect(card().getByTestId('proposal-cancelled').textContent).toBe(t.cancel.done(openProposal.proposalCode));
      expect(card().getByTestId('proposal-cancelled').getAttribute('role')).toBe('status');
    } else {
      expect(card().getByRole('link', { name: t.versions.edit }).getAttribute('href')).toBe(`/?offerId=fiat-mobi-l10&editable=true&leadId=${openProposal.leadId}`);
      expect(current().textContent).toContain(t.status.in_service);
      expect(milestones().filter((li) => li.getAttribute('data-state') === 'next')).toHaveLength(4);
      expect(card().getByRole<HTMLButtonElement>('button', { name: t.cancel.button }).disabled).toBe(false);
      expect(card().queryByTestId('proposal-cancelled')).toBeNull();
    }
  },
  confirming: async (snap: any) => {
    const d = await screen.findByRole('alertdialog', { name: t.cancel.title });
    expect(within(d).getByText(t.cancel.text(openProposal.proposalCode))).toBeTruthy();
    expect(within(d).getByRole<HTMLTextAreaElement>('textbox', { name: t.cancel.note }).value).toBe(snap.context.note);
    // How much of the reason's limit is used, under the field (and read with it).
    const count = within(d).getByTestId('cancel-note-count');
    expect(count.textContent).toBe(t.cancel.noteCount(snap.context.note.length, LEAD_STATUS_NOTE_MAX_LENGTH));
    expect(within(d).getByRole('textbox', { name: t.cancel.note }).getAttribute('aria-describedby')).toBe(count.id);
    expect(within(d).getByRole<HTMLButtonElement>('button', { name: t.cancel.confirm }).disabled).toBe(false);
    expect(within(d).getByRole<HTMLButtonElement>('button', { name: t.cancel.keep }).disabled).toBe(false);
    if (snap.context.error) expect(within(d).getByRole('alert').textContent).toBe(moveRefused.message);
    else expect(within(d).queryByRole('alert')).toBeNull();
  },
  moving: async () => {
    const d = await screen.findByRole('alertdialog', { name: t.cancel.title });
    await waitFor(() => expect(within(d).getByRole<HTMLButtonElement>('button', { name: t.cancel.confirming }).disabled).toBe(true));
    expect(within(d).getByRole<HTMLButtonElement>('button', { name: t.cancel.keep }).disabled).toBe(true);
  },
};

function executors(h: ReturnType<typeof renderCard>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.moveStatus': async () => {
      const pending = await h.move.next();
      expect(pending.input).toMatchObject({ leadId: openProposal.leadId, from: 'in_service', to: 'cancelled' });
      pending.resolve(cancelledAnswer);
    },
    'xstate.error.actor.moveStatus': async () => (await h.move.next()).reject(moveRefused),
    'status.choose': async () => user.click(card().getByRole('button', { name: t.cancel.button })),
    'status.note': async () => {
      const box = within(dialog()!).getByRole('textbox', { name: t.cancel.note });
      await user.clear(box);
      await user.type(box, CANCEL_NOTE);
    },
    'status.confirm': async () => user.click(await pressable(within(dialog()!).getByRole('button', { name: t.cancel.confirm }))),
    'status.dismiss': async () => user.click(await pressable(within(dialog()!).getByRole('button', { name: t.cancel.keep }))),
  } satisfies Record<LeadStatusEvent['type'] | 'xstate.init' | 'xstate.done.actor.moveStatus' | 'xstate.error.actor.moveStatus', Executor>;
}

describe('lead status chart: generated paths against the proposal card', () => {
  beforeAll(() => resetExercised(leadStatusPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(leadStatusPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(leadStatusPlan)].sort()).toEqual([...leadStatusPlan.states].sort());
    expect(unfiredTransitions(leadStatusMachine, [leadStatusPlan])).toEqual([]);
  });

  it.each(leadStatusPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderCard();
    await leadStatusPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(leadStatusPlan.id, transition.keys);
  });

  it('a proposal with a signed contract offers no cancellation', () => {
    renderCard(twoProposals[1]);
    expect(screen.queryByRole('button', { name: t.cancel.button })).toBeNull();
  });

  it('a reason at the limit says so, so nothing is cut without the person seeing it', async () => {
    renderCard();
    await user.click(card().getByRole('button', { name: t.cancel.button }));
    const box = within(await screen.findByRole('alertdialog')).getByRole<HTMLTextAreaElement>('textbox', { name: t.cancel.note });
    await user.click(box);
    await user.paste('x'.repeat(LEAD_STATUS_NOTE_MAX_LENGTH + 40));
    expect(box.value).toHaveLength(LEAD_STATUS_NOTE_MAX_LENGTH);
    expect(screen.getByTestId('cancel-note-count').textContent).toBe(t.cancel.noteFull(LEAD_STATUS_NOTE_MAX_LENGTH));
  });

  it('Escape keeps the proposal (the dialog closes through the chart)', async () => {
    const h = renderCard();
    await user.click(card().getByRole('button', { name: t.cancel.button }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(h.move.calls).toHaveLength(0);
  });
});
