import { defineDefinition } from '@ctp/core';

const FORMS = ['js', 'es6', 'python', 'hex', 'htmlHex', 'htmlDecimal', 'css', 'codepoints', 'simple'] as const;

export default defineDefinition({
  id: 'unicode-escape',
  name: 'Unicode Escape / Unescape',
  description:
    'Escape text as \\uXXXX (UTF-16, with surrogate pairs), \\u{1F600} (ES2015), Python \\u/\\U0001F600, UTF-8 bytes \\xF0\\x9F…, HTML &#x1F600; or &#128512;, CSS \\1F600 or a U+XXXX list, optionally only non-ASCII characters. Unescaping detects and decodes all these forms, even mixed in one text, and reports a malformed escape with its line and column.',
  category: 'encoders',
  handles: [{ kind: 'unicode-escapes', params: { mode: 'unescape' } }],
  tags: ['unicode', 'escape', 'unescape', 'encode', 'decode'],
  keywords: [
    'unicode escape', 'unicode unescape', '\\u escape', 'surrogate pair', 'code point', 'u+ code point', 'html numeric entity', 'ncr',
    'css escape', 'python unicode', 'utf-8 hex', 'native2ascii', 'decode \\u00e9', 'emoji escape',
  ],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to escape, or text containing escapes to decode.',
      required: true,
      placeholder: 'café 😀',
      validation: { maxLength: 500_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Escape text, or decode escapes back to text.',
      required: false,
      defaultValue: 'escape',
      options: [
        { value: 'escape', label: 'Escape' },
        { value: 'unescape', label: 'Unescape (auto-detect forms)' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'The escape form to write.',
      required: false,
      defaultValue: 'js',
      options: [
        { value: 'js', label: '\\uXXXX (JavaScript, JSON, Java, C#)', description: 'UTF-16 units: characters beyond U+FFFF become a surrogate pair.' },
        { value: 'es6', label: '\\u{X} (ES2015, Rust, Swift-like)' },
        { value: 'python', label: 'Python \\uXXXX / \\UXXXXXXXX' },
        { value: 'hex', label: '\\xHH UTF-8 bytes (C, PHP, shell)' },
        { value: 'htmlHex', label: 'HTML/XML &#xHH;' },
        { value: 'htmlDecimal', label: 'HTML/XML &#NNN;' },
        { value: 'css', label: 'CSS \\HH' },
        { value: 'codepoints', label: 'U+XXXX list (every character)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'escape' }],
    },
    {
      name: 'onlyNonAscii',
      type: 'boolean',
      label: 'Only non-ASCII',
      description: 'Escape only characters above U+007F (and, in backslash forms, the backslash itself). Off: escape every character. Ignored by the U+ list.',
      required: false,
      defaultValue: true,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'escape' }],
    },
    {
      name: 'uppercase',
      type: 'boolean',
      label: 'Upper-case hex',
      description: 'Write hex digits as E9 rather than e9.',
      required: false,
      defaultValue: true,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'escape' }],
      group: 'advanced',
    },
  ],
  outputDescription: 'The escaped or decoded text, with the number of escapes per form.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The escaped text, or the decoded text.' },
      escapeCount: { type: 'integer', minimum: 0, description: 'Escapes written (escape) or decoded (unescape).' },
      forms: {
        type: 'object',
        properties: Object.fromEntries(FORMS.map((f) => [f, { type: 'integer', minimum: 1 }])),
        additionalProperties: false,
        description: 'Escapes per form: js (\\uXXXX), es6 (\\u{…}), python (\\U…), hex (\\xHH), htmlHex, htmlDecimal, css, codepoints (U+), simple (\\n \\t \\\\ …).',
      },
    },
    required: ['result', 'escapeCount', 'forms'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'café 😀', mode: 'escape', format: 'js' },
    output: { result: 'caf\\u00E9 \\uD83D\\uDE00', escapeCount: 3, forms: { js: 3 } },
    description: 'Non-ASCII characters as \\u escapes; the emoji becomes a surrogate pair.',
  },
  relatedTools: ['string-escape', 'html-entity-encoder', 'unicode-inspector'],
  aiInstructions:
    'Unescape detects \\uXXXX, \\u{…}, \\UXXXXXXXX, \\xHH (runs forming valid UTF-8 are read as UTF-8 bytes, else one character per byte), &#x…; &#…;, CSS \\HH, U+XXXX (separators between consecutive U+ items are dropped) and \\n \\t \\\\ \\" \\\' \\/; other backslash sequences stay as they are. For language string literals with quotes use string-escape instead.',
});
