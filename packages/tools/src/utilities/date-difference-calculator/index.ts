import { defineTool, success } from '@ctp/core';
import { businessDaysBetween, calendarDifference, fromDayNumber, parseCivilDate as parseDate, toDayNumber } from '../../_shared/calendar.js';
import definition from './definition.js';

const plural = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;

function describe(years: number, months: number, days: number): string {
  const parts = [years && plural(years, 'year'), months && plural(months, 'month'), days && plural(days, 'day')].filter(Boolean) as string[];
  if (parts.length === 0) return '0 days';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export default defineTool(definition, (params) => {
  const start = parseDate(params.startDate);
  const end = parseDate(params.endDate);
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
