import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Result = { text: string; index: number; start: string; startUtc: string; end: string; stated: string[] };
type Out = { date: string; count: number; results: Result[] };
const REF = '2024-03-15T12:00:00Z'; // a Friday
const parse = (text: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { text, reference: REF, ...extra });

describe('natural-date-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('reads the chrono documentation examples relative to the reference (UTC)', async () => {
    expect((await parse('tomorrow')).date).toBe('2024-03-16T12:00:00+00:00');
    expect((await parse('in 5 days')).date).toBe('2024-03-20T12:00:00+00:00');
    expect((await parse('2 weeks ago')).date).toBe('2024-03-01T12:00:00+00:00');
    expect((await parse('Sat Aug 17 2013 18:40:39 GMT+0900')).results[0]!.startUtc).toBe('2013-08-17T09:40:39.000Z');
    expect((await parse('2014-11-30T08:15:30-05:30')).results[0]!.startUtc).toBe('2014-11-30T13:45:30.000Z');
    const range = (await parse('Sep 12-13 2024')).results[0]!;
    expect([range.start, range.end]).toEqual(['2024-09-12T12:00:00+00:00', '2024-09-13T12:00:00+00:00']);
  });

  it('respects zones, locales and forward dates', async () => {
    expect((await parse('tomorrow at 9am', { timezone: 'America/New_York' })).date).toBe('2024-03-16T09:00:00-04:00');
    expect((await parse('03/04/2024', { locale: 'en-GB' })).date.slice(0, 10)).toBe('2024-04-03');
    expect((await parse('03/04/2024')).date.slice(0, 10)).toBe('2024-03-04');
    expect((await parse('morgen um 10 Uhr', { locale: 'de' })).date).toBe('2024-03-16T10:00:00+00:00');
    expect((await parse('January 5')).date.slice(0, 10)).toBe('2024-01-05');
    expect((await parse('January 5', { forwardDate: true })).date.slice(0, 10)).toBe('2025-01-05');
  });

  it('finds nothing in text without dates, unicode included', async () => {
    expect(await parse(`${UNICODE_SAMPLE} hello`)).toEqual({ date: '', count: 0, results: [] });
  });

  it('rejects an unknown time zone', async () => {
    expect(await runError(tool, { text: 'tomorrow', timezone: 'Mars/Olympus' }, 'INVALID_INPUT')).toMatch(/Mars\/Olympus/);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'meet tomorrow. ');
    const out = await parse(text);
    expect(out.count).toBe(666);
  });
});
