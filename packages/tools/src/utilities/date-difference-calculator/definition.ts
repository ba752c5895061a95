import { defineDefinition } from '@ctp/core';

const signed = (description: string) => ({ type: 'integer', description });

export default defineDefinition({
  id: 'date-difference-calculator',
  name: 'Date Difference Calculator',
  description:
    'Calculate the time between two dates: calendar difference in years, months and days (month-end aware, as in Temporal), total days, weeks and days, total months, and business days (Monday–Friday). Optionally count the end date too. If the end date is before the start date every figure is negative. Proleptic Gregorian calendar, years 0000–9999; holidays are not considered.',
  category: 'utilities',
  tags: ['date', 'time', 'calendar'],
  keywords: ['days between dates', 'date diff', 'date duration', 'how many days', 'age', 'business days', 'working days', 'weekdays', 'count days', 'time between'],
  method: 'GET',
  parameters: [
    {
      name: 'startDate',
      type: 'date',
      label: 'Start date',
      description: 'The first date, as YYYY-MM-DD.',
      required: true,
      placeholder: '2024-01-31',
    },
    {
      name: 'endDate',
      type: 'date',
      label: 'End date',
      description: 'The second date, as YYYY-MM-DD. If it is before the start date, the results are negative.',
      required: true,
      placeholder: '2024-03-01',
    },
    {
      name: 'includeEndDate',
      type: 'boolean',
      label: 'Include end date',
      description: 'Count both dates (add one day): 2024-01-01 to 2024-01-31 is then 31 days, or 1 month.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The signed difference as years/months/days, total days, weeks and days, total months and business days, plus a one-line summary.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'The difference in words, e.g. "1 month and 1 day (30 days)".' },
      sign: { type: 'integer', enum: [-1, 0, 1], description: '1 when the end date is after the start date, -1 when before, 0 when the difference is zero.' },
      years: signed('Whole years of the calendar difference.'),
      months: signed('Whole months after the years (-11..11).'),
      days: signed('Days after the years and months.'),
      totalDays: signed('The difference in days.'),
      weeks: signed('Whole weeks in totalDays.'),
      remainderDays: signed('Days after the whole weeks (-6..6): totalDays = weeks × 7 + remainderDays.'),
      totalMonths: signed('Whole months of the calendar difference (years × 12 + months).'),
      businessDays: signed('Monday–Friday dates from the earlier date up to, not including, the later one (including it when includeEndDate).'),
    },
    required: ['summary', 'sign', 'years', 'months', 'days', 'totalDays', 'weeks', 'remainderDays', 'totalMonths', 'businessDays'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { startDate: '2024-01-31', endDate: '2025-03-01' },
    output: {
      summary: '1 year, 1 month and 1 day (395 days)',
      sign: 1,
      years: 1,
      months: 1,
      days: 1,
      totalDays: 395,
      weeks: 56,
      remainderDays: 3,
      totalMonths: 13,
      businessDays: 283,
    },
    description: 'From the last day of January 2024 to 1 March 2025.',
  },
  relatedTools: ['unix-timestamp-converter'],
  aiInstructions:
    'Dates must be YYYY-MM-DD (convert "March 5, 2024" to 2024-03-05 first). A month is counted once the start day-of-month is reached: 2024-01-31 → 2024-02-29 is 29 days (0 months), 2024-01-31 → 2024-03-01 is 1 month 1 day. Set includeEndDate for inclusive ranges such as "from Monday to Friday inclusive" (5 days). Business days skip Saturdays and Sundays only, not public holidays.',
});
