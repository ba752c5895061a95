import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'transliterate-to-ascii',
  name: 'Transliterate to ASCII',
  description:
    'Turn text in any script into plain ASCII: Cyrillic (Привет → Privet), Greek, Arabic, Hebrew, Chinese (to pinyin without tones), Japanese kana, Korean, Vietnamese, accented Latin, symbols (€ → EU) and more, using the transliteration library\'s tables. Characters with no ASCII form are dropped or replaced by a character you choose. Optional custom replacements run first. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['text', 'transliterate', 'ascii', 'unicode', 'romanize'],
  keywords: ['transliterate', 'transliteration', 'romanize', 'cyrillic to latin', 'to ascii', 'unidecode', 'any-ascii', 'latinize', 'chinese to pinyin', 'russian to english letters', 'greek to latin'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'The text to transliterate.', required: true, placeholder: 'Привет, мир! 你好 Ελληνικά', validation: { maxLength: 1_000_000 } },
    { name: 'unknown', type: 'text', label: 'Unknown characters become', description: 'What to write for characters without an ASCII form (default "?"); turn on "drop unknown" to remove them.', required: false, defaultValue: '?', validation: { maxLength: 10 } },
    { name: 'dropUnknown', type: 'boolean', label: 'Drop unknown', description: 'Remove characters that have no ASCII form instead of replacing them.', required: false, defaultValue: false },
    { name: 'replacements', type: 'json', label: 'Custom replacements', description: 'A JSON object of text → replacement applied first, e.g. {"ä": "ae", "ö": "oe"}.', required: false, placeholder: '{"ä": "ae"}', validation: { maxLength: 10_000 }, group: 'advanced' },
  ],
  outputDescription: 'The ASCII text.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The transliterated text (ASCII only).' },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Привет, мир! Ελληνικά 你好 Łódź €5' },
    output: { result: 'Privet, mir! Ellinika Ni Hao Lodz EU5' },
    description: 'Cyrillic, Greek, Chinese, Polish and a currency sign in one line.',
  },
  relatedTools: ['remove-diacritics', 'slugify', 'unicode-inspector'],
  aiInstructions: 'Transliteration is approximate and one-way (Chinese gets pinyin without tones, word boundaries between Chinese characters are spaces). For German-style ä → ae pass replacements {"ä":"ae","ö":"oe","ü":"ue"}.',
});
