import { defineDefinition } from '@ctp/core';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[35][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$';

export default defineDefinition({
  id: 'uuid-v5-generator',
  name: 'UUID v5 / v3 Generator',
  description:
    'Generate deterministic name-based UUIDs (RFC 9562): version 5 (SHA-1, recommended) or version 3 (MD5) from a namespace and a name. Namespaces: DNS, URL, OID, X.500 or any custom namespace UUID. The same namespace and name always give the same UUID. Batch mode: one name per line (up to 100,000 names). Names are hashed as UTF-8.',
  category: 'generators',
  tags: ['uuid', 'guid', 'identifier', 'generator'],
  keywords: ['uuid v5', 'uuidv5', 'uuid v3', 'uuidv3', 'name-based uuid', 'deterministic uuid', 'namespace uuid', 'sha1 uuid', 'md5 uuid', 'guid', 'rfc 9562', 'rfc 4122', 'stable id'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    {
      name: 'name',
      type: 'textarea',
      label: 'Name',
      description: 'The name to hash (e.g. a domain for DNS, a URL for URL). In batch mode, one name per line.',
      required: true,
      placeholder: 'www.example.com',
      validation: { maxLength: 1_000_000 },
      aiHint: 'The name is hashed byte for byte: no trimming or case folding, so "Example.com" and "example.com" differ.',
    },
    {
      name: 'namespace',
      type: 'select',
      label: 'Namespace',
      description: 'The namespace UUID: the RFC 9562 predefined ones or a custom one.',
      required: false,
      defaultValue: 'dns',
      options: [
        { value: 'dns', label: 'DNS (6ba7b810-…)' },
        { value: 'url', label: 'URL (6ba7b811-…)' },
        { value: 'oid', label: 'OID (6ba7b812-…)' },
        { value: 'x500', label: 'X.500 DN (6ba7b814-…)' },
        { value: 'custom', label: 'Custom UUID' },
      ],
    },
    {
      name: 'customNamespace',
      type: 'text',
      label: 'Custom namespace',
      description: 'The namespace UUID (8-4-4-4-12 hex; braces, urn:uuid: and 32 bare hex digits accepted).',
      required: true,
      placeholder: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      validation: { maxLength: 100 },
      dependsOn: [{ field: 'namespace', condition: 'equals', value: 'custom' }],
    },
    {
      name: 'version',
      type: 'select',
      label: 'Version',
      description: 'v5 hashes with SHA-1 (preferred); v3 with MD5 (for compatibility with existing v3 IDs).',
      required: false,
      defaultValue: 'v5',
      options: [
        { value: 'v5', label: 'v5 (SHA-1)' },
        { value: 'v3', label: 'v3 (MD5)' },
      ],
    },
    {
      name: 'batch',
      type: 'boolean',
      label: 'One name per line',
      description: 'Treat each line as a separate name (empty lines are skipped).',
      required: false,
      defaultValue: false,
    },
    {
      name: 'uppercase',
      type: 'boolean',
      label: 'Uppercase',
      description: 'Write the UUIDs in upper case.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The UUID(s) (one per line in batch mode), each name with its UUID, the version and the namespace used.',
  outputSchema: {
    type: 'object',
    properties: {
      uuid: { type: 'string', description: 'The UUID; in batch mode all UUIDs, one per line in input order.' },
      version: { type: 'integer', enum: [3, 5], description: 'UUID version: 5 (SHA-1) or 3 (MD5).' },
      namespace: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'The namespace UUID used (lower case).' },
      count: { type: 'integer', minimum: 1, description: 'Number of UUIDs generated.' },
      results: {
        type: 'array',
        description: 'Each name with its UUID, in input order.',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'The name as hashed.' },
            uuid: { type: 'string', pattern: UUID_PATTERN, description: 'Its name-based UUID.' },
          },
          required: ['name', 'uuid'],
          additionalProperties: false,
        },
      },
    },
    required: ['uuid', 'version', 'namespace', 'count', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'uuid',
  example: {
    input: { name: 'www.example.com' },
    output: {
      uuid: '2ed6657d-e927-568b-95e1-2665a8aea6a2',
      version: 5,
      namespace: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      count: 1,
      results: [{ name: 'www.example.com', uuid: '2ed6657d-e927-568b-95e1-2665a8aea6a2' }],
    },
    description: 'RFC 9562 Appendix A.4: www.example.com in the DNS namespace.',
  },
  relatedTools: ['uuid-generator', 'uuid-validator'],
  aiInstructions:
    'Set "name" to the exact string to hash and pick the namespace that matches its kind (dns for domain names, url for URLs, oid, x500) or namespace=custom with customNamespace. Prefer v5; use v3 only to reproduce existing MD5-based IDs. Output is deterministic: the same inputs always give the same UUID. For several names set batch=true with one name per line.',
});
