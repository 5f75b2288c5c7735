/**
 * A checkbox group's rule (spec 001 §5.4: "the checkbox group validates the
 * comma-joined selected values against a list of rules; the rules are not
 * shown"). The group's value is what is ticked, each value once, joined
 * with ','; the rules below read that joined value. The rules are ours:
 * something ticked, at least / at most n, and only the group's own options
 * (a value holding the separator splits into parts that are none of them).
 * Each rule may carry the message its form words (the lead form's
 * 'Selecione pelo menos uma das opções acima', the preferred contact's
 * 'Selecione um contato preferencial'); otherwise the catalogue's.
 */
import { match } from 'ts-pattern';
import { validationSpec } from '../labels/spec-validation';
import type { ValidationResult } from './validators';

export const CHECKBOX_GROUP_SEPARATOR = ',';

export type CheckboxGroupRule =
  /** Something is ticked. */
  | { kind: 'required'; message?: string }
  | { kind: 'minSelected'; min: number; message?: string }
  | { kind: 'maxSelected'; max: number; message?: string }
  /** Every ticked value is one of the group's options. */
  | { kind: 'allowed'; values: readonly string[]; message?: string };

/** The group's value: what is ticked, each value once, in the order ticked, joined with ','. A box without a value adds nothing. */
export function checkboxGroupValue(selected: readonly string[]): string {
  return [...new Set(selected ?? [])].filter((v) => v !== '').join(CHECKBOX_GROUP_SEPARATOR);
}

/** The values a joined value holds (none for ''). */
export function checkboxGroupValues(joined: string): string[] {
  return joined === '' ? [] : joined.split(CHECKBOX_GROUP_SEPARATOR);
}

/** The first rule the joined value breaks, as its pt-BR message; undefined when it keeps them all. */
export function validateJoinedCheckboxGroup(joined: string, rules: readonly CheckboxGroupRule[]): ValidationResult {
  const values = checkboxGroupValues(joined);
  const count = new Set(values).size;
  for (const rule of rules) {
    const broken = match(rule)
      .with({ kind: 'required' }, () => joined === '')
      .with({ kind: 'minSelected' }, (r) => count < r.min)
      .with({ kind: 'maxSelected' }, (r) => count > r.max)
      .with({ kind: 'allowed' }, (r) => values.some((v) => !r.values.includes(v)))
      .exhaustive();
    if (broken) return rule.message ?? defaultMessage(rule);
  }
  return undefined;
}

/** The group's rule over what is ticked: its comma-joined value against the rules, in order. */
export function validateCheckboxGroup(selected: readonly string[], rules: readonly CheckboxGroupRule[]): ValidationResult {
  return validateJoinedCheckboxGroup(checkboxGroupValue(selected), rules);
}

function defaultMessage(rule: CheckboxGroupRule): string {
  return match(rule)
    .with({ kind: 'required' }, () => validationSpec.minSelected(1))
    .with({ kind: 'minSelected' }, (r) => validationSpec.minSelected(r.min))
    .with({ kind: 'maxSelected' }, (r) => validationSpec.maxSelected(r.max))
    .with({ kind: 'allowed' }, () => validationSpec.unknownOption)
    .exhaustive();
}
