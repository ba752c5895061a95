import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; common: { iso8601: string; rfc2822: string; httpDate: string; sql: string; unixSeconds: number } };
const fmt = async (pattern: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { date: '2024-03-05T07:08:09.123Z', pattern, ...extra })).formatted;

describe('date-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { date: '' }, 'MISSING_REQUIRED');
  });

  it('formats the token table of the date-fns documentation', async () => {
    expect(await fmt('yyyy-MM-dd HH:mm:ss.SSS')).toBe('2024-03-05 07:08:09.123');
    expect(await fmt('y yy yyy yyyy')).toBe('2024 24 2024 2024');
    expect(await fmt('M MM MMM MMMM MMMMM')).toBe('3 03 Mar March M');
    expect(await fmt('d do dd')).toBe('5 5th 05');
    expect(await fmt('E EEEE EEEEE')).toBe('Tue Tuesday T');
    expect(await fmt('h hh a aaaa')).toBe('7 07 AM a.m.');
    expect(await fmt('Q QQQ qqqq')).toBe('1 Q1 1st quarter');
    expect(await fmt('w I')).toBe('10 10');
    expect(await fmt("'week' w 'of' yyyy")).toBe('week 10 of 2024');
    expect(await fmt('t T')).toBe('1709622489 1709622489123');
  });

  it('uses time zones and locales (differential: Intl.DateTimeFormat)', async () => {
    expect(await fmt('yyyy-MM-dd HH:mm xxx', { timezone: 'Asia/Kolkata' })).toBe('2024-03-05 12:38 +05:30');
    expect(await fmt('HH:mm', { timezone: '-03:00' })).toBe('04:08');
    expect(await fmt('EEEE d MMMM', { locale: 'de' })).toBe('Dienstag 5 März');
    expect(await fmt('EEEE d MMMM', { locale: 'fr' })).toBe('mardi 5 mars');
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Australia/Sydney', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date('2024-03-05T07:08:09Z'));
    expect(await fmt('HH:mm', { timezone: 'Australia/Sydney' })).toBe(intl);
  });

  it('gives common formats', async () => {
    const out = await runOk<Out>(tool, { date: '2024-03-05T07:08:09Z' });
    expect(out.common).toEqual({ iso8601: '2024-03-05T07:08:09Z'.replace('Z', '+00:00'), rfc2822: 'Tue, 05 Mar 2024 07:08:09 +0000', httpDate: 'Tue, 05 Mar 2024 07:08:09 GMT', sql: '2024-03-05 07:08:09', unixSeconds: 1709622489 });
    expect(out.formatted).toBe('2024-03-05T07:08:09+00:00');
  });

  it('warns about YYYY and DD, rejects unquoted letters and unknown zones', async () => {
    expect(await runError(tool, { date: '2024-03-05T07:08:09Z', pattern: 'YYYY-MM-dd' }, 'INVALID_INPUT')).toBe("Use yyyy instead of YYYY: Y is the week-numbering year, which is almost never what you want. Quote it ('YYYY') for literal text.");
    expect(await runError(tool, { date: '2024-03-05T07:08:09Z', pattern: 'DD.MM' }, 'INVALID_INPUT')).toMatch(/^Use dd instead of DD: D is the day of the year/);
    expect(await runError(tool, { date: '2024-03-05T07:08:09Z', pattern: 'yyyy jj' }, 'INVALID_INPUT')).toBe("The pattern contains the letter j, which is not a date-fns token: put literal text in single quotes, e.g. 'at'.");
    await runError(tool, { date: '2024-03-05T07:08:09Z', timezone: 'Nowhere/Else' }, 'INVALID_INPUT');
    expect(await fmt(`'${UNICODE_SAMPLE}' yyyy`)).toBe(`${UNICODE_SAMPLE} 2024`);
  });

  it('handles the largest allowed pattern', async () => {
    const pattern = 'yyyy '.repeat(100);
    expect(await fmt(pattern)).toBe('2024 '.repeat(100));
  });
});
