/**
 * Fast grapheme-cluster iteration for editors (truncate-text, wrap-text).
 * Intl.Segmenter costs about a microsecond per grapheme (and is quadratic on one
 * long string in Node 20), so runs of ASCII are split without it: between two
 * ASCII characters there is always a boundary (UAX #29 GB3–GB5, GB999), except
 * inside CR LF. Only the non-ASCII stretches go through the segmenter, a
 * grapheme-safe chunk at a time (graphemeChunks), so the whole scan is linear.
 */
import { graphemeChunks } from './text.js';

let segmenter: Intl.Segmenter | undefined;

/**
 * Calls `visit(start, end)` for each grapheme cluster of `text`, in order, with
 * its UTF-16 offsets; stops early when `visit` returns false.
 */
export function forEachGrapheme(text: string, visit: (start: number, end: number) => boolean | void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const d = i + 1 < n ? text.charCodeAt(i + 1) : 0;
    if (c < 0x80 && d < 0x80) {
      const end = c === 0x0d && d === 0x0a ? i + 2 : i + 1;
      if (visit(i, end) === false) return;
      i = end;
      continue;
    }
    // a non-ASCII stretch (with the ASCII character before it, which may take combining marks):
    // up to the next pair of ASCII characters, where a boundary is certain
    let j = c < 0x80 ? i + 1 : i;
    while (j < n && !(text.charCodeAt(j) < 0x80 && (j + 1 >= n || text.charCodeAt(j + 1) < 0x80))) j++;
    // j is ASCII followed by ASCII (or the end): a boundary lies before text[j] unless text[j-1] joins it,
    // which no ASCII character does except CR LF (text[j-1] is non-ASCII or the run start) — so cut at j
    const stretch = text.slice(i, j);
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let offset = i;
    for (const chunk of graphemeChunks(stretch))
      for (const { segment } of segmenter.segment(chunk)) {
        if (visit(offset, offset + segment.length) === false) return;
        offset += segment.length;
      }
    i = j;
  }
}
