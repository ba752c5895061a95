import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Field {
  field: string;
  expression: string;
  description: string;
  values?: number[];
}
interface Out {
  expression: string;
  normalized: string;
  format: string;
  dialect: string;
  description: string;
  timezone: string;
  nextRuns: string[];
  fields: Field[];
}

const parse = (input: Record<string, unknown>) => runOk<Out>(tool, { from: '2024-01-01T00:00:00Z', ...input });
const runs = async (expression: string, timezone = 'UTC', from = '2024-01-01T00:00:00Z', count = 5) =>
  (await parse({ expression, timezone, from, count })).nextRuns;

/** Brute-force reference for numeric 5-field expressions in UTC: test every minute. */
function referenceRuns(expression: string, fromMs: number, count: number): string[] {
  const [mi, h, dom, mon, dow] = expression.split(' ');
  const parseField = (text: string, min: number, max: number): Set<number> => {
    const set = new Set<number>();
    for (const item of text.split(',')) {
      const [range, stepText] = item.split('/');
      const step = stepText ? Number(stepText) : 1;
      let [lo, hi] = range === '*' ? [min, max] : range!.split('-').map(Number) as [number, number?];
      if (hi === undefined) hi = stepText ? max : lo;
      for (let v = lo!; v <= hi; v += step) set.add(v === 7 && max === 7 ? 0 : v);
    }
    return set;
  };
  const [M, H, D, MO, W] = [parseField(mi!, 0, 59), parseField(h!, 0, 23), parseField(dom!, 1, 31), parseField(mon!, 1, 12), parseField(dow!, 0, 7)];
  const domStar = dom!.startsWith('*');
  const dowStar = dow!.startsWith('*');
  const out: string[] = [];
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  const startDay = Math.floor(fromMs / 86_400_000) * 86_400_000;
  for (let day = startDay; out.length < count && day < fromMs + 40 * 366 * 86_400_000; day += 86_400_000) {
    const d = new Date(day);
    if (!MO.has(d.getUTCMonth() + 1)) continue;
    const domOk = D.has(d.getUTCDate());
    const dowOk = W.has(d.getUTCDay());
    if (!(domStar || dowStar ? domOk && dowOk : domOk || dowOk)) continue;
    for (const hour of sorted(H))
      for (const minute of sorted(M)) {
        const t = day + hour * 3_600_000 + minute * 60_000;
        if (t > fromMs && out.length < count) out.push(new Date(t).toISOString().replace('.000Z', '+00:00'));
      }
  }
  return out;
}

