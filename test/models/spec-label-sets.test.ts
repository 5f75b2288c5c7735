/**
 * The label sets the spec gives without a flow (loyalty, financing, recall,
 * anti-fraud, configurator, accessories, reservation, rewards, service
 * selector): each area's strings are read from the spec's own text (its
 * lists, table rows and paragraphs) and must all be in that area's one labels
 * object, exactly as written. A string missing from its area, or mistyped,
 * fails here. None of these modules is reached by the showcase's first load.
 *
 * The spec is read from `../shared/spec` beside the repository (or SPEC_DIR).
 * A clone without the spec beside it (a user's) skips these checks and says
 * so in the test's name and on the console: they run where the spec is (CI).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessoriesLabels } from '../../models/labels/accessories';
import { antiFraudLabels } from '../../models/labels/anti-fraud';
import { configuratorLabels } from '../../models/labels/configurator';
import { financingLabels } from '../../models/labels/financing';
import { loyaltyLabels } from '../../models/labels/loyalty';
import { recallLabels } from '../../models/labels/recall';
import { reservationLabels } from '../../models/labels/reservation';
import { rewardsLabels } from '../../models/labels/rewards';
import { serviceSelectorLabels } from '../../models/labels/service-selector';

const root = resolve(import.meta.dirname, '../..');
const SPEC_DIR = process.env.SPEC_DIR ?? resolve(root, '../shared/spec');

/** A spec document by its number ('000', '001'); its file name carries a hash that may change. */
function specDocument(number: '000' | '001'): string {
  const file = readdirSync(SPEC_DIR).find((f) => f.startsWith(`${number}_`) && f.endsWith('.txt'));
  if (!file) throw new Error(`spec ${number} not found in ${SPEC_DIR}`);
  return readFileSync(join(SPEC_DIR, file), 'utf8');
}

