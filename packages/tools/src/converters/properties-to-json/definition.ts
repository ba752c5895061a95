import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'properties-to-json',
  name: '.properties to JSON',
  description:
    'Convert a Java .properties file (Spring application.properties, i18n message bundles, gradle.properties) to JSON: comments (# and !), = : or space separators, line continuations with a trailing backslash, \\uXXXX and other escapes, as java.util.Properties reads them (dot-properties). Keys stay flat or nest on dots (spring.datasource.url → {"spring":{"datasource":{"url":…}}}); repeated keys keep the last value, as Java does. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['properties', 'java', 'json', 'convert', 'spring'],
  keywords: ['properties to json', 'java properties', 'application.properties to json', 'spring properties', 'resource bundle', 'i18n properties', 'messages.properties', 'gradle.properties', 'properties parser'],
  method: 'POST',
  parameters: [
    { name: 'properties', type: 'textarea', label: '.properties', description: 'The .properties text.', required: true, placeholder: 'server.port=8080\nspring.datasource.url = jdbc:postgresql://localhost/app', validation: { maxLength: 1_000_000 } },
    { name: 'nested', type: 'boolean', label: 'Nest on dots', description: 'Turn dotted keys into nested objects (a parent that also has a value keeps it under the "" key).', required: false, defaultValue: true },
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
  outputDescription: 'The properties as JSON and how many keys were read.',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The JSON (all values are strings, as in .properties).' },
      keys: { type: 'integer', minimum: 0, description: 'Number of distinct keys.' },
      duplicates: { type: 'array', items: { type: 'string' }, description: 'Keys given more than once (the last value counts).' },
    },
    required: ['json', 'keys', 'duplicates'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  display: { json: { as: 'code', language: 'json' } },
  example: {
    input: { properties: '# server\nserver.port=8080\nspring.datasource.url = jdbc:postgresql://localhost/app\ngreeting=Caf\\u00e9 \\\n    au lait\n', indent: '0' },
    output: { json: '{"server":{"port":"8080"},"spring":{"datasource":{"url":"jdbc:postgresql://localhost/app"}},"greeting":"Café au lait"}', keys: 3, duplicates: [] },
    description: 'Dotted keys nested, a \\u escape decoded and a continued line joined.',
  },
  relatedTools: ['json-to-properties', 'ini-to-json', 'env-to-json', 'yaml-to-json'],
});
