import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  totalLines: number;
  uniqueLines: number;
  removedCount: number;
  duplicateGroups: number;
  duplicates: { line: string; count: number }[];
  duplicatesTruncated: boolean;
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const dedupe = async (text: string, options: Record<string, unknown> = {}) => (await run(text, options)).result;

describe('remove-duplicate-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown keep option', async () => {
    await runError(tool, { text: 'a', keep: 'middle' }, 'CONSTRAINT_VIOLATION');
  });

  it('keeps the first occurrence of non-adjacent duplicates, in order, case-sensitively by default', async () => {
    const data = await run('b\na\nb\nA\na\nc');
    expect(data.result).toBe('b\na\nA\nc');
    expect(data).toMatchObject({ totalLines: 6, uniqueLines: 4, removedCount: 2, duplicateGroups: 2 });
    expect(data.duplicates).toEqual([
      { line: 'b', count: 2 },
      { line: 'a', count: 2 },
    ]);
  });

  it('matches awk !seen[$0]++ (differential)', async () => {
    const words = Array.from({ length: 500 }, (_, i) => `w${(i * 7919) % 97}`);
    const seen = new Set<string>();
    const expected = words.filter((w) => !seen.has(w) && seen.add(w));
    expect(await dedupe(words.join('\n'))).toBe(expected.join('\n'));
  });

  it('keeps the last occurrence at its own position', async () => {
    const data = await run('a\nb\na\nc\nb', { keep: 'last' });
    expect(data.result).toBe('a\nc\nb');
    expect(data.duplicates).toEqual([
      { line: 'a', count: 2 },
      { line: 'b', count: 2 },
    ]);
  });

  it('keeps the final-newline state when the last line is removed', async () => {
    expect(await dedupe('a\nb\na')).toBe('a\nb');
    expect(await dedupe('a\nb\na\n')).toBe('a\nb\n');
    expect(await dedupe('a\nb\na', { keep: 'last' })).toBe('b\na');
  });

  it('keeps mixed line endings exactly', async () => {
    expect(await dedupe('a\r\nb\nA\r\nb\rc')).toBe('a\r\nb\nA\r\nc');
    expect(await dedupe('x\r\nx\r\ny\r\n')).toBe('x\r\ny\r\n');
  });

  it('compares case-insensitively with Unicode folding', async () => {
    expect(await dedupe('Straße\nSTRASSE\nÉté\nété\nΣ\nσ', { caseSensitive: false })).toBe('Straße\nÉté\nΣ');
  });

  it('trims before comparing but outputs the kept line unchanged', async () => {
    const data = await run('  a\na  \n\ta\nb', { trim: true });
    expect(data.result).toBe('  a\nb');
    expect(data.duplicates).toEqual([{ line: '  a', count: 3 }]);
    expect(await dedupe('  a\na  ')).toBe('  a\na  ');
  });

  it('leaves blank lines alone when asked', async () => {
    const text = 'p1\n\np2\n\np1\n  \n';
    expect(await dedupe(text)).toBe('p1\n\np2\n  \n');
    expect(await dedupe(text, { ignoreBlank: true })).toBe('p1\n\np2\n\n  \n');
    expect(await dedupe(text, { trim: true })).toBe('p1\n\np2\n');
  });

  it('handles unicode lines', async () => {
    const data = await run(`${UNICODE_SAMPLE}\n${UNICODE_SAMPLE}\n😀`);
    expect(data.result).toBe(`${UNICODE_SAMPLE}\n😀`);
    expect(data.duplicates).toEqual([{ line: UNICODE_SAMPLE, count: 2 }]);
  });

  it('caps the duplicate list at 100', async () => {
    const items = Array.from({ length: 150 }, (_, i) => `line${i}`);
    const data = await run([...items, ...items].join('\n'));
    expect(data.uniqueLines).toBe(150);
    expect(data.removedCount).toBe(150);
    expect(data.duplicateGroups).toBe(150);
    expect(data.duplicates).toHaveLength(100);
    expect(data.duplicates[99]).toEqual({ line: 'line99', count: 2 });
    expect(data.duplicatesTruncated).toBe(true);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\n');
    const data = await run(text);
    expect(data.totalLines).toBe(333_333);
    expect(data.result).toBe('ab\n');
    expect(data.removedCount).toBe(333_332);
    const distinct = Array.from({ length: 100_000 }, (_, i) => `${i}`).join('\n');
    expect((await run(distinct, { caseSensitive: false, trim: true })).removedCount).toBe(0);
  });
});
