import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string };
const unflat = async (value: unknown, extra: Record<string, unknown> = {}) => JSON.parse((await runOk<Out>(tool, { json: JSON.stringify(value), indent: '0', ...extra })).result);

describe('json-unflatten', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('nests keys, makes arrays from numeric parts unless told not to', async () => {
    expect(await unflat({ 'a.0': 'x', 'a.1': UNICODE_SAMPLE })).toEqual({ a: ['x', UNICODE_SAMPLE] });
    expect(await unflat({ 'a.0': 'x' }, { objectsOnly: true })).toEqual({ a: { 0: 'x' } });
    expect(await unflat({ a__b: 1 }, { delimiter: '__' })).toEqual({ a: { b: 1 } });
  });

  it('reports conflicts unless overwrite is on', async () => {
    expect(await runError(tool, { json: '{"a":1,"a.b":2}' }, 'INVALID_INPUT')).toBe('Keys "a" and "a.b" conflict: the first holds a value, the second needs an object there. Remove one, or turn on overwrite.');
    expect(await unflat({ a: 1, 'a.b': 2 }, { overwrite: true })).toEqual({ a: { b: 2 } });
  });

  it('refuses prototype keys and non-objects', async () => {
    await runError(tool, { json: '{"__proto__.polluted":1}' }, 'INVALID_INPUT');
    await runError(tool, { json: '{"a.constructor.prototype.x":1}' }, 'INVALID_INPUT');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await runError(tool, { json: '[1]' }, 'INVALID_INPUT')).toMatch(/must be a JSON object/);
  });

  it('handles the largest allowed input', async () => {
    let json = '{';
    let i = 0;
    while (i < 20_000) json += `"k${i}.v":${i++},`;
    json += `"end":"${'x'.repeat(largestInput(tool, 'json').length - json.length - 9)}"}`;
    expect(json.length).toBe(1_000_000);
    const out = await unflat(JSON.parse(json));
    expect(Object.keys(out)).toHaveLength(i + 1);
    expect(out.k7).toEqual({ v: 7 });
  });
});
