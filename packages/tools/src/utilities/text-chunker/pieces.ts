/**
 * The text is cut into small pieces (tokens, graphemes, words, sentences or
 * paragraphs: the chunk unit), each with the strength of the boundary at its
 * end: 4 paragraph break, 3 line break, 2 sentence end, 1 space, 0 inside a
 * word. The packer then cuts chunks at the strongest boundary it can, and
 * builds overlaps from whole pieces. Pieces are contiguous and cover the text.
 */
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import { CLOSER } from '../../_shared/sentences.js';

export type Unit = 'tokens' | 'characters' | 'words' | 'sentences' | 'paragraphs';

export interface Pieces {
  /** End offset (UTF-16, exclusive) of each piece; a piece starts where the previous one ends. */
  end: number[];
  size: number[];
  strength: number[];
}

export interface Tokenizer {
  encode(text: string): number[];
  byteLength(id: number): number;
}

const END = 5;
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»']);
const SENTENCE_END = new Set(['.', '!', '?', '…']);
const CJK_END = /[。！？]+/g;

let segmenter: Intl.Segmenter | undefined;

/**
 * Whether a grapheme boundary lies at `at`, for a cut next to whitespace or
 * CJK punctuation: no rule looks further than the code points on either side.
 */
function pairBoundary(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return true;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  if (before < 0x80 && after < 0x80) return !(before === 0x0d && after === 0x0a);
  const prev = String.fromCodePoint(text.codePointAt(isLowSurrogate(before) && at >= 2 ? at - 2 : at - 1)!);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(prev + String.fromCodePoint(text.codePointAt(at)!))) count++;
  return count === 2;
}

/** Strength of a cut at the start of a whitespace run [from, to). */
function runStrength(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) breaks++;
  }
  if (breaks >= 2) return 4;
  if (breaks === 1) return 3;
  // French spacing puts a space before the closer ("Bonjour ! » Puis"): the closer, not the
  // space before it, ends the sentence
  if (CLOSER.test(text[to] ?? '')) return 1;
  let i = from - 1;
  while (i >= 0 && (CLOSERS.has(text[i]!) || CLOSER.test(text[i]!))) {
    i--;
    while (i >= 0 && /\s/.test(text[i]!) && text[i] !== '\n') i--;
  }
  return i >= 0 && SENTENCE_END.has(text[i]!) ? 2 : 1;
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

export function buildPieces(text: string, unit: Unit, tokenizer?: Tokenizer): Pieces {
  const n = text.length;
  // cut[p] = strength of a cut allowed at p, or -1
  const cut = new Int8Array(n + 1).fill(-1);
  let tokensBefore: Int32Array | undefined;
  const fine = unit === 'tokens' || unit === 'characters';
  if (fine) {
    const grapheme = new Uint8Array(n + 1);
    forEachGrapheme(text, (_, end) => {
      grapheme[end] = 1;
    });
    if (tokenizer) {
      // token ends that fall between graphemes, with the count of tokens before them
      tokensBefore = new Int32Array(n + 1).fill(-1);
      let pos = 0;
      let bytes = 0;
      let target = 0;
      tokenizer.encode(text).forEach((id, index) => {
        target += tokenizer.byteLength(id);
        while (pos < n && bytes < target) {
          const code = text.codePointAt(pos)!;
          bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
          pos += code > 0xffff ? 2 : 1;
        }
        if (bytes === target && grapheme[pos]) {
          cut[pos] = 0;
          tokensBefore![pos] = index + 1;
        }
      });
    } else for (let p = 1; p <= n; p++) if (grapheme[p]) cut[p] = 0;
  }
  const minimum = unit === 'paragraphs' ? 4 : unit === 'sentences' ? 2 : 1;
  const mark = (at: number, to: number, strength: number) => {
    if (strength < minimum) return;
    // at the start of the run if allowed there, else at its end (tiktoken may glue ".\n\n" into one token)
    for (const p of [at, to]) {
      if (p <= 0 || p >= n) continue;
      if (fine ? cut[p]! >= 0 : pairBoundary(text, p)) {
        cut[p] = Math.max(cut[p]!, strength);
        return;
      }
    }
  };
  for (const m of text.matchAll(/\s+/g)) mark(m.index!, m.index! + m[0].length, runStrength(text, m.index!, m.index! + m[0].length));
  for (const m of text.matchAll(CJK_END)) {
    const to = m.index! + m[0].length;
    if (to < n && !/\s/.test(text[to]!)) mark(to, to, 2);
  }
  cut[n] = END;

  const pieces: Pieces = { end: [], size: [], strength: [] };
  let from = 0;
  for (let p = 1; p <= n; p++) {
    if (cut[p]! < 0) continue;
    pieces.end.push(p);
    pieces.strength.push(cut[p]!);
    pieces.size.push(tokensBefore ? tokensBefore[p]! - (from === 0 ? 0 : tokensBefore[from]!) : sizeOf(text, from, p, unit));
    from = p;
  }
  return pieces;
}

/** Exact size of text.slice(from, to) in a non-token unit. */
export function sizeOf(text: string, from: number, to: number, unit: Unit): number {
  if (unit === 'characters') {
    let count = 0;
    for (let i = from; i < to; i++) if (!(i > from && isLowSurrogate(text.charCodeAt(i)) && isHighSurrogate(text.charCodeAt(i - 1)))) count++;
    return count;
  }
  if (unit === 'words') {
    let count = 0;
    let inWord = false;
    for (let i = from; i < to; i++) {
      const space = /\s/.test(text[i]!);
      if (!space && !inWord) count++;
      inWord = !space;
    }
    return count;
  }
  // a sentence or paragraph piece counts when it holds more than whitespace
  return /\S/.test(text.slice(from, to)) ? 1 : 0;
}
