import { defineDefinition } from '@ctp/core';

const caesarOnly = [{ field: 'cipher', condition: 'equals' as const, value: 'caesar' }];

export default defineDefinition({
  id: 'rot13-caesar',
  name: 'ROT13 / Caesar Cipher',
  description:
    'Apply ROT13, ROT47 or a Caesar shift of 1-25 to text. ROT13 and Caesar shift the Latin letters A-Z and a-z, keeping case and leaving everything else (digits, accents, emoji) untouched; ROT47 rotates all printable ASCII (! to ~). Caesar can decode (shift back) or brute-force: list all 25 shifts to crack an unknown one. Up to 1,000,000 characters (100,000 for brute force).',
  category: 'encoders',
  tags: ['rot13', 'caesar', 'cipher', 'encode', 'decode'],
  keywords: ['rot13', 'rot47', 'caesar cipher', 'shift cipher', 'rotate', 'spoiler', 'brute force', 'decrypt caesar', 'crack caesar', 'rot-n', 'rot1', 'rot3'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to encode or decode.',
      required: true,
      placeholder: 'Hello, World!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'cipher',
      type: 'select',
      label: 'Cipher',
      description: 'ROT13 (its own inverse), ROT47 (printable ASCII, its own inverse) or a Caesar shift of your choice.',
      required: false,
      defaultValue: 'rot13',
      options: [
        { value: 'rot13', label: 'ROT13' },
        { value: 'rot47', label: 'ROT47' },
        { value: 'caesar', label: 'Caesar shift' },
      ],
    },
    {
      name: 'shift',
      type: 'number',
      label: 'Shift',
      description: 'How many letters to shift forward (A→D for 3).',
      required: false,
      defaultValue: 3,
      validation: { min: 1, max: 25, step: 1 },
      dependsOn: caesarOnly,
    },
    {
      name: 'decode',
      type: 'boolean',
      label: 'Decode (shift back)',
      description: 'Shift backwards by the shift to undo an encoding (D→A for 3).',
      required: false,
      defaultValue: false,
      dependsOn: caesarOnly,
    },
    {
      name: 'bruteForce',
      type: 'boolean',
      label: 'Brute force',
      description: 'List the text under all 25 forward shifts instead of one result (input up to 100,000 characters).',
      required: false,
      defaultValue: false,
      dependsOn: caesarOnly,
    },
  ],
  outputDescription: 'The transformed text, or with brute force the 25 candidates with their shift.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The transformed text (absent with brute force).' },
      candidates: {
        type: 'array',
        description: 'Brute force only: the text shifted forward by 1 to 25.',
        items: {
          type: 'object',
          properties: {
            shift: { type: 'integer', minimum: 1, maximum: 25, description: 'The forward shift applied (to decode a text encoded with shift k, look at 26 - k).' },
            text: { type: 'string', description: 'The text under this shift.' },
          },
          required: ['shift', 'text'],
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello, World!', cipher: 'rot13' },
    output: { result: 'Uryyb, Jbeyq!' },
    description: 'ROT13 keeps case and punctuation.',
  },
  relatedTools: ['base64-encoder', 'string-escape'],
  aiInstructions:
    'ROT13 and ROT47 are their own inverse: apply again to decode. For a Caesar text with unknown shift use cipher "caesar" with bruteForce true and pick the readable candidate; its shift s means the text was encoded with shift 26 - s. Only ASCII letters are shifted (é, ß and non-Latin scripts are left as is).',
});
