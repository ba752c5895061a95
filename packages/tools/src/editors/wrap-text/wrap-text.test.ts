import { describe, expect, it } from 'vitest';
import tool, { clusterWidth, isWideCodePoint } from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  lineCount: number;
  maxLineWidth: number;
}

const run = (text: string, options: Record<string, unknown>) => runOk<Out>(tool, { text, ...options });
const wrap = async (text: string, options: Record<string, unknown>) => (await run(text, options)).result;

describe('wrap-text', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('wraps greedily at spaces, dropping the spaces at the breaks', async () => {
    expect(await run('aaa bbb ccc ddd', { width: 7 })).toEqual({ result: 'aaa bbb\nccc ddd', lineCount: 2, maxLineWidth: 7 });
    expect(await wrap('aaa bbb ccc ddd', { width: 6 })).toBe('aaa\nbbb\nccc\nddd');
    expect(await wrap('aaa    bbb   ', { width: 5 })).toBe('aaa\nbbb');
    expect(await wrap('a  b c', { width: 5 })).toBe('a  b\nc');
  });

  it('leaves lines that fit untouched, trailing spaces included', async () => {
    expect(await run('short  \nlines', { width: 10 })).toEqual({ result: 'short  \nlines', lineCount: 2, maxLineWidth: 7 });
  });

  it('matches a greedy reference wrap on random ASCII text (differential)', async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const words = Array.from({ length: 300 }, () => 'x'.repeat(1 + Math.floor(rnd() * 9)));
    for (const width of [9, 10, 17, 40]) {
      const expected: string[] = [];
      let current = '';
      for (const w of words) {
        if (current === '') current = w;
        else if (current.length + 1 + w.length <= width) current += ` ${w}`;
        else {
          expected.push(current);
          current = w;
        }
      }
      expected.push(current);
      expect(await wrap(words.join(' '), { width })).toBe(expected.join('\n'));
    }
  });

  it('breaks words longer than the width, or leaves them whole', async () => {
    // the long word starts on a line of its own, then is cut
    expect(await wrap('see https://example.com/a/very/long/path ok', { width: 10 })).toBe('see\nhttps://ex\nample.com/\na/very/lon\ng/path ok');
    expect(await run('see https://example.com/x ok', { width: 10, breakLongWords: false })).toEqual({
      result: 'see\nhttps://example.com/x\nok',
      lineCount: 3,
      maxLineWidth: 21,
    });
  });

  it('breaks after a hyphen between letters', async () => {
    expect(await wrap('a well-known fact', { width: 8 })).toBe('a well-\nknown\nfact');
  });

  it('keeps the indentation on continuation lines, or not', async () => {
    expect(await wrap('    one two three four', { width: 13 })).toBe('    one two\n    three\n    four');
    expect(await wrap('    one two three four', { width: 13, preserveIndent: false })).toBe('    one two\nthree four');
    // a tab goes to column 8
    expect(await wrap('\tone two three', { width: 13 })).toBe('\tone\n\ttwo\n\tthree');
    expect(await wrap('\tone two three', { width: 12 })).toBe('\tone\n\ttwo\n\tthre\n\te');
  });

  it('counts CJK and emoji as two columns, combining marks as none', async () => {
    expect(await run('中文字符串', { width: 4 })).toEqual({ result: '中文\n字符\n串', lineCount: 3, maxLineWidth: 4 });
    expect(await wrap('中文字符串', { width: 5 })).toBe('中文\n字符\n串');
    expect(await wrap('😀😀 😀', { width: 4 })).toBe('😀😀\n😀');
    expect(await wrap('e\u0301e\u0301e\u0301 x', { width: 3 })).toBe('e\u0301e\u0301e\u0301\nx');
    expect(await wrap('ｆｕｌｌ', { width: 4 })).toBe('ｆｕ\nｌｌ');
  });

  it('does not start a line with closing CJK punctuation (kinsoku)', async () => {
    expect(await wrap('今日は。明日', { width: 6 })).toBe('今日\nは。明\n日');
    expect(await wrap('「引用」です', { width: 6 })).toBe('「引\n用」で\nす');
  });

  it('measures columns like the wcwidth rules on samples', () => {
    const cases: [string, number][] = [['a', 1], ['中', 2], ['😀', 2], ['👨‍👩‍👧', 2], ['❤️', 2], ['❤', 1], ['🇫🇷', 2], ['é', 1], ['\u0301', 0], ['\u200B', 0], ['한', 2], ['Ａ', 2], ['ｱ', 1], ['Ω', 1], ['\u3000', 2]];
    for (const [s, w] of cases) expect(clusterWidth(s), s).toBe(w);
    expect(isWideCodePoint(0x4e00)).toBe(true);
    expect(isWideCodePoint(0x303f)).toBe(false);
    expect(isWideCodePoint(0x20000)).toBe(true);
  });

  it('keeps blank-line paragraphs, line endings and the final newline', async () => {
    expect(await wrap('aa bb\r\n\r\ncc dd\r\n', { width: 3 })).toBe('aa\r\nbb\r\n\r\ncc\r\ndd\r\n');
  });

  it('reflows paragraphs before wrapping when asked', async () => {
    expect(await wrap('one\ntwo three\nfour\n\nfive\nsix', { width: 9, reflow: true })).toBe('one two\nthree\nfour\n\nfive six');
    expect(await wrap('one\ntwo three\nfour', { width: 9 })).toBe('one\ntwo three\nfour');
  });

  it('unwraps: joins each paragraph, keeping blank lines and list items', async () => {
    expect(await run('The quick\n  brown fox.\n\nNext  \nparagraph.\n- item one\n  continues\n2. item two\n', { mode: 'unwrap' })).toEqual({
      result: 'The quick brown fox.\n\nNext paragraph.\n- item one continues\n2. item two\n',
      lineCount: 5,
      maxLineWidth: 20,
    });
    expect(await wrap('中文\n字符', { mode: 'unwrap' })).toBe('中文字符');
  });

  it('handles the unicode sample', async () => {
    expect(await run(`${UNICODE_SAMPLE} ${UNICODE_SAMPLE}`, { width: 5 })).toEqual({ result: 'À😀中\nÀ😀中', lineCount: 2, maxLineWidth: 5 });
  });

  it('rejects a zero width', async () => {
    await runError(tool, { text: 'a', width: 0 }, 'CONSTRAINT_VIOLATION');
  });

  it('wraps and unwraps the largest CJK and many-line inputs in linear time', async () => {
    const cjk = await run(largestInput(tool, 'text', '中文字符串，好。'), { width: 20 });
    expect(cjk.maxLineWidth).toBe(20);
    expect(cjk.result.startsWith('中文字符串，好。中文\n字符串，好。中文字符\n')).toBe(true);
    const unwrapped = await run(largestInput(tool, 'text', 'ab cd\n'), { mode: 'unwrap' });
    expect(unwrapped.lineCount).toBe(1);
    expect(unwrapped.result.length).toBe(999_996);
    expect(unwrapped.result.endsWith('cd ab cd\n')).toBe(true);
  });

  it('handles the largest allowed input in one line, in linear time', async () => {
    const data = await run(largestInput(tool, 'text', 'lorem ipsum dolor sit amet, 中文 😀 '), { width: 80 });
    expect(data.maxLineWidth).toBeLessThanOrEqual(80);
    expect(data.lineCount).toBeGreaterThan(12_000);
    expect(data.result.slice(0, 30)).toBe('lorem ipsum dolor sit amet, 中文');
    const word = largestInput(tool, 'text', 'abcdefgh');
    const one = await run(word, { width: 100 });
    expect(one).toEqual({ result: word.match(/.{1,100}/g)!.join('\n'), lineCount: 10_000, maxLineWidth: 100 });
    const whole = await run(`x ${word.slice(2)}`, { width: 100, breakLongWords: false });
    expect(whole).toEqual({ result: `x\n${word.slice(2)}`, lineCount: 2, maxLineWidth: 999_998 });
  });
});
