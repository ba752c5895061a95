import { defineDefinition } from '@ctp/core';
import { binaryFormatParameters } from '../../_shared/binary-format-params.js';

export default defineDefinition({
  id: 'msgpack-converter',
  name: 'MessagePack ↔ JSON Converter',
  description:
    'Decode MessagePack bytes (hex, Base64 or a file) to readable JSON, or encode JSON as MessagePack. 64-bit integers stay exact, timestamps (extension -1) become ISO dates, binary data is shown as Base64 and other extension types as {"$ext": type, "data": base64}; a note says where JSON could not hold a value as is. Errors name the byte offset. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'converters',
  tags: ['msgpack', 'messagepack', 'json', 'binary', 'decode'],
  keywords: ['messagepack', 'msgpack', 'msgpack to json', 'json to msgpack', 'msgpack decoder', 'msgpack viewer', 'binary json', 'redis', 'fluentd', 'signalr'],
  method: 'POST',
  parameters: [...binaryFormatParameters('MessagePack', '82 a7 63 6f 6d 70 61 63 74 c3 a6 73 63 68 65 6d 61 00')],
  outputDescription: 'The JSON (decode) or the MessagePack bytes as hex or Base64 (encode), with the byte count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Decode: the value as JSON. Encode: the MessagePack bytes as hex or Base64.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Size of the MessagePack data in bytes.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: '82a7636f6d70616374c3a6736368656d6100', mode: 'decode' },
    output: { result: '{\n  "compact": true,\n  "schema": 0\n}', byteLength: 18 },
    description: 'The example from msgpack.org: {"compact":true,"schema":0} in 18 bytes.',
  },
  relatedTools: ['cbor-converter', 'bson-converter', 'hexdump'],
  aiInstructions: 'Decode is the default mode. Pass bytes as hex (spaces allowed) or set binaryEncoding "base64". To encode, set mode "encode" and pass JSON text; integers beyond 2^53 are kept exact.',
});
