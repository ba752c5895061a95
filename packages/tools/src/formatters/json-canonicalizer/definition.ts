import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-canonicalizer',
  name: 'JSON Canonicalizer (RFC 8785 JCS)',
  description:
    'Canonicalize JSON with the RFC 8785 JSON Canonicalization Scheme (JCS): object keys sorted by UTF-16 code units, no whitespace, strings escaped like ECMAScript JSON.stringify, numbers written with the ECMAScript Number-to-String algorithm (1.0 → 1, 1e21 → 1e+21). Also returns the SHA-256 of the canonical UTF-8 bytes, for signing and hashing. Warns when a number loses precision; rejects duplicate keys, lone surrogates and out-of-range numbers. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['json', 'canonical', 'jcs', 'hash'],
  keywords: ['rfc 8785', 'jcs', 'canonical json', 'canonicalization', 'deterministic json', 'stable stringify', 'json hash', 'json signature', 'sort keys', 'normalize json'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text to canonicalize.',
      required: true,
      placeholder: '{"b": 2, "a": [1.0, 1e21]}',
      validation: { maxLength: 1_000_000 },
    },
  ],
  outputDescription: 'The RFC 8785 canonical JSON and the hex SHA-256 of its UTF-8 bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      canonical: { type: 'string', description: 'The canonical JSON (RFC 8785): sorted keys, no whitespace, ECMAScript number and string forms.' },
      sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Lowercase hex SHA-256 of the canonical JSON encoded as UTF-8.' },
    },
    required: ['canonical', 'sha256'],
    additionalProperties: false,
  },
  primaryOutput: 'canonical',
  example: {
    input: { json: '{\n  "b": [1.0, 1e21, "\\u00e9"],\n  "a": {"z": null, "y": true}\n}' },
    output: {
      canonical: '{"a":{"y":true,"z":null},"b":[1,1e+21,"é"]}',
      sha256: '0dbf843ab154efe2767d444e97e48706d209720aaeb2e576a8a760adaca32829',
    },
    description: 'Sort keys, drop whitespace, normalize numbers and unescape strings.',
  },
  relatedTools: ['json-formatter', 'json-minifier'],
  aiInstructions:
    'Pass the JSON as a string in "json". Use this when a byte-exact, deterministic JSON form is needed (signatures, hashes, cache keys, comparing documents). Numbers are converted to IEEE 754 doubles, as RFC 8785 requires: integers beyond 2^53 or long decimals may change value, and a warning names them; if exactness matters, they must be strings in the source. Duplicate keys are rejected.',
});
