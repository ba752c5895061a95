import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out { expression: string; description: string; fields: Record<string, string>; timezone: string; nextRuns: string[] }
const FROM = '2024-01-01T00:00:00Z';
const gen = (input: Record<string, unknown>) => runOk<Out>(tool, { from: FROM, ...input });
const fields = (f: Record<string, string>, extra: Record<string, unknown> = {}) => gen({ mode: 'fields', ...f, ...extra });
const warnings = async (input: Record<string, unknown>) => (await runTool(tool, { from: FROM, ...input })).metadata?.warnings;

/** Brute force in UTC with Date: every minute after `from`, matched against value sets (OR rule when both day fields are restricted). */
function bruteForce(sets: { mi: number[]; h: number[]; dom?: number[]; mon: number[]; dow?: number[] }, count: number): string[] {
  const out: string[] = [];
  for (let t = Date.parse(FROM) + 60_000; out.length < count; t += 60_000) {
    const d = new Date(t);
    const domOk = sets.dom ? sets.dom.includes(d.getUTCDate()) : true;
    const dowOk = sets.dow ? sets.dow.includes(d.getUTCDay()) : true;
    const day = sets.dom && sets.dow ? domOk || dowOk : domOk && dowOk;
    if (sets.mi.includes(d.getUTCMinutes()) && sets.h.includes(d.getUTCHours()) && sets.mon.includes(d.getUTCMonth() + 1) && day)
      out.push(d.toISOString().replace('.000Z', '+00:00'));
  }
  return out;
}
const range = (a: number, b: number, step = 1) => Array.from({ length: Math.floor((b - a) / step) + 1 }, (_, i) => a + i * step);

