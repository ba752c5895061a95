import { defineTool, success } from '@ctp/core';
import { dayOfYear, daysInMonth, isLeapYear, isoWeek, parseCivilDate, toDayNumber, weekday, WEEKDAY_NAMES } from '../../_shared/calendar.js';
import definition from './definition.js';

/** Julian Day Number of 1970-01-01. */
const JDN_EPOCH = 2440588;

/** ISO years: four digits for 0000–9999, else a sign and at least four. */
const isoYear = (y: number) => (y >= 0 && y <= 9999 ? String(y).padStart(4, '0') : `${y < 0 ? '-' : '+'}${String(Math.abs(y)).padStart(6, '0')}`);

export default defineTool(definition, (params) => {
  const date = parseCivilDate(params.date);
  const day = toDayNumber(date);
  const iso = isoWeek(day);
  const doy = dayOfYear(date);
  const daysInYear = isLeapYear(date.year) ? 366 : 365;
  return success({
    weekday: WEEKDAY_NAMES[weekday(day)]!,
    isoWeekday: iso.weekday,
    weekdayIndex: weekday(day),
    isoWeek: iso.week,
    isoWeekYear: iso.year,
    isoWeekDate: `${isoYear(iso.year)}-W${String(iso.week).padStart(2, '0')}-${iso.weekday}`,
    ordinalDate: `${isoYear(date.year)}-${String(doy).padStart(3, '0')}`,
    dayOfYear: doy,
    daysLeftInYear: daysInYear - doy,
    daysInMonth: daysInMonth(date.year, date.month),
    daysInYear,
    leapYear: isLeapYear(date.year),
    quarter: Math.ceil(date.month / 3),
    unixDay: day,
    julianDayNumber: day + JDN_EPOCH,
  });
});
