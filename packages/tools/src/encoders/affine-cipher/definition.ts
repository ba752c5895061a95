import { defineDefinition } from '@ctp/core';

const notBrute = [{ field: 'mode', condition: 'notEquals' as const, value: 'brute-force' }];

export default defineDefinition({
  id: 'affine-cipher',
  name: 'Affine Cipher',
  description:
    'Encode or decode the affine cipher E(x) = (a·x + b) mod 26 on the Latin letters A–Z, keeping case and leaving everything else untouched. "a" must be coprime with 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25); a = 1 is a Caesar shift, a = 25, b = 25 is Atbash. Brute force tries all 312 keys and ranks the plaintexts by how English they read. Up to 1,000,000 characters (10,000 for brute force).',
  category: 'encoders',
  tags: ['cipher', 'affine', 'encode', 'decode', 'puzzle'],
  keywords: ['affine cipher', 'affine decode', 'affine brute force', 'modular cipher', 'ax+b', 'ctf', 'cyberchef affine', 'classical cipher', 'crack affine'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to encode or decode.',
      required: true,
      placeholder: 'Affine cipher',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode with the key, decode with the key, or try every key on a ciphertext.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
        { value: 'brute-force', label: 'Brute force (all 312 keys)' },
      ],
    },
    {
      name: 'a',
      type: 'number',
      label: 'a (multiplier)',
      description: 'Coprime with 26: 1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 or 25.',
      required: false,
      defaultValue: 5,
      validation: { min: 1, max: 25, step: 1 },
      dependsOn: notBrute,
    },
    {
      name: 'b',
      type: 'number',
      label: 'b (shift)',
      description: 'The shift added after multiplying, 0–25.',
      required: false,
      defaultValue: 8,
      validation: { min: 0, max: 25, step: 1 },
      dependsOn: notBrute,
    },
    {
      name: 'top',
      type: 'number',
      label: 'Candidates to show',
      description: 'How many of the best-scoring keys to list.',
      required: false,
      defaultValue: 10,
      validation: { min: 1, max: 312, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'brute-force' }],
    },
  ],
  outputDescription: 'The transformed text, or with brute force the best keys with their plaintext and English score.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded or decoded text (brute force: the best candidate).' },
      candidates: {
        type: 'array',
        description: 'Brute force only: keys ranked best first.',
        items: {
          type: 'object',
          properties: {
            a: { type: 'integer' },
            b: { type: 'integer' },
            score: { type: 'number', description: 'Mean log-likelihood per character under English letter frequencies (higher reads more like English).' },
            text: { type: 'string', description: 'The decoded text under this key.' },
          },
          required: ['a', 'b', 'score', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Affine cipher', mode: 'encode', a: 5, b: 8 },
    output: { result: 'Ihhwvc swfrcp' },
    description: 'The textbook key (a = 5, b = 8): A→I, f→h, i→w.',
  },
  relatedTools: ['rot13-caesar', 'atbash-cipher', 'vigenere-cipher'],
  aiInstructions:
    'Decode needs the same a and b used to encode. For an unknown key use mode "brute-force": the first candidate is usually right for English text of 20+ letters; check the others for short texts.',
});
