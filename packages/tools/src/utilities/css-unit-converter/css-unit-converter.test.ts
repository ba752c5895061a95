import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Out = { px: string; results: Array<{ unit: string; value: string; css: string; exact: boolean }> };
const get = (data: Out, unit: string) => data.results.find((r) => r.unit === unit)!.value;

/** Independent float reference: pixels per unit as written in CSS Values 4. */
const PX: Record<string, number> = { px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, Q: 96 / 101.6, pt: 96 / 72, pc: 16 };

describe('css-unit-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty value as missing', async () => {
    await runError(tool, { value: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample', async () => {
    expect(await runError(tool, { value: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe('"À😀中" is not a CSS length: write a number followed by a unit, e.g. 24px, 1.5rem, 50vw.');
    expect(await runError(tool, { value: `1${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/not a CSS length/);
  });

  it('handles the largest allowed input (50 digits) exactly', async () => {
    const value = largestInput(tool, 'value', '9');
    const data = await runOk<Out>(tool, { value });
    expect(data.px).toBe(value);
    expect(get(data, 'pc')).toBe((BigInt(value) / 16n).toString() + '.9375');
  });

  it('uses the exact CSS absolute ratios (96px = 1in = 2.54cm = 72pt = 6pc = 101.6Q)', async () => {
    const data = await runOk<Out>(tool, { value: '1in' });
    expect(data.results.filter((r) => ['px', 'cm', 'mm', 'Q', 'pt', 'pc', 'in'].includes(r.unit)).map((r) => [r.unit, r.value, r.exact])).toEqual([
      ['px', '96', true], ['pt', '72', true], ['pc', '6', true], ['in', '1', true], ['cm', '2.54', true], ['mm', '25.4', true], ['Q', '101.6', true],
    ]);
    expect((await runOk<Out>(tool, { value: '1cm', decimals: 10 })).px).toBe('37.7952755906');
    expect((await runOk<Out>(tool, { value: '4Q' })).px).toBe('3.779528');
  });

  it('agrees with a float computation for random lengths and units (differential)', async () => {
    const units = Object.keys(PX);
    for (let i = 0; i < 100; i++) {
      const from = units[i % units.length]!;
      const v = Math.round(random() * 100000) / 100;
      const data = await runOk<Out>(tool, { value: `${v}${from}`, decimals: 10 });
      for (const to of units) expect(Number(get(data, to)), `${v}${from}→${to}`).toBeCloseTo((v * PX[from]!) / PX[to]!, 7);
    }
  });

  it('uses the font sizes and viewport it is given', async () => {
    const data = await runOk<Out>(tool, { value: '1.5rem', rootFontSize: 10, parentFontSize: 20, viewportWidth: 375, viewportHeight: 812 });
    expect(data.px).toBe('15');
    expect([get(data, 'em'), get(data, '%'), get(data, 'vw'), get(data, 'vh'), get(data, 'vmin'), get(data, 'vmax')]).toEqual(['0.75', '75', '4', '1.8473', '4', '1.8473']);
    expect((await runOk<Out>(tool, { value: '50vw' })).px).toBe('960');
    expect((await runOk<Out>(tool, { value: '100vmin' })).px).toBe('1080');
    expect((await runOk<Out>(tool, { value: '150%', parentFontSize: 12 })).px).toBe('18');
  });

  it('reads units case-insensitively, bare numbers as px, and negative lengths', async () => {
    expect((await runOk<Out>(tool, { value: '2REM' })).px).toBe('32');
    expect((await runOk<Out>(tool, { value: '8q' })).px).toBe('7.559055');
    expect((await runOk<Out>(tool, { value: '32' })).results[1]!.css).toBe('2rem');
    expect((await runOk<Out>(tool, { value: '-12pt' })).px).toBe('-16');
    expect((await runOk<Out>(tool, { value: '.5 in' })).px).toBe('48');
  });

  it('rejects unknown units and malformed numbers', async () => {
    expect(await runError(tool, { value: '10ch' }, 'INVALID_INPUT')).toBe('Unknown CSS unit "ch": use px, rem, em, %, pt, pc, in, cm, mm, Q, vw, vh, vmin, vmax.');
    expect(await runError(tool, { value: '1.2.3px' }, 'INVALID_INPUT')).toMatch(/not a CSS length/);
    await runError(tool, { value: '1px', rootFontSize: 0 }, 'CONSTRAINT_VIOLATION');
  });
});
