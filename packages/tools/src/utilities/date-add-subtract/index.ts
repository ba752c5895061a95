import { defineTool, failure, success } from '@ctp/core';
import {
  addMonths,
  dayOfYear,
  formatCivilDate,
  fromDayNumber,
  isoWeek,
  parseCivilDate,
  toDayNumber,
  weekday,
  WEEKDAY_NAMES,
  type CivilDate,
} from '../../_shared/calendar.js';
import definition from './definition.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MIN_DAY = toDayNumber({ year: 0, month: 1, day: 1 });
const MAX_DAY = toDayNumber({ year: 9999, month: 12, day: 31 });

const isWeekend = (day: number) => weekday(day) === 0 || weekday(day) === 6;

/** Moves `count` business days (Monday–Friday) from `day`; a weekend start moves to the nearest weekday first. */
function addBusinessDays(day: number, count: number): number {
  const dir = Math.sign(count);
  let remaining = Math.abs(count);
  const step = () => {
    do day += dir;
    while (isWeekend(day));
    remaining--;
  };
  if (remaining > 0) step(); // now on a weekday, where 5 business days are exactly 7 days
  day += dir * 7 * Math.floor(remaining / 5);
  remaining %= 5;
  while (remaining > 0) step();
  return day;
}

const plural = (n: number, unit: string) => `${Math.abs(n).toLocaleString('en')} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;

export default defineTool(definition, (params) => {
  const sign = params.operation === 'subtract' ? -1 : 1;
  const start = parseCivilDate(params.date);
  const signed = (n: unknown) => (n as number) * sign || 0;
  const years = signed(params.years);
  const months = signed(params.months);
  const weeks = signed(params.weeks);
  const days = signed(params.days);
  const business = params.businessDays;

  const explain: string[] = [];
  const term = (n: number, unit: string) => `${n < 0 ? '−' : '+'} ${plural(n, unit)}`;
  let date: CivilDate = start;
  let clamped = false;
  const totalMonths = years * 12 + months;
  if (totalMonths !== 0) {
    const target = addMonths(start, totalMonths);
    if (target.date.year < 0 || target.date.year > 9999)
      return failure('INVALID_INPUT', `The result year ${target.date.year} is outside the supported range 0000–9999; use smaller years or months.`);
    date = target.date;
    clamped = target.clamped;
    if (years) explain.push(term(years, 'year'));
    if (months) explain.push(term(months, 'month'));
  }
  let day = toDayNumber(date);
  const clampNote = clamped
    ? ` (${MONTH_NAMES[date.month - 1]} ${formatCivilDate(date).slice(0, 4)} has no day ${start.day}: clamped to its last day)`
    : '';
  day += weeks * 7;
  if (weeks) explain.push(term(weeks, 'week'));
  if (business) {
    day = addBusinessDays(day, days);
    if (days) explain.push(term(days, 'business day'));
  } else {
    day += days;
    if (days) explain.push(term(days, 'day'));
  }
  if (day < MIN_DAY || day > MAX_DAY)
    return failure('INVALID_INPUT', `The result falls ${day < MIN_DAY ? 'before 0000-01-01' : 'after 9999-12-31'}, outside the supported range; use smaller amounts.`);

  const result = fromDayNumber(day);
  const week = isoWeek(day);
  const resultText = formatCivilDate(result);
  const startText = formatCivilDate(start);
  return success({
    result: resultText,
    weekday: WEEKDAY_NAMES[weekday(day)],
    isoWeek: `${week.year < 0 ? '-' : ''}${String(Math.abs(week.year)).padStart(4, '0')}-W${String(week.week).padStart(2, '0')}-${week.weekday}`,
    isoWeekNumber: week.week,
    dayOfYear: dayOfYear(result),
    daysChanged: day - toDayNumber(start),
    clamped,
    explanation: explain.length === 0 ? `${startText} unchanged (all amounts are 0)` : `${startText} ${explain.join(' ')} = ${resultText}${clampNote}`,
  });
});
