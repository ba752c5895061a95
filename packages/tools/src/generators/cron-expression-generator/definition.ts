import { defineDefinition } from '@ctp/core';

const fieldMode = [{ field: 'mode', condition: 'equals' as const, value: 'fields' }];
const presetIs = (...values: string[]) =>
  values.length === 1
    ? [{ field: 'mode', condition: 'equals' as const, value: 'preset' }, { field: 'preset', condition: 'equals' as const, value: values[0] }]
    : [{ field: 'mode', condition: 'equals' as const, value: 'preset' }, { field: 'preset', condition: 'notEquals' as const, value: values[0] }, { field: 'preset', condition: 'notEquals' as const, value: values[1] }];
const fieldSyntax = '"*" or "every", a list "1,15", a range "9-17", a step "*/15" or "0-30/5", or "every N".';

export default defineDefinition({
  id: 'cron-expression-generator',
  name: 'Cron Expression Generator',
  description:
    'Build a standard 5-field cron expression from a preset (every N minutes, hourly, daily, weekdays, weekly or monthly at a time) or field by field (every, a list, a range or a step for minute, hour, day of month, month and day of week; JAN/MON names allowed). Returns the expression, an English description and the next run times in any IANA time zone. Rejects impossible schedules (e.g. day 31 of February) naming the field, and warns about uneven steps and the day-of-month OR day-of-week rule.',
  category: 'generators',
  tags: ['cron', 'crontab', 'schedule', 'time'],
  keywords: ['cron generator', 'crontab generator', 'cron builder', 'cron maker', 'every 5 minutes', 'every day at', 'weekdays cron', 'cronjob', 'schedule expression', 'next run', 'kubernetes cronjob', 'github actions schedule'],
  method: 'GET',
  annotations: { idempotentHint: true },
  parameters: [
    {
      name: 'mode', type: 'select', label: 'Build from', description: 'A ready-made schedule or each cron field separately.', required: false, defaultValue: 'preset',
      options: [{ value: 'preset', label: 'Preset' }, { value: 'fields', label: 'Fields' }],
    },
    {
      name: 'preset', type: 'select', label: 'Schedule', description: 'The kind of schedule.', required: false, defaultValue: 'daily', dependsOn: [{ field: 'mode', condition: 'equals', value: 'preset' }],
      options: [
        { value: 'every-n-minutes', label: 'Every N minutes' },
        { value: 'hourly', label: 'Hourly' },
        { value: 'daily', label: 'Daily at a time' },
        { value: 'weekdays', label: 'Weekdays (Mon–Fri) at a time' },
        { value: 'weekly', label: 'Weekly on a day at a time' },
        { value: 'monthly', label: 'Monthly on day N at a time' },
      ],
    },
    { name: 'interval', type: 'number', label: 'Every N minutes', description: 'Minutes between runs (1–59); divisors of 60 give even gaps.', required: false, defaultValue: 15, validation: { min: 1, max: 59, step: 1 }, dependsOn: presetIs('every-n-minutes') },
    { name: 'atMinute', type: 'number', label: 'Minute past the hour', description: 'Minute of each hour (0–59).', required: false, defaultValue: 0, validation: { min: 0, max: 59, step: 1 }, dependsOn: presetIs('hourly') },
    {
      name: 'time', type: 'text', label: 'Time (HH:MM)', description: '24-hour time of day the job runs, e.g. 09:30.', required: false, defaultValue: '00:00', placeholder: '09:30',
      validation: { maxLength: 5, pattern: '^([01]?[0-9]|2[0-3]):[0-5][0-9]$' }, dependsOn: presetIs('every-n-minutes', 'hourly'),
    },
    {
      name: 'weekday', type: 'select', label: 'Day of week', description: 'Day for the weekly schedule.', required: false, defaultValue: '1', dependsOn: presetIs('weekly'),
      options: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, i) => ({ value: String(i), label })),
    },
    { name: 'day', type: 'number', label: 'Day of month', description: 'Day for the monthly schedule (1–31); months without it are skipped.', required: false, defaultValue: 1, validation: { min: 1, max: 31, step: 1 }, dependsOn: presetIs('monthly') },
    { name: 'minute', type: 'text', label: 'Minute (0–59)', description: `Minute field: ${fieldSyntax}`, required: false, defaultValue: '*', placeholder: '*/15', validation: { maxLength: 200 }, dependsOn: fieldMode },
    { name: 'hour', type: 'text', label: 'Hour (0–23)', description: `Hour field: ${fieldSyntax}`, required: false, defaultValue: '*', placeholder: '9-17', validation: { maxLength: 200 }, dependsOn: fieldMode },
    { name: 'dayOfMonth', type: 'text', label: 'Day of month (1–31)', description: `Day-of-month field: ${fieldSyntax}`, required: false, defaultValue: '*', placeholder: '1,15', validation: { maxLength: 200 }, dependsOn: fieldMode },
    { name: 'month', type: 'text', label: 'Month (1–12 or JAN–DEC)', description: `Month field: ${fieldSyntax}`, required: false, defaultValue: '*', placeholder: 'JAN-JUN', validation: { maxLength: 200 }, dependsOn: fieldMode },
    {
      name: 'dayOfWeek', type: 'text', label: 'Day of week (0–7 or SUN–SAT)', description: `Day-of-week field (0 and 7 = Sunday): ${fieldSyntax}`, required: false, defaultValue: '*', placeholder: 'MON-FRI',
      validation: { maxLength: 200 }, dependsOn: fieldMode, aiHint: 'If both day of month and day of week are restricted, cron runs when EITHER matches.',
    },
    { name: 'timezone', type: 'text', label: 'Time zone', description: 'IANA zone (Europe/Berlin), UTC or a fixed offset (+05:30) the next runs are computed in.', required: false, defaultValue: 'UTC', placeholder: 'America/New_York', validation: { maxLength: 64 } },
    { name: 'from', type: 'datetime', label: 'Starting after', description: 'List runs strictly after this moment (ISO 8601; no offset means UTC). Default: now.', required: false, placeholder: '2024-01-01T00:00:00Z', aiHint: 'Set it for reproducible next runs.' },
    { name: 'count', type: 'number', label: 'Next runs', description: 'How many upcoming run times to list (1–20).', required: false, defaultValue: 5, validation: { min: 1, max: 20, step: 1 }, group: 'advanced' },
  ],
  outputDescription: 'The cron expression, its English description, each field, and the next run times as ISO 8601 in the time zone.',
  outputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', description: 'The 5-field cron expression (minute hour day-of-month month day-of-week).' },
      description: { type: 'string', description: 'What the schedule means, in English (cronstrue).' },
      fields: {
        type: 'object',
        properties: { minute: { type: 'string' }, hour: { type: 'string' }, dayOfMonth: { type: 'string' }, month: { type: 'string' }, dayOfWeek: { type: 'string' } },
        required: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
        additionalProperties: false,
        description: 'Each field as written in the expression.',
      },
      timezone: { type: 'string', description: 'The time zone of the run times.' },
      nextRuns: { type: 'array', items: { type: 'string' }, description: 'Upcoming run times, ISO 8601 with the zone offset.' },
    },
    required: ['expression', 'description', 'fields', 'timezone', 'nextRuns'],
    additionalProperties: false,
  },
  primaryOutput: 'expression',
  example: {
    input: { mode: 'preset', preset: 'weekdays', time: '09:30', timezone: 'Europe/Berlin', from: '2024-03-29T12:00:00Z', count: 3 },
    output: {
      expression: '30 9 * * 1-5',
      description: 'At 09:30, Monday through Friday',
      fields: { minute: '30', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '1-5' },
      timezone: 'Europe/Berlin',
      nextRuns: ['2024-04-01T09:30:00+02:00', '2024-04-02T09:30:00+02:00', '2024-04-03T09:30:00+02:00'],
    },
    description: 'Weekdays at 09:30 Berlin time, from a Friday afternoon across the switch to summer time.',
  },
  relatedTools: ['cron-expression-parser'],
  aiInstructions:
    'Use mode "preset" for common schedules (preset + time/interval/day/weekday), or mode "fields" and set only the fields that are not "*". Field values: "*", "1,15", "9-17", "*/15", "0-30/5", names JAN–DEC and SUN–SAT (0 and 7 = Sunday). The result is standard 5-field cron (no seconds). Pass "from" to make the next runs reproducible and "timezone" for the zone the scheduler uses (servers usually run cron in UTC). A time inside a DST gap (e.g. 02:30 on the spring-forward day) runs when the gap ends.',
});
