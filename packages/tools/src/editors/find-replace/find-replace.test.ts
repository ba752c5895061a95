import { describe, expect, it } from 'vitest';
import tool, { foldCase, MAX_RESULT } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  replacements: number;
}

const run = (text: string, find: string, replace: string, options: Record<string, unknown> = {}) =>
  runOk<Out>(tool, { text, find, replace, ...options });
const regex = (text: string, find: string, replace: string, options: Record<string, unknown> = {}) =>
  run(text, find, replace, { mode: 'regex', ...options });

describe('find-replace', () => {
  itReproducesItsExample(tool);

  it('declares itself isolated with a time limit (it runs user regexes)', () => {
    expect(tool.definition.isolate).toBe(true);
    expect(tool.definition.timeoutMs).toBe(5_000);
  });

  it('treats an empty text or an empty find as missing', async () => {
    await runError(tool, { text: '', find: 'a' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'abc', find: '' }, 'MISSING_REQUIRED');
  });

  it('replaces all occurrences of plain text by default, or only the first', async () => {
    expect(await run('a-b-c', '-', '+')).toEqual({ result: 'a+b+c', replacements: 2 });
    expect(await run('a-b-c', '-', '+', { replaceAll: false })).toEqual({ result: 'a+b-c', replacements: 1 });
    expect(await run('abc', 'x', 'y')).toEqual({ result: 'abc', replacements: 0 });
  });

  it('deletes matches when the replacement is empty or missing', async () => {
    expect(await run('a, b, c', ', ', '')).toEqual({ result: 'abc', replacements: 2 });
    expect(await runOk(tool, { text: 'a, b, c', find: ', ' })).toEqual({ result: 'abc', replacements: 2 });
  });

  it('treats regex characters literally in plain mode', async () => {
    expect(await run('a.b*c a.b* axbbc', 'a.b*', 'X')).toEqual({ result: 'Xc X axbbc', replacements: 2 });
    expect(await run('(1+1)=2 [x] \\d $', '\\d $', '#')).toEqual({ result: '(1+1)=2 [x] #', replacements: 1 });
    expect(await run('(1+1)', '(1+1)', '2')).toEqual({ result: '2', replacements: 1 });
  });

  it('inserts the plain-mode replacement literally, $& and $1 included', async () => {
    expect(await run('price: 5', '5', '$&$1$$ $<x>')).toEqual({ result: 'price: $&$1$$ $<x>', replacements: 1 });
    // String.prototype.replaceAll would have expanded $& to the match
    expect('price: 5'.replaceAll('5', '$&$&')).toBe('price: 55');
  });

  it('finds non-overlapping matches from left to right', async () => {
    expect(await run('aaaa', 'aa', 'b')).toEqual({ result: 'bb', replacements: 2 });
    expect(await run('aaa', 'aa', 'b')).toEqual({ result: 'ba', replacements: 1 });
    expect(await run('abababa', 'aba', 'X')).toEqual({ result: 'XbX', replacements: 2 });
  });

  it('matches plain text case-insensitively with Unicode case folding', async () => {
    expect(await run('Hello HELLO hello', 'hello', 'hi', { caseSensitive: false })).toEqual({ result: 'hi hi hi', replacements: 3 });
    expect(await run('Hello HELLO hello', 'hello', 'hi')).toEqual({ result: 'Hello HELLO hi', replacements: 1 });
    // Greek final sigma, long s, Kelvin sign, Deseret (astral) letters
    expect(await run('ΟΔΟΣ οδος', 'ΟΔΟΣ', 'x', { caseSensitive: false })).toEqual({ result: 'x x', replacements: 2 });
    expect(await run('ſtate \u212Aelvin', 'STATE KELVIN', 'ok', { caseSensitive: false })).toEqual({ result: 'ok', replacements: 1 });
    expect(await run('\u{10400}\u{10428}', '\u{10428}', '-', { caseSensitive: false })).toEqual({ result: '--', replacements: 2 });
    // Turkish dotless ı is not a case variant of i (Unicode simple case folding), as in /i/iu
    expect(await run('ı I i İ', 'i', '_', { caseSensitive: false })).toEqual({ result: 'ı _ _ İ', replacements: 2 });
  });

  it('folds case exactly like a /iu regex does (differential over Latin, Greek, Cyrillic, Cherokee and astral scripts)', () => {
    const ranges = [[0, 0x24ff], [0x2c00, 0x2dff], [0xa640, 0xabff], [0xff00, 0xffef], [0x10400, 0x104ff], [0x118a0, 0x118ff], [0x1e900, 0x1e95f]];
    const mismatches: string[] = [];
    let checked = 0;
    for (const [from, to] of ranges)
      for (let cp = from!; cp <= to!; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        const ch = String.fromCodePoint(cp);
        const folded = foldCase(ch);
        expect(folded.length).toBe(ch.length);
        const re = new RegExp(`^\\u{${cp.toString(16)}}$`, 'iu');
        for (const other of new Set([folded, ch.toUpperCase(), ch.toLowerCase()])) {
          if ([...other].length !== 1) continue;
          checked++;
          if ((foldCase(other) === folded) !== re.test(other)) mismatches.push(`U+${cp.toString(16)} vs U+${other.codePointAt(0)!.toString(16)}`);
        }
      }
    expect(checked).toBeGreaterThan(10_000);
    expect(mismatches).toEqual([]);
  });

  it('matches whole words only, in any script', async () => {
    expect(await run('cat concat cat_ cat. (cat) Cat', 'cat', 'dog', { wholeWord: true })).toEqual({
      result: 'dog concat cat_ dog. (dog) Cat',
      replacements: 3,
    });
    expect(await run('café cafés café', 'café', 'bar', { wholeWord: true })).toEqual({ result: 'bar cafés bar', replacements: 2 });
    expect(await run('中文 中文字', '中文', 'X', { wholeWord: true })).toEqual({ result: 'X 中文字', replacements: 1 });
    // an edge of the search text that is not a word character needs no boundary
    expect(await run('a-b', '-', '+', { wholeWord: true })).toEqual({ result: 'a+b', replacements: 1 });
    // a rejected candidate does not hide an overlapping one
    expect(await run('aa a', 'a', 'X', { wholeWord: true })).toEqual({ result: 'aa X', replacements: 1 });
    expect(await run('THE the', 'the', 'a', { wholeWord: true, caseSensitive: false })).toEqual({ result: 'a a', replacements: 2 });
  });

  it('never splits a surrogate pair in plain mode', async () => {
    const text = `a😀b${UNICODE_SAMPLE}`;
    // a lone high surrogate is a valid JSON string, but matches no whole character
    expect(await run(text, '\uD83D', 'X')).toEqual({ result: text, replacements: 0 });
    expect(await run(text, '\uDE00', 'X')).toEqual({ result: text, replacements: 0 });
    expect(await run(text, '😀', '🙂')).toEqual({ result: `a🙂bÀ🙂中`, replacements: 2 });
    expect(await run(UNICODE_SAMPLE, 'à', 'a', { caseSensitive: false })).toEqual({ result: 'a😀中', replacements: 1 });
  });

  it('keeps line endings and matches across lines in plain mode', async () => {
    expect(await run('a\r\nb\r\nc', '\r\n', ', ')).toEqual({ result: 'a, b, c', replacements: 2 });
    expect(await run('x\ny\nx\ny', 'x\ny', 'z')).toEqual({ result: 'z\nz', replacements: 2 });
  });

  it('expands $1, $<name>, $&, $` , $\' and $$ in regex mode', async () => {
    expect(await regex('2024-03-15', '(?<y>\\d{4})-(?<m>\\d\\d)-(?<d>\\d\\d)', '$<d>/$<m>/$<y>')).toEqual({ result: '15/03/2024', replacements: 1 });
    expect(await regex('John Smith', '(\\w+) (\\w+)', '$2, $1')).toEqual({ result: 'Smith, John', replacements: 1 });
    expect(await regex('cost 5', '\\d', '$$$&.00')).toEqual({ result: 'cost $5.00', replacements: 1 });
    expect(await regex('abc', 'b', "[$`|$']")).toEqual({ result: 'a[a|c]c', replacements: 1 });
    expect(await regex('ab', '(a)', '$2$10$0')).toEqual({ result: '$2a0$0b', replacements: 1 });
  });

  it('expands replacements exactly like String.prototype.replace (differential)', async () => {
    const cases: Array<[string, string, string]> = [
      ['a1b22c333', '(\\d)(\\d)?', '<$1|$2|$3|$01|$11|$&|$$|$>'],
      ['x-y', '(?<a>x)-(?<b>y)', '$<b>$<a>$<missing>$<a'],
      ['x-y', '(x)-(y)', '$<a>$2$1'],
      ['aaa', 'a*?', '[$&]'],
      ['hello world', '\\b', '|'],
      ['one two', '(o)(n)?', "$2$1$`$'$"],
      ['12345678901', '(1)(2)(3)(4)(5)(6)(7)(8)(9)(0)(1)', '$11$10$1$011$00'],
    ];
    for (const [text, pattern, template] of cases) {
      const expected = text.replace(new RegExp(pattern, 'gu'), template);
      expect((await regex(text, pattern, template)).result, `${pattern} → ${template}`).toBe(expected);
    }
  });

  it('handles zero-length regex matches by stepping one character (a code point with u)', async () => {
    expect(await regex('abc', '(?:)', '-')).toEqual({ result: '-a-b-c-', replacements: 4 });
    expect(await regex('a😀b', 'x*', '|')).toEqual({ result: '|a|😀|b|', replacements: 4 });
    expect(await regex('one\ntwo', '^', '> ', { multiline: true })).toEqual({ result: '> one\n> two', replacements: 2 });
    expect(await regex('one\ntwo', '^', '> ')).toEqual({ result: '> one\ntwo', replacements: 1 });
    expect(await regex('ab', '$', '!', { replaceAll: false })).toEqual({ result: 'ab!', replacements: 1 });
  });

  it('applies the case, dotAll and first-only options in regex mode', async () => {
    expect(await regex('Foo foo', 'foo', 'x', { caseSensitive: false })).toEqual({ result: 'x x', replacements: 2 });
    expect(await regex('a\nb', 'a.b', 'X')).toEqual({ result: 'a\nb', replacements: 0 });
    expect(await regex('a\nb', 'a.b', 'X', { dotAll: true })).toEqual({ result: 'X', replacements: 1 });
    expect(await regex('1 2 3', '\\d', 'n', { replaceAll: false })).toEqual({ result: 'n 2 3', replacements: 1 });
  });

  it('matches whole words in regex mode with Unicode word boundaries and backtracking', async () => {
    expect(await regex('café cafés', 'caf\\p{L}', 'X', { wholeWord: true })).toEqual({ result: 'X cafés', replacements: 1 });
    // the alternation backtracks to the longer alternative when the shorter is not a whole word
    expect(await regex('abc ab', 'ab|abc', 'X', { wholeWord: true })).toEqual({ result: 'X X', replacements: 2 });
    expect(await regex('x1 x12 y1', '(x)\\d', '$1#', { wholeWord: true })).toEqual({ result: 'x# x12 y1', replacements: 1 });
  });

  it('uses Unicode mode: \\p{…} works and . matches a whole astral character', async () => {
    expect(await regex(UNICODE_SAMPLE, '.', '[$&]')).toEqual({ result: '[À][😀][中]', replacements: 3 });
    expect(await regex(UNICODE_SAMPLE, '\\p{Script=Han}', 'zh')).toEqual({ result: 'À😀zh', replacements: 1 });
  });

  it('rejects an invalid regex with the engine reason', async () => {
    expect(await runError(tool, { text: 'a', find: '(a', mode: 'regex' }, 'INVALID_INPUT')).toBe('Invalid regular expression: Unterminated group');
    expect(await runError(tool, { text: 'a', find: 'a\\-b', mode: 'regex' }, 'INVALID_INPUT')).toMatch(
      /^Invalid regular expression: Invalid escape \(in Unicode mode only syntax characters/,
    );
    expect(await runError(tool, { text: 'a', find: '*', mode: 'regex', wholeWord: true }, 'INVALID_INPUT')).toBe(
      'Invalid regular expression: Nothing to repeat',
    );
    // the same text is fine in plain mode
    expect(await run('(a', '(a', 'b')).toEqual({ result: 'b', replacements: 1 });
  });

  it('refuses a result longer than the limit instead of exhausting memory', async () => {
    const text = 'a'.repeat(100_000);
    const message = await runError(tool, { text, find: 'a', replace: 'b'.repeat(1_000) }, 'CONSTRAINT_VIOLATION');
    expect(message).toMatch(/^The result would be longer than 10,000,000 characters/);
    expect(MAX_RESULT).toBe(10_000_000);
    await runError(tool, { text, find: '', replace: '$`', mode: 'regex' }, 'MISSING_REQUIRED');
    await runError(tool, { text, find: 'a?', replace: '$`', mode: 'regex' }, 'CONSTRAINT_VIOLATION');
  });

  it('processes the largest allowed input in linear time, even with rejected candidates', async () => {
    const text = largestInput(tool, 'text', 'ab');
    expect(text.length).toBe(1_000_000);
    const plain = await run(text, 'ba', 'X');
    expect(plain.replacements).toBe(499_999);
    // every candidate is rejected by the whole-word rule: a naive rescan would be quadratic
    const long = 'ab'.repeat(20_000);
    expect(await run(text, long, 'X', { wholeWord: true })).toEqual({ result: text, replacements: 0 });
    const folded = await run(text, 'AB', 'c', { caseSensitive: false });
    expect(folded.replacements).toBe(500_000);
    expect(folded.result).toBe('c'.repeat(500_000));
    const re = await regex(text, '(a)b', '$1');
    expect(re.result).toBe('a'.repeat(500_000));
    await runError(tool, { text: oversizedInput(tool, 'text'), find: 'a' }, 'CONSTRAINT_VIOLATION');
  });
});
