import { describe, expect, it, vi, afterEach } from 'vitest';
import { addDays, differenceInCalendarDays, differenceInMonths, differenceInYears, getDay } from 'date-fns';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  summary: string;
  referenceDate: string;
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalWeeks: number;
  totalDays: number;
  birthWeekday: string;
  birthdayToday: boolean;
  nextBirthday: string;
  nextBirthdayWeekday: string;
  daysUntilNextBirthday: number;
  nextAge: number;
}
const age = (birthDate: string, referenceDate?: string, leapDayBirthday?: string) =>
  runOk<Out>(tool, { birthDate, ...(referenceDate ? { referenceDate } : {}), ...(leapDayBirthday ? { leapDayBirthday } : {}) });

function local(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(y, m - 1, d);
  return date;
}
const isoOfLocal = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

afterEach(() => {
  vi.useRealTimers();
});

describe('age-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty birth date as missing', async () => {
    await runError(tool, { birthDate: '', referenceDate: '2024-01-01' }, 'MISSING_REQUIRED');
  });

  it('rejects non-dates (unicode included) and a birth after the reference date', async () => {
    await runError(tool, { birthDate: UNICODE_SAMPLE, referenceDate: '2024-01-01' }, 'INVALID_INPUT');
    await runError(tool, { birthDate: '2024-01-01', referenceDate: '2023-02-29' }, 'INVALID_INPUT');
    expect(await runError(tool, { birthDate: '2024-01-02', referenceDate: '2024-01-01' }, 'INVALID_INPUT')).toBe(
      'The birth date 2024-01-02 is after the reference date 2024-01-01; give a birth date on or before it.',
    );
  });

  it('defaults the reference date to today in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-15T23:30:00Z'));
    expect(await age('2000-06-16')).toMatchObject({ referenceDate: '2030-06-15', years: 29, months: 11, days: 30, daysUntilNextBirthday: 1, nextAge: 30 });
    vi.setSystemTime(new Date('2030-06-16T00:00:00Z'));
    expect(await age('2000-06-16')).toMatchObject({ referenceDate: '2030-06-16', years: 30, summary: '30 years', birthdayToday: true, daysUntilNextBirthday: 0 });
  });

  it('counts a birthday on the day, and months and days from the last birthday', async () => {
    expect(await age('1990-03-10', '2024-03-10')).toMatchObject({ years: 34, months: 0, days: 0, summary: '34 years', birthdayToday: true, nextBirthday: '2024-03-10', daysUntilNextBirthday: 0, nextAge: 34 });
    expect(await age('1990-03-10', '2024-03-09')).toMatchObject({ years: 33, months: 11, days: 28, birthdayToday: false, nextBirthday: '2024-03-10', daysUntilNextBirthday: 1, nextAge: 34 });
    expect(await age('1990-01-31', '2024-02-29')).toMatchObject({ years: 34, months: 0, days: 29 });
    expect(await age('1990-01-31', '2024-03-01')).toMatchObject({ years: 34, months: 1, days: 1, summary: '34 years, 1 month and 1 day' });
    expect(await age('2024-01-01', '2024-01-02')).toMatchObject({ years: 0, months: 0, days: 1, summary: '1 day', totalDays: 1, nextBirthday: '2025-01-01', nextAge: 1 });
  });

  it('handles a birth on the reference date', async () => {
    expect(await age('2024-05-05', '2024-05-05')).toEqual({
      summary: '0 days (born on the reference date)', referenceDate: '2024-05-05', years: 0, months: 0, days: 0, totalMonths: 0, totalWeeks: 0, totalDays: 0,
      birthWeekday: 'Sunday', birthdayToday: false, nextBirthday: '2025-05-05', nextBirthdayWeekday: 'Monday', daysUntilNextBirthday: 365, nextAge: 1,
    });
  });

  it('celebrates 29 February on 28 February by default, or on 1 March', async () => {
    expect(await age('2024-02-29', '2025-02-27')).toMatchObject({ years: 0, months: 11, days: 29, nextBirthday: '2025-02-28', daysUntilNextBirthday: 1 });
    expect(await age('2024-02-29', '2025-02-28')).toMatchObject({ years: 1, months: 0, days: 0, birthdayToday: true, nextBirthday: '2025-02-28', nextAge: 1 });
    expect(await age('2024-02-29', '2025-02-28', 'mar1')).toMatchObject({ years: 0, months: 11, days: 30, birthdayToday: false, nextBirthday: '2025-03-01', nextBirthdayWeekday: 'Saturday', daysUntilNextBirthday: 1 });
    expect(await age('2024-02-29', '2025-03-01', 'mar1')).toMatchObject({ years: 1, months: 0, days: 0, birthdayToday: true });
    expect(await age('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0, days: 1, nextBirthday: '2026-02-28' });
    // in leap years the birthday is 29 February whatever the option
    expect(await age('2024-02-29', '2028-02-28', 'feb28')).toMatchObject({ years: 3, nextBirthday: '2028-02-29', daysUntilNextBirthday: 1, nextAge: 4 });
    expect(await age('2024-02-29', '2028-02-29', 'mar1')).toMatchObject({ years: 4, months: 0, days: 0, birthdayToday: true });
    // 2100 is not a leap year
    expect((await age('2096-02-29', '2099-03-01')).nextBirthday).toBe('2100-02-28');
    expect((await age('2096-02-29', '2099-03-01', 'mar1')).nextBirthday).toBe('2099-03-01');
    expect((await age('2096-02-29', '2099-03-02', 'mar1')).nextBirthday).toBe('2100-03-01');
    // months count from day 29, clamped to the month end (as date-difference-calculator does)
    expect(await age('2024-02-29', '2025-03-28')).toMatchObject({ years: 1, months: 0, days: 28 });
    expect(await age('2024-02-29', '2025-03-29')).toMatchObject({ years: 1, months: 1, days: 0 });
    expect(await age('2024-02-29', '2028-02-28')).toMatchObject({ years: 3, months: 11, days: 30 });
    expect(await age('2024-02-29', '2026-02-28', 'mar1')).toMatchObject({ years: 1, months: 11, days: 27 });
  });

  it('spans the whole range, 0000-01-01 to 9999-12-31', async () => {
    expect(await age('0000-01-01', '9999-12-31')).toMatchObject({
      years: 9999, months: 11, days: 30, totalMonths: 119_999, totalDays: 3_652_424, totalWeeks: 521_774, birthWeekday: 'Saturday',
      nextBirthday: '+010000-01-01', daysUntilNextBirthday: 1, nextAge: 10_000,
    });
  });

  it('agrees with date-fns on random dates (differential)', async () => {
    let x = 42;
    const next = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return Math.floor((x / 2 ** 32) * n);
    };
    for (let i = 0; i < 300; i++) {
      // days 1–28 so month-end conventions (which differ between libraries) do not apply
      const birth = local(`${1900 + next(150)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`);
      const reference = addDays(birth, next(40_000));
      const [b, r] = [isoOfLocal(birth), isoOfLocal(reference)];
      const data = await age(b, r);
      expect(data.years, `${b} ${r}`).toBe(differenceInYears(reference, birth));
      expect(data.totalMonths, `${b} ${r}`).toBe(differenceInMonths(reference, birth));
      expect(data.totalDays, `${b} ${r}`).toBe(differenceInCalendarDays(reference, birth));
      expect(data.totalWeeks).toBe(Math.floor(data.totalDays / 7));
      expect(data.birthWeekday).toBe(NAMES[getDay(birth)]);
      const nextBirthday = local(data.nextBirthday);
      expect(data.daysUntilNextBirthday).toBe(differenceInCalendarDays(nextBirthday, reference));
      expect(differenceInYears(nextBirthday, birth)).toBe(data.nextAge);
      expect(data.daysUntilNextBirthday).toBeLessThan(366);
    }
  });
});
