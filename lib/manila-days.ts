// Campaign days are Manila's (UTC+8 all year, no daylight saving time), written YYYY-MM-DD: the content
// check, the split's times and the results' date ranges all read them here.
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** A real calendar day written YYYY-MM-DD (Date.UTC rolls 2026-02-30 over to March, so the round trip tells). */
export function isCalendarDay(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts !== null && new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))).toISOString().slice(0, 10) === value;
}

/** The first moment of a day in Manila, in ms since the epoch. */
export const manilaDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS;
/** The last millisecond of a day in Manila. */
export const manilaDayEnd = (day: string) => manilaDayStart(day) + DAY_MS - 1;
/** Today in Manila. */
export const manilaToday = () => new Date(Date.now() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
