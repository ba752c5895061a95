import { Address4 } from 'ip-address';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { cidrs: string[]; prefix: number; total: string; subnets: Array<{ cidr: string; first: string; last: string; hosts: string }> };
const split = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('cidr-split', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { cidr: '' }, 'MISSING_REQUIRED');
  });

  it('splits by prefix; bounds agree with ip-address', async () => {
    const out = await split({ cidr: '172.16.0.0/20', prefix: 23 });
    expect(out.total).toBe('8');
    for (const s of out.subnets) {
      const a = new Address4(s.cidr);
      expect([s.first, s.last]).toEqual([a.startAddress().correctForm(), a.endAddress().correctForm()]);
      expect(s.hosts).toBe('510');
    }
    expect((await split({ cidr: '10.0.0.0/30', prefix: 31 })).subnets.map((s) => s.hosts)).toEqual(['2', '2']);
  });

  it('rounds counts up to a power of two and splits IPv6', async () => {
    const r = await runTool(tool, { cidr: '10.0.0.0/24', by: 'count', count: 3 });
    expect(r.data.cidrs).toEqual(['10.0.0.0/26', '10.0.0.64/26', '10.0.0.128/26', '10.0.0.192/26']);
    expect(JSON.stringify(r.metadata)).toMatch(/not a power of two/);
    expect((await split({ cidr: '2001:db8::/48', prefix: 50 })).cidrs).toEqual(['2001:db8::/50', '2001:db8:0:4000::/50', '2001:db8:0:8000::/50', '2001:db8:0:c000::/50']);
  });

  it('rejects impossible splits and bad networks', async () => {
    expect(await runError(tool, { cidr: '10.0.0.0/24', prefix: 24 }, 'INVALID_INPUT')).toMatch(/need a prefix longer than \/24/);
    await runError(tool, { cidr: '10.0.0.0/24', prefix: 33 }, 'INVALID_INPUT');
    await runError(tool, { cidr: UNICODE_SAMPLE }, 'INVALID_INPUT');
  });

  it('handles the largest split (lists the first 4,096)', async () => {
    const r = await runTool(tool, { cidr: '2001:db8::/32', prefix: 64 });
    expect(r.data.total).toBe(String(2n ** 32n));
    expect(r.data.cidrs).toHaveLength(4096);
    expect(r.data.cidrs[4095]).toBe('2001:db8:0:fff::/64');
  });
});
