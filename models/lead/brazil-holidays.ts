/**
 * Brazil's national holidays, as the `date-holidays` library keeps them (its
 * 'public' holidays for BR: Ano Novo, Sexta-Feira Santa, Tiradentes, Dia do
 * Trabalhador, Independência, Nossa Senhora Aparecida, Finados, Proclamação
 * da República, Consciência Negra from 2024, Natal and election Sundays).
 * Carnaval and Corpus Christi are optional points ('bank'/'optional' there),
 * not national holidays: a dealer answers on them. Server-only: the library
 * carries every country's data, the browser never needs it.
 */
import Holidays from 'date-holidays';
import type { HolidayDays } from './response-time';

let brazil: Holidays | undefined;
const byYear = new Map<number, readonly string[]>();

/** The national holidays of `year`, as `YYYY-MM-DD` days. */
export function brazilNationalHolidays(year: number): readonly string[] {
  let days = byYear.get(year);
  if (!days) {
    brazil ??= new Holidays('BR');
    days = brazil.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
    byYear.set(year, days);
  }
  return days;
}

/** The national holidays of the year `at` falls in and the next one (a promise made late in December may end in January). */
export function holidaysAround(at: Date): HolidayDays {
  const year = at.getUTCFullYear();
  return new Set([...brazilNationalHolidays(year - 1), ...brazilNationalHolidays(year), ...brazilNationalHolidays(year + 1)]);
}
