/** The partnership chart's generated paths (shared by its test and `npm run paths`): a visit with a partner's link, and one without. */
import { partnershipMachine, type PartnershipInput } from '../../machines/partnership/partnership.machine';
import type { PartnershipAnswer } from '../../models/lead/partnership';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';
import { PARTNER_LINK } from './lead-submission.paths';

export const ANSWER: PartnershipAnswer = { partnership: PARTNER_LINK.partner, partnershipValue: 'SOCIO-000123', partnerSellerId: 'PARC-77', renewal: true, expiresAt: '2030-01-01T00:00:00.000Z' };
export const withLink: PartnershipInput = { link: PARTNER_LINK };
export const withoutLink: PartnershipInput = { link: null };

const events = (snap: any) =>
  snap.children.decryptPartnership
    ? [
        { type: 'xstate.done.actor.decryptPartnership', output: ANSWER },
        { type: 'xstate.error.actor.decryptPartnership', error: new Error('O link da parceria expirou. Peça um novo link ao parceiro.') },
      ]
    : [];

export const partnershipPlan = withoutTransientStates(planChart({ id: 'partnership', machine: partnershipMachine, input: withLink, events }));
export const partnershipAbsentPlan = withoutTransientStates(planChart({ id: 'partnership-absent', machine: partnershipMachine, input: withoutLink, events }));

export const partnershipPlans = [
  { plan: partnershipPlan, input: withLink },
  { plan: partnershipAbsentPlan, input: withoutLink },
];
