import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { encoding: string | null; confidence: number; candidates: { encoding: string }[]; preview: string; bom: string | null };
const detect = (bytes: Buffer) => runOk<Out>(tool, { file: `data:text/plain;base64,${bytes.toString('base64')}` });

describe('charset-detector', () => {
  itReproducesItsExample(tool);

  it('recognises text iconv-lite encoded in legacy charsets and decodes a preview', async () => {
    for (const [text, enc, label] of [
      ['これは日本語のテキストです。文字コードを判定します。', 'shift_jis', 'shift_jis'],
      ['这是一个简体中文的文本，用于检测字符编码。', 'gbk', 'gb18030'],
      ['Это русский текст для определения кодировки символов.', 'windows-1251', 'windows-1251'],
      ['한국어 텍스트 인코딩 감지', 'euc-kr', 'euc-kr'],
    ] as const) {
      const out = await detect(iconv.encode(text, enc));
      expect(out.encoding, enc).toBe(label);
      expect(out.preview, enc).toBe(text);
    }
  });

  it('reports BOMs, UTF-8 and the unicode sample', async () => {
    expect(await detect(Buffer.from([0xff, 0xfe, 0x41, 0]))).toMatchObject({ encoding: 'utf-16le', bom: 'UTF-16LE', preview: 'A' });
    expect((await detect(Buffer.from(`${UNICODE_SAMPLE} Ünïcödé text ✓`))).encoding).toBe('utf-8');
  });

  it('handles a large file by sampling it', async () => {
    const big = iconv.encode('Съешь же ещё этих мягких французских булок. '.repeat(40_000), 'koi8-r');
    expect((await detect(big)).encoding).toBe('koi8-r');
  });

  it('answers binary data (no encoding named by the detector) with no guess and a warning instead of throwing', async () => {
    const result = await runTool(tool, { file: 'data:application/octet-stream;base64,0XEEBQSXlQAA' });
    expect(result).toMatchObject({ success: true, data: { encoding: null, candidates: [] } });
    expect(result.metadata?.warnings?.[0]).toMatch(/binary/);
  });

  it('rejects missing input', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/Give a file/);
    expect(await runError(tool, { text: '', file: 'data:text/plain;base64,' }, 'INVALID_INPUT')).toMatch(/no bytes/);
  });
});