describe('cron-expression-parser', () => {
  itReproducesItsExample(tool);

  it('describes 5-, 6- and 7-field expressions and macros', async () => {
    const cases: Array<[string, string, string]> = [
      ['0 0 * * *', 'At 00:00', '5-field'],
      ['*/5 * * * *', 'Every 5 minutes', '5-field'],
      ['0 9 1,15 * 3', 'At 09:00, on day 1 and 15 of the month, and on Wednesday', '5-field'],
      ['*/10 * * * * *', 'Every 10 seconds', '6-field'],
      ['0 0 12 * * 6', 'At 12:00, only on Saturday', '6-field'],
      ['0 30 8 ? * MON-FRI 2025-2026', 'At 08:30, Monday through Friday, 2025 through 2026', '7-field'],
      ['@daily', 'At 00:00', 'macro'],
      ['@yearly', 'At 00:00, on day 1 of the month, only in January', 'macro'],
      ['@hourly', 'Every hour', 'macro'],
      ['0 0 L * *', 'At 00:00, on the last day of the month', '5-field'],
      ['0 0 15W * *', 'At 00:00, on the weekday nearest day 15 of the month', '5-field'],
      ['0 0 * * 5#3', 'At 00:00, on the third Friday of the month', '5-field'],
    ];
    for (const [expression, description, format] of cases) {
      const d = await parse({ expression });
      expect([d.description, d.format], expression).toEqual([description, format]);
    }
    expect((await parse({ expression: '@weekly' })).normalized).toBe('0 0 * * SUN');
    expect((await parse({ expression: '  0   0  * *   * ' })).expression).toBe('0 0 * * *');
  });

  it('explains each field with its values', async () => {
    const e = await parse({ expression: '0 */20 8-18 L JAN,APR-JUN ? 2025' });
    expect(e.fields).toEqual([
      { field: 'second', expression: '0', description: 'second 0', values: [0] },
      { field: 'minute', expression: '*/20', description: 'minutes 0, 20 and 40', values: [0, 20, 40] },
      { field: 'hour', expression: '8-18', description: 'hours 8–18', values: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] },
      { field: 'dayOfMonth', expression: 'L', description: 'the last day of the month' },
      { field: 'month', expression: 'JAN,APR-JUN', description: 'January and April–June', values: [1, 4, 5, 6] },
      { field: 'dayOfWeek', expression: '?', description: 'every day of the week (the days are chosen by the day-of-month field)' },
      { field: 'year', expression: '2025', description: 'year 2025', values: [2025] },
    ]);
    expect(e.nextRuns).toEqual([
      '2025-01-31T08:00:00+00:00', '2025-01-31T08:20:00+00:00', '2025-01-31T08:40:00+00:00', '2025-01-31T09:00:00+00:00', '2025-01-31T09:20:00+00:00',
    ]);
    const f = await parse({ expression: '0 0 1,15 * MON-FRI' });
    expect(f.fields[4]).toEqual({
      field: 'dayOfWeek', expression: 'MON-FRI', values: [1, 2, 3, 4, 5],
      description: 'Monday–Friday, or the days of the month chosen by the day-of-month field (either one matching is enough)',
    });
    expect((await parse({ expression: '0 0 ? * MON#2,5L' })).fields[4]!.description).toBe('the second Monday and last Friday of the month');
    expect((await parse({ expression: '0 0 LW * *' })).fields[2]!.description).toBe('the last weekday (Monday–Friday) of the month');
  });

  it('rejects a 6-field expression with a year at the end (6 fields are seconds-first)', async () => {
    expect(await runError(tool, { expression: '0 0 1 1 * 2020' }, 'INVALID_INPUT')).toBe('Invalid cron expression: Invalid value for dayOfWeek: 2020');
  });

  it('computes L, W, LW and # dates', async () => {
    expect(await runs('0 0 L * *', 'UTC', '2024-01-31T12:00:00Z', 3)).toEqual(['2024-02-29T00:00:00+00:00', '2024-03-31T00:00:00+00:00', '2024-04-30T00:00:00+00:00']);
    // 15 June 2024 is a Saturday → Friday 14th; 15 September 2024 is a Sunday → Monday 16th
    expect(await runs('0 0 15W 6,9 *', 'UTC', '2024-01-01T00:00:00Z', 2)).toEqual(['2024-06-14T00:00:00+00:00', '2024-09-16T00:00:00+00:00']);
    expect(await runs('0 0 LW 3,6 *', 'UTC', '2024-01-01T00:00:00Z', 2)).toEqual(['2024-03-29T00:00:00+00:00', '2024-06-28T00:00:00+00:00']);
    expect(await runs('0 0 * * FRI#3', 'UTC', '2024-03-01T00:00:00Z', 2)).toEqual(['2024-03-15T00:00:00+00:00', '2024-04-19T00:00:00+00:00']);
    expect(await runs('0 0 * * 5L', 'UTC', '2024-03-01T00:00:00Z', 2)).toEqual(['2024-03-29T00:00:00+00:00', '2024-04-26T00:00:00+00:00']);
  });

  it('lists runs in the time zone across DST changes', async () => {
    // New York springs forward at 02:00 on 10 March 2024: a fixed 02:30 job runs right after the gap
    expect(await runs('30 2 * * *', 'America/New_York', '2024-03-09T12:00:00Z', 3)).toEqual([
      '2024-03-10T03:00:00-04:00', '2024-03-11T02:30:00-04:00', '2024-03-12T02:30:00-04:00',
    ]);
    // falls back at 02:00 on 3 November 2024: a fixed 01:30 job runs once, an interval job on both 01:xx hours
    expect(await runs('30 1 * * *', 'America/New_York', '2024-11-02T12:00:00Z', 2)).toEqual(['2024-11-03T01:30:00-04:00', '2024-11-04T01:30:00-05:00']);
    expect(await runs('*/30 1 * * *', 'America/New_York', '2024-11-03T04:00:00Z', 4)).toEqual([
      '2024-11-03T01:00:00-04:00', '2024-11-03T01:30:00-04:00', '2024-11-03T01:00:00-05:00', '2024-11-03T01:30:00-05:00',
    ]);
    expect(await runs('0 9 * * *', 'Asia/Kathmandu', '2024-01-01T00:00:00Z', 1)).toEqual(['2024-01-01T09:00:00+05:45']);
    expect(await runs('0 9 * * *', '+05:30', '2024-01-01T00:00:00Z', 1)).toEqual(['2024-01-01T09:00:00+05:30']);
    expect((await parse({ expression: '0 9 * * *', timezone: 'Asia/Kolkata' })).timezone).toBe('Asia/Kolkata');
  });

  it('lists runs strictly after "from" and honours count', async () => {
    expect(await runs('0 0 * * *', 'UTC', '2024-01-01T00:00:00Z', 1)).toEqual(['2024-01-02T00:00:00+00:00']);
    expect(await runs('0 0 * * *', 'UTC', '2024-01-01T00:00:00+01:00', 1)).toEqual(['2024-01-01T00:00:00+00:00']);
    const fifty = await runs('* * * * *', 'UTC', '2024-01-01T00:00:00Z', 50);
    expect(fifty).toHaveLength(50);
    expect(fifty[49]).toBe('2024-01-01T00:50:00+00:00');
    await runError(tool, { expression: '* * * * *', count: 51 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { expression: '* * * * *', count: 0 }, 'CONSTRAINT_VIOLATION');
  });

  it('defaults "from" to now', async () => {
    const before = Date.now();
    const d = await runOk<Out>(tool, { expression: '* * * * *', count: 1 });
    const t = Date.parse(d.nextRuns[0]!);
    expect(t).toBeGreaterThan(before - 60_000);
    expect(t).toBeLessThanOrEqual(before + 120_000);
  });

  it('agrees with a brute-force minute scan on numeric expressions', async () => {
    const expressions = [
      '*/7 * * * *', '5 4 * * *', '0 22 * * 1-5', '23 0-20/2 * * *', '0 0,12 1 */2 *', '15 10 * * 0', '0 0 13 * 5', '0 12 31 * *',
      '0 0 29 2 *', '59 23 * * 7', '0 6 1-7 * 1', '30 3 */10 * *', '0 0 1 1 *', '10-15 9 * 3 2,4',
    ];
    for (const expression of expressions) {
      const from = '2024-01-15T10:17:00Z';
      expect(await runs(expression, 'UTC', from, 8), expression).toEqual(referenceRuns(expression, Date.parse(from), 8));
    }
  });

  it('writes 12-hour times and verbose descriptions on request', async () => {
    expect((await parse({ expression: '30 14 * * *', use24HourTime: false })).description).toBe('At 02:30 PM');
    expect((await parse({ expression: '0 * * * *', verbose: true })).description).toBe('Every hour, every day');
  });

  it('says when a schedule never runs', async () => {
    const result = await runTool(tool, { expression: '0 0 31 2 *', from: '2024-01-01T00:00:00Z' });
    expect(result.success && result.data).toMatchObject({ nextRuns: [] });
    expect(result.metadata?.warnings).toEqual(['The schedule never runs after the start time (e.g. February 30th, or only years in the past).']);
    const past = await runTool(tool, { expression: '0 0 0 1 1 * 2020', from: '2024-01-01T00:00:00Z' });
    expect(past.success && past.data).toMatchObject({ nextRuns: [] });
  });

  it('Quartz: 0 15 10 ? * 6#3 is the third Friday (1 = Sunday), detected from the "?"', async () => {
    const d = await parse({ expression: '0 15 10 ? * 6#3', count: 2 });
    expect(d).toMatchObject({ dialect: 'quartz', format: '6-field', description: 'At 10:15, on the third Friday of the month', nextRuns: ['2024-01-19T10:15:00+00:00', '2024-02-16T10:15:00+00:00'] });
    expect(d.fields.at(-1)).toEqual({ field: 'dayOfWeek', expression: '6#3', description: 'the third Friday of the month', values: [6] });
    // the Quartz documentation's examples
    expect((await parse({ expression: '0 15 10 ? * 6L', count: 1 })).nextRuns).toEqual(['2024-01-26T10:15:00+00:00']); // last Friday
    expect((await parse({ expression: '0 15 10 ? * MON-FRI', count: 1 })).nextRuns).toEqual(['2024-01-01T10:15:00+00:00']);
    expect((await parse({ expression: '0 0 12 ? * 1', count: 1 })).nextRuns).toEqual(['2024-01-07T12:00:00+00:00']); // 1 = Sunday
    expect((await parse({ expression: '0 15 10 ? * 6#3 2025', count: 1 })).nextRuns).toEqual(['2025-01-17T10:15:00+00:00']);
    // the same text read as POSIX cron is the third Saturday, with a warning
    const posix = await runTool(tool, { expression: '0 15 10 ? * 6#3', dialect: 'posix', from: '2024-01-01T00:00:00+00:00', count: 1 });
    expect(posix.data).toMatchObject({ dialect: 'posix', nextRuns: ['2024-01-20T10:15:00+00:00'] });
    expect(posix.metadata?.warnings).toEqual([expect.stringMatching(/Quartz syntax that POSIX cron does not have/)]);
    expect(await runError(tool, { expression: '0 0 12 ? * 0', dialect: 'quartz' }, 'INVALID_INPUT')).toBe(
      'Invalid Quartz cron expression: day of week 0 does not exist here (1 = Sunday … 7 = Saturday, or SUN–SAT)',
    );
    expect(await runError(tool, { expression: '0 0 12 * * 2', dialect: 'quartz' }, 'INVALID_INPUT')).toMatch(/needs "\?" in exactly one of day-of-month \(field 4\) and day-of-week \(field 6\)/);
  });

  it('AWS EventBridge: six fields, year last, 1 = Sunday (refused before)', async () => {
    // the EventBridge documentation's examples
    const d = await parse({ expression: '0 18 ? * MON-FRI *', count: 2 });
    expect(d).toMatchObject({ dialect: 'aws', format: '6-field', normalized: '0 18 ? * MON-FRI *', nextRuns: ['2024-01-01T18:00:00+00:00', '2024-01-02T18:00:00+00:00'] });
    expect(d.fields.map((f) => f.field)).toEqual(['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year']);
    expect((await parse({ expression: '15 10 ? * 6L 2024-2025', count: 1 })).nextRuns).toEqual(['2024-01-26T10:15:00+00:00']);
    expect((await parse({ expression: '0 8 1 * ? *', count: 2 })).nextRuns).toEqual(['2024-01-01T08:00:00+00:00', '2024-02-01T08:00:00+00:00']);
    expect((await parse({ expression: '0/10 * ? * 2 *', count: 1 })).nextRuns).toEqual(['2024-01-01T00:10:00+00:00']); // 2 = Monday (2024-01-01)
    expect((await parse({ expression: '15 10 ? * 6#3 *', dialect: 'aws-eventbridge', count: 1 })).description).toMatch(/third Friday/);
    expect(await runError(tool, { expression: '0 18 * * MON-FRI *', dialect: 'aws-eventbridge' }, 'INVALID_INPUT')).toMatch(/^Invalid AWS EventBridge cron expression: AWS EventBridge needs "\?"/);
    expect(await runError(tool, { expression: '0 18 ? * MON-FRI', dialect: 'aws-eventbridge' }, 'INVALID_INPUT')).toMatch(/has 6 fields .*this one has 5/);
  });

  it('handles @reboot without runs', async () => {
    const result = await runTool(tool, { expression: '@reboot' });
    expect(result.success && result.data).toEqual({
      expression: '@reboot', normalized: '@reboot', format: 'macro', dialect: 'posix', description: 'Run once, at startup', timezone: 'UTC', nextRuns: [], fields: [],
    });
    expect(result.metadata?.warnings?.[0]).toMatch(/no schedule/);
  });

  it('rejects invalid expressions with the reason', async () => {
    expect(await runError(tool, { expression: '61 * * * *' }, 'INVALID_INPUT')).toBe('Invalid cron expression: Invalid value for minute: 61');
    expect(await runError(tool, { expression: '* * * *' }, 'INVALID_INPUT')).toBe(
      'The expression has 4 fields; a cron expression has 5 (minute hour day-of-month month day-of-week), 6 (seconds first) or 7 (seconds first, year last)',
    );
    expect(await runError(tool, { expression: '@fortnightly' }, 'INVALID_INPUT')).toMatch(/^Unknown macro "@fortnightly"; use @yearly/);
    expect(await runError(tool, { expression: '*/0 * * * *' }, 'INVALID_INPUT')).toMatch(/^Invalid cron expression: .*stepping/);
    expect(await runError(tool, { expression: '0 0 * * 8' }, 'INVALID_INPUT')).toMatch(/dayOfWeek: 8/);
    expect(await runError(tool, { expression: '   ' }, 'INVALID_INPUT')).toMatch(/blank/);
    expect(await runError(tool, { expression: '* * * * *', timezone: 'Europe/Atlantis' }, 'INVALID_INPUT')).toMatch(/^Unknown time zone "Europe\/Atlantis"/);
  });

  it('treats an empty expression as missing', async () => {
    await runError(tool, { expression: '' }, 'MISSING_REQUIRED');
  });

  it('rejects unicode in a field', async () => {
    expect(await runError(tool, { expression: `0 0 * * ${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^Invalid cron expression: .*illegal characters/);
  });

  it('handles the largest allowed expression', async () => {
    const tail = '7 * * * *';
    const room = 500 - tail.length;
    const expression = largestInput(tool, 'expression', '7,').slice(0, room - (room % 2)) + tail;
    expect(expression.length).toBe(499);
    const d = await parse({ expression, count: 2 });
    expect(d.fields[0]!.values).toEqual([7]);
    expect(d.nextRuns).toEqual(['2024-01-01T00:07:00+00:00', '2024-01-01T01:07:00+00:00']);
  });
});
