/** The FAQ page chart's real actors, over services/. */
import { fromPromise } from 'xstate';
import { logMessages } from '../../models/labels/log';
import { loggedOnFailure } from '../logged-failure';
import type { FaqEntry } from '../../models/content/faq';
import type { Api } from '../../services/api';
import { getFaq } from '../../services/details';
import { faqPageMachine } from './faq-page.machine';

export function faqPageActors(api: Api) {
  return {
    loadFaq: fromPromise<FaqEntry[], string>(({ input, signal }) => loggedOnFailure(logMessages.faqNotFound, signal, () => getFaq(api, input, signal))),
  };
}

export function faqPageLogic(api: Api) {
  return faqPageMachine.provide({ actors: faqPageActors(api) });
}