/** The one line of a spec document (a list item, a table row, a paragraph) that starts with `start`. */
function specLine(document: string, start: string): string {
  const found = document.split('\n').filter((line) => line.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} lines of the spec start with "${start}"`);
  return found[0]!;
}

/** The single-quoted strings of a passage, in order (an apostrophe inside a word is no quote). */
function quoted(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}])'([^']+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1]!);
}

/** The comma-separated list the spec writes in prose after `lead`, up to ';', ')' or the sentence's end. */
function listAfter(text: string, lead: string): string[] {
  const at = text.indexOf(lead);
  if (at < 0) throw new Error(`"${lead}" not found in: ${text}`);
  const rest = text.slice(at + lead.length);
  const end = rest.search(/[;)]|\.(?:\s|$)/);
  return rest
    .slice(0, end < 0 ? undefined : end)
    .split(',')
    .map((s) => s.trim());
}

/** The spec's areas against the catalogue (the spec sits beside the repository, as in CI, or SPEC_DIR). */
function specAreaTests(): void {
  const spec000 = specDocument('000');
  const spec001 = specDocument('001');

  /** 001 §8: "Financing and other texts: …; anti-fraud failed '…'; also …" — its clauses, split by area. */
  const financingParagraph = specLine(spec001, 'Financing and other texts:').split(';');
  const isAntiFraud = (clause: string) => /anti-fraud/i.test(clause);
  /** 000 §2 "Others": the line naming the label sets without a flow. */
  const labelSetsOnly = specLine(spec000, '- Reservation, financing, recall, anti-fraud, rewards, service selector and configurator');

  interface SpecArea {
    /** The strings the spec gives for the area, read from its text. */
    strings: string[];
    /** The spec's templates ('{field}' placeholders, 'seu/sua' alternatives). */
    templates: string[];
  }

  const AREAS = ['loyalty', 'financing', 'recall', 'antiFraud', 'configurator', 'accessories', 'reservation', 'rewards', 'serviceSelector'] as const;
  type Area = (typeof AREAS)[number];

  const fromSpec: Record<Area, SpecArea> = {
    // 000 §2 "Others": "Loyalty texts: welcome modal, ranking with Anterior/Próximo, …, '…'".
    loyalty: (() => {
      const line = specLine(spec000, '- Loyalty texts:');
      return { strings: [...listAfter(line, 'ranking with ')[0]!.split('/'), ...quoted(line)], templates: [] };
    })(),
    // 001 §8 "Financing and other texts" (but its anti-fraud clause), 001 §5.1 "Financing proposal form".
    financing: {
      strings: quoted(financingParagraph.filter((c) => !isAntiFraud(c)).join(';')),
      templates: quoted(specLine(spec001, '- Financing proposal form:')),
    },
    // Recall is a plate or chassis lookup (000 §1): 001 §5.1's plate and chassis messages.
    recall: { strings: quoted(specLine(spec001, '- Chassis:')), templates: [] },
    // 001 §8 "Financing and other texts": its anti-fraud clause.
    antiFraud: { strings: quoted(financingParagraph.filter(isAntiFraud).join(';')), templates: [] },
    // 000 §2 "Others" (steps, colour groups), 001 §9 "configurator steps", 001 §8 rows "Configurator" and "Dealer missing".
    configurator: {
      strings: [
        ...listAfter(labelSetsOnly, '(steps '),
        ...listAfter(labelSetsOnly, 'colour groups '),
        ...listAfter(specLine(spec001, '- Labels and formats:'), 'configurator steps '),
        ...quoted(specLine(spec001, '| Configurator |')),
        ...[...specLine(spec001, '| Dealer missing |').matchAll(/'([^']+)' in the configurator/g)].map((m) => m[1]!),
      ],
      templates: [],
    },
    // Named by 000 §1 and §2 "Others"; the spec quotes no string of theirs.
    accessories: { strings: [], templates: [] },
    reservation: { strings: [], templates: [] },
    rewards: { strings: [], templates: [] },
    serviceSelector: { strings: [], templates: [] },
  };

  const catalogue: Record<Area, object> = {
    loyalty: loyaltyLabels,
    financing: financingLabels,
    recall: recallLabels,
    antiFraud: antiFraudLabels,
    configurator: configuratorLabels,
    accessories: accessoriesLabels,
    reservation: reservationLabels,
    rewards: rewardsLabels,
    serviceSelector: serviceSelectorLabels,
  };

  /** Every string leaf of a labels object (arrays included). */
  function strings(node: unknown, out: string[] = []): string[] {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach((n) => strings(n, out));
    else if (node && typeof node === 'object') Object.values(node).forEach((n) => strings(n, out));
    return out;
  }

  type Template = (...args: (string | boolean)[]) => string;

  /** Every function leaf of a labels object (the templates). */
  function templates(node: unknown, out: Template[] = []): Template[] {
    if (typeof node === 'function') out.push(node as Template);
    else if (node && typeof node === 'object') Object.values(node).forEach((n) => templates(n, out));
    return out;
  }

  /** A spec template's readings: 'Digite seu/sua {field}' → 'Digite seu {field}', 'Digite sua {field}'. */
  function readings(template: string): string[] {
    const choice = /(\p{L}+)\/(\p{L}+)/u.exec(template);
    if (!choice) return [template];
    return [choice[1]!, choice[2]!].flatMap((word) => readings(template.replace(choice[0], word)));
  }

  describe('the spec’s label sets, each in its one labels object', () => {
    it('reads each area’s strings from the spec', () => {
      expect(fromSpec.loyalty.strings).toEqual(['Anterior', 'Próximo', 'Nenhuma enquete encontrada para essa concessionária']);
      expect(fromSpec.financing.strings).toHaveLength(3);
      expect(fromSpec.financing.templates).toEqual(['Digite seu/sua {field}']);
      expect(fromSpec.recall.strings).toEqual(['PLACA INCORRETA', 'CHASSIS INCORRETO']);
      expect(fromSpec.antiFraud.strings).toEqual(['Seu pedido será analisado por nossos consultores']);
      expect(fromSpec.configurator.strings).toHaveLength(7 + 4 + 7 + 5 + 1);
    });

    it.each(AREAS.filter((area) => fromSpec[area].strings.length > 0))('%s holds every string the spec lists for it, exactly', (area) => {
      const held = strings(catalogue[area]);
      const missing = fromSpec[area].strings.filter((s) => !held.includes(s));
      expect(missing, `${area}: not in its labels object`).toEqual([]);
    });

    it('the configurator lists its steps in the spec’s order', () => {
      expect(configuratorLabels.steps).toEqual(listAfter(labelSetsOnly, '(steps '));
      expect(configuratorLabels.colourGroups).toEqual(listAfter(labelSetsOnly, 'colour groups '));
    });

    it('the financing proposal form’s required message renders the spec’s template', () => {
      const rendered = templates(financingLabels).flatMap((t) => [t('{field}'), t('{field}', true)]);
      for (const template of fromSpec.financing.templates) {
        for (const reading of readings(template)) expect(rendered, reading).toContain(reading);
      }
    });

    it('the spec names every set without a flow, and quotes no string for rewards or the service selector', () => {
      expect(labelSetsOnly).toMatch(/^- Reservation, financing, recall, anti-fraud, rewards, service selector and configurator .*label sets only/);
      expect(specLine(spec000, '- Also present:')).toMatch(/accessory showcase label sets/);
      // Rewards and the service selector appear in that one line only, where the spec quotes nothing.
      for (const name of [/rewards/i, /service selector/i]) {
        const lines = `${spec000}\n${spec001}`.split('\n').filter((line) => name.test(line));
        expect(lines).toEqual([labelSetsOnly]);
      }
      expect(quoted(labelSetsOnly)).toEqual([]);
      // So their sets hold nothing: no string is invented for them.
      expect(strings(rewardsLabels)).toEqual([]);
      expect(strings(serviceSelectorLabels)).toEqual([]);
    });

    it('the reservation says what the financing says of a bank slip', () => {
      expect(reservationLabels.bankSlipClearing).toBe(financingLabels.bankSlipClearing);
    });
  });
}

/** The spec's documents beside the repository (CI), or none (a user's clone). */
const specPresent = existsSync(SPEC_DIR) && readdirSync(SPEC_DIR).some((f) => /^00[01]_.*\.txt$/.test(f));
if (specPresent) {
  specAreaTests();
} else {
  const notRun = `the check against the spec's label sets did not run: no spec documents in ${SPEC_DIR} (set SPEC_DIR to run it)`;
  console.warn(notRun);
  describe('the spec’s label sets, each in its one labels object', () => {
    // Runs and says so: a clone without the spec documents checks the labels against none of them.
    it(notRun, () => {
      expect(specPresent).toBe(false);
    });
  });
}

describe('the label sets stay out of the showcase’s first load', () => {
  /** Static runtime imports only: `import type` is erased and `import()` loads later. */
  const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g;

  function resolveImport(from: string, path: string): string | null {
    const base = resolve(dirname(from), path);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
  }

  /** What the entry reaches through static imports: what a first visit runs. */
  function firstLoad(entry: string): Set<string> {
    const reached = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
        const target = resolveImport(file, m[1] ?? m[2] ?? '');
        if (target && /\.tsx?$/.test(target)) queue.push(target);
      }
    }
    return new Set([...reached].map((f) => relative(root, f)));
  }

  const reached = firstLoad(join(root, 'src', 'main.tsx'));
  const MODULES = ['loyalty', 'financing', 'recall', 'anti-fraud', 'configurator', 'accessories', 'reservation', 'rewards', 'service-selector'];

  it('walks the first load', () => {
    expect(reached.has('models/labels/spec-showcase.ts')).toBe(true);
    expect(reached.size).toBeGreaterThan(20);
  });

  it.each(MODULES)('models/labels/%s.ts is not reached from src/main.tsx', (name) => {
    expect(reached.has(`models/labels/${name}.ts`)).toBe(false);
  });
});
