import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; summary: string; lookups: number; defaultResult: string; terms: Array<{ name: string; qualifier: string; value: string; lookups: number }>; issues: Array<{ severity: string; message: string }> };
const check = (record: string) => runOk<Out>(tool, { record });
const errors = (out: Out) => out.issues.filter((i) => i.severity === 'error').map((i) => i.message);

describe('spf-record-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { record: '' }, 'MISSING_REQUIRED');
  });

  it('reads the example records of RFC 7208 Appendix A', async () => {
    const cases: Array<[string, number]> = [
      ['v=spf1 a -all', 1], ['v=spf1 a:example.org -all', 1], ['v=spf1 mx -all', 1], ['v=spf1 mx:example.org -all', 1], ['v=spf1 mx mx:example.org -all', 2],
      ['v=spf1 mx/30 -all', 1], ['v=spf1 mx/30 mx:example.org/30 -all', 2], ['v=spf1 ip4:192.0.2.128/28 -all', 0], ['v=spf1 ptr -all', 1],
    ];
    for (const [record, lookups] of cases) {
      const out = await check(record);
      expect(out.valid, record).toBe(true);
      expect(out.lookups, record).toBe(lookups);
      expect(out.defaultResult).toBe('fail');
    }
    expect((await check('v=spf1 mx/30 mx:example.org/30 -all')).terms[1]).toMatchObject({ name: 'mx', value: 'example.org/30' });
    expect(errors(await check('v=spf1 +all'))).toEqual(['+all lets every server on the internet send mail as this domain.']);
  });

  it('counts lookups, joins quoted strings and follows redirect', async () => {
    const many = `v=spf1 ${Array.from({ length: 11 }, (_, i) => `include:s${i}.example.com`).join(' ')} -all`;
    expect(errors(await check(many))).toEqual(['11 DNS lookups: more than 10 makes receivers return permerror (flatten includes or use ip4/ip6).']);
    const split = await check('"v=spf1 ip4:192.0.2.0/24 " "include:_spf.example.com ~all"');
    expect(split.terms.map((t) => t.name)).toEqual(['ip4', 'include', 'all']);
    const redirect = await check('v=spf1 redirect=_spf.example.com');
    expect(redirect).toMatchObject({ valid: true, lookups: 1, defaultResult: 'from _spf.example.com' });
    expect((await check('v=spf1 ip6:2001:db8::/32 ~all')).terms[0]).toMatchObject({ name: 'ip6', value: '2001:db8::/32' });
  });

  it('reports syntax and policy problems', async () => {
    expect(errors(await check('spf1 -all'))[0]).toMatch(/starts with "v=spf1"/);
    expect(errors(await check('v=spf1 ip4:192.0.2.300 -all'))[0]).toMatch(/300 is more than 255/);
    expect(errors(await check('v=spf1 ip4:2001:db8::1 -all'))[0]).toMatch(/holds an IPv6 address; use ip6/);
    expect(errors(await check('v=spf1 ip4:192.0.2.1/24 -all'))[0]).toMatch(/host bits set/);
    expect(errors(await check(`v=spf1 include:${UNICODE_SAMPLE} -all`))[0]).toMatch(/is not a domain/);
    expect(errors(await check('v=spf1 foo -all'))[0]).toMatch(/"foo" is not an SPF mechanism/);
    expect(errors(await check('v=spf1 redirect=a.example redirect=b.example'))[0]).toMatch(/appears twice/);
    const after = await check('v=spf1 -all ip4:192.0.2.1');
    expect(after.issues.map((i) => i.message)).toContain('"ip4:192.0.2.1" comes after all and is never evaluated.');
    expect((await check('v=spf1 mx')).issues[0]!.message).toMatch(/No all mechanism/);
    expect((await check('v=spf1 mx')).summary).toBe('Valid SPF: 1 mechanism, 1 DNS lookup, other servers neutral');
  });

  it('handles the largest allowed input', async () => {
    const record = `v=spf1 ${Array.from({ length: 200 }, (_, i) => `ip4:10.${i}.0.0/16`).join(' ')} -all`;
    const out = await check(record.slice(0, 4096));
    expect(out.lookups).toBe(0);
    expect(out.issues.map((i) => i.severity)).toContain('warning');
  });
});
