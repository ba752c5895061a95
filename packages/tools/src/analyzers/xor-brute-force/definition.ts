import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'xor-brute-force',
  name: 'XOR Brute Force',
  description:
    'Find the key of single-byte XOR encrypted data: tries all 256 keys and ranks the results by how much they read like English text (letter frequencies, spaces, printable bytes). Optionally keep only results that contain a known plaintext fragment (crib) or are entirely printable. Input as hex, Base64 or raw text. Up to 100,000 bytes.',
  category: 'analyzers',
  tags: ['xor', 'brute-force', 'cryptanalysis', 'decrypt', 'bytes'],
  keywords: ['xor brute force', 'single byte xor', 'find xor key', 'crack xor', 'xor decrypt unknown key', 'cyberchef xor brute force', 'ctf', 'cryptopals', 'malware strings', 'known plaintext'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Ciphertext', description: 'The XORed data, in the encoding chosen below.', required: true, placeholder: '1b37373331363f78151b7f2b7834', validation: { maxLength: 200_000 } },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input is',
      description: 'How the ciphertext is written.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
        { value: 'utf8', label: 'Text (UTF-8 bytes)' },
      ],
    },
    { name: 'crib', type: 'text', label: 'Known plaintext (crib)', description: 'Only keep keys whose result contains this text (case-sensitive), e.g. "flag{" or "http".', required: false, validation: { maxLength: 200 } },
    { name: 'printableOnly', type: 'boolean', label: 'Printable results only', description: 'Drop keys whose result holds bytes outside printable ASCII, tab and line breaks.', required: false, defaultValue: false },
    { name: 'top', type: 'number', label: 'Results to show', description: 'How many of the best keys to list.', required: false, defaultValue: 10, validation: { min: 1, max: 256, step: 1 } },
  ],
  outputDescription: 'The most likely plaintext and key, and the ranked candidates.',
  outputSchema: {
    type: 'object',
    properties: {
      plaintext: { type: 'string', description: 'The best candidate decoded as UTF-8 (empty when nothing matched the filters).' },
      key: { type: 'string', description: 'The best key byte as two hex digits (empty when nothing matched).' },
      matched: { type: 'integer', minimum: 0, maximum: 256, description: 'How many of the 256 keys passed the filters.' },
      candidates: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            key: { type: 'string', pattern: '^[0-9a-f]{2}$', description: 'The key byte (hex).' },
            keyChar: { type: 'string', description: 'The key byte as a printable ASCII character, or "" when it is not printable.' },
            score: { type: 'number', description: 'English log-likelihood per byte (higher reads more like English; plain English ≈ −3).' },
            printable: { type: 'number', minimum: 0, maximum: 1, description: 'Share of bytes that are printable ASCII or whitespace.' },
            text: { type: 'string', description: 'The result decoded as UTF-8 (invalid bytes as U+FFFD).' },
          },
          required: ['key', 'keyChar', 'score', 'printable', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['plaintext', 'key', 'matched', 'candidates'],
    additionalProperties: false,
  },
  primaryOutput: 'plaintext',
  example: {
    input: { input: '1b37373331363f78151b7f2b783431333d78397828372d363c78373e783a393b3736', top: 2 },
    output: {
      plaintext: "Cooking MC's like a pound of bacon",
      key: '58',
      matched: 256,
      candidates: [
        { key: '58', keyChar: 'X', score: -3.375, printable: 1, text: "Cooking MC's like a pound of bacon" },
        { key: '5f', keyChar: '_', score: -3.837, printable: 1, text: "Dhhlni`'JD t'knlb'f'whric'ha'efdhi" },
      ],
    },
    description: 'The well-known single-byte XOR exercise: the key is 0x58 ("X").',
  },
  relatedTools: ['xor-cipher', 'vigenere-cracker', 'hex-encoder'],
  aiInstructions: 'Only single-byte keys are tried. When the plaintext is not English (binary data, another language) the ranking is unreliable: use a crib (a fragment you know appears) to filter instead.',
});
