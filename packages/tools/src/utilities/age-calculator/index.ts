import { defineTool, failure, success } from '@ctp/core';
import { calendarDifference, formatCivilDate, fromDayNumber, isLeapYear, parseCivilDate, toDayNumber, weekday, WEEKDAY_NAMES, type CivilDate } from '../../_shared/calendar.js';
import definition from './definition.js';

const plural = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}${n === 1 ? '' : 's'}`;

function describe(years: number, months: number, days: number): string {
  const parts = [years && plural(years, 'year'), months && plural(months, 'month'), days && plural(days, 'day')].filter(Boolean) as string[];
  if (parts.length === 0) return '0 days (born on the reference date)';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export default defineTool(definition, (params) => {
  const birth = parseCivilDate(params.birthDate);
  const referenceText = params.referenceDate || new Date().toISOString().slice(0, 10);
  const reference = parseCivilDate(referenceText);
  const birthDay = toDayNumber(birth);
  const referenceDay = toDayNumber(reference);
  if (birthDay > referenceDay)
    return failure('INVALID_INPUT', `The birth date ${params.birthDate} is after the reference date ${referenceText}; give a birth date on or before it.`);

  const leapling = birth.month === 2 && birth.day === 29;
  /** The birthday celebrated in `year` (29 February moves to 28 February or 1 March in common years). */
  const birthdayIn = (year: number): CivilDate =>
    leapling && !isLeapYear(year) ? (params.leapDayBirthday === 'mar1' ? { year, month: 3, day: 1 } : { year, month: 2, day: 28 }) : { year, month: birth.month, day: birth.day };

  // the last birthday on or before the reference date (or the birth date itself)
  let lastYear = reference.year;
  if (toDayNumber(birthdayIn(lastYear)) > referenceDay) lastYear--;
  const last = lastYear > birth.year ? birthdayIn(lastYear) : birth;
  const years = Math.max(0, lastYear - birth.year);
  // months count from the birth day-of-month, clamped to the month end as in date-difference-calculator; a
  // 29 February birthday kept on 28 February is 28 February in common years and 29 February otherwise
  const anchor = leapling && last !== birth && last.month === 2 && last.day === 28 ? { ...last, day: 29 } : last;
  const { totalMonths: months, days } =
    toDayNumber(last) === referenceDay ? { totalMonths: 0, days: 0 } : calendarDifference(anchor, reference, referenceDay);

  const birthdayToday = years > 0 && toDayNumber(last) === referenceDay;
  const nextYear = birthdayToday ? lastYear : Math.max(lastYear, birth.year) + 1;
  const next = birthdayIn(nextYear);
  const nextDay = toDayNumber(next);
  const totalDays = referenceDay - birthDay;

  return success({
    summary: describe(years, months, days),
    referenceDate: formatCivilDate(reference),
    years,
    months,
    days,
    totalMonths: years * 12 + months,
    totalWeeks: Math.floor(totalDays / 7),
    totalDays,
    birthWeekday: WEEKDAY_NAMES[weekday(birthDay)],
    birthdayToday,
    nextBirthday: formatCivilDate(fromDayNumber(nextDay)),
    nextBirthdayWeekday: WEEKDAY_NAMES[weekday(nextDay)],
    daysUntilNextBirthday: nextDay - referenceDay,
    nextAge: nextYear - birth.year,
  });
});
