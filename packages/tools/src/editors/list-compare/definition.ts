import { defineDefinition } from '@ctp/core';

const list = <const N extends string>(name: N, label: string, placeholder: string) =>
  ({
    name,
    type: 'textarea',
    label,
    description: `${label}: one item per line, or separated by the chosen delimiter.`,
    required: true,
    placeholder,
    validation: { maxLength: 500_000 },
  }) as const;

const items = (description: string) => ({ type: 'array', items: { type: 'string' }, description });

export default defineDefinition({
  id: 'list-compare',
  name: 'List Compare',
  description:
    'Compare two lists and get, all at once with counts: the union, the intersection, the items only in A (A−B), only in B (B−A) and the symmetric difference. Items are separated by lines, commas, semicolons, tabs, pipes, whitespace or a custom delimiter. Options: case-insensitive matching, trimming, ignoring empty items, original or sorted order, and set (each item once) or multiset (duplicates counted) semantics.',
  category: 'editors',
  primaryOutput: 'intersection',
  tags: ['list', 'compare', 'set', 'diff'],
  keywords: [
    'compare lists', 'list diff', 'difference between two lists', 'intersection', 'union', 'set difference', 'symmetric difference',
    'common items', 'missing items', 'in a not in b', 'venn', 'comm', 'dedupe', 'merge lists',
  ],
  method: 'POST',
  parameters: [
    list('listA', 'List A', 'apple\nbanana\ncherry'),
    list('listB', 'List B', 'banana\ncherry\ndate'),
    {
      name: 'delimiter',
      type: 'select',
      label: 'Delimiter',
      description: 'What separates the items of both lists.',
      required: false,
      defaultValue: 'newline',
      options: [
        { value: 'newline', label: 'New line (LF, CRLF or CR)' },
        { value: 'comma', label: 'Comma' },
        { value: 'semicolon', label: 'Semicolon' },
        { value: 'tab', label: 'Tab' },
        { value: 'pipe', label: 'Pipe (|)' },
        { value: 'whitespace', label: 'Any whitespace (spaces, tabs, line breaks)' },
        { value: 'custom', label: 'Custom' },
      ],
    },
    {
      name: 'customDelimiter',
      type: 'text',
      label: 'Custom delimiter',
      description: 'The literal string between items (\\n, \\t and \\\\ are read as escapes).',
      required: false,
      defaultValue: ',',
      validation: { maxLength: 50 },
      dependsOn: [{ field: 'delimiter', condition: 'equals', value: 'custom' }],
    },
    { name: 'caseInsensitive', type: 'boolean', label: 'Ignore case', description: 'Treat "Apple" and "apple" as the same item (the first spelling seen is shown).', required: false, defaultValue: false },
    { name: 'trim', type: 'boolean', label: 'Trim items', description: 'Remove whitespace around each item before comparing.', required: false, defaultValue: true },
    { name: 'ignoreEmpty', type: 'boolean', label: 'Ignore empty items', description: 'Skip items that are empty (after trimming when Trim is on).', required: false, defaultValue: true },
    {
      name: 'order',
      type: 'select',
      label: 'Order',
      description: 'Order of the items in every result.',
      required: false,
      defaultValue: 'original',
      options: [
        { value: 'original', label: 'Original (A first, then B)' },
        { value: 'alphabetical', label: 'Alphabetical (natural: item2 before item10)' },
        { value: 'codepoint', label: 'Code point (ASCII / byte order)' },
      ],
    },
    {
      name: 'dedupe',
      type: 'boolean',
      label: 'Each item once (set)',
      description: 'On: set semantics, every item at most once. Off: multiset, e.g. "a" twice in A and once in B leaves one "a" in A−B.',
      required: false,
      defaultValue: true,
      group: 'advanced',
    },
  ],
  outputDescription: 'Union, intersection, A−B, B−A and symmetric difference as arrays, with their counts and the item counts of both lists.',
  outputSchema: {
    type: 'object',
    properties: {
      union: items('Items in A or B.'),
      intersection: items('Items in both A and B.'),
      onlyInA: items('Items in A but not in B (A−B).'),
      onlyInB: items('Items in B but not in A (B−A).'),
      symmetricDifference: items('Items in exactly one list: A−B then B−A.'),
      counts: {
        type: 'object',
        properties: Object.fromEntries(
          ['listA', 'listB', 'distinctA', 'distinctB', 'union', 'intersection', 'onlyInA', 'onlyInB', 'symmetricDifference'].map((k) => [k, { type: 'integer', minimum: 0 }]),
        ),
        required: ['listA', 'listB', 'distinctA', 'distinctB', 'union', 'intersection', 'onlyInA', 'onlyInB', 'symmetricDifference'],
        additionalProperties: false,
        description: 'listA/listB: items read from each list; distinctA/B: different items; the rest: sizes of the results.',
      },
    },
    required: ['union', 'intersection', 'onlyInA', 'onlyInB', 'symmetricDifference', 'counts'],
    additionalProperties: false,
  },
  example: {
    input: { listA: 'apple\nBanana\ncherry\napple', listB: 'banana\ncherry\ndate', caseInsensitive: true },
    output: {
      union: ['apple', 'Banana', 'cherry', 'date'],
      intersection: ['Banana', 'cherry'],
      onlyInA: ['apple'],
      onlyInB: ['date'],
      symmetricDifference: ['apple', 'date'],
      counts: { listA: 4, listB: 3, distinctA: 3, distinctB: 3, union: 4, intersection: 2, onlyInA: 1, onlyInB: 1, symmetricDifference: 2 },
    },
    description: 'Two fruit lists compared case-insensitively.',
  },
  relatedTools: ['remove-duplicate-lines', 'sort-lines', 'text-diff'],
  aiInstructions:
    'Put the lists in listA and listB (same delimiter for both). All five results come back at once: read onlyInA for "what is in A but missing from B". Matching is exact unless caseInsensitive/trim are set; with caseInsensitive the spelling shown is the first one seen (A before B). Set dedupe false to count duplicates (multiset difference). Use text-diff instead when line order matters.',
});
