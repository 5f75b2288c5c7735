/**
 * The offer editor (admin): every field of an offer, in sections, with the
 * status and 'Salvar' always at hand. It renders what the editor chart says
 * and sends what the person does; the chart holds the form, its messages
 * and every call.
 *
 * `OfferEditor offerId="new" | "{id}"` runs one chart per opened offer
 * (with the real actors the app provides through `OfferEditorLogic`);
 * `onSaved` hears each save, `onClose` the end (after asking, when there
 * are unsaved changes).
 */
import { Accordion } from 'radix-ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import { defaultEditorLabels, type EditorScreenLabels } from '../../models/labels/offer-editor';
import { BRANDS, PRICE_ITEMS } from '../../models/offer/offer';
import { offerStatusLabel } from '../../models/offer/offer-status';
import type { OfferDraftErrors } from '../../models/offer-admin/offer-draft';
import {
  useOfferEditor,
  useOfferEditorEvents,
  useOfferEditorSelector,
  type OfferEditorRef,
} from '../../machines/offer-editor/offer-editor.context';
import * as m from '../../machines/offer-editor/offer-editor.machine';
import { CheckField, ColourField, EditorForm, Grid, ListError, SelectField, TextAreaField, TextField, type EditorFormValue } from './editor-fields';
import { DealerPicker } from './dealer-picker';
import { EditorHistory, EditorImages } from './editor-media';
import { AdditionalsTable, ColoursTable, OptionalsTable, PlansTable, TagsTable, TextList, type TableActions } from './editor-tables';
import { useChartToasts } from '../layout/toasts';
import { ConfirmDialog } from '../layout/confirm-dialog';
import * as styles from './offer-editor.css';

export interface OfferEditorProps {
  /** The offer's id, or 'new'. */
  offerId: string;
  onClose: () => void;
  onSaved?: ((offer: AdminOfferDetail) => void) | undefined;
  /** The editor's one labels object (`editorScreenLabels(site.labels)`). */
  labels?: EditorScreenLabels;
  /** Where the page keeps the open editor's actor (the manager asks it to close on the browser's Back). */
  actorRef?: RefObject<OfferEditorRef | null> | undefined;
}

export const EDITOR_SECTIONS = ['vehicle', 'offer', 'plans', 'colours', 'optionals', 'additionals', 'texts', 'information', 'images', 'history'] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** Which section shows a field (by the first part of its path). */
const SECTION_OF: Record<string, EditorSection> = {
  offerType: 'offer',
  targetEntityType: 'offer',
  b2eOffer: 'offer',
  b2eType: 'offer',
  dealerId: 'offer',
  startsOn: 'offer',
  endsOn: 'offer',
  listPrice: 'offer',
  defaultLayoutInformation: 'offer',
  fromPrice: 'offer',
  unavailabilityReason: 'offer',
  rentalPlanList: 'plans',
  excessKmPrice: 'plans',
  insuranceDeductible: 'plans',
  includedInPrice: 'plans',
  priceIncludes: 'plans',
  colors: 'colours',
  optionals: 'optionals',
  additionalItemsList: 'additionals',
  highlightsList: 'texts',
  featuresList: 'texts',
  partsList: 'texts',
  tagsList: 'texts',
  campaignTags: 'texts',
  disclaimer: 'information',
  informationPage: 'information',
  imageIds: 'images',
};

export function sectionOf(path: string): EditorSection {
  return SECTION_OF[path.split('.')[0]!] ?? 'vehicle';
}

function errorCounts(errors: OfferDraftErrors): Partial<Record<EditorSection, number>> {
  const counts: Partial<Record<EditorSection, number>> = {};
  for (const path of Object.keys(errors)) {
    const s = sectionOf(path);
    counts[s] = (counts[s] ?? 0) + 1;
  }
  return counts;
}

const INITIALLY_OPEN: EditorSection[] = ['vehicle', 'offer', 'plans', 'colours', 'images'];

export function OfferEditor({ offerId, onClose, onSaved, labels = defaultEditorLabels, actorRef }: OfferEditorProps) {
  const actor = useOfferEditor(offerId, { onClose, onSaved });
  useLayoutEffect(() => {
    if (!actorRef) return undefined;
    actorRef.current = actor;
    return () => {
      actorRef.current = null;
    };
  }, [actor, actorRef]);
  const unsaved = useOfferEditorSelector(actor, m.selectHasUnsavedChanges);
  // Closing the tab or reloading with unsaved changes: the browser asks (its own words; no page may set them).
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return <OfferEditorView actor={actor} labels={labels} />;
}

