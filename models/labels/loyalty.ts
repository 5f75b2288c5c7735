/**
 * The loyalty program's label set (spec 000 §2 "Others": welcome modal,
 * ranking with Anterior/Próximo, FAQ, prizes, monthly benefit poll with vote,
 * end date, partial result). The spec shows no flow for it: a label set only,
 * kept exactly as the spec writes it. Nothing on the showcase imports it.
 */
export const loyaltyLabels = {
  /** The ranking's pages. */
  previous: 'Anterior',
  next: 'Próximo',
  /** The monthly benefit poll. */
  noPoll: 'Nenhuma enquete encontrada para essa concessionária',
  /** ours: the poll's vote, end date and partial result (named by the spec, wording not shown). */
  vote: 'Votar',
  endDate: 'Encerra em',
  partialResult: 'Resultado parcial',
};
