import { describe, expect, it } from 'vitest';
import tool, { graphemeStats, segmentText } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Stats {
  characters: number;
  charactersNoSpaces: number;
  codePoints: number;
  codeUnits: number;
  bytes: number;
  words: number;
  uniqueWords: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  whitespace: number;
  averageWordLength: number;
  longestWord: string | null;
  readingTimeSeconds: number;
  readingTime: string;
  speakingTimeSeconds: number;
  speakingTime: string;
  topWords: Array<{ word: string; count: number }>;
}

const stats = (text: string, extra: Record<string, unknown> = {}) => runOk<Stats>(tool, { text, ...extra });

const direct = (granularity: 'grapheme' | 'word' | 'sentence', text: string) => Array.from(new Intl.Segmenter(undefined, { granularity }).segment(text));

/** Deterministic pseudo-random text from pieces of many scripts. */
function corpus(seed: number, length: number): string {
  const pieces = [
    'word', 'Hello', ' ', ' ', '  ', '\n', '\r\n', '\r', '. ', '! ', '? ', 'Mr. ', '"Quoted." ', '3.14', "don't", 'well-known', '…',
    'café', 'cafe\u0301', 'e\u0301\u0302', 'Å', 'ñ', 'ß', 'İ', '👨‍👩‍👧‍👦', '👍🏽', '🇫🇷', '🇩🇪🇯🇵', '1️⃣', '😀', '\u200d', '\u0301',
    '我们今天去公园散步。', '天气很好！', 'こんにちは世界。', 'カタカナ', '한국어 문장', '\u1100\u1161\u11A8', '각\u11A8',
    'नमस्ते दुनिया', 'क्षत्रिय', 'สวัสดีครับ', 'ภาษาไทย', 'مرحبا بالعالم', '\u0600\u0661', 'שלום', 'Привет, мир.', 'Γειά σου.',
    '\u00a0', '\u3000', '\u2028', '\t', 'ｶﾞ', '\ud800', 'x\udc00',
  ];
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let out = '';
  while (out.length < length) out += pieces[Math.floor(next() * pieces.length)];
  return out;
}

