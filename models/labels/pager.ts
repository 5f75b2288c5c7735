/** A long list's pages (ui/layout/pager.tsx): the offer manager's, the outbox's. */
export const pagerLabels = {
  previous: 'Página anterior',
  next: 'Próxima página',
  page: (n: number) => `Página ${n}`,
  range: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
} as const;
