import { defineDefinition } from '@ctp/core';

const flag = <const N extends string>(name: N, letter: string, label: string, description: string, advanced = false) =>
  ({
    name,
    type: 'boolean',
    label: `${label} (${letter})`,
    description,
    required: false,
    defaultValue: name === 'global',
    ...(advanced ? { group: 'advanced' } : {}),
  }) as const;

const position = (what: string) => ({ type: 'integer', minimum: 0, description: what });

export default defineDefinition({
  id: 'regex-tester',
  name: 'Regex Tester',
  description:
    'Test a JavaScript regular expression against a text: every match with its position, numbered and named capture groups (with their positions under the d flag), the total count, and an optional replacement preview ($1, $<name>, $&). Flags g i m s u v y d. Invalid patterns report the engine\'s message; runs in an isolated worker stopped after 2 s, so catastrophic backtracking cannot hang it. Text up to 1,000,000 characters.',
  category: 'analyzers',
  primaryOutput: 'matches',
  display: { matches: { as: 'matches', textParameter: 'text' } },
  featured: true,
  handles: [{ kind: 'regex' }],
  tags: ['regex', 'regexp', 'test', 'match'],
  keywords: ['regular expression', 'regex101', 'pattern', 'capture groups', 'named groups', 'replace', 'search and replace', 'matchAll', 'javascript regex', 'ecmascript', 'backreference', 'lookahead'],
  method: 'POST',
  parameters: [
    {
      name: 'pattern',
      type: 'text',
      label: 'Pattern',
      description: 'The regular expression source, without the enclosing slashes and flags (JavaScript syntax).',
      required: true,
      placeholder: '(?<year>\\d{4})-(?<month>\\d{2})',
      validation: { maxLength: 10_000 },
      aiHint: 'Write the pattern only, e.g. \\d+ not /\\d+/g; set flags with the boolean parameters. Backslashes must be escaped once more inside JSON.',
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Test string',
      description: 'The text to search. May be empty (to test what matches an empty string).',
      required: false,
      defaultValue: '',
      validation: { maxLength: 1_000_000 },
    },
    flag('global', 'g', 'Global', 'Find every match (on by default); off lists only the first, as RegExp.exec does.'),
    flag('ignoreCase', 'i', 'Ignore case', 'Match letters case-insensitively.'),
    flag('multiline', 'm', 'Multiline', '^ and $ match at every line start and end, not only at the ends of the text.'),
    flag('dotAll', 's', 'Dot matches newline', '. also matches line terminators.'),
    flag('unicode', 'u', 'Unicode', 'Unicode mode: code points, \\u{…}, \\p{…} property escapes, strict syntax.'),
    flag('unicodeSets', 'v', 'Unicode sets', 'Unicode sets mode (superset of u): nested classes, set subtraction and intersection. Cannot be combined with u.', true),
    flag('sticky', 'y', 'Sticky', 'Each match must start exactly where the previous one ended (the first at position 0).', true),
    flag('hasIndices', 'd', 'Group indices', 'Also report the start and end of every capture group.', true),
    {
      name: 'replace',
      type: 'boolean',
      label: 'Preview replacement',
      description: 'Show the text with the matches replaced (all of them with g, else the first). Needed to preview an empty replacement (deleting matches).',
      required: false,
      defaultValue: false,
    },
    {
      name: 'replacement',
      type: 'text',
      label: 'Replacement',
      description: 'Replacement string as in String.prototype.replace: $1…$99 groups, $<name> named groups, $& the match, $` before, $\' after, $$ a dollar sign.',
      required: false,
      placeholder: '$<month>/$<year>',
      validation: { maxLength: 10_000 },
      dependsOn: [{ field: 'replace', condition: 'equals', value: true }],
      aiHint: 'A non-empty replacement turns the preview on by itself.',
    },
    {
      name: 'maxMatches',
      type: 'number',
      label: 'Matches listed',
      description: 'List at most this many matches (1–10,000); matchCount still counts all of them.',
      required: false,
      defaultValue: 1000,
      validation: { min: 1, max: 10_000, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The matches with their positions and capture groups, the match count, and the replaced text when a replacement was asked for.',
  outputSchema: {
    type: 'object',
    properties: {
      flags: { type: 'string', description: 'The flags used, in canonical order (as RegExp.prototype.flags).' },
      groupCount: { type: 'integer', minimum: 0, description: 'Number of capture groups in the pattern.' },
      matchCount: { type: 'integer', minimum: 0, description: 'Total number of matches in the text (with g; else 0 or 1).' },
      truncated: { type: 'boolean', description: 'True when fewer matches are listed than matchCount (maxMatches or the 5,000,000-character output budget was reached).' },
      matches: {
        type: 'array',
        description: 'The matches in order. Positions are UTF-16 code unit offsets, as JavaScript string indices.',
        items: {
          type: 'object',
          properties: {
            index: position('Offset where the match starts.'),
            end: position('Offset just after the match (index + length).'),
            match: { type: 'string', description: 'The matched text (empty for a zero-length match).' },
            groups: {
              type: 'array',
              description: 'Capture groups 1…n in order.',
              items: {
                type: 'object',
                properties: {
                  number: { type: 'integer', minimum: 1, description: 'Group number ($1 is 1).' },
                  name: { type: ['string', 'null'], description: 'Group name for (?<name>…), else null.' },
                  value: { type: ['string', 'null'], description: 'Captured text, or null when the group did not take part in the match.' },
                  index: { type: ['integer', 'null'], minimum: 0, description: 'Start offset of the group (d flag only; null when it did not take part).' },
                  end: { type: ['integer', 'null'], minimum: 0, description: 'End offset of the group (d flag only; null when it did not take part).' },
                },
                required: ['number', 'name', 'value'],
                additionalProperties: false,
              },
            },
          },
          required: ['index', 'end', 'match', 'groups'],
          additionalProperties: false,
        },
      },
      replaced: { type: 'string', description: 'The text after replacement (only when a replacement preview was asked for).' },
    },
    required: ['flags', 'groupCount', 'matchCount', 'truncated', 'matches'],
    additionalProperties: false,
  },
  example: {
    input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})', text: 'Released 2024-05, patched 2025-01.', replacement: '$<month>/$<year>' },
    output: {
      flags: 'g',
      groupCount: 2,
      matchCount: 2,
      truncated: false,
      matches: [
        {
          index: 9,
          end: 16,
          match: '2024-05',
          groups: [
            { number: 1, name: 'year', value: '2024' },
            { number: 2, name: 'month', value: '05' },
          ],
        },
        {
          index: 26,
          end: 33,
          match: '2025-01',
          groups: [
            { number: 1, name: 'year', value: '2025' },
            { number: 2, name: 'month', value: '01' },
          ],
        },
      ],
      replaced: 'Released 05/2024, patched 01/2025.',
    },
    description: 'Find year-month dates with named groups and preview swapping them.',
  },
  isolate: true,
  timeoutMs: 2000,
  relatedTools: ['text-statistics'],
  aiInstructions:
    'Pass the pattern source without slashes (\\d+, not /\\d+/g) and set flags with the booleans: global is on by default; turn on ignoreCase, multiline, dotAll, unicode etc. as needed. JavaScript (ECMAScript) syntax only: no possessive quantifiers, atomic groups, inline (?i) modifiers or \\A/\\Z. Offsets are UTF-16 code units. A pattern with catastrophic backtracking fails with TIMEOUT after 2 s; rewrite it (avoid nested quantifiers like (a+)+). For a replacement preview pass "replacement" (or replace: true with an empty replacement to delete matches).',
});
