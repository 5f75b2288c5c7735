/** The offer editor with its real actors (the admin offer calls), as the manager shows it at `/admin/ofertas/rental-offer/{id}` and `…/rental-offer/new`. */
import { withOverrides } from '../models/labels/spec';
import { useMemo } from 'react';
import { editorScreenLabels } from '../models/labels/offer-editor';
import { createOfferEditorImplementations } from '../machines/offer-editor/offer-editor.actors';
import { OfferEditorLogic } from '../machines/offer-editor/offer-editor.context';
import { offerEditorMachine } from '../machines/offer-editor/offer-editor.machine';
import { OfferEditor, type OfferEditorProps } from '../ui/admin/offer-editor';
import { useSite } from './site-context';
import type { Api } from '../services/api';

/** The offer editor with its real actors (its dealer picker's among them). */
export function composeOfferEditor({ api }: { api: Api }) {
  return offerEditorMachine.provide(createOfferEditorImplementations({ api }));
}

export function OfferEditorComposition(props: OfferEditorProps) {
  const site = useSite();
  const logic = useMemo(() => composeOfferEditor({ api: site.api }), [site.api]);
  const labels = useMemo(() => editorScreenLabels(withOverrides(site.labelOverrides)), [site.labelOverrides]);
  return (
    <OfferEditorLogic.Provider value={logic}>
      <OfferEditor {...props} labels={labels} />
    </OfferEditorLogic.Provider>
  );
}
