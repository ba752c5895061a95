import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; width: number; height: number; exifOrientation: number | null };
const source = gradient(5, 3);
const rotate = (input: Record<string, unknown>) => runOk<Out>(tool, { image: dataUrl(pngOf(source)), ...input });

/** A JPEG with an EXIF APP1 segment holding only the orientation tag. */
function jpegWithOrientation(o: number): Buffer {
  const body = Buffer.from(jpeg.encode({ width: 4, height: 2, data: Buffer.from(gradient(4, 2, false).data) }, 100).data);
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0, 0, 0]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 2 + 6 + tiff.length]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
  return Buffer.concat([body.subarray(0, 2), app1, body.subarray(2)]);
}

describe('image-rotator', () => {
  itReproducesItsExample(tool);

  it('moves pixels exactly for quarter turns', async () => {
    const cw = readPng((await rotate({ angle: 90 })).image);
    expect([cw.width, cw.height]).toEqual([3, 5]);
    expect(pixel(cw, 2, 0)).toEqual(pixel(source, 0, 0)); // top-left goes to the top-right
    const ccw = readPng((await rotate({ angle: -90 })).image);
    expect(pixel(ccw, 0, 4)).toEqual(pixel(source, 0, 0)); // and to the bottom-left the other way
    const half = readPng((await rotate({ angle: 180 })).image);
    expect(pixel(half, 4, 2)).toEqual(pixel(source, 0, 0));
    expect(readPng((await rotate({ angle: 360 })).image).data).toEqual(source.data);
  });

  it('enlarges the canvas for other angles and fills the corners', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(100, 100, false))), angle: 45, background: '#ff0000' });
    expect(out.width).toBe(142);
    expect(pixel(readPng(out.image), 0, 0)).toEqual([255, 0, 0, 255]);
    const clear = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(10, 10, false))), angle: 30 });
    expect(pixel(readPng(clear.image), 0, 0)[3]).toBe(0);
  });

  it('applies the EXIF orientation of camera photos', async () => {
    const six = await runOk<Out>(tool, { image: dataUrl(jpegWithOrientation(6), 'image/jpeg'), angle: 0, autoOrient: true, format: 'png' });
    expect([six.width, six.height, six.exifOrientation]).toEqual([2, 4, 6]);
    const one = await runOk<Out>(tool, { image: dataUrl(jpegWithOrientation(1), 'image/jpeg'), angle: 0, autoOrient: true });
    expect([one.width, one.exifOrientation]).toEqual([4, 1]);
  });

  it('rejects angles out of range and bad images', async () => {
    await runError(tool, { image: dataUrl(pngOf(source)), angle: 720 }, 'CONSTRAINT_VIOLATION');
    expect(await runError(tool, { image: dataUrl(Buffer.from('GIF89a')) }, 'INVALID_INPUT')).toMatch(/GIF/);
  });
});
