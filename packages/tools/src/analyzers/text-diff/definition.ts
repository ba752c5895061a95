import { defineDefinition } from '@ctp/core';

const count = (description: string) => ({ type: 'integer', minimum: 0, description });

export default defineDefinition({
  id: 'text-diff',
  name: 'Text Diff',
  description:
    'Compare two texts and show what changed: by lines, words, characters (whole user-perceived characters, so emoji and accents never split) or sentences, with counts of added, removed and unchanged units and a unified diff (patch) with configurable context lines. Options: ignore case, ignore leading/trailing whitespace of lines, ignore CRLF vs LF. Up to 500,000 characters per text.',
  category: 'analyzers',
  tags: ['diff', 'compare', 'text'],
  keywords: ['difference', 'compare text', 'diff checker', 'diffchecker', 'unified diff', 'patch', 'changes', 'word diff', 'character diff', 'what changed', 'redline', 'merge', 'git diff', 'myers'],
  method: 'POST',
  parameters: [
    {
      name: 'original',
      type: 'textarea',
      label: 'Original text',
      description: 'The old version (may be empty: everything in the new version is then added).',
      required: false,
      defaultValue: '',
      placeholder: 'The quick brown fox\njumps over the lazy dog.',
      validation: { maxLength: 500_000 },
    },
    {
      name: 'modified',
      type: 'textarea',
      label: 'Modified text',
      description: 'The new version (may be empty: everything in the old version is then removed).',
      required: false,
      defaultValue: '',
      placeholder: 'The quick red fox\njumps over the lazy dog.',
      validation: { maxLength: 500_000 },
    },
    {
      name: 'granularity',
      type: 'select',
      label: 'Compare by',
      description:
        'Unit of comparison for changes and stats: lines, words (punctuation counts as a word; spacing between words is ignored), characters (graphemes) or sentences. The unified diff is always by lines.',
      required: false,
      defaultValue: 'lines',
      options: [
        { value: 'lines', label: 'Lines' },
        { value: 'words', label: 'Words' },
        { value: 'characters', label: 'Characters' },
        { value: 'sentences', label: 'Sentences' },
      ],
      aiHint: 'Use lines for code, config and logs; words for prose; characters to spot typos in short strings.',
    },
    {
      name: 'ignoreCase',
      type: 'boolean',
      label: 'Ignore case',
      description: 'Treat upper and lower case as equal (unchanged parts are shown as written in the modified text).',
      required: false,
      defaultValue: false,
    },
    {
      name: 'ignoreWhitespace',
      type: 'boolean',
      label: 'Ignore whitespace around lines',
      description:
        'Treat lines that differ only in leading or trailing whitespace (indentation, trailing spaces) as equal, in the line comparison and the unified diff.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'ignoreLineEndings',
      type: 'boolean',
      label: 'Ignore CRLF vs LF',
      description: 'Read Windows line endings (CRLF) as LF before comparing, so a file saved on Windows matches its Unix copy. Affects lines, the unified diff and the values shown.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
    {
      name: 'contextLines',
      type: 'number',
      label: 'Context lines',
      description: 'Unchanged lines shown around each change in the unified diff (0–10,000; 3 like diff -u and git).',
      required: false,
      defaultValue: 3,
      validation: { min: 0, max: 10_000, step: 1 },
      group: 'advanced',
    },
    {
      name: 'originalName',
      type: 'text',
      label: 'Original file name',
      description: 'Name shown on the "---" line of the unified diff.',
      required: false,
      defaultValue: 'original',
      validation: { maxLength: 255, pattern: '^[^\\r\\n]*$' },
      group: 'advanced',
    },
    {
      name: 'modifiedName',
      type: 'text',
      label: 'Modified file name',
      description: 'Name shown on the "+++" line of the unified diff.',
      required: false,
      defaultValue: 'modified',
      validation: { maxLength: 255, pattern: '^[^\\r\\n]*$' },
      group: 'advanced',
    },
  ],
  outputDescription: 'Whether the texts are equal, counts of added/removed/unchanged units, the list of changes in order, and a unified diff.',
  outputSchema: {
    type: 'object',
    properties: {
      identical: { type: 'boolean', description: 'True when nothing was added or removed at the chosen granularity (after the ignore options).' },
      stats: {
        type: 'object',
        description: 'Counts in the unit of the chosen granularity.',
        properties: {
          unit: { type: 'string', enum: ['line', 'word', 'character', 'sentence'], description: 'What is counted.' },
          added: count('Units only in the modified text.'),
          removed: count('Units only in the original text.'),
          unchanged: count('Units in both texts.'),
        },
        required: ['unit', 'added', 'removed', 'unchanged'],
        additionalProperties: false,
      },
      changes: {
        type: 'array',
        description:
          'The texts as a sequence of runs in order: joining unchanged + removed values gives the original, unchanged + added values the modified text (except for whitespace between words in word mode, and case or line endings when ignored).',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['added', 'removed', 'unchanged'], description: 'Whether the run is only in the modified text, only in the original, or in both.' },
            value: { type: 'string', description: 'The text of the run (line runs include their line breaks).' },
            count: count('Number of units (lines, words, characters or sentences) in the run.'),
          },
          required: ['type', 'value', 'count'],
          additionalProperties: false,
        },
      },
      unifiedDiff: {
        type: 'string',
        description: 'A line-based unified diff (patch) of the two texts with "---"/"+++" file headers and @@ hunks, as produced by diff -u; empty when no line differs.',
      },
    },
    required: ['identical', 'stats', 'changes', 'unifiedDiff'],
    additionalProperties: false,
  },
  primaryOutput: 'unifiedDiff',
  example: {
    input: {
      original: 'The quick brown fox\njumps over the lazy dog.\n',
      modified: 'The quick red fox\njumps over the lazy dog.\nThe end.\n',
      granularity: 'words',
    },
    output: {
      identical: false,
      stats: { unit: 'word', added: 4, removed: 1, unchanged: 9 },
      changes: [
        { type: 'unchanged', value: 'The quick ', count: 2 },
        { type: 'removed', value: 'brown', count: 1 },
        { type: 'added', value: 'red', count: 1 },
        { type: 'unchanged', value: ' fox\njumps over the lazy dog.\n', count: 7 },
        { type: 'added', value: 'The end.\n', count: 3 },
      ],
      unifiedDiff: '--- original\n+++ modified\n@@ -1,2 +1,3 @@\n-The quick brown fox\n+The quick red fox\n jumps over the lazy dog.\n+The end.\n',
    },
    description: 'A word diff of two short texts, with the line-based unified diff.',
  },
  relatedTools: ['json-diff', 'text-statistics'],
  aiInstructions:
    'Pass the old text in "original" and the new one in "modified". unifiedDiff is a standard patch (as diff -u prints it) and is the best summary for a person; "changes" gives every run in order for precise edits. Pick granularity "words" for prose and "characters" for short strings. Very different large texts compared by characters can exceed the time limit: compare by lines or words instead.',
  isolate: true,
  timeoutMs: 10_000,
});
