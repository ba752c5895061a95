import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { ico: string; sizes: number[]; appleTouchIcon: string | null; icon512: string | null; html: string };

/** The ICO directory read straight from the format: [width, height, PNG bytes] per entry. */
function entries(base64: string): Array<[number, number, Buffer]> {
  const b = Buffer.from(base64, 'base64');
  expect([b.readUInt16LE(0), b.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: b.readUInt16LE(4) }, (_, i) => {
    const e = 6 + 16 * i;
    return [b[e] || 256, b[e + 1] || 256, b.subarray(b.readUInt32LE(e + 12), b.readUInt32LE(e + 12) + b.readUInt32LE(e + 8))];
  });
}

describe('favicon-generator', () => {
  itReproducesItsExample(tool);

  it('writes an ICO whose PNG entries pngjs reads at each size', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(300, 300, false))), sizes: '48, 16,32,256' });
    expect(out.sizes).toEqual([16, 32, 48, 256]);
    const list = entries(out.ico);
    expect(list.map(([w, h]) => [w, h])).toEqual([[16, 16], [32, 32], [48, 48], [256, 256]]);
    for (const [w, , png] of list) expect(readPng(png.toString('base64')).width).toBe(w);
  });

  it('pads or crops non-square images and makes the extra icons', async () => {
    const wide = dataUrl(pngOf(gradient(200, 100, false)));
    const padded = readPng(entries((await runOk<Out>(tool, { image: wide, sizes: '32' })).ico)[0]![2].toString('base64'));
    expect(pixel(padded, 16, 1)[3]).toBe(0);
    const cropped = readPng(entries((await runOk<Out>(tool, { image: wide, sizes: '32', fit: 'cover' })).ico)[0]![2].toString('base64'));
    expect(pixel(cropped, 16, 1)[3]).toBe(255);
    const extras = await runOk<Out>(tool, { image: wide, extras: true });
    expect(readPng(extras.icon512!).width).toBe(512);
    expect(readPng(extras.appleTouchIcon!).width).toBe(180);
    expect(extras.html).toContain('apple-touch-icon');
  });

  it('rejects sizes an ICO cannot hold', async () => {
    expect(await runError(tool, { image: dataUrl(pngOf(gradient(8, 8))), sizes: '16,300' }, 'INVALID_INPUT')).toMatch(/300/);
    await runError(tool, { image: dataUrl(pngOf(gradient(8, 8))), sizes: 'big' }, 'CONSTRAINT_VIOLATION');
  });
});
