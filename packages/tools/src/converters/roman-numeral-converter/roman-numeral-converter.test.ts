import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  roman: string;
  value: number;
  canonical: boolean;
  breakdown: string;
}
const run = (value: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { value, ...options });

/** Independent reference: greedy encoding over the value table. */
function reference(n: number): string {
  const table: Array<[number, string]> = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of table) while (n >= v) { out += s; n -= v; }
  return out;
}

describe('roman-numeral-converter', () => {
  itReproducesItsExample(tool);

  it('encodes and decodes every number from 1 to 3999 like a reference, and matches the canonical grammar', async () => {
    const grammar = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
    for (let n = 1; n <= 3999; n++) {
      const enc = await run(String(n));
      expect(enc.roman).toBe(reference(n));
      expect(grammar.test(enc.roman)).toBe(true);
      if (n % 7 === 0 || n > 3990) expect((await run(enc.roman)).value).toBe(n);
    }
  }, 20_000);

  it('gives known values and a breakdown', async () => {
    expect(await run('3999')).toEqual({ roman: 'MMMCMXCIX', value: 3999, canonical: true, breakdown: 'MMM (3000) + CM (900) + XC (90) + IX (9)' });
    expect(await run('mmxxiv')).toEqual({ roman: 'MMXXIV', value: 2024, canonical: true, breakdown: 'MM (2000) + XX (20) + IV (4)' });
    expect(await run('  XLII  ')).toMatchObject({ value: 42 });
    expect(await run('+7')).toMatchObject({ roman: 'VII' });
  });

  it('rejects non-canonical numerals with the reason in strict mode', async () => {
    expect(await runError(tool, { value: 'IIII' }, 'INVALID_INPUT')).toBe(
      '"IIII" is not a canonical Roman numeral: "IIII" repeats I four times (at most three in a row). The canonical numeral for 4 is IV; turn on lenient decoding to accept it anyway.',
    );
    expect(await runError(tool, { value: 'IC' }, 'INVALID_INPUT')).toMatch(/"IC" subtracts I from C, but I may only be subtracted from V and X\. The canonical numeral for 99 is XCIX/);
    expect(await runError(tool, { value: 'VX' }, 'INVALID_INPUT')).toMatch(/V, L and D are never subtracted/);
    expect(await runError(tool, { value: 'VV' }, 'INVALID_INPUT')).toMatch(/V may not be repeated \("VV"\)\. The canonical numeral for 10 is X/);
    expect(await runError(tool, { value: 'IIX' }, 'INVALID_INPUT')).toMatch(/subtracts more than one I/);
    expect(await runError(tool, { value: 'MCMC' }, 'INVALID_INPUT')).toMatch(/not in descending place-value order\. The canonical numeral for 2000 is MM/);
  });

  it('accepts non-canonical numerals in lenient mode and flags them', async () => {
    expect(await run('IIII', { lenient: true })).toEqual({ roman: 'IV', value: 4, canonical: false, breakdown: 'IV (4)' });
    expect(await run('IC', { lenient: true })).toMatchObject({ roman: 'XCIX', value: 99, canonical: false });
    expect(await run('MDCCCCX', { lenient: true })).toMatchObject({ roman: 'MCMX', value: 1910 });
    expect(await run('XIV', { lenient: true })).toMatchObject({ canonical: true });
  });

  it('rejects out-of-range numbers, zero, decimals and bad characters', async () => {
    expect(await runError(tool, { value: '4000' }, 'INVALID_INPUT')).toBe('4000 is out of range: Roman numerals go from 1 to 3999 (the vinculum extension for larger numbers is not supported).');
    expect(await runError(tool, { value: '0' }, 'INVALID_INPUT')).toMatch(/no Roman numeral for zero/);
    expect(await runError(tool, { value: '-5' }, 'INVALID_INPUT')).toMatch(/-5 is out of range/);
    expect(await runError(tool, { value: '3.5' }, 'INVALID_INPUT')).toMatch(/not a whole number/);
    expect(await runError(tool, { value: 'MMMM' }, 'INVALID_INPUT')).toMatch(/repeats M four times.*4000|adds up to 4000/);
    expect(await runError(tool, { value: 'MMMM', lenient: true }, 'INVALID_INPUT')).toMatch(/adds up to 4000, outside 1 to 3999/);
    expect(await runError(tool, { value: 'XIZ' }, 'INVALID_INPUT')).toBe('Invalid character "Z" at position 3: Roman numerals use only I, V, X, L, C, D and M.');
    expect(await runError(tool, { value: '   ' }, 'INVALID_INPUT')).toMatch(/only whitespace/);
  });

  it('honours a forced direction', async () => {
    expect(await runError(tool, { value: 'XII', direction: 'toRoman' }, 'INVALID_INPUT')).toMatch(/not a whole number/);
    expect(await runError(tool, { value: '12', direction: 'fromRoman' }, 'INVALID_INPUT')).toMatch(/Invalid character "1" at position 1/);
    expect(await run('12', { direction: 'toRoman' })).toMatchObject({ roman: 'XII' });
  });

  it('reports a unicode character whole, treats empty as missing, and handles the largest input', async () => {
    expect(await runError(tool, { value: `X${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toBe('Invalid character "À" at position 2: Roman numerals use only I, V, X, L, C, D and M.');
    expect(await runError(tool, { value: '😀' }, 'INVALID_INPUT')).toMatch(/Invalid character "😀" at position 1/);
    expect(await runError(tool, { value: 'X😀ß' }, 'INVALID_INPUT')).toMatch(/Invalid character "😀" at position 2/);
    expect(await runError(tool, { value: 'Xß' }, 'INVALID_INPUT')).toMatch(/Invalid character "ß" at position 2/);
    expect(await runError(tool, { value: 'XI😀Z' }, 'INVALID_INPUT')).toMatch(/"😀" at position 3/);
    await runError(tool, { value: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { value: largestInput(tool, 'value', 'I') }, 'INVALID_INPUT')).toMatch(/repeats I four times/);
    await runError(tool, { value: 'I'.repeat(101) }, 'CONSTRAINT_VIOLATION');
  });
});
