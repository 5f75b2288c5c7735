/** Profile simulator quiz (spec 000 §2 "Profile simulator", §3, §4). */
import { array, object, optional, size, string, type Infer } from 'superstruct';

export const ProfileAnswer = object({
  answerText: optional(string()),
  /** One letter, or several ('AB') counting for each of them. */
  answerCode: size(string(), 1, 20),
  result: optional(string()),
});
export type ProfileAnswer = Infer<typeof ProfileAnswer>;

export const ProfileQuestion = object({
  questionText: string(),
  answers: size(array(ProfileAnswer), 1, 20),
});
export type ProfileQuestion = Infer<typeof ProfileQuestion>;

export const ProfileResultButton = object({ buttonLabel: string(), buttonUrl: string() });

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
 * each multi-letter code split into letters. A tie goes to the code that
 * appeared first. Undefined when nothing was answered.
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
  return results.find((r) => r.resultCode.trim().toUpperCase() === code) ?? results.find((r) => splitCode(r.resultCode).includes(code));
}
