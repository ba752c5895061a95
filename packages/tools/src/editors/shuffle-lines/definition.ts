import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'shuffle-lines',
  name: 'Shuffle Lines',
  description:
    'Put the lines of a text in random order (unbiased Fisher–Yates shuffle on a CSPRNG), or shuffle its words or characters instead. Empty lines can be shuffled along, removed or kept in place; line endings (LF, CRLF, CR) and a final newline are kept. An optional seed makes the order reproducible.',
  category: 'editors',
  tags: ['text', 'lines', 'shuffle', 'random'],
  keywords: ['randomize lines', 'random order', 'shuffle list', 'scramble', 'shuffle words', 'shuffle letters', 'random sort', 'shuf', 'fisher-yates', 'raffle', 'draw order'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text whose lines (or words, or characters) to shuffle.',
      required: true,
      placeholder: 'alice\nbob\ncarol\ndave',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'unit',
      type: 'select',
      label: 'Shuffle',
      description: 'What to shuffle.',
      required: false,
      defaultValue: 'lines',
      options: [
        { value: 'lines', label: 'Lines' },
        { value: 'words', label: 'Words', description: 'Words change places; the spaces and line breaks between them stay.' },
        { value: 'characters', label: 'Characters', description: 'User-perceived characters (emoji stay whole); line breaks stay in place.' },
      ],
    },
    {
      name: 'emptyLines',
      type: 'select',
      label: 'Empty lines',
      description: 'What happens to empty or whitespace-only lines.',
      required: false,
      defaultValue: 'shuffle',
      options: [
        { value: 'shuffle', label: 'Shuffle them with the others' },
        { value: 'remove', label: 'Remove them' },
        { value: 'keepInPlace', label: 'Keep them where they are' },
      ],
      dependsOn: [{ field: 'unit', condition: 'equals', value: 'lines' }],
    },
    seedParameter,
  ],
  outputDescription: 'The shuffled text and the number of items shuffled.',
  outputSchema: {
    type: 'object',
    properties: {
      shuffled: { type: 'string', description: 'The text with its lines, words or characters in random order.' },
      itemCount: { type: 'integer', minimum: 0, description: 'Number of lines, words or characters that were shuffled.' },
    },
    required: ['shuffled', 'itemCount'],
    additionalProperties: false,
  },
  primaryOutput: 'shuffled',
  annotations: { idempotentHint: false },
  example: {
    input: { text: 'alice\nbob\ncarol\ndave\n', seed: 'demo' },
    output: { shuffled: 'bob\ncarol\nalice\ndave\n', itemCount: 4 },
    description: 'Four names in a reproducible random order (seeded).',
  },
  relatedTools: ['sort-lines', 'random-string-generator'],
  aiInstructions:
    'Leave seed empty for a fresh random order each call; set it only to reproduce an order. Every permutation is equally likely. Words mode keeps the whitespace layout and moves words (punctuation stays attached to its word). Characters mode keeps line breaks in place.',
});
