import { defineDefinition } from '@ctp/core';
import { GROUPS } from './groups.js';

export default defineDefinition({
  id: 'emoji-search',
  name: 'Emoji Search',
  description:
    'Find emoji by name, keyword or shortcode ("heart", "party", ":tada:", "cat face") and get the character, its official name, GitHub/Slack shortcodes, code points (U+1F389) and group; optionally with the five skin-tone variants. Also looks up a pasted emoji. Unicode 16 / Emoji 16 data from Emojibase (lazy-loaded, about 600 KB). Ranked: exact name, then name words, then keywords.',
  category: 'utilities',
  tags: ['emoji', 'unicode', 'search', 'lookup'],
  keywords: ['emoji search', 'find emoji', 'emoji picker', 'emoji shortcode', 'emoji name', 'emoji code point', 'emoji meaning', 'copy emoji', 'slack emoji', 'github emoji', 'emoji keyboard'],
  method: 'GET',
  parameters: [
    { name: 'query', type: 'text', label: 'Search', description: 'Words, a :shortcode:, or an emoji to look up.', required: true, placeholder: 'party', validation: { maxLength: 100 } },
    { name: 'group', type: 'select', label: 'Group', description: 'Limit to one group.', required: false, defaultValue: 'all', options: GROUPS },
    { name: 'skinTones', type: 'boolean', label: 'Include skin tones', description: 'Also list the skin-tone variants of people and hands.', required: false, defaultValue: false },
    { name: 'limit', type: 'number', label: 'Max results', description: 'How many emoji to list.', required: false, defaultValue: 20, validation: { min: 1, max: 200, step: 1 } },
  ],
  outputDescription: 'The matching emoji as one string to copy and as a table.',
  outputSchema: {
    type: 'object',
    properties: {
      emoji: { type: 'string', description: 'The matching emoji, separated by spaces.' },
      total: { type: 'integer', minimum: 0, description: 'How many emoji matched (before the limit).' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            emoji: { type: 'string' },
            name: { type: 'string', description: 'The CLDR name.' },
            shortcodes: { type: 'array', items: { type: 'string' }, description: 'GitHub/Slack style shortcodes.' },
            codepoints: { type: 'string', description: 'The code points, e.g. U+1F44B U+1F3FD.' },
            group: { type: 'string' },
            keywords: { type: 'array', items: { type: 'string' } },
          },
          required: ['emoji', 'name', 'shortcodes', 'codepoints', 'group', 'keywords'],
          additionalProperties: false,
        },
      },
    },
    required: ['emoji', 'total', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'emoji',
  example: {
    input: { query: 'party', limit: 3 },
    output: {
      emoji: '🎉 🥳 😛',
      total: 13,
      results: [
        { emoji: '🎉', name: 'party popper', shortcodes: [':tada:'], codepoints: 'U+1F389', group: 'Activities', keywords: ['awesome', 'birthday', 'celebrate', 'celebration', 'excited', 'hooray', 'party', 'popper', 'tada', 'woohoo'] },
        { emoji: '🥳', name: 'partying face', shortcodes: [':partying_face:'], codepoints: 'U+1F973', group: 'Smileys & emotion', keywords: ['bday', 'birthday', 'celebrate', 'celebration', 'excited', 'face', 'happy', 'hat', 'hooray', 'horn', 'party', 'partying'] },
        { emoji: '😛', name: 'face with tongue', shortcodes: [':stuck_out_tongue:'], codepoints: 'U+1F61B', group: 'Smileys & emotion', keywords: ['awesome', 'cool', 'face', 'nice', 'party', 'stuck-out', 'sweet', 'tongue'] },
      ],
    },
    description: 'Emoji named or tagged "party".',
  },
  relatedTools: ['unicode-inspector', 'html-entity-encoder', 'unicode-escape'],
});
