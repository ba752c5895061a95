/**
 * Pure calendar arithmetic on day numbers (days since 1970-01-01, proleptic
 * Gregorian): no Date object, so no host time zone can shift a date (a day a
 * zone skipped, such as 2011-12-30 in Samoa, would otherwise change counts).
 */
export interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number;
}

/** Reads an already validated YYYY-MM-DD date. */
export function parseCivilDate(value: string): CivilDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** YYYY-MM-DD (years outside 0000–9999 get a sign and six digits, as in ISO 8601 expanded years). */
export function formatCivilDate({ year, month, day }: CivilDate): string {
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil). */
export function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day number (H. Hinnant's civil_from_days). */
export function fromDayNumber(n: number): CivilDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Monday–Friday dates in [from, to). */
export function businessDaysBetween(from: number, to: number): number {
  const span = to - from;
  let count = Math.floor(span / 7) * 5;
  for (let d = from + span - (span % 7); d < to; d++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) count++;
  }
  return count;
}

/** Adds whole months, clamping the day to the end of the target month (2024-01-31 + 1 month = 2024-02-29). */
export function addMonths(date: CivilDate, months: number): { date: CivilDate; clamped: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

/** Day of the year, 1..366. */
export function dayOfYear(date: CivilDate): number {
  return toDayNumber(date) - toDayNumber({ year: date.year, month: 1, day: 1 }) + 1;
}

/** ISO 8601 week date: the week (1..53) and its week-numbering year; weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeek(dayNumber: number): { year: number; week: number; weekday: number } {
  const isoWeekday = weekday(dayNumber) || 7; // 1 = Monday … 7 = Sunday
  const thursday = dayNumber - isoWeekday + 4;
  const year = fromDayNumber(thursday).year;
  const week = Math.floor((thursday - toDayNumber({ year, month: 1, day: 1 })) / 7) + 1;
  return { year, week, weekday: isoWeekday };
}

/**
 * Whole months from `a` to `b` (a ≤ b): a month counts once the start
 * day-of-month is reached, and a day the month lacks (the 31st in February) is
 * only reached on the next month. The days then run from a + months (clamped to
 * the month end) to b. This is Temporal's PlainDate.until with largestUnit 'years'.
 */
export function calendarDifference(a: CivilDate, b: CivilDate, bDay: number): { totalMonths: number; days: number } {
  let totalMonths = (b.year - a.year) * 12 + (b.month - a.month);
  if (a.day > b.day) totalMonths--;
  const monthIndex = a.month - 1 + totalMonths;
  const year = a.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const anchor = toDayNumber({ year, month, day: Math.min(a.day, daysInMonth(year, month)) });
  return { totalMonths, days: bDay - anchor };
}
