/** Calendar days as Brazil counts them: validity of offers and coupons is by the local calendar. */

/** Today's date in Brazil (America/Sao_Paulo), `YYYY-MM-DD`. */
export function todayInBrazil(now: Date = new Date()): string {
  // One formatter for every call: making one costs far more than formatting (every search asks for the day).
  brazilDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  // Formatting still costs microseconds on every request: the day is kept for the minute (São Paulo's days start on a whole minute of UTC).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayOfMinute?.minute) dayOfMinute = { minute, day: brazilDay.format(now) };
  return dayOfMinute.day;
}
let brazilDay: Intl.DateTimeFormat | undefined;
let dayOfMinute: { minute: number; day: string } | undefined;

/** The calendar day `YYYY-MM-DD` a date or timestamp text starts with; null for an empty text (an open bound). */
export function calendarDay(value: string | null | undefined): string | null {
  const day = (value ?? '').trim().slice(0, 10);
  return day === '' ? null : day;
}
