import { RETENTION } from '../privacy-policy/retention';

/**
 * How long a lead's data is kept, in the words every text uses (the policy
 * page, the privacy box of the lead forms and of the company forms): the
 * periods the scheduled clean-up applies (models/privacy-policy/retention.ts,
 * server/jobs/retention.ts). All ours.
 */
export const dataRetentionLabels = {
  /** The policy table's cell for a lead. */
  leadPeriod: `${RETENTION.leadWithoutContractMonths} meses após a última movimentação do pedido sem contrato; com contrato, ${RETENTION.leadWithContractYears} anos após o contrato`,
  /** The sentence of the forms' privacy box. */
  formSentence:
    `Os dados ficam guardados por até ${RETENTION.leadWithoutContractMonths} meses após a última movimentação do pedido sem contrato ` +
    `(com contrato, ${RETENTION.leadWithContractYears} anos após o contrato, pelas obrigações legais) e depois são anonimizados.`,
} as const;
