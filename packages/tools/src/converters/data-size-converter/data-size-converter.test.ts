import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Row = { unit: string; name: string; system: string; value: string; exact: boolean };
type Out = { summary: string; bytes: string; bits: string; humanSi: string; humanIec: string; osReports: string; table: Row[] };
const cell = (data: Out, unit: string) => data.table.find((r) => r.unit === unit)!;

describe('data-size-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty size as missing', async () => {
    await runError(tool, { size: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample', async () => {
    expect(await runError(tool, { size: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe('The size "À😀中" has no number: enter an amount such as 1.5 GiB or 500 MB.');
    expect(await runError(tool, { size: `5 ${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^Unknown data unit "À😀中"/);
  });

  it('handles the largest allowed input (a 100-digit byte count) exactly', async () => {
    const size = largestInput(tool, 'size', '9');
    const data = await runOk<Out>(tool, { size, decimals: 0 });
    expect(data.bytes).toBe(size);
    expect(data.bits).toBe((BigInt(size) * 8n).toString());
    expect(cell(data, 'EiB').value).toBe(((BigInt(size) + 2n ** 59n) / 2n ** 60n).toString());
    expect(data.humanSi).toBe(`1${'0'.repeat(76)} YB`); // 10^100 − 1 B rounds up to 10^76 YB
  });

  it('parses the usual spellings', async () => {
    const cases: Array<[string, string]> = [
      ['1.5 GiB', '1610612736'], ['500MB', '500000000'], ['10 Mbit', '1250000'], ['10 Mb', '1250000'], ['8 b', '1'],
      ['1 KiB', '1024'], ['1 kB', '1000'], ['1 KB', '1000'], ['2 bytes', '2'], ['3 bits', '0.375'], ['1,024', '1024'],
      ['4096', '4096'], ['1e3 B', '1000'], ['.5 KiB', '512'], ['1 Gibit', '134217728'], ['1 YiB', (2n ** 80n).toString()], ['7 o', '7'],
    ];
    for (const [size, bytes] of cases) expect((await runOk<Out>(tool, { size })).bytes, size).toBe(bytes);
  });

  it('explains the drive-label gap (HDD GB vs OS GiB)', async () => {
    const drive = await runOk<Out>(tool, { size: '500 GB' });
    expect(drive.humanIec).toBe('465.66 GiB');
    expect(drive.osReports).toBe('465.66 GB');
    expect(drive.summary).toBe('500 GB = 500000000000 bytes = 465.66 GiB');
    const ram = await runOk<Out>(tool, { size: '16 GiB' });
    expect(ram.summary).toBe('16 GiB = 17179869184 bytes = 17.18 GB');
  });

  it('reads KB/MB/GB as 1024ⁿ on request, with a warning', async () => {
    const r = await runTool(tool, { size: '4 GB', legacyBinary: true });
    expect(r.data.bytes).toBe('4294967296');
    expect(r.metadata?.warnings).toEqual(['GB was read as a power of 1024 (legacyBinary); the SI meaning is a power of 1000.']);
    expect((await runOk<Out>(tool, { size: '4 GiB', legacyBinary: true })).bytes).toBe('4294967296');
  });

  it('matches plain number arithmetic for random sizes (differential)', async () => {
    const units: Array<[string, number]> = [['B', 1], ['kB', 1e3], ['MB', 1e6], ['GB', 1e9], ['KiB', 1024], ['MiB', 2 ** 20], ['GiB', 2 ** 30], ['Mbit', 1e6 / 8], ['Kibit', 128]];
    for (let i = 0; i < 200; i++) {
      const [unit, factor] = units[i % units.length]!;
      const k = Math.floor(random() * 1e6); // size = k / 1000 units
      const data = await runOk<Out>(tool, { size: `${k / 1000} ${unit}`, decimals: 12 });
      // exact bytes by BigInt: k × factor × 8 bits / 8000
      const bits8000 = BigInt(k) * BigInt(factor * 8);
      expect(data.bits).toBe(bits8000 % 1000n === 0n ? (bits8000 / 1000n).toString() : String(Number(bits8000) / 1000));
      for (const [u, f] of units) {
        const want = ((k / 1000) * factor) / f; // float reference: relative error ~1e-16, table rounding ≤ 5e-13
        expect(Math.abs(Number(cell(data, u).value) - want), `${k / 1000} ${unit} in ${u}`).toBeLessThan(1e-12 + want * 1e-14);
      }
    }
  });

  it('rounds and flags inexact table values', async () => {
    const data = await runOk<Out>(tool, { size: '1 B', decimals: 3 });
    expect(cell(data, 'KiB')).toEqual({ unit: 'KiB', name: 'kibibyte', system: 'IEC', value: '0.001', exact: false });
    expect(cell(data, 'kB')).toEqual({ unit: 'kB', name: 'kilobyte', system: 'SI', value: '0.001', exact: true });
    const full = await runOk<Out>(tool, { size: '1 B', decimals: 100 });
    expect(cell(full, 'KiB')).toMatchObject({ value: '0.0009765625', exact: true });
    expect(cell(full, 'EiB').value).toBe(`0.${(5n ** 60n).toString().padStart(60, '0')}`); // 2^-60 = 5^60 / 10^60
    expect(cell(full, 'EiB').exact).toBe(true);
  });

  it('moves up a prefix when rounding reaches the base', async () => {
    const data = await runOk<Out>(tool, { size: `${1024 * 1024 - 1} B` });
    expect(data.humanIec).toBe('1 MiB');
    expect((await runOk<Out>(tool, { size: '999999 B' })).humanSi).toBe('1 MB');
    expect((await runOk<Out>(tool, { size: '0' })).humanSi).toBe('0 B');
  });

  it('rejects negative sizes, milli prefixes and unknown units', async () => {
    expect(await runError(tool, { size: '-1 GB' }, 'INVALID_INPUT')).toBe('The size -1 GB is negative: a data size is 0 or more.');
    expect(await runError(tool, { size: '5 mB' }, 'INVALID_INPUT')).toMatch(/a lowercase m means milli/);
    expect(await runError(tool, { size: '5 iB' }, 'INVALID_INPUT')).toMatch(/^Unknown data unit "iB"/);
    expect(await runError(tool, { size: '5 Mbps' }, 'INVALID_INPUT')).toMatch(/^Unknown data unit "Mbps"/);
    expect(await runError(tool, { size: '1.2.3 MB' }, 'INVALID_INPUT')).toMatch(/not a number/);
  });

  it('warns about fractions of a bit', async () => {
    const r = await runTool(tool, { size: '0.5 b' });
    expect(r.data.bytes).toBe('0.0625');
    expect(r.metadata?.warnings).toEqual(['0.5 b is not a whole number of bits.']);
  });
});
