import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-ini',
  name: 'JSON to INI',
  description:
    'Convert a JSON object to an INI file: top-level scalars first, then one [section] per object (nested objects as [parent.child]), arrays as key[] = value lines, special characters quoted so the ini package (and npm) read the values back unchanged. Optional spaces around =. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['ini', 'config', 'json', 'convert'],
  keywords: ['json to ini', 'ini generator', 'json to config', 'create ini file', 'json to cfg', 'ini writer'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'JSON', description: 'A JSON object.', required: true, placeholder: '{"database":{"host":"localhost","port":5432}}', validation: { maxLength: 1_000_000 } },
    { name: 'spaces', type: 'boolean', label: 'Spaces around =', description: 'Write key = value instead of key=value.', required: false, defaultValue: true },
  ],
  outputDescription: 'The INI text.',
  outputSchema: {
    type: 'object',
    properties: { ini: { type: 'string', description: 'The INI text.' } },
    required: ['ini'],
    additionalProperties: false,
  },
  primaryOutput: 'ini',
  display: { ini: { as: 'code', language: 'ini' } },
  example: {
    input: { json: '{"name":"demo","database":{"host":"localhost","port":5432,"replica":{"host":"r1"}},"features":{"flags":["beta","dark-mode"]}}' },
    output: { ini: 'name = demo\n\n[database]\nhost = localhost\nport = 5432\n\n[database.replica]\nhost = r1\n\n[features]\nflags[] = beta\nflags[] = dark-mode\n' },
    description: 'Scalars first, then sections; an array as key[] lines.',
  },
  relatedTools: ['ini-to-json', 'json-to-properties', 'json-to-toml'],
});
