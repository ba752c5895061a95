import { defineDefinition } from '@ctp/core';

const text = { type: 'string' } as const;
const EXAMPLE = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example Corp//Calendar//EN', 'X-WR-CALNAME:Team', 'BEGIN:VEVENT', 'UID:standup-1@example.com', 'DTSTAMP:20240301T120000Z',
  'DTSTART;TZID=Europe/Berlin:20240325T093000', 'DTEND;TZID=Europe/Berlin:20240325T094500', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4', 'SUMMARY:Stand-up',
  'LOCATION:Room 4\\, 2nd floor', 'ORGANIZER;CN=Ada Lovelace:mailto:ada@example.com', 'ATTENDEE;CN=Bob;PARTSTAT=ACCEPTED:mailto:bob@example.com', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:holiday-1@example.com', 'DTSTAMP:20240301T120000Z', 'DTSTART;VALUE=DATE:20240501', 'SUMMARY:Labour Day', 'END:VEVENT',
  'BEGIN:VTODO', 'UID:todo-1@example.com', 'DTSTAMP:20240301T120000Z', 'DUE:20240329T170000Z', 'SUMMARY:Send the report', 'PRIORITY:1', 'STATUS:NEEDS-ACTION', 'END:VTODO', 'END:VCALENDAR',
].join('\r\n');

