import { defineDefinition } from '@ctp/core';

const counts = (description: string) => ({
  type: 'object',
  description,
  properties: {
    lf: { type: 'integer', minimum: 0, description: 'LF (\\n, Unix, macOS) line endings.' },
    crlf: { type: 'integer', minimum: 0, description: 'CRLF (\\r\\n, Windows) line endings.' },
    cr: { type: 'integer', minimum: 0, description: 'Lone CR (\\r, classic Mac OS) line endings.' },
  },
  required: ['lf', 'crlf', 'cr'],
  additionalProperties: false,
});
const STYLES = ['LF', 'CRLF', 'CR', 'mixed', 'none'];

export default defineDefinition({
  id: 'line-ending-converter',
  name: 'Line Ending Converter',
  description:
    'Detect line endings (LF, CRLF, CR or mixed, with counts) and convert them all to LF (Unix), CRLF (Windows) or CR (classic Mac). Optionally make sure the text ends with exactly one line break, or remove the trailing ones. Unicode line separators (U+0085, U+2028, U+2029) are counted but left unchanged.',
  category: 'utilities',
  tags: ['text', 'newline', 'convert'],
  keywords: ['eol', 'crlf', 'lf', 'cr', 'line breaks', 'newlines', 'dos2unix', 'unix2dos', 'windows line endings', 'carriage return', 'final newline', 'trailing newline', '^M'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text whose line endings to detect and convert.',
      required: true,
      placeholder: 'Paste text with any line endings',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'target',
      type: 'select',
      label: 'Convert to',
      description: 'The line ending every line break becomes: LF (Unix, macOS, git), CRLF (Windows, HTTP, CSV) or CR (classic Mac OS).',
      required: false,
      defaultValue: 'lf',
      options: [
        { value: 'lf', label: 'LF (\\n)' },
        { value: 'crlf', label: 'CRLF (\\r\\n)' },
        { value: 'cr', label: 'CR (\\r)' },
      ],
    },
    {
      name: 'finalNewline',
      type: 'select',
      label: 'Final newline',
      description: 'Keep the end of the text as it is, ensure it ends with a line break (adds one if missing), or remove every trailing line break.',
      required: false,
      defaultValue: 'keep',
      options: [
        { value: 'keep', label: 'Keep as is' },
        { value: 'ensure', label: 'Ensure one' },
        { value: 'remove', label: 'Remove' },
      ],
    },
  ],
  outputDescription: 'The converted text, the line-ending style detected before and after, and the counts of each kind.',
  outputSchema: {
    type: 'object',
    properties: {
      converted: { type: 'string', description: 'The text with the chosen line endings.' },
      detected: { type: 'string', enum: STYLES, description: 'The line-ending style of the input: one kind, mixed, or none (a single line).' },
      before: counts('Line endings of each kind in the input.'),
      after: counts('Line endings of each kind in the converted text.'),
      result: { type: 'string', enum: STYLES, description: 'The line-ending style of the converted text.' },
      lineCount: { type: 'integer', minimum: 1, description: 'Lines in the converted text (a final line break does not start a new line).' },
      endsWithNewline: { type: 'boolean', description: 'True when the converted text ends with a line break.' },
      unicodeLineSeparators: { type: 'integer', minimum: 0, description: 'NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) characters, left unchanged.' },
      changed: { type: 'boolean', description: 'True when the converted text differs from the input.' },
    },
    required: ['converted', 'detected', 'before', 'after', 'result', 'lineCount', 'endsWithNewline', 'unicodeLineSeparators', 'changed'],
    additionalProperties: false,
  },
  primaryOutput: 'converted',
  example: {
    input: { text: 'one\r\ntwo\nthree\r\n', target: 'lf', finalNewline: 'keep' },
    output: {
      converted: 'one\ntwo\nthree\n',
      detected: 'mixed',
      before: { lf: 1, crlf: 2, cr: 0 },
      after: { lf: 3, crlf: 0, cr: 0 },
      result: 'LF',
      lineCount: 3,
      endsWithNewline: true,
      unicodeLineSeparators: 0,
      changed: true,
    },
    description: 'Mixed Windows and Unix line endings become LF.',
  },
  relatedTools: ['invisible-char-remover', 'unicode-normalizer'],
  aiInstructions:
    'Pass the text exactly, with its real \\r and \\n characters (JSON escapes "\\r\\n"), not the visible letters. CRLF counts as one line ending; a lone \\r is a CR. "remove" strips every trailing line break, "ensure" adds one only if the text does not already end with one.',
});
