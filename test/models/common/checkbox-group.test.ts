/**
 * The checkbox group's rule (spec 001 §5.4: the comma-joined selected values
 * against a list of rules): the joined value, each rule and its message,
 * and properties over any group.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKBOX_GROUP_SEPARATOR,
  checkboxGroupValue,
  checkboxGroupValues,
  validateCheckboxGroup,
  validateJoinedCheckboxGroup,
  type CheckboxGroupRule,
} from '../../../models/common/checkbox-group';
import { validationSpec } from '../../../models/labels/spec-validation';
import { PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_RULES } from '../../../models/lead/lead';
import { OPT_IN_RULES, optInChannels } from '../../../models/lead/lead-form';
import { labels } from '../../../models/labels/spec';

const OPTIONS = ['phone', 'sms', 'whatsapp', 'email'] as const;

describe('the checkbox group’s value', () => {
  it('is what is ticked, each value once, in the order ticked, joined with ","', () => {
    expect(checkboxGroupValue([])).toBe('');
    expect(checkboxGroupValue(['whatsapp'])).toBe('whatsapp');
    expect(checkboxGroupValue(['email', 'sms', 'email'])).toBe('email,sms');
    expect(checkboxGroupValues('email,sms')).toEqual(['email', 'sms']);
    expect(checkboxGroupValues('')).toEqual([]);
  });
});

describe('the checkbox group’s rules', () => {
  it('required: something ticked; the catalogue’s message unless the rule words its own', () => {
    expect(validateCheckboxGroup([], [{ kind: 'required' }])).toBe('Selecione pelo menos uma das opções acima');
    expect(validateCheckboxGroup([], [{ kind: 'required', message: 'Selecione um contato preferencial' }])).toBe('Selecione um contato preferencial');
    expect(validateCheckboxGroup(['sms'], [{ kind: 'required' }])).toBeUndefined();
  });

  it('at least / at most n distinct values', () => {
    expect(validateCheckboxGroup(['sms'], [{ kind: 'minSelected', min: 2 }])).toBe('Selecione pelo menos 2 opções');
    expect(validateCheckboxGroup(['sms', 'sms'], [{ kind: 'minSelected', min: 2 }])).toBe('Selecione pelo menos 2 opções');
    expect(validateCheckboxGroup(['sms', 'email'], [{ kind: 'minSelected', min: 2 }])).toBeUndefined();
    expect(validateCheckboxGroup(['sms', 'email'], [{ kind: 'maxSelected', max: 1 }])).toBe('Selecione no máximo uma opção');
    expect(validateCheckboxGroup(['sms', 'email', 'phone'], [{ kind: 'maxSelected', max: 2 }])).toBe('Selecione no máximo 2 opções');
  });

  it('allowed: only the group’s options; a value holding the separator splits into parts that are none of them', () => {
    const allowed: CheckboxGroupRule[] = [{ kind: 'allowed', values: OPTIONS }];
    expect(validateCheckboxGroup(['sms', 'email'], allowed)).toBeUndefined();
    expect(validateCheckboxGroup(['fax'], allowed)).toBe(validationSpec.unknownOption);
    expect(validateCheckboxGroup(['sms,fax'], allowed)).toBe(validationSpec.unknownOption);
    expect(validateJoinedCheckboxGroup('sms,,email', allowed)).toBe(validationSpec.unknownOption);
  });

  it('the first rule broken speaks', () => {
    const rules: CheckboxGroupRule[] = [{ kind: 'required', message: 'A' }, { kind: 'allowed', values: OPTIONS, message: 'B' }];
    expect(validateCheckboxGroup([], rules)).toBe('A');
    expect(validateCheckboxGroup(['fax'], rules)).toBe('B');
  });

  it('the forms’ groups: the preferred contact (at least one, of its methods) and the lead form’s opt-ins (at least one)', () => {
    expect(validateCheckboxGroup([], PREFERRED_CONTACT_RULES)).toBe(labels.validation.preferredContact);
    expect(validateCheckboxGroup(['whatsapp'], PREFERRED_CONTACT_RULES)).toBeUndefined();
    expect(validateCheckboxGroup(['pombo-correio'], PREFERRED_CONTACT_RULES)).toBe(validationSpec.unknownOption);
    const none = { smsPhoneOptIn: false, whatsappOptIn: false, emailOptIn: false };
    expect(validateCheckboxGroup(optInChannels(none), OPT_IN_RULES)).toBe(labels.leadForm.optInRequired);
    expect(optInChannels({ ...none, emailOptIn: true, smsPhoneOptIn: true })).toEqual(['smsPhone', 'email']);
    expect(validateCheckboxGroup(optInChannels({ ...none, whatsappOptIn: true }), OPT_IN_RULES)).toBeUndefined();
  });
});

describe('checkbox group properties', () => {
  const ticked = fc.array(fc.constantFrom(...OPTIONS), { maxLength: 8 });
  const anyText = fc.array(fc.string({ maxLength: 6 }), { maxLength: 6 });

  it('the joined value reads back as the distinct values ticked', () => {
    fc.assert(
      fc.property(ticked, (values) => {
        expect(checkboxGroupValues(checkboxGroupValue(values))).toEqual([...new Set(values)]);
        expect(checkboxGroupValue([...values, ''])).toBe(checkboxGroupValue(values));
      }),
    );
  });

  it('required passes exactly when something is ticked; min/max count the distinct values', () => {
    fc.assert(
      fc.property(ticked, fc.integer({ min: 0, max: 5 }), (values, n) => {
        const distinct = new Set(values).size;
        expect(validateCheckboxGroup(values, [{ kind: 'required' }]) === undefined).toBe(distinct > 0);
        expect(validateCheckboxGroup(values, [{ kind: 'minSelected', min: n }]) === undefined).toBe(distinct >= n);
        expect(validateCheckboxGroup(values, [{ kind: 'maxSelected', max: n }]) === undefined).toBe(distinct <= n);
      }),
    );
  });

  it('the verdict does not depend on the order values were ticked in, nor on a value ticked twice', () => {
    fc.assert(
      fc.property(ticked, fc.integer({ min: 0, max: 4 }), (values, n) => {
        const rules: CheckboxGroupRule[] = [{ kind: 'required' }, { kind: 'minSelected', min: n }, { kind: 'maxSelected', max: 3 }, { kind: 'allowed', values: OPTIONS }];
        const verdict = validateCheckboxGroup(values, rules);
        expect(validateCheckboxGroup([...values].reverse(), rules)).toBe(verdict);
        expect(validateCheckboxGroup([...values, ...values], rules)).toBe(verdict);
      }),
    );
  });

  it('allowed refuses any value outside the options, a separator included; no rules, no message', () => {
    fc.assert(
      fc.property(anyText, (values) => {
        // (A box without a value adds nothing to the joined value.)
        const outside = values.some((v) => v !== '' && !(OPTIONS as readonly string[]).includes(v));
        expect(validateCheckboxGroup(values, [{ kind: 'allowed', values: OPTIONS }]) !== undefined).toBe(outside);
        expect(validateCheckboxGroup(values, [])).toBeUndefined();
        if (values.some((v) => v.includes(CHECKBOX_GROUP_SEPARATOR))) expect(validateCheckboxGroup(values, PREFERRED_CONTACT_RULES)).toBeDefined();
      }),
    );
  });

  it('every preferred contact method alone keeps the preferred contact’s rules', () => {
    for (const method of PREFERRED_CONTACT_METHODS) expect(validateCheckboxGroup([method], PREFERRED_CONTACT_RULES)).toBeUndefined();
  });
});
