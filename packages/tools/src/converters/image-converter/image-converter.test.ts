import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng, tinyBmp } from '../../_test/images.js';

type Out = { image: string; mediaType: string; extension: string; width: number; height: number; size: number; inputFormat: string };
const convert = (image: string, format: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { image, format, ...extra });

describe('image-converter', () => {
  itReproducesItsExample(tool);

  it('round-trips pixels exactly through every lossless format (pngjs reads the result)', async () => {
    const source = gradient(37, 23);
    let current = dataUrl(pngOf(source));
    for (const format of ['bmp', 'tiff', 'png', 'bmp', 'png']) {
      const out = await convert(current, format);
      expect(out.extension).toBe(format === 'tiff' ? 'tiff' : format);
      current = dataUrl(Buffer.from(out.image, 'base64'), out.mediaType);
    }
    const back = readPng(current.split(',')[1]!);
    expect(back.width).toBe(37);
    expect(Buffer.from(back.data).equals(Buffer.from(source.data))).toBe(true);
  });

  it('writes JPEG that jpeg-js reads, flattened on the background', async () => {
    const out = await convert(dataUrl(pngOf(gradient(64, 64))), 'jpeg', { quality: 95, background: '#ff0000' });
    const decoded = jpeg.decode(Buffer.from(out.image, 'base64'), { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([64, 64]);
    const [r, g, b] = Array.from(decoded.data.subarray(0, 3));
    expect(r).toBeGreaterThan(230); // the transparent corner became red
    expect(g! + b!).toBeLessThan(40);
    const low = await convert(dataUrl(pngOf(gradient(64, 64))), 'jpeg', { quality: 10 });
    expect(low.size).toBeLessThan(out.size);
  });

  it('writes square icons that read back', async () => {
    const icon = await convert(dataUrl(pngOf(gradient(48, 48))), 'ico');
    const back = readPng((await convert(dataUrl(Buffer.from(icon.image, 'base64'), 'image/x-icon'), 'png')).image);
    expect(Buffer.from(back.data).equals(Buffer.from(gradient(48, 48).data))).toBe(true);
    const big = await convert(dataUrl(pngOf(gradient(400, 200))), 'ico');
    expect([big.width, big.height]).toEqual([256, 128]);
  });

  it('reads a hand-made BMP and writes GIF with its colours', async () => {
    const out = await convert(dataUrl(tinyBmp(), 'image/bmp'), 'png');
    const png = readPng(out.image);
    expect([pixel(png, 0, 0), pixel(png, 1, 0), pixel(png, 0, 1), pixel(png, 1, 1)]).toEqual([[255, 0, 0, 255], [255, 255, 255, 255], [0, 0, 255, 255], [0, 255, 0, 255]]);
    const gif = await convert(dataUrl(tinyBmp(), 'image/bmp'), 'gif');
    expect(Buffer.from(gif.image, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
    const again = readPng((await convert(dataUrl(Buffer.from(gif.image, 'base64'), 'image/gif'), 'png')).image);
    expect(pixel(again, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('handles a large image and refuses a decompression bomb by its header', async () => {
    const big = await convert(dataUrl(pngOf(gradient(800, 600, false))), 'png');
    expect([big.width, big.height]).toEqual([800, 600]);
    // a valid PNG header claiming 50000 × 50000 pixels, without the pixels
    const bomb = pngOf(gradient(1, 1));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    expect(await runError(tool, { image: dataUrl(bomb), format: 'png' }, 'CONSTRAINT_VIOLATION')).toMatch(/2500\.0 megapixels/);
  });

  it('rejects non-images, WebP and SVG with the reason', async () => {
    await runError(tool, { format: 'png' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { image: Buffer.from('hello').toString('base64') }, 'CONSTRAINT_VIOLATION')).toMatch(/image\/\*/);
    expect(await runError(tool, { image: dataUrl(Buffer.from('hello')) }, 'INVALID_INPUT')).toMatch(/not an image/);
    expect(await runError(tool, { image: Buffer.from('RIFF\0\0\0\0WEBPVP8 ').toString('base64') }, 'INVALID_INPUT')).toMatch(/WebAssembly/);
    expect(await runError(tool, { image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }, 'INVALID_INPUT')).toMatch(/vector/);
    const truncated = pngOf(gradient(40, 40)).subarray(0, 60);
    expect(await runError(tool, { image: dataUrl(truncated) }, 'INVALID_INPUT')).toMatch(/PNG/);
  });
});
