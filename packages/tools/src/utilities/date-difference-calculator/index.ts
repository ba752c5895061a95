import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

/**
 * Pure calendar arithmetic on day numbers (days since 1970-01-01, proleptic
 * Gregorian): no Date object, so no host time zone can shift a date (date-fns
 * reads local-time fields, and a day a zone skipped, such as 2011-12-30 in
 * Samoa, changes its counts).
 */
interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number;
}

function parseDate(value: string): CivilDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
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

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Monday–Friday dates in [from, to). */
function businessDaysBetween(from: number, to: number): number {
  const span = to - from;
  let count = Math.floor(span / 7) * 5;
  for (let d = from + span - (span % 7); d < to; d++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) count++;
  }
  return count;
}

/**
 * Whole months from `a` to `b` (a ≤ b): a month counts once the start
 * day-of-month is reached, and a day the month lacks (the 31st in February) is
 * only reached on the next month. The days then run from a + months (clamped to
 * the month end) to b. This is Temporal's PlainDate.until with largestUnit 'years'.
 */
function calendarDifference(a: CivilDate, b: CivilDate, bDay: number): { totalMonths: number; days: number } {
  let totalMonths = (b.year - a.year) * 12 + (b.month - a.month);
  if (a.day > b.day) totalMonths--;
  const monthIndex = a.month - 1 + totalMonths;
  const year = a.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const anchor = toDayNumber({ year, month, day: Math.min(a.day, daysInMonth(year, month)) });
  return { totalMonths, days: bDay - anchor };
}

function fromDayNumber(n: number): CivilDate {
  // H. Hinnant's civil_from_days
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

const plural = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;

function describe(years: number, months: number, days: number): string {
  const parts = [years && plural(years, 'year'), months && plural(months, 'month'), days && plural(days, 'day')].filter(Boolean) as string[];
  if (parts.length === 0) return '0 days';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export default defineTool(definition, (params) => {
  const start = parseDate(params.startDate as string);
  const end = parseDate(params.endDate as string);
  const startDay = toDayNumber(start);
  const endDay = toDayNumber(end);
  const backward = endDay < startDay;
  const [earlier, later] = backward ? [end, start] : [start, end];
  const earlierDay = Math.min(startDay, endDay);
  // counting the end date too means measuring up to the day after the later date
  const laterDay = Math.max(startDay, endDay) + (params.includeEndDate ? 1 : 0);
  const laterDate = params.includeEndDate ? fromDayNumber(laterDay) : later;

  const { totalMonths, days } = calendarDifference(earlier, laterDate, laterDay);
  const totalDays = laterDay - earlierDay;
  const businessDays = businessDaysBetween(earlierDay, laterDay);
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;

  const sign = totalDays === 0 ? 0 : backward ? -1 : 1;
  const s = (n: number) => (n === 0 ? 0 : sign * n); // never -0
  const words = describe(years, months, days);
  // the day count is repeated only when the breakdown has years or months
  const dayCount = totalMonths > 0 ? ` (${plural(s(totalDays), 'day')})` : '';
  const summary = sign === 0 ? '0 days (the same date)' : sign < 0 ? `${words} before the start date${dayCount}` : `${words}${dayCount}`;

  return success({
    summary,
    sign,
    years: s(years),
    months: s(months),
    days: s(days),
    totalDays: s(totalDays),
    weeks: s(Math.floor(totalDays / 7)),
    remainderDays: s(totalDays % 7),
    totalMonths: s(totalMonths),
    businessDays: s(businessDays),
  });
});
