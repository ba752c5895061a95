import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { svg: string; width: number; height: number; type: string };

/** The bar pattern of a linear SVG: bar x positions and widths from its stroke paths. */
function bars(svg: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) for (const x of m[2]!.matchAll(/M([\d.]+) /g)) out.push([Number(x[1]), Number(m[1])]);
  return out.sort((a, b) => a[0] - b[0]);
}

describe('barcode-generator', () => {
  itReproducesItsExample(tool);

  it('draws the Code 39 pattern of the specification', async () => {
    // Code 39 "*" start/stop is n-w-n-n-w-n-w-n-n (b s b s b s b s b): bars narrow, narrow(after wide space), wide, wide, narrow
    const out = await runOk<Out>(tool, { text: 'A', type: 'code39', includeText: false, scale: 1 });
    const widths = bars(out.svg).map(([, w]) => w);
    expect(widths.slice(0, 5)).toEqual([1, 1, 3, 3, 1]); // "*"
    expect(widths.slice(5, 10)).toEqual([3, 1, 1, 1, 3]); // "A" = w n n n w (bars)
  });

  it('computes and verifies EAN-13 check digits', async () => {
    const twelve = await runOk<Out>(tool, { text: '590123412345', type: 'ean13' });
    const thirteen = await runOk<Out>(tool, { text: '5901234123457', type: 'ean13' });
    expect(twelve.svg).toBe(thirteen.svg);
    expect(await runError(tool, { text: '5901234123458', type: 'ean13' }, 'INVALID_INPUT')).toMatch(/check digit/i);
    expect(await runError(tool, { text: '12345', type: 'ean13' }, 'INVALID_INPUT')).toMatch(/12 or 13 digits/);
  });

  it('makes 2D symbols, rotates and colours them', async () => {
    const dm = await runOk<Out>(tool, { text: UNICODE_SAMPLE, type: 'datamatrix', scale: 3 });
    expect(dm.width).toBe(dm.height);
    const rotated = await runOk<Out>(tool, { text: 'ABC', type: 'code128', rotate: 'R', includeText: false });
    const plain = await runOk<Out>(tool, { text: 'ABC', type: 'code128', includeText: false });
    expect([rotated.width, rotated.height]).toEqual([plain.height, plain.width]);
    expect((await runOk<Out>(tool, { text: 'ABC', color: '#ff0000', background: '#ffffff00' })).svg).not.toContain('<rect');
    expect(largestInput(tool, 'text', 'A').length).toBe(2000);
    expect((await runOk<Out>(tool, { text: 'A'.repeat(1000), type: 'pdf417' })).height).toBeGreaterThan(50);
  });

  it('rejects data the symbology cannot hold', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { text: 'abc', type: 'upca' }, 'INVALID_INPUT')).toMatch(/upca/);
  });
});
