import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Entry {
  timezone: string;
  iso: string;
  date: string;
  time: string;
  weekday: string;
  offset: string;
  offsetSeconds: number;
  abbreviation: string;
  zoneName: string;
  isDst: boolean;
  dayShift: number;
  differenceFromSource: string;
}
interface Out {
  instant: string;
  source: Entry;
  conversions: Entry[];
}

const convert = (input: Record<string, unknown>) => runOk<Out>(tool, input);
async function warningsOf(input: Record<string, unknown>): Promise<string[]> {
  const result = await runTool(tool, input);
  expect(result.success).toBe(true);
  return result.metadata?.warnings ?? [];
}

describe('timezone-converter', () => {
  itReproducesItsExample(tool);

  it('converts a wall-clock time to other zones with day shifts', async () => {
    const d = await convert({ datetime: '2024-07-01T18:00', from: 'America/Los_Angeles', to: 'Asia/Tokyo, UTC, Pacific/Honolulu' });
    expect(d.instant).toBe('2024-07-02T01:00:00Z');
    expect(d.source).toMatchObject({ iso: '2024-07-01T18:00:00-07:00', abbreviation: 'PDT', isDst: true, weekday: 'Monday' });
    expect(d.conversions.map((c) => [c.timezone, c.iso, c.dayShift, c.differenceFromSource, c.abbreviation])).toEqual([
      ['Asia/Tokyo', '2024-07-02T10:00:00+09:00', 1, '+16:00', 'GMT+9'],
      ['UTC', '2024-07-02T01:00:00+00:00', 1, '+07:00', 'UTC'],
      ['Pacific/Honolulu', '2024-07-01T15:00:00-10:00', 0, '-03:00', 'HST'],
    ]);
  });

  it('moves a New York spring-forward time forward by the gap (compatible), back (earlier), or rejects it', async () => {
    const input = { datetime: '2024-03-10T02:30', from: 'America/New_York', to: 'UTC' };
    const d = await convert(input);
    expect([d.instant, d.source.iso, d.source.abbreviation]).toEqual(['2024-03-10T07:30:00Z', '2024-03-10T03:30:00-04:00', 'EDT']);
    expect(await warningsOf(input)).toEqual([
      '2024-03-10T02:30 does not exist in America/New_York, where clocks go forward by 1 h: it was read as 03:30-04:00, moved forward by the gap.',
    ]);
    expect((await convert({ ...input, disambiguation: 'later' })).instant).toBe('2024-03-10T07:30:00Z');
    const earlier = await convert({ ...input, disambiguation: 'earlier' });
    expect([earlier.instant, earlier.source.iso]).toEqual(['2024-03-10T06:30:00Z', '2024-03-10T01:30:00-05:00']);
    expect(await runError(tool, { ...input, disambiguation: 'reject' }, 'INVALID_INPUT')).toBe(
      '2024-03-10T02:30 does not exist in America/New_York: clocks go forward by 1 h there; "disambiguation" earlier reads it as 01:30-05:00, compatible or later as 03:30-04:00',
    );
  });

  it('picks the earlier or later New York fall-back time', async () => {
    const input = { datetime: '2024-11-03T01:30', from: 'America/New_York', to: 'Europe/London' };
    const d = await convert(input);
    expect([d.instant, d.source.iso, d.source.isDst]).toEqual(['2024-11-03T05:30:00Z', '2024-11-03T01:30:00-04:00', true]);
    expect(await warningsOf(input)).toEqual([
      '2024-11-03T01:30 occurs twice in America/New_York, where clocks go back by 1 h: the earlier one, 01:30-04:00, was used; the later one is 01:30-05:00.',
    ]);
    const later = await convert({ ...input, disambiguation: 'later' });
    expect([later.instant, later.source.iso, later.source.abbreviation, later.source.isDst]).toEqual(['2024-11-03T06:30:00Z', '2024-11-03T01:30:00-05:00', 'EST', false]);
    expect(later.conversions[0]!.iso).toBe('2024-11-03T06:30:00+00:00');
    expect(await runError(tool, { ...input, disambiguation: 'reject' }, 'INVALID_INPUT')).toMatch(/occurs twice.*both 01:30-04:00 and 01:30-05:00/);
    // one hour before and after the change are unambiguous
    expect(await warningsOf({ ...input, datetime: '2024-11-03T00:59' })).toEqual([]);
    expect(await warningsOf({ ...input, datetime: '2024-11-03T02:00' })).toEqual([]);
  });

  it('handles Europe/London BST changes', async () => {
    const gap = await convert({ datetime: '2024-03-31T01:30', from: 'Europe/London', to: 'UTC' });
    expect([gap.instant, gap.source.iso, gap.source.abbreviation]).toEqual(['2024-03-31T01:30:00Z', '2024-03-31T02:30:00+01:00', 'BST']);
    const overlap = await convert({ datetime: '2024-10-27T01:30', from: 'Europe/London', to: 'UTC', disambiguation: 'later' });
    expect([overlap.instant, overlap.source.abbreviation, overlap.source.isDst]).toEqual(['2024-10-27T01:30:00Z', 'GMT', false]);
    const summer = await convert({ datetime: '2024-07-01T12:00', from: 'Europe/London', to: 'Europe/Berlin' });
    expect(summer.source).toMatchObject({ abbreviation: 'BST', zoneName: 'British Summer Time', isDst: true, offset: '+01:00' });
    expect(summer.conversions[0]).toMatchObject({ abbreviation: 'CEST', iso: '2024-07-01T13:00:00+02:00', differenceFromSource: '+01:00' });
  });

  it('handles the 30-minute DST of Australia/Lord_Howe', async () => {
    const gap = await convert({ datetime: '2024-10-06T02:15', from: 'Australia/Lord_Howe', to: 'UTC' });
    expect([gap.instant, gap.source.iso, gap.source.abbreviation, gap.source.isDst]).toEqual(['2024-10-05T15:45:00Z', '2024-10-06T02:45:00+11:00', 'LHDT', true]);
    expect(await warningsOf({ datetime: '2024-10-06T02:15', from: 'Australia/Lord_Howe', to: 'UTC' })).toEqual([
      '2024-10-06T02:15 does not exist in Australia/Lord_Howe, where clocks go forward by 30 min: it was read as 02:45+11:00, moved forward by the gap.',
    ]);
    const earlier = await convert({ datetime: '2024-04-07T01:45', from: 'Australia/Lord_Howe', to: 'UTC', disambiguation: 'earlier' });
    const later = await convert({ datetime: '2024-04-07T01:45', from: 'Australia/Lord_Howe', to: 'UTC', disambiguation: 'later' });
    expect([earlier.source.offset, later.source.offset]).toEqual(['+11:00', '+10:30']);
    expect(Date.parse(later.instant) - Date.parse(earlier.instant)).toBe(30 * 60_000);
    expect(later.source).toMatchObject({ abbreviation: 'LHST', isDst: false });
  });

  it('handles Asia/Kathmandu (+05:45) and aliases (Asia/Kolkata vs Asia/Calcutta)', async () => {
    const d = await convert({ datetime: '2023-12-31T20:00Z', to: 'Asia/Kathmandu, Asia/Kolkata, Asia/Calcutta' });
    expect(d.conversions.map((c) => [c.timezone, c.iso, c.dayShift, c.abbreviation])).toEqual([
      ['Asia/Kathmandu', '2024-01-01T01:45:00+05:45', 1, 'GMT+5:45'],
      ['Asia/Kolkata', '2024-01-01T01:30:00+05:30', 1, 'IST'],
      ['Asia/Calcutta', '2024-01-01T01:30:00+05:30', 1, 'IST'],
    ]);
    expect(d.conversions[0]!.zoneName).toBe('Nepal Time');
  });

  it('reads an explicit offset as that instant and notes when "from" differs', async () => {
    const input = { datetime: '2024-01-15T09:00:00+09:00', from: 'America/New_York', to: 'Asia/Tokyo' };
    const d = await convert(input);
    expect([d.instant, d.source.iso, d.conversions[0]!.iso, d.conversions[0]!.dayShift]).toEqual([
      '2024-01-15T00:00:00Z', '2024-01-14T19:00:00-05:00', '2024-01-15T09:00:00+09:00', 1,
    ]);
    expect(await warningsOf(input)).toEqual([
      'The date-time carries its own offset (+09:00), so it was read as that instant; "from" (America/New_York, -05:00 then) only sets the source time shown.',
    ]);
    expect(await warningsOf({ ...input, from: 'Asia/Tokyo' })).toEqual([]);
  });

  it('expands "common", mixes it with other zones and removes duplicates', async () => {
    const d = await convert({ datetime: '2024-01-01T00:00Z', to: 'common, Asia/Tokyo, Asia/Dubai' });
    expect(d.conversions.map((c) => c.timezone)).toEqual([
      'UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Dubai',
    ]);
    expect(d.conversions.find((c) => c.timezone === 'America/Los_Angeles')).toMatchObject({ iso: '2023-12-31T16:00:00-08:00', dayShift: -1, abbreviation: 'PST' });
    expect(d.conversions.find((c) => c.timezone === 'Australia/Sydney')).toMatchObject({ iso: '2024-01-01T11:00:00+11:00', isDst: true, abbreviation: 'AEDT' });
  });

  it('accepts fixed offsets as zones', async () => {
    const d = await convert({ datetime: '2024-06-01T12:00', from: '+05:30', to: 'UTC-3, Z' });
    expect(d.instant).toBe('2024-06-01T06:30:00Z');
    expect(d.source).toMatchObject({ timezone: '+05:30', abbreviation: 'UTC+05:30', isDst: false });
    expect(d.conversions.map((c) => [c.timezone, c.iso])).toEqual([
      ['-03:00', '2024-06-01T03:30:00-03:00'],
      ['UTC', '2024-06-01T06:30:00+00:00'],
    ]);
  });

  it('keeps milliseconds and reads a leap second as :59.999', async () => {
    expect((await convert({ datetime: '2024-01-01T00:00:00.250Z', to: 'Asia/Tokyo' })).conversions[0]!.time).toBe('09:00:00.250');
    const input = { datetime: '2016-12-31T23:59:60Z', to: 'UTC' };
    expect((await convert(input)).instant).toBe('2016-12-31T23:59:59.999Z');
    expect((await warningsOf(input))[0]).toMatch(/leap second/);
  });

  it('converts the current time when no datetime is given', async () => {
    const before = Date.now();
    const d = await convert({ to: 'UTC' });
    const t = Date.parse(d.instant);
    expect(t).toBeGreaterThanOrEqual(before - 1);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('agrees with Intl.DateTimeFormat on random instants and zones', async () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Europe/Dublin', 'America/Sao_Paulo'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let i = 0; i < 60; i++) {
      const ms = Date.UTC(1990, 0, 1) + (next() % (40 * 365)) * 86_400_000 + (next() % 86_400) * 1000;
      const zone = zones[next() % zones.length]!;
      const iso = new Date(ms).toISOString().replace('.000Z', 'Z');
      const d = await convert({ datetime: iso, to: zone });
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'long', timeZoneName: 'longOffset' })
          .formatToParts(ms).map((p) => [p.type, p.value]),
      );
      const c = d.conversions[0]!;
      expect([c.date, c.time, c.weekday], `${iso} ${zone}`).toEqual([`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}:${parts.second}`, parts.weekday]);
      expect(c.offset).toBe(parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3));
      // round trip: the local wall time read back in that zone gives the same instant (earlier/later as needed)
      const back = await convert({ datetime: `${c.date}T${c.time}`, from: zone, to: 'UTC', disambiguation: c.isDst ? 'earlier' : 'later' });
      if (Date.parse(back.instant) !== ms) {
        const other = await convert({ datetime: `${c.date}T${c.time}`, from: zone, to: 'UTC', disambiguation: c.isDst ? 'later' : 'earlier' });
        expect(Date.parse(other.instant), `${iso} ${zone}`).toBe(ms);
      }
    }
  });

  it('rejects unknown zones with a suggestion', async () => {
    expect(await runError(tool, { datetime: '2024-01-01T00:00', to: 'Asia/Tokyo, kolkata' }, 'INVALID_INPUT')).toBe(
      '"to": Unknown time zone "kolkata" (did you mean "Asia/Kolkata"?); use an IANA name such as "Europe/Berlin", "America/New_York" or "UTC", or an offset such as "+05:30"',
    );
    expect(await runError(tool, { datetime: '2024-01-01T00:00', from: 'Mars/Olympus' }, 'INVALID_INPUT')).toMatch(/^"from": Unknown time zone "Mars\/Olympus"/);
    expect(await runError(tool, { datetime: '2024-01-01T00:00', to: '+25:00' }, 'INVALID_INPUT')).toMatch(/out of range/);
    expect(await runError(tool, { datetime: '2024-01-01T00:00', to: ' , ,' }, 'INVALID_INPUT')).toMatch(/"to" has no time zone/);
  });

  it('rejects a malformed date-time with an example', async () => {
    expect(await runError(tool, { datetime: '2024-02-30T10:00', to: 'UTC' }, 'INVALID_INPUT')).toBe(
      '"datetime" is not a calendar date: 2024-02-30T10:00, e.g. 2024-03-10T09:30 (wall-clock time in "from") or 2024-03-10T14:30:00Z',
    );
    expect(await runError(tool, { datetime: 'tomorrow', to: 'UTC' }, 'INVALID_INPUT')).toMatch(/^"datetime" must be a date-time as YYYY-MM-DDTHH:mm/);
    expect(await runError(tool, { datetime: '2024-01-01T24:00', to: 'UTC' }, 'INVALID_INPUT')).toMatch(/invalid time/);
    await runError(tool, { datetime: '2'.repeat(41), to: 'UTC' }, 'CONSTRAINT_VIOLATION');
  });

  it('accepts "now" and a space instead of T', async () => {
    const before = Date.now();
    expect(Date.parse((await convert({ datetime: 'now', to: 'UTC' })).instant)).toBeGreaterThanOrEqual(before - 1);
    expect((await convert({ datetime: '2024-06-01 12:00', from: 'Europe/Berlin', to: 'UTC' })).instant).toBe('2024-06-01T10:00:00Z');
  });

  it('treats an empty "to" as the common preset and an empty datetime as now', async () => {
    const d = await convert({ datetime: '', to: '' });
    expect(d.conversions).toHaveLength(9);
  });

  it('rejects a unicode zone name', async () => {
    expect(await runError(tool, { datetime: '2024-01-01T00:00', to: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(`Unknown time zone "${UNICODE_SAMPLE}"`);
  });

  it('handles the largest allowed zone list and refuses more than 100 zones', async () => {
    const list = largestInput(tool, 'to', 'UTC,');
    const d = await convert({ datetime: '2024-01-01T00:00', to: list });
    expect(d.conversions).toHaveLength(1);
    const many = Array.from({ length: 101 }, (_, i) => `+${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`).join(',');
    expect(await runError(tool, { datetime: '2024-01-01T00:00', to: many }, 'CONSTRAINT_VIOLATION')).toBe('"to" lists 101 time zones; at most 100 are allowed');
  });
});
