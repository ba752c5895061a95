import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'ini-to-json',
  name: 'INI to JSON',
  description:
    'Convert INI and config files (php.ini, my.cnf, .gitconfig-style, systemd-like, Windows .ini) to JSON with the ini package npm itself uses: [section] and [section.sub] become nested objects, ; and # comments are skipped, key[] = v lines build arrays, quoted values are unquoted, true/false become booleans. Numbers can be kept as text or read as numbers. Repeated keys and keys outside sections are reported. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['ini', 'config', 'json', 'convert'],
  keywords: ['ini to json', 'ini parser', 'config to json', 'php.ini', 'my.cnf', 'cfg to json', 'conf file', 'windows ini', 'parse ini file'],
  method: 'POST',
  parameters: [
    { name: 'ini', type: 'textarea', label: 'INI', description: 'The INI text.', required: true, placeholder: '[database]\nhost = localhost\nport = 5432', validation: { maxLength: 1_000_000 } },
    { name: 'numbers', type: 'boolean', label: 'Numbers as numbers', description: 'Write values that are plain decimal numbers (5432, -1.5) as JSON numbers instead of strings.', required: false, defaultValue: false },
    {
      name: 'indent',
      type: 'select',
      label: 'Indent',
      description: 'How to print the JSON.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Compact' },
      ],
    },
  ],
  outputDescription: 'The configuration as JSON and its section names.',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The JSON text.' },
      sections: { type: 'array', items: { type: 'string' }, description: 'The [section] headers, in order.' },
    },
    required: ['json', 'sections'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  display: { json: { as: 'code', language: 'json' } },
  example: {
    input: { ini: '; app config\nname = demo\n\n[database]\nhost = localhost\nport = 5432\nssl = true\n\n[database.replica]\nhost = "replica.local"\n\n[features]\nflags[] = beta\nflags[] = dark-mode\n', numbers: true, indent: '0' },
    output: { json: '{"name":"demo","database":{"host":"localhost","port":5432,"ssl":true,"replica":{"host":"replica.local"}},"features":{"flags":["beta","dark-mode"]}}', sections: ['database', 'database.replica', 'features'] },
    description: 'Sections nested on dots, a boolean, a number and an array.',
  },
  relatedTools: ['json-to-ini', 'properties-to-json', 'toml-to-json', 'env-to-json'],
  aiInstructions: 'INI has no standard: this follows the npm ini package (dotted section names nest, key[] makes arrays, values true/false/null are typed). Use toml-to-json for TOML files.',
});
