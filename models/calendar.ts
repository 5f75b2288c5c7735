/** Calendar days as Brazil counts them: validity of offers and coupons is by the local calendar. */

/** Today's date in Brazil (America/Sao_Paulo), `YYYY-MM-DD`. */
export function todayInBrazil(now: Date = new Date()): string {
  // One formatter for every call: making one costs far more than formatting (every search asks for the day).
  brazilDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return brazilDay.format(now);
}
let brazilDay: Intl.DateTimeFormat | undefined;

/** The calendar day `YYYY-MM-DD` a date or timestamp text starts with; null for an empty text (an open bound). */
export function calendarDay(value: string | null | undefined): string | null {
  const day = (value ?? '').trim().slice(0, 10);
  return day === '' ? null : day;
}
