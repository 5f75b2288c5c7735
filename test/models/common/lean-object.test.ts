/** `leanObject` answers exactly what superstruct's `object` answers: failures, their order and the coerced value. */
import { defaulted, nullable, number, object, optional, refine, string, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { leanObject } from '../../../models/common/lean-object';

const schema = {
  name: string(),
  nick: optional(string()),
  age: optional(refine(number(), 'adult', (n) => n >= 18)),
  note: nullable(string()),
  version: defaulted(string(), 'v1'),
  maybeVersion: optional(defaulted(string(), 'v2')),
  nested: optional(object({ a: number(), b: optional(string()) })),
};

const outcome = (struct: Struct<unknown, unknown>, value: unknown) => {
  const [error, coerced] = validate(structuredClone(value), struct, { coerce: true });
  const [plainError] = validate(structuredClone(value), struct);
  const failures = (e: typeof error) => e?.failures().map((f) => [f.path.join('.'), f.message]);
  return { coerced, failures: failures(error), plain: failures(plainError) };
};

describe('leanObject', () => {
  const cases: unknown[] = [
    { name: 'a', note: null },
    { name: 'a' },
    {},
    { name: 1, nick: 2, age: 10, note: 'x', version: 3, nested: { a: 'x', c: 1 } },
    { name: 'a', note: null, age: 30, nested: { a: 1 }, toString: 'x', extra: 1 },
    { name: 'a', note: null, nick: undefined, maybeVersion: undefined },
    null,
    [],
    'text',
  ];
  it.each(cases.map((c) => [JSON.stringify(c) ?? String(c), c]))('answers as object does for %s', (_label, value) => {
    expect(outcome(leanObject(schema) as Struct<unknown, unknown>, value)).toEqual(outcome(object(schema) as Struct<unknown, unknown>, value));
  });
});
