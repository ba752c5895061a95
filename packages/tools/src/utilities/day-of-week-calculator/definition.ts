import { defineDefinition } from '@ctp/core';

const int = (description: string, minimum?: number) => ({ type: 'integer', description, ...(minimum === undefined ? {} : { minimum }) });

export default defineDefinition({
  id: 'day-of-week-calculator',
  name: 'Day of the Week Calculator',
  description:
    'Find the weekday of any date from 0000-01-01 to 9999-12-31 (proleptic Gregorian calendar), with its ISO 8601 week number and week-numbering year, ISO week date, day of the year, days in the month and year, leap year, quarter, days left in the year, Unix day number and Julian Day Number. Pure calendar arithmetic: no time zone can shift the date.',
  category: 'utilities',
  tags: ['date', 'calendar', 'weekday'],
  keywords: ['what day was', 'what day is', 'day of week', 'weekday finder', 'iso week', 'week number', 'day of year', 'ordinal date', 'leap year', 'quarter', 'julian day', 'doomsday', 'calendar week', 'kw'],
  method: 'GET',
  parameters: [
    { name: 'date', type: 'date', label: 'Date', description: 'The date, as YYYY-MM-DD (0000–9999).', required: true, placeholder: '2024-02-29' },
  ],
  outputDescription: 'The weekday, ISO week data, the day of the year, month and year lengths, leap year, quarter and day numbers.',
  outputSchema: {
    type: 'object',
    properties: {
      weekday: { type: 'string', description: 'Monday … Sunday.' },
      isoWeekday: int('1 = Monday … 7 = Sunday (ISO 8601).', 1),
      weekdayIndex: int('0 = Sunday … 6 = Saturday (as JavaScript getDay).', 0),
      isoWeek: int('ISO 8601 week number (1–53).', 1),
      isoWeekYear: int('The ISO week-numbering year, which differs from the calendar year around 1 January.'),
      isoWeekDate: { type: 'string', description: 'E.g. 2024-W09-4.' },
      ordinalDate: { type: 'string', description: 'ISO ordinal date, e.g. 2024-060.' },
      dayOfYear: int('1–366.', 1),
      daysLeftInYear: int('Days after this one until the end of the year.', 0),
      daysInMonth: int('28–31.', 28),
      daysInYear: int('365 or 366.', 365),
      leapYear: { type: 'boolean' },
      quarter: int('1–4.', 1),
      unixDay: int('Days since 1970-01-01 (negative before).'),
      julianDayNumber: int('Julian Day Number (the day starting at noon UTC of this date).'),
    },
    required: ['weekday', 'isoWeekday', 'weekdayIndex', 'isoWeek', 'isoWeekYear', 'isoWeekDate', 'ordinalDate', 'dayOfYear', 'daysLeftInYear', 'daysInMonth', 'daysInYear', 'leapYear', 'quarter', 'unixDay', 'julianDayNumber'],
    additionalProperties: false,
  },
  primaryOutput: 'weekday',
  example: {
    input: { date: '2024-02-29' },
    output: {
      weekday: 'Thursday',
      isoWeekday: 4,
      weekdayIndex: 4,
      isoWeek: 9,
      isoWeekYear: 2024,
      isoWeekDate: '2024-W09-4',
      ordinalDate: '2024-060',
      dayOfYear: 60,
      daysLeftInYear: 306,
      daysInMonth: 29,
      daysInYear: 366,
      leapYear: true,
      quarter: 1,
      unixDay: 19782,
      julianDayNumber: 2460370,
    },
    description: 'A leap day.',
  },
  relatedTools: ['date-difference-calculator', 'date-add-subtract', 'age-calculator', 'unix-timestamp-converter'],
  aiInstructions:
    'Pass one date as YYYY-MM-DD. Dates before 1582-10-15 use the proleptic Gregorian calendar (as ISO 8601 does), not the Julian calendar historians use for those dates. ISO weeks start on Monday; week 1 holds the year\'s first Thursday, so 1–3 January may belong to the previous ISO year and 29–31 December to the next.',
});
