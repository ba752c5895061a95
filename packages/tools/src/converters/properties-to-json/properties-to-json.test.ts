import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { json: string; keys: number; duplicates: string[] };
const conv = async (properties: string, nested = false) => JSON.parse((await runOk<Out>(tool, { properties, nested })).json);

describe('properties-to-json', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { properties: '' }, 'MISSING_REQUIRED');
  });

  it('reads the java.util.Properties#load examples', async () => {
    // the Javadoc's examples: each of these gives key "Truth" the value "Beauty"
    for (const line of ['Truth = Beauty', '  Truth:Beauty', 'Truth                    :Beauty', 'Truth Beauty'])
      expect(await conv(line), line).toEqual({ Truth: 'Beauty' });
    // continuation lines, and a key without value
    expect(await conv('fruits                           apple, banana, pear, \\\n                                  cantaloupe, watermelon, \\\n                                  kiwi, mango\ncheeses\n')).toEqual({
      fruits: 'apple, banana, pear, cantaloupe, watermelon, kiwi, mango',
      cheeses: '',
    });
    expect(await conv('key\\ with\\ spaces = v\\tx\n# comment\n! other comment\nu=\\u4e2d')).toEqual({ 'key with spaces': 'v\tx', u: '中' });
  });

  it('nests on dots and reports duplicates', async () => {
    expect(await conv('a=1\na.b=2\na.c=3', true)).toEqual({ a: { '': '1', b: '2', c: '3' } });
    const out = await runOk<Out>(tool, { properties: 'x=1\nx=2' });
    expect(JSON.parse(out.json)).toEqual({ x: '2' });
    expect(out.duplicates).toEqual(['x']);
  });

  it('keeps unicode text as is', async () => {
    expect(await conv(`k=${UNICODE_SAMPLE}`)).toEqual({ k: UNICODE_SAMPLE });
  });

  it('never fails on odd text: a lone line is a key (the Properties rule); size limit applies', async () => {
    expect(await conv('just some words')).toEqual({ just: 'some words' });
    await runError(tool, { properties: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const properties = largestInput(tool, 'properties', 'app.key=value\n');
    const out = await runOk<Out>(tool, { properties, indent: '0' });
    expect(out.keys).toBe(1);
    expect(out.duplicates).toEqual(['app.key']);
  });
});
