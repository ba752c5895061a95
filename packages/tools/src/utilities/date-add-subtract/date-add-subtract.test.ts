import { afterEach, describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, addMonths, addWeeks, addYears, getDayOfYear, getISOWeek, getISOWeekYear, getISODay } from 'date-fns';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  weekday: string;
  isoWeek: string;
  isoWeekNumber: number;
  dayOfYear: number;
  daysChanged: number;
  clamped: boolean;
  explanation: string;
}
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const result = async (input: Record<string, unknown>) => (await run(input)).result;

/** Local noon, the way date-fns reads dates. */
function local(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(y, m - 1, d);
  return date;
}
const isoOfLocal = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  if (originalTz === undefined) delete process.env.TZ;
});

describe('date-add-subtract', () => {
  itReproducesItsExample(tool);

  it('treats an empty date as missing', async () => {
    await runError(tool, { date: '', days: 1 }, 'MISSING_REQUIRED');
  });

  it('rejects non-dates (unicode included) and non-integer amounts', async () => {
    await runError(tool, { date: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { date: '2023-02-29' }, 'INVALID_INPUT');
    await runError(tool, { date: '2024-01-01', days: 1.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('clamps to the month end and explains it', async () => {
    expect(await run({ date: '2023-01-31', months: 1 })).toMatchObject({
      result: '2023-02-28',
      clamped: true,
      explanation: '2023-01-31 + 1 month = 2023-02-28 (February 2023 has no day 31: clamped to its last day)',
    });
    expect(await result({ date: '2024-02-29', years: 1 })).toBe('2025-02-28');
    expect(await result({ date: '2024-02-29', years: 4 })).toBe('2028-02-29');
    expect(await result({ date: '2024-03-31', months: -1 })).toBe('2024-02-29');
    expect(await result({ date: '2024-03-31', operation: 'subtract', months: 1 })).toBe('2024-02-29');
    // years and months are applied together: 31 Jan + 1 year 1 month = 28 Feb 2025, not via 29 Feb
    expect(await result({ date: '2024-01-31', years: 1, months: 1 })).toBe('2025-02-28');
    // clamping is not undone: 31 Jan + 1 month + 1 day = 1 March
    expect(await run({ date: '2024-01-31', months: 1, days: 1 })).toMatchObject({ result: '2024-03-01', clamped: true, daysChanged: 30 });
    expect((await run({ date: '2024-01-30', months: 1 })).clamped).toBe(true);
    expect((await run({ date: '2024-01-29', months: 1 })).clamped).toBe(false);
  });

  it('adds and subtracts weeks and days across years, leap years included', async () => {
    expect(await run({ date: '2024-12-25', weeks: 1, days: 1 })).toMatchObject({
      result: '2025-01-02',
      weekday: 'Thursday',
      isoWeek: '2025-W01-4',
      dayOfYear: 2,
      daysChanged: 8,
      explanation: '2024-12-25 + 1 week + 1 day = 2025-01-02',
    });
    expect(await run({ date: '2024-03-01', operation: 'subtract', days: 1 })).toMatchObject({ result: '2024-02-29', daysChanged: -1, explanation: '2024-03-01 − 1 day = 2024-02-29' });
    expect(await result({ date: '1900-03-01', days: -1 })).toBe('1900-02-28');
    expect(await result({ date: '2000-03-01', days: -1 })).toBe('2000-02-29');
    // subtract with a negative amount adds
    expect(await result({ date: '2024-01-01', operation: 'subtract', days: -10 })).toBe('2024-01-11');
    expect(await run({ date: '2024-01-01' })).toMatchObject({ result: '2024-01-01', daysChanged: 0, explanation: '2024-01-01 unchanged (all amounts are 0)' });
  });

  it('reports ISO weeks at year boundaries', async () => {
    expect((await run({ date: '2021-01-03' })).isoWeek).toBe('2020-W53-7');
    expect((await run({ date: '2024-12-30' })).isoWeek).toBe('2025-W01-1');
    expect((await run({ date: '2024-12-31' })).dayOfYear).toBe(366);
    expect((await run({ date: '0000-01-01' })).isoWeek).toBe('-0001-W52-6');
  });

  it('counts business days, skipping weekends (2024-01-05 is a Friday)', async () => {
    expect(await run({ date: '2024-01-05', days: 1, businessDays: true })).toMatchObject({ result: '2024-01-08', weekday: 'Monday', explanation: '2024-01-05 + 1 business day = 2024-01-08' });
    expect(await result({ date: '2024-01-08', days: -1, businessDays: true })).toBe('2024-01-05');
    expect(await result({ date: '2024-01-06', days: 1, businessDays: true })).toBe('2024-01-08');
    expect(await result({ date: '2024-01-06', days: 5, businessDays: true })).toBe('2024-01-12');
    expect(await result({ date: '2024-01-06', days: 0, businessDays: true })).toBe('2024-01-06');
    expect(await result({ date: '2024-01-01', days: 10, businessDays: true })).toBe('2024-01-15');
    expect(await result({ date: '2024-01-01', operation: 'subtract', days: 10, businessDays: true })).toBe('2023-12-18');
  });

  it('handles the whole range and rejects results outside 0000–9999', async () => {
    expect(await run({ date: '0000-01-01', days: 3_652_424 })).toMatchObject({ result: '9999-12-31', weekday: 'Friday', daysChanged: 3_652_424 });
    expect(await result({ date: '9999-12-31', years: -9999, months: -11, days: -30 })).toBe('0000-01-01');
    expect(await result({ date: '2024-01-01', days: 1_000_000, businessDays: true })).toBe(isoOfLocal(addBusinessDays(local("2024-01-01"), 1_000_000)));
    expect(await runError(tool, { date: '9999-12-31', days: 1 }, 'INVALID_INPUT')).toMatch(/after 9999-12-31/);
    expect(await runError(tool, { date: '2024-01-01', years: -2025 }, 'INVALID_INPUT')).toMatch(/year -1 is outside/);
  });

  it('agrees with date-fns on random dates and amounts (differential)', async () => {
    let x = 987654321;
    const next = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return Math.floor((x / 2 ** 32) * n);
    };
    for (let i = 0; i < 300; i++) {
      const date = isoOfLocal(addDays(local('1800-01-01'), next(120_000)));
      const years = next(61) - 30;
      const months = next(49) - 24;
      const weeks = next(21) - 10;
      const days = next(801) - 400;
      const businessDays = next(2) === 1;
      let expected = addMonths(addYears(local(date), 0), years * 12 + months);
      expected = addWeeks(expected, weeks);
      expected = businessDays ? addBusinessDays(expected, days) : addDays(expected, days);
      const data = await run({ date, years, months, weeks, days, businessDays });
      const label = JSON.stringify({ date, years, months, weeks, days, businessDays });
      expect(data.result, label).toBe(isoOfLocal(expected));
      expect(data.isoWeekNumber, label).toBe(getISOWeek(expected));
      expect(data.isoWeek.slice(0, 4), label).toBe(String(getISOWeekYear(expected)));
      expect(Number(data.isoWeek.slice(-1)), label).toBe(getISODay(expected));
      expect(data.dayOfYear, label).toBe(getDayOfYear(expected));
    }
  });

  it('does not depend on the host time zone (Samoa skipped 2011-12-30)', async () => {
    process.env.TZ = 'Pacific/Apia';
    expect(await run({ date: '2011-12-29', days: 1 })).toMatchObject({ result: '2011-12-30', weekday: 'Friday' });
    expect(await result({ date: '2011-12-29', days: 2 })).toBe('2011-12-31');
  });
});
