import { describe, expect, it } from 'vitest';
import { getDayOfYear, getISOWeek, getISOWeekYear } from 'date-fns';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  inputUnit?: string;
  seconds: number;
  milliseconds: number;
  microseconds: string;
  nanoseconds: string;
  iso8601: string;
  httpDate: string;
  rfc2822: string;
  timezone: string;
  local: string;
  utcOffset: string;
  utcOffsetSeconds: number;
  dayOfWeek: string;
  dayOfYear: number;
  isoWeek: number;
  isoWeekDate: string;
  relative: string;
  secondsFromNow: number;
  relativeTo: string;
}

const NOW = '2024-01-01T00:00:00Z';
const run = (input: Record<string, unknown>) => runOk<Out>(tool, { now: NOW, ...input });

async function warningsOf(input: Record<string, unknown>): Promise<string[]> {
  const result = await runTool(tool, { now: NOW, ...input });
  expect(result.success).toBe(true);
  return result.metadata?.warnings ?? [];
}

/** Deterministic PRNG for the differential tests. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('unix-timestamp-converter', () => {
  itReproducesItsExample(tool);

  describe('edge cases', () => {
    it('treats empty input as missing', async () => {
      expect(await runError(tool, { timestamp: '' }, 'MISSING_REQUIRED')).toMatch(/"timestamp".*or a "date"/);
      await runError(tool, {}, 'MISSING_REQUIRED');
      await runError(tool, { timestamp: '   ' }, 'MISSING_REQUIRED');
    });

    it('rejects the unicode sample naming the character and its position', async () => {
      expect(await runError(tool, { timestamp: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/Unexpected character 'À' at position 1/);
      expect(await runError(tool, { timestamp: `17${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/'À' at position 3/);
      expect(await runError(tool, { timestamp: '0', timezone: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/Unknown time zone "À😀中"/);
    });

    it('handles the largest allowed input and rejects a longer one', async () => {
      const zeros = largestInput(tool, 'timestamp', '0');
      expect(zeros.length).toBe(100);
      expect((await run({ timestamp: zeros })).iso8601).toBe('1970-01-01T00:00:00.000Z');
      expect(await runError(tool, { timestamp: largestInput(tool, 'timestamp', '9') }, 'CONSTRAINT_VIOLATION')).toMatch(/out of range/);
      await runError(tool, { timestamp: oversizedInput(tool, 'timestamp') }, 'CONSTRAINT_VIOLATION');
    });

    it('converts 0 to the epoch, a Thursday in ISO week 1970-W01', async () => {
      const data = await run({ timestamp: '0' });
      expect(data).toMatchObject({
        inputUnit: 's',
        seconds: 0,
        milliseconds: 0,
        microseconds: '0',
        nanoseconds: '0',
        iso8601: '1970-01-01T00:00:00.000Z',
        httpDate: 'Thu, 01 Jan 1970 00:00:00 GMT',
        rfc2822: 'Thu, 01 Jan 1970 00:00:00 +0000',
        local: '1970-01-01T00:00:00.000+00:00',
        dayOfWeek: 'Thursday',
        dayOfYear: 1,
        isoWeek: 1,
        isoWeekDate: '1970-W01-4',
        relative: '54 years ago',
      });
    });

    it('converts negative and fractional timestamps, flooring whole units', async () => {
      expect(await run({ timestamp: '-1' })).toMatchObject({ seconds: -1, milliseconds: -1000, iso8601: '1969-12-31T23:59:59.000Z' });
      expect(await run({ timestamp: '-1.5' })).toMatchObject({
        seconds: -2,
        milliseconds: -1500,
        microseconds: '-1500000',
        nanoseconds: '-1500000000',
        iso8601: '1969-12-31T23:59:58.500Z',
        dayOfWeek: 'Wednesday',
        isoWeekDate: '1970-W01-3',
      });
      expect(await run({ timestamp: '-0.000000001' })).toMatchObject({
        seconds: -1,
        milliseconds: -1,
        microseconds: '-1',
        nanoseconds: '-1',
        iso8601: '1969-12-31T23:59:59.999999999Z',
      });
      expect((await run({ timestamp: '1.7e9' })).iso8601).toBe('2023-11-14T22:13:20.000Z');
      expect((await run({ timestamp: '−86400' })).iso8601).toBe('1969-12-31T00:00:00.000Z');
    });

    it('handles the year-2038 boundary of signed 32-bit time', async () => {
      expect(await run({ timestamp: '2147483647' })).toMatchObject({ iso8601: '2038-01-19T03:14:07.000Z', dayOfWeek: 'Tuesday', inputUnit: 's' });
      expect((await run({ timestamp: '2147483648' })).iso8601).toBe('2038-01-19T03:14:08.000Z');
      expect((await run({ timestamp: '-2147483648' })).iso8601).toBe('1901-12-13T20:45:52.000Z');
    });

    it('handles year 9999 (forced seconds, since auto-detection reads 12 digits as milliseconds)', async () => {
      const auto = await run({ timestamp: '253402300799' });
      expect(auto.inputUnit).toBe('ms');
      expect(auto.iso8601).toBe('1978-01-11T21:31:40.799Z');
      expect(await run({ timestamp: '253402300799', unit: 's' })).toMatchObject({
        iso8601: '9999-12-31T23:59:59.000Z',
        httpDate: 'Fri, 31 Dec 9999 23:59:59 GMT',
        dayOfWeek: 'Friday',
        isoWeekDate: '9999-W52-5',
      });
      expect(await run({ date: '9999-12-31T23:59:59.999999999Z' })).toMatchObject({
        seconds: 253402300799,
        milliseconds: 253402300799999,
        nanoseconds: '253402300799999999999',
      });
    });

    it('accepts the whole Date range, and rejects beyond ±8.64e15 ms with CONSTRAINT_VIOLATION', async () => {
      expect(await run({ timestamp: '8640000000000000', unit: 'ms' })).toMatchObject({
        iso8601: '+275760-09-13T00:00:00.000Z',
        httpDate: 'Sat, 13 Sep 275760 00:00:00 GMT',
      });
      expect(await run({ timestamp: '-8.64e15', unit: 'ms' })).toMatchObject({
        iso8601: '-271821-04-20T00:00:00.000Z',
        httpDate: 'Tue, 20 Apr -271821 00:00:00 GMT',
        isoWeekDate: '-271821-W16-2',
      });
      expect((await run({ timestamp: '-8640000000000000000000' })).inputUnit).toBe('ns');
      const over = await runError(tool, { timestamp: '8640000000000001', unit: 'ms' }, 'CONSTRAINT_VIOLATION');
      expect(over).toBe(
        'Timestamp 8640000000000001 read as milliseconds is out of range: the supported range is ±8,640,000,000,000 s (±8.64e15 ms; years −271821 to 275760, the JavaScript Date range)',
      );
      expect(await runError(tool, { timestamp: '-8640000000000000000001' }, 'CONSTRAINT_VIOLATION')).toMatch(/read as nanoseconds \(auto-detected\)/);
      expect(await runError(tool, { timestamp: '1e400' }, 'CONSTRAINT_VIOLATION')).toMatch(/^Timestamp 1e400 is out of range/);
    });
  });

  describe('units', () => {
    it('auto-detects seconds, milliseconds, microseconds and nanoseconds by magnitude', async () => {
      const cases: Array<[string, string]> = [
        ['1700000000', 's'],
        ['1700000000000', 'ms'],
        ['1700000000000000', 'us'],
        ['1700000000000000000', 'ns'],
      ];
      for (const [timestamp, unit] of cases) {
        const data = await run({ timestamp });
        expect(data.inputUnit).toBe(unit);
        expect(data.iso8601).toBe('2023-11-14T22:13:20.000Z');
        expect(data.seconds).toBe(1700000000);
      }
      expect((await run({ timestamp: '99999999999' })).inputUnit).toBe('s');
      expect((await run({ timestamp: '100000000000' })).inputUnit).toBe('ms');
      expect((await run({ timestamp: '-99999999999.9' })).inputUnit).toBe('s');
      expect((await run({ timestamp: '99999999999999' })).inputUnit).toBe('ms');
      expect((await run({ timestamp: '100000000000000' })).inputUnit).toBe('us');
      expect((await run({ timestamp: '100000000000000000' })).inputUnit).toBe('ns');
    });

    it('keeps full nanosecond precision', async () => {
      const data = await run({ timestamp: '1700000000123456789' });
      expect(data).toMatchObject({
        milliseconds: 1700000000123,
        microseconds: '1700000000123456',
        nanoseconds: '1700000000123456789',
        iso8601: '2023-11-14T22:13:20.123456789Z',
      });
      expect((await run({ timestamp: '1700000000.123456' })).iso8601).toBe('2023-11-14T22:13:20.123456Z');
      expect((await run({ timestamp: '1700000000.123456', unit: 'ms' })).nanoseconds).toBe('1700000000123456');
    });

    it('honours a forced unit', async () => {
      expect(await run({ timestamp: '1700000000', unit: 'ms' })).toMatchObject({ inputUnit: 'ms', iso8601: '1970-01-20T16:13:20.000Z' });
      expect(await run({ timestamp: '1700000000', unit: 'us' })).toMatchObject({ inputUnit: 'us', iso8601: '1970-01-01T00:28:20.000Z' });
      expect(await run({ timestamp: '1700000000', unit: 'ns' })).toMatchObject({ inputUnit: 'ns', iso8601: '1970-01-01T00:00:01.700Z' });
      expect(await run({ timestamp: '1700000000000', unit: 's' })).toMatchObject({ iso8601: new Date(1.7e15).toISOString() });
    });

    it('floors digits finer than a nanosecond and says so', async () => {
      expect((await run({ timestamp: '1.0000000019' })).nanoseconds).toBe('1000000001');
      expect((await run({ timestamp: '-1.0000000011' })).nanoseconds).toBe('-1000000002');
      expect(await warningsOf({ timestamp: '1e-20', unit: 's' })).toEqual(['Digits finer than one nanosecond were dropped (the value was floored).']);
      expect(await warningsOf({ timestamp: '1.5', unit: 's' })).toEqual([]);
    });

    it('accepts digit separators and "now"', async () => {
      for (const timestamp of ['1_700_000_000', '1 700 000 000', '1,700,000,000', ' 1700000000 '])
        expect((await run({ timestamp })).seconds).toBe(1700000000);
      const now = await runOk<Out>(tool, { timestamp: 'now' });
      expect(now.inputUnit).toBeUndefined();
      expect(Math.abs(now.milliseconds - Date.now())).toBeLessThan(5000);
      expect(now.relative).toBe('now');
    });
  });

  describe('Windows, .NET and Excel units (issue 13 item 9)', () => {
    it('reads an 18-digit Windows FILETIME as FILETIME, not as 1974 nanoseconds, and says it guessed', async () => {
      // the reported case: an Active Directory lastLogonTimestamp (FILETIME), 2024-01-31T12:00:00Z
      const result = await runTool(tool, { timestamp: '133511760000000000', now: NOW });
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({ inputUnit: 'filetime', iso8601: '2024-01-31T12:00:00.000Z', nanoseconds: '1706702400000000000' });
      const warnings = result.metadata?.warnings ?? [];
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/guessed.*Windows FILETIME/);
      // the reading it did not take is named with its date, so the user can switch
      expect(warnings[0]).toMatch(/as nanoseconds it is 1974-03-26T\S+Z/);
    });

    it('reads .NET ticks of this era as ticks, and other 18-digit values as nanoseconds with a warning', async () => {
      // DateTime(2000, 1, 1).Ticks (a published value)
      expect(await run({ timestamp: '630822816000000000' })).toMatchObject({ inputUnit: 'dotnet', iso8601: '2000-01-01T00:00:00.000Z' });
      expect((await warningsOf({ timestamp: '630822816000000000' }))[0]).toMatch(/\.NET ticks.*as nanoseconds it is 1989-12-28/);
      // a 1980 nanosecond timestamp is neither a plausible FILETIME (year 2614) nor .NET ticks (year 1000)
      const ns1980 = await runTool(tool, { timestamp: '315532800000000000', now: NOW });
      expect(ns1980.data).toMatchObject({ inputUnit: 'ns', iso8601: '1980-01-01T00:00:00.000Z' });
      expect(ns1980.metadata?.warnings?.[0]).toMatch(/guessed/);
    });

    it('converts forced FILETIME (decimal or hex), .NET ticks and Excel serials exactly', async () => {
      expect(await run({ timestamp: '116444736000000001', unit: 'filetime' })).toMatchObject({ nanoseconds: '100', iso8601: '1970-01-01T00:00:00.000000100Z' });
      expect((await run({ timestamp: '0x01DA543D04232000', unit: 'filetime' })).iso8601).toBe('2024-01-31T12:00:00.000Z');
      expect((await run({ timestamp: '630,822,816,000,000,000', unit: 'dotnet' })).iso8601).toBe('2000-01-01T00:00:00.000Z');
      // Microsoft's DATEVALUE documentation: 1 January 2008 is serial 39448
      expect((await run({ timestamp: '39448', unit: 'excel1900' })).iso8601).toBe('2008-01-01T00:00:00.000Z');
      expect((await run({ timestamp: '45322.5', unit: 'excel1900' })).iso8601).toBe('2024-01-31T12:00:00.000Z');
      expect((await run({ timestamp: '0', unit: 'excel1904' })).iso8601).toBe('1904-01-01T00:00:00.000Z');
      expect(await warningsOf({ timestamp: '133511760000000000', unit: 'filetime' })).toEqual([]);
      expect(await runError(tool, { timestamp: '60', unit: 'excel1900' }, 'INVALID_INPUT')).toMatch(/1900-02-29/);
      expect(await runError(tool, { timestamp: '1.5', unit: 'filetime' }, 'INVALID_INPUT')).toMatch(/whole number/);
    });

    it('names the Excel reading of a small number it read as seconds', async () => {
      const warnings = await warningsOf({ timestamp: '45322.5' });
      expect(warnings[0]).toMatch(/read as seconds.*Excel serial date.*2024-01-31T12:00:00/);
    });

    it('warns whenever the unit was guessed, never when it was given', async () => {
      expect(await warningsOf({ timestamp: '1700000000' })).toEqual([
        'The unit was guessed from the number of digits: read as seconds. Set "unit" if the value is in another unit.',
      ]);
      expect((await warningsOf({ timestamp: '253402300799' }))[0]).toMatch(/read as milliseconds/);
      expect(await warningsOf({ timestamp: '1700000000', unit: 's' })).toEqual([]);
    });

    it('says what Active Directory\'s "never" is', async () => {
      expect((await warningsOf({ timestamp: '9223372036854775807' })).join(' ')).toMatch(/Active Directory.*never/);
    });
  });

  describe('bad input', () => {
    it('rejects malformed numbers and misplaced commas', async () => {
      expect(await runError(tool, { timestamp: '1.2.3' }, 'INVALID_INPUT')).toMatch(/"1.2.3" is not a number/);
      expect(await runError(tool, { timestamp: '1e' }, 'INVALID_INPUT')).toMatch(/is not a number/);
      expect(await runError(tool, { timestamp: '17,00,000' }, 'INVALID_INPUT')).toMatch(/Misplaced ','/);
      expect(await runError(tool, { timestamp: '0x10' }, 'INVALID_INPUT')).toMatch(/Unexpected character 'x' at position 2/);
    });

    it('points a date typed into the timestamp field to "date"', async () => {
      expect(await runError(tool, { timestamp: '2024-01-01T00:00:00Z' }, 'INVALID_INPUT')).toMatch(/looks like a date.*pass it in "date"/);
    });

    it('refuses a timestamp and a date together', async () => {
      expect(await runError(tool, { timestamp: '0', date: '2024-01-01T00:00Z' }, 'INVALID_INPUT')).toMatch(/either "timestamp" or "date", not both/);
    });

    it('rejects an unknown time zone with an example and a suggestion', async () => {
      expect(await runError(tool, { timestamp: '0', timezone: 'Mars/Olympus' }, 'INVALID_INPUT')).toBe(
        'Unknown time zone "Mars/Olympus"; use an IANA name such as "Europe/Berlin", "America/New_York" or "UTC", or an offset such as "+05:30"',
      );
      expect(await runError(tool, { timestamp: '0', timezone: 'new york' }, 'INVALID_INPUT')).toMatch(/did you mean "America\/New_York"\?/);
      expect(await runError(tool, { timestamp: '0', timezone: '+25:00' }, 'INVALID_INPUT')).toMatch(/out of range/);
    });

    it('rejects a malformed date and an unknown unit through the core', async () => {
      await runError(tool, { date: '2024-13-01T00:00Z' }, 'INVALID_INPUT');
      await runError(tool, { date: 'yesterday' }, 'INVALID_INPUT');
      await runError(tool, { timestamp: '0', unit: 'minutes' }, 'CONSTRAINT_VIOLATION');
    });
  });

  describe('time zones', () => {
    it('shows local time, offset, weekday and week in the zone', async () => {
      expect(await run({ timestamp: '1700000000', timezone: 'America/New_York' })).toMatchObject({
        rfc2822: 'Tue, 14 Nov 2023 17:13:20 -0500',
        local: '2023-11-14T17:13:20.000-05:00',
        utcOffset: '-05:00',
        utcOffsetSeconds: -18000,
        dayOfWeek: 'Tuesday',
      });
      // a Sunday evening in UTC is Monday (week 2) in Auckland
      expect(await run({ timestamp: '1704664800', timezone: 'Pacific/Auckland' })).toMatchObject({
        iso8601: '2024-01-07T22:00:00.000Z',
        local: '2024-01-08T11:00:00.000+13:00',
        dayOfWeek: 'Monday',
        isoWeekDate: '2024-W02-1',
      });
      expect((await run({ timestamp: '1700000000', timezone: 'Asia/Kathmandu' })).utcOffset).toBe('+05:45');
    });

    it('follows daylight saving time', async () => {
      expect((await run({ date: '2024-07-01T12:00Z', timezone: 'Europe/Berlin' })).local).toBe('2024-07-01T14:00:00.000+02:00');
      expect((await run({ date: '2024-01-01T12:00Z', timezone: 'Europe/Berlin' })).local).toBe('2024-01-01T13:00:00.000+01:00');
    });

    it('writes an offset with seconds (local mean time) in full, and RFC 2822 in UTC then', async () => {
      const data = await run({ date: '1880-01-01T00:00Z', timezone: 'America/New_York' });
      expect(data.utcOffset).toBe('-04:56:02');
      expect(data.utcOffsetSeconds).toBe(-17762);
      expect(data.local).toBe('1879-12-31T19:03:58.000-04:56:02');
      expect(data.rfc2822).toBe('Thu, 01 Jan 1880 00:00:00 +0000');
    });

    it('accepts fixed offsets, fixes the case of IANA names and keeps aliases as typed', async () => {
      expect(await run({ timestamp: '0', timezone: 'UTC+5:30' })).toMatchObject({ timezone: '+05:30', local: '1970-01-01T05:30:00.000+05:30' });
      expect(await run({ timestamp: '0', timezone: '-0800' })).toMatchObject({ timezone: '-08:00', rfc2822: 'Wed, 31 Dec 1969 16:00:00 -0800' });
      expect((await run({ timestamp: '0', timezone: 'Z' })).timezone).toBe('UTC');
      expect((await run({ timestamp: '0', timezone: 'europe/berlin' })).timezone).toBe('Europe/Berlin');
      expect((await run({ timestamp: '0', timezone: 'Asia/Kolkata' })).timezone).toBe('Asia/Kolkata');
    });

    it('warns that an abbreviation is ambiguous', async () => {
      const warnings = await warningsOf({ timestamp: '0', unit: 's', timezone: 'PST' });
      expect(warnings[0]).toMatch(/^"PST" is an abbreviation, which is ambiguous; it was read as America\/Los_Angeles/);
      expect(await warningsOf({ timestamp: '0', unit: 's', timezone: 'GMT' })).toEqual([]);
    });
  });

  describe('date to timestamp', () => {
    it('reads ISO 8601 with or without an offset (none = UTC)', async () => {
      expect(await run({ date: '2024-03-10T12:00:00Z' })).toMatchObject({ seconds: 1710072000, milliseconds: 1710072000000 });
      expect((await run({ date: '2024-03-10T12:00' })).seconds).toBe(1710072000);
      expect((await run({ date: '2024-03-10T17:30:00+05:30' })).seconds).toBe(1710072000);
      expect((await run({ date: '2024-03-10 07:00-05:00' })).seconds).toBe(1710072000);
      expect((await run({ date: '2024-03-10T12:00:00.5Z' })).milliseconds).toBe(1710072000500);
      expect((await run({ date: '0001-01-01T00:00:00Z' })).seconds).toBe(-62135596800);
      expect((await run({ date: '0000-01-01T00:00:00Z' })).iso8601).toBe('0000-01-01T00:00:00.000Z');
    });

    it('reads a date without offset as local time when asked, resolving DST gaps and overlaps', async () => {
      expect((await run({ date: '2024-07-01T12:00', timezone: 'Europe/Berlin', assumeLocal: true })).iso8601).toBe('2024-07-01T10:00:00.000Z');
      expect((await run({ date: '2024-07-01T12:00Z', timezone: 'Europe/Berlin', assumeLocal: true })).iso8601).toBe('2024-07-01T12:00:00.000Z');
      const gap = { date: '2024-03-10T02:30', timezone: 'America/New_York', assumeLocal: true };
      expect((await run(gap)).local).toBe('2024-03-10T03:30:00.000-04:00');
      expect(await warningsOf(gap)).toEqual([
        'date: 2024-03-10T02:30 does not exist (clocks go forward); it was moved forward by the gap in America/New_York.',
      ]);
      const overlap = { date: '2024-11-03T01:30', timezone: 'America/New_York', assumeLocal: true };
      expect((await run(overlap)).iso8601).toBe('2024-11-03T05:30:00.000Z');
      expect((await warningsOf(overlap))[0]).toMatch(/occurs twice \(clocks go back\); the earlier instant was used/);
    });

    it('maps a leap second to the next second with a warning', async () => {
      const input = { date: '2016-12-31T23:59:60Z' };
      expect((await run(input)).seconds).toBe(1483228800);
      expect((await warningsOf(input))[0]).toMatch(/no leap seconds/);
    });
  });

  describe('relative time', () => {
    it('describes the distance from "now" with two units', async () => {
      expect(await run({ timestamp: '1704076200' })).toMatchObject({ relative: 'in 2 hours, 30 minutes', secondsFromNow: 9000 });
      expect(await run({ timestamp: '1703980800' })).toMatchObject({ relative: '1 day ago', secondsFromNow: -86400 });
      expect((await run({ timestamp: '1704067200' })).relative).toBe('now');
      expect((await run({ timestamp: '1704067200.9' })).relative).toBe('now');
      expect((await run({ timestamp: '1704067201' })).relative).toBe('in 1 second');
      expect((await run({ date: '2025-03-01T00:00Z' })).relative).toBe('in 1 year, 2 months');
      expect((await run({ date: '2024-02-29T12:00Z', now: '2024-01-31T12:00Z' })).relative).toBe('in 1 month');
      expect((await run({ date: '2024-03-01T00:00Z', now: '2024-01-31T12:00Z' })).relative).toBe('in 1 month');
      expect((await run({ date: '2024-03-02T12:00Z', now: '2024-01-31T12:00Z' })).relative).toBe('in 1 month, 2 days');
      expect((await run({ date: '2023-12-31T23:59:59.999Z' })).relative).toBe('1 second ago');
      expect((await run({ timestamp: '1704067200', now: '2024-01-01T01:00:00+01:00' })).relativeTo).toBe('2024-01-01T00:00:00.000Z');
    });

    it('measures from the current time by default', async () => {
      const data = await runOk<Out>(tool, { date: '2000-01-01T00:00Z' });
      expect(Math.abs(data.secondsFromNow - (946684800000 - Date.now()) / 1000)).toBeLessThan(5);
      expect(data.relative).toMatch(/^\d+ years(, \d+ months?)? ago$/);
    });
  });

  describe('differential against Date, Intl and date-fns', () => {
    it('matches Date#toISOString, #toUTCString and #getUTCDay across the whole range', async () => {
      const random = prng(2038);
      const samples = [0, -1, 1, 951782400000, -62135596800000, 8.64e15, -8.64e15];
      for (let i = 0; i < 150; i++) samples.push(Math.round((random() * 2 - 1) * (i < 75 ? 4e12 : 8.64e15)));
      for (const ms of samples) {
        const data = await run({ timestamp: String(ms), unit: 'ms' });
        const date = new Date(ms);
        expect(data.iso8601, String(ms)).toBe(date.toISOString());
        expect(data.httpDate, String(ms)).toBe(date.toUTCString());
        expect(data.dayOfWeek).toBe(WEEKDAYS[date.getUTCDay()]);
        expect(data.seconds).toBe(Math.floor(ms / 1000));
        if (date.getUTCFullYear() >= 0 && date.getUTCFullYear() <= 9999)
          expect((await run({ date: date.toISOString() })).milliseconds).toBe(ms);
      }
    });

    it('matches date-fns for ISO week, week-year and day of year', async () => {
      const random = prng(46);
      for (let i = 0; i < 200; i++) {
        const ms = Math.round((random() * 2 - 1) * 1.5e13);
        const data = await run({ timestamp: String(ms), unit: 'ms' });
        const utc = new Date(ms);
        const local = new Date(2000, 0, 1, 12);
        local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
        expect(data.isoWeek, data.iso8601).toBe(getISOWeek(local));
        expect(data.isoWeekDate.slice(0, data.isoWeekDate.indexOf('-W')), data.iso8601).toBe(String(getISOWeekYear(local)).padStart(4, '0'));
        expect(data.dayOfYear, data.iso8601).toBe(getDayOfYear(local));
      }
    });

    it('matches Intl.DateTimeFormat local times and offsets', async () => {
      const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Africa/Casablanca'];
      const random = prng(7);
      for (let i = 0; i < 140; i++) {
        const timezone = zones[i % zones.length]!;
        const ms = Math.round(random() * 4.1e12 - 5e11);
        const data = await run({ timestamp: String(ms), unit: 'ms', timezone });
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-US', {
            timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
            hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'longOffset', weekday: 'long',
          }).formatToParts(ms).map((p) => [p.type, p.value]),
        );
        const expected = `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
        expect(data.local.slice(0, 19), `${timezone} ${ms}`).toBe(expected);
        expect(`GMT${data.utcOffset}`, `${timezone} ${ms}`).toBe(parts.timeZoneName === 'GMT' ? 'GMT+00:00' : parts.timeZoneName);
        expect(data.dayOfWeek).toBe(parts.weekday);
      }
    });
  });
});
