import { describe, expect, it } from 'vitest';
import tool from './index.js';
import parser from '../../analyzers/dmarc-record-parser/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { record: string; name: string; zoneLine: string; tags: Array<{ tag: string; value: string }>; warnings: string[] };
type Parsed = { valid: boolean; policy: { p: string; sp: string; adkim: string; aspf: string; pct: number; rua: string[]; ruf: string[]; fo: string; ri: number }; issues: Array<{ severity: string; message: string }> };
const build = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('dmarc-record-builder', () => {
  itReproducesItsExample(tool);

  it('treats an empty domain as missing', async () => {
    await runError(tool, { domain: '' }, 'MISSING_REQUIRED');
  });

  it('writes the shortest record: defaults are left out', async () => {
    const out = await build({ domain: 'Example.COM.' });
    expect(out).toMatchObject({ record: 'v=DMARC1; p=none', name: '_dmarc.example.com', zoneLine: '_dmarc.example.com. 3600 IN TXT "v=DMARC1; p=none"' });
    expect(out.warnings).toHaveLength(2);
    expect((await build({ domain: '_dmarc.example.com', policy: 'reject', rua: 'a@example.com' })).warnings).toEqual([]);
  });

  it('gives IDN domains and unicode addresses in ASCII form', async () => {
    const out = await build({ domain: `${UNICODE_SAMPLE}.example`, policy: 'reject', rua: `${UNICODE_SAMPLE}@example.org, mailto:x!y@bücher.example!5M` });
    expect(out.name).toBe(`_dmarc.${new URL(`http://${UNICODE_SAMPLE}.example`).hostname}`);
    expect(out.name).toMatch(/^_dmarc\.xn--[a-z0-9-]+\.example$/);
    expect(out.tags.find((t) => t.tag === 'rua')!.value).toBe('mailto:%C3%80%F0%9F%98%80%E4%B8%AD@example.org,mailto:x%21y@xn--bcher-kva.example!5m');
  });

  it('agrees with dmarc-record-parser on random settings (differential)', async () => {
    const random = testRandom();
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let i = 0; i < 40; i++) {
      const input = {
        domain: pick(['example.com', 'mail.example.org', 'b\u00fccher.example']),
        policy: pick(['none', 'quarantine', 'reject'] as const),
        subdomainPolicy: pick(['same', 'none', 'quarantine', 'reject'] as const),
        pct: Math.floor(random() * 101),
        rua: pick(['', 'agg@example.com', 'a@example.com,b@reports.example.net!10m']),
        ruf: pick(['', 'forensic@example.com']),
        adkim: pick(['r', 's'] as const),
        aspf: pick(['r', 's'] as const),
        fo: pick(['0', '1', 'd:s', '1:d:s']),
        ri: pick([86400, 3600]),
      };
      const out = await build(input);
      const parsed = await runOk<Parsed>(parser, { record: out.record });
      expect(parsed.valid, out.record).toBe(true);
      expect(parsed.issues.filter((x) => x.severity === 'error')).toEqual([]);
      expect(parsed.policy).toEqual({
        p: input.policy,
        sp: input.subdomainPolicy === 'same' ? input.policy : input.subdomainPolicy,
        adkim: input.adkim,
        aspf: input.aspf,
        pct: input.pct,
        rua: input.rua.split(',').filter(Boolean).map((a) => `mailto:${a}`),
        ruf: input.ruf ? [`mailto:${input.ruf}`] : [],
        fo: input.fo,
        ri: input.ri,
      });
    }
  });

  it('splits a record over 255 characters into TXT strings', async () => {
    const rua = Array.from({ length: 12 }, (_, i) => `dmarc-aggregate-${i}@example.com`).join('\n');
    const out = await build({ domain: 'example.com', policy: 'reject', rua });
    expect(out.record.length).toBeGreaterThan(255);
    const strings = [...out.zoneLine.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
    expect(strings.length).toBe(2);
    expect(strings.every((s) => s.length <= 255)).toBe(true);
    expect(strings.join('')).toBe(out.record);
    expect(out.warnings.at(-1)).toMatch(/published as 2 strings/);
    const parsed = await runOk<Parsed>(parser, { record: out.zoneLine.slice(out.zoneLine.indexOf('"')) });
    expect(parsed.policy.rua).toHaveLength(12);
  });

  it('handles the largest allowed input', async () => {
    const rua = largestInput(tool, 'rua', 'r@example.com ');
    const out = await build({ domain: 'example.com', rua });
    expect(out.tags.find((t) => t.tag === 'rua')!.value).toBe('mailto:r@example.com');
  });

  it('rejects bad domains, addresses and out-of-range values', async () => {
    expect(await runError(tool, { domain: 'localhost' }, 'INVALID_INPUT')).toMatch(/at least two labels/);
    expect(await runError(tool, { domain: 'exa mple.com' }, 'INVALID_INPUT')).toMatch(/a space/);
    expect(await runError(tool, { domain: 'example.com', rua: 'not-an-address' }, 'INVALID_INPUT')).toBe('rua: "not-an-address" is not an e-mail address (name@example.com).');
    expect(await runError(tool, { domain: 'example.com', ruf: 'a..b@example.com' }, 'INVALID_INPUT')).toMatch(/^ruf: .*malformed local part/);
    expect(await runError(tool, { domain: 'example.com', rua: 'a@192.0.2.1' }, 'INVALID_INPUT')).toMatch(/IP address/);
    await runError(tool, { domain: 'example.com', pct: 150 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { domain: 'example.com', fo: '2' }, 'CONSTRAINT_VIOLATION');
  });
});
