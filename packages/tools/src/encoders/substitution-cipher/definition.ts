import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'substitution-cipher',
  name: 'Substitution Cipher',
  description:
    'Encode or decode a monoalphabetic substitution cipher: each letter A–Z is replaced by the letter at the same place in a cipher alphabet. Give the full 26-letter cipher alphabet, or a keyword (the keyed alphabet is the keyword without repeated letters, then the rest of the alphabet). Case is kept; other characters pass through. Checks that the alphabet is a permutation and names missing or repeated letters. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['cipher', 'substitution', 'encode', 'decode', 'puzzle'],
  keywords: ['substitution cipher', 'monoalphabetic', 'keyword cipher', 'keyed alphabet', 'simple substitution', 'cipher alphabet', 'cryptogram', 'ctf', 'cyberchef substitute', 'classical cipher'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'The text to encode or decode.', required: true, placeholder: 'Flee at once', validation: { maxLength: 1_000_000 } },
    {
      name: 'key',
      type: 'text',
      label: 'Key',
      description: 'A 26-letter cipher alphabet (QWERTYUIOP…) or a keyword, as chosen below.',
      required: true,
      placeholder: 'ZEBRAS',
      validation: { maxLength: 200 },
    },
    {
      name: 'keyType',
      type: 'select',
      label: 'Key is',
      description: 'A keyword to build the cipher alphabet from, or the cipher alphabet itself.',
      required: false,
      defaultValue: 'keyword',
      options: [
        { value: 'keyword', label: 'Keyword' },
        { value: 'alphabet', label: 'Full cipher alphabet (26 letters)' },
      ],
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode (plain → cipher alphabet) or decode (cipher → plain alphabet).',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
  ],
  outputDescription: 'The transformed text and the cipher alphabet used.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded or decoded text.' },
      cipherAlphabet: { type: 'string', pattern: '^[A-Z]{26}$', description: 'The cipher alphabet: the letter that A, B, C… become.' },
    },
    required: ['result', 'cipherAlphabet'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Flee at once. We are discovered!', key: 'ZEBRAS', keyType: 'keyword', mode: 'encode' },
    output: { result: 'Siaa zq lkba. Va zoa rfpbluaoar!', cipherAlphabet: 'ZEBRASCDFGHIJKLMNOPQTUVWXY' },
    description: 'The textbook keyword example: ZEBRAS gives the cipher alphabet ZEBRASCDFGHIJKLMNOPQTUVWXY.',
  },
  relatedTools: ['atbash-cipher', 'vigenere-cipher', 'affine-cipher'],
  aiInstructions: 'Decode with the same key and keyType. Only Latin letters A–Z are substituted; a keyword may contain spaces (ignored) but no other non-letters.',
});
