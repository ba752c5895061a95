import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { gradient, pngOf } from '../../_test/images.js';

type Out = { mimeType: string; extension: string | null; detectedBy: string; description: string; matchesDeclared: boolean | null };
const detect = (bytes: Uint8Array, type = 'application/octet-stream') => runOk<Out>(tool, { file: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` });

describe('file-type-detector', () => {
  itReproducesItsExample(tool);

  // each file written by an independent encoder; the expected types are what `file --mime-type` reports for them
  it('identifies files made by real encoders', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const cases: Array<[Uint8Array, string, string]> = [
      [pngOf(gradient(4, 4)), 'image/png', 'png'],
      [jpeg.encode({ width: 4, height: 4, data: Buffer.alloc(64, 9) }, 80).data, 'image/jpeg', 'jpg'],
      [await pdf.save(), 'application/pdf', 'pdf'],
      [zipSync({ 'a.txt': new Uint8Array([97]) }), 'application/zip', 'zip'],
      [gzipSync(Buffer.from('hello')), 'application/gzip', 'gz'],
    ];
    for (const [bytes, mime, ext] of cases) expect(await detect(bytes), mime).toMatchObject({ mimeType: mime, extension: ext, detectedBy: 'magic bytes' });
  });

  it('tells text kinds and flags a wrong declared type', async () => {
    expect(await detect(Buffer.from('{"a": [1, 2]}'))).toMatchObject({ mimeType: 'application/json', detectedBy: 'text analysis' });
    expect((await detect(Buffer.from(UNICODE_SAMPLE))).description).toBe('UTF-8 text');
    expect((await detect(Buffer.from([0xff, 0xfe, 0x41, 0]))).description).toMatch(/UTF-16 little-endian/);
    expect(await detect(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ mimeType: 'image/svg+xml' });
    expect((await detect(pngOf(gradient(2, 2)), 'image/jpeg')).matchesDeclared).toBe(false);
    expect((await detect(pngOf(gradient(2, 2)), 'image/png')).matchesDeclared).toBe(true);
  });

  it('handles empty, unknown binary and a large file', async () => {
    expect((await runOk<Out>(tool, { text: '', file: 'data:application/octet-stream;base64,' })).description).toBe('empty file');
    expect((await detect(Buffer.from([0, 1, 2, 3, 250, 251]))).detectedBy).toBe('unknown');
    const big = Buffer.concat([pngOf(gradient(2, 2)), Buffer.alloc(30_000_000)]);
    expect((await detect(big)).mimeType).toBe('image/png');
  });

  it('rejects missing or malformed input', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/Give a file/);
    expect(await runError(tool, { text: 'zz' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});
