import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Row = { mac: string; vendor: string; country: string; prefix: string; block: string; locallyAdministered: boolean; multicast: boolean };
type Out = { vendor: string; results: Row[]; source: string };
const lookup = (macs: string) => runOk<Out>(tool, { macs });
const ouiData: Record<string, string> = createRequire(import.meta.url)('oui-data');

describe('mac-vendor-lookup', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { macs: '' }, 'MISSING_REQUIRED');
  });

  it('agrees with the oui-data registry for random prefixes of every block size', async () => {
    const rnd = testRandom(20);
    const keys = Object.keys(ouiData);
    const picks = Array.from({ length: 60 }, () => keys[Math.floor(rnd() * keys.length)]!);
    const macs = picks.map((k) => (k + '0'.repeat(12 - k.length)).match(/.{2}/g)!.join(':'));
    const out = await lookup(macs.join('\n'));
    out.results.forEach((r, i) => {
      // the most specific registration wins (an MA-L of the IEEE itself is split into MA-M/MA-S blocks)
      const hex = macs[i]!.replace(/:/g, '');
      const key = [9, 7, 6].map((n) => hex.slice(0, n)).find((k) => ouiData[k] !== undefined)!;
      const lines = ouiData[key]!.split('\n');
      expect(r.vendor, key).toBe(lines[0]!.trim());
      expect(r.country).toBe(lines.length > 1 ? lines[lines.length - 1]!.trim() : '');
      expect(r.block).toBe({ 6: 'MA-L', 7: 'MA-M', 9: 'MA-S' }[key.length]);
    });
  });

  it('reads every notation and OUI-only input, flags local and multicast bits', async () => {
    const out = await lookup('001a.113c.4d5e\n001A11\n00-1a-11-3c-4d-5e\n01:00:5E:00:00:FB');
    expect(out.results.slice(0, 3).map((r) => r.vendor)).toEqual(['Google, Inc.', 'Google, Inc.', 'Google, Inc.']);
    expect(out.results[1]!.mac).toBe('00:1A:11');
    expect(out.results[3]).toMatchObject({ multicast: true, locallyAdministered: false });
    expect((await lookup('02:00:00:00:00:01')).results[0]).toMatchObject({ vendor: '', locallyAdministered: true });
  });

  it('rejects what is not a MAC address, with the line', async () => {
    expect(await runError(tool, { macs: `00:1A:11:3C:4D:5E\n${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^Line 2: /);
    expect(await runError(tool, { macs: '00:1A' }, 'INVALID_INPUT')).toMatch(/has 4 hex digits/);
  });

  it('handles the largest allowed input', async () => {
    const macs = largestInput(tool, 'macs', '00:1A:11:3C:4D:5E\n');
    const out = await lookup(macs);
    expect(out.results).toHaveLength(10_000);
    expect(out.results.every((r) => r.vendor === 'Google, Inc.')).toBe(true);
  });
});
