import { bytesToBase64, defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import definition from './definition.js';

const MAX_WORD = 75; // RFC 2047 §2
const Q_SAFE = /^[A-Za-z0-9!*+\-/]$/; // safe in every header context (§5 rule 3)
const hex2 = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');

interface Word { word: string; charset: string; encoding: 'B' | 'Q'; text: string }

function charBytes(char: string, charset: string): Uint8Array | undefined {
  if (charset === 'UTF-8') return utf8Encode(char);
  const cp = char.codePointAt(0)!;
  return cp <= 0xff ? Uint8Array.of(cp) : undefined;
}
const qLength = (bytes: Uint8Array) => bytes.reduce((n, b) => n + (b === 0x20 || Q_SAFE.test(String.fromCharCode(b)) ? 1 : 3), 0);
const qEncode = (bytes: number[]) => bytes.map((b) => (b === 0x20 ? '_' : Q_SAFE.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `=${hex2(b)}`)).join('');

/** Splits the text into encoded-words of at most 75 characters, never inside a character. */
function encodeWords(chars: { char: string; bytes: Uint8Array }[], charset: string, encoding: 'B' | 'Q'): Word[] {
  const room = MAX_WORD - `=?${charset}?${encoding}??=`.length;
  const words: Word[] = [];
  let bytes: number[] = [];
  let text = '';
  let size = 0;
  const flush = () => {
    if (!text) return;
    const payload = encoding === 'B' ? bytesToBase64(Uint8Array.from(bytes)) : qEncode(bytes);
    words.push({ word: `=?${charset}?${encoding}?${payload}?=`, charset, encoding, text });
    [bytes, text, size] = [[], '', 0];
  };
  for (const { char, bytes: b } of chars) {
    const grown = encoding === 'B' ? Math.ceil((bytes.length + b.length) / 3) * 4 : size + qLength(b);
    if (grown > room) flush();
    bytes.push(...b);
    text += char;
    size = encoding === 'B' ? Math.ceil(bytes.length / 3) * 4 : size + qLength(b);
  }
  flush();
  return words;
}

function encode(text: string, charset: string, choice: string, fold: boolean) {
  const chars: { char: string; bytes: Uint8Array }[] = [];
  for (const char of text) {
    const bytes = charBytes(char, charset);
    if (!bytes) return failure('INVALID_INPUT', `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) is not in ISO-8859-1; choose the UTF-8 charset`);
    chars.push({ char, bytes });
  }
  const options = (choice === 'auto' ? ['Q', 'B'] : [choice]) as ('B' | 'Q')[];
  const separator = fold ? '\r\n ' : ' ';
  const candidates = options.map((e) => {
    const words = encodeWords(chars, charset, e);
    return { result: words.map((w) => w.word).join(separator), words };
  });
  return success(candidates.reduce((best, c) => (c.result.length < best.result.length ? c : best)));
}

// WHATWG windows-1252 for 0x80–0x9F (Node's TextDecoder reads this label as ISO-8859-1; browsers do not)
const CP1252 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

interface Decoder { encoding: string; decode(bytes: Uint8Array): string }

/** A strict decoder for a charset label (WHATWG labels), or undefined when the label is unknown. */
function decoderFor(label: string, fatal: boolean): Decoder | undefined {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal });
  } catch {
    return undefined;
  }
  if (decoder.encoding !== 'windows-1252') return decoder;
  return { encoding: 'windows-1252', decode: (bytes) => Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80]! : String.fromCharCode(b))).join('') };
}

const WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

function wordBytes(encoding: string, payload: string, index: number): Uint8Array | string {
  if (encoding === 'B') {
    const decoded = decodeBase64Text(payload, { alphabet: 'standard', whitespace: false });
    return decoded.ok ? decoded.bytes : `Encoded-word ${index} has invalid Base64: ${decoded.message}`;
  }
  const out: number[] = [];
  for (let i = 0; i < payload.length; i++) {
    const c = payload[i]!;
    if (c === '_') out.push(0x20);
    else if (c === '=') {
      const pair = payload.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(pair)) return `Encoded-word ${index} has "=" not followed by two hex digits at position ${i + 1} of "${payload}"`;
      out.push(parseInt(pair, 16));
      i += 2;
    } else if (c.charCodeAt(0) > 0x7e || c.charCodeAt(0) < 0x21) return `Encoded-word ${index} contains "${c}", which must be written as =XX in Q encoding`;
    else out.push(c.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

function decode(input: string) {
  const text = input.replace(/\r?\n(?=[ \t])/g, ''); // unfold
  const words: Word[] = [];
  const warnings: string[] = [];
  let result = '';
  let last = 0;
  // a run of adjacent words in one charset is decoded as one byte string: mailers split characters across words
  let run: { decoder: Decoder; bytes: number[]; words: Word[] } | undefined;
  const endRun = (): string | undefined => {
    if (!run) return undefined;
    try {
      const decoded = run.decoder.decode(Uint8Array.from(run.bytes));
      result += decoded;
    } catch {
      return `The bytes of encoded-word${run.words.length > 1 ? 's' : ''} ${run.words.map((w) => words.indexOf(w) + 1).join(', ')} are not valid ${run.decoder.encoding}`;
    }
    run = undefined;
    return undefined;
  };
  for (const m of text.matchAll(WORD)) {
    const gap = text.slice(last, m.index);
    const [, label, enc, payload] = m as unknown as [string, string, string, string];
    const charset = label.split('*')[0]!; // RFC 2231 language suffix
    const decoder = decoderFor(charset, true);
    if (!decoder) return failure('INVALID_INPUT', `Encoded-word ${words.length + 1} names an unknown charset "${charset}"`);
    if (!(run && /^[ \t\r\n]*$/.test(gap) && run.decoder.encoding === decoder.encoding)) {
      const error = endRun();
      if (error) return failure('INVALID_INPUT', error);
      if (!/^[ \t\r\n]*$/.test(gap) || words.length === 0) result += gap; // whitespace between two encoded-words is dropped
      run = { decoder, bytes: [], words: [] };
    }
    const bytes = wordBytes(enc.toUpperCase(), payload, words.length + 1);
    if (typeof bytes === 'string') return failure('INVALID_INPUT', bytes);
    const word: Word = { word: m[0], charset, encoding: enc.toUpperCase() as 'B' | 'Q', text: decoderFor(charset, false)!.decode(bytes) };
    words.push(word);
    run.bytes.push(...bytes);
    run.words.push(word);
    last = m.index + m[0].length;
  }
  const error = endRun();
  if (error) return failure('INVALID_INPUT', error);
  const tail = text.slice(last);
  result += tail;
  if (words.length === 0) warnings.push('No encoded-words (=?charset?B|Q?…?=) were found; the text is returned unfolded.');
  if (/=\?[^?\s]*\?[^?\s]*\?/.test(text.replace(WORD, ''))) warnings.push('Something like an encoded-word was left as is because it is malformed (charset, B/Q, or the closing ?= is wrong).');
  return withWarnings(success({ result, words }), warnings);
}

export default defineTool(definition, (params) => {
  const text = params.text;
  return params.mode === 'decode' ? decode(text) : encode(text, params.charset, params.encoding, params.fold);
});
