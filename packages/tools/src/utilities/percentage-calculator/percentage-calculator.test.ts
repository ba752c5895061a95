import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  exact: boolean;
  formula: string;
  summary: string;
  difference?: string;
  direction?: string;
}
const run = (mode: string, x: string, y: string, precision?: number) => runOk<Out>(tool, { mode, x, y, ...(precision === undefined ? {} : { precision }) });

describe('percentage-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { mode: 'percentOf', x: '', y: '5' }, 'MISSING_REQUIRED');
    await runError(tool, { mode: 'percentOf', x: '5' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample naming the character', async () => {
    const msg = await runError(tool, { x: UNICODE_SAMPLE, y: '1' }, 'INVALID_INPUT');
    expect(msg).toContain('"À" at position 1');
  });

  it('handles the largest allowed input exactly', async () => {
    const big = largestInput(tool, 'x', '9');
    const out = await run('percentOf', big, '100');
    expect(out.result).toBe(big);
    expect(out.exact).toBe(true);
  });

  it('computes X% of Y without float noise', async () => {
    expect(await run('percentOf', '15', '80')).toEqual({ result: '12', exact: true, formula: '15 / 100 × 80', summary: '15% of 80 is 12' });
    expect((await run('percentOf', '10', '0.3')).result).toBe('0.03'); // 0.1*0.3 = 0.030000000000000002 in floats
    expect((await run('percentOf', '7', '19.99')).result).toBe('1.3993');
    expect((await run('percentOf', '1e21', '2')).result).toBe('20000000000000000000');
    expect((await run('percentOf', '1,234.5', '10')).result).toBe('123.45');
  });

  it('computes what percent X is of Y with rounding', async () => {
    const out = await run('whatPercent', '1', '3');
    expect(out).toEqual({ result: '33.3333333333', exact: false, formula: '1 / 3 × 100', summary: '1 is ≈ 33.3333333333% of 3' });
    expect((await run('whatPercent', '2', '3', 2)).result).toBe('66.67');
    expect((await run('whatPercent', '2', '3', 0)).result).toBe('67');
    expect(await run('whatPercent', '12', '80')).toMatchObject({ result: '15', exact: true });
    expect((await run('whatPercent', '-1', '8', 1)).result).toBe('-12.5');
  });

  it('computes increases and decreases', async () => {
    expect(await run('change', '100', '75')).toEqual({
      result: '-25',
      exact: true,
      formula: '(75 − 100) / 100 × 100',
      summary: 'From 100 to 75 is a decrease of 25%',
      difference: '-25',
      direction: 'decrease',
    });
    expect(await run('change', '5', '5')).toMatchObject({ result: '0', direction: 'none', summary: 'From 5 to 5 is no change (0%)' });
    // from a negative value: relative to its magnitude
    expect(await run('change', '-50', '-25')).toMatchObject({ result: '50', direction: 'increase' });
    expect((await run('change', '0.1', '0.3')).result).toBe('200');
  });

  it('applies a percentage change', async () => {
    expect(await run('applyChange', '80', '15')).toEqual({ result: '92', exact: true, formula: '80 × (1 + 15 / 100)', summary: '80 + 15% is 92', difference: '12', direction: 'increase' });
    expect(await run('applyChange', '19.99', '-20')).toMatchObject({ result: '15.992', summary: '19.99 − 20% is 15.992', direction: 'decrease' });
    expect((await run('applyChange', '0.1', '200')).result).toBe('0.3');
  });

  it('reverses a percentage change', async () => {
    expect(await run('reverse', '119', '19')).toEqual({ result: '100', exact: true, formula: '119 / (1 + 19 / 100)', summary: '100 + 19% is 119' });
    expect(await run('reverse', '100', '15', 2)).toMatchObject({ result: '86.96', exact: false });
    expect((await run('reverse', '60', '-40')).result).toBe('100');
  });

  it('rejects division by zero with an explanation', async () => {
    expect(await runError(tool, { mode: 'whatPercent', x: '5', y: '0' }, 'INVALID_INPUT')).toContain('Y (the whole) is 0');
    expect(await runError(tool, { mode: 'change', x: '0.0', y: '5' }, 'INVALID_INPUT')).toContain('X (the old value) is 0');
    expect(await runError(tool, { mode: 'reverse', x: '5', y: '-100' }, 'INVALID_INPUT')).toContain('-100%');
  });

  it('rejects non-numbers precisely', async () => {
    expect(await runError(tool, { x: '15%', y: '80' }, 'INVALID_INPUT')).toContain('Leave out the % sign');
    expect(await runError(tool, { x: '1.2.3', y: '80' }, 'INVALID_INPUT')).toContain('not a number');
    expect(await runError(tool, { x: '1e5000', y: '80' }, 'INVALID_INPUT')).toContain('exponent');
    await runError(tool, { x: '1', y: '80', precision: 51 }, 'CONSTRAINT_VIOLATION');
  });

  it('agrees with float arithmetic where floats are exact enough', async () => {
    for (const [x, y] of [[3, 7], [12.5, 64], [99, 1234], [-8, 40]] as const) {
      const out = await run('whatPercent', String(x), String(y), 6);
      expect(Number(out.result)).toBeCloseTo((x / y) * 100, 5);
    }
  });
});
