import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; mediaType: string; width: number; height: number; originalSize: number; size: number; savedPercent: number; keptOriginal: boolean };

describe('image-compressor', () => {
  itReproducesItsExample(tool);

  it('reduces a PNG to a palette that pngjs reads, keeping transparency', async () => {
    const source = gradient(200, 200);
    const out = await runOk<Out>(tool, { image: dataUrl(pngOf(source)), colors: 64 });
    expect(out.size).toBeLessThan(out.originalSize);
    const png = readPng(out.image);
    expect(pixel(png, 0, 0)[3]).toBe(0); // the transparent corner stays transparent
    const [r, g, b] = pixel(png, 150, 150);
    const [r0, g0, b0] = pixel(source, 150, 150);
    expect(Math.abs(r! - r0!) + Math.abs(g! - g0!) + Math.abs(b! - b0!)).toBeLessThan(90);
  });

  it('re-encodes JPEG at a lower quality and scales down', async () => {
    const photo = jpeg.encode({ width: 300, height: 200, data: Buffer.from(gradient(300, 200, false).data) }, 100).data;
    const out = await runOk<Out>(tool, { image: dataUrl(photo, 'image/jpeg'), quality: 40, maxSize: 150 });
    expect(out).toMatchObject({ mediaType: 'image/jpeg', width: 150, height: 100, keptOriginal: false });
    expect(out.savedPercent).toBeGreaterThan(50);
    expect(jpeg.decode(Buffer.from(out.image, 'base64')).width).toBe(150);
  });

  it('keeps the original when compression does not help, and handles a large image', async () => {
    const tiny = pngOf(gradient(2, 2, false));
    expect((await runOk<Out>(tool, { image: dataUrl(tiny) })).keptOriginal).toBe(true);
    const big = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(500, 400))), maxSize: 250 });
    expect([big.width, big.height]).toEqual([250, 200]);
  });

  it('rejects what it cannot decode', async () => {
    expect(await runError(tool, { image: dataUrl(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp') }, 'INVALID_INPUT')).toMatch(/WebAssembly/);
  });
});
