import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'reverse-text',
  name: 'Reverse Text',
  description:
    'Reverse text by characters, by words or by lines. Characters are user-perceived characters (grapheme clusters), so emoji, flags, skin tones and accents stay intact: "née 🇫🇷" becomes "🇫🇷 eén". Character and word reversal can apply to the whole text or to each line separately; line reversal flips the order of the lines (like tac).',
  category: 'editors',
  tags: ['text', 'reverse'],
  keywords: ['reverse string', 'backwards text', 'mirror text', 'flip text', 'reverse words', 'reverse lines', 'tac', 'invert order', 'palindrome'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to reverse.',
      required: true,
      placeholder: 'Hello, world!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Reverse',
      description: 'What to reverse.',
      required: false,
      defaultValue: 'characters',
      options: [
        { value: 'characters', label: 'Characters', description: '"abc" → "cba" (grapheme clusters stay intact).' },
        { value: 'words', label: 'Word order', description: '"one two three" → "three two one"; spacing and punctuation attached to words are kept.' },
        { value: 'lines', label: 'Line order', description: 'The last line first (like tac).' },
      ],
    },
    {
      name: 'perLine',
      type: 'boolean',
      label: 'Each line separately',
      description: 'Reverse characters or words within each line, keeping the lines in place. Off: the whole text is reversed as one.',
      required: false,
      defaultValue: false,
      dependsOn: [{ field: 'mode', condition: 'notEquals', value: 'lines' }],
    },
  ],
  outputDescription: 'The reversed text and how many characters, words or lines were reversed.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The reversed text.' },
      count: { type: 'integer', minimum: 0, description: 'Number of units reversed: grapheme clusters (line breaks included), words, or lines.' },
    },
    required: ['result', 'count'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Crème brûlée 🇫🇷👍🏽' },
    output: { result: '👍🏽🇫🇷 eélûrb emèrC', count: 15 },
    description: 'Reverse characters; the flag, the skin-toned emoji and the accents stay whole.',
  },
  relatedTools: ['sort-lines', 'case-converter'],
  aiInstructions:
    'mode "characters" (default) reverses user-perceived characters, never splitting emoji or accented letters; "words" reverses the order of whitespace-separated words (punctuation stays with its word, whitespace stays where it was); "lines" reverses the order of lines. Set perLine true to reverse characters or words inside each line without moving lines.',
});
