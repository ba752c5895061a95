import { defineDefinition } from '@ctp/core';
import { inputEncodingParameter, outputEncodingParameter } from '../../_shared/codec-parameters.js';


export default defineDefinition({
  id: 'base58-encoder',
  name: 'Base58 Encoder / Decoder',
  description:
    'Encode text (UTF-8) or bytes (hex, Base64) to Base58, or decode Base58 to text, hex or Base64. Alphabets: Bitcoin (default, also IPFS and Solana), Flickr and Ripple. Leading zero bytes become leading "1"s. Optional Base58Check (4-byte double SHA-256 checksum, as in Bitcoin addresses and WIF keys): added when encoding, verified and removed when decoding. Up to 20,000 characters.',
  category: 'encoders',
  tags: ['base58', 'encode', 'decode', 'bitcoin'],
  keywords: ['base58', 'base58check', 'bitcoin address', 'btc', 'wif', 'ipfs cid', 'solana', 'flickr', 'ripple', 'xrp', 'checksum', 'hex to base58', 'base58 to hex'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Base58 to decode.',
      required: true,
      placeholder: 'Hello World!',
      validation: { maxLength: 20_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base58, or decode from Base58.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'alphabet',
      type: 'select',
      label: 'Alphabet',
      description: 'Bitcoin (123…xyz, used by Bitcoin, IPFS, Solana), Flickr (lowercase before uppercase) or Ripple (rpshnaf…, XRP addresses).',
      required: false,
      defaultValue: 'bitcoin',
      options: [
        { value: 'bitcoin', label: 'Bitcoin' },
        { value: 'flickr', label: 'Flickr' },
        { value: 'ripple', label: 'Ripple' },
      ],
    },
    {
      name: 'check',
      type: 'boolean',
      label: 'Base58Check',
      description: 'Encode: append the first 4 bytes of SHA-256(SHA-256(data)). Decode: verify and remove them (a mismatch is an error).',
      required: false,
      defaultValue: false,
      aiHint: 'Turn on for Bitcoin/Ripple addresses and WIF private keys; off for IPFS CIDs and Solana keys.',
    },
    inputEncodingParameter,
    outputEncodingParameter('Use hex for addresses, keys and hashes.'),
  ],
  outputDescription: 'The Base58 text (encode) or the decoded bytes as text, hex or Base64 (decode), the byte count, and the checksum when Base58Check is on.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base58 text (encode), or the decoded payload as UTF-8 text, lowercase hex or padded Base64 (decode; without the checksum when Base58Check is on).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of payload bytes (the input when encoding, the decoded data without checksum when decoding).' },
      checksum: { type: 'string', pattern: '^[0-9a-f]{8}$', description: 'The 4-byte Base58Check checksum in hex (only when check is on).' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', mode: 'decode', check: true, outputEncoding: 'hex' },
    output: { result: '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18', byteLength: 21, checksum: 'c29b7d93' },
    description: 'Decode the Bitcoin genesis address: version byte 00 and the 20-byte public key hash, checksum verified.',
  },
  relatedTools: ['base32-encoder', 'base64-encoder', 'hex-encoder', 'hash-generator'],
  aiInstructions:
    'To inspect a Bitcoin address or WIF key: mode "decode", check true, outputEncoding "hex" (the first byte is the version). To encode bytes pass them as hex with inputEncoding "hex". Decoding plain text fails if the bytes are not UTF-8: retry with outputEncoding "hex". Base58 cost grows quadratically, hence the 20,000-character limit.',
});
