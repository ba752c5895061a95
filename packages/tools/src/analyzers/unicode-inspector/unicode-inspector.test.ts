import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface CP { character: string; codePoint: string; decimal: number; utf8: string | null; utf16: string; category: string; categoryName: string; script: string; scriptExtensions: string[]; flags: string[]; htmlEntity: string; jsEscape: string; urlEncoded: string | null }
interface Out { characters: { character: string; offset: number; codePoints: CP[] }[]; truncated: boolean; graphemes: number; codePoints: number; codeUnits: number; utf8Bytes: number; categories: Record<string, number>; scripts: Record<string, number>; flags: Record<string, number> }

const run = (text: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...extra });
const first = async (text: string) => (await run(text)).characters[0]!.codePoints[0]!;

describe('unicode-inspector', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects a listing limit out of range', async () => {
    await runError(tool, { text: 'a', maxCharacters: 0 }, 'CONSTRAINT_VIOLATION');
  });

  it('inspects the unicode sample', async () => {
    const out = await run(UNICODE_SAMPLE);
    expect(out.graphemes).toBe(3);
    expect(out.codePoints).toBe(3);
    expect(out.codeUnits).toBe(4);
    expect(out.utf8Bytes).toBe(Buffer.byteLength(UNICODE_SAMPLE));
    expect(out.characters.map((c) => c.offset)).toEqual([0, 1, 3]);
    expect(out.characters.map((c) => c.codePoints[0]!.codePoint)).toEqual(['U+00C0', 'U+1F600', 'U+4E2D']);
    expect(out.characters.map((c) => c.codePoints[0]!.script)).toEqual(['Latin', 'Common', 'Han']);
    expect(out.categories).toEqual({ Lu: 1, So: 1, Lo: 1 });
    expect(out.flags).toEqual({ emoji: 1 });
    const e = out.characters[1]!.codePoints[0]!;
    expect(e).toMatchObject({ utf8: 'F0 9F 98 80', utf16: 'D83D DE00', htmlEntity: '&#x1F600;', jsEscape: '\\u{1F600}', urlEncoded: '%F0%9F%98%80', decimal: 0x1f600 });
  });

  it('encodes like Buffer, String#charCodeAt and encodeURIComponent (differential)', async () => {
    const text = 'aß€𝄞\u0000\u07FF\u0800\uFFFD\u{10FFFF}';
    const out = await run(text);
    const cps = out.characters.flatMap((c) => c.codePoints);
    expect(cps).toHaveLength([...text].length);
    for (const cp of cps) {
      expect(cp.utf8).toBe(Buffer.from(cp.character, 'utf8').toString('hex').toUpperCase().match(/../g)!.join(' '));
      expect(cp.utf16).toBe(Array.from({ length: cp.character.length }, (_, i) => cp.character.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')).join(' '));
      expect(cp.urlEncoded).toBe(encodeURIComponent(cp.character));
      expect(cp.decimal).toBe(cp.character.codePointAt(0));
      expect(JSON.parse(`"${cp.jsEscape.replace(/\\u\{(\w+)\}/, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))}"`)).toBe(cp.character);
    }
    expect(out.utf8Bytes).toBe(Buffer.byteLength(text));
  });

  it('derives general categories', async () => {
    const cases: [string, string][] = [
      ['A', 'Lu'], ['a', 'Ll'], ['ǅ', 'Lt'], ['ʰ', 'Lm'], ['中', 'Lo'], ['\u0301', 'Mn'], ['\u0903', 'Mc'], ['\u20DD', 'Me'],
      ['7', 'Nd'], ['Ⅻ', 'Nl'], ['½', 'No'], ['_', 'Pc'], ['-', 'Pd'], ['(', 'Ps'], [')', 'Pe'], ['«', 'Pi'], ['»', 'Pf'], ['!', 'Po'],
      ['+', 'Sm'], ['$', 'Sc'], ['^', 'Sk'], ['©', 'So'], [' ', 'Zs'], ['\u2028', 'Zl'], ['\u2029', 'Zp'], ['\u0007', 'Cc'], ['\u200B', 'Cf'],
      ['\uD800', 'Cs'], ['\uE000', 'Co'], ['\u0378', 'Cn'],
    ];
    const out = await run(cases.map(([c]) => c).join(''));
    const got = out.characters.flatMap((c) => c.codePoints).map((c) => [c.character, c.category]);
    expect(got).toEqual(cases);
    expect(Object.keys(out.categories).sort()).toEqual(cases.map(([, c]) => c).sort());
  });

  it('flags invisible, bidi, confusable, control and other characters', async () => {
    expect((await first('\u200B')).flags).toEqual(['invisible']);
    expect((await first('\u202E')).flags).toEqual(['invisible', 'bidi-control']);
    expect((await first('а')).flags).toEqual(['confusable']); // Cyrillic a
    expect((await first('а')).script).toBe('Cyrillic');
    expect((await first('\u00A0')).flags).toEqual(['whitespace', 'confusable']);
    expect((await first('\t')).flags).toEqual(['whitespace', 'control']);
    expect((await first('\uE000')).flags).toEqual(['private-use']);
    expect((await first('\uFFFF')).flags).toEqual(['noncharacter']);
    expect((await first('\u0378')).flags).toEqual(['unassigned']);
    expect((await first('Ａ')).flags).toEqual(['confusable']);
    expect((await first('a')).flags).toEqual([]);
    const lone = await first('\uDC00');
    expect(lone).toMatchObject({ flags: ['lone-surrogate'], utf8: null, urlEncoded: null, utf16: 'DC00', category: 'Cs', script: 'Unknown' });
  });

  it('groups code points into grapheme clusters (ZWJ family, flags, CRLF)', async () => {
    const out = await run('👨‍👩‍👧🇫🇷\r\nx');
    expect(out.characters.map((c) => c.codePoints.length)).toEqual([5, 2, 2, 1]);
    expect(out.characters.map((c) => c.offset)).toEqual([0, 8, 12, 14]);
    expect(out.graphemes).toBe(4);
    expect(out.flags).toEqual({ emoji: 5, invisible: 2, whitespace: 2, control: 2 });
  });

  it('caps the listing with maxCharacters but counts everything', async () => {
    const out = await run('abcdé', { maxCharacters: 2 });
    expect(out.characters.map((c) => c.character)).toEqual(['a', 'b']);
    expect(out.truncated).toBe(true);
    expect(out.graphemes).toBe(5);
    expect(out.scripts).toEqual({ Latin: 5 });
    const all = await run('ab', { maxCharacters: 2 });
    expect(all.truncated).toBe(false);
  });

  it('reports script extensions', async () => {
    const cp = await first('ー'); // prolonged sound mark: Common, used with Hiragana and Katakana
    expect(cp.script).toBe('Common');
    expect(cp.scriptExtensions).toEqual(['Hiragana', 'Katakana']);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'aé👍🏽 ');
    const out = await run(text); // a blow-up would hit the per-test time limit: no clock here
    expect(out.characters).toHaveLength(500);
    expect(out.truncated).toBe(true);
    expect(out.codeUnits).toBe(text.length);
    expect(out.graphemes).toBe((text.length / 7) * 4);
    expect(out.utf8Bytes).toBe(Buffer.byteLength(text));
    expect(out.categories).toEqual({ Ll: (text.length / 7) * 2, So: text.length / 7, Sk: text.length / 7, Zs: text.length / 7 });
  });
});
