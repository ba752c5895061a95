import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'nato-phonetic',
  name: 'NATO Phonetic Alphabet',
  description:
    'Spell text with the NATO/ICAO radiotelephony spelling alphabet (Alfa, Bravo, Charlie…) and read it back. Two styles: official ICAO spelling (Alfa, Juliett, and the ICAO figures Tree, Fower, Fife, Niner) or plain English (Alpha, Juliet, Three, Four, Five, Nine). Decoding accepts both, in any case. Characters without a code word are kept as they are and listed.',
  category: 'encoders',
  tags: ['nato', 'phonetic', 'spelling', 'encode', 'decode'],
  keywords: ['nato alphabet', 'phonetic alphabet', 'icao alphabet', 'spelling alphabet', 'alfa bravo charlie', 'radio alphabet', 'military alphabet', 'spell out', 'niner', 'aviation'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to spell out, or code words (e.g. "Hotel India") to turn back into text. Lines are handled one by one.',
      required: true,
      placeholder: 'AB12 xyz',
      validation: { maxLength: 100_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Spell text as code words, or read code words back to text.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Text → code words' },
        { value: 'decode', label: 'Code words → text' },
      ],
    },
    {
      name: 'style',
      type: 'select',
      label: 'Spelling',
      description: 'Which spellings of the code words to write (decoding reads both).',
      required: false,
      defaultValue: 'icao',
      options: [
        { value: 'icao', label: 'ICAO (Alfa, Juliett, Tree, Fower, Fife, Niner)' },
        { value: 'plain', label: 'Plain English (Alpha, Juliet, Three, Four, Five, Nine)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'wordSeparator',
      type: 'select',
      label: 'Between words',
      description: 'What separates the spelled words of the text (code words of one word are separated by a space).',
      required: false,
      defaultValue: 'slash',
      options: [
        { value: 'slash', label: '" / "' },
        { value: 'newline', label: 'New line' },
        { value: 'space', label: 'Space (word boundaries are lost)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
  ],
  outputDescription: 'The spelled-out text (or decoded text) and the characters or words that have no code word.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Code words (encode) or the decoded text, letters in upper case (decode).' },
      unknown: { type: 'array', items: { type: 'string' }, description: 'Distinct characters (encode) or words (decode) kept as they are, in order of appearance.' },
    },
    required: ['result', 'unknown'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'AB9 x!', mode: 'encode', style: 'icao' },
    output: { result: 'Alfa Bravo Niner / X-ray !', unknown: ['!'] },
    description: 'Letters and a figure spelled in ICAO style; "!" has no code word and is kept.',
  },
  relatedTools: ['morse-code'],
  aiInstructions:
    'Use style "icao" for aviation/radio (Niner, Tree) and "plain" for everyday spelling over the phone. Decoding ignores case and accepts Alpha/Alfa, Juliet/Juliett, X-ray/Xray, Three/Tree, Nine/Niner; "/" marks a space. Case is not preserved: decoded letters are upper case. Accented letters and punctuation other than . and - are kept unchanged and listed in "unknown".',
});
