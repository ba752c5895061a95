import { describe, expect, it } from 'vitest';
import tool from './index.js';
import back from '../properties-to-json/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { properties: string; keys: number };
const conv = async (value: unknown, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { json: JSON.stringify(value), ...extra })).properties;

describe('json-to-properties', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('escapes as java.util.Properties#store does', async () => {
    expect(await conv({ 'key with spaces': 'v', 'a=b': 'x:y', hash: '#not comment', lead: '  spaces', nl: 'a\nb' })).toBe(
      'key\\ with\\ spaces=v\na\\=b=x:y\nhash=#not comment\nlead=\\  spaces\nnl=a\\nb\n',
    );
  });

  it('escapes by the chosen charset', async () => {
    expect(await conv({ k: `é${UNICODE_SAMPLE}` })).toBe('k=é\\u00c0\\ud83d\\ude00\\u4e2d\n'.replace('\\u00c0', 'À'));
    expect(await conv({ k: 'é中' }, { escape: 'ascii' })).toBe('k=\\u00e9\\u4e2d\n');
    expect(await conv({ k: 'é中' }, { escape: 'none' })).toBe('k=é中\n');
  });

  it('round-trips through properties-to-json (nested)', async () => {
    const value = { a: { b: 'x y', c: { d: 'é' } }, 'e f': '=' };
    const text = await conv(value, { arrays: 'dots' });
    const json = JSON.parse((await runOk<{ json: string }>(back, { properties: text })).json);
    expect(json).toEqual(value);
  });

  it('rejects non-objects', async () => {
    await runError(tool, { json: '[1,2]' }, 'INVALID_INPUT');
    await runError(tool, { json: '{"a":' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const body = largestInput(tool, 'json', 'x').slice(0, 999_980);
    const out = await runOk<Out>(tool, { json: `{"long":"${body}"}` });
    expect(out.properties.length).toBe(999_980 + 'long=\n'.length);
  });
});
