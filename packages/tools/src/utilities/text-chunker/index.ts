import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { loadEncoder } from '../../_shared/tiktoken-bpe.js';
import { buildPieces, sizeOf, type Tokenizer } from './pieces.js';
import definition from './definition.js';

/** Bounds on the output: a large overlap repeats most of the text in every chunk. */
const MAX_CHUNKS = 50_000;
const MAX_OUTPUT_CHARS = 10_000_000;

const isSpace = (text: string, i: number) => /\s/.test(text[i]!);

/** UTF-16 offset → code point offset, walking from the last answer (chunk offsets mostly increase). */
function codePointCursor(text: string): (offset: number) => number {
  let pos = 0;
  let count = 0;
  const low = (i: number) => i > 0 && /[\uDC00-\uDFFF]/.test(text[i]!) && /[\uD800-\uDBFF]/.test(text[i - 1]!);
  return (offset) => {
    for (; pos < offset; pos++) if (!low(pos)) count++;
    for (; pos > offset; pos--) if (!low(pos - 1)) count--;
    return count;
  };
}

export default defineTool(definition, async (params) => {
  const text = params.text;
  const unit = params.unit;
  const max = params.chunkSize;
  const overlap = params.overlap;
  const trim = params.trim;
  if (overlap >= max) return failure('INVALID_INPUT', `The overlap (${overlap}) must be smaller than the chunk size (${max}), or chunks would not advance.`);

  let tokenizer: Tokenizer | undefined;
  if (unit === 'tokens') {
    const encoder = await loadEncoder(params.encoding);
    tokenizer = { encode: (t) => encoder.encode(t), byteLength: (id) => encoder.tokenBytes(id)!.length };
  }
  const { end, size, strength } = buildPieces(text, unit, tokenizer);
  const count = end.length;
  const startOf = (m: number) => (m === 0 ? 0 : end[m - 1]!);
  const span = (i: number, j: number): [number, number] => {
    let s = startOf(i);
    let e = end[j]!;
    if (trim) {
      while (s < e && isSpace(text, s)) s++;
      while (e > s && isSpace(text, e - 1)) e--;
    }
    return [s, e];
  };
  const measure = (i: number, j: number, s: number, e: number): number => {
    if (e <= s) return 0;
    if (tokenizer) return tokenizer.encode(text.slice(s, e)).length;
    if (unit === 'characters' || unit === 'words') return sizeOf(text, s, e, unit);
    let sum = 0; // sentences and paragraphs: whole pieces, each 1 unless blank
    for (let m = i; m <= j; m++) sum += size[m]!;
    return sum;
  };

  const toCodePoint = codePointCursor(text);
  const chunks: Array<Record<string, unknown>> = [];
  let outputChars = 0;
  let oversized = 0;
  const blank = (m: number) => !/\S/.test(text.slice(startOf(m), end[m]!));
  let minEnd = 0; // a chunk ends past the previous one, else it would only repeat a part of it
  let lastEnd = -1;
  for (let i = 0; i < count; ) {
    if (trim) while (i < count && blank(i)) i++; // leading whitespace is trimmed: it takes no room
    if (i >= count) break;
    // the pieces that fit, then the strongest boundary among them once the chunk is half full
    let last = i;
    let sum = size[i]!;
    while (last + 1 < count && sum + size[last + 1]! <= max) sum += size[++last]!;
    let j = last;
    let best = -1;
    for (let m = i, filled = 0; m <= last; m++) {
      filled += size[m]!;
      if ((filled * 2 < max && m !== last) || m < minEnd) continue;
      if (strength[m]! >= best) [best, j] = [strength[m]!, m]; // ties: the latest
    }
    let [s, e] = span(i, j);
    let exact = measure(i, j, s, e);
    while (exact > max && j > i) {
      [s, e] = span(i, --j);
      exact = measure(i, j, s, e);
    }
    if ((e > s || !trim) && e > lastEnd) {
      lastEnd = e;
      if (exact > max) oversized++;
      outputChars += e - s;
      if (chunks.length >= MAX_CHUNKS || outputChars > MAX_OUTPUT_CHARS)
        return failure('INVALID_INPUT', `The chunks would exceed ${chunks.length >= MAX_CHUNKS ? `${MAX_CHUNKS.toLocaleString('en-US')} chunks` : `${MAX_OUTPUT_CHARS.toLocaleString('en-US')} characters in all`}: use a larger chunk size or a smaller overlap.`);
      chunks.push({
        index: chunks.length,
        text: text.slice(s, e),
        start: s,
        end: e,
        startCodePoint: toCodePoint(s),
        endCodePoint: toCodePoint(e),
        size: exact,
        characters: sizeOf(text, s, e, 'characters'),
      });
    }
    if (j >= count - 1) break;
    minEnd = j + 1;
    // the overlap: the earliest start after the strongest boundary among the pieces that fit in it
    let k = j + 1;
    for (let m = j, shared = 0; m > i; m--) {
      shared += size[m]!;
      if (shared > overlap || shared + size[j + 1]! > max) break;
      if (k === j + 1 || strength[m - 1]! >= strength[k - 1]!) k = m; // ties: the earliest (the most overlap)
    }
    i = k;
  }
  const warnings =
    oversized > 0
      ? [`${oversized} chunk(s) exceed the chunk size: a single character (grapheme cluster such as an emoji sequence) larger than it is never split.`]
      : [];
  return withWarnings(success({ chunkCount: chunks.length, chunks }), warnings);
});