export default defineDefinition({
  id: 'ics-parser',
  name: 'iCalendar (.ics) Viewer',
  description:
    'Open an iCalendar file (.ics, RFC 5545, as Google Calendar, Outlook and Apple Calendar export it, or an invitation attachment) and read it: the calendar name, every event (title, start and end with their time zone and UTC offset, all-day flag, duration, location, description, organizer, attendees with their replies, status, URL) with its recurrence rule in words and the first occurrences expanded (exceptions removed), and the to-dos. Parsed by ical.js; runs locally.',
  category: 'analyzers',
  tags: ['calendar', 'ics', 'icalendar', 'parse', 'events'],
  keywords: ['ics viewer', 'ics parser', 'open ics file', 'icalendar parser', 'ical reader', 'calendar invite', 'vevent', 'rrule', 'ics to json', 'outlook calendar file', 'google calendar export'],
  method: 'POST',
  mainInput: 'ics',
  parameters: [
    { name: 'ics', type: 'textarea', label: 'iCalendar text', description: 'The .ics content (BEGIN:VCALENDAR … END:VCALENDAR).', required: false, placeholder: 'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n…', validation: { maxLength: 2_000_000 } },
    { name: 'file', type: 'file', label: '.ics file', description: 'Or the .ics file itself (at most 10 MiB).', required: false, validation: { maxSize: 10_485_760, accept: ['text/calendar', 'text/plain', 'application/octet-stream'] } },
    { name: 'occurrences', type: 'number', label: 'Occurrences per recurring event', description: 'How many occurrences of each recurring event to list (0: none).', required: false, defaultValue: 10, validation: { min: 0, max: 500, step: 1 } },
  ],
  outputDescription: 'The calendar name, the events with their times, people and recurrences, the to-dos and the warnings.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string' },
      calendarName: { type: 'string', description: 'X-WR-CALNAME or NAME ("" when absent).' },
      calendarTimeZone: { type: 'string', description: 'X-WR-TIMEZONE ("" when absent).' },
      productId: { type: 'string', description: 'PRODID: the program that wrote the file.' },
      method: { type: 'string', description: 'METHOD (REQUEST for an invitation, PUBLISH…; "" when absent).' },
      events: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            summary: text,
            start: { type: 'string', description: 'YYYY-MM-DD for all-day events, else the local date-time with its UTC offset (Z for UTC, no offset for floating times).' },
            end: { type: 'string', description: 'The end (exclusive: an all-day event on May 1 ends on May 2), computed from DURATION when there is no DTEND.' },
            timeZone: { type: 'string', description: 'The TZID, UTC, or "" for all-day and floating times.' },
            allDay: { type: 'boolean' },
            duration: { type: 'string', description: 'ISO 8601 duration (PT1H30M, P1D).' },
            location: text,
            description: text,
            organizer: { type: 'string', description: '"Name <address>".' },
            attendees: { type: 'array', items: text, description: '"Name <address> (accepted)".' },
            status: text,
            url: text,
            uid: text,
            recurrenceId: { type: 'string', description: 'For a changed occurrence of a recurring event: the occurrence it replaces.' },
            rule: { type: 'string', description: 'The RRULE, parts in ical.js order ("" when it does not repeat).' },
            ruleText: { type: 'string', description: 'The recurrence in words.' },
            occurrences: { type: 'array', items: text, description: 'The first starts of a recurring event (RDATE added, EXDATE removed).' },
          },
          required: ['summary', 'start', 'end', 'timeZone', 'allDay', 'duration', 'location', 'description', 'organizer', 'attendees', 'status', 'url', 'uid', 'recurrenceId', 'rule', 'ruleText', 'occurrences'],
          additionalProperties: false,
        },
      },
      todos: {
        type: 'array',
        items: {
          type: 'object',
          properties: { summary: text, due: text, start: text, status: text, priority: { type: 'integer', minimum: 0, maximum: 9, description: '1 highest, 9 lowest, 0 undefined.' }, completed: text, description: text, uid: text },
          required: ['summary', 'due', 'start', 'status', 'priority', 'completed', 'description', 'uid'],
          additionalProperties: false,
        },
      },
      warnings: { type: 'array', items: text },
    },
    required: ['summary', 'calendarName', 'calendarTimeZone', 'productId', 'method', 'events', 'todos', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { ics: EXAMPLE, occurrences: 10 },
    output: {
      summary: '2 events and 1 to-do in "Team"',
      calendarName: 'Team',
      calendarTimeZone: '',
      productId: '-//Example Corp//Calendar//EN',
      method: '',
      events: [
        {
          summary: 'Stand-up', start: '2024-03-25T09:30:00+01:00', end: '2024-03-25T09:45:00+01:00', timeZone: 'Europe/Berlin', allDay: false, duration: 'PT15M',
          location: 'Room 4, 2nd floor', description: '', organizer: 'Ada Lovelace <ada@example.com>', attendees: ['Bob <bob@example.com> (accepted)'], status: '', url: '',
          uid: 'standup-1@example.com', recurrenceId: '', rule: 'FREQ=WEEKLY;COUNT=4;BYDAY=MO,WE', ruleText: 'Every week on Monday and Wednesday, 4 times',
          occurrences: ['2024-03-25T09:30:00+01:00', '2024-03-27T09:30:00+01:00', '2024-04-01T09:30:00+02:00', '2024-04-03T09:30:00+02:00'],
        },
        {
          summary: 'Labour Day', start: '2024-05-01', end: '2024-05-02', timeZone: '', allDay: true, duration: 'P1D', location: '', description: '', organizer: '', attendees: [],
          status: '', url: '', uid: 'holiday-1@example.com', recurrenceId: '', rule: '', ruleText: '', occurrences: [],
        },
      ],
      todos: [{ summary: 'Send the report', due: '2024-03-29T17:00:00Z', start: '', status: 'NEEDS-ACTION', priority: 1, completed: '', description: '', uid: 'todo-1@example.com' }],
      warnings: [],
    },
    description: 'A weekly stand-up in Berlin time across the DST change, a holiday and a to-do.',
  },
  relatedTools: ['ics-event-generator', 'eml-parser', 'unix-timestamp-converter', 'timezone-converter'],
  aiInstructions: 'Pass the .ics text in ics (or a file). Times keep the zone they were written in, with the UTC offset of that date; all-day ends are exclusive. Set occurrences to list more or fewer repetitions.',
});
