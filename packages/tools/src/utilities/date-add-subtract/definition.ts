import { defineDefinition } from '@ctp/core';

/** 1234567 → "1,234,567" without Intl: definitions load at start-up, and Intl pulls in ICU data. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const amount = <const N extends string>(name: N, label: string, unit: string, max: number) => ({
  name,
  type: 'number' as const,
  label,
  description: `${unit} to add or subtract (a whole number, -${grouped(max)}–${grouped(max)}; negative reverses the operation).`,
  required: false,
  defaultValue: 0,
  validation: { min: -max, max, step: 1 },
});

export default defineDefinition({
  id: 'date-add-subtract',
  name: 'Date Add / Subtract',
  description:
    'Add or subtract years, months, weeks and days (or business days, Monday–Friday) to a date. Exact calendar arithmetic: years and months are applied first and a day the target month lacks is clamped to its last day (2024-01-31 + 1 month = 2024-02-29), then weeks and days. Returns the date, weekday, ISO week and day of year. Proleptic Gregorian calendar, years 0000–9999; holidays are not considered.',
  category: 'utilities',
  tags: ['date', 'calendar', 'time'],
  keywords: ['add days', 'subtract days', 'date calculator', 'days from today', 'days ago', 'add months', 'add business days', 'working days', 'due date', 'deadline', 'plus days', 'date offset'],
  method: 'GET',
  parameters: [
    { name: 'date', type: 'date', label: 'Date', description: 'The start date, as YYYY-MM-DD.', required: true, placeholder: '2024-01-31' },
    {
      name: 'operation',
      type: 'select',
      label: 'Operation',
      description: 'Add the amounts to the date or subtract them from it.',
      required: false,
      defaultValue: 'add',
      options: [
        { value: 'add', label: 'Add' },
        { value: 'subtract', label: 'Subtract' },
      ],
    },
    amount('years', 'Years', 'Years', 9999),
    amount('months', 'Months', 'Months', 119_988),
    amount('weeks', 'Weeks', 'Weeks', 521_775),
    amount('days', 'Days', 'Days', 3_652_424),
    {
      name: 'businessDays',
      type: 'boolean',
      label: 'Days are business days',
      description: 'Count "days" as business days (Monday–Friday), skipping Saturdays and Sundays. From a weekend, 1 business day later is the next Monday.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The resulting date with its weekday, ISO week, day of year, the signed day change and whether month-end clamping happened.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The resulting date, YYYY-MM-DD.' },
      weekday: { type: 'string', enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], description: 'Day of the week of the result.' },
      isoWeek: { type: 'string', pattern: '^-?\\d{4}-W\\d{2}-[1-7]$', description: 'ISO 8601 week date of the result (week-numbering year, week, weekday 1 = Monday), e.g. 2024-W09-4.' },
      isoWeekNumber: { type: 'integer', minimum: 1, maximum: 53, description: 'ISO week number of the result (1–53).' },
      dayOfYear: { type: 'integer', minimum: 1, maximum: 366, description: 'Day of the year of the result (1–366).' },
      daysChanged: { type: 'integer', description: 'Calendar days from the start date to the result (negative when earlier).' },
      clamped: { type: 'boolean', description: 'True when the day of month did not exist in the target month and was moved to its last day.' },
      explanation: { type: 'string', description: 'The steps applied, in order, in words.' },
    },
    required: ['result', 'weekday', 'isoWeek', 'isoWeekNumber', 'dayOfYear', 'daysChanged', 'clamped', 'explanation'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { date: '2024-01-31', operation: 'add', months: 1 },
    output: {
      result: '2024-02-29',
      weekday: 'Thursday',
      isoWeek: '2024-W09-4',
      isoWeekNumber: 9,
      dayOfYear: 60,
      daysChanged: 29,
      clamped: true,
      explanation: '2024-01-31 + 1 month = 2024-02-29 (February 2024 has no day 31: clamped to its last day)',
    },
    description: 'One month after 31 January in a leap year is 29 February.',
  },
  relatedTools: ['date-difference-calculator', 'age-calculator'],
  aiInstructions:
    'Dates are YYYY-MM-DD. Put each unit in its own field (e.g. months: 3, days: 10) with operation add or subtract; negative amounts also work. Years and months are applied together first, with month-end clamping (Jan 31 + 1 month = Feb 28/29; clamping is not undone by later steps), then weeks and days. With businessDays, "days" skips weekends (not public holidays). Results must stay within years 0000–9999.',
});
