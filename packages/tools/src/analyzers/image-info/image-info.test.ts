/// <reference path="../../_shared/image-libs.d.ts" />
import { describe, expect, it } from 'vitest';
import { GIFEncoder } from 'gifenc';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pngOf, tinyBmp } from '../../_test/images.js';

type Out = Record<string, unknown>;
const info = (bytes: Uint8Array) => runOk<Out>(tool, { image: dataUrl(bytes, 'application/octet-stream') });

describe('image-info', () => {
  itReproducesItsExample(tool);

  it('reads the headers written by independent encoders', async () => {
    expect(await info(pngOf(gradient(1920, 1080)))).toMatchObject({ format: 'png', width: 1920, height: 1080, aspectRatio: '16:9', megapixels: 2.07, colorType: 'RGBA', bitDepth: 8 });
    const gray = new PNG({ width: 3, height: 2, colorType: 0, inputColorType: 6 });
    expect(await info(PNG.sync.write(gray, { colorType: 0 }))).toMatchObject({ colorType: 'grayscale', hasAlpha: false });
    const jpg = jpeg.encode({ width: 40, height: 30, data: Buffer.alloc(40 * 30 * 4, 128) }, 80).data;
    expect(await info(jpg)).toMatchObject({ format: 'jpeg', width: 40, height: 30, aspectRatio: '4:3', colorType: 'YCbCr', progressive: false, bitDepth: 8 });
    expect(await info(tinyBmp())).toMatchObject({ format: 'bmp', width: 2, height: 2, bitDepth: 24, notes: ['uncompressed', 'bottom-up rows'] });
  });

  it('reads WebP, GIF, SVG and ICO headers from their specs', async () => {
    // VP8L lossless header: 14-bit width-1 and height-1, alpha bit
    const vp8l = Buffer.from('524946461a00000057454250565038 4c0d0000002f0fc00300'.replace(/ /g, ''), 'hex');
    vp8l.writeUInt32LE((99) | (49 << 14) | (1 << 28), 21);
    expect(await info(vp8l)).toMatchObject({ format: 'webp', width: 100, height: 50, hasAlpha: true, notes: ['lossless'] });
    const encoder = GIFEncoder();
    encoder.writeFrame(new Uint8Array(15), 5, 3, { palette: [[0, 0, 0], [255, 255, 255]] });
    encoder.writeFrame(new Uint8Array(15).fill(1), 5, 3);
    encoder.finish();
    expect(await info(encoder.bytes())).toMatchObject({ format: 'gif', width: 5, height: 3, frames: 2, animated: true });
    expect(await info(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"></svg>'))).toMatchObject({ format: 'svg', width: 24, height: 12, aspectRatio: '2:1' });
  });

  it('handles a large file quickly by reading headers only', async () => {
    const png = Buffer.concat([pngOf(gradient(10, 10)), Buffer.alloc(10_000_000)]);
    expect(await info(png)).toMatchObject({ width: 10, fileSize: png.length });
  });

  it('rejects what is not an image', async () => {
    expect(await runError(tool, { image: dataUrl(Buffer.from('%PDF-1.7')) }, 'INVALID_INPUT')).toMatch(/file-type-detector/);
    await runError(tool, {}, 'MISSING_REQUIRED');
  });
});
