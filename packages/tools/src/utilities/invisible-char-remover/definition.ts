import { defineDefinition } from '@ctp/core';

const TYPES = ['zero-width', 'bom', 'soft-hyphen', 'bidi', 'tag', 'format', 'filler', 'variation-selector', 'space', 'line-separator', 'control'];
const ACTIONS = ['removed', 'replaced', 'kept'];
const codePoint = { type: 'string', pattern: '^U\\+[0-9A-F]{4,6}$', description: 'The code point, U+XXXX.' };
const name = { type: 'string', description: 'The Unicode name (or a description for control and format characters).' };
const type = { type: 'string', enum: TYPES, description: 'The kind of character (see the tool description).' };
const action = { type: 'string', enum: ACTIONS, description: 'What was done with it: removed, replaced (by a space or a line feed) or kept.' };

export default defineDefinition({
  id: 'invisible-char-remover',
  name: 'Invisible Character Remover',
  description:
    'Find and remove invisible and look-alike characters: zero-width space/joiners, BOM, soft hyphens, bidi controls (flags Trojan Source risks: unbalanced overrides/isolates), Unicode tag characters (decodes hidden ASCII text), other format characters, Hangul fillers, control characters, and non-breaking or other Unicode spaces (replaced by a normal space). Lists each one with line and column. Keeps emoji ZWJ sequences and joiners needed by Arabic/Indic scripts.',
  category: 'utilities',
  tags: ['unicode', 'text', 'clean', 'security'],
  keywords: ['zero width space', 'zwsp', 'zwj', 'zwnj', 'bom', 'byte order mark', 'soft hyphen', 'nbsp', 'non-breaking space', 'hidden characters', 'trojan source', 'bidi', 'rlo', 'unicode tags', 'ascii smuggling', 'prompt injection', 'strip invisible', 'control characters', 'sanitize'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to inspect and clean.',
      required: true,
      placeholder: 'Paste text that may hide invisible characters',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'remove',
      type: 'boolean',
      label: 'Clean the text',
      description: 'Remove (or replace) what is found. Turn off to only list the characters and leave the text unchanged.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'replaceSpaces',
      type: 'boolean',
      label: 'Replace Unicode spaces',
      description: 'Replace non-breaking and other Unicode spaces with a normal space, and NEL/U+2028/U+2029 with a line feed. Off: report them but keep them.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'keepJoiners',
      type: 'boolean',
      label: 'Keep meaningful joiners',
      description: 'Keep ZWJ inside emoji sequences (👩‍💻), emoji flag tags, and ZWJ/ZWNJ between letters of scripts that need them (Persian, Arabic, Indic…).',
      required: false,
      defaultValue: true,
    },
    {
      name: 'keepBidiControls',
      type: 'boolean',
      label: 'Keep bidi controls',
      description: 'Keep direction marks, embeddings and isolates (for right-to-left text). They are still listed and Trojan Source risks still flagged.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
    {
      name: 'maxFindings',
      type: 'number',
      label: 'Findings listed',
      description: 'List at most this many characters (0–100,000); the counts still include all of them.',
      required: false,
      defaultValue: 1000,
      validation: { min: 0, max: 100_000, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The cleaned text, each invisible character found (type, code point, line, column, action), per-character counts and Trojan Source warnings.',
  outputSchema: {
    type: 'object',
    properties: {
      cleaned: { type: 'string', description: 'The text with the found characters removed or replaced (the input itself when remove is off).' },
      findingCount: { type: 'integer', minimum: 0, description: 'Invisible or special characters found.' },
      removedCount: { type: 'integer', minimum: 0, description: 'Characters removed.' },
      replacedCount: { type: 'integer', minimum: 0, description: 'Characters replaced by a space or a line feed.' },
      keptCount: { type: 'integer', minimum: 0, description: 'Characters found but kept (remove off, replaceSpaces off or keepBidiControls on).' },
      joinersKept: { type: 'integer', minimum: 0, description: 'Meaningful joiners and emoji tags kept by keepJoiners (not listed as findings).' },
      summary: {
        type: 'array',
        description: 'One entry per distinct character found, most frequent first.',
        items: {
          type: 'object',
          properties: { codePoint, name, type, count: { type: 'integer', minimum: 1, description: 'How many times it occurs.' }, action },
          required: ['codePoint', 'name', 'type', 'count', 'action'],
          additionalProperties: false,
        },
      },
      findings: {
        type: 'array',
        description: 'Each character found, in order, at most maxFindings.',
        items: {
          type: 'object',
          properties: {
            codePoint,
            name,
            type,
            line: { type: 'integer', minimum: 1, description: '1-based line in the input (lines end at LF, CRLF or CR).' },
            column: { type: 'integer', minimum: 1, description: '1-based column in the input, in code points.' },
            action,
          },
          required: ['codePoint', 'name', 'type', 'line', 'column', 'action'],
          additionalProperties: false,
        },
      },
      findingsTruncated: { type: 'boolean', description: 'True when more characters were found than are listed.' },
      trojanSourceRisk: { type: 'boolean', description: 'True when the text holds bidi embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069), which can make source code read differently from how it runs.' },
      unbalancedBidiLines: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'Lines (at most 100) where an embedding, override or isolate is not closed by the end of the line.' },
      hiddenTagText: { type: 'string', description: 'The ASCII text hidden in Unicode tag characters (U+E0020–U+E007E), outside emoji flags; empty when none.' },
    },
    required: ['cleaned', 'findingCount', 'removedCount', 'replacedCount', 'keptCount', 'joinersKept', 'summary', 'findings', 'findingsTruncated', 'trojanSourceRisk', 'unbalancedBidiLines', 'hiddenTagText'],
    additionalProperties: false,
  },
  primaryOutput: 'cleaned',
  example: {
    input: { text: 'pass\u200Bword\u00A0ok\u202E!' },
    output: {
      cleaned: 'password ok!',
      findingCount: 3,
      removedCount: 2,
      replacedCount: 1,
      keptCount: 0,
      joinersKept: 0,
      summary: [
        { codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', type: 'zero-width', count: 1, action: 'removed' },
        { codePoint: 'U+00A0', name: 'NO-BREAK SPACE', type: 'space', count: 1, action: 'replaced' },
        { codePoint: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', type: 'bidi', count: 1, action: 'removed' },
      ],
      findings: [
        { codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', type: 'zero-width', line: 1, column: 5, action: 'removed' },
        { codePoint: 'U+00A0', name: 'NO-BREAK SPACE', type: 'space', line: 1, column: 10, action: 'replaced' },
        { codePoint: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', type: 'bidi', line: 1, column: 13, action: 'removed' },
      ],
      findingsTruncated: false,
      trojanSourceRisk: true,
      unbalancedBidiLines: [1],
      hiddenTagText: '',
    },
    description: 'A zero-width space, a non-breaking space and a right-to-left override.',
  },
  relatedTools: ['unicode-normalizer', 'line-ending-converter'],
  aiInstructions:
    'Pass the text verbatim (JSON escapes such as \\u200b are fine). Types: zero-width (ZWSP, ZWJ, ZWNJ, word joiner), bom, soft-hyphen, bidi (LRM/RLM/ALM, embeddings, overrides, isolates), tag (U+E0000 block; hiddenTagText shows the ASCII they spell — a prompt-injection / ASCII-smuggling sign), format (other Cf), filler (Hangul fillers), variation-selector (only stray ones, not after a character), space (Unicode spaces other than U+0020), line-separator, control (C0/C1 except tab, LF, CR). trojanSourceRisk matters for source code review. Set keepBidiControls for legitimate right-to-left text.',
});
