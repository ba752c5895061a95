import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  union: string[];
  intersection: string[];
  onlyInA: string[];
  onlyInB: string[];
  symmetricDifference: string[];
  counts: Record<string, number>;
}

const compare = (listA: string, listB: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { listA, listB, ...options });

describe('list-compare', () => {
  itReproducesItsExample(tool);

  it('treats an empty list as missing', async () => {
    await runError(tool, { listA: '', listB: 'a' }, 'MISSING_REQUIRED');
    await runError(tool, { listA: 'a' }, 'MISSING_REQUIRED');
  });

  it('computes all five results in original order', async () => {
    const out = await compare('c\na\nb\n', 'b\nd\nc');
    expect(out.union).toEqual(['c', 'a', 'b', 'd']);
    expect(out.intersection).toEqual(['c', 'b']);
    expect(out.onlyInA).toEqual(['a']);
    expect(out.onlyInB).toEqual(['d']);
    expect(out.symmetricDifference).toEqual(['a', 'd']);
    expect(out.counts).toEqual({ listA: 3, listB: 3, distinctA: 3, distinctB: 3, union: 4, intersection: 2, onlyInA: 1, onlyInB: 1, symmetricDifference: 2 });
  });

  it('matches Set operations (differential)', async () => {
    const a = ['x', 'y', 'z', 'y', 'w', '10', '9'];
    const b = ['z', 'q', 'x', 'x', '9'];
    const sa = new Set(a);
    const sb = new Set(b);
    const out = await compare(a.join('\n'), b.join('\n'));
    expect(out.union).toEqual([...new Set([...a, ...b])]);
    expect(out.intersection).toEqual([...sa].filter((x) => sb.has(x)));
    expect(out.onlyInA).toEqual([...sa].filter((x) => !sb.has(x)));
    expect(out.onlyInB).toEqual([...sb].filter((x) => !sa.has(x)));
  });

  it('is case-sensitive by default and folds case on request, keeping the first spelling', async () => {
    expect((await compare('Apple', 'apple')).intersection).toEqual([]);
    const out = await compare('Apple\nAPPLE', 'apple\nPear', { caseInsensitive: true });
    expect(out.intersection).toEqual(['Apple']);
    expect(out.onlyInB).toEqual(['Pear']);
    expect(out.counts.distinctA).toBe(1);
  });

  it('trims and ignores empty items by default, and can keep them', async () => {
    expect((await compare(' a \n\n b', 'a\nb\n')).intersection).toEqual(['a', 'b']);
    const raw = await compare(' a \n\nb', 'a\nb\n', { trim: false, ignoreEmpty: false });
    expect(raw.onlyInA).toEqual([' a ', '']);
    expect(raw.counts.listB).toBe(2); // a final newline is not an empty item
  });

  it('splits on the chosen delimiter', async () => {
    expect((await compare('a, b,c', 'c,d', { delimiter: 'comma' })).union).toEqual(['a', 'b', 'c', 'd']);
    expect((await compare('a;b', 'b', { delimiter: 'semicolon' })).onlyInA).toEqual(['a']);
    expect((await compare('a\tb', 'b', { delimiter: 'tab' })).onlyInA).toEqual(['a']);
    expect((await compare('a|b', 'b', { delimiter: 'pipe' })).onlyInA).toEqual(['a']);
    expect((await compare('a b\n\tc', 'c', { delimiter: 'whitespace' })).onlyInA).toEqual(['a', 'b']);
    expect((await compare('a::b::c', 'b', { delimiter: 'custom', customDelimiter: '::' })).onlyInA).toEqual(['a', 'c']);
    expect((await compare('a\\b\nc', 'c', { delimiter: 'custom', customDelimiter: '\\n' })).onlyInA).toEqual(['a\\b']);
    expect((await compare('a\r\nb\rc', 'b', {})).onlyInA).toEqual(['a', 'c']);
  });

  it('sorts naturally or by code point', async () => {
    expect((await compare('item10\nitem2\nItem1', 'x', { order: 'alphabetical' })).onlyInA).toEqual(['Item1', 'item2', 'item10']);
    expect((await compare('b\nB\n😀\n\uFB01\na', 'x', { order: 'codepoint' })).onlyInA).toEqual(['B', 'a', 'b', '\uFB01', '😀']);
    expect((await compare('b\na', 'c\nb0', { order: 'codepoint' })).symmetricDifference).toEqual(['a', 'b', 'b0', 'c']);
  });

  it('counts duplicates as a multiset when dedupe is off', async () => {
    const out = await compare('a\na\na\nb', 'a\nb\nb\nc', { dedupe: false });
    expect(out.union).toEqual(['a', 'a', 'a', 'b', 'b', 'c']);
    expect(out.intersection).toEqual(['a', 'b']);
    expect(out.onlyInA).toEqual(['a', 'a']);
    expect(out.onlyInB).toEqual(['b', 'c']);
    expect(out.symmetricDifference).toEqual(['a', 'a', 'b', 'c']);
    expect(out.counts.listA).toBe(4);
  });

  it('handles unicode items', async () => {
    const out = await compare(`${UNICODE_SAMPLE}\nÀ\n😀`, `😀\n中\nà`, { caseInsensitive: true });
    expect(out.intersection).toEqual(['À', '😀']);
    expect(out.onlyInA).toEqual([UNICODE_SAMPLE]);
    expect(out.onlyInB).toEqual(['中']);
  });

  it('compares the largest allowed lists', async () => {
    const listA = largestInput(tool, 'listA', 'ab\ncd\n');
    const listB = Array.from({ length: 60_000 }, (_, i) => `n${i}`).join('\n');
    const out = await compare(listA, listB);
    expect(out.counts.listA).toBe(listA.length / 3);
    expect(out.intersection).toEqual([]);
    expect(out.onlyInA).toEqual(['ab', 'cd']);
    expect(out.onlyInB.length).toBe(60_000);
    expect((await compare(listB, listB, { order: 'alphabetical' })).intersection.slice(0, 3)).toEqual(['n0', 'n1', 'n2']);
  });

  it('rejects an unknown delimiter option', async () => {
    await runError(tool, { listA: 'a', listB: 'b', delimiter: 'colon' }, 'CONSTRAINT_VIOLATION');
  });
});
