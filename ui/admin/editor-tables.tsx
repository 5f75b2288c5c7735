/**
 * The offer editor's tables: rental plans, colours, optionals, additionals,
 * tags and the text lists. Each row is a group (fieldset named "Plano 1")
 * of compact inputs that wraps on a phone, with its 'Remover' button; the
 * table ends with its 'Adicionar …' button.
 */
import { useId, type ReactNode } from 'react';
import type { EditorScreenLabels } from '../../models/labels/offer-editor';
import type { FormList } from '../../models/offer-admin/offer-editor-form';
import { CheckField, ColourField, ListError, SelectField, TextField, useEditorForm } from './editor-fields';
import * as styles from './offer-editor.css';

export interface TableActions {
  addRow: (list: FormList) => void;
  removeRow: (list: FormList, index: number) => void;
}

/** A table's props: the editor's row actions and its one labels object. */
export interface TableProps {
  actions: TableActions;
  labels: EditorScreenLabels;
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function Rows({ list, actions, labels: t, render }: TableProps & { list: FormList; render: (index: number) => ReactNode }) {
  const { form, disabled } = useEditorForm();
  const rows = form[list] as unknown[];
  const name = t.rowNames[list];
  return (
    <div data-list={list}>
      <ListError path={list} />
      {rows.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
      <ol className={styles.rows}>
        {rows.map((_, i) => (
          <li key={i}>
            <fieldset className={styles.rowCard} data-row={`${list}.${i}`}>
              <legend className={styles.rowLegend}>{t.row(capitalised(name), i + 1)}</legend>
              <div className={styles.rowGrid}>
                {render(i)}
                <button
                  type="button"
                  className={styles.removeButton}
                  onClick={() => actions.removeRow(list, i)}
                  disabled={disabled}
                  aria-label={t.removeRow(name, i + 1)}
                >
                  {t.remove}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.addButton} onClick={() => actions.addRow(list)} disabled={disabled}>
        {t.add[list]}
      </button>
    </div>
  );
}

/** The default plan: one radio per row, all named alike. */
function DefaultPlanRadio({ index, label }: { index: number; label: string }) {
  const { form, disabled, edit } = useEditorForm();
  const id = useId();
  return (
    <label htmlFor={id} className={`${styles.checkRow} ${styles.rowAligned}`}>
      <input
        id={id}
        type="radio"
        name="rentalPlanList.default"
        className={styles.checkbox}
        checked={form.rentalPlanList[index]?.selectedByDefault === true}
        onChange={(e) => e.currentTarget.checked && edit(`rentalPlanList.${index}.selectedByDefault`, true)}
        disabled={disabled}
      />
      {label}
    </label>
  );
}

export function PlansTable({ actions, labels }: TableProps) {
  const c = labels.columns;
  return (
    <Rows
      list="rentalPlanList"
      actions={actions}
      labels={labels}
      render={(i) => (
        <>
          <TextField compact kind="digits" maxLength={3} path={`rentalPlanList.${i}.period`} label={c.period} />
          <TextField compact kind="digits" maxLength={5} path={`rentalPlanList.${i}.km`} label={c.km} />
          <TextField compact kind="money" path={`rentalPlanList.${i}.price`} label={c.price} />
          <TextField compact kind="percent" path={`rentalPlanList.${i}.monthlyInterestRate`} label={c.monthlyInterestRate} />
          <DefaultPlanRadio index={i} label={c.selectedByDefault} />
        </>
      )}
    />
  );
}

export function ColoursTable({ actions, labels }: TableProps) {
  const c = labels.columns;
  return (
    <Rows
      list="colors"
      actions={actions}
      labels={labels}
      render={(i) => (
        <>
          <TextField compact path={`colors.${i}.code`} label={c.code} maxLength={20} />
          <TextField compact path={`colors.${i}.name`} label={c.name} maxLength={80} />
          <SelectField compact path={`colors.${i}.category`} label={c.category} options={labels.colourCategories} />
          <TextField compact kind="money" path={`colors.${i}.value`} label={c.value} />
          <ColourField compact path={`colors.${i}.rgb`} label={c.rgb} />
          <TextField compact kind="hex" path={`colors.${i}.secondaryRgb`} label={c.secondaryRgb} hint="#RRGGBB" />
          <TextField compact path={`colors.${i}.associatedPeriod`} label={c.associatedPeriod} hint={labels.periodsHint} className={styles.rowWide} />
        </>
      )}
    />
  );
}

export function OptionalsTable({ actions, labels }: TableProps) {
  const c = labels.columns;
  return (
    <Rows
      list="optionals"
      actions={actions}
      labels={labels}
      render={(i) => (
        <>
          <TextField compact path={`optionals.${i}.code`} label={c.code} maxLength={20} />
          <TextField compact path={`optionals.${i}.name`} label={c.name} maxLength={120} />
          <TextField compact kind="money" path={`optionals.${i}.value`} label={c.value} />
          <CheckField path={`optionals.${i}.required`} label={c.required} className={styles.rowAligned} />
          <TextField compact path={`optionals.${i}.associatedPeriod`} label={c.associatedPeriod} hint={labels.periodsHint} />
          <TextField compact kind="url" path={`optionals.${i}.image`} label={c.image} />
        </>
      )}
    />
  );
}

export function AdditionalsTable({ actions, labels }: TableProps) {
  const c = labels.columns;
  return (
    <Rows
      list="additionalItemsList"
      actions={actions}
      labels={labels}
      render={(i) => (
        <>
          <TextField compact path={`additionalItemsList.${i}.name`} label={c.name} maxLength={120} />
          <SelectField compact path={`additionalItemsList.${i}.type`} label={c.type} options={labels.additionalTypes} />
          <TextField compact kind="money" path={`additionalItemsList.${i}.value`} label={c.value} />
          <CheckField path={`additionalItemsList.${i}.required`} label={c.required} className={styles.rowAligned} />
          <TextField compact path={`additionalItemsList.${i}.associatedPeriod`} label={c.associatedPeriod} hint={labels.periodsHint} />
          <TextField compact path={`additionalItemsList.${i}.locavia_code`} label={c.locavia_code} maxLength={20} />
          <TextField compact path={`additionalItemsList.${i}.description`} label={c.description} className={styles.rowWide} />
          <TextField compact path={`additionalItemsList.${i}.text`} label={c.text} className={styles.rowWide} />
          <TextField compact kind="url" path={`additionalItemsList.${i}.image_link`} label={c.image} className={styles.rowWide} />
        </>
      )}
    />
  );
}

export function TagsTable({ actions, labels }: TableProps) {
  const c = labels.columns;
  return (
    <Rows
      list="tagsList"
      actions={actions}
      labels={labels}
      render={(i) => (
        <>
          <TextField compact path={`tagsList.${i}.text`} label={c.tagText} maxLength={40} />
          <ColourField compact path={`tagsList.${i}.background_color`} label={c.tagColour} />
        </>
      )}
    />
  );
}

/** A list of short texts (highlights, features, items, campaign tags). */
export function TextList({ list, actions, labels, label }: TableProps & { list: 'highlightsList' | 'featuresList' | 'partsList' | 'campaignTags'; label: string }) {
  return (
    <section aria-label={label}>
      <h3 className={styles.subheading}>{label}</h3>
      <Rows
        list={list}
        actions={actions}
        labels={labels}
        render={(i) => <TextField compact path={`${list}.${i}`} label={labels.fields[list]} className={styles.rowWide} />}
      />
    </section>
  );
}

