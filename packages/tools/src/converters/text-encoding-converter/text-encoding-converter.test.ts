import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number; characterCount: number; replaced: number };
const encode = (text: string, encoding: string) => runOk<Out>(tool, { text, encoding, mode: 'encode' });
const decode = (hex: string, encoding: string) => runOk<Out>(tool, { text: hex, encoding, mode: 'decode' });

/** Sample text in an encoding's repertoire: iconv-lite decodes random bytes, invalid sequences dropped. */
function sample(encoding: string, random: () => number): string {
  const bytes = Buffer.from(Array.from({ length: 400 }, () => Math.floor(random() * 256)));
  return iconv.decode(bytes, encoding).replace(/[\uFFFD\u0000-\u001f\u007f-\u009f]/g, '');
}

describe('text-encoding-converter', () => {
  itReproducesItsExample(tool);

  // macintosh is left out: iconv-lite maps 0xBD to U+2126 OHM SIGN, the WHATWG index (browsers) to U+03A9
  it('encodes and decodes like iconv-lite for single-byte encodings', async () => {
    const random = testRandom(1252);
    for (const enc of ['windows-1252', 'windows-1250', 'windows-1251', 'iso-8859-2', 'iso-8859-7', 'koi8-r', 'ibm866']) {
      const text = sample(enc, random);
      const hex = iconv.encode(text, enc).toString('hex');
      expect((await encode(text, enc)).result, enc).toBe(hex);
      expect((await decode(hex, enc)).result, enc).toBe(text);
    }
  });

  it('encodes and decodes CJK like iconv-lite', async () => {
    for (const [enc, text] of [['shift_jis', '日本語のテキスト、ｶﾀｶﾅ'], ['euc-jp', '日本語テキスト'], ['gbk', '简体中文文本'], ['big5', '繁體中文文字'], ['euc-kr', '한국어 텍스트']] as const) {
      const hex = iconv.encode(text, enc).toString('hex');
      expect((await encode(text, enc)).result, enc).toBe(hex);
      expect((await decode(hex, enc)).result, enc).toBe(text);
    }
    expect((await decode(iconv.encode('中文 €', 'gb18030').toString('hex'), 'gb18030')).result).toBe('中文 €');
  });

  it('handles UTF-16, the unicode sample and the largest input', async () => {
    expect((await encode(UNICODE_SAMPLE, 'utf-16le')).result).toBe(Buffer.from(UNICODE_SAMPLE, 'utf16le').toString('hex'));
    expect((await encode('Az', 'utf-16be')).result).toBe('0041007a');
    expect((await decode('fffe4100', 'utf-16le')).result).toBe('A');
    const big = largestInput(tool, 'text', 'é');
    expect((await encode(big, 'latin1')).byteLength).toBe(1_000_000);
  });

  it('reports or replaces unmappable characters and invalid bytes', async () => {
    expect(await runError(tool, { text: 'ab中', encoding: 'windows-1252' }, 'INVALID_INPUT')).toMatch(/U\+4E2D.*position 3/);
    const q = await runTool(tool, { text: 'a中b', encoding: 'latin1', onError: 'question' });
    expect(q.data).toMatchObject({ result: '613f62', replaced: 1 });
    expect((await runOk<Out>(tool, { text: '中', encoding: 'windows-1252', onError: 'ncr' })).result).toBe(Buffer.from('&#20013;').toString('hex'));
    expect(await runError(tool, { text: '41ff42', encoding: 'utf-8', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/0xff at offset 1/);
    expect((await runOk<Out>(tool, { text: '41ff42', encoding: 'utf-8', mode: 'decode', onError: 'ncr' })).result).toBe('A\uFFFDB');
    expect(await runError(tool, { text: 'x', encoding: 'iso-2022-jp' }, 'INVALID_INPUT')).toMatch(/decoded here but not encoded/);
  });
});
