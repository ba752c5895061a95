import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  output: string;
  pairCount: number;
}
const parse = async (query: string, options: Record<string, unknown> = {}) => JSON.parse((await runOk<Out>(tool, { query, ...options })).output) as unknown;
const stringify = async (json: unknown, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { mode: 'stringify', json, ...options })).output;

describe('query-string-to-json', () => {
  itReproducesItsExample(tool);

  it('accepts a bare query, a leading ?, a path or a full URL, ignoring the fragment', async () => {
    for (const q of ['a=1&b=2', '?a=1&b=2', '/p/x?a=1&b=2#frag', 'https://example.com:8080/x?a=1&b=2#f?c=3']) {
      expect(await parse(q)).toEqual({ a: '1', b: '2' });
    }
    expect(await parse('a=1&&b&c=')).toEqual({ a: '1', b: '', c: '' });
    expect(await parse('redirect=https://x.com/?y=1')).toEqual({ redirect: 'https://x.com/?y=1' });
  });

  it('makes arrays of repeated keys and builds nested bracket structures', async () => {
    expect(await parse('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    expect(await parse('a[]=1')).toEqual({ a: ['1'] });
    expect(await parse('a[b][c]=1&a[b][d]=2&a[e][]=x&a[e][]=y')).toEqual({ a: { b: { c: '1', d: '2' }, e: ['x', 'y'] } });
    expect(await parse('a[1]=b&a[0]=c')).toEqual({ a: ['c', 'b'] });
    expect(await parse('a[0][x]=1&a[1][x]=2')).toEqual({ a: [{ x: '1' }, { x: '2' }] });
    expect(await parse('a[0]=x&a[k]=y')).toEqual({ a: { 0: 'x', k: 'y' } });
    expect(await parse('a=1&a[b]=2')).toEqual({ a: ['1', { b: '2' }] });
    expect(await parse('[x]=1&a[b=2&a]=3')).toEqual({ '[x]': '1', 'a[b': '2', 'a]': '3' });
  });

  it('keeps keys literal when bracket notation is off', async () => {
    expect(await parse('a[b]=1&a[b]=2', { brackets: false })).toEqual({ 'a[b]': ['1', '2'] });
  });

  it('stops nesting at 20 levels and keeps the rest as one key', async () => {
    const key = `a${'[x]'.repeat(25)}`;
    let expected: unknown = { [`${'[x]'.repeat(5)}`]: 'v' };
    for (let i = 0; i < 20; i++) expected = { x: expected };
    expect(await parse(`${key}=v`)).toEqual({ a: expected });
  });

  it('stores __proto__, constructor and prototype as plain data without polluting prototypes', async () => {
    const out = (await runOk<Out>(tool, { query: '__proto__[polluted]=1&a[__proto__][x]=2&constructor[prototype][y]=3&b[]=z&b[__proto__]=q' })).output;
    expect(out).toContain('"__proto__": {\n    "polluted": "1"\n  }');
    const raw = JSON.parse(out, (_k, v: unknown) => v) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['__proto__', 'a', 'constructor', 'b']);
    expect(JSON.stringify(raw)).toBe('{"__proto__":{"polluted":"1"},"a":{"__proto__":{"x":"2"}},"constructor":{"prototype":{"y":"3"}},"b":{"0":"z","__proto__":"q"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('reads + as space only when asked, and decodes unicode', async () => {
    expect(await parse('q=a+b%20c%2B')).toEqual({ q: 'a b c+' });
    expect(await parse('q=a+b', { plusAsSpace: false })).toEqual({ q: 'a+b' });
    expect(await parse(`${encodeURIComponent(UNICODE_SAMPLE)}=${encodeURIComponent(UNICODE_SAMPLE)}&raw=${UNICODE_SAMPLE}`)).toEqual({ [UNICODE_SAMPLE]: UNICODE_SAMPLE, raw: UNICODE_SAMPLE });
  });

  it('agrees with URLSearchParams on flat queries', async () => {
    const q = 'a=1&b=x+y&c=%E2%82%AC&a=2&d=&e&f=%3D%26&g=a=b';
    const reference: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(q)) {
      const prev = reference[k];
      reference[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    expect(await parse(q)).toEqual(reference);
  });

  it('reports malformed percent-encoding with the pair and character', async () => {
    expect(await runError(tool, { query: 'a=1&b=50%&c=3' }, 'INVALID_INPUT')).toBe(
      'Malformed percent-encoding in pair 2 ("50%"): "%" at character 3 is not followed by two hex digits. Write a literal % as %25.',
    );
    expect(await runError(tool, { query: 'x=%E2%82' }, 'INVALID_INPUT')).toMatch(/pair 1 \("%E2%82"\): the percent-escapes are not valid UTF-8/);
  });

  it('stringifies with brackets, indices or repeated keys', async () => {
    const json = { user: { name: 'Ada L', 'a&b': 'x=y' }, tags: ['x', 'y'], n: 1, ok: true, none: null, list: [{ id: 1 }] };
    expect(await stringify(json)).toBe('user[name]=Ada+L&user[a%26b]=x%3Dy&tags[]=x&tags[]=y&n=1&ok=true&none=&list[0][id]=1');
    expect(await stringify(json, { arrayFormat: 'indices', plusAsSpace: false })).toBe(
      'user[name]=Ada%20L&user[a%26b]=x%3Dy&tags[0]=x&tags[1]=y&n=1&ok=true&none=&list[0][id]=1',
    );
    expect(await stringify({ a: ['1', '2'] }, { arrayFormat: 'repeat' })).toBe('a=1&a=2');
    expect(await stringify({ [UNICODE_SAMPLE]: UNICODE_SAMPLE })).toBe(`${encodeURIComponent(UNICODE_SAMPLE)}=${encodeURIComponent(UNICODE_SAMPLE)}`);
    expect(await stringify({ empty: [], o: {} })).toBe('');
  });

  it('round-trips stringify → parse', async () => {
    const json = { a: { b: { c: 'd e+f' } }, arr: ['1', '2'], objs: [{ x: '1' }, { x: '2' }], s: '%&=?#' };
    for (const arrayFormat of ['brackets', 'indices']) {
      const query = await stringify(json, { arrayFormat });
      expect(await parse(query)).toEqual(json);
    }
    expect((await runOk<Out>(tool, { mode: 'stringify', json: '{"a":1,"b":[1,2]}' })).pairCount).toBe(3);
  });

  it('rejects a non-object JSON in stringify mode and empty input', async () => {
    expect(await runError(tool, { mode: 'stringify', json: '[1,2]' }, 'INVALID_INPUT')).toMatch(/must be an object.*got an array/);
    await runError(tool, { query: '' }, 'MISSING_REQUIRED');
  });

  it('parses the largest allowed input', async () => {
    const query = largestInput(tool, 'query', 'k[]=v&');
    const out = await runOk<Out>(tool, { query });
    expect(out.pairCount).toBe(query.length / 6);
    expect((JSON.parse(out.output) as { k: string[] }).k.length).toBe(query.length / 6);
  });
});
