import { defineDefinition } from '@ctp/core';

/** The example's file, line by line. */
const EXAMPLE_ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ConveniencePro//ctp ics-event-generator//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin', 'BEGIN:STANDARD', 'DTSTART:20240101T010000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:20240331T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT', 'BEGIN:STANDARD',
  'DTSTART:20241027T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD', 'BEGIN:DAYLIGHT', 'DTSTART:20250330T020000',
  'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'DTSTART:20251026T030000', 'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100', 'END:STANDARD', 'END:VTIMEZONE', 'BEGIN:VEVENT', 'UID:fa4726e17e965c655ab280595e40bc5b@ctp', 'DTSTAMP:20240301T120000Z',
  'DTSTART;TZID=Europe/Berlin:20240325T093000', 'DURATION:PT30M', 'SUMMARY:Team sync', 'LOCATION:Room 4\\, 2nd floor', 'RRULE:FREQ=WEEKLY;COUNT=4', 'BEGIN:VALARM',
  'ACTION:DISPLAY', 'DESCRIPTION:Team sync', 'TRIGGER:-PT10M', 'END:VALARM', 'END:VEVENT', 'END:VCALENDAR',
].map((line) => `${line}\r\n`).join('');
const LOCAL = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$';

export default defineDefinition({
  id: 'ics-event-generator',
  name: 'Calendar Event (.ics) Generator',
  description:
    'Create an "add to calendar" .ics file (iCalendar, RFC 5545) that Google Calendar, Outlook and Apple Calendar import: title, start and end (or duration) in any IANA time zone with its VTIMEZONE, or all-day, location, description, URL, organizer, a repeat rule (daily, weekly, monthly, yearly, every n, with a count or an end date) and a reminder. Text is escaped and lines are folded at 75 octets; written with ical.js.',
  category: 'generators',
  tags: ['calendar', 'ics', 'icalendar', 'event', 'generator'],
  keywords: ['ics generator', 'ics file generator', 'create ics file', 'add to calendar link', 'calendar invite generator', 'icalendar generator', 'vevent', 'outlook calendar file', 'google calendar event file', 'ical event'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'title', type: 'text', label: 'Title', description: 'What the event is called (SUMMARY).', required: true, placeholder: 'Quarterly review', validation: { maxLength: 500 } },
    { name: 'start', type: 'text', label: 'Start', description: 'Local date and time in the time zone (2024-03-25T09:30), or a date (2024-03-25) for an all-day event.', required: true, placeholder: '2024-03-25T09:30', validation: { maxLength: 19, pattern: LOCAL } },
    { name: 'end', type: 'text', label: 'End', description: 'Local end (exclusive for all-day events: 2024-03-26 ends a one-day event). Leave empty to use the duration.', required: false, placeholder: '2024-03-25T10:30', validation: { maxLength: 19, pattern: LOCAL } },
    { name: 'duration', type: 'text', label: 'Duration', description: 'ISO 8601 duration when there is no end: PT1H, PT45M, P1D, P1W. Default: 1 hour, or 1 day for all-day events.', required: false, placeholder: 'PT1H', validation: { maxLength: 30, pattern: '^P(\\d+W|(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+S)?)?)$' } },
    { name: 'timeZone', type: 'text', label: 'Time zone', description: 'IANA zone of the start and end (Europe/Berlin, America/New_York) or UTC.', required: false, defaultValue: 'UTC', placeholder: 'Europe/Berlin', validation: { maxLength: 64 } },
    { name: 'location', type: 'text', label: 'Location', description: 'Address, room or meeting link.', required: false, validation: { maxLength: 1000 } },
    { name: 'description', type: 'textarea', label: 'Description', description: 'Details; line breaks are kept.', required: false, validation: { maxLength: 20000 } },
    { name: 'url', type: 'url', label: 'URL', description: 'A link for the event (URL property).', required: false, validation: { maxLength: 2048 } },
    { name: 'organizer', type: 'email', label: 'Organizer e-mail', description: 'The organizer\'s address (ORGANIZER).', required: false, validation: { maxLength: 254 }, group: 'advanced' },
    {
      name: 'repeat', type: 'select', label: 'Repeat', description: 'How the event repeats (RRULE).', required: false, defaultValue: 'none',
      options: [{ value: 'none', label: 'Does not repeat' }, { value: 'daily', label: 'Daily' }, { value: 'weekly', label: 'Weekly' }, { value: 'monthly', label: 'Monthly' }, { value: 'yearly', label: 'Yearly' }],
    },
    { name: 'interval', type: 'number', label: 'Every', description: 'Repeat every n days, weeks, months or years.', required: false, defaultValue: 1, validation: { min: 1, max: 999, step: 1 }, dependsOn: [{ field: 'repeat', condition: 'notEquals', value: 'none' }] },
    { name: 'count', type: 'number', label: 'Number of times', description: 'Stop after this many occurrences (leave empty for no limit or an end date).', required: false, validation: { min: 1, max: 10000, step: 1 }, dependsOn: [{ field: 'repeat', condition: 'notEquals', value: 'none' }] },
    { name: 'until', type: 'date', label: 'Repeat until', description: 'Last day an occurrence may start (inclusive).', required: false, dependsOn: [{ field: 'repeat', condition: 'notEquals', value: 'none' }] },
    { name: 'alarmMinutes', type: 'number', label: 'Reminder (minutes before)', description: 'Add a reminder this many minutes before the start (VALARM). Leave empty for none.', required: false, validation: { min: 0, max: 40320, step: 1 } },
    { name: 'uid', type: 'text', label: 'UID', description: 'Unique id of the event; the default is derived from the title and start, so the same event gets the same id.', required: false, validation: { maxLength: 255 }, group: 'advanced' },
    { name: 'timestamp', type: 'datetime', label: 'Created at (DTSTAMP)', description: 'When the file is made; default now.', required: false, group: 'advanced' },
  ],
  outputDescription: 'The .ics file text (text/calendar), its UID and the repeat rule in words.',
  outputSchema: {
    type: 'object',
    properties: {
      ics: { type: 'string', contentMediaType: 'text/calendar', description: 'The iCalendar file (CRLF line endings).' },
      uid: { type: 'string' },
      ruleText: { type: 'string', description: 'The repeat rule in words ("" when it does not repeat).' },
      warnings: { type: 'array', items: { type: 'string' } },
    },
    required: ['ics', 'uid', 'ruleText', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'ics',
  display: { ics: { as: 'file', mediaType: 'text/calendar' } },
  example: {
    input: { title: 'Team sync', start: '2024-03-25T09:30', duration: 'PT30M', timeZone: 'Europe/Berlin', location: 'Room 4, 2nd floor', repeat: 'weekly', count: 4, alarmMinutes: 10, timestamp: '2024-03-01T12:00:00Z' },
    output: {
      ics: EXAMPLE_ICS,
      uid: 'fa4726e17e965c655ab280595e40bc5b@ctp',
      ruleText: 'Every week, 4 times',
      warnings: [],
    },
    description: 'A weekly 30-minute meeting in Berlin time, four times, with a reminder 10 minutes before.',
  },
  relatedTools: ['ics-parser', 'qr-code-generator', 'timezone-converter'],
  aiInstructions: 'start and end are local wall times in timeZone, without an offset; a date alone makes an all-day event. Give either end or duration. For "every other week" use repeat=weekly, interval=2. Give count or until, not both.',
});
