import { defineDefinition } from '@ctp/core';
import { binaryFormatParameters } from '../../_shared/binary-format-params.js';

export default defineDefinition({
  id: 'bson-converter',
  name: 'BSON ↔ JSON Converter',
  description:
    'Decode BSON (MongoDB\'s binary JSON) from hex, Base64 or a file, including mongodump .bson files with many documents, into MongoDB Extended JSON (relaxed or canonical: $oid, $date, $numberLong, $binary, $numberDecimal…); or encode Extended JSON as BSON. Uses MongoDB\'s own bson library, so ObjectIds, dates, Decimal128 and 64-bit integers survive exactly. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'converters',
  tags: ['bson', 'mongodb', 'json', 'binary', 'decode'],
  keywords: ['bson', 'mongodb', 'bson to json', 'json to bson', 'extended json', 'ejson', 'mongodump', 'objectid', '$oid', 'bson viewer', 'bson decoder'],
  method: 'POST',
  parameters: [
    ...binaryFormatParameters('BSON', '16 00 00 00 02 68 65 6c 6c 6f 00 06 00 00 00 77 6f 72 6c 64 00 00'),
    {
      name: 'extendedJson',
      type: 'select',
      label: 'Extended JSON',
      description: 'Relaxed keeps numbers and dates readable ({"$date": "2024-…"}); canonical types every value ({"$numberInt": "1"}) so nothing is lost.',
      required: false,
      defaultValue: 'relaxed',
      options: [
        { value: 'relaxed', label: 'Relaxed' },
        { value: 'canonical', label: 'Canonical' },
      ],
    },
  ],
  outputDescription: 'The Extended JSON (decode; an array when the data holds several documents) or the BSON bytes as hex or Base64 (encode).',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Decode: the document(s) as Extended JSON. Encode: the BSON bytes as hex or Base64.' },
      documentCount: { type: 'integer', minimum: 0, description: 'Number of BSON documents.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Size of the BSON data in bytes.' },
    },
    required: ['result', 'documentCount', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: '160000000268656c6c6f0006000000776f726c640000', mode: 'decode' },
    output: { result: '{\n  "hello": "world"\n}', documentCount: 1, byteLength: 22 },
    description: 'The example from bsonspec.org.',
  },
  relatedTools: ['msgpack-converter', 'cbor-converter', 'timestamp-id-decoder'],
  aiInstructions: 'To encode, pass Extended JSON: {"_id": {"$oid": "…"}, "at": {"$date": "2024-01-01T00:00:00Z"}, "n": {"$numberLong": "9007199254740993"}}. The top level must be an object (or, to write several documents, an array of objects).',
});
