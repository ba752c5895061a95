import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pngOf, tinyBmp } from '../../_test/images.js';

type Out = { pdf: string; pageCount: number; pages: { format: string; embedded: string }[] };
const sizes = async (base64: string) => (await PDFDocument.load(Buffer.from(base64, 'base64'))).getPages().map((p) => Object.values(p.getSize()).map(Math.round));

describe('images-to-pdf', () => {
  itReproducesItsExample(tool);

  it('makes one page per image, JPEG and PNG embedded as they are', async () => {
    const jpg = jpeg.encode({ width: 120, height: 80, data: Buffer.from(gradient(120, 80, false).data) }, 90).data;
    const out = await runOk<Out>(tool, { image1: dataUrl(jpg, 'image/jpeg'), image2: dataUrl(pngOf(gradient(50, 100))), image3: dataUrl(tinyBmp(), 'image/bmp') });
    expect(out.pageCount).toBe(3);
    expect(out.pages.map((p) => [p.format, p.embedded])).toEqual([['jpeg', 'as is'], ['png', 'as is'], ['bmp', 'converted to PNG']]);
    expect(await sizes(out.pdf)).toEqual([[120, 80], [50, 100], [2, 2]]);
    // the JPEG's bytes are inside the PDF unchanged
    expect(Buffer.from(out.pdf, 'base64').includes(Buffer.from(jpg))).toBe(true);
  });

  it('lays images on A4 or Letter with orientation', async () => {
    const wide = dataUrl(pngOf(gradient(300, 100)));
    expect(await sizes((await runOk<Out>(tool, { image1: wide, pageSize: 'a4' })).pdf)).toEqual([[842, 595]]);
    expect(await sizes((await runOk<Out>(tool, { image1: wide, pageSize: 'letter', orientation: 'portrait' })).pdf)).toEqual([[612, 792]]);
  });

  it('handles a large image', async () => {
    const out = await runOk<Out>(tool, { image1: dataUrl(pngOf(gradient(1200, 900, false))) });
    expect(out.pageCount).toBe(1);
  });

  it('rejects files that are not images', async () => {
    await runError(tool, {}, 'MISSING_REQUIRED');
    expect(await runError(tool, { image1: dataUrl(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp') }, 'INVALID_INPUT')).toMatch(/WebP|WebAssembly/);
  });
});
