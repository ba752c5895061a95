import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Word { word: string; charset: string; encoding: string; text: string }
interface Out { result: string; words: Word[] }
const enc = (text: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { text, mode: 'encode', ...extra });
const dec = async (text: string) => (await runOk<Out>(tool, { text, mode: 'decode' })).result;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** Every word respects the 75-character limit and carries whole characters (decodes alone, strictly). */
function checkWords(words: Word[]) {
  for (const w of words) {
    expect(w.word.length).toBeLessThanOrEqual(75);
    const [, charset, e, payload] = /^=\?([^?]+)\?([BQ])\?([^?]*)\?=$/.exec(w.word)!;
    const bytes = e === 'B' ? Buffer.from(payload!, 'base64') : Buffer.from(payload!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
    expect(new TextDecoder(charset, { fatal: true }).decode(bytes)).toBe(w.text);
  }
}

describe('mime-encoded-word', () => {
  itReproducesItsExample(tool);

  it('encodes B words as the Base64 of the UTF-8 bytes (differential with Buffer)', async () => {
    for (const text of ['Café', 'Grüße aus Köln', UNICODE_SAMPLE, '¡Hola!']) {
      const out = await enc(text, { encoding: 'B' });
      expect(out.result).toBe(`=?UTF-8?B?${b64(text)}?=`);
    }
  });

  it('writes Q with _ for space and =XX for everything outside the always-safe set', async () => {
    expect((await enc('a_b=c?d e.f', { encoding: 'Q' })).result).toBe('=?UTF-8?Q?a=5Fb=3Dc=3Fd_e=2Ef?=');
    expect((await enc('Ab9!*+-/', { encoding: 'Q' })).result).toBe('=?UTF-8?Q?Ab9!*+-/?=');
    expect((await enc('Café', { charset: 'ISO-8859-1', encoding: 'Q' })).result).toBe('=?ISO-8859-1?Q?Caf=E9?=');
    expect((await enc('Café', { charset: 'ISO-8859-1', encoding: 'B' })).result).toBe(`=?ISO-8859-1?B?${Buffer.from('Café', 'latin1').toString('base64')}?=`);
  });

  it('picks the shorter encoding in auto mode', async () => {
    expect((await enc('Hello Wörld')).words[0]!.encoding).toBe('Q');
    expect((await enc('日本語のテキスト')).words[0]!.encoding).toBe('B');
  });

  it('splits long text into words of at most 75 characters without breaking a character', async () => {
    const cjk = await enc('中'.repeat(200), { encoding: 'B' });
    expect(cjk.words).toHaveLength(14); // 45 bytes = 15 characters per word
    expect(cjk.words[0]!.word).toBe(`=?UTF-8?B?${b64('中'.repeat(15))}?=`);
    checkWords(cjk.words);
    const emoji = await enc('😀'.repeat(11), { encoding: 'Q' });
    expect(emoji.words.map((w) => w.text)).toEqual(['😀'.repeat(5), '😀'.repeat(5), '😀']); // 12 characters each, 63 available
    checkWords(emoji.words);
    const mixed = await enc('Ünïcödé wörds: ' + 'ā'.repeat(40) + ' end', { encoding: 'Q', fold: true });
    checkWords(mixed.words);
    expect(mixed.result).toBe(mixed.words.map((w) => w.word).join('\r\n '));
    expect(await dec(mixed.result)).toBe('Ünïcödé wörds: ' + 'ā'.repeat(40) + ' end');
  });

  it('round-trips any text through encode and decode', async () => {
    for (const text of [UNICODE_SAMPLE, '  leading and trailing  ', 'Re: [list] =?not a word?= ?', 'tab\there', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 '.repeat(20)])
      for (const encoding of ['B', 'Q'])
        for (const fold of [false, true]) expect(await dec((await enc(text, { encoding, fold })).result)).toBe(text);
  });

  it('decodes header values by the RFC rules for whitespace between words', async () => {
    expect(await dec('(=?ISO-8859-1?Q?x?=)')).toBe('(x)');
    expect(await dec('(=?ISO-8859-1?Q?x?= y)')).toBe('(x y)');
    expect(await dec('(=?ISO-8859-1?Q?x?= =?ISO-8859-1?Q?y?=)')).toBe('(xy)');
    expect(await dec('(=?ISO-8859-1?Q?x?=  \t =?ISO-8859-1?Q?y?=)')).toBe('(xy)');
    expect(await dec('(=?ISO-8859-1?Q?x?=\r\n\t=?ISO-8859-1?Q?y?=)')).toBe('(xy)');
    expect(await dec('(=?ISO-8859-1?Q?x_y?=)')).toBe('(x y)');
    expect(await dec('(=?ISO-8859-1?Q?x?= =?ISO-8859-2?Q?_y?=)')).toBe('(x y)');
    expect(await dec('Re: =?utf-8?b?Q2Fmw6k=?= and =?UTF-8?q?th=C3=A9?= now')).toBe('Re: Café and thé now');
    expect(await dec('Subject line\r\n folded')).toBe('Subject line folded');
  });

  it('decodes Latin-1, Windows-1252 and a UTF-8 character split across two words', async () => {
    expect(await dec('=?iso-8859-1?q?Fran=E7ois?=')).toBe('François');
    expect(await dec('=?windows-1252?Q?=80_5?=')).toBe('€ 5');
    expect(await dec('=?ISO-8859-1?Q?=93quoted=94_=85?=')).toBe('“quoted” …'); // WHATWG: the label means windows-1252
    expect(await dec('=?ISO-8859-1?Q?=81=E9?=')).toBe('\u0081é');
    expect(await dec('=?iso-8859-2?q?=B1?=')).toBe('ą');
    expect(await dec('=?UTF-8?B?Q2Fmw6k=?=')).toBe('Café');
    expect(await dec('=?UTF-8*en?Q?hi?=')).toBe('hi'); // RFC 2231 language tag
    const split = await runOk<Out>(tool, { mode: 'decode', text: '=?UTF-8?Q?=E2=98?= =?UTF-8?Q?=95?=' });
    expect(split.result).toBe('☕');
    expect(split.words.map((w) => w.text)).toEqual(['\ufffd', '\ufffd']);
  });

  it('warns when there is nothing to decode or a word is malformed', async () => {
    const plain = await runTool(tool, { mode: 'decode', text: 'Just text' });
    expect([plain.data.result, plain.metadata?.warnings]).toEqual(['Just text', ['No encoded-words (=?charset?B|Q?…?=) were found; the text is returned unfolded.']]);
    const bad = await runTool(tool, { mode: 'decode', text: '=?UTF-8?X?abc?= =?UTF-8?Q?ok?=' });
    expect([bad.data.result, bad.metadata?.warnings]).toEqual(['=?UTF-8?X?abc?= ok', ['Something like an encoded-word was left as is because it is malformed (charset, B/Q, or the closing ?= is wrong).']]);
  });

  it('rejects bad encodings and charsets', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { mode: 'decode', text: '=?UTF-8?B?Q2F*?=' }, 'INVALID_INPUT')).toMatch(/^Encoded-word 1 has invalid Base64: /);
    expect(await runError(tool, { mode: 'decode', text: 'a =?UTF-8?Q?ok?= =?UTF-8?Q?=G1?=' }, 'INVALID_INPUT')).toBe('Encoded-word 2 has "=" not followed by two hex digits at position 1 of "=G1"');
    expect(await runError(tool, { mode: 'decode', text: '=?x-klingon?Q?a?=' }, 'INVALID_INPUT')).toBe('Encoded-word 1 names an unknown charset "x-klingon"');
    expect(await runError(tool, { mode: 'decode', text: '=?UTF-8?Q?=FF?= x =?UTF-8?Q?=C3?=' }, 'INVALID_INPUT')).toBe('The bytes of encoded-word 1 are not valid utf-8');
    expect(await runError(tool, { mode: 'decode', text: '=?UTF-8?Q?=E2=98?= =?UTF-8?Q?=41?=' }, 'INVALID_INPUT')).toBe('The bytes of encoded-words 1, 2 are not valid utf-8');
    expect(await runError(tool, { text: 'a中', charset: 'ISO-8859-1' }, 'INVALID_INPUT')).toBe('"中" (U+4E2D) is not in ISO-8859-1; choose the UTF-8 charset');
  });

  it('handles the largest input', async () => {
    const text = largestInput(tool, 'text', 'é ');
    const out = await enc(text);
    checkWords(out.words);
    expect(out.words.map((w) => w.text).join('')).toBe(text);
    expect(out.result).toBe(out.words.map((w) => w.word).join(' '));
    const decoded = await runOk<Out>(tool, { mode: 'decode', text: out.result.slice(0, 99_990).replace(/ [^ ]*$/, '') });
    expect(text.startsWith(decoded.result)).toBe(true);
  });
});
