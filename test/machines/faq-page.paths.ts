/** The FAQ page chart's generated paths (shared by its test and `npm run paths`). */
import { demoFaq } from '../../server/demo/demo-catalogue';
import type { FaqEntry } from '../../models/content/faq';
import { faqPageMachine, type FaqPageEvent, type FaqPageSnapshot } from '../../machines/faq-page/faq-page.machine';
import { planChart } from '../support/chart-paths';

export const faqEntries: FaqEntry[] = demoFaq.map((item) => ({ question: item.question, text: item.answer, hideSurvey: item.hideSurvey }));
export const faqPageInput = { faqPath: '/content/flua/faq' };
/** What a person types in the search: a word of one question ('placa'), then a word of none. */
export const FAQ_TERMS = ['placa', 'helicóptero'] as const;

export const faqPagePlan = planChart({
  id: 'faqPage',
  machine: faqPageMachine,
  input: faqPageInput,
  events: (snap: FaqPageSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadFaq) {
      out.push({ type: 'xstate.done.actor.loadFaq', output: faqEntries });
      out.push({ type: 'xstate.error.actor.loadFaq', error: new Error('Um erro ocorreu, tente novamente') });
    }
    const person: FaqPageEvent[] = [{ type: 'faq.retry' }, ...FAQ_TERMS.filter((term) => term !== snap.context.term).map((term) => ({ type: 'faq.search' as const, term }))];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
