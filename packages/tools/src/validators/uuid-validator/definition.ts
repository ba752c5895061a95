import { defineDefinition } from '@ctp/core';
import { lineBatchOutputSchema } from '../../_shared/line-batch.js';

const item = {
  valid: { type: 'boolean', description: 'True when the text is a well-formed UUID (and, with strict, an RFC 9562 one).' },
  reasons: { type: 'array', items: { type: 'string' }, description: 'Each problem found, in plain words (empty when valid).' },
  format: { type: 'string', enum: ['canonical', 'hex', 'braces', 'urn'], description: 'How it was written: 8-4-4-4-12, 32 digits, {…} (Microsoft GUID) or urn:uuid:….' },
  normalized: { type: 'string', description: 'The canonical lower-case 8-4-4-4-12 form.' },
  hex: { type: 'string', description: 'The 32 hexadecimal digits, lower case, without hyphens.' },
  version: { type: 'integer', minimum: 0, maximum: 15, description: 'The version digit (the 13th hex digit): 1–8 for RFC 9562 UUIDs.' },
  versionName: { type: 'string', description: 'What the version means (random, Unix time-based…), or nil/max UUID.' },
  variant: {
    type: 'string',
    enum: ['NCS (reserved, backward compatibility)', 'RFC 9562', 'Microsoft (reserved, GUID)', 'future (reserved)'],
    description: 'The variant from the 17th hex digit: 0–7 NCS, 8–b RFC 9562, c–d Microsoft, e–f future.',
  },
  isNil: { type: 'boolean', description: 'True for the nil UUID 00000000-0000-0000-0000-000000000000.' },
  isMax: { type: 'boolean', description: 'True for the max UUID ffffffff-ffff-ffff-ffff-ffffffffffff.' },
  timestamp: { type: 'string', description: 'Creation time as ISO 8601 UTC (v1, v6, v7; millisecond precision).' },
  unixMs: { type: 'integer', minimum: 0, description: 'The 48-bit Unix time in milliseconds (v7).' },
  clockSequence: { type: 'integer', minimum: 0, maximum: 16383, description: 'The 14-bit clock sequence (v1, v6).' },
  node: { type: 'string', description: 'The 48-bit node as colon-separated bytes, usually a MAC address (v1, v6).' },
  nodeIsRandom: { type: 'boolean', description: 'True when the multicast bit of the node is set: a random node, not a real MAC address (v1, v6).' },
} as const;

export default defineDefinition({
  id: 'uuid-validator',
  name: 'UUID Validator & Decoder',
  description:
    'Check a UUID/GUID (8-4-4-4-12, 32 hex digits, {braces} or urn:uuid:) and decode it: version 1–8, variant (NCS, RFC 9562, Microsoft, future), nil and max UUIDs, the creation time of v1, v6 and v7 UUIDs, and the clock sequence and node (MAC) of v1/v6. Batch mode checks one UUID per line. Strict mode also requires an RFC 9562 variant and version.',
  category: 'validators',
  primaryOutput: 'normalized',
  handles: [{ kind: 'uuid' }],
  tags: ['uuid', 'guid', 'validate', 'decode'],
  keywords: ['guid', 'uuid version', 'uuid v4', 'uuid v7', 'uuid timestamp', 'rfc 4122', 'rfc 9562', 'nil uuid', 'mac address', 'decode uuid', 'is valid uuid'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'UUID',
      description: 'One UUID, or with batch on, one UUID per line (blank lines are skipped). Surrounding spaces are ignored.',
      required: true,
      placeholder: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'batch',
      type: 'boolean',
      label: 'One per line',
      description: 'Check every line separately and return a result per line with totals.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'strict',
      type: 'boolean',
      label: 'Require RFC 9562',
      description: 'Also require the RFC 9562 variant (17th digit 8, 9, a or b) and a version 1–8; the nil and max UUIDs still pass.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription:
    'Single mode: validity, reasons and the decoded fields of the UUID. Batch mode: totals and one such result per non-blank line.',
  outputSchema: lineBatchOutputSchema(item, 'UUID'),
  example: {
    input: { input: '{1EC9414C-232A-6B00-B3C8-9F6BDECED846}' },
    output: {
      valid: true,
      reasons: [],
      format: 'braces',
      normalized: '1ec9414c-232a-6b00-b3c8-9f6bdeced846',
      hex: '1ec9414c232a6b00b3c89f6bdeced846',
      version: 6,
      versionName: 'reordered time-based (sortable v1)',
      variant: 'RFC 9562',
      isNil: false,
      isMax: false,
      timestamp: '2022-02-22T19:22:22.000Z',
      clockSequence: 13256,
      node: '9f:6b:de:ce:d8:46',
      nodeIsRandom: true,
    },
    description: 'The RFC 9562 version 6 test vector, written as a braced GUID.',
  },
  aiInstructions:
    'Pass one UUID in "input", or many (one per line) with batch=true. valid=false comes with reasons. Timestamps are decoded only for v1, v6 and v7 and are the time the generator claims, not proof of when it was made. Without strict, any 128-bit value in UUID syntax is valid; use strict=true to require a standard RFC 9562 UUID.',
});
