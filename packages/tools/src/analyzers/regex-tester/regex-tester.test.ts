import { afterAll, describe, expect, it } from 'vitest';
import { execute } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import tool, { MAX_REPLACED, substitute } from './index.js';
import { createRegistry } from '../../index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Group {
  number: number;
  name: string | null;
  value: string | null;
  index?: number | null;
  end?: number | null;
}
interface Out {
  flags: string;
  groupCount: number;
  matchCount: number;
  truncated: boolean;
  matches: Array<{ index: number; end: number; match: string; groups: Group[] }>;
  replaced?: string;
}

const test = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const spans = (data: Out) => data.matches.map((m) => [m.index, m.end, m.match]);

/** What JavaScript itself finds: matchAll with g, exec without. */
function native(pattern: string, flags: string, text: string): Array<[number, number, string]> {
  const re = new RegExp(pattern, flags);
  const found = re.global ? [...text.matchAll(re)] : [re.exec(text)].filter((m) => m !== null);
  return found.map((m) => [m.index!, m.index! + m[0].length, m[0]]);
}

const FLAG_NAMES: Record<string, string> = { g: 'global', i: 'ignoreCase', m: 'multiline', s: 'dotAll', u: 'unicode', v: 'unicodeSets', y: 'sticky', d: 'hasIndices' };
const withFlags = (flags: string) => Object.fromEntries(Object.entries(FLAG_NAMES).map(([letter, name]) => [name, flags.includes(letter)]));

