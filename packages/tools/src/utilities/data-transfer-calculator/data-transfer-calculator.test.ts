import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  summary: string;
  seconds: string;
  duration: string;
  bytes: string;
  bits: string;
  sizeDecimal: string;
  sizeBinary: string;
  bitsPerSecond: string;
  effectiveBitsPerSecond: string;
  bandwidthBits: string;
  bandwidthBytes: string;
  bandwidthBinaryBytes: string;
}
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const time = (size: string, bandwidth: string, overhead = 0) => run({ mode: 'time', size, bandwidth, overhead });

describe('data-transfer-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing, only for the parameters the mode needs', async () => {
    await runError(tool, { size: '', bandwidth: '1 Mbps' }, 'MISSING_REQUIRED');
    await runError(tool, { mode: 'bandwidth', size: '1 GB' }, 'MISSING_REQUIRED');
    // time mode does not need a time
    expect((await run({ size: '1 MB', bandwidth: '8 Mbps' })).seconds).toBe('1');
  });

  it('rejects the unicode sample naming the problem', async () => {
    expect(await runError(tool, { size: UNICODE_SAMPLE, bandwidth: '1 Mbps' }, 'INVALID_INPUT')).toContain('has no number');
    expect(await runError(tool, { size: `1 ${UNICODE_SAMPLE}`, bandwidth: '1 Mbps' }, 'INVALID_INPUT')).toContain(`Unknown size unit "${UNICODE_SAMPLE}"`);
    expect(await runError(tool, { mode: 'size', bandwidth: '1 Mbps', time: UNICODE_SAMPLE }, 'INVALID_INPUT')).toContain('unexpected "À" at position 1');
  });

  it('handles the largest allowed input exactly', async () => {
    const digits = largestInput(tool, 'size', '9').slice(0, 97);
    const out = await time(`${digits} B`, '8 bps');
    expect(out.seconds).toBe(digits);
    expect(out.bytes).toBe(digits);
  });

  it('converts decimal and binary prefixes exactly', async () => {
    expect((await time('1 GiB', '1 MiB/s')).seconds).toBe('1024');
    expect((await time('1 GB', '1 MB/s')).seconds).toBe('1000');
    expect((await time('1 GiB', '1 MB/s')).seconds).toBe('1073.741824');
    expect((await time('1 kB', '1 kbps')).seconds).toBe('8');
    expect((await time('1 KiB', '1 Kibit/s')).seconds).toBe('8');
    expect((await time('100 Mb', '100 Mbps')).seconds).toBe('1');
    expect((await time('1 TB', '1 Gbit/s')).seconds).toBe('8000');
    expect((await time('1 TiB', '10 Gbps')).duration).toBe('14 min 40 s');
    expect((await time('1,500', '1 kB/s')).seconds).toBe('1.5');
    expect((await time('1 kB', '1 Gbps')).seconds).toBe('0.000008');
    expect((await time('1 kB', '1 Gbps')).duration).toBe('0.008 ms');
    expect((await time('0.1 MB', '0.2 MBps')).seconds).toBe('0.5'); // no 0.49999999
  });

  it('applies the overhead percentage', async () => {
    const out = await time('1 GiB', '1 MiB/s', 10);
    expect(out).toMatchObject({ seconds: '1137.777777778', duration: '18 min 58 s', effectiveBitsPerSecond: '7549747.2', bitsPerSecond: '8388608' });
    expect(out.summary).toBe('1.07 GB at 8.39 Mbit/s with 10% overhead takes 18 min 58 s');
    expect((await run({ mode: 'bandwidth', size: '90 MB', time: '1s', overhead: 10 })).bandwidthBytes).toBe('100 MB/s');
  });

  it('computes the bandwidth needed', async () => {
    const out = await run({ mode: 'bandwidth', size: '2 TB', time: '8h' });
    expect(out).toMatchObject({ summary: '2 TB in 8 h needs 555.56 Mbit/s', bitsPerSecond: '555555555.556', bandwidthBytes: '69.44 MB/s', bandwidthBinaryBytes: '66.23 MiB/s' });
    expect(await runError(tool, { mode: 'bandwidth', size: '1 GB', time: '0s' }, 'INVALID_INPUT')).toContain('The time is 0');
  });

  it('computes the size transferable', async () => {
    expect(await run({ mode: 'size', bandwidth: '20 MB/s', time: '1:00:00' })).toMatchObject({ bytes: '72000000000', sizeDecimal: '72 GB', sizeBinary: '67.06 GiB' });
    expect((await run({ mode: 'size', bandwidth: '1 Mbps', time: '1h 30m 10s' })).summary).toBe('1 h 30 min 10 s at 1 Mbit/s transfers 676.25 MB');
    expect((await run({ mode: 'size', bandwidth: '8 bps', time: '2.5 hours' })).bytes).toBe('9000');
    expect((await run({ mode: 'size', bandwidth: '8 bps', time: '500 ms' })).bytes).toBe('0.5');
    expect((await run({ mode: 'size', bandwidth: '8 bps', time: '1 day, 2 weeks' })).bytes).toBe('1296000');
    expect((await run({ mode: 'size', bandwidth: '8 bps', time: '1:30' })).bytes).toBe('90');
  });

  it('writes human-readable durations', async () => {
    expect((await time('999999 B', '8 bps')).duration).toBe('11 d 13 h 46 min 39 s');
    expect((await time('1 B', '8 bps')).duration).toBe('1 s');
    expect((await time('1.5 B', '8 bps')).duration).toBe('1.5 s');
    expect((await time('3600 B', '8 bps')).duration).toBe('1 h');
    expect((await time('999.999 kB', '1 Mbps')).sizeDecimal).toBe('1 MB');
  });

  it('rejects bad units and numbers', async () => {
    expect(await runError(tool, { size: '10 GX', bandwidth: '1 Mbps' }, 'INVALID_INPUT')).toContain('Unknown size unit "GX"');
    expect(await runError(tool, { size: '10 GB', bandwidth: '1 Mb' }, 'INVALID_INPUT')).toContain('Unknown bandwidth unit "Mb"');
    expect(await runError(tool, { size: '10 GB', bandwidth: 'fast' }, 'INVALID_INPUT')).toContain('has no number');
    expect(await runError(tool, { size: '10 GB', bandwidth: '0 Mbps' }, 'INVALID_INPUT')).toContain('must be greater than 0');
    expect(await runError(tool, { size: '-1 GB', bandwidth: '1 Mbps' }, 'INVALID_INPUT')).toContain('negative');
    expect(await runError(tool, { mode: 'size', bandwidth: '1 Mbps', time: '5 fortnights' }, 'INVALID_INPUT')).toContain('Unknown time unit "fortnights"');
    expect(await runError(tool, { mode: 'size', bandwidth: '1 Mbps', time: '1:75' }, 'INVALID_INPUT')).toContain('seconds in "1:75" must be below 60 (m:ss)');
    expect(await runError(tool, { mode: 'size', bandwidth: '1 Mbps', time: '1:60:00' }, 'INVALID_INPUT')).toContain('minutes in "1:60:00"');
    await runError(tool, { size: '1 GB', bandwidth: '1 Mbps', overhead: 100 }, 'CONSTRAINT_VIOLATION');
  });

  it('agrees with float arithmetic', async () => {
    const units: Array<[string, number]> = [['B', 1], ['kB', 1e3], ['MB', 1e6], ['GiB', 2 ** 30], ['TiB', 2 ** 40], ['Gb', 1e9 / 8]];
    const rates: Array<[string, number]> = [['kbps', 125], ['Mbps', 125e3], ['Gbit/s', 125e6], ['MiB/s', 2 ** 20], ['B/s', 1]];
    for (const [su, sf] of units) {
      for (const [ru, rf] of rates) {
        const out = await time(`3.7 ${su}`, `12 ${ru}`);
        const expected = (3.7 * sf) / (12 * rf);
        // seconds has 9 decimals: absolute error ≤ 5e-10, plus float noise
        expect(Math.abs(Number(out.seconds) - expected)).toBeLessThanOrEqual(5e-10 + expected * 1e-12);
      }
    }
  });
});
