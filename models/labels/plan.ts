/** How a rental plan reads wherever it is named: the details' tiles and comparison, the proposals and their versions. */
export const planLabels = {
  km: (km: number) => `${km.toLocaleString('pt-BR')} km`,
  /** '24 meses · 1.000 km/mês' */
  plan: (months: number, km: string) => `${months} meses · ${km}/mês`,
} as const;
