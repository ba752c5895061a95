import { parse } from 'ini';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { ini: string };
const conv = async (value: unknown, spaces = true) => (await runOk<Out>(tool, { json: JSON.stringify(value), spaces })).ini;

describe('json-to-ini', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('round-trips through the ini parser, tricky values included', async () => {
    const value = { a: 'x = y', b: '; not a comment', c: '"quoted"', d: `${UNICODE_SAMPLE}`, s: { t: ' padded ', u: { v: '[x]' } } };
    expect(parse(await conv(value))).toEqual(value);
  });

  it('writes without spaces on request', async () => {
    expect(await conv({ a: 1, s: { b: true } }, false)).toBe('a=1\n\n[s]\nb=true\n');
  });

  it('rejects what INI cannot express', async () => {
    expect(await runError(tool, { json: '{"list":[{"a":1}]}' }, 'INVALID_INPUT')).toMatch(/^list\[0\] is an object or array inside an array/);
    await runError(tool, { json: '[1]' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const body = largestInput(tool, 'json', 'x').slice(0, 999_980);
    expect(await conv({ long: body })).toBe(`long = ${body}\n`);
  });
});
