import { afterEach, describe, expect, it } from 'vitest';
import { differenceInBusinessDays, differenceInCalendarDays, differenceInMonths } from 'date-fns';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  summary: string;
  sign: number;
  years: number;
  months: number;
  days: number;
  totalDays: number;
  weeks: number;
  remainderDays: number;
  totalMonths: number;
  businessDays: number;
}

const diff = (startDate: string, endDate: string, includeEndDate = false) => runOk<Out>(tool, { startDate, endDate, includeEndDate });

/** Day number from Date.UTC (setUTCFullYear, so years 0–99 are not read as 1900–1999). */
function utcDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime() / 86_400_000;
}
function isoOf(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}
/** Local noon, the way date-fns reads dates. */
function local(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}
/** Deterministic pseudo-random day numbers for the differential tests. */
function* randomDays(count: number, from: string, to: string): Generator<[string, string]> {
  let x = 123456789;
  const a = utcDay(from);
  const span = utcDay(to) - a;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  for (let i = 0; i < count; i++) yield [isoOf(a + Math.floor(next() * span)), isoOf(a + Math.floor(next() * span))];
}

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  if (originalTz === undefined) delete process.env.TZ;
});

describe('date-difference-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty date as missing', async () => {
    await runError(tool, { startDate: '', endDate: '2024-01-01' }, 'MISSING_REQUIRED');
    await runError(tool, { startDate: '2024-01-01' }, 'MISSING_REQUIRED');
  });

  it('rejects text that is not a YYYY-MM-DD calendar date, unicode included', async () => {
    expect(await runError(tool, { startDate: UNICODE_SAMPLE, endDate: '2024-01-01' }, 'INVALID_INPUT')).toMatch(/YYYY-MM-DD/);
    expect(await runError(tool, { startDate: '2023-02-29', endDate: '2024-01-01' }, 'INVALID_INPUT')).toMatch(/not a calendar date: 2023-02-29/);
    await runError(tool, { startDate: '2024-1-5', endDate: '2024-01-01' }, 'INVALID_INPUT');
  });

  it('counts a month only once the start day is reached (month-end aware)', async () => {
    expect(await diff('2024-01-31', '2024-02-29')).toMatchObject({ years: 0, months: 0, days: 29, totalDays: 29, totalMonths: 0, summary: '29 days' });
    expect(await diff('2024-01-31', '2024-03-01')).toMatchObject({ months: 1, days: 1, totalDays: 30 });
    expect(await diff('2024-01-30', '2024-03-01')).toMatchObject({ months: 1, days: 1 });
    expect(await diff('2024-01-28', '2024-03-01')).toMatchObject({ months: 1, days: 2 });
    expect(await diff('2024-03-31', '2024-04-30')).toMatchObject({ months: 0, days: 30 });
    expect(await diff('2024-01-15', '2024-02-15')).toMatchObject({ months: 1, days: 0, summary: '1 month (31 days)' });
    expect(await diff('2023-12-31', '2024-12-31')).toMatchObject({ years: 1, months: 0, days: 0, totalDays: 366, totalMonths: 12 });
  });

  it('handles leap days and leap years (2000 is leap, 1900 and 2100 are not)', async () => {
    expect(await diff('2024-02-29', '2025-02-28')).toMatchObject({ years: 0, months: 11, days: 30, totalDays: 365 });
    expect(await diff('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0, days: 1, totalDays: 366 });
    expect(await diff('2024-02-29', '2028-02-29')).toMatchObject({ years: 4, months: 0, days: 0, totalDays: 1461 });
    expect((await diff('2000-02-28', '2000-03-01')).totalDays).toBe(2);
    expect((await diff('1900-02-28', '1900-03-01')).totalDays).toBe(1);
    expect((await diff('2100-02-28', '2100-03-01')).totalDays).toBe(1);
    expect((await diff('0000-02-28', '0000-03-01')).totalDays).toBe(2);
  });

  it('returns zero for the same date, and one day when the end date is included', async () => {
    expect(await diff('2024-05-05', '2024-05-05')).toEqual({
      summary: '0 days (the same date)', sign: 0, years: 0, months: 0, days: 0, totalDays: 0, weeks: 0, remainderDays: 0, totalMonths: 0, businessDays: 0,
    });
    expect(await diff('2024-05-06', '2024-05-06', true)).toMatchObject({ sign: 1, days: 1, totalDays: 1, businessDays: 1, summary: '1 day' });
  });

  it('makes every figure negative when the end date is before the start date', async () => {
    expect(await diff('2025-03-01', '2024-01-31')).toEqual({
      summary: '1 year, 1 month and 1 day before the start date (-395 days)',
      sign: -1, years: -1, months: -1, days: -1, totalDays: -395, weeks: -56, remainderDays: -3, totalMonths: -13, businessDays: -283,
    });
    // the breakdown is that of the same interval measured forward
    const forward = await diff('2024-02-29', '2024-03-31');
    const backward = await diff('2024-03-31', '2024-02-29');
    const negate = (n: number) => (n === 0 ? 0 : -n);
    expect([backward.years, backward.months, backward.days]).toEqual([forward.years, forward.months, forward.days].map(negate));
    expect([backward.years, backward.months, backward.days]).toEqual([0, -1, -2]);
    expect(forward).toMatchObject({ months: 1, days: 2 });
  });

  it('counts business days Monday–Friday from the earlier date up to, not including, the later one', async () => {
    // 2024-01-01 is a Monday
    expect((await diff('2024-01-01', '2024-01-08')).businessDays).toBe(5);
    expect((await diff('2024-01-01', '2024-01-05')).businessDays).toBe(4);
    expect((await diff('2024-01-01', '2024-01-05', true)).businessDays).toBe(5);
    expect((await diff('2024-01-06', '2024-01-08')).businessDays).toBe(0); // Saturday → Monday
    expect((await diff('2024-01-06', '2024-01-08', true)).businessDays).toBe(1);
    expect((await diff('2024-01-05', '2024-01-08')).businessDays).toBe(1); // Friday only
  });

  it('adds one day to every figure with includeEndDate', async () => {
    expect(await diff('2024-01-01', '2024-12-31', true)).toMatchObject({ years: 1, months: 0, days: 0, totalDays: 366, weeks: 52, remainderDays: 2 });
    expect(await diff('2024-01-01', '2024-01-31', true)).toMatchObject({ months: 1, days: 0, totalDays: 31 });
    expect(await diff('2024-01-31', '2024-01-01', true)).toMatchObject({ sign: -1, months: -1, days: 0, totalDays: -31 });
  });

  it('splits total days into weeks and days', async () => {
    expect(await diff('2024-01-01', '2024-03-01')).toMatchObject({ totalDays: 60, weeks: 8, remainderDays: 4 });
    expect(await diff('2024-03-01', '2024-01-01')).toMatchObject({ totalDays: -60, weeks: -8, remainderDays: -4 });
  });

  it('spans the largest range, 0000-01-01 to 9999-12-31', async () => {
    const data = await diff('0000-01-01', '9999-12-31');
    expect(data.totalDays).toBe(utcDay('9999-12-31') - utcDay('0000-01-01'));
    expect(data.totalDays).toBe(3_652_424); // 25 cycles of 146,097 days, less one day
    expect(data).toMatchObject({ years: 9999, months: 11, days: 30, totalMonths: 119_999 });
    expect(data.weeks * 7 + data.remainderDays).toBe(data.totalDays);
    expect(data.summary).toBe('9,999 years, 11 months and 30 days (3,652,424 days)');
  });

  it('matches a Date.UTC day count for random dates across years 0000–9999 (differential)', async () => {
    for (const [a, b] of randomDays(300, '0000-01-01', '9999-12-31')) {
      const data = await diff(a, b);
      expect(data.totalDays, `${a} → ${b}`).toBe(utcDay(b) - utcDay(a));
      expect(data.weeks * 7 + data.remainderDays).toBe(data.totalDays);
      expect(data.sign).toBe(Math.sign(data.totalDays));
    }
  });

  it('agrees with date-fns on days, business days and (away from month ends) months (differential)', async () => {
    for (const [a, b] of randomDays(300, '1970-01-01', '2100-12-31')) {
      const data = await diff(a, b);
      const [earlier, later] = a <= b ? [a, b] : [b, a];
      const sign = a <= b ? 1 : -1;
      expect(data.totalDays, `${a} → ${b}`).toBe(differenceInCalendarDays(local(b), local(a)));
      expect(Math.abs(data.businessDays), `${a} → ${b}`).toBe(differenceInBusinessDays(local(later), local(earlier)));
      if (Number(a.slice(8)) <= 28 && Number(b.slice(8)) <= 28)
        expect(data.totalMonths || 0, `${a} → ${b}`).toBe(sign * differenceInMonths(local(later), local(earlier)) || 0);
    }
  });

  it('lands exactly on the end date: start + years + months (clamped) + days = end (property)', async () => {
    for (const [a, b] of randomDays(300, '1600-01-01', '2400-12-31')) {
      const [earlier, later] = a <= b ? [a, b] : [b, a];
      const data = await diff(a, b);
      const [y, m, d] = earlier.split('-').map(Number) as [number, number, number];
      const total = y * 12 + (m - 1) + Math.abs(data.totalMonths);
      const ty = Math.floor(total / 12);
      const tm = (total % 12) + 1;
      const monthLength = new Date(Date.UTC(2000, 0, 1)).setUTCFullYear(ty, tm, 0) && new Date(new Date(0).setUTCFullYear(ty, tm, 0)).getUTCDate();
      const anchor = utcDay(`${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(Math.min(d, monthLength)).padStart(2, '0')}`);
      expect(anchor + Math.abs(data.days), `${a} → ${b}`).toBe(utcDay(later));
      expect(Math.abs(data.months)).toBeLessThan(12);
      expect(Math.abs(data.days)).toBeLessThan(31);
    }
  });

  it('does not depend on the host time zone (Samoa skipped 2011-12-30)', async () => {
    process.env.TZ = 'Pacific/Apia';
    // Thursday 29 and Friday 30 December 2011 are business days, whatever Samoa's clocks did
    expect(await diff('2011-12-29', '2011-12-31')).toMatchObject({ totalDays: 2, businessDays: 2 });
    expect(differenceInBusinessDays(local('2011-12-31'), local('2011-12-29'))).toBe(1); // date-fns follows the local calendar
  });
});
