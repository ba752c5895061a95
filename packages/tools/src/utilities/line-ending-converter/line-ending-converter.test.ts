import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Counts {
  lf: number;
  crlf: number;
  cr: number;
}
interface Out {
  converted: string;
  detected: string;
  before: Counts;
  after: Counts;
  result: string;
  lineCount: number;
  endsWithNewline: boolean;
  unicodeLineSeparators: number;
  changed: boolean;
}
const convert = (text: string, target = 'lf', finalNewline = 'keep') => runOk<Out>(tool, { text, target, finalNewline });

describe('line-ending-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty text as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown target', async () => {
    expect(await runError(tool, { text: 'a', target: 'nel' }, 'CONSTRAINT_VIOLATION')).toMatch(/target/);
  });

  it('keeps unicode text intact', async () => {
    expect(await convert(`${UNICODE_SAMPLE}\r\n${UNICODE_SAMPLE}`)).toMatchObject({
      converted: `${UNICODE_SAMPLE}\n${UNICODE_SAMPLE}`, detected: 'CRLF', before: { lf: 0, crlf: 1, cr: 0 }, lineCount: 2, endsWithNewline: false,
    });
  });

  it('detects each style, mixed and none', async () => {
    expect((await convert('a\nb\n')).detected).toBe('LF');
    expect((await convert('a\r\nb')).detected).toBe('CRLF');
    expect((await convert('a\rb\r')).detected).toBe('CR');
    expect((await convert('a\rb\n')).detected).toBe('mixed');
    expect(await convert('single line')).toMatchObject({ detected: 'none', result: 'none', lineCount: 1, changed: false });
    // \n\r is LF then CR, not one CRLF
    expect((await convert('a\n\rb')).before).toEqual({ lf: 1, crlf: 0, cr: 1 });
  });

  it('converts to LF, CRLF and CR', async () => {
    const text = 'a\r\nb\rc\nd\r\n\r\n';
    expect(await convert(text, 'lf')).toMatchObject({ converted: 'a\nb\nc\nd\n\n', after: { lf: 5, crlf: 0, cr: 0 }, result: 'LF', lineCount: 5 });
    expect(await convert(text, 'crlf')).toMatchObject({ converted: 'a\r\nb\r\nc\r\nd\r\n\r\n', after: { lf: 0, crlf: 5, cr: 0 }, result: 'CRLF' });
    expect(await convert(text, 'cr')).toMatchObject({ converted: 'a\rb\rc\rd\r\r', after: { lf: 0, crlf: 0, cr: 5 }, result: 'CR' });
    expect((await convert('a\r\nb', 'crlf')).changed).toBe(false);
  });

  it('ensures or removes the final newline', async () => {
    expect(await convert('a\nb', 'crlf', 'ensure')).toMatchObject({ converted: 'a\r\nb\r\n', endsWithNewline: true, lineCount: 2 });
    expect((await convert('a\nb\n', 'lf', 'ensure')).converted).toBe('a\nb\n');
    expect((await convert('a\nb\n\n', 'lf', 'ensure')).converted).toBe('a\nb\n\n');
    expect(await convert('a\r\nb\r\n\r\n', 'lf', 'remove')).toMatchObject({ converted: 'a\nb', endsWithNewline: false, lineCount: 2 });
    expect(await convert('\n\n', 'lf', 'remove')).toMatchObject({ converted: '', lineCount: 1, result: 'none' });
    expect((await convert('  \n', 'crlf', 'keep')).converted).toBe('  \r\n');
  });

  it('counts Unicode line separators without converting them', async () => {
    expect(await convert('a\u2028b\u2029c\u0085d')).toMatchObject({ converted: 'a\u2028b\u2029c\u0085d', unicodeLineSeparators: 3, detected: 'none' });
  });

  it('agrees with a split/join reference on random text (differential)', async () => {
    const pieces = ['x', 'yz', '\n', '\r', '\r\n', 'é', ' '];
    let s = 11;
    for (let i = 0; i < 200; i++) {
      let text = '';
      for (let j = 0; j < 20; j++) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        text += pieces[s % pieces.length];
      }
      for (const [target, eol] of [['lf', '\n'], ['crlf', '\r\n'], ['cr', '\r']] as const) {
        const data = await convert(text, target);
        const lines = text.split(/\r\n|\r|\n/);
        expect(data.converted).toBe(lines.join(eol));
        expect(data.before.lf + data.before.crlf + data.before.cr).toBe(lines.length - 1);
        expect(data.before.crlf).toBe(text.split('\r\n').length - 1);
      }
    }
  });

  it('handles the largest allowed input', async () => {
    const data = await convert(largestInput(tool, 'text', 'ab\r\n'), 'lf', 'remove');
    expect(data.before).toEqual({ lf: 0, crlf: 250_000, cr: 0 });
    expect(data.after).toEqual({ lf: 249_999, crlf: 0, cr: 0 });
    expect(data.converted.length).toBe(749_999);
    expect(data.lineCount).toBe(250_000);
  });
});
