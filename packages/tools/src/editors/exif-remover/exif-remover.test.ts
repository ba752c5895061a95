import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import jpeg from 'jpeg-js';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool } from '../../_test/harness.js';
import { jpegWithExif } from '../../_test/exif.js';
import { dataUrl, gradient, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; removed: string[]; hadGps: boolean; originalSize: number; size: number };

function pngWithText(): Buffer {
  const png = pngOf(gradient(8, 8));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]); // CRC not checked by the remover
  };
  return Buffer.concat([png.subarray(0, 33), chunk('tEXt', Buffer.from('Author\0Jane', 'latin1')), chunk('tIME', Buffer.alloc(7)), png.subarray(33)]);
}

describe('exif-remover', () => {
  itReproducesItsExample(tool);

  it('removes EXIF with GPS, XMP and comments from a JPEG without touching the pixels', async () => {
    const original = jpegWithExif();
    const result = await runTool(tool, { image: dataUrl(original, 'image/jpeg') });
    const out = result.data as Out;
    expect(out.hadGps).toBe(true);
    expect(out.removed.map((r) => r.split(' (')[0])).toEqual(['EXIF', 'XMP', 'comment']);
    expect(result.metadata?.warnings?.[0]).toMatch(/orientation 6/);
    const cleaned = Buffer.from(out.image, 'base64');
    expect(await exifr.parse(cleaned, { tiff: true, exif: true, gps: true, xmp: true, jfif: false })).toBeUndefined();
    expect(cleaned.includes(Buffer.from('secret comment'))).toBe(false);
    // same pixels: the scan data is untouched
    expect(Buffer.from(jpeg.decode(cleaned, { useTArray: true }).data).equals(Buffer.from(jpeg.decode(original, { useTArray: true }).data))).toBe(true);
  });

  it('removes PNG text chunks and keeps the image readable', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(pngWithText()) });
    expect(out.removed).toEqual(['tEXt "Author" (23 bytes)', 'tIME (19 bytes)']);
    expect(readPng(out.image).data).toEqual(gradient(8, 8).data);
  });

  it('leaves a clean file unchanged with a note, and handles a large one', async () => {
    const png = pngOf(gradient(600, 600));
    const result = await runTool(tool, { image: dataUrl(png) });
    expect((result.data as Out).size).toBe(png.length);
    expect(result.metadata?.warnings).toContain('No metadata was found: the file is unchanged.');
  });

  it('rejects other formats and damaged files', async () => {
    expect(await runError(tool, { image: dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif') }, 'INVALID_INPUT')).toMatch(/GIF and BMP/);
    expect(await runError(tool, { image: dataUrl(jpegWithExif().subarray(0, 30), 'image/jpeg') }, 'INVALID_INPUT')).toMatch(/damaged/);
  });
});
