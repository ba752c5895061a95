import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by can can't cannot could " +
    "did didn't do does doesn't doing don't down during each few for from further had has have having he her here hers herself him himself his how i if in " +
    "into is isn't it it's its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should " +
    "so some such than that that's the their theirs them themselves then there these they this those through to too under until up very was wasn't we were " +
    "weren't what when where which while who whom why will with won't would you your yours yourself yourselves"
  ).split(' '),
);

const WINDOW = 1024;
const LIMIT = 4096;
const SPACE = /\s/u;
const NOT_WORDY = /[^\p{L}\p{M}\p{N}\p{Pc}'’]/u;
const LETTER = /^\p{L}$/u;

/**
 * Cuts text into pieces of about WINDOW code units at word-safe places, so the
 * segmenter (quadratic on one long string in Node 20) stays linear: after
 * whitespace if any lies in [WINDOW, LIMIT), else after punctuation, else at
 * LIMIT (only a run of over 4,000 letters without either could split a word).
 */
function* pieces(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > LIMIT) {
    let cut = -1;
    for (let i = start + WINDOW; i < start + LIMIT && cut < 0; i++) if (SPACE.test(text[i]!)) cut = i + 1;
    for (let i = start + WINDOW; i < start + LIMIT && cut < 0; i++) if (NOT_WORDY.test(text[i]!)) cut = i + 1;
    if (cut < 0) {
      cut = start + LIMIT;
      const c = text.charCodeAt(cut);
      if (c >= 0xdc00 && c <= 0xdfff) cut++;
    }
    yield text.slice(start, cut);
    start = cut;
  }
  yield text.slice(start);
}

let segmenter: Intl.Segmenter | undefined;

export default defineTool(definition, (params) => {
  const text = params.text;
  const mode = params.mode;
  const fold = !params.caseSensitive;
  const minLength = params.minLength;
  const stop = params.removeStopWords;
  const n = mode === 'bigrams' ? 2 : mode === 'trigrams' ? 3 : 0;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const counts = new Map<string, number>();
  let total = 0;
  const add = (key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  };
  for (const piece of pieces(text)) {
    for (const { segment, isWordLike } of segmenter.segment(piece)) {
      if (!isWordLike) continue;
      let word = segment.normalize('NFC');
      if (fold) word = word.toLowerCase();
      if (n === 0) {
        if (minLength > 1 && (word.length < minLength || [...word].length < minLength)) continue;
        if (stop && STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"))) continue;
        add(word);
      } else {
        const letters = Array.from(word).filter((c) => LETTER.test(c));
        for (let i = 0; i + n <= letters.length; i++) add(letters.slice(i, i + n).join(''));
      }
    }
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, params.topN);
  return success({
    words: top.map(([word, count]) => ({ word, count, percent: Math.round((count / total) * 10000) / 100 })),
    totalWords: total,
    uniqueWords: counts.size,
  });
});
