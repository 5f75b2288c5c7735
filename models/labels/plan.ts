let integerFormat: Intl.NumberFormat | undefined;
/** A whole number grouped the pt-BR way ('1.000'), through one formatter (a `toLocaleString` call builds a new one each time). */
export function groupedInteger(value: number): string {
  integerFormat ??= new Intl.NumberFormat('pt-BR');
  return integerFormat.format(value);
}

/** How a rental plan reads wherever it is named: the details' tiles and comparison, the proposals and their versions. */
export const planLabels = {
  km: (km: number) => `${groupedInteger(km)} km`,
  /** '24 meses · 1.000 km/mês' */
  plan: (months: number, km: string) => `${months} meses · ${km}/mês`,
} as const;
