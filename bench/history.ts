/**
 * The benches' history: every bench appends its figures, with the commit
 * they were measured on, as one JSON line of bench/history.jsonl, so a
 * regression shows up next to the runs before it. One line per figure set:
 *   {"at":"2026-11-24T13:20:00.000Z","commit":"abc1234","dirty":false,"bench":"search","case":"demo catalogue, showcase page (24)","figures":{…}}
 * `dirty` says the working tree had uncommitted changes (the figures are
 * then of the commit plus those changes).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const HISTORY_FILE = resolve(root, 'bench', 'history.jsonl');

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit measured: `git rev-parse --short HEAD`, and whether the tree had changes. */
export function measuredCommit(): { commit: string; dirty: boolean } {
  return { commit: git('rev-parse', '--short', 'HEAD') || 'unknown', dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
}

export type Figures = Record<string, number | string | boolean | null>;

/** Appends one bench's figures (numbers as measured; units in the names: `_ms`, `_bytes`, `_per_s`, `ratio_`). */
export function recordFigures(bench: string, caseName: string, figures: Figures): void {
  const line = { at: new Date().toISOString(), ...measuredCommit(), bench, case: caseName, figures };
  appendFileSync(HISTORY_FILE, `${JSON.stringify(line)}\n`);
  console.log(`  (recorded in bench/history.jsonl, commit ${line.commit}${line.dirty ? ' with changes' : ''})`);
}
