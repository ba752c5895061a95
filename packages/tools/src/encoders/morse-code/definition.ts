import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'morse-code',
  name: 'Morse Code Translator',
  description:
    'Translate text to International Morse code (ITU-R M.1677-1: letters, digits, É and the punctuation . , : ? \' - / ( ) " = + @ ×, plus the common ! & ; _ $) and Morse back to text. Letters are separated by a space or three spaces, words by " / " or seven spaces; decoding detects the style and accepts · • – _ as dots and dashes. Unknown characters are marked and listed, never silently dropped. Optional prosigns such as <SK> and <AR>.',
  category: 'encoders',
  handles: [{ kind: 'morse', params: { mode: 'decode' } }],
  tags: ['morse', 'encode', 'decode', 'telegraph'],
  keywords: ['morse code translator', 'morse to text', 'text to morse', 'dots and dashes', 'cw', 'itu morse', 'prosign', 'sos', 'ham radio', 'telegraphy'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to encode, or Morse code (dots and dashes) to decode. Lines are translated one by one.',
      required: true,
      placeholder: 'SOS Help',
      validation: { maxLength: 200_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode text to Morse, or decode Morse to text.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Text → Morse' },
        { value: 'decode', label: 'Morse → Text' },
      ],
    },
    {
      name: 'separator',
      type: 'select',
      label: 'Separators',
      description: 'How letters and words are separated in the Morse output. Decoding recognises all styles.',
      required: false,
      defaultValue: 'slash',
      options: [
        { value: 'slash', label: 'Letters: one space, words: " / "' },
        { value: 'spaces', label: 'Letters: 3 spaces, words: 7 spaces (timing units)' },
        { value: 'compact', label: 'Letters: one space, words: 3 spaces' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'onUnknown',
      type: 'select',
      label: 'Unknown characters',
      description: 'What to do with characters (or codes) that have no Morse equivalent. They are always listed in "unknown".',
      required: false,
      defaultValue: 'mark',
      options: [
        { value: 'mark', label: 'Mark them (# in Morse, � in text)' },
        { value: 'skip', label: 'Leave them out' },
        { value: 'error', label: 'Fail with an error' },
      ],
    },
    {
      name: 'prosigns',
      type: 'boolean',
      label: 'Prosigns',
      description: 'Encode <AR> <SK> <BT> <KN> <SN> <CT> <AS> <SOS> <HH> written in angle brackets as one run-together code, and decode codes that only a prosign uses.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The Morse code or decoded text, and the characters or codes that could not be translated.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Morse code (encode) or the decoded text in upper case (decode).' },
      unknown: { type: 'array', items: { type: 'string' }, description: 'Distinct untranslatable characters (encode) or codes (decode), in order of appearance.' },
      unknownCount: { type: 'integer', minimum: 0, description: 'How many untranslatable characters or codes occurred.' },
    },
    required: ['result', 'unknown', 'unknownCount'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'SOS, help!', mode: 'encode' },
    output: { result: '... --- ... --..-- / .... . .-.. .--. -.-.--', unknown: [], unknownCount: 0 },
    description: 'Text with punctuation encoded with slash word separators.',
  },
  relatedTools: ['nato-phonetic', 'binary-encoder'],
  aiInstructions:
    'Use mode "decode" for dots/dashes input. Morse has no case: decoded text is upper case. Words in Morse are separated by "/" (or a longer run of spaces than between letters); line breaks are kept. Check "unknown" to see what could not be translated (e.g. lowercase accents other than é, emoji).',
});
