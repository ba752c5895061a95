import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { iso: string; formats: Array<{ format: string; value: string }>; special: string };
const conv = (value: string, from: string) => runOk<Out>(tool, { value, from });
const get = (out: Out, format: string) => out.formats.find((f) => f.format === format)?.value;

describe('filetime-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { value: '' }, 'MISSING_REQUIRED');
  });

  it('matches published reference values', async () => {
    // Microsoft DATEVALUE docs: 1 January 2008 is serial 39448
    expect((await conv('39448', 'excel1900')).iso).toBe('2008-01-01T00:00:00Z');
    // DateTime(2000, 1, 1).Ticks
    expect((await conv('630822816000000000', 'dotnet')).iso).toBe('2000-01-01T00:00:00Z');
    // The Unix epoch as FILETIME and as WebKit time
    expect(get(await conv('0', 'unix'), 'filetime')).toBe('116444736000000000');
    expect(get(await conv('0', 'unix'), 'webkit')).toBe('11644473600000000');
    // J2000.0 is Julian Day 2451545.0, 2000-01-01T12:00Z
    expect((await conv('2451545', 'julian')).iso).toBe('2000-01-01T12:00:00Z');
    expect(get(await conv('2000-01-01T00:00:00Z', 'iso'), 'julian')).toBe('2451544.5');
    // Cocoa reference date
    expect((await conv('0', 'cocoa')).iso).toBe('2001-01-01T00:00:00Z');
    expect((await conv('0', 'excel1904')).iso).toBe('1904-01-01T00:00:00Z');
  });

  it("keeps Excel's fictitious 29 February 1900 out", async () => {
    expect((await conv('1', 'excel1900')).iso).toBe('1900-01-01T00:00:00Z');
    expect((await conv('59', 'excel1900')).iso).toBe('1900-02-28T00:00:00Z');
    expect((await conv('61', 'excel1900')).iso).toBe('1900-03-01T00:00:00Z');
    expect(get(await conv('1900-02-28T00:00:00Z', 'iso'), 'excel1900')).toBe('59');
    expect(get(await conv('1900-02-28T00:00:00Z', 'iso'), 'ole')).toBe('60');
    expect(await runError(tool, { value: '60', from: 'excel1900' }, 'INVALID_INPUT')).toMatch(/1900-02-29, a day that never existed/);
  });

  it('agrees with Date arithmetic for random instants in every direction', async () => {
    const rnd = testRandom(16);
    for (let n = 0; n < 25; n++) {
      const ms = Math.floor((rnd() * 2 - 0.5) * 4e12);
      const iso = new Date(ms).toISOString().replace('.000Z', 'Z').replace(/(\.\d*?)0+Z$/, '$1Z');
      const out = await conv(String(ms), 'unixms');
      expect(out.iso).toBe(iso);
      expect(get(out, 'filetime')).toBe(String(BigInt(ms + 11644473600000) * 10000n));
      for (const f of out.formats) {
        if (f.format === 'iso') continue;
        const back = Date.parse((await conv(f.value, f.format)).iso);
        // day-based formats keep 10 decimals (about 9 µs); the others are exact
        expect(Math.abs(back - ms), `${f.format} ${f.value}`).toBeLessThanOrEqual(/excel|ole|julian/.test(f.format) ? 1 : 0);
      }
    }
  });

  it('reads hex FILETIMEs and 100 ns fractions; knows the AD "never" values', async () => {
    expect((await conv('0x01D9C7B12E3F4000', 'filetime')).iso).toBe((await conv(String(0x01d9c7b12e3f4000n), 'filetime')).iso);
    expect((await conv('116444736000000001', 'filetime')).iso).toBe('1970-01-01T00:00:00.0000001Z');
    expect((await conv('9223372036854775807', 'ldap')).special).toMatch(/never/);
    expect((await conv('0', 'ldap'))).toMatchObject({ iso: '1601-01-01T00:00:00Z', special: expect.stringMatching(/never/) });
  });

  it('rejects non-numbers and out-of-range values', async () => {
    expect(await runError(tool, { value: UNICODE_SAMPLE, from: 'filetime' }, 'INVALID_INPUT')).toMatch(/is not a whole number/);
    await runError(tool, { value: '1.5', from: 'dotnet' }, 'INVALID_INPUT');
    await runError(tool, { value: '99999999999999', from: 'unix' }, 'INVALID_INPUT');
    await runError(tool, { value: 'yesterday', from: 'iso' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    expect((await conv('3155378975999999999', 'dotnet')).iso).toBe('9999-12-31T23:59:59.9999999Z');
    await runError(tool, { value: '1'.repeat(101), from: 'unix' }, 'CONSTRAINT_VIOLATION');
  });
});
