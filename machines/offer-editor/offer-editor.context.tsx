/**
 * The offer editor's chart for React. The app provides the chart with its
 * real actors (`OfferEditorLogic`, see createOfferEditorImplementations);
 * the editor runs one actor per opened offer, with the app's `notifySaved`
 * and `leave`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import type { FormList } from '../../models/offer-admin/offer-editor-form';
import { offerEditorMachine, type OfferEditorSnapshot } from './offer-editor.machine';
import { newIdempotencyKey } from '../../services/http';
import { inspected } from '../inspection';

export const OfferEditorLogic = createContext<typeof offerEditorMachine>(offerEditorMachine);
export type OfferEditorRef = ActorRefFrom<typeof offerEditorMachine>;

export interface OfferEditorCallbacks {
  /** After each save, with the saved offer (a new one now has its id). */
  onSaved?: ((offer: AdminOfferDetail) => void) | undefined;
  /** When the editor closes (after asking, with unsaved changes). */
  onClose: () => void;
}

export function useOfferEditor(offerId: string, callbacks: OfferEditorCallbacks): OfferEditorRef {
  const logic = useContext(OfferEditorLogic);
  // The callbacks may change on each render; the chart calls the latest ones.
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  // The chart runs these actions on its events, never while rendering: the ref is read then.
  // eslint-disable-next-line react-hooks/refs
  const provided = useMemo(() => withEditorCallbacks(logic, latest), [logic]);
  return useActorRef(provided, inspected({ input: { offerId } }));
}

/** The editor's app actions, from the callbacks the editor's view is given (the latest ones, when the chart runs them). */
export function withEditorCallbacks(logic: typeof offerEditorMachine, latest: { readonly current: OfferEditorCallbacks }) {
  return logic.provide({
    actions: {
      notifySaved: (_, detail: AdminOfferDetail) => latest.current.onSaved?.(detail),
      leave: () => latest.current.onClose(),
    },
  });
}

export function useOfferEditorSelector<T>(actor: OfferEditorRef, selector: (s: OfferEditorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useOfferEditorEvents(actor: OfferEditorRef) {
  return useMemo(
    () => ({
      edit: (field: string, value: string | boolean) => actor.send({ type: 'editor.edit', field, value }),
      addRow: (list: FormList) => actor.send({ type: 'editor.addRow', list }),
      removeRow: (list: FormList, index: number) => actor.send({ type: 'editor.removeRow', list, index }),
      moveImage: (from: number, to: number) => actor.send({ type: 'editor.moveImage', from, to }),
      removeImage: (index: number) => actor.send({ type: 'editor.removeImage', index }),
      uploadImage: (file: File) => actor.send({ type: 'editor.uploadImage', file, key: newIdempotencyKey() }),
      save: () => actor.send({ type: 'editor.save', key: newIdempotencyKey() }),
      retry: () => actor.send({ type: 'editor.retry' }),
      reload: () => actor.send({ type: 'editor.reload' }),
      keepEditing: () => actor.send({ type: 'editor.keepEditing' }),
      close: () => actor.send({ type: 'editor.close' }),
      confirmLeave: () => actor.send({ type: 'editor.confirmLeave' }),
      cancelLeave: () => actor.send({ type: 'editor.cancelLeave' }),
    }),
    [actor],
  );
}
