import { defineDefinition } from '@ctp/core';

const text = (description: string) => ({ type: 'string', description });

export default defineDefinition({
  id: 'duration-converter',
  name: 'Duration Converter',
  description:
    'Convert a duration between seconds, milliseconds, clock time (h:mm:ss.fff), ISO 8601 durations (P1DT2H30M) and plain text ("1h 30m", "90 minutes", "2 days 3 hours"). The input form is detected; every form is returned at once, plus totals in minutes, hours, days and weeks. Exact to the nanosecond. Years and months have no fixed length: they are refused unless you allow Gregorian averages.',
  category: 'converters',
  tags: ['time', 'duration', 'convert', 'iso8601'],
  keywords: ['seconds to hours', 'seconds to minutes', 'hh:mm:ss', 'minutes to hours', 'iso duration', 'pt1h30m', 'time converter', 'milliseconds', 'ms to seconds', 'timespan', 'elapsed time', 'youtube duration'],
  method: 'GET',
  parameters: [
    {
      name: 'duration',
      type: 'text',
      label: 'Duration',
      description: 'Seconds (5400), clock time (1:30:00, m:ss for two fields), ISO 8601 (PT1H30M) or text (1h 30m, 90 minutes). A leading - makes it negative.',
      required: true,
      placeholder: '1h 30m',
      validation: { maxLength: 200 },
    },
    {
      name: 'numberUnit',
      type: 'select',
      label: 'Unit of a bare number',
      description: 'What a number without a unit means.',
      required: false,
      defaultValue: 's',
      options: [
        { value: 's', label: 'Seconds' },
        { value: 'ms', label: 'Milliseconds' },
        { value: 'min', label: 'Minutes' },
        { value: 'h', label: 'Hours' },
      ],
    },
    {
      name: 'calendarUnits',
      type: 'select',
      label: 'Years and months',
      description: 'Years and months vary in length: refuse them, or use Gregorian averages (1 year = 365.2425 days, 1 month = 30.436875 days) and flag the result as approximate.',
      required: false,
      defaultValue: 'reject',
      options: [
        { value: 'reject', label: 'Refuse' },
        { value: 'average', label: 'Use Gregorian averages' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The detected input form and the duration as seconds, milliseconds, clock time, ISO 8601, text, and totals in larger units.',
  outputSchema: {
    type: 'object',
    properties: {
      detectedFormat: { type: 'string', enum: ['number', 'clock', 'iso8601', 'text'], description: 'How the input was read.' },
      seconds: text('Total seconds (up to 9 decimals).'),
      milliseconds: text('Total milliseconds (up to 6 decimals).'),
      clock: text('[-]hh:mm:ss with .fff when there are fractions of a second; hours are not wrapped at 24.'),
      iso8601: text('ISO 8601 duration with days of 24 hours, e.g. P1DT2H30M or PT0.5S.'),
      human: text('E.g. "2 days 3 hours 4 minutes 5.5 seconds".'),
      compact: text('E.g. "2d 3h 4m 5.5s".'),
      totals: {
        type: 'object',
        description: 'The duration in each larger unit (up to 9 decimals).',
        properties: { minutes: text('Total minutes.'), hours: text('Total hours.'), days: text('Total days (24 h).'), weeks: text('Total weeks.') },
        required: ['minutes', 'hours', 'days', 'weeks'],
        additionalProperties: false,
      },
      approximate: { type: 'boolean', description: 'True when years or months were converted with Gregorian averages.' },
    },
    required: ['detectedFormat', 'seconds', 'milliseconds', 'clock', 'iso8601', 'human', 'compact', 'totals', 'approximate'],
    additionalProperties: false,
  },
  primaryOutput: 'human',
  example: {
    input: { duration: '2 days 3 hours 4.5 minutes' },
    output: {
      detectedFormat: 'text',
      seconds: '183870',
      milliseconds: '183870000',
      clock: '51:04:30',
      iso8601: 'P2DT3H4M30S',
      human: '2 days 3 hours 4 minutes 30 seconds',
      compact: '2d 3h 4m 30s',
      totals: { minutes: '3064.5', hours: '51.075', days: '2.128125', weeks: '0.304017857' },
      approximate: false,
    },
    description: 'A text duration in every form.',
  },
  relatedTools: ['unix-timestamp-converter', 'date-difference-calculator', 'unit-converter'],
  aiInstructions:
    'Pass any duration in "duration"; the form is detected (digits only → number in numberUnit, colons → clock, P… → ISO 8601, otherwise text with units). Two-field clock times are m:ss (1:30 = 90 s); write 1:30:00 for an hour and a half. Years/months (P1Y, P2M, "3 months") are refused unless calendarUnits is "average". For a span between two dates use date-difference-calculator instead.',
});
