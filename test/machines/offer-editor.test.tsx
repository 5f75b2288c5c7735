/**
 * Generated paths of the offer editor chart, run against the real editor
 * with fake actors the test resolves or rejects: loading an offer, editing,
 * a refused save with the messages beside the fields, saving ('Oferta
 * Salva'), the 409 with the choice to reload, photos, and leaving with
 * unsaved changes.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import { offerEditorLabels as t } from '../../models/labels/offer-editor';
import { labels } from '../../models/labels/spec';
import type { OfferImage } from '../../models/offer/offer';
import { formToDraft, draftToForm, editForm } from '../../models/offer-admin/offer-editor-form';
import { OfferEditorLogic } from '../../machines/offer-editor/offer-editor.context';
import { offerEditorMachine, type OfferEditorEvent, type SaveOfferInput } from '../../machines/offer-editor/offer-editor.machine';
import { OfferEditor } from '../../ui/admin/offer-editor';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { pressable } from '../support/radix-dom';
import { ToastHost } from '../../ui/layout/toasts';
import { managerLabels } from '../../models/labels/admin-manager';
import { loadedDetail, loadedDraft, networkDown, OFFER_ID, offerEditorNewPlan, offerEditorPlan, photoFile, savedDetail, uploaded } from './offer-editor.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup({ delay: null });
const f = t.fields;

function renderEditor(offerId: string) {
  const loadOffer = deferredActor<AdminOfferDetail, { offerId: string }>();
  const saveOffer = deferredActor<AdminOfferDetail, SaveOfferInput>();
  const uploadImage = deferredActor<OfferImage, { file: File; idempotencyKey: string }>();
  const deleteImage = deferredActor<void, { imageId: string }>();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <ToastHost>
      <OfferEditorLogic.Provider value={offerEditorMachine.provide({ actors: { loadOffer: loadOffer.logic, saveOffer: saveOffer.logic, uploadImage: uploadImage.logic, deleteImage: deleteImage.logic } })}>
        <OfferEditor offerId={offerId} onClose={onClose} onSaved={onSaved} />
      </OfferEditorLogic.Provider>
    </ToastHost>,
  );
  return { loadOffer, saveOffer, uploadImage, deleteImage, onClose, onSaved };
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Salvar|Salvando…)$/ });
const modelNameInput = () => screen.getByLabelText<HTMLInputElement>(f.modelName);
const statusLine = () => screen.getByTestId('offer-editor-status');
const uploadInput = () => screen.getByLabelText<HTMLInputElement>(new RegExp(`^(${t.images.upload}|${t.images.uploading})$`));

function expectFormOpen() {
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

const assertions = {
  loading: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(t.loading);
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
  },
  loadFailed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(labels.httpErrors.internal);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(false);
    expect(screen.queryByLabelText(f.modelName)).toBeNull();
  },
  'editing.pristine': async (snap: any) => {
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expectFormOpen();
    expect(modelNameInput().disabled).toBe(false);
    expect(within(statusLine()).queryByText(t.unsaved)).toBeNull();
    expect(within(statusLine()).getByText(snap.context.offerId ? labels.offerAdmin.status.saved : labels.offerAdmin.status.new)).toBeTruthy();
    expect(screen.queryByText(t.checkFields)).toBeNull();
  },
  'editing.changed': async () => {
    await waitFor(() => expect(within(statusLine()).getByText(t.unsaved)).toBeTruthy());
    expectFormOpen();
    expect(saveButton().disabled).toBe(false);
    expect(saveButton().textContent).toBe(t.save);
    expect(screen.queryByText(t.checkFields)).toBeNull();
    expect(screen.queryByText(t.saved, { selector: 'p' })).toBeNull();
  },
  'editing.invalid': async (snap: any) => {
    const alert = await screen.findByText(snap.context.errorMessage, { selector: '[role="alert"]' });
    expect([t.checkFields, t.invalidDraft]).toContain(alert.textContent);
    expectFormOpen();
    // Each message is shown beside its field, and the focus is on the first one.
    const [path, message] = Object.entries(snap.context.fieldErrors as Record<string, string>)[0]!;
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('aria-invalid')).toBe('true'));
    const field = document.querySelector<HTMLInputElement>(`[name="${path}"]`);
    if (field) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(message);
    } else {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(saveButton().disabled).toBe(false);
  },
  'editing.saved': async () => {
    expect((await screen.findByText(t.saved, { selector: 'p' })).textContent).toBe(t.saved);
    expect(within(statusLine()).getByText(labels.offerAdmin.status.saved)).toBeTruthy();
    expect(within(statusLine()).queryByText(t.unsaved)).toBeNull();
    expect(saveButton().disabled).toBe(false);
    // The history now shows the save: who, when, which field, old and new.
    const history = screen.getByRole('button', { name: t.sections.history });
    if (history.getAttribute('aria-expanded') !== 'true') await user.click(history);
    expect(screen.getAllByText(/Ana Admin/).length).toBeGreaterThan(0);
  },
  'editing.failed': async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(labels.httpErrors.internal);
    expect(saveButton().disabled).toBe(false);
    expectFormOpen();
  },
  uploadingImage: async () => {
    await waitFor(() => expect(screen.getByText(t.images.uploading)).toBeTruthy());
    expect(saveButton().disabled).toBe(true);
    expect(modelNameInput().disabled).toBe(true);
    expect(uploadInput().disabled).toBe(true);
  },
  deletingImage: async () => {
    await waitFor(() => expect(screen.getByTestId('offer-editor-image-status').textContent).toBe(t.images.deleting));
    expect(saveButton().disabled).toBe(true);
    expect(modelNameInput().disabled).toBe(true);
    for (const button of screen.getAllByRole('button', { name: /^Remover foto \d$/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
  },
  saving: async () => {
    await waitFor(() => expect(saveButton().textContent).toBe(t.saving));
    expect(saveButton().disabled).toBe(true);
    expect(modelNameInput().disabled).toBe(true);
  },
  conflict: async () => {
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(t.conflictTitle)).toBeTruthy();
    expect(within(dialog).getByText(t.conflict)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.reload })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.keepEditing })).toBeTruthy();
  },
  confirmingLeave: async () => {
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(t.leaveTitle)).toBeTruthy();
    expect(within(dialog).getByText(t.leaveText)).toBeTruthy();
  },
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderEditor>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadOffer': async () => {
      const call = await h.loadOffer.next();
      expect(call.input).toEqual({ offerId: OFFER_ID });
      call.resolve(loadedDetail);
    },
    'xstate.error.actor.loadOffer': async (step) => (await h.loadOffer.next()).reject(step.event.error),
    'xstate.done.actor.saveOffer': async (step) => {
      const call = await h.saveOffer.next();
      // The draft the form makes, with the revision the offer was opened at.
      expect(call.input.offerId).toBe(OFFER_ID);
      expect(call.input.revision).toBe(loadedDetail.revision);
      expect(call.input.draft).toEqual(formToDraft(step.state.context.form));
      // With the key the view minted for the save (the retry test below: a retry of the same draft sends the same).
      expect(call.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      const answer = savedDetail(call.input.draft, loadedDetail.revision);
      call.resolve(answer);
      await waitFor(() => expect(h.onSaved).toHaveBeenCalledWith(answer));
    },
    'xstate.error.actor.saveOffer': async (step) => (await h.saveOffer.next()).reject(step.event.error),
    'xstate.done.actor.uploadImage': async () => {
      const call = await h.uploadImage.next();
      expect(call.input.file.name).toBe('argo.png');
      call.resolve(uploaded);
      // The new photo is last in the gallery, with its preview.
      await waitFor(() => expect(document.querySelector(`[data-image-id="${uploaded.id}"] img`)?.getAttribute('src')).toBe(uploaded.urls.s319));
    },
    'xstate.error.actor.uploadImage': async (step) => {
      (await h.uploadImage.next()).reject(step.event.error);
      expect((await screen.findByText(t.image.type)).getAttribute('role')).toBe('alert');
    },
    'xstate.done.actor.deleteImage': async () => {
      const call = await h.deleteImage.next();
      // The photo removed is deleted on the server by its id.
      const id = call.input.imageId;
      expect(document.querySelector(`[data-image-id="${id}"]`)).not.toBeNull();
      call.resolve(undefined);
      await waitFor(() => expect(document.querySelector(`[data-image-id="${id}"]`)).toBeNull());
      expect(screen.getByTestId('offer-editor-image-status').textContent).toBe('');
    },
    'xstate.error.actor.deleteImage': async (step) => {
      const call = await h.deleteImage.next();
      const id = call.input.imageId;
      call.reject(step.event.error);
      if (step.event.error.status === 409) {
        // The saved offer shows it: it leaves the form now, and the server deletes it when the offer is saved.
        await waitFor(() => expect(document.querySelector(`[data-image-id="${id}"]`)).toBeNull());
        expect(screen.getByTestId('offer-editor-image-status').textContent).toBe(t.images.deletedOnSave);
      } else {
        expect((await screen.findByText(labels.httpErrors.internal, { selector: '[role="alert"]' })).textContent).toBe(labels.httpErrors.internal);
        expect(document.querySelector(`[data-image-id="${id}"]`)).not.toBeNull();
      }
    },
    'editor.edit': async (step) => {
      const input = modelNameInput();
      await user.clear(input);
      if (step.event.value) await user.paste(step.event.value);
      expect(input.value).toBe(step.event.value);
    },
    'editor.addRow': async () => user.click(screen.getByRole('button', { name: t.add.rentalPlanList })),
    'editor.removeRow': async (step) => user.click(screen.getByRole('button', { name: t.removeRow(t.rowNames.rentalPlanList, step.event.index + 1) })),
    'editor.moveImage': async () => user.click(screen.getByRole('button', { name: t.images.moveDown(1) })),
    'editor.removeImage': async () => user.click(screen.getByRole('button', { name: t.images.remove(1) })),
    'editor.uploadImage': async () => user.upload(uploadInput(), photoFile()),
    'editor.save': async () => user.click(saveButton()),
    'editor.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'editor.reload': async () => user.click(await pressable(screen.getByRole('button', { name: t.reload }))),
    'editor.keepEditing': async () => user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.keepEditing }))),
    'editor.close': async () => user.click(screen.getByRole('button', { name: t.close })),
    'editor.confirmLeave': async () => {
      await user.click(await pressable(screen.getByRole('button', { name: t.leaveConfirm })));
      await waitFor(() => expect(h.onClose).toHaveBeenCalledTimes(1));
    },
    'editor.cancelLeave': async () => user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.leaveCancel }))),
  } satisfies Record<
    OfferEditorEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'loadOffer' | 'saveOffer' | 'uploadImage' | 'deleteImage'}`,
    Executor
  >;
}

describe('offer editor chart: generated paths against the editor', () => {
  beforeAll(() => {
    resetExercised(offerEditorPlan.id);
    resetExercised(offerEditorNewPlan.id);
  });

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(offerEditorPlan, Object.keys(assertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set([...reachedStates(offerEditorPlan), ...reachedStates(offerEditorNewPlan)]);
    expect(offerEditorPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(offerEditorMachine, [offerEditorPlan, offerEditorNewPlan])).toEqual([]);
  });

  it.each(offerEditorPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderEditor(OFFER_ID);
    await offerEditorPlan.model.testPath(transition.path, { states: assertions, events: executors(h) });
    recordExercised(offerEditorPlan.id, transition.keys);
  }, 30_000);

  it.each(offerEditorNewPlan.runs.map((tr) => [tr.name, tr] as const))('new offer: %s', async (_key, transition) => {
    const h = renderEditor('new');
    await offerEditorNewPlan.model.testPath(transition.path, { states: assertions, events: executors(h) });
    expect(h.loadOffer.calls).toEqual([]);
    recordExercised(offerEditorNewPlan.id, transition.keys);
  }, 30_000);
});

describe('offer editor: what a person types', () => {
  async function opened() {
    const h = renderEditor(OFFER_ID);
    (await h.loadOffer.next()).resolve(loadedDetail);
    await screen.findByLabelText(f.modelName);
    return h;
  }

  it('types a plan price in R$ and saves it as integer centavos', async () => {
    const h = await opened();
    const plan = screen.getByRole('group', { name: 'Plano 2' });
    const price = within(plan).getByLabelText<HTMLInputElement>(t.columns.price);
    expect(price.value).toBe('1.749,90');
    await user.clear(price);
    await user.type(price, '159990');
    expect(price.value).toBe('1.599,90');
    await user.click(saveButton());
    const call = await h.saveOffer.next();
    expect(call.input.draft.rentalPlanList[1]!.price).toBe(159990);
    expect(call.input.draft).toEqual(formToDraft(editForm(draftToForm(loadedDraft), 'rentalPlanList.1.price', '1.599,90')));
  });

  it('a save retried after a lost answer sends the same Idempotency-Key; a changed draft gets a new one', async () => {
    const h = await opened();
    const price = within(screen.getByRole('group', { name: 'Plano 2' })).getByLabelText<HTMLInputElement>(t.columns.price);
    await user.clear(price);
    await user.type(price, '159990');
    await user.click(saveButton());
    const first = await h.saveOffer.next();
    first.reject(networkDown);
    await user.click(await pressable(saveButton()));
    const retry = await h.saveOffer.next();
    expect(retry.input.idempotencyKey).toBe(first.input.idempotencyKey);
    retry.reject(networkDown);
    await user.type(await pressable(price), '1');
    await user.click(await pressable(saveButton()));
    const changed = await h.saveOffer.next();
    expect(changed.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });

  it('one default plan: choosing another unchooses the first', async () => {
    const h = await opened();
    const radios = screen.getAllByRole<HTMLInputElement>('radio', { name: t.columns.selectedByDefault });
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    await user.click(radios[1]!);
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    await user.click(saveButton());
    expect((await h.saveOffer.next()).input.draft.rentalPlanList.map((p) => p.selectedByDefault)).toEqual([false, true]);
  });

  it('a colour row: code, name, type, price and primary colour', { timeout: 20_000 }, async () => {
    const h = await opened();
    await user.click(screen.getByRole('button', { name: t.add.colors }));
    const row = screen.getByRole('group', { name: 'Cor 2' });
    await user.click(within(row).getByLabelText(t.columns.code));
    await user.paste('BRANCO');
    await user.click(within(row).getByLabelText(t.columns.name));
    await user.paste('Branco Banchisa');
    await user.selectOptions(within(row).getByLabelText(t.columns.category), 'P');
    const price = within(row).getByLabelText(t.columns.value);
    await user.clear(price);
    await user.paste('150000');
    fireEvent.change(within(row).getByLabelText(t.columns.rgb), { target: { value: '#f2f2f2' } });
    await user.click(saveButton());
    const colour = (await h.saveOffer.next()).input.draft.colors[1];
    expect(colour).toEqual({ code: 'BRANCO', name: 'Branco Banchisa', category: 'P', value: 150000, rgb: '#f2f2f2', secondaryRgb: null, associatedPeriod: [] });
  });

  it('shows the history: who, when, which fields, old and new values', async () => {
    await opened();
    await user.click(screen.getByRole('button', { name: t.sections.history }));
    expect(screen.getByText(/Bruno Admin, 21\/11\/2026/)).toBeTruthy();
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getByRole('rowheader', { name: f.rentalPlanList })).toBeTruthy();
    expect(within(table).getByText('12 meses · 1000 km · R$ 1.999,90 (padrão)')).toBeTruthy();
  });

  it('photos are shown in order, with their previews', async () => {
    await opened();
    const photos = screen.getAllByRole<HTMLImageElement>('img', { name: /^Foto \d$/ });
    expect(photos.map((p) => p.getAttribute('src'))).toEqual(['/api/offer-images/img-front-s319.webp', '/api/offer-images/img-side-s319.webp']);
    await user.click(screen.getByRole('button', { name: t.images.moveDown(1) }));
    expect(screen.getAllByRole<HTMLImageElement>('img', { name: /^Foto \d$/ }).map((p) => p.getAttribute('src'))[0]).toBe('/api/offer-images/img-side-s319.webp');
  });

  it('the price terms: the excess-km price and the deductible in R$, what the price includes as checkboxes, saved in centavos', async () => {
    const h = await opened();
    const terms = screen.getByRole('group', { name: t.priceTerms.heading });
    const perKm = within(terms).getByLabelText<HTMLInputElement>(t.priceTerms.excessKmPrice);
    expect(perKm.value).toBe('0,85');
    expect(within(terms).getByLabelText<HTMLInputElement>(t.priceTerms.insuranceDeductible).value).toBe('4.500,00');
    const checked = (item: keyof typeof t.priceTerms.items) => within(terms).getByLabelText<HTMLInputElement>(t.priceTerms.items[item]).checked;
    expect([checked('ipva'), checked('insurance'), checked('fuel'), checked('fines')]).toEqual([true, true, false, false]);
    await user.clear(perKm);
    await user.paste('120');
    expect(perKm.value).toBe('1,20');
    await user.click(within(terms).getByLabelText(t.priceTerms.items.tyres));
    await user.click(within(terms).getByLabelText(t.priceTerms.items.ipva));
    await user.click(saveButton());
    const { draft } = (await h.saveOffer.next()).input;
    expect(draft).toMatchObject({ excessKmPrice: 120, insuranceDeductible: 450000, includedInPrice: ['licensing', 'insurance', 'maintenance', 'assistance', 'tyres'] });
  });

  it('the price terms refused: the messages beside the fields, the plans section counts them', async () => {
    await opened();
    const terms = screen.getByRole('group', { name: t.priceTerms.heading });
    await user.clear(within(terms).getByLabelText(t.priceTerms.excessKmPrice));
    await user.clear(within(terms).getByLabelText(t.priceTerms.insuranceDeductible));
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t.checkFields);
    expect(within(terms).getByText(t.errors.excessKmRequired)).toBeTruthy();
    expect(within(terms).getByText(t.errors.deductibleRequired)).toBeTruthy();
    expect(within(terms).getByLabelText(t.priceTerms.excessKmPrice).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: new RegExp(t.sections.plans) }).textContent).toContain(t.fieldsInSection(2));
  });

  it('an offer without colours: Salvar takes the focus to the colours’ message', async () => {
    await opened();
    let remove: HTMLElement | null;
    while ((remove = screen.queryByRole('button', { name: t.removeRow(t.rowNames.colors, 1) }))) await user.click(remove);
    await user.click(saveButton());
    const message = await screen.findByText(t.errors.noColours);
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('a successful save says so in a toast', async () => {
    const h = await opened();
    await user.clear(modelNameInput());
    await user.type(modelNameInput(), 'Fiat Argo Novo');
    await user.click(saveButton());
    const call = await h.saveOffer.next();
    await act(async () => call.resolve(savedDetail(call.input.draft, loadedDetail.revision)));
    await waitFor(() => expect([...document.querySelectorAll('[data-testid="message-toast"]')].map((e) => e.textContent).join(' ')).toContain(managerLabels.saveSuccess));
  });

  it('a new offer: the refused save opens the sections with messages and names each field', async () => {
    renderEditor('new');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t.checkFields);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(f.modelName)));
    expect(screen.getByRole('button', { name: new RegExp(t.sections.colours) }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(t.errors.noColours)).toBeTruthy();
    expect(screen.getAllByText(t.errors.required).length).toBeGreaterThan(5);
  });
});
