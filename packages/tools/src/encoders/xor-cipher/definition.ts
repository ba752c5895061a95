import { defineDefinition } from '@ctp/core';

const encodings = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const;

export default defineDefinition({
  id: 'xor-cipher',
  name: 'XOR Cipher',
  description:
    'XOR bytes with a repeating key, as CyberChef does: input and key each as text (UTF-8), hex or Base64; output as hex, Base64 or text. Schemes: standard (repeating key), input differential and output differential (the key byte becomes the previous input or output byte). Null-preserving mode leaves zero bytes and bytes equal to the key untouched. XOR is its own inverse. For an unknown single-byte key use xor-brute-force. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['xor', 'cipher', 'encrypt', 'decrypt', 'bytes'],
  keywords: ['xor', 'xor cipher', 'xor decrypt', 'xor encrypt', 'repeating key xor', 'xor key', 'bitwise xor', 'cyberchef xor', 'ctf', 'malware deobfuscation', 'xor hex'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Input', description: 'The data to XOR, in the encoding chosen below.', required: true, placeholder: 'Hello', validation: { maxLength: 1_000_000 } },
    { name: 'inputEncoding', type: 'select', label: 'Input is', description: 'How to read the input: UTF-8 text, hex bytes or Base64.', required: false, defaultValue: 'utf8', options: encodings },
    { name: 'key', type: 'text', label: 'Key', description: 'The key, in the encoding chosen below; it repeats over the input.', required: true, placeholder: 'secret', validation: { maxLength: 10_000 } },
    { name: 'keyEncoding', type: 'select', label: 'Key is', description: 'How to read the key: UTF-8 text, hex bytes or Base64.', required: false, defaultValue: 'utf8', options: encodings },
    {
      name: 'outputEncoding',
      type: 'select',
      label: 'Output as',
      description: 'Hex or Base64 show any bytes; text decodes them as UTF-8 (invalid sequences become U+FFFD and a warning says so).',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
        { value: 'utf8', label: 'Text (UTF-8)' },
      ],
    },
    {
      name: 'scheme',
      type: 'select',
      label: 'Scheme',
      description: 'Standard repeats the key; the differential schemes replace each used key byte by the previous input or output byte.',
      required: false,
      defaultValue: 'standard',
      options: [
        { value: 'standard', label: 'Standard' },
        { value: 'input-differential', label: 'Input differential' },
        { value: 'output-differential', label: 'Output differential' },
      ],
      group: 'advanced',
    },
    {
      name: 'nullPreserving',
      type: 'boolean',
      label: 'Null preserving',
      description: 'Leave bytes that are 0x00 or equal to the key byte unchanged (so zero padding never reveals the key).',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The XORed bytes in the chosen encoding and their count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The XORed bytes as hex, Base64 or UTF-8 text.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: 'Hello', key: 'key', outputEncoding: 'hex' },
    output: { result: '230015070a', byteLength: 5 },
    description: 'XOR "Hello" with the repeating key "key": 0x48 ^ 0x6b = 0x23, 0x65 ^ 0x65 = 0x00…',
  },
  relatedTools: ['xor-brute-force', 'hex-encoder', 'base64-encoder', 'aes-encrypt-decrypt'],
  aiInstructions:
    'To decrypt, XOR the ciphertext again with the same key: set inputEncoding to how the ciphertext is written (usually hex or base64) and outputEncoding "utf8" to read the plaintext. For differential schemes decrypting needs the opposite scheme (input differential undoes output differential).',
});
