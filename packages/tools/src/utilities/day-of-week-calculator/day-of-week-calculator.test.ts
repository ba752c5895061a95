import { getDay, getDayOfYear, getDaysInMonth, getDaysInYear, getISODay, getISOWeek, getISOWeekYear, getQuarter, isLeapYear } from 'date-fns';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Out = {
  weekday: string; isoWeekday: number; weekdayIndex: number; isoWeek: number; isoWeekYear: number; isoWeekDate: string; ordinalDate: string;
  dayOfYear: number; daysLeftInYear: number; daysInMonth: number; daysInYear: number; leapYear: boolean; quarter: number; unixDay: number; julianDayNumber: number;
};
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A local-time Date at noon (date-fns reads local fields); setFullYear keeps years below 100 literal. */
function local(y: number, m: number, d: number): Date {
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(y, m - 1, d);
  return date;
}

/** Days since 1970-01-01 computed by Date in UTC. */
function utcDay(y: number, m: number, d: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime() / 86_400_000;
}

describe('day-of-week-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty date as missing', async () => {
    await runError(tool, { date: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample and impossible dates', async () => {
    await runError(tool, { date: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { date: '2023-02-29' }, 'INVALID_INPUT');
    await runError(tool, { date: '2024-13-01' }, 'INVALID_INPUT');
  });

  it('matches date-fns and Date for 600 random dates across 0001–9999 (differential)', async () => {
    const dates: Array<[number, number, number]> = [[1, 1, 1], [9999, 12, 31], [1, 12, 31], [9999, 1, 1], [1582, 10, 4], [1582, 10, 15], [1900, 2, 28], [2000, 2, 29], [1970, 1, 1], [1969, 12, 31]];
    for (let i = 0; i < 590; i++) {
      const y = 1 + Math.floor(random() * 9999);
      const m = 1 + Math.floor(random() * 12);
      dates.push([y, m, 1 + Math.floor(random() * getDaysInMonth(local(y, m, 1)))]);
    }
    for (const [y, m, d] of dates) {
      const data = await runOk<Out>(tool, { date: iso(y, m, d) });
      const ref = local(y, m, d);
      const label = iso(y, m, d);
      expect(data.weekdayIndex, label).toBe(getDay(ref));
      expect(data.isoWeekday, label).toBe(getISODay(ref));
      expect(data.isoWeek, label).toBe(getISOWeek(ref));
      expect(data.isoWeekYear, label).toBe(getISOWeekYear(ref));
      expect(data.dayOfYear, label).toBe(getDayOfYear(ref));
      expect(data.daysInMonth, label).toBe(getDaysInMonth(ref));
      expect(data.daysInYear, label).toBe(getDaysInYear(ref));
      expect(data.leapYear, label).toBe(isLeapYear(ref));
      expect(data.quarter, label).toBe(getQuarter(ref));
      expect(data.unixDay, label).toBe(utcDay(y, m, d));
      expect(data.weekday, label).toBe(ref.toLocaleDateString('en-US', { weekday: 'long' }));
    }
  });

  it('handles the proleptic edges 0000-01-01 and 9999-12-31', async () => {
    expect(await runOk<Out>(tool, { date: '0000-01-01' })).toMatchObject({
      weekday: 'Saturday', isoWeek: 52, isoWeekYear: -1, isoWeekDate: '-000001-W52-6', ordinalDate: '0000-001', leapYear: true, daysInYear: 366,
      unixDay: utcDay(0, 1, 1), julianDayNumber: 1721060,
    });
    expect(await runOk<Out>(tool, { date: '9999-12-31' })).toMatchObject({
      weekday: 'Friday', isoWeek: 52, isoWeekYear: 9999, isoWeekDate: '9999-W52-5', dayOfYear: 365, daysLeftInYear: 0, unixDay: 2932896, julianDayNumber: 5373484,
    });
  });

  it('puts ISO weeks in the right year around New Year', async () => {
    const cases: Array<[string, string]> = [
      ['2021-01-03', '2020-W53-7'], ['2021-01-04', '2021-W01-1'], ['2024-12-30', '2025-W01-1'], ['2026-01-01', '2026-W01-4'], ['2027-01-01', '2026-W53-5'], ['2010-01-03', '2009-W53-7'],
    ];
    for (const [date, week] of cases) expect((await runOk<Out>(tool, { date })).isoWeekDate, date).toBe(week);
  });

  it('knows the century leap rules and known Julian Day Numbers', async () => {
    expect((await runOk<Out>(tool, { date: '1900-02-28' })).leapYear).toBe(false);
    expect((await runOk<Out>(tool, { date: '2000-02-01' })).daysInMonth).toBe(29);
    expect((await runOk<Out>(tool, { date: '2000-01-01' })).julianDayNumber).toBe(2451545); // J2000.0 is JD 2451545.0 at noon
    expect((await runOk<Out>(tool, { date: '1582-10-15' })).weekday).toBe('Friday'); // first Gregorian day
    expect(await runOk<Out>(tool, { date: '2024-12-31' })).toMatchObject({ dayOfYear: 366, daysLeftInYear: 0, quarter: 4 });
  });
});
