import { defineDefinition } from '@ctp/core';
import { binaryFormatParameters } from '../../_shared/binary-format-params.js';

export default defineDefinition({
  id: 'cbor-converter',
  name: 'CBOR ↔ JSON Converter',
  description:
    'Decode CBOR (RFC 8949) bytes from hex, Base64 or a file into JSON, the RFC\'s diagnostic notation (h\'…\', 0("…"), simple(16), indefinite lengths) and an annotated hex listing of every item (as cbor.me shows it); or encode JSON as CBOR with preferred (shortest) serialization. Bignums and 64-bit integers stay exact; dates, byte strings and unknown tags are shown in JSON with a note. Used by WebAuthn, COSE, EU COVID certificates and IoT protocols. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'converters',
  tags: ['cbor', 'json', 'binary', 'decode'],
  keywords: ['cbor', 'rfc 8949', 'rfc 7049', 'cbor to json', 'json to cbor', 'cbor diagnostic', 'cbor decoder', 'cbor.me', 'cose', 'webauthn attestation', 'concise binary object representation'],
  method: 'POST',
  parameters: [...binaryFormatParameters('CBOR', 'a2 61 61 01 61 62 82 02 03')],
  outputDescription: 'The JSON, diagnostic notation and annotated hex (decode), or the CBOR bytes as hex or Base64 (encode).',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Decode: the value as JSON. Encode: the CBOR bytes as hex or Base64.' },
      diagnostic: { type: 'string', description: 'The value in CBOR diagnostic notation (RFC 8949 §8).' },
      annotated: { type: 'string', description: 'Decode: every item with its bytes and meaning. Encode: the same listing of the encoded bytes.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Size of the CBOR data in bytes.' },
    },
    required: ['result', 'diagnostic', 'annotated', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { diagnostic: { as: 'code', language: 'text' }, annotated: { as: 'code', language: 'text' } },
  example: {
    input: { input: 'a26161016162820203', mode: 'decode' },
    output: {
      result: '{\n  "a": 1,\n  "b": [\n    2,\n    3\n  ]\n}',
      diagnostic: '{"a": 1, "b": [2, 3]}',
      annotated:
        'a2     -- Map (Length: 2 pairs)\n  61   --   [key 0] UTF8 (Length: 1): "a"\n    61\n  01   --   [val 0] Unsigned: 1\n  61   --   [key 1] UTF8 (Length: 1): "b"\n    62\n  82   --   [val 1] Array (Length: 2 items)\n    02 --     [0] Unsigned: 2\n    03 --     [1] Unsigned: 3',
      byteLength: 9,
    },
    description: 'An example from RFC 8949 Appendix A.',
  },
  relatedTools: ['msgpack-converter', 'base45-encoder', 'hexdump'],
  aiInstructions: 'Decode is the default mode; pass hex (spaces allowed) or set binaryEncoding "base64". The diagnostic field is the precise, lossless view; the JSON result converts tags, bytes and dates as the warnings say.',
});
