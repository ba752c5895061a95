import { defineTool, success, withWarnings } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import { splitLines } from '../../_shared/text.js';
import definition from './definition.js';

type Unit = 'characters' | 'words' | 'bytes';

/** Number of grapheme clusters, in linear time. */
function graphemeCount(text: string): number {
  let n = 0;
  forEachGrapheme(text, () => {
    n++;
  });
  return n;
}

/** UTF-8 length of a string (a lone surrogate is encoded as U+FFFD, 3 bytes, like TextEncoder). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const SPACE = /\s/;
function isSpace(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && SPACE.test(text[i]!));
}

/** Word count (runs of non-whitespace). */
function wordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text, i);
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

function measure(text: string, unit: Unit): number {
  return unit === 'characters' ? graphemeCount(text) : unit === 'bytes' ? utf8Length(text) : wordCount(text);
}

/** Offset of the end of the longest whole-grapheme prefix whose cost is within budget. */
function fitOffset(text: string, unit: 'characters' | 'bytes', budget: number): number {
  let used = 0;
  let offset = 0;
  forEachGrapheme(text, (start, end) => {
    used += unit === 'characters' ? 1 : end - start === 1 ? utf8Length(text[start]!) : utf8Length(text.slice(start, end));
    if (used > budget) return false;
    offset = end;
    return true;
  });
  return offset;
}

/** Offset just after the n-th word, or -1 when there are not that many words. */
function afterWord(text: string, n: number): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text, i);
    if (!space && !inWord) count++;
    if (space && inWord && count === n) return i;
    inWord = !space;
  }
  return -1;
}

function trimEndSpace(text: string, end: number): number {
  while (end > 0 && isSpace(text, end - 1)) end--;
  return end;
}

interface Options {
  unit: Unit;
  max: number;
  ellipsis: string;
  wordBoundary: boolean;
}

/** Truncates one piece whose length in the unit is `size`; null when it already fits. */
function truncate(text: string, size: number, o: Options): string | null {
  if (o.unit === 'words') {
    if (o.max === 0) return wordCount(text) === 0 ? null : o.ellipsis;
    const end = afterWord(text, o.max);
    if (end === -1) return null;
    // only a cut if a further word follows
    let next = end;
    while (next < text.length && isSpace(text, next)) next++;
    if (next === text.length) return null;
    return text.slice(0, end) + o.ellipsis;
  }
  if (size <= o.max) return null;
  const budget = o.max - measure(o.ellipsis, o.unit);
  let end = fitOffset(text, o.unit, budget);
  if (o.wordBoundary && end < text.length && !isSpace(text, end)) {
    let i = end;
    while (i > 0 && !isSpace(text, i - 1)) i--;
    if (trimEndSpace(text, i) > 0) end = i; // else one word longer than the limit: hard cut
  }
  return text.slice(0, trimEndSpace(text, end)) + o.ellipsis;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const unit = params.unit;
  const max = params.length;
  const warnings: string[] = [];
  let ellipsis = params.addEllipsis ? params.ellipsis : '';
  if (unit !== 'words' && ellipsis !== '' && measure(ellipsis, unit) > max) {
    warnings.push(`The ellipsis "${ellipsis}" is longer than the limit of ${max} ${unit}; text was cut without it`);
    ellipsis = '';
  }
  const options: Options = { unit, max, ellipsis, wordBoundary: params.wordBoundary };

  let result: string;
  let truncatedCount = 0;
  let originalLength = 0;
  let finalLength = 0;
  if (params.perLine) {
    const { lines, eol } = splitLines(text);
    // a line break is one character (CRLF is one grapheme), its bytes, and no word
    const eolSize = (lines.length - 1) * (unit === 'characters' ? 1 : unit === 'bytes' ? eol.length : 0);
    originalLength = finalLength = eolSize;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const size = measure(line, unit);
      const cut = truncate(line, size, options);
      originalLength += size;
      if (cut !== null) {
        lines[i] = cut;
        finalLength += measure(cut, unit);
        truncatedCount++;
      } else finalLength += size;
    }
    result = lines.join(eol);
  } else {
    originalLength = measure(text, unit);
    const cut = truncate(text, originalLength, options);
    result = cut ?? text;
    truncatedCount = cut === null ? 0 : 1;
    finalLength = cut === null ? originalLength : measure(cut, unit);
  }
  const data = { result, originalLength, finalLength, truncatedCount };
  return warnings.length ? withWarnings(success(data), warnings) : success(data);
});