describe('regex-tester', () => {
  itReproducesItsExample(tool);

  it('lists matches, numbered and named groups', async () => {
    const data = await test({ pattern: '(\\w)(?<digit>\\d)?', text: 'a1 b' });
    expect(data.groupCount).toBe(2);
    expect(data.matchCount).toBe(2);
    expect(data.matches).toEqual([
      { index: 0, end: 2, match: 'a1', groups: [{ number: 1, name: null, value: 'a' }, { number: 2, name: 'digit', value: '1' }] },
      { index: 3, end: 4, match: 'b', groups: [{ number: 1, name: null, value: 'b' }, { number: 2, name: 'digit', value: null }] },
    ]);
    expect(data).not.toHaveProperty('replaced');
  });

  it('maps group names to numbers past classes, escapes, lookarounds and escaped names', async () => {
    const data = await test({ pattern: '[(]\\((?:x)(?=y)(?<!z)(y)(?<\\u0061b>y)?', text: '((xyy' });
    expect(data.groupCount).toBe(2);
    expect(data.matches[0]!.groups).toEqual([{ number: 1, name: null, value: 'y' }, { number: 2, name: 'ab', value: 'y' }]);
    const v = await test({ pattern: '[[\\(]--[a]](?<n>z)', text: '(z', unicodeSets: true });
    expect(v.matches[0]!.groups).toEqual([{ number: 1, name: 'n', value: 'z' }]);
  });

  it('reports group positions with the d flag', async () => {
    const data = await test({ pattern: '(a)|(?<b>b)', text: 'xb', hasIndices: true });
    expect(data.flags).toBe('dg');
    expect(data.matches[0]!.groups).toEqual([
      { number: 1, name: null, value: null, index: null, end: null },
      { number: 2, name: 'b', value: 'b', index: 1, end: 2 },
    ]);
  });

  it('advances past zero-length matches (no infinite loop on /a*/g) exactly like matchAll', async () => {
    const data = await test({ pattern: 'a*', text: 'baaac' });
    expect(spans(data)).toEqual([[0, 0, ''], [1, 4, 'aaa'], [4, 4, ''], [5, 5, '']]);
    for (const [pattern, flags, text] of [
      ['(?:)', 'g', '😀x'],
      ['(?:)', 'gu', '😀x'],
      ['(?:)', 'gv', '😀x'],
      ['\\b', 'g', 'ab cd'],
      ['^', 'gm', 'a\nb\n'],
      ['x*', 'gy', 'xxay'],
      ['a?', 'gi', 'AaBa'],
    ] as const) {
      const out = await test({ pattern, text, ...withFlags(flags) });
      expect(spans(out), `/${pattern}/${flags}`).toEqual(native(pattern, flags, text));
    }
  });

  it('applies each flag like the engine', async () => {
    const cases: Array<[string, string, string]> = [
      ['abc', 'gi', 'ABC abc'],
      ['^\\w+$', 'g', 'one\ntwo'],
      ['^\\w+$', 'gm', 'one\ntwo'],
      ['a.b', 'g', 'a\nb'],
      ['a.b', 'gs', 'a\nb'],
      ['a', 'gy', 'aab'],
      ['a', 'gy', 'baa'],
      ['a', '', 'bab a'],
      ['a', 'y', 'ab'],
      ['\\p{Lu}', 'gu', 'aBcD'],
      ['[\\p{L}--[a-z]]', 'gv', 'aBc'],
      ['\\u{1F600}', 'gu', 'x😀'],
    ];
    for (const [pattern, flags, text] of cases) {
      const out = await test({ pattern, text, ...withFlags(flags) });
      expect(out.flags).toBe(new RegExp(pattern, flags).flags);
      expect(spans(out), `/${pattern}/${flags}`).toEqual(native(pattern, flags, text));
      expect(out.matchCount).toBe(native(pattern, flags, text).length);
    }
    expect((await test({ pattern: 'a', text: 'aaa', global: false })).matchCount).toBe(1);
  });

  it('rejects u and v together, naming both', async () => {
    expect(await runError(tool, { pattern: 'a', unicode: true, unicodeSets: true }, 'INVALID_INPUT')).toMatch(/unicode \(u\) and unicodeSets \(v\)/);
  });

  it('reports an invalid pattern with the engine message', async () => {
    for (const [pattern, flags] of [['(', ''], ['a{2,1}', ''], ['\\p{Nope}', 'u'], ['(?<n>a)(?<n>b)', '']] as const) {
      let expected = '';
      try {
        new RegExp(pattern, `g${flags}`);
      } catch (error) {
        expected = (error as Error).message;
      }
      expect(expected).not.toBe('');
      expect(await runError(tool, { pattern, text: 'a', ...withFlags(`g${flags}`) }, 'INVALID_INPUT')).toBe(expected);
    }
  });

  it('treats an empty pattern as missing, and tests an empty text', async () => {
    await runError(tool, { pattern: '', text: 'abc' }, 'MISSING_REQUIRED');
    expect(spans(await test({ pattern: '^$' }))).toEqual([[0, 0, '']]);
    expect(spans(await test({ pattern: '^$', text: '' }))).toEqual([[0, 0, '']]);
  });

  it('handles unicode with UTF-16 offsets', async () => {
    const plain = await test({ pattern: '.', text: UNICODE_SAMPLE });
    expect(plain.matches.map((m) => m.index)).toEqual([0, 1, 2, 3]); // the emoji is two code units
    const u = await test({ pattern: '.', text: UNICODE_SAMPLE, unicode: true });
    expect(spans(u)).toEqual([[0, 1, 'À'], [1, 3, '😀'], [3, 4, '中']]);
    const emoji = await test({ pattern: '\\p{Emoji_Presentation}', text: UNICODE_SAMPLE, unicode: true });
    expect(spans(emoji)).toEqual([[1, 3, '😀']]);
    expect((await test({ pattern: '(?<c>中)', text: UNICODE_SAMPLE, replacement: '[$<c>]' })).replaced).toBe('À😀[中]');
  });

  it('previews replacements exactly like String.prototype.replace', async () => {
    const templates = ['$1', '$2-$1', '$<y>', '[$&]', '$`', "$'", '$$', '$0', '$00', '$01', '$10', '$9', '$<nope>', '$<y', '$', 'a$', '$x', '$11$1'];
    const cases: Array<[string, string, string]> = [
      ['(\\d)(?<y>\\d)?', 'g', 'a12b3c'],
      ['(\\d)(?<y>\\d)?', '', 'a12b3c'],
      ['(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)', 'g', 'xabcdefghijkx'],
      ['(x*)', 'g', 'axxb'],
      ['(x*)', 'gu', '😀x'],
      ['(.)', 'gy', 'abc'],
    ];
    for (const [pattern, flags, text] of cases)
      for (const replacement of templates) {
        const out = await test({ pattern, text, replacement, ...withFlags(flags) });
        expect(out.replaced, `/${pattern}/${flags} with ${replacement}`).toBe(text.replace(new RegExp(pattern, flags), replacement));
      }
  });

  it('implements GetSubstitution for a match without named groups', () => {
    const m = /(b)/.exec('abc')!;
    const template = '$<x>|$1|$2|$&|$`|$\'';
    expect(substitute(template, m, 'abc')).toBe('$<x>|b|$2|b|a|c');
    expect(`a${substitute(template, m, 'abc')}c`).toBe('abc'.replace(/(b)/, template));
  });

  it('previews an empty replacement (deletes matches) only when asked', async () => {
    expect((await test({ pattern: '\\s+', text: 'a b  c', replace: true })).replaced).toBe('abc');
    expect((await test({ pattern: '\\s+', text: 'a b  c', replace: true, global: false })).replaced).toBe('ab  c');
    expect(await test({ pattern: '\\s+', text: 'a b  c' })).not.toHaveProperty('replaced');
    expect((await test({ pattern: 'x', text: 'abc', replacement: 'y' })).replaced).toBe('abc');
  });

  it('lists at most maxMatches but counts every match', async () => {
    const data = await test({ pattern: '\\d', text: '0123456789', maxMatches: 3 });
    expect(data.matchCount).toBe(10);
    expect(data.truncated).toBe(true);
    expect(spans(data)).toEqual([[0, 1, '0'], [1, 2, '1'], [2, 3, '2']]);
    expect((await test({ pattern: '\\d', text: '0123456789' })).truncated).toBe(false);
    await runError(tool, { pattern: 'a', maxMatches: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { pattern: 'a', maxMatches: 10_001 }, 'CONSTRAINT_VIOLATION');
  });

  it('warns when the pattern is written as a /literal/', async () => {
    const result = await runTool(tool, { pattern: '/a+/g', text: 'aa /a/g' });
    expect(result.metadata?.warnings?.[0]).toMatch(/starts and ends with "\/"/);
    expect((await runTool(tool, { pattern: 'a+', text: 'aa' })).metadata?.warnings).toBeUndefined();
  });

  it('handles the largest allowed text and rejects one character more', async () => {
    const text = largestInput(tool, 'text', 'a');
    const data = await test({ pattern: 'a', text });
    expect(data.matchCount).toBe(1_000_000);
    expect(data.matches).toHaveLength(1000);
    expect(data.truncated).toBe(true);
    const empty = await test({ pattern: '(?:)', text, maxMatches: 1 });
    expect(empty.matchCount).toBe(1_000_001);
    await runError(tool, { pattern: 'a', text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('bounds the size of listed groups and of the replacement', async () => {
    const text = largestInput(tool, 'text', 'a');
    const nested = await test({ pattern: '((((((a+))))))', text });
    expect(nested.matchCount).toBe(1);
    expect(nested.matches).toEqual([]);
    expect(nested.truncated).toBe(true);
    const message = await runError(tool, { pattern: 'a', text, replacement: 'bbbbbb' }, 'INVALID_INPUT');
    expect(message).toBe(`The replacement preview would be longer than ${MAX_REPLACED.toLocaleString('en-US')} characters; shorten the replacement or the text`);
  });

  describe('in the worker pool', () => {
    const runner = createWorkerRunner({ registryModule: new URL('../../../dist/index.js', import.meta.url).href, size: 1 });
    const registry = createRegistry();
    afterAll(() => runner.close());

    it('stops catastrophic backtracking with TIMEOUT and keeps answering', async () => {
      const slow = await execute(registry, 'regex-tester', { pattern: '(a+)+$', text: 'a'.repeat(30) + 'b' }, { isolatedRunner: runner.run, timeoutMs: 1000 });
      expect(slow.success).toBe(false);
      expect(!slow.success && slow.errorCode).toBe('TIMEOUT');

      const ok = await execute(registry, 'regex-tester', { pattern: 'b+', text: 'abbc' }, { isolatedRunner: runner.run });
      expect(ok.success && (ok.data as Out).matches).toEqual([{ index: 1, end: 3, match: 'bb', groups: [] }]);
    });
  });
});
