import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  ratio: string;
  ratioWidth: string;
  ratioHeight: string;
  decimal: number;
  decimalRatio: string;
  orientation: string;
  nearest: { ratio: string; name: string; decimal: number; exact: boolean; differencePercent: number };
  scaled?: { width: number; height: number; exact: boolean };
}
const run = (dimensions: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { dimensions, ...extra });

describe('aspect-ratio-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { dimensions: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample naming the character', async () => {
    expect(await runError(tool, { dimensions: UNICODE_SAMPLE }, 'INVALID_INPUT')).toContain('unexpected "À" at position 1');
  });

  it('handles the largest allowed input exactly', async () => {
    const half = largestInput(tool, 'dimensions', '9').slice(0, 49);
    const out = await run(`${half}x${half}0`); // 10^49-1 : (10^49-1)·10 = 1:10
    expect(out.ratio).toBe('1:10');
    expect(out.orientation).toBe('portrait');
    expect((await run(`${'7'.repeat(50)}x${'3'.repeat(49)}`)).ratio).toBe(`${'7'.repeat(50)}:${'3'.repeat(49)}`); // 7·R50 and 3·R49 are coprime
    expect((await run(`${'6'.repeat(50)}x${'3'.repeat(49)}`)).ratio).toBe(`${'2'.repeat(50)}:${'1'.repeat(49)}`); // gcd(6·R50, 3·R49) = 3
  });

  it('simplifies with the exact GCD', async () => {
    expect(await run('1366x768')).toMatchObject({ ratio: '683:384', ratioWidth: '683', ratioHeight: '384', decimal: 1.778646, decimalRatio: '1.7786:1' });
    expect((await run('1366x768')).nearest).toEqual({ ratio: '16:9', name: 'HD video, most monitors and TVs', decimal: 1.7778, exact: false, differencePercent: 0.05 });
    expect((await run('1920×1200')).ratio).toBe('8:5');
    expect((await run('1920 by 1080')).ratio).toBe('16:9');
    expect((await run('1080 1080')).orientation).toBe('square');
    expect((await run('2.39:1')).ratio).toBe('239:100');
    expect((await run('1.85')).ratio).toBe('37:20');
    expect((await run('0.1:0.3')).ratio).toBe('1:3');
    expect((await run('21:9')).ratio).toBe('7:3');
  });

  it('finds the nearest common ratio', async () => {
    expect((await run('2560x1080')).nearest).toMatchObject({ ratio: '64:27', exact: true });
    expect((await run('3440x1440')).nearest).toMatchObject({ ratio: '2.39:1', exact: false, differencePercent: -0.05 });
    expect((await run('1080x1920')).nearest).toMatchObject({ ratio: '9:16', exact: true });
    expect((await run('1024x768')).nearest).toMatchObject({ ratio: '4:3', exact: true });
    expect((await run('6000x4000')).nearest).toMatchObject({ ratio: '3:2', exact: true });
    expect((await run('1080x1350')).nearest).toMatchObject({ ratio: '4:5', exact: true });
  });

  it('scales to a target width or height with each rounding', async () => {
    expect((await run('16:9', { targetWidth: 1000 })).scaled).toEqual({ width: 1000, height: 563, exact: false });
    expect((await run('16:9', { targetWidth: 1000, rounding: 'floor' })).scaled).toEqual({ width: 1000, height: 562, exact: false });
    expect((await run('16:9', { targetWidth: 1000, rounding: 'ceil' })).scaled).toEqual({ width: 1000, height: 563, exact: false });
    expect((await run('16:9', { targetWidth: 1000, rounding: 'none' })).scaled).toEqual({ width: 1000, height: 562.5, exact: true });
    expect((await run('2.39:1', { targetHeight: 1080, rounding: 'even' })).scaled).toEqual({ width: 2582, height: 1080, exact: false });
    expect((await run('4:3', { targetHeight: 600 })).scaled).toEqual({ width: 800, height: 600, exact: true });
    expect((await run('1:3', { targetWidth: 1, rounding: 'none' })).scaled).toEqual({ width: 1, height: 3, exact: true });
    expect((await run('3:1', { targetWidth: 1, rounding: 'none' })).scaled).toEqual({ width: 1, height: 0.333333, exact: false });
  });

  it('fits inside a box when both targets are given', async () => {
    expect((await run('1920x1080', { targetWidth: 1000, targetHeight: 1000 })).scaled).toEqual({ width: 1000, height: 563, exact: false });
    expect((await run('1080x1920', { targetWidth: 1000, targetHeight: 1000 })).scaled).toEqual({ width: 563, height: 1000, exact: false });
    expect((await run('4:3', { targetWidth: 1920, targetHeight: 1080 })).scaled).toEqual({ width: 1440, height: 1080, exact: true });
    // rounding up never leaves the box
    expect((await run('16:9', { targetWidth: 1000, targetHeight: 562.5, rounding: 'ceil' })).scaled).toEqual({ width: 1000, height: 562.5, exact: true });
  });

  it('agrees with float division for random sizes', async () => {
    let x = 7;
    for (let i = 0; i < 30; i++) {
      x = (x * 48271) % 2147483647;
      const w = 1 + (x % 5000);
      x = (x * 48271) % 2147483647;
      const h = 1 + (x % 5000);
      const out = await run(`${w}x${h}`);
      const [a, b] = out.ratio.split(':').map(Number) as [number, number];
      expect(a / b).toBeCloseTo(w / h, 12);
      expect(w % a === 0 && h % b === 0 && w / a === h / b).toBe(true);
      expect(out.decimal).toBe(Number((w / h).toFixed(6)));
    }
  });

  it('rejects bad sizes', async () => {
    expect(await runError(tool, { dimensions: '1920x0' }, 'INVALID_INPUT')).toBe('The height 0 must be greater than 0.');
    expect(await runError(tool, { dimensions: '-16:9' }, 'INVALID_INPUT')).toBe('The width -16 must be greater than 0.');
    expect(await runError(tool, { dimensions: '1x2x3' }, 'INVALID_INPUT')).toContain('is not a size or ratio');
    expect(await runError(tool, { dimensions: '16:9px' }, 'INVALID_INPUT')).toContain('unexpected "p" at position 2');
    await runError(tool, { dimensions: '16:9', targetWidth: 0 }, 'CONSTRAINT_VIOLATION');
    // exact arithmetic reads them, but no JSON number holds their ratio (the decimal used to be Infinity or 0)
    for (const dimensions of ['1e309', '1e309x1080', '1920x1e309', '1e300:1e-300', '1x1e-400'])
      expect(await runError(tool, { dimensions }, 'INVALID_INPUT'), dimensions).toMatch(/beyond what a decimal number can express/);
    expect(await runError(tool, { dimensions: '9e299x1', targetHeight: 1e9 }, 'INVALID_INPUT')).toMatch(/scaled size/);
  });
});