describe('text-statistics', () => {
  itReproducesItsExample(tool);

  it('UAX #29 sentences with French spacing: a closing guillemet after a space ends the same sentence', async () => {
    expect((await stats('Il a dit : « Bonjour ! »')).sentences).toBe(1);
    expect((await stats('Il a dit : «\u00a0Bonjour\u00a0!\u00a0» Puis il est parti.')).sentences).toBe(2);
    expect((await stats('« Bonjour ! » « Au revoir ! »')).sentences).toBe(2);
    expect((await stats('He said "Hello!" Then he left. Done?')).sentences).toBe(3);
  });

  it('counts plain ASCII exactly', async () => {
    const data = await stats('Hello world. This is a test!\nSecond line, here.\n\nNew paragraph');
    expect(data).toEqual({
      characters: 62,
      charactersNoSpaces: 51,
      codePoints: 62,
      codeUnits: 62,
      bytes: 62,
      words: 11,
      uniqueWords: 11,
      sentences: 4,
      paragraphs: 2,
      lines: 4,
      whitespace: 11,
      averageWordLength: 4.27,
      longestWord: 'paragraph',
      readingTimeSeconds: 3,
      readingTime: '3 s',
      speakingTimeSeconds: 5,
      speakingTime: '5 s',
      topWords: [
        { word: 'hello', count: 1 },
        { word: 'world', count: 1 },
        { word: 'this', count: 1 },
        { word: 'is', count: 1 },
        { word: 'a', count: 1 },
        { word: 'test', count: 1 },
        { word: 'second', count: 1 },
        { word: 'line', count: 1 },
        { word: 'here', count: 1 },
        { word: 'new', count: 1 },
      ],
    });
  });

  it('counts precomposed and combining accents as one character each', async () => {
    const pre = await stats('café');
    const comb = await stats('cafe\u0301');
    expect([pre.characters, pre.codePoints, pre.codeUnits, pre.bytes]).toEqual([4, 4, 4, 5]);
    expect([comb.characters, comb.codePoints, comb.codeUnits, comb.bytes]).toEqual([4, 5, 5, 6]);
    expect(comb.averageWordLength).toBe(4);
    const both = await stats('café cafe\u0301 CAFÉ');
    expect(both.words).toBe(3);
    expect(both.uniqueWords).toBe(1);
    expect(both.topWords).toEqual([{ word: 'café', count: 3 }]);
    expect((await stats('e\u0301\u0302 a\u0308')).characters).toBe(3);
  });

  it('counts emoji ZWJ sequences, modifiers, flags and keycaps as one character', async () => {
    expect(await stats('👨‍👩‍👧‍👦')).toMatchObject({ characters: 1, codePoints: 7, codeUnits: 11, bytes: 25, words: 0, longestWord: null, averageWordLength: 0 });
    expect(await stats('👍🏽🇫🇷🇩🇪1️⃣')).toMatchObject({ characters: 4, codePoints: 9, codeUnits: 15, bytes: 31, words: 1 }); // a keycap is a number, so a word;
    const mixed = await stats('Our family: 👨‍👩‍👧‍👦!');
    expect(mixed).toMatchObject({ characters: 14, charactersNoSpaces: 12, words: 2, whitespace: 2 });
  });

  it('segments Chinese and Japanese into words', async () => {
    const zh = '我们今天去公园散步。天气很好！';
    const data = await stats(zh);
    expect(data).toMatchObject({ characters: 15, codePoints: 15, bytes: 45, sentences: 2, whitespace: 0, charactersNoSpaces: 15 });
    const words = direct('word', zh).filter((s) => s.isWordLike).map((s) => s.segment);
    expect(words.length).toBeGreaterThan(3); // dictionary-based, not one "word" per run of characters
    expect(data.words).toBe(words.length);
    expect(data.topWords.map((w) => w.word)).toEqual(words.slice(0, 10));
    expect((await stats('日本語の文章です。')).words).toBe(direct('word', '日本語の文章です。').filter((s) => s.isWordLike).length);
  });

  it('counts LF, CRLF and CR lines and blank-line paragraphs', async () => {
    const data = await stats('a\r\nb\r\n\r\nc\rd\n');
    expect(data).toMatchObject({ lines: 6, paragraphs: 2, characters: 9, charactersNoSpaces: 4, whitespace: 8, codeUnits: 12, words: 4, sentences: 4 });
    expect(await stats('one\n \t\n\n two')).toMatchObject({ lines: 4, paragraphs: 2 });
    expect(await stats('   ')).toMatchObject({ characters: 3, charactersNoSpaces: 0, whitespace: 3, words: 0, sentences: 0, paragraphs: 0, lines: 1 });
  });

  it('handles the unicode sample', async () => {
    expect(await stats(UNICODE_SAMPLE)).toMatchObject({
      characters: 3, charactersNoSpaces: 3, codePoints: 3, codeUnits: 4, bytes: 9, words: 2, longestWord: 'À',
      topWords: [{ word: 'à', count: 1 }, { word: '中', count: 1 }],
    });
  });

  it('uses the reading and speaking speeds', async () => {
    const text = Array.from({ length: 250 }, (_, i) => `w${i % 7}`).join(' ');
    const data = await stats(text, { wordsPerMinute: 100, speakingWordsPerMinute: 60 });
    expect(data).toMatchObject({ words: 250, readingTimeSeconds: 150, readingTime: '2 min 30 s', speakingTimeSeconds: 250, speakingTime: '4 min 10 s' });
    expect(await stats(text)).toMatchObject({ readingTimeSeconds: 75, readingTime: '1 min 15 s', speakingTimeSeconds: 115, speakingTime: '1 min 55 s' });
    expect((await stats(text, { wordsPerMinute: 250 })).readingTime).toBe('1 min');
    await runError(tool, { text, wordsPerMinute: 0 }, 'CONSTRAINT_VIOLATION');
  });

  it('lists the N most frequent words, case-insensitively, ties in order of appearance', async () => {
    const text = 'b a B c a A d';
    expect((await stats(text, { topWordCount: 3 })).topWords).toEqual([{ word: 'a', count: 3 }, { word: 'b', count: 2 }, { word: 'c', count: 1 }]);
    expect((await stats(text, { topWordCount: 0 })).topWords).toEqual([]);
    expect((await stats(text)).topWords).toHaveLength(4);
    await runError(tool, { text, topWordCount: 101 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text, topWordCount: 2.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('treats an empty text as missing and rejects a non-string', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, {}, 'MISSING_REQUIRED');
    await runError(tool, { text: 42 }, 'TYPE_ERROR');
  });

  it('agrees with Intl.Segmenter, Buffer and the string itself on mixed scripts', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = corpus(seed, 6000);
      const data = await stats(text, { topWordCount: 100 });
      const graphemes = direct('grapheme', text);
      const words = direct('word', text).filter((s) => s.isWordLike);
      expect(data.characters, `seed ${seed}`).toBe(graphemes.length);
      expect(data.charactersNoSpaces).toBe(graphemes.filter((g) => !/^\s+$/u.test(g.segment)).length);
      expect(data.words).toBe(words.length);
      expect(data.sentences).toBe(direct('sentence', text).filter((s) => /\S/u.test(s.segment)).length);
      expect(data.bytes).toBe(Buffer.byteLength(text, 'utf8'));
      expect(data.codePoints).toBe([...text].length);
      expect(data.whitespace).toBe(text.match(/\s/gu)?.length ?? 0);
      const lengths = words.map((w) => direct('grapheme', w.segment).length);
      expect(data.averageWordLength).toBe(Math.round((lengths.reduce((a, b) => a + b, 0) / words.length) * 100) / 100);
      const unique = new Set(words.map((w) => w.segment.normalize('NFC').toLowerCase()));
      expect(data.uniqueWords).toBe(unique.size);
    }
  });

  it('segments in windows exactly like one pass, even with tiny windows', () => {
    const texts = [corpus(7, 3000), 'Mr. Smith went to Washington.  He said "Hi!"  Then… he left?! Yes.\r\n'.repeat(20), '🇫🇷🇩🇪🇯🇵🇫🇷🇩🇪'.repeat(30), 'a'.repeat(500) + ' b c. D e'];
    for (const granularity of ['grapheme', 'word', 'sentence'] as const) {
      const segmenter = new Intl.Segmenter(undefined, { granularity });
      for (const text of texts) {
        const expected = direct(granularity, text).map((s) => [s.index, s.segment, s.isWordLike]);
        // a run of Chinese, Japanese or Thai (dictionary-segmented) longer than the window without a space or
        // punctuation may be split differently; the corpus has runs of up to ~40 such characters
        for (const window of granularity === 'word' && text === texts[0] ? [64, 1024] : [4, 16, 64, 1024]) {
          const got = Array.from(segmentText(segmenter, text, 0, text.length, window)).map((s) => [s.index, s.segment, s.isWordLike]);
          expect(got, `${granularity}, window ${window}`).toEqual(expected);
        }
      }
    }
  });

  it('has a cluster boundary between any two simple BMP characters', () => {
    const complex = /[\p{M}\p{Cf}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\uD800-\uDFFF\u0E33\u0EB3\u0D4E\uFF9E\uFF9F]/u;
    const simple: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (c !== 13 && !(c >= 0xd800 && c <= 0xdfff) && !complex.test(ch)) simple.push(ch);
    }
    let state = 42;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let round = 0; round < 4; round++) {
      const chars = round === 0 ? simple : [...simple].sort(() => next() - 0.5);
      for (let i = 0; i < chars.length; i += 2000) {
        const text = chars.slice(i, i + 2000).join('');
        expect(direct('grapheme', text).length).toBe(text.length);
      }
    }
    expect(graphemeStats('x'.repeat(40) + 'e\u0301' + 'y'.repeat(40) + '\r\n' + 'z'.repeat(40))).toEqual({ graphemes: 122, spaces: 1 });
  });

  it('analyzes the largest allowed input and rejects one character more', async () => {
    const unit = 'Le café 😀 est prêt. 中文 नमस्ते\n';
    const text = largestInput(tool, 'text', unit);
    const reps = text.length / unit.length;
    const one = await stats(unit);
    const data = await stats(text);
    for (const key of ['characters', 'charactersNoSpaces', 'codePoints', 'codeUnits', 'bytes', 'words', 'whitespace', 'sentences'] as const)
      expect(data[key], key).toBe(one[key] * reps);
    expect(data.lines).toBe(reps + 1);
    expect(data.paragraphs).toBe(1);
    expect(data.uniqueWords).toBe(one.uniqueWords);
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });
});
