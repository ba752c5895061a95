import { defineTool, failure, success } from '@ctp/core';
import { Generator } from 'lorem-ipsum';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const MAX_PARAGRAPHS = 100;
const CLASSIC = ['lorem', 'ipsum', 'dolor', 'sit', 'amet'];
// The package's list capitalizes "Lorem", which would show up capitalized mid-sentence.
const WORDS = [...new Set(new Generator().words.map((w) => w.toLowerCase()))];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export default defineTool(definition, (params) => {
  const unit = params.unit;
  const count = params.count;
  const wMin = params.wordsPerSentenceMin;
  const wMax = params.wordsPerSentenceMax;
  const sMin = params.sentencesPerParagraphMin;
  const sMax = params.sentencesPerParagraphMax;
  if (unit === 'paragraphs' && count > MAX_PARAGRAPHS)
    return failure('CONSTRAINT_VIOLATION', `count is at most ${MAX_PARAGRAPHS} for paragraphs (got ${count}); ask for sentences (up to 1000) for more text.`);
  if (wMin > wMax)
    return failure('CONSTRAINT_VIOLATION', `wordsPerSentenceMin (${wMin}) is greater than wordsPerSentenceMax (${wMax}).`);
  if (unit === 'paragraphs' && sMin > sMax)
    return failure('CONSTRAINT_VIOLATION', `sentencesPerParagraphMin (${sMin}) is greater than sentencesPerParagraphMax (${sMax}).`);

  const random = createRandom(params.seed);
  // Only the word list and the sampler are used: lengths are drawn here, so counts are exact.
  const gen = new Generator({ words: WORDS, random: random.float });
  const words = (n: number) => Array.from({ length: n }, () => gen.pluckRandomWord());
  let classic = params.startWithLoremIpsum;
  /** Puts as much of "lorem ipsum dolor sit amet" as fits at the start of the first word run. */
  const withStart = (run: string[]): string[] => {
    if (!classic) return run;
    classic = false;
    return [...CLASSIC.slice(0, run.length), ...run.slice(CLASSIC.length)];
  };
  const sentence = () => {
    const run = withStart(words(gen.generateRandomInteger(wMin, wMax)));
    return { text: `${capitalize(run.join(' '))}.`, words: run.length };
  };

  const html = params.format === 'html';
  const wrap = (p: string) => (html ? `<p>${p}</p>` : p);
  if (unit === 'words') {
    const run = withStart(words(count));
    if (params.startWithLoremIpsum) run[0] = capitalize(run[0]!);
    return success({ text: wrap(run.join(' ')), words: count });
  }
  let wordCount = 0;
  let sentenceCount = 0;
  const paragraph = (n: number) => {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const s = sentence();
      parts.push(s.text);
      wordCount += s.words;
    }
    sentenceCount += n;
    return parts.join(' ');
  };
  if (unit === 'sentences') {
    const text = wrap(paragraph(count));
    return success({ text, words: wordCount, sentences: sentenceCount });
  }
  const paragraphs = Array.from({ length: count }, () => wrap(paragraph(gen.generateRandomInteger(sMin, sMax))));
  return success({ text: paragraphs.join(html ? '\n' : '\n\n'), words: wordCount, sentences: sentenceCount, paragraphs: count });
});
