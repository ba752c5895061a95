import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Out = {
  detectedFormat: string; seconds: string; milliseconds: string; clock: string; iso8601: string; human: string; compact: string;
  totals: { minutes: string; hours: string; days: string; weeks: string }; approximate: boolean;
};
const seconds = async (duration: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { duration, ...extra })).seconds;

describe('duration-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty duration as missing', async () => {
    await runError(tool, { duration: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample with its position', async () => {
    expect(await runError(tool, { duration: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe(
      '"À😀中" is not a duration: unexpected "À" at position 1. Write amounts with units, e.g. 1h 30m, 90 minutes, 2 days 3 hours.',
    );
    expect(await runError(tool, { duration: `5 min ${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/unexpected "À" at position 7/);
  });

  it('handles the largest allowed input', async () => {
    const long = largestInput(tool, 'duration', '1');
    expect(await runError(tool, { duration: long }, 'INVALID_INPUT')).toMatch(/too long: this tool handles up to 10\^15 seconds/);
    const data = await runOk<Out>(tool, { duration: '1000000000000000' });
    expect(data.iso8601).toBe('P11574074074DT1H46M40S');
    const padded = `1h${' '.repeat(196)}1s`;
    expect(await seconds(padded)).toBe('3601');
  });

  it('detects each form', async () => {
    const cases: Array<[string, string, string]> = [
      ['5400', 'number', '5400'], ['1:30:00', 'clock', '5400'], ['PT1H30M', 'iso8601', '5400'], ['1h 30m', 'text', '5400'],
      ['90 minutes', 'text', '5400'], ['1.5 hours', 'text', '5400'], ['1 hour and 30 minutes', 'text', '5400'], ['1h30m', 'text', '5400'],
      ['pt90m', 'iso8601', '5400'], ['90:00', 'clock', '5400'], ['0:01:30:00', 'clock', '5400'], ['5.4e3', 'number', '5400'],
    ];
    for (const [duration, format, secs] of cases) {
      const data = await runOk<Out>(tool, { duration });
      expect([data.detectedFormat, data.seconds], duration).toEqual([format, secs]);
    }
  });

  it('prints every form, with milliseconds in the clock and fractional ISO seconds', async () => {
    const data = await runOk<Out>(tool, { duration: '3723.25' });
    expect(data).toMatchObject({ clock: '01:02:03.250', iso8601: 'PT1H2M3.25S', human: '1 hour 2 minutes 3.25 seconds', compact: '1h 2m 3.25s', milliseconds: '3723250' });
    expect(await runOk<Out>(tool, { duration: '0' })).toMatchObject({ clock: '00:00:00', iso8601: 'PT0S', human: '0 seconds', compact: '0s' });
    expect(await runOk<Out>(tool, { duration: '1500', numberUnit: 'ms' })).toMatchObject({ seconds: '1.5', iso8601: 'PT1.5S', clock: '00:00:01.500' });
    expect(await runOk<Out>(tool, { duration: '-PT1M1S' })).toMatchObject({ seconds: '-61', clock: '-00:01:01', iso8601: '-PT1M1S', human: '-1 minute 1 second' });
    expect(await runOk<Out>(tool, { duration: 'P1W' })).toMatchObject({ seconds: '604800', iso8601: 'P7D', human: '7 days' });
    expect(await runOk<Out>(tool, { duration: '1 ns' })).toMatchObject({ seconds: '0.000000001', clock: '00:00:00.000000001' });
    expect(await seconds('PT0,5S')).toBe('0.5');
    expect(await seconds('P1DT0.5H')).toBe('88200');
  });

  it('matches Date for the clock form of random durations under a day (differential)', async () => {
    for (let i = 0; i < 100; i++) {
      const ms = Math.floor(random() * 86_400_000);
      const data = await runOk<Out>(tool, { duration: String(ms), numberUnit: 'ms' });
      const reference = new Date(ms).toISOString().slice(11, 23).replace(/\.000$/, '').replace(/0+$/, '');
      expect(data.clock.replace(/0+$/, '').replace(/\.$/, ''), String(ms)).toBe(reference.replace(/\.$/, ''));
    }
  });

  it('round-trips every output form back to the same seconds', async () => {
    for (let i = 0; i < 40; i++) {
      const s = (Math.floor(random() * 1e12) / 1000).toString();
      const data = await runOk<Out>(tool, { duration: s });
      for (const form of [data.clock, data.iso8601, data.human, data.compact]) expect(await seconds(form), form).toBe(data.seconds);
    }
  });

  it('refuses years and months unless averages are allowed, then flags them', async () => {
    expect(await runError(tool, { duration: 'P1Y' }, 'INVALID_INPUT')).toMatch(/^Years \(Y\) have no fixed length/);
    expect(await runError(tool, { duration: 'P2M' }, 'INVALID_INPUT')).toMatch(/^Months \(M before T\) have no fixed length/);
    expect(await runError(tool, { duration: '3 months' }, 'INVALID_INPUT')).toMatch(/^Months have no fixed length/);
    const r = await runTool(tool, { duration: 'P1Y2M', calendarUnits: 'average' });
    expect(r.data).toMatchObject({ seconds: String(31556952 + 2 * 2629746), approximate: true });
    expect(r.metadata?.warnings?.[0]).toMatch(/Gregorian averages/);
    expect(await seconds('PT2M')).toBe('120'); // M after T is minutes
  });

  it('rejects malformed input strictly', async () => {
    const bad: Array<[string, RegExp]> = [
      ['P', /not an ISO 8601 duration/], ['PT', /not an ISO 8601 duration/], ['P1DT', /not an ISO 8601 duration/], ['PT1S1M', /not an ISO 8601 duration/],
      ['PT1.5H30M', /only the smallest component may have a fraction/], ['1:60', /seconds must be below 60/], ['1:5', /exactly two digits/],
      ['1:00:00:00:00', /not a clock duration/], ['1:24:00:00', /hours must be below 24/], ['1h 2h', /gives hours twice/], ['5 parsecs', /Unknown time unit "parsecs" at position 3/],
      ['1h 30', /a number without a unit at position 4/], ['--5', /not a number|not a duration/], ['1.2.3', /not a duration|not a number/],
    ];
    for (const [duration, message] of bad) expect(await runError(tool, { duration }, 'INVALID_INPUT'), duration).toMatch(message);
  });

  it('warns when sub-nanosecond fractions are rounded', async () => {
    const r = await runTool(tool, { duration: '0.0000000015' });
    expect(r.data).toMatchObject({ seconds: '0.000000002', clock: '00:00:00.000000002' });
    expect(r.metadata?.warnings).toEqual(['Fractions below one nanosecond were rounded in the clock, ISO 8601 and text forms.']);
  });
});
