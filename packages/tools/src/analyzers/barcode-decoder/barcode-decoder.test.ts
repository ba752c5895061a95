import { describe, expect, it } from 'vitest';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { dataUrl, gradient, pngOf } from '../../_test/images.js';

type Out = { text: string; format: string; rotated: boolean; points: string[] };
const symbol = (bcid: string, text: string, extra: Record<string, unknown> = {}) => bwipjs.toBuffer({ bcid, text, scale: 2, height: 10, ...extra });

describe('barcode-decoder', () => {
  itReproducesItsExample(tool);

  it('reads what bwip-js (a second implementation) draws', async () => {
    for (const [bcid, text, format, expected] of [
      ['code128', 'Hello-123', 'CODE_128', 'Hello-123'],
      ['code39', 'ABC123', 'CODE_39', 'ABC123'],
      ['upca', '03600029145', 'UPC_A', '036000291452'],
      ['ean8', '9638507', 'EAN_8', '96385074'],
      ['datamatrix', UNICODE_SAMPLE, 'DATA_MATRIX', UNICODE_SAMPLE],
      ['pdf417', 'pdf 417 text', 'PDF_417', 'pdf 417 text'],
      ['azteccode', 'aztec', 'AZTEC', 'aztec'],
    ] as const) {
      const out = await runOk<Out>(tool, { image: dataUrl(await symbol(bcid, text, { scale: 4 })) });
      expect([out.format, out.text], bcid).toEqual([format, expected]);
    }
  });

  it('finds a code turned 90° and honours the format filter', async () => {
    const turned = await runOk<Out>(tool, { image: dataUrl(await symbol('code128', 'sideways', { rotate: 'R' })) });
    expect(turned).toMatchObject({ text: 'sideways', rotated: true });
    expect(await runError(tool, { image: dataUrl(await symbol('code128', 'not retail')), formats: 'retail' }, 'INVALID_INPUT')).toMatch(/No barcode/);
  });

  it('reads a small code inside a large picture', async () => {
    const code = PNG.sync.read(await symbol('ean13', '590123412345', { backgroundcolor: 'FFFFFF' }));
    const big = new PNG({ width: 1200, height: 900 });
    big.data.fill(255);
    PNG.bitblt(code, big, 0, 0, code.width, code.height, 500, 400);
    expect((await runOk<Out>(tool, { image: dataUrl(PNG.sync.write(big)), formats: 'retail' })).text).toBe('5901234123457');
  });

  it('says so when there is no barcode', async () => {
    expect(await runError(tool, { image: dataUrl(pngOf(gradient(80, 40))) }, 'INVALID_INPUT')).toMatch(/No barcode/);
  });
});
