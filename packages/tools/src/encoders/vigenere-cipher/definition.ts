import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'vigenere-cipher',
  name: 'Vigenère Cipher',
  description:
    'Encode or decode the Vigenère cipher and its relatives: classic Vigenère, Beaufort (its own inverse), variant Beaufort and autokey Vigenère. Works on the Latin letters A–Z keeping case; other characters pass through and do not use up a key letter. The key is letters only. For an unknown key, see vigenere-cracker. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['cipher', 'vigenere', 'encode', 'decode', 'puzzle'],
  keywords: ['vigenere', 'vigenère', 'vigenere decode', 'beaufort cipher', 'autokey cipher', 'polyalphabetic cipher', 'tabula recta', 'ctf', 'cyberchef vigenere', 'keyword cipher'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to encode or decode.',
      required: true,
      placeholder: 'Attack at dawn',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'key',
      type: 'text',
      label: 'Key',
      description: 'The keyword: Latin letters only, case does not matter.',
      required: true,
      placeholder: 'LEMON',
      validation: { maxLength: 1000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode or decode.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'variant',
      type: 'select',
      label: 'Variant',
      description: 'Vigenère adds the key letter, Beaufort subtracts the text from the key, variant Beaufort subtracts the key, autokey extends the key with the plaintext.',
      required: false,
      defaultValue: 'vigenere',
      options: [
        { value: 'vigenere', label: 'Vigenère (C = P + K)' },
        { value: 'beaufort', label: 'Beaufort (C = K − P)' },
        { value: 'variant-beaufort', label: 'Variant Beaufort (C = P − K)' },
        { value: 'autokey', label: 'Autokey Vigenère (key + plaintext)' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The encoded or decoded text.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The transformed text.' },
      lettersProcessed: { type: 'integer', minimum: 0, description: 'How many letters were shifted (each used one key letter).' },
    },
    required: ['result', 'lettersProcessed'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Attack at dawn', key: 'LEMON' },
    output: { result: 'Lxfopv ef rnhr', lettersProcessed: 12 },
    description: 'The textbook example: ATTACKATDAWN with key LEMON is LXFOPVEFRNHR.',
  },
  relatedTools: ['vigenere-cracker', 'rot13-caesar', 'affine-cipher'],
  aiInstructions: 'Use the same key and variant to decode. Spaces and punctuation do not consume key letters (the common convention, as in CyberChef). For a ciphertext with an unknown key call vigenere-cracker.',
});
