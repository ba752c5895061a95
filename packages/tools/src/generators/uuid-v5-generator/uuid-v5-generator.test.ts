import { describe, expect, it } from 'vitest';
import { v3, v5, validate, version as uuidVersion } from 'uuid';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { uuid: string; version: number; namespace: string; count: number; results: { name: string; uuid: string }[] };
const gen = (name: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { name, ...extra });

describe('uuid-v5-generator', () => {
  itReproducesItsExample(tool);

  it('treats an empty name as missing', async () => {
    await runError(tool, { name: '' }, 'MISSING_REQUIRED');
  });

  it('RFC 9562 Appendix A examples (v3 and v5, DNS namespace)', async () => {
    expect((await gen('www.example.com')).uuid).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect((await gen('www.example.com', { version: 'v3' })).uuid).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
  });

  it('predefined namespaces agree with the uuid package', async () => {
    const ns = { dns: v5.DNS, url: v5.URL, oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8', x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8' };
    for (const [key, uuid] of Object.entries(ns)) {
      const r = await gen('https://example.com/a?b=c', { namespace: key });
      expect(r.namespace).toBe(uuid);
      expect(r.uuid).toBe(v5('https://example.com/a?b=c', uuid));
      expect((await gen('x', { namespace: key, version: 'v3' })).uuid).toBe(v3('x', uuid));
    }
    expect(await gen('python.org', { namespace: 'url' }).then((r) => r.uuid)).toBe(v5('python.org', v5.URL));
  });

  it('custom namespaces in several notations', async () => {
    const ns = '1b671a64-40d5-491e-99b0-da01ff1f3341';
    const expected = v5('hello', ns);
    for (const form of [ns, ns.toUpperCase(), `{${ns}}`, `urn:uuid:${ns}`, ns.replace(/-/g, '')]) {
      const r = await gen('hello', { namespace: 'custom', customNamespace: form });
      expect(r.uuid).toBe(expected);
      expect(r.namespace).toBe(ns);
    }
  });

  it('requires and checks the custom namespace', async () => {
    await runError(tool, { name: 'x', namespace: 'custom' }, 'MISSING_REQUIRED');
    const msg = await runError(tool, { name: 'x', namespace: 'custom', customNamespace: '1b671a64-40d5-491e-99b0-da01ff1f334g' }, 'INVALID_INPUT');
    expect(msg).toContain('"g" at position 36');
    const msg2 = await runError(tool, { name: 'x', namespace: 'custom', customNamespace: '1b671a64-40d5-491e-99b0' }, 'INVALID_INPUT');
    expect(msg2).toContain('have 8-4-4-4 hex digits instead of 8-4-4-4-12');
  });

  it('batch mode: one name per line, empty lines skipped, order kept', async () => {
    const r = await gen('a\r\nb\n\nc\n', { batch: true, uppercase: true });
    expect(r.count).toBe(3);
    expect(r.results.map((x) => x.name)).toEqual(['a', 'b', 'c']);
    expect(r.uuid).toBe(['a', 'b', 'c'].map((n) => v5(n, v5.DNS).toUpperCase()).join('\n'));
    await runError(tool, { name: '\n\n', batch: true }, 'INVALID_INPUT');
    // without batch the newline is part of the name
    expect((await gen('a\nb')).uuid).toBe(v5('a\nb', v5.DNS));
  });

  it('hashes unicode names as UTF-8', async () => {
    const r = await gen(UNICODE_SAMPLE);
    expect(r.uuid).toBe(v5(UNICODE_SAMPLE, v5.DNS));
    expect(r.uuid).toBe(v5(new TextEncoder().encode(UNICODE_SAMPLE), v5.DNS));
    expect(validate(r.uuid) && uuidVersion(r.uuid)).toBe(5);
  });

  it('handles the largest allowed input, single and batch', async () => {
    const name = largestInput(tool, 'name');
    expect((await gen(name)).uuid).toBe(v5(name, v5.DNS));
    const lines = largestInput(tool, 'name', 'abcdefghi\n');
    const r = await gen(lines, { batch: true });
    expect(r.count).toBe(100_000);
    expect(new Set(r.results.map((x) => x.uuid)).size).toBe(1);
    const tooMany = await runError(tool, { name: 'a\n'.repeat(100_001), batch: true }, 'INVALID_INPUT');
    expect(tooMany).toContain('at most 100,000 names; the input has 100,001');
  });
});
