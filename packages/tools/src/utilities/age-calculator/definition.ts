import { defineDefinition } from '@ctp/core';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DATE = { type: 'string', pattern: '^(\\d{4}|\\+\\d{6})-\\d{2}-\\d{2}$' };

export default defineDefinition({
  id: 'age-calculator',
  name: 'Age Calculator',
  description:
    'Calculate an exact age from a birth date on a reference date (default: today, UTC): years, months and days, total months, weeks and days, the next birthday with its weekday and the days until it, and the weekday of birth. 29 February birthdays are celebrated on 28 February (default) or 1 March in common years. Proleptic Gregorian calendar, years 0000–9999.',
  category: 'utilities',
  tags: ['date', 'calendar', 'age'],
  keywords: ['how old am i', 'birthday', 'date of birth', 'dob', 'age in days', 'age in months', 'next birthday', 'days until birthday', 'leap year birthday', 'leapling', 'born on'],
  method: 'GET',
  parameters: [
    { name: 'birthDate', type: 'date', label: 'Birth date', description: 'The date of birth, as YYYY-MM-DD.', required: true, placeholder: '1990-05-15' },
    {
      name: 'referenceDate',
      type: 'date',
      label: 'Age on',
      description: 'The date to calculate the age on, as YYYY-MM-DD. Leave empty for today (UTC).',
      required: false,
      placeholder: '2024-03-10',
      aiHint: 'Pass the user\'s current local date: the default is today in UTC, which can differ by a day.',
    },
    {
      name: 'leapDayBirthday',
      type: 'select',
      label: '29 February birthdays',
      description: 'When someone born on 29 February has their birthday in a common (non-leap) year: on 28 February or on 1 March.',
      required: false,
      defaultValue: 'feb28',
      options: [
        { value: 'feb28', label: '28 February' },
        { value: 'mar1', label: '1 March' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The age in years, months and days, totals in months, weeks and days, the next birthday and the weekday of birth.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'The age in words, e.g. "33 years, 9 months and 24 days".' },
      referenceDate: { ...DATE, description: 'The date the age is calculated on (today in UTC when none was given).' },
      years: { type: 'integer', minimum: 0, description: 'Completed years: the age.' },
      months: { type: 'integer', minimum: 0, maximum: 11, description: 'Completed months since the last birthday.' },
      days: { type: 'integer', minimum: 0, maximum: 30, description: 'Days after those months.' },
      totalMonths: { type: 'integer', minimum: 0, description: 'Completed months since birth (years × 12 + months).' },
      totalWeeks: { type: 'integer', minimum: 0, description: 'Completed weeks since birth.' },
      totalDays: { type: 'integer', minimum: 0, description: 'Days since birth.' },
      birthWeekday: { type: 'string', enum: WEEKDAYS, description: 'Day of the week of the birth date.' },
      birthdayToday: { type: 'boolean', description: 'True when the reference date is a birthday.' },
      nextBirthday: { ...DATE, description: 'The next birthday on or after the reference date, YYYY-MM-DD (after 9999 as +YYYYYY-MM-DD, ISO 8601 expanded year).' },
      nextBirthdayWeekday: { type: 'string', enum: WEEKDAYS, description: 'Day of the week of the next birthday.' },
      daysUntilNextBirthday: { type: 'integer', minimum: 0, maximum: 366, description: 'Days from the reference date to the next birthday (0 on a birthday).' },
      nextAge: { type: 'integer', minimum: 1, description: 'The age reached on the next birthday.' },
    },
    required: ['summary', 'referenceDate', 'years', 'months', 'days', 'totalMonths', 'totalWeeks', 'totalDays', 'birthWeekday', 'birthdayToday', 'nextBirthday', 'nextBirthdayWeekday', 'daysUntilNextBirthday', 'nextAge'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  annotations: { idempotentHint: false },
  example: {
    input: { birthDate: '1990-05-15', referenceDate: '2024-03-10' },
    output: {
      summary: '33 years, 9 months and 24 days',
      referenceDate: '2024-03-10',
      years: 33,
      months: 9,
      days: 24,
      totalMonths: 405,
      totalWeeks: 1764,
      totalDays: 12353,
      birthWeekday: 'Tuesday',
      birthdayToday: false,
      nextBirthday: '2024-05-15',
      nextBirthdayWeekday: 'Wednesday',
      daysUntilNextBirthday: 66,
      nextAge: 34,
    },
    description: 'Age on 10 March 2024 of someone born on 15 May 1990.',
  },
  relatedTools: ['date-difference-calculator', 'date-add-subtract'],
  aiInstructions:
    'Dates are YYYY-MM-DD. Always pass referenceDate (the user\'s current local date, or the date asked about): without it the age is computed for today in UTC and changes from day to day. Months and days count from the last birthday. A birth date after the reference date is an error.',
});
