/** Profile simulator quiz (spec 000 §2 "Profile simulator", §3, §4; 001 §5.4). */
import { array, object, optional, refine, size, string, type Infer } from 'superstruct';
import type { SearchRequest } from './api';
import { isSameSitePath } from '../common/links';
import { isSafeHref } from '../content/rich-text';
import { listSearchRequest, type ListFilter } from './showcase-modes';

export const ProfileAnswer = object({
  answerText: optional(size(string(), 1, 200)),
  /** One letter, or several ('AB') counting for each of them. */
  answerCode: size(string(), 1, 20),
  result: optional(string()),
});
export type ProfileAnswer = Infer<typeof ProfileAnswer>;

export const ProfileQuestion = object({
  questionText: size(string(), 1, 300),
  answers: size(array(ProfileAnswer), 1, 20),
});
export type ProfileQuestion = Infer<typeof ProfileQuestion>;

/** A result's button: its label and where it goes (a path of this site, or an http(s) address). */
export const ProfileResultButton = object({
  buttonLabel: size(string(), 1, 80),
  buttonUrl: refine(size(string(), 1, 2000), 'buttonUrl', (v) => isSafeHref(v)),
});
export type ProfileResultButton = Infer<typeof ProfileResultButton>;

export const ProfileResult = object({
  resultCode: size(string(), 1, 20),
  resultTitle: string(),
  /** HTML text. */
  resultText: string(),
  resultButton: array(ProfileResultButton),
});
export type ProfileResult = Infer<typeof ProfileResult>;

export const ProfileSimulator = object({
  questions: size(array(ProfileQuestion), 1, 50),
  results: size(array(ProfileResult), 1, 50),
});
export type ProfileSimulator = Infer<typeof ProfileSimulator>;

/** A code split into its letters (multi-letter codes count for each letter); blanks dropped. */
export function splitCode(code: string): string[] {
  return [...code.trim().toUpperCase()].filter((c) => c.trim() !== '');
}

/**
 * The final answer: the most frequent answer code among the chosen answers,
 * each multi-letter code split into letters. The tie rule: among codes with
 * the same count, the one that appeared first in the answers (the earliest
 * question; within a multi-letter code, its first letter) wins. Undefined
 * when nothing was answered.
 */
export function mostFrequentCode(answerCodes: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const code of answerCodes) for (const letter of splitCode(code)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  // Map keeps first-insertion order, so a strict '>' leaves ties to the earliest code.
  for (const [letter, count] of counts) {
    if (count > bestCount) {
      best = letter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The result shown for the chosen answers: the result whose code is the most
 * frequent answer code; a multi-letter result code ('AB') is split and serves
 * each of its letters. Exact matches win over split ones.
 */
export function profileResult(answerCodes: readonly string[], results: readonly ProfileResult[]): ProfileResult | undefined {
  const code = mostFrequentCode(answerCodes);
  if (!code) return undefined;
  return resultForCode(code, results);
}

function resultForCode(code: string, results: readonly ProfileResult[]): ProfileResult | undefined {
  return results.find((r) => r.resultCode.trim().toUpperCase() === code) ?? results.find((r) => splitCode(r.resultCode).includes(code));
}

/** The chosen answer (index into its question's answers) of each question; null where none is chosen yet. */
export type ProfileChoices = readonly (number | null)[];

/** The answer codes of the chosen answers, in question order. */
export function chosenCodes(questions: readonly ProfileQuestion[], choices: ProfileChoices): string[] {
  return questions.flatMap((q, i) => {
    const chosen = choices[i];
    const answer = chosen === null || chosen === undefined ? undefined : q.answers[chosen];
    return answer ? [answer.answerCode] : [];
  });
}

/** Whether `answer` is one of question `index`'s answers. */
export function isAnswerOf(questions: readonly ProfileQuestion[], index: number, answer: number): boolean {
  const q = questions[index];
  return q !== undefined && Number.isInteger(answer) && answer >= 0 && answer < q.answers.length;
}

/** The person may go on from question `index` once an answer is chosen (spec 001 §5.4). */
export function isAnswered(choices: ProfileChoices, index: number): boolean {
  return typeof choices[index] === 'number';
}

/** Back is offered from the second question onwards (spec 000 §2). */
export function canGoBack(index: number): boolean {
  return index > 0;
}

/**
 * A quiz a person can finish: every letter of every answer code leads to a
 * result, so whatever is chosen, a result is shown.
 */
export function isPlayableQuiz(simulator: ProfileSimulator): boolean {
  const letters = simulator.questions.flatMap((q) => q.answers.flatMap((a) => splitCode(a.answerCode)));
  return letters.length > 0 && letters.every((l) => resultForCode(l, simulator.results) !== undefined);
}

/** Is question `index` the last one (its button shows the result instead of another question)? */
export function isLastQuestion(questions: readonly ProfileQuestion[], index: number): boolean {
  return index === questions.length - 1;
}

/** How many offers the result shows, as a taste of the showcase its first button opens. */
export const RESULT_OFFERS_COUNT = 3;

/** The showcase filter a result's buttons open (the first link of this site with `?categoria=`), or null. */
export function resultFilterId(result: Pick<ProfileResult, 'resultButton'>): string | null {
  for (const b of result.resultButton) {
    if (!isSameSitePath(b.buttonUrl)) continue;
    const id = new URL(b.buttonUrl, 'https://flua.invalid').searchParams.get('categoria');
    if (id) return id;
  }
  return null;
}

/**
 * The search for the offers a result shows (the splash promises them): the
 * showcase's own request with the filter the result's button opens, first
 * few cards. Null when the result names no filter the site has: no offers
 * are shown rather than offers of another kind.
 */
export function resultOffersRequest(result: Pick<ProfileResult, 'resultButton'>, base: SearchRequest, filters: readonly (ListFilter & { id: string })[]): SearchRequest | null {
  const id = resultFilterId(result);
  const filter = filters.find((f) => f.id === id);
  if (!filter) return null;
  return { ...listSearchRequest(base, { filter, location: undefined, admin: false }), start: 0, size: RESULT_OFFERS_COUNT, view: 'card' };
}