describe('cron-expression-generator', () => {
  itReproducesItsExample(tool);

  it('builds each preset', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ preset: 'every-n-minutes', interval: 5 }, '*/5 * * * *', 'Every 5 minutes'],
      [{ preset: 'hourly', atMinute: 30 }, '30 * * * *', 'At 30 minutes past the hour'],
      [{ preset: 'daily', time: '7:05' }, '5 7 * * *', 'At 07:05'],
      [{ preset: 'weekdays', time: '18:00' }, '0 18 * * 1-5', 'At 18:00, Monday through Friday'],
      [{ preset: 'weekly', weekday: '0', time: '23:59' }, '59 23 * * 0', 'At 23:59, only on Sunday'],
      [{ preset: 'monthly', day: 15, time: '12:00' }, '0 12 15 * *', 'At 12:00, on day 15 of the month'],
    ];
    for (const [input, expression, description] of cases) {
      const out = await gen({ mode: 'preset', ...input });
      expect([out.expression, out.description]).toEqual([expression, description]);
    }
  });

  it('uses defaults for an empty input (daily at midnight UTC) and "*" for empty fields', async () => {
    const out = await gen({});
    expect(out).toEqual({
      expression: '0 0 * * *', description: 'At 00:00', fields: { minute: '0', hour: '0', dayOfMonth: '*', month: '*', dayOfWeek: '*' }, timezone: 'UTC',
      nextRuns: ['2024-01-02T00:00:00+00:00', '2024-01-03T00:00:00+00:00', '2024-01-04T00:00:00+00:00', '2024-01-05T00:00:00+00:00', '2024-01-06T00:00:00+00:00'],
    });
    expect((await fields({ minute: '', hour: '' })).expression).toBe('* * * * *');
  });

  it('normalizes the friendly field syntax', async () => {
    expect((await fields({ minute: 'every 10', hour: '9-17', dayOfWeek: 'mon-fri' })).expression).toBe('*/10 9-17 * * 1-5');
    expect((await fields({ minute: '45, 0 ,15,15', month: 'JAN,jul', dayOfWeek: '7' })).expression).toBe('0,15,45 * * 1,7 0');
    expect((await fields({ minute: '5/20', hour: '*/1', dayOfMonth: '1-10/3' })).expression).toBe('5-59/20 * 1-10/3 * *');
    expect((await fields({ minute: 'every', hour: '*,3', dayOfWeek: '?' })).expression).toBe('* * * * *');
    expect((await fields({ minute: '0', hour: '0', dayOfWeek: 'sunday,SAT' })).fields.dayOfWeek).toBe('0,6');
  });

  it('matches a brute-force minute scan for its next runs', async () => {
    const check = async (f: Record<string, string>, sets: Parameters<typeof bruteForce>[0]) => {
      expect((await fields(f, { count: 20 })).nextRuns).toEqual(bruteForce(sets, 20));
    };
    await check({ minute: '*/7', hour: '9-10' }, { mi: range(0, 56, 7), h: [9, 10], mon: range(1, 12) });
    await check({ minute: '0', hour: '12', dayOfMonth: '1,15', dayOfWeek: 'FRI' }, { mi: [0], h: [12], dom: [1, 15], dow: [5], mon: range(1, 12) });
    await check({ minute: '30', hour: '*/6', month: 'feb-mar', dayOfWeek: 'SAT,SUN' }, { mi: [30], h: [0, 6, 12, 18], mon: [2, 3], dow: [0, 6] });
    await check({ minute: '0', hour: '0', dayOfMonth: '31' }, { mi: [0], h: [0], dom: [31], mon: range(1, 12) });
  });

  it('computes runs in an IANA zone across DST and with a fixed offset', async () => {
    const ny = await gen({ preset: 'daily', time: '02:30', timezone: 'America/New_York', from: '2024-03-09T12:00:00Z', count: 3 });
    // 02:30 does not exist on 10 March: croner runs it at the end of the gap
    expect(ny.nextRuns).toEqual(['2024-03-10T03:00:00-04:00', '2024-03-11T02:30:00-04:00', '2024-03-12T02:30:00-04:00']);
    const fixed = await gen({ preset: 'hourly', atMinute: 0, timezone: '+05:30', from: '2024-01-01T00:00:00Z', count: 2 });
    expect(fixed).toMatchObject({ timezone: '+05:30', nextRuns: ['2024-01-01T06:00:00+05:30', '2024-01-01T07:00:00+05:30'] });
  });

  it('rejects out-of-range, malformed and impossible fields, naming the field', async () => {
    expect(await runError(tool, { mode: 'fields', minute: '60' }, 'INVALID_INPUT')).toBe('Invalid minute field "60": 60 is out of range 0–59');
    expect(await runError(tool, { mode: 'fields', hour: '17-9' }, 'INVALID_INPUT')).toBe('Invalid hour field "17-9": the range 17-9 runs backwards; write the smaller value first');
    expect(await runError(tool, { mode: 'fields', minute: '*/60' }, 'INVALID_INPUT')).toBe('Invalid minute field "*/60": the step 60 must be smaller than the field\'s span of 60 values (0–59); use a single value instead');
    expect(await runError(tool, { mode: 'fields', month: 'foo' }, 'INVALID_INPUT')).toBe('Invalid month field "foo": "foo" is not a number or month name (JAN–DEC)');
    expect(await runError(tool, { mode: 'fields', month: 'janfoo' }, 'INVALID_INPUT')).toBe('Invalid month field "janfoo": "janfoo" is not a number or month name (JAN–DEC)');
    expect((await fields({ month: 'September-December', dayOfWeek: 'tue' })).expression).toBe('* * * 9-12 2');
    expect(await runError(tool, { mode: 'fields', dayOfMonth: '0' }, 'INVALID_INPUT')).toBe('Invalid day of month field "0": 0 is out of range 1–31');
    expect(await runError(tool, { mode: 'fields', dayOfWeek: '1,,2' }, 'INVALID_INPUT')).toContain('Invalid day of week field "1,,2"');
    expect(await runError(tool, { mode: 'fields', minute: '0', hour: '0', dayOfMonth: '30,31', month: '2' }, 'INVALID_INPUT')).toBe(
      'Invalid day of month field: day 30 never occurs in February (at most 29 days), so the schedule never runs',
    );
    expect(await runError(tool, { mode: 'fields', dayOfMonth: '31', month: 'apr,jun' }, 'INVALID_INPUT')).toContain('day 31 never occurs in the chosen months (at most 30 days)');
    expect(await runError(tool, { timezone: 'Mars/Olympus' }, 'INVALID_INPUT')).toContain('Unknown time zone "Mars/Olympus"');
    await runError(tool, { mode: 'preset', time: '24:00' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { mode: 'preset', preset: 'every-n-minutes', interval: 60 }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects the unicode sample in a field', async () => {
    expect(await runError(tool, { mode: 'fields', hour: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe(`Invalid hour field "${UNICODE_SAMPLE}": "${UNICODE_SAMPLE.toLowerCase()}" is not a number`);
  });

  it('warns about uneven steps, the OR rule, short months and February 29th', async () => {
    expect(await warnings({ mode: 'fields', minute: '*/7' })).toEqual(['"*/7" in the minute field runs at 0, 7, …, 56 and again at 0: the gap across the hour boundary is 4, not 7.']);
    expect(await warnings({ mode: 'fields', minute: '0', hour: '*/5' })).toEqual(['"*/5" in the hour field runs at 0, 5, …, 20 and again at 0: the gap across the day boundary is 4, not 5.']);
    expect(await warnings({ mode: 'fields', dayOfMonth: '13', dayOfWeek: 'FRI' })).toEqual(['Both day of month and day of week are restricted: standard cron runs when EITHER matches, not only when both do.']);
    expect(await warnings({ mode: 'preset', preset: 'monthly', day: 31 })).toEqual([
      'Day 31 does not exist in every chosen month (February, April, June, September, November; February has 28 days outside leap years); cron skips those months for that day.',
    ]);
    expect(await warnings({ mode: 'fields', dayOfMonth: '29', month: 'FEB' })).toEqual(['February 29th exists only in leap years: the job runs once every four years at most.']);
    const never = await runTool(tool, { from: FROM, mode: 'fields', minute: '0', hour: '0', dayOfMonth: '31', month: '2', dayOfWeek: '1' });
    expect(never.metadata?.warnings?.[0]).toBe('The day of month field can never match (day 31 never occurs in February (at most 29 days)); the job runs only on the days of the week chosen.');
    expect(never.data.nextRuns[0]).toBe('2024-02-05T00:00:00+00:00');
    expect(await warnings({ mode: 'preset', preset: 'every-n-minutes', interval: 15 })).toBeUndefined();
  });

  it('handles the largest allowed field (a 200-character list)', async () => {
    const minute = largestInput(tool, 'minute', '7,').slice(0, -2) + '59';
    expect(minute).toHaveLength(200);
    const out = await fields({ minute });
    expect(out.expression).toBe('7,59 * * * *');
    expect(out.nextRuns.slice(0, 2)).toEqual(['2024-01-01T00:07:00+00:00', '2024-01-01T00:59:00+00:00']);
  });
});
