import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  totalLines: number;
  keptLines: number;
  firstLine: number | null;
}

const run = (text: string, options: Record<string, unknown>) => runOk<Out>(tool, { text, ...options });
const result = async (text: string, options: Record<string, unknown>) => (await run(text, options)).result;
const TEN = Array.from({ length: 10 }, (_, i) => `l${i + 1}`).join('\n') + '\n';
const lines = (...ns: number[]) => ns.map((n) => `l${n}\n`).join('');

describe('head-tail-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the first N lines like head -n N (10 by default)', async () => {
    expect(await run(TEN, { count: 3 })).toEqual({ result: lines(1, 2, 3), totalLines: 10, keptLines: 3, firstLine: 1 });
    expect(await result(TEN, {})).toBe(TEN);
    expect(await result(TEN, { count: 50 })).toBe(TEN);
    expect(await run(TEN, { count: 0 })).toEqual({ result: '', totalLines: 10, keptLines: 0, firstLine: null });
  });

  it('keeps all but the last N with a negative count (head -n -N)', async () => {
    expect(await result(TEN, { count: -8 })).toBe(lines(1, 2));
    expect(await result(TEN, { count: -20 })).toBe('');
  });

  it('keeps the last N lines like tail -n N, and all but the first N with a negative count', async () => {
    expect(await run(TEN, { mode: 'last', count: 2 })).toEqual({ result: lines(9, 10), totalLines: 10, keptLines: 2, firstLine: 9 });
    expect(await result(TEN, { mode: 'last', count: -8 })).toBe(lines(9, 10));
    expect(await result(TEN, { mode: 'last', count: 99 })).toBe(TEN);
  });

  it('keeps a 1-based inclusive range, negative ends counting from the end', async () => {
    expect(await run(TEN, { mode: 'range', from: 3, to: 5 })).toEqual({ result: lines(3, 4, 5), totalLines: 10, keptLines: 3, firstLine: 3 });
    expect(await result(TEN, { mode: 'range', from: -3 })).toBe(lines(8, 9, 10));
    expect(await result(TEN, { mode: 'range', from: -3, to: -2 })).toBe(lines(8, 9));
    expect(await result(TEN, { mode: 'range', from: 9, to: 100 })).toBe(lines(9, 10));
    expect(await result(TEN, { mode: 'range', from: -100, to: 2 })).toBe(lines(1, 2));
    expect(await run(TEN, { mode: 'range', from: 6, to: 4 })).toEqual({ result: '', totalLines: 10, keptLines: 0, firstLine: null });
    expect(await result(TEN, { mode: 'range', from: 11 })).toBe('');
  });

  it('removes the selection when inverted', async () => {
    expect(await run('h\na\nb', { count: 1, invert: true })).toEqual({ result: 'a\nb', totalLines: 3, keptLines: 2, firstLine: 2 });
    expect(await run(TEN, { mode: 'range', from: 2, to: -2, invert: true })).toEqual({ result: lines(1, 10), totalLines: 10, keptLines: 2, firstLine: 1 });
    expect(await result(TEN, { mode: 'last', count: 8, invert: true })).toBe(lines(1, 2));
    expect(await result('a\nb\nc', { mode: 'last', count: 1, invert: true })).toBe('a\nb\n');
    expect(await run(TEN, { count: 10, invert: true })).toEqual({ result: '', totalLines: 10, keptLines: 0, firstLine: null });
  });

  it('keeps each line ending as in the input, like head and tail', async () => {
    expect(await result('a\nb\nc', { count: 2 })).toBe('a\nb\n');
    expect(await result('a\nb\nc', { mode: 'last', count: 2 })).toBe('b\nc');
    expect(await result('a\r\nb\r\nc\r\n', { mode: 'last', count: 2 })).toBe('b\r\nc\r\n');
    expect(await result('a\rb\rc', { count: 1 })).toBe('a\r');
    expect(await run('one line', { mode: 'last', count: 1 })).toEqual({ result: 'one line', totalLines: 1, keptLines: 1, firstLine: 1 });
  });

  it('matches Array.slice semantics on random ranges (differential)', async () => {
    const text = Array.from({ length: 7 }, (_, i) => String(i + 1)).join('\n');
    const all = text.split('\n');
    for (const from of [-9, -7, -3, -1, 1, 3, 7, 9])
      for (const to of [-9, -4, -1, 1, 4, 7, 9]) {
        const s = from > 0 ? from - 1 : Math.max(0, 7 + from);
        const e = to > 0 ? to : 7 + to + 1;
        const expected = all.slice(s, Math.max(s, e));
        const data = await run(text, { mode: 'range', from, to });
        expect(data.keptLines, `${from}..${to}`).toBe(expected.length);
        expect(data.result.split('\n').filter((l) => l !== '')).toEqual(expected);
      }
  });

  it('handles unicode lines', async () => {
    expect(await result(`${UNICODE_SAMPLE}\n中\n😀`, { mode: 'last', count: 2 })).toBe('中\n😀');
  });

  it('rejects line number 0 with a hint', async () => {
    expect(await runError(tool, { text: 'a', mode: 'range', from: 0 }, 'INVALID_INPUT')).toBe(
      '"from" is 0, but line numbers are 1-based: use 1 for the first line or -1 for the last',
    );
    await runError(tool, { text: 'a', count: 1.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\n');
    const data = await run(text, { mode: 'range', from: -2, to: -1 });
    expect(data).toEqual({ result: 'ab\nab\n', totalLines: 333_333, keptLines: 2, firstLine: 333_332 });
    expect((await run(text, { count: 1, invert: true })).keptLines).toBe(333_332);
  });
});
