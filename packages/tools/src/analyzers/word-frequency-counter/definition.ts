import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'word-frequency-counter',
  name: 'Word Frequency Counter',
  description:
    'Count how often each word occurs and list the most frequent with counts and percentages. Unicode word boundaries (Chinese, Japanese and Thai split by dictionary; punctuation and emoji ignored), optional case folding, minimum word length and English stop-word removal. Can count letter bigrams or trigrams instead of words. Up to 1,000,000 characters.',
  category: 'analyzers',
  tags: ['text', 'words', 'frequency', 'count'],
  keywords: ['word count', 'word frequency', 'term frequency', 'keyword density', 'most common words', 'word cloud', 'vocabulary', 'stop words', 'ngram', 'bigram', 'trigram', 'letter frequency', 'concordance'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to count words in.',
      required: true,
      placeholder: 'Paste or type text…',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Count',
      description: 'What to count: words, or letter bigrams/trigrams (sequences of 2 or 3 letters inside words, for language and cipher analysis).',
      required: false,
      defaultValue: 'words',
      options: [
        { value: 'words', label: 'Words' },
        { value: 'bigrams', label: 'Letter bigrams' },
        { value: 'trigrams', label: 'Letter trigrams' },
      ],
    },
    {
      name: 'caseSensitive',
      type: 'boolean',
      label: 'Case sensitive',
      description: 'Count "The" and "the" separately. Off by default: words are lowercased before counting.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'minLength',
      type: 'number',
      label: 'Minimum word length',
      description: 'Ignore words shorter than this many characters (1–100).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 100, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'words' }],
    },
    {
      name: 'removeStopWords',
      type: 'boolean',
      label: 'Remove English stop words',
      description: 'Ignore common English function words (the, and, of, to, is, it…; about 120 words).',
      required: false,
      defaultValue: false,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'words' }],
    },
    {
      name: 'topN',
      type: 'number',
      label: 'Top N',
      description: 'How many of the most frequent entries to list (1–10,000).',
      required: false,
      defaultValue: 50,
      validation: { min: 1, max: 10_000, step: 1 },
    },
  ],
  outputDescription: 'The most frequent words (or letter n-grams) with count and percentage, the total and the number of distinct ones.',
  outputSchema: {
    type: 'object',
    properties: {
      words: {
        type: 'array',
        description: 'The topN most frequent words (or n-grams in an n-gram mode), most frequent first; ties keep the order of first appearance.',
        items: {
          type: 'object',
          properties: {
            word: { type: 'string', description: 'The word or n-gram (lowercased unless caseSensitive; NFC-normalized).' },
            count: { type: 'integer', minimum: 1, description: 'How many times it occurs.' },
            percent: { type: 'number', minimum: 0, maximum: 100, description: 'Share of totalWords, in percent, rounded to 2 decimals.' },
          },
          required: ['word', 'count', 'percent'],
          additionalProperties: false,
        },
      },
      totalWords: { type: 'integer', minimum: 0, description: 'Words counted (after the length and stop-word filters), or n-grams in an n-gram mode.' },
      uniqueWords: { type: 'integer', minimum: 0, description: 'Distinct words (or n-grams) counted.' },
    },
    required: ['words', 'totalWords', 'uniqueWords'],
    additionalProperties: false,
  },
  primaryOutput: 'words',
  example: {
    input: { text: 'The cat sat on the mat. The cat was happy!', removeStopWords: true, topN: 3 },
    output: {
      words: [
        { word: 'cat', count: 2, percent: 40 },
        { word: 'sat', count: 1, percent: 20 },
        { word: 'mat', count: 1, percent: 20 },
      ],
      totalWords: 5,
      uniqueWords: 4,
    },
    description: 'Most frequent words without stop words.',
  },
  relatedTools: ['text-statistics'],
  aiInstructions:
    'Pass the text in "text". Words follow Unicode segmentation: "don\'t" is one word, "well-known" two, numbers count as words, punctuation and emoji do not. Use removeStopWords (English only) with minLength 3 for keyword density. mode "bigrams"/"trigrams" counts letter sequences inside words (not word pairs). percent is relative to totalWords after filtering.',
});
