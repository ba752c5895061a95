import { describe, expect, it } from 'vitest';
import tool from './index.js';
import parser from '../../analyzers/spf-record-parser/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { record: string; zoneLine: string; lookups: number; terms: string[]; warnings: string[] };
type Parsed = { valid: boolean; lookups: number; defaultResult: string; terms: Array<{ term: string }>; issues: Array<{ severity: string; message: string }> };
const build = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const parse = (record: string) => runOk<Parsed>(parser, { record });

describe('spf-record-builder', () => {
  itReproducesItsExample(tool);

  it('with nothing listed writes a record for a domain that sends no mail', async () => {
    const out = await build({ all: '-all' });
    expect(out).toMatchObject({ record: 'v=spf1 -all', zoneLine: '@ 3600 IN TXT "v=spf1 -all"', lookups: 0 });
    expect(out.warnings).toEqual(['No server is allowed: this record says the domain sends no mail at all (right for parked domains).']);
    expect((await build({})).record).toBe('v=spf1 ~all');
  });

  it('drops duplicates and covered ranges, normalizes addresses and follows redirect', async () => {
    const out = await build({ ip4: 'ip4:192.0.2.0/24 192.0.2.7 192.0.2.0/24 10.0.0.1/32', ip6: '2001:DB8:0:0::1, 2001:db8::/32', include: 'Sendgrid.net sendgrid.net', redirect: '_spf.example.net' });
    expect(out.terms).toEqual(['ip4:192.0.2.0/24', 'ip4:10.0.0.1', 'ip6:2001:db8::/32', 'include:sendgrid.net', 'redirect=_spf.example.net']);
    expect(out.warnings.slice(0, 5)).toEqual([
      'ip4:192.0.2.0/24 is listed twice; written once.',
      'ip4:192.0.2.7 is inside ip4:192.0.2.0/24; left out.',
      'ip6:2001:db8::1 is inside ip6:2001:db8::/32; left out.',
      'include:sendgrid.net is listed twice; written once.',
      'redirect= is used only when the record has no all, so ~all is left out; the result for other servers comes from _spf.example.net.',
    ]);
    expect(out.lookups).toBe(2);
  });

  it('writes IDN include domains in Punycode', async () => {
    const out = await build({ include: `spf.${UNICODE_SAMPLE}.example`, all: '-all' });
    expect(out.terms[0]).toBe(`include:${new URL(`http://spf.${UNICODE_SAMPLE}.example`).hostname}`);
    expect(out.terms[0]).toMatch(/^include:spf\.xn--[a-z0-9-]+\.example$/);
  });

  it('counts lookups over 10 and splits long records at term boundaries', async () => {
    const include = Array.from({ length: 12 }, (_, i) => `_spf${i}.mail-provider-${i}.example.com`).join('\n');
    const out = await build({ domain: 'example.com', a: true, include });
    expect(out.lookups).toBe(13);
    expect(out.warnings[0]).toMatch(/^13 DNS lookups: more than 10/);
    const strings = [...out.zoneLine.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
    expect(strings.length).toBe(3);
    expect(strings.every((s) => s.length <= 255 && s.endsWith(' ') !== (s === strings.at(-1)))).toBe(true);
    expect(out.warnings).toContain(`The record is ${out.record.length} characters: it is published as 3 strings of at most 255 characters (zoneLine shows them; most DNS consoles split it themselves).`);
    expect(strings.join('')).toBe(out.record);
    const parsed = await parse(out.zoneLine.slice(out.zoneLine.indexOf('"')));
    expect(parsed.lookups).toBe(13);
    expect(parsed.issues.map((i) => i.message)).toContain('13 DNS lookups: more than 10 makes receivers return permerror (flatten includes or use ip4/ip6).');
  });

  it('agrees with spf-record-parser on random records (differential)', async () => {
    const random = testRandom();
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const octet = () => Math.floor(random() * 256);
    for (let i = 0; i < 40; i++) {
      const ip4 = Array.from({ length: Math.floor(random() * 4) }, () => (random() < 0.5 ? `${octet()}.${octet()}.${octet()}.${octet()}` : `${octet()}.${octet()}.0.0/16`));
      const ip6 = Array.from({ length: Math.floor(random() * 3) }, () => `2001:db8:${octet().toString(16)}::/48`);
      const include = Array.from({ length: Math.floor(random() * 4) }, (_, k) => `_spf${k}.example.net`);
      const input = { ip4: ip4.join(' '), ip6: ip6.join('\n'), include: include.join(','), a: random() < 0.5, mx: random() < 0.5, all: pick(['~all', '-all', '?all'] as const) };
      const out = await build(input);
      const parsed = await parse(out.record);
      expect(parsed.valid, out.record).toBe(true);
      expect(parsed.lookups).toBe(out.lookups);
      expect(parsed.terms.map((t) => t.term)).toEqual(out.terms);
      expect(parsed.defaultResult).toBe({ '~all': 'softfail', '-all': 'fail', '?all': 'neutral' }[input.all]);
    }
  });

  it('handles the largest allowed input', async () => {
    const ip4 = largestInput(tool, 'ip4', '192.0.2.1 ');
    const out = await build({ ip4 });
    expect(out.terms).toEqual(['ip4:192.0.2.1', '~all']);
    expect(out.warnings).toEqual([`ip4:192.0.2.1 is listed ${ip4.length / 10} times; written once.`]);
  });

  it('rejects bad addresses and domains', async () => {
    expect(await runError(tool, { ip4: '192.0.2.300' }, 'INVALID_INPUT')).toMatch(/^ip4: .*300/);
    expect(await runError(tool, { ip4: '192.0.2.1/24' }, 'INVALID_INPUT')).toBe('ip4: "192.0.2.1/24" has host bits set: the network is 192.0.2.0/24.');
    expect(await runError(tool, { ip4: '2001:db8::1' }, 'INVALID_INPUT')).toBe('ip4: "2001:db8::1" is an IPv6 address; put it in the ip6 list.');
    expect(await runError(tool, { include: 'dom!ain.com' }, 'INVALID_INPUT')).toBe('include: "dom!ain.com" holds "!", which a domain name cannot hold.');
    expect(await runError(tool, { domain: 'example.com', include: 'example.com' }, 'INVALID_INPUT')).toMatch(/loop/);
    expect(await runError(tool, { domain: 'example..com' }, 'INVALID_INPUT')).toMatch(/empty label/);
  });
});