export function OfferEditorView({ actor, labels: t }: { actor: OfferEditorRef; labels: EditorScreenLabels }) {
  const view = useOfferEditorSelector(actor, m.selectView);
  const alert = useOfferEditorSelector(actor, m.selectAlert);
  const canRetry = useOfferEditorSelector(actor, m.selectCanRetry);
  const canClose = useOfferEditorSelector(actor, m.selectCanClose);
  const events = useOfferEditorEvents(actor);
  if (view === 'closed') return null;
  if (view === 'loading' || view === 'loadFailed') {
    return (
      <section className={styles.editor} aria-labelledby="offer-editor-title">
        <header className={styles.header}>
          <button type="button" className={styles.back} onClick={events.close} disabled={!canClose}>
            <span aria-hidden="true">← </span>
            {t.close}
          </button>
          <h1 id="offer-editor-title" className={styles.title}>
            {t.offerAdmin.actions.edit}
          </h1>
        </header>
        {view === 'loading' ? (
          <p role="status" className={styles.loading}>
            {t.loading}
          </p>
        ) : (
          <>
            <p role="alert" className={styles.alert}>
              {alert}
            </p>
            <button type="button" className={styles.secondary} style={{ marginTop: 12 }} onClick={events.retry} disabled={!canRetry}>
              {t.retry}
            </button>
          </>
        )}
      </section>
    );
  }
  return <EditorFormView actor={actor} labels={t} />;
}

function Section({ id, title, count, labels: t, children }: { id: EditorSection; title: string; count?: number | undefined; labels: EditorScreenLabels; children: ReactNode }) {
  return (
    <Accordion.Item value={id} className={styles.section} data-section={id}>
      <Accordion.Header className={styles.sectionHeader}>
        <Accordion.Trigger className={styles.sectionTrigger}>
          <span>{title}</span>
          {count ? <span className={styles.errorCount}>{t.fieldsInSection(count)}</span> : null}
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles.sectionBody}>{children}</Accordion.Content>
    </Accordion.Item>
  );
}

