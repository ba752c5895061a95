import { defineDefinition } from '@ctp/core';

const count = (description: string) => ({ type: 'integer', minimum: 0, description });
const counts = (description: string) => ({ type: 'object', additionalProperties: { type: 'integer', minimum: 1 }, description });

export default defineDefinition({
  id: 'unicode-inspector',
  name: 'Unicode Inspector',
  description:
    'Inspect every character of a text: user-perceived characters (grapheme clusters) and the code points inside each, with U+XXXX, UTF-8 bytes, UTF-16 code units, general category, script and script extensions, flags (emoji, whitespace, invisible, bidi control, look-alike, control…), HTML entity, JavaScript escape and URL encoding. Lists up to maxCharacters clusters but counts the whole text (up to 1,000,000 characters) by category and script.',
  category: 'analyzers',
  primaryOutput: 'characters',
  tags: ['unicode', 'text', 'characters', 'inspect'],
  keywords: [
    'code point', 'codepoint', 'character info', 'char code', 'utf-8 bytes', 'utf-16', 'surrogate pair', 'grapheme', 'emoji', 'zero width',
    'invisible characters', 'hidden characters', 'homoglyph', 'confusable', 'general category', 'unicode script', 'html entity', 'escape sequence', 'bidi', 'trojan source',
  ],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text whose characters to inspect.',
      required: true,
      placeholder: 'Paste text, e.g. café 👍🏽',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'maxCharacters',
      type: 'number',
      label: 'Characters to list',
      description: 'How many user-perceived characters (grapheme clusters) to list in detail (1–10,000). The counts always cover the whole text.',
      required: false,
      defaultValue: 500,
      validation: { min: 1, max: 10_000, step: 1 },
    },
  ],
  outputDescription: 'Per grapheme cluster, its code points with encodings, category, script and flags; totals and counts per category and script.',
  outputSchema: {
    type: 'object',
    properties: {
      characters: {
        type: 'array',
        description: 'The first maxCharacters grapheme clusters, in order.',
        items: {
          type: 'object',
          properties: {
            character: { type: 'string', description: 'The grapheme cluster (user-perceived character).' },
            offset: count('UTF-16 offset of the cluster in the text (JavaScript string index).'),
            codePoints: {
              type: 'array',
              description: 'The code points of the cluster.',
              items: {
                type: 'object',
                properties: {
                  character: { type: 'string', description: 'The code point as a string.' },
                  codePoint: { type: 'string', description: 'U+XXXX notation (at least 4 hex digits).' },
                  decimal: count('The code point as a decimal number.'),
                  utf8: { type: ['string', 'null'], description: 'UTF-8 bytes in hex, space-separated; null for a lone surrogate (not encodable).' },
                  utf16: { type: 'string', description: 'UTF-16 code units in hex, space-separated.' },
                  category: { type: 'string', description: 'General category (two letters: Lu, Ll, Mn, Nd, Zs, Cf, Cn…).' },
                  categoryName: { type: 'string', description: 'The general category in words.' },
                  script: { type: 'string', description: 'Script property (Latin, Cyrillic, Han, Common, Inherited…; "Other" for a script outside the common list).' },
                  scriptExtensions: { type: 'array', items: { type: 'string' }, description: 'Scripts the character is used with (Script_Extensions), among the common list.' },
                  flags: {
                    type: 'array',
                    items: { type: 'string', enum: ['emoji', 'whitespace', 'invisible', 'bidi-control', 'control', 'confusable', 'combining', 'private-use', 'unassigned', 'noncharacter', 'lone-surrogate'] },
                    description: 'Properties worth attention: emoji, whitespace, invisible (default-ignorable / zero width), bidi-control (can reorder displayed text), control, confusable (looks like an ASCII character), combining mark, private-use, unassigned, noncharacter, lone-surrogate.',
                  },
                  htmlEntity: { type: 'string', description: 'Numeric HTML character reference, e.g. &#x1F600;.' },
                  jsEscape: { type: 'string', description: 'JavaScript escape: \\uXXXX, or \\u{XXXXX} above U+FFFF.' },
                  urlEncoded: { type: ['string', 'null'], description: 'Percent-encoded UTF-8 (encodeURIComponent); null for a lone surrogate.' },
                },
                required: ['character', 'codePoint', 'decimal', 'utf8', 'utf16', 'category', 'categoryName', 'script', 'scriptExtensions', 'flags', 'htmlEntity', 'jsEscape', 'urlEncoded'],
                additionalProperties: false,
              },
            },
          },
          required: ['character', 'offset', 'codePoints'],
          additionalProperties: false,
        },
      },
      truncated: { type: 'boolean', description: 'True when the text has more grapheme clusters than were listed.' },
      graphemes: count('User-perceived characters (grapheme clusters) in the whole text.'),
      codePoints: count('Code points in the whole text.'),
      codeUnits: count('UTF-16 code units (JavaScript string length).'),
      utf8Bytes: count('Size in UTF-8 bytes (a lone surrogate counts as the 3 bytes of U+FFFD).'),
      categories: counts('Code points per general category, most frequent first.'),
      scripts: counts('Code points per script, most frequent first.'),
      flags: counts('Code points per flag (only flags that occur).'),
    },
    required: ['characters', 'truncated', 'graphemes', 'codePoints', 'codeUnits', 'utf8Bytes', 'categories', 'scripts', 'flags'],
    additionalProperties: false,
  },
  example: {
    input: { text: 'e\u0301👍🏽' },
    output: {
      "characters": [
        {
          "character": "é",
          "offset": 0,
          "codePoints": [
            {
              "character": "e",
              "codePoint": "U+0065",
              "decimal": 101,
              "utf8": "65",
              "utf16": "0065",
              "category": "Ll",
              "categoryName": "Lowercase Letter",
              "script": "Latin",
              "scriptExtensions": [
                "Latin"
              ],
              "flags": [],
              "htmlEntity": "&#x65;",
              "jsEscape": "\\u0065",
              "urlEncoded": "e"
            },
            {
              "character": "́",
              "codePoint": "U+0301",
              "decimal": 769,
              "utf8": "CC 81",
              "utf16": "0301",
              "category": "Mn",
              "categoryName": "Nonspacing Mark",
              "script": "Inherited",
              "scriptExtensions": [
                "Latin",
                "Greek",
                "Cyrillic",
                "Cherokee"
              ],
              "flags": [
                "combining"
              ],
              "htmlEntity": "&#x301;",
              "jsEscape": "\\u0301",
              "urlEncoded": "%CC%81"
            }
          ]
        },
        {
          "character": "👍🏽",
          "offset": 2,
          "codePoints": [
            {
              "character": "👍",
              "codePoint": "U+1F44D",
              "decimal": 128077,
              "utf8": "F0 9F 91 8D",
              "utf16": "D83D DC4D",
              "category": "So",
              "categoryName": "Other Symbol",
              "script": "Common",
              "scriptExtensions": [],
              "flags": [
                "emoji"
              ],
              "htmlEntity": "&#x1F44D;",
              "jsEscape": "\\u{1F44D}",
              "urlEncoded": "%F0%9F%91%8D"
            },
            {
              "character": "🏽",
              "codePoint": "U+1F3FD",
              "decimal": 127997,
              "utf8": "F0 9F 8F BD",
              "utf16": "D83C DFFD",
              "category": "Sk",
              "categoryName": "Modifier Symbol",
              "script": "Common",
              "scriptExtensions": [],
              "flags": [
                "emoji"
              ],
              "htmlEntity": "&#x1F3FD;",
              "jsEscape": "\\u{1F3FD}",
              "urlEncoded": "%F0%9F%8F%BD"
            }
          ]
        }
      ],
      "truncated": false,
      "graphemes": 2,
      "codePoints": 4,
      "codeUnits": 6,
      "utf8Bytes": 11,
      "categories": {
        "Ll": 1,
        "Mn": 1,
        "So": 1,
        "Sk": 1
      },
      "scripts": {
        "Common": 2,
        "Latin": 1,
        "Inherited": 1
      },
      "flags": {
        "emoji": 2,
        "combining": 1
      }
    },
    description: 'An e with a combining accent and a thumbs-up with a skin tone.',
  },
  aiInstructions:
    'Use to explain what a string really contains: hidden/zero-width characters, look-alike letters from other scripts (e.g. Cyrillic "а" in a domain), combining marks, emoji sequences, or byte lengths. "characters" lists grapheme clusters, each with its code points. Check "flags" for invisible, bidi-control and confusable. Counts in categories/scripts/flags are per code point over the whole text even when the listing is truncated.',
});
