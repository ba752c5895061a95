import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Event = { summary: string; start: string; end: string; timeZone: string; allDay: boolean; duration: string; location: string; description: string; organizer: string; attendees: string[]; recurrenceId: string; rule: string; ruleText: string; occurrences: string[] };
type Out = { summary: string; calendarName: string; method: string; events: Event[]; todos: Array<Record<string, unknown>>; warnings: string[] };
const parse = (ics: string, occurrences?: number) => runOk<Out>(tool, { ics, ...(occurrences === undefined ? {} : { occurrences }) });
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:e@x', 'DTSTAMP:20240101T000000Z', ...lines, 'END:VEVENT'];

/** RFC 5545 §3.6.5's America/New_York definition (the 1987-2006 rules), used where a file brings its own zone. */
const NEW_YORK_1990 = [
  'BEGIN:VTIMEZONE', 'TZID:Custom/Eastern',
  'BEGIN:STANDARD', 'DTSTART:19671029T020000', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:19870405T020000', 'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=4', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('ics-parser', () => {
  itReproducesItsExample(tool);

  it('needs the text or a file', async () => {
    await runError(tool, {}, 'MISSING_REQUIRED');
    await runError(tool, { ics: '' }, 'MISSING_REQUIRED');
  });

  it('reads the .ics file like the text, BOM and unicode included', async () => {
    const text = cal('X-WR-CALNAME:Calendrier ' + UNICODE_SAMPLE, ...event('DTSTART:20240102T100000Z', 'DURATION:PT90M', `SUMMARY:Réunion ${UNICODE_SAMPLE}`, 'DESCRIPTION:Line 1\\nLine 2\\; done', 'LOCATION:Café'));
    const file = `data:text/calendar;base64,${Buffer.from(`\uFEFF${text}`).toString('base64')}`;
    const fromFile = await runOk<Out>(tool, { file });
    expect(fromFile).toEqual(await parse(text));
    expect(fromFile.summary).toBe(`1 event in "Calendrier ${UNICODE_SAMPLE}"`);
    expect(fromFile.events[0]).toMatchObject({ summary: `Réunion ${UNICODE_SAMPLE}`, start: '2024-01-02T10:00:00Z', end: '2024-01-02T11:30:00Z', timeZone: 'UTC', duration: 'PT90M', description: 'Line 1\nLine 2; done', location: 'Café' });
  });

  it('uses the file\'s own VTIMEZONE, unfolds long lines and keeps floating times', async () => {
    const long = 'x'.repeat(150);
    const folded = `DESCRIPTION:${long}`.replace(/(.{74})/g, '$1\r\n ');
    const out = await parse(cal(...NEW_YORK_1990, ...event('DTSTART;TZID=Custom/Eastern:19970714T133000', 'DTEND;TZID=Custom/Eastern:19971105T090000', 'SUMMARY:Trip', folded), 'BEGIN:VEVENT', 'UID:f@x', 'DTSTAMP:20240101T000000Z', 'DTSTART:20240301T080000', 'SUMMARY:Floating', 'END:VEVENT'));
    expect(out.events[0]).toMatchObject({ start: '1997-07-14T13:30:00-04:00', end: '1997-11-05T09:00:00-05:00', timeZone: 'Custom/Eastern', description: long });
    expect(out.events[1]).toMatchObject({ start: '2024-03-01T08:00:00', timeZone: '', end: '2024-03-01T08:00:00', duration: 'PT0S' });
    expect(out.warnings).toEqual([]);
  });

  it('expands the recurrence examples of RFC 5545 §3.8.5.3 with exceptions and overrides', async () => {
    const rule = async (rrule: string, start = 'DTSTART;TZID=America/New_York:19970902T090000', n = 6, extra: string[] = []) => (await parse(cal(...event(start, `RRULE:${rrule}`, ...extra)), n)).events[0]!;
    const daily = await rule('FREQ=DAILY;COUNT=10');
    expect(daily.ruleText).toBe('Every day, 10 times');
    expect(daily.occurrences.slice(0, 3)).toEqual(['1997-09-02T09:00:00-04:00', '1997-09-03T09:00:00-04:00', '1997-09-04T09:00:00-04:00']);
    const lastSunday = await rule('FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU', undefined, 4);
    expect(lastSunday.ruleText).toBe('Every 2 months on the first Sunday and the last Sunday, 10 times');
    expect(lastSunday.occurrences).toEqual(['1997-09-07T09:00:00-04:00', '1997-09-28T09:00:00-04:00', '1997-11-02T09:00:00-05:00', '1997-11-30T09:00:00-05:00']);
    const weekdays = await rule('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2', undefined, 2);
    expect(weekdays.ruleText).toBe('Every month on weekdays (Monday to Friday) (only the second to last of those in each month)');
    expect(weekdays.occurrences).toEqual(['1997-09-29T09:00:00-04:00', '1997-10-30T09:00:00-05:00']);
    const until = await rule('FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH', undefined, 20);
    expect(until.ruleText).toBe('Every week on Tuesday and Thursday, until 1997-10-07T00:00:00Z');
    expect(until.occurrences).toHaveLength(10);
    const withExdate = await rule('FREQ=DAILY;COUNT=3', 'DTSTART:20240101T100000Z', 10, ['EXDATE:20240102T100000Z']);
    expect(withExdate.occurrences).toEqual(['2024-01-01T10:00:00Z', '2024-01-03T10:00:00Z']);
    const moved = await parse(cal(...event('DTSTART:20240101T100000Z', 'RRULE:FREQ=DAILY;COUNT=3', 'SUMMARY:Daily'), ...event('RECURRENCE-ID:20240102T100000Z', 'DTSTART:20240102T150000Z', 'SUMMARY:Moved')));
    expect(moved.events[0]!.occurrences).toEqual(['2024-01-01T10:00:00Z', '2024-01-02T15:00:00Z', '2024-01-03T10:00:00Z']);
    expect(moved.events[1]).toMatchObject({ summary: 'Moved', recurrenceId: '2024-01-02T10:00:00Z' });
    expect((await parse(cal(...event('DTSTART:20240101T100000Z', 'RRULE:FREQ=DAILY')), 0)).events[0]!.occurrences).toEqual([]);
  });

  it('handles the largest number of occurrences within the calendar budget', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => event(`DTSTART:20240101T${pad(i % 24)}0000Z`, 'RRULE:FREQ=MINUTELY', `SUMMARY:E${i}`).join('\r\n').replace('UID:e@x', `UID:e${i}@x`));
    const out = await parse(cal(...lines), 500);
    expect(out.events.reduce((n, e) => n + e.occurrences.length, 0)).toBe(20_000);
    expect(out.events.at(-1)!.occurrences).toEqual([]);
    expect(out.warnings).toEqual(['Occurrences were listed up to 20000 in all; lower the number per event to see every event\'s.']);
  });

  it('reads people, to-dos and warns about unknown zones and skipped parts', async () => {
    const out = await parse(cal('METHOD:REQUEST',
      ...event('DTSTART;TZID=Mars/Olympus:20240101T100000', 'ORGANIZER:mailto:boss@example.com', 'ATTENDEE;CN="Doe, Jane";ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:jane@example.com', 'ATTENDEE:mailto:x@example.com'),
      'BEGIN:VEVENT', 'UID:bad@x', 'SUMMARY:no start', 'END:VEVENT',
      'BEGIN:VJOURNAL', 'UID:j@x', 'END:VJOURNAL',
      'BEGIN:VTODO', 'UID:t@x', 'SUMMARY:Do', 'DUE;VALUE=DATE:20240105', 'COMPLETED:20240104T120000Z', 'STATUS:COMPLETED', 'END:VTODO'));
    expect(out.method).toBe('REQUEST');
    expect(out.events[0]).toMatchObject({ start: '2024-01-01T10:00:00', timeZone: 'Mars/Olympus', organizer: 'boss@example.com', attendees: ['Doe, Jane <jane@example.com> (needs action, optional)', 'x@example.com'] });
    expect(out.todos).toEqual([{ summary: 'Do', due: '2024-01-05', start: '', status: 'COMPLETED', priority: 0, completed: '2024-01-04T12:00:00Z', description: '', uid: 't@x' }]);
    expect(out.warnings).toEqual([
      '1 journal entry (VJOURNAL) is not listed.',
      'Time zone "Mars/Olympus" is neither defined in the file (VTIMEZONE) nor an IANA name: its times are shown without a UTC offset.',
      '1 event has no valid DTSTART and is left out.',
    ]);
  });

  it('rejects text that is not iCalendar', async () => {
    expect(await runError(tool, { ics: 'hello' }, 'INVALID_INPUT')).toBe('An iCalendar file starts with BEGIN:VCALENDAR; this starts with "hello".');
    expect(await runError(tool, { ics: 'BEGIN:VCALENDAR\nnonsense\nEND:VCALENDAR' }, 'INVALID_INPUT')).toMatch(/^Not valid iCalendar: invalid line/);
    await runError(tool, { file: 'data:text/calendar;base64,@@@' }, 'INVALID_INPUT');
  });
});

const pad = (n: number) => String(n).padStart(2, '0');
