/** FAQ item (spec 000 §3). `answer` is sanitised HTML. */
import { boolean, object, string, type Infer } from 'superstruct';

export const FaqItem = object({
  question: string(),
  answer: string(),
  hideSurvey: boolean(),
});
export type FaqItem = Infer<typeof FaqItem>;
