/**
 * The FAQ (spec 000 §3): the items the server keeps (`answer` is sanitised
 * HTML), the answer of `GET {faqPath}.infinity.json`, its path, and the search.
 */
import { holdsSearchTerm } from '../common/search-text';
import { array, boolean, object, string, type Infer } from 'superstruct';
import { textOf } from './rich-text';

export const FaqItem = object({
  question: string(),
  answer: string(),
  hideSurvey: boolean(),
});
export type FaqItem = Infer<typeof FaqItem>;

/** The FAQ answer (`GET {faqPath}.infinity.json`): entries with question, text and hideSurvey. */
export const FaqEntry = object({ question: string(), text: string(), hideSurvey: boolean() });
export type FaqEntry = Infer<typeof FaqEntry>;
export const FaqAnswer = array(FaqEntry);

/** The shortest search term that filters; anything shorter (after trimming) shows every entry. */
export const FAQ_MIN_TERM = 3;

/** Match of the trimmed term over question and answer, case and accents ignored ('credito' finds 'crédito'); 2 characters or fewer: every entry. */
export function searchFaq<T extends { question: string; text: string }>(entries: readonly T[], term: string): T[] {
  const t = term.trim();
  if (t.length < FAQ_MIN_TERM) return [...entries];
  return entries.filter((e) => holdsSearchTerm(e.question, t) || holdsSearchTerm(textOf(e.text), t));
}

/** The FAQ path of the page configuration when none is set; the call is `{faqPath}.infinity.json`. */
export const DEFAULT_FAQ_PATH = '/content/flua/faq';

export function faqContentPath(faqPath: string): string {
  return `${faqPath.replace(/\/$/, '')}.infinity.json`;
}