function EditorFormView({ actor, labels: t }: { actor: OfferEditorRef; labels: EditorScreenLabels }) {
  const f = t.fields;
  const events = useOfferEditorEvents(actor);
  const form = useOfferEditorSelector(actor, m.selectForm);
  const errors = useOfferEditorSelector(actor, m.selectFieldErrors);
  const refusedSaves = useOfferEditorSelector(actor, m.selectRefusedSaves);
  const offerId = useOfferEditorSelector(actor, m.selectOfferId);
  const flags = useOfferEditorSelector(actor, m.selectStatusFlags);
  const unsaved = useOfferEditorSelector(actor, m.selectUnsaved);
  const alert = useOfferEditorSelector(actor, m.selectAlert);
  const conflict = useOfferEditorSelector(actor, m.selectConflict);
  const saved = useOfferEditorSelector(actor, m.selectSaved);
  const saving = useOfferEditorSelector(actor, m.selectSaving);
  const uploading = useOfferEditorSelector(actor, m.selectUploading);
  const confirmingLeave = useOfferEditorSelector(actor, m.selectConfirmingLeave);
  const canEdit = useOfferEditorSelector(actor, m.selectCanEdit);
  const canSave = useOfferEditorSelector(actor, m.selectCanSave);
  const canUpload = useOfferEditorSelector(actor, m.selectCanUpload);
  const imageMoves = useOfferEditorSelector(actor, m.selectImageMoves, m.sameImageMoves);
  const canClose = useOfferEditorSelector(actor, m.selectCanClose);
  const images = useOfferEditorSelector(actor, m.selectImages);
  const imageError = useOfferEditorSelector(actor, m.selectImageError);
  const imageNotice = useOfferEditorSelector(actor, m.selectImageNotice);
  const deletingImage = useOfferEditorSelector(actor, m.selectDeletingImage);
  const history = useOfferEditorSelector(actor, m.selectHistory);
  const dealerPicker = useOfferEditorSelector(actor, m.selectDealerPicker);

  const [open, setOpen] = useState<string[]>(INITIALLY_OPEN);
  const root = useRef<HTMLElement>(null);
  // After a refused save: open the sections with messages (once per refusal,
  // while rendering it), then focus the first message's field.
  const [openedForRefusal, setOpenedForRefusal] = useState(0);
  if (refusedSaves !== openedForRefusal) {
    setOpenedForRefusal(refusedSaves);
    if (refusedSaves > 0) {
      const withErrors = Object.keys(errors).map(sectionOf);
      setOpen((current) => [...new Set([...current, ...withErrors])]);
    }
  }
  useEffect(() => {
    if (refusedSaves === 0 || !root.current) return;
    // A field, or a list's message ('Cadastre ao menos uma cor.'): focused and brought to the middle of the window.
    const first = root.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error]');
    if (!first) return;
    first.focus({ preventScroll: true });
    if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center' });
  }, [refusedSaves]);
  // The save's success toast ('Oferta salva com sucesso!'), announced by the site's toast host.
  useChartToasts(actor);

  // Leaving the page (reload, closing the tab) with unsaved changes asks the browser's question.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const formValue: EditorFormValue = useMemo(() => ({ form, errors, disabled: !canEdit, edit: events.edit }), [form, errors, canEdit, events]);
  const tables: TableActions = useMemo(() => ({ addRow: events.addRow, removeRow: events.removeRow }), [events]);
  const counts = errorCounts(errors);
  const name = [form.modelName, form.versionName].filter(Boolean).join(' ');
  const status = offerStatusLabel({ id: offerId, ...(flags ?? {}) });

  return (
    <section ref={root} className={styles.editor} aria-labelledby="offer-editor-title" aria-busy={saving || uploading}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={events.close} disabled={!canClose}>
          <span aria-hidden="true">← </span>
          {t.close}
        </button>
        <h1 id="offer-editor-title" className={styles.title}>
          {offerId === null ? t.titleNew : t.titleEdit(name || offerId)}
        </h1>
        <div className={styles.headerActions}>
          <p className={styles.statusLine} role="status" data-testid="offer-editor-status">
            <span className={styles.chip}>{status}</span>
            {unsaved ? <span className={styles.unsavedChip}>{t.unsaved}</span> : null}
          </p>
          <button type="button" className={styles.saveButton} onClick={events.save} disabled={!canSave}>
            {saving ? t.saving : t.save}
          </button>
        </div>
      </header>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      {saved ? <p className={styles.savedNote}>{t.saved}</p> : null}

      <EditorForm.Provider value={formValue}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            events.save();
          }}
        >
          <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className={styles.accordion}>
            <Section labels={t} id="vehicle" title={t.sections.vehicle} count={counts.vehicle}>
              <Grid>
                <SelectField path="brand" label={f.brand} options={Object.fromEntries(BRANDS.map((b) => [b, t.brandNames[b]]))} />
                <TextField path="modelName" label={f.modelName} maxLength={120} />
                <TextField path="modelShortName" label={f.modelShortName} maxLength={80} />
                <TextField path="modelCode" label={f.modelCode} maxLength={20} />
                <TextField path="versionName" label={f.versionName} maxLength={120} />
                <TextField path="versionCode" label={f.versionCode} maxLength={20} />
                <TextField path="seriesCode" label={f.seriesCode} maxLength={20} />
                <TextField path="category.categoryName" label={f['category.categoryName']} maxLength={80} />
                <TextField path="category.categoryCode" label={f['category.categoryCode']} maxLength={40} />
                <TextField path="category.categoryDescription" label={f['category.categoryDescription']} maxLength={500} />
                <TextField path="category.categoryImg" kind="url" label={t.categoryImg} maxLength={500} />
                <TextField path="manufactureYear" kind="digits" maxLength={4} label={f.manufactureYear} />
                <TextField path="modelYear" kind="digits" maxLength={4} label={f.modelYear} />
                <TextField path="engine" label={f.engine} maxLength={80} />
                <TextField path="gear" label={f.gear} maxLength={80} />
                <TextField path="fuel" label={f.fuel} maxLength={40} />
                <TextField path="doors" kind="digits" maxLength={1} label={f.doors} />
                <SelectField path="bodyType" label={f.bodyType} options={t.bodyTypes} />
                <TextAreaField path="fullDescription" label={f.fullDescription} className={styles.wide} />
                <TextAreaField path="seriesFullDescription" label={f.seriesFullDescription} className={styles.wide} />
              </Grid>
            </Section>

            <Section labels={t} id="offer" title={t.sections.offer} count={counts.offer}>
              <Grid>
                <SelectField path="offerType" label={f.offerType} options={t.offerTypes} />
                {form.offerType === 'DEALER' && dealerPicker ? <DealerPicker actorRef={dealerPicker} label={f.dealerId} labels={t.dealerPicker} error={errors.dealerId} disabled={!canEdit} /> : null}
                <SelectField path="targetEntityType" label={f.targetEntityType} options={t.targetEntityTypes} />
                <TextField path="startsOn" kind="date" label={f.startsOn} hint={t.dateHint} />
                <TextField path="endsOn" kind="date" label={f.endsOn} hint={t.dateHint} />
                <TextField path="listPrice" kind="money" label={`${f.listPrice} (R$)`} hint={t.listPriceHint} />
                <TextField path="fromPrice" kind="money" label={t.fromPrice} hint={t.fromPriceHint} />
                <CheckField path="b2eOffer" label={f.b2eOffer} />
                {form.b2eOffer ? <SelectField path="b2eType" label={f.b2eType} options={t.b2eTypes} /> : null}
                <CheckField path="letMeKnow" label={t.letMeKnow} />
              </Grid>
            </Section>

            <Section labels={t} id="plans" title={t.sections.plans} count={counts.plans}>
              <PlansTable actions={tables} labels={t} />
              <PriceTermsFields labels={t} />
            </Section>

            <Section labels={t} id="colours" title={t.sections.colours} count={counts.colours}>
              <ColoursTable actions={tables} labels={t} />
            </Section>

            <Section labels={t} id="optionals" title={t.sections.optionals} count={counts.optionals}>
              <OptionalsTable actions={tables} labels={t} />
            </Section>

            <Section labels={t} id="additionals" title={t.sections.additionals} count={counts.additionals}>
              <AdditionalsTable actions={tables} labels={t} />
            </Section>

            <Section labels={t} id="texts" title={t.sections.texts} count={counts.texts}>
              <TextList list="highlightsList" label={f.highlightsList} actions={tables} labels={t} />
              <TextList list="featuresList" label={f.featuresList} actions={tables} labels={t} />
              <TextList list="partsList" label={f.partsList} actions={tables} labels={t} />
              <section aria-label={f.tagsList}>
                <h3 className={styles.subheading}>{f.tagsList}</h3>
                <TagsTable actions={tables} labels={t} />
              </section>
              <TextList list="campaignTags" label={f.campaignTags} actions={tables} labels={t} />
            </Section>

            <Section labels={t} id="information" title={t.sections.information} count={counts.information}>
              <Grid>
                <TextAreaField path="disclaimer" label={f.disclaimer} className={styles.wide} rows={4} />
                <CheckField path="hasInformationPage" label={t.informationPageOn} className={styles.wide} />
                {form.hasInformationPage ? (
                  <>
                    <TextField path="informationPage.Title" label={t.informationTitle} className={styles.wide} />
                    <TextAreaField path="informationPage.Text" label={t.informationText} className={styles.wide} rows={6} />
                    <ColourField path="informationPage.backgroundColor" label={t.informationBackground} />
                    <ColourField path="informationPage.fontColor" label={t.informationFont} />
                  </>
                ) : null}
              </Grid>
            </Section>

            <Section labels={t} id="images" title={t.sections.images} count={counts.images}>
              <EditorImages
                imageIds={form.imageIds}
                images={images}
                canEdit={canEdit}
                moves={imageMoves}
                canUpload={canUpload}
                uploading={uploading}
                deleting={deletingImage}
                error={imageError}
                notice={imageNotice}
                fieldError={errors.imageIds}
                onUpload={events.uploadImage}
                onMove={events.moveImage}
                onRemove={events.removeImage}
                labels={t}
              />
            </Section>

            <Section labels={t} id="history" title={t.sections.history}>
              <EditorHistory history={history} labels={t} />
            </Section>
          </Accordion.Root>
        </form>
      </EditorForm.Provider>

      <ConfirmDialog
        open={conflict !== null}
        title={t.conflictTitle}
        cancelLabel={t.keepEditing}
        confirmLabel={t.reload}
        onConfirm={events.reload}
        onCancel={events.keepEditing}
        testId="offer-editor-conflict"
      >
        {conflict}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmingLeave}
        title={t.leaveTitle}
        cancelLabel={t.leaveCancel}
        confirmLabel={t.leaveConfirm}
        onConfirm={events.confirmLeave}
        onCancel={events.cancelLeave}
        testId="offer-editor-leave"
      >
        {t.leaveText}
      </ConfirmDialog>
    </section>
  );
}

/** The price terms beside the plans: what an excess km costs and what the monthly price includes. */
function PriceTermsFields({ labels: t }: { labels: EditorScreenLabels }) {
  const p = t.priceTerms;
  return (
    <fieldset className={styles.priceTerms} data-testid="price-terms">
      <legend className={styles.priceTermsLegend}>{p.heading}</legend>
      <Grid>
        <TextField path="excessKmPrice" kind="money" label={p.excessKmPrice} hint={p.excessKmHint} />
        <TextField path="insuranceDeductible" kind="money" label={p.insuranceDeductible} hint={p.deductibleHint} />
      </Grid>
      <p className={styles.priceTermsHint}>{p.includedHint}</p>
      <div className={styles.priceTermsItems}>
        {PRICE_ITEMS.map((item) => (
          <CheckField key={item} path={`priceIncludes.${item}`} label={p.items[item]} />
        ))}
      </div>
      <ListError path="includedInPrice" />
    </fieldset>
  );
}
