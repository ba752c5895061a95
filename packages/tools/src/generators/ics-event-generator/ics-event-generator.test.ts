import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import parser from '../../analyzers/ics-parser/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { ics: string; uid: string; ruleText: string; warnings: string[] };
type Parsed = { events: Array<{ summary: string; start: string; end: string; timeZone: string; allDay: boolean; location: string; description: string; url: string; organizer: string; rule: string; occurrences: string[] }>; warnings: string[] };
const STAMP = { timestamp: '2024-01-01T00:00:00Z' };
const make = (input: Record<string, unknown>) => runOk<Out>(tool, { ...STAMP, ...input });
const readBack = (ics: string, occurrences = 10) => runOk<Parsed>(parser, { ics, occurrences });
/** The UTC offset Intl gives a zone at an instant, as +HH:MM. */
function intlOffset(zone: string, utcMs: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(utcMs).find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

describe('ics-event-generator', () => {
  itReproducesItsExample(tool);

  it('treats an empty title as missing', async () => {
    await runError(tool, { title: '', start: '2024-01-01' }, 'MISSING_REQUIRED');
  });

  it('writes an all-day event with dates and no time zone', async () => {
    const out = await make({ title: 'Holiday', start: '2024-05-01', timeZone: 'Europe/Paris' });
    expect(out.ics).toContain('DTSTART;VALUE=DATE:20240501\r\nDTEND;VALUE=DATE:20240502\r\n');
    expect(out.ics).not.toContain('VTIMEZONE');
    const week = await make({ title: 'Trip', start: '2024-12-30', duration: 'P1W' });
    expect(week.ics).toContain('DTEND;VALUE=DATE:20250106\r\n');
    expect((await readBack(week.ics)).events[0]).toMatchObject({ start: '2024-12-30', end: '2025-01-06', allDay: true });
  });

  it('escapes text and folds lines at 75 octets without splitting characters', async () => {
    const description = `Line 1\nCommas, semicolons; backslash \\ ${UNICODE_SAMPLE.repeat(40)}`;
    const out = await make({ title: `Réunion ${UNICODE_SAMPLE}`, start: '2024-01-02T10:00', description, location: 'A; B, C', url: 'https://example.com/a?b=1', organizer: 'ada@example.com' });
    const lines = out.ics.split('\r\n');
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(out.ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(out.ics).toContain('LOCATION:A\\; B\\, C\r\n');
    const back = (await readBack(out.ics)).events[0]!;
    expect(back).toMatchObject({ summary: `Réunion ${UNICODE_SAMPLE}`, description, location: 'A; B, C', url: 'https://example.com/a?b=1', organizer: 'ada@example.com', start: '2024-01-02T10:00:00Z', end: '2024-01-02T11:00:00Z', timeZone: 'UTC' });
  });

  it('round-trips through ical.js with offsets equal to Intl\'s, across DST (differential)', async () => {
    const random = testRandom();
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'America/Sao_Paulo', 'Pacific/Chatham'];
    for (let i = 0; i < 12; i++) {
      const zone = zones[i % zones.length]!;
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      const start = `20${24 + Math.floor(random() * 4)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(8 + Math.floor(random() * 10)).padStart(2, '0')}:15`;
      const out = await make({ title: `E${i}`, start, end: `${start.slice(0, 11)}19:45`, timeZone: zone, repeat: 'monthly', count: 8 });
      // ical.js reads the file and its VTIMEZONE
      const root = new ICAL.Component(ICAL.parse(out.ics));
      const vtz = new ICAL.Timezone(root.getFirstSubcomponent('vtimezone')!);
      const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe(`E${i}`);
      expect(event.startDate.toString()).toBe(`${start}:00`);
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const offset = vtz.utcOffset(next);
        const utcMs = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute) - offset * 1000;
        const sign = offset < 0 ? '-' : '+';
        const text = `${sign}${String(Math.floor(Math.abs(offset) / 3600)).padStart(2, '0')}:${String((Math.abs(offset) % 3600) / 60).padStart(2, '0')}`;
        expect(text, `${zone} ${next.toString()}`).toBe(intlOffset(zone, utcMs));
      }
      const back = (await readBack(out.ics)).events[0]!;
      expect(back.occurrences).toHaveLength(8);
      expect(back.rule).toBe('FREQ=MONTHLY;COUNT=8');
    }
  });

  it('writes until as the end of that day in the zone, in UTC', async () => {
    const out = await make({ title: 'Standup', start: '2024-03-25T09:00', timeZone: 'America/New_York', repeat: 'daily', interval: 2, until: '2024-04-02' });
    expect(out.ics).toContain('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20240403T035959Z\r\n');
    expect(out.ruleText).toBe('Every 2 days, until 2024-04-02');
    expect((await readBack(out.ics)).events[0]!.occurrences).toEqual(['2024-03-25', '2024-03-27', '2024-03-29', '2024-03-31', '2024-04-02'].map((d) => `${d}T09:00:00-04:00`));
    const forever = await make({ title: 'x', start: '2024-01-01', repeat: 'yearly' });
    expect(forever.warnings).toEqual(['The event repeats forever; give a number of times or an end date to stop it.']);
    expect(forever.ics).toContain('RRULE:FREQ=YEARLY\r\n');
  });

  it('warns about times in a DST gap and fixed offsets', async () => {
    expect((await make({ title: 'x', start: '2024-03-31T02:30', timeZone: 'Europe/Berlin' })).warnings[0]).toMatch(/^2024-03-31T02:30 does not exist/);
    const fixed = await make({ title: 'x', start: '2024-06-01T09:00', timeZone: '+05:30' });
    expect(fixed.ics).toContain('DTSTART:20240601T033000Z\r\n');
    expect(fixed.warnings[0]).toMatch(/fixed offset/);
  });

  it('handles the largest allowed description', async () => {
    const description = largestInput(tool, 'description', 'é');
    const out = await make({ title: 'Long', start: '2024-01-01T10:00', description, alarmMinutes: 40320 });
    expect(out.ics).toContain('TRIGGER:-P4W\r\n');
    expect((await readBack(out.ics)).events[0]!.description).toBe(description);
  });

  it('rejects impossible dates and contradicting options', async () => {
    expect(await runError(tool, { title: 'x', start: '2024-02-30' }, 'INVALID_INPUT')).toBe('Start "2024-02-30" is not a calendar date.');
    expect(await runError(tool, { title: 'x', start: '2024-02-01T24:00' }, 'INVALID_INPUT')).toMatch(/not a time of day/);
    expect(await runError(tool, { title: 'x', start: '2024-02-01T10:00', end: '2024-02-01T09:00' }, 'INVALID_INPUT')).toMatch(/is not after the start/);
    expect(await runError(tool, { title: 'x', start: '2024-02-01', end: '2024-02-02T09:00' }, 'INVALID_INPUT')).toMatch(/end must be a date too/);
    expect(await runError(tool, { title: 'x', start: '2024-02-01', duration: 'PT2H' }, 'INVALID_INPUT')).toMatch(/whole days/);
    expect(await runError(tool, { title: 'x', start: '2024-02-01T10:00', end: '2024-02-01T11:00', duration: 'PT1H' }, 'INVALID_INPUT')).toBe('Give an end or a duration, not both.');
    expect(await runError(tool, { title: 'x', start: '2024-02-01', repeat: 'daily', count: 3, until: '2024-03-01' }, 'INVALID_INPUT')).toMatch(/not both/);
    expect(await runError(tool, { title: 'x', start: '2024-02-01', timeZone: 'Mars/Olympus' }, 'INVALID_INPUT')).toMatch(/Unknown time zone/);
    await runError(tool, { title: 'x', start: '1 Feb 2024' }, 'CONSTRAINT_VIOLATION');
  });
});
