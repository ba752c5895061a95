import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  escapeCount: number;
  forms: Record<string, number>;
}

const escape = (text: string, format: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, format, ...options });
const unescape = (text: string) => runOk<Out>(tool, { text, mode: 'unescape' });
const FORMATS = ['js', 'es6', 'python', 'hex', 'htmlHex', 'htmlDecimal', 'css', 'codepoints'];

describe('unicode-escape', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('escapes the unicode sample in every format', async () => {
    const got: Record<string, string> = {};
    for (const format of FORMATS) got[format] = (await escape(`${UNICODE_SAMPLE}!`, format)).result;
    expect(got).toEqual({
      js: '\\u00C0\\uD83D\\uDE00\\u4E2D!',
      es6: '\\u{C0}\\u{1F600}\\u{4E2D}!',
      python: '\\u00C0\\U0001F600\\u4E2D!',
      hex: '\\xC3\\x80\\xF0\\x9F\\x98\\x80\\xE4\\xB8\\xAD!',
      htmlHex: '&#xC0;&#x1F600;&#x4E2D;!',
      htmlDecimal: '&#192;&#128512;&#20013;!',
      css: '\\C0\\1F600\\4E2D!',
      codepoints: 'U+00C0 U+1F600 U+4E2D U+0021',
    });
  });

  it('counts escape sequences: a surrogate pair is two, a UTF-8 character one per byte', async () => {
    expect((await escape('é😀', 'js')).escapeCount).toBe(3);
    expect((await escape('é😀', 'hex')).escapeCount).toBe(6);
    expect((await escape('é😀', 'es6')).escapeCount).toBe(2);
    expect((await unescape('\\xC3\\xA9\\uD83D\\uDE00')).escapeCount).toBe(4);
  });

  it('escapes every character when asked, in lower case when asked', async () => {
    expect((await escape('Aé', 'js', { onlyNonAscii: false, uppercase: false })).result).toBe('\\u0041\\u00e9');
    expect((await escape('a\\b', 'es6', { onlyNonAscii: false })).result).toBe('\\u{61}\\u{5C}\\u{62}');
    expect((await escape('a\\é', 'js')).result).toBe('a\\\\\\u00E9');
    expect((await escape('a\\é', 'htmlHex')).result).toBe('a\\&#xE9;');
  });

  it('ends a CSS escape with a space only when a hex digit or blank follows', async () => {
    expect((await escape('éa é é!', 'css')).result).toBe('\\E9 a \\E9  \\E9!');
    expect((await unescape('\\E9 a \\E9  \\E9!')).result).toBe('éa é é!');
  });

  it('matches JSON.parse and JSON.stringify for \\u escapes (differential)', async () => {
    const samples = ['café', '😀👍🏽', '\u2028 \u00A0 \uFEFF', 'Ωmega 中文 𝔘𝔫𝔦', 'plain'];
    for (const s of samples) {
      const escaped = (await escape(s, 'js', { uppercase: false })).result;
      expect(JSON.parse(`"${escaped}"`)).toBe(s);
      expect((await unescape(escaped)).result).toBe(s);
    }
    const json = JSON.stringify('x\u0000y\u001f\ud83d\ude00\n\t"\\');
    expect((await unescape(json.slice(1, -1))).result).toBe(JSON.parse(json));
  });

  it('round-trips every format', async () => {
    const text = 'Grüße, 世界! 😀 \\ A&B U+ 12 ab';
    for (const format of FORMATS.filter((f) => f !== 'codepoints')) {
      const escaped = (await escape(text, format)).result;
      expect((await unescape(escaped)).result, format).toBe(text);
    }
    expect((await unescape((await escape(text, 'codepoints')).result)).result).toBe(text);
  });

  it('decodes mixed forms in one text and counts them', async () => {
    const out = await unescape('\\u0041\\u{42} \\U0001F600 \\x43 \\xC3\\xA9 &#x44; &#69; \\46 U+0047 U+0048, U+1F600\\n');
    expect(out.result).toBe('AB 😀 C é D E FGH😀\n'); // CSS eats the blank after \\46
    expect(out.forms).toEqual({ js: 1, es6: 1, python: 1, hex: 3, htmlHex: 1, htmlDecimal: 1, css: 1, codepoints: 3, simple: 1 });
    expect(out.escapeCount).toBe(13);
  });

  it('reads \\x runs as UTF-8 when valid, else one character per byte', async () => {
    expect((await unescape('\\xe2\\x82\\xac')).result).toBe('€');
    expect((await unescape('caf\\xe9')).result).toBe('café');
  });

  it('leaves unknown backslash sequences and non-escapes as they are', async () => {
    expect((await unescape('C:\\path & #1 U+12 MENU+1234 \\')).result).toBe('C:\\path & #1 U+12 MENU+1234 \\');
  });

  it('combines surrogate pairs from any form and warns on a lone surrogate', async () => {
    expect((await unescape('&#xD83D;&#xDE00;')).result).toBe('😀');
    const result = await runTool(tool, { text: '\\uD83D!', mode: 'unescape' });
    expect(result.data.result).toBe('\uD83D!');
    expect(result.metadata?.warnings?.[0]).toMatch(/unpaired surrogate/);
  });

  it('rejects malformed escapes with their position', async () => {
    const bad = async (text: string) => runError(tool, { text, mode: 'unescape' }, 'INVALID_INPUT');
    expect(await bad('ab\\u12G4')).toBe('Invalid escape at line 1, column 3: "\\u12G" is not a valid \\u escape: it needs exactly 4 hex digits.');
    expect(await bad('ok\n  \\u{110000}')).toBe('Invalid escape at line 2, column 3: "\\u{110000}" is beyond U+10FFFF, the largest Unicode code point.');
    expect(await bad('\\u{12')).toMatch(/^Invalid escape at line 1, column 1: "\\u\{12" is not a valid \\u\{…\} escape/);
    expect(await bad('x\\xZ1')).toMatch(/column 2: "\\xZ" is not a valid \\x escape/);
    expect(await bad('&#x41 and')).toMatch(/column 1: "&#x41 " is not a valid character reference: it must end with ";"/);
    expect(await bad('😀\\U0011FFFF')).toMatch(/column 2: .* beyond U\+10FFFF/);
  });

  it('escapes and unescapes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'é😀a');
    const escaped = await escape(text, 'js');
    expect(escaped.escapeCount).toBe((text.length / 4) * 3);
    expect(escaped.result.slice(0, 25)).toBe('\\u00E9\\uD83D\\uDE00a\\u00E9');
    const back = await unescape(escaped.result.slice(0, 500_000 - (500_000 % 19)));
    expect(back.result).toBe(text.slice(0, ((500_000 - (500_000 % 19)) / 19) * 4));
  });
});
