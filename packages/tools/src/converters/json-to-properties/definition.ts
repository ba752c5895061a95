import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-properties',
  name: 'JSON to .properties',
  description:
    'Convert JSON to a Java .properties file: nested objects become dotted keys (spring.datasource.url), arrays indexed keys (list.0) or Spring-style list[0], values escaped as java.util.Properties expects. Characters outside ISO-8859-1 are \\u-escaped for Java 8 and earlier (the default), or kept as UTF-8 for Java 9+ resource bundles, or everything non-ASCII escaped (native2ascii). Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['properties', 'java', 'json', 'convert', 'spring'],
  keywords: ['json to properties', 'json to java properties', 'json to application.properties', 'spring properties', 'native2ascii', 'i18n bundle', 'properties generator'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'JSON', description: 'A JSON object.', required: true, placeholder: '{"server":{"port":8080}}', validation: { maxLength: 1_000_000 } },
    {
      name: 'arrays',
      type: 'select',
      label: 'Array keys',
      description: 'How array items are keyed.',
      required: false,
      defaultValue: 'brackets',
      options: [
        { value: 'brackets', label: 'Spring style: list[0]' },
        { value: 'dots', label: 'Dotted: list.0' },
      ],
    },
    {
      name: 'escape',
      type: 'select',
      label: 'Escape',
      description: 'Which characters to write as \\uXXXX.',
      required: false,
      defaultValue: 'latin1',
      options: [
        { value: 'latin1', label: 'Beyond ISO-8859-1 (Java 8 and earlier)' },
        { value: 'ascii', label: 'All non-ASCII (native2ascii)' },
        { value: 'none', label: 'None: UTF-8 (Java 9+ bundles, Spring Boot)' },
      ],
    },
    {
      name: 'separator',
      type: 'select',
      label: 'Separator',
      description: 'Between key and value.',
      required: false,
      defaultValue: '=',
      options: [
        { value: '=', label: 'key=value' },
        { value: ' = ', label: 'key = value' },
        { value: ': ', label: 'key: value' },
      ],
    },
  ],
  outputDescription: 'The .properties text.',
  outputSchema: {
    type: 'object',
    properties: {
      properties: { type: 'string', description: 'The .properties text.' },
      keys: { type: 'integer', minimum: 0 },
    },
    required: ['properties', 'keys'],
    additionalProperties: false,
  },
  primaryOutput: 'properties',
  display: { properties: { as: 'code', language: 'properties' } },
  example: {
    input: { json: '{"server":{"port":8080},"app":{"name":"Café","tags":["a","b"],"debug":false}}' },
    output: { properties: 'server.port=8080\napp.name=Café\napp.tags[0]=a\napp.tags[1]=b\napp.debug=false\n', keys: 5 },
    description: 'Nested keys dotted, a list Spring-style; é is Latin-1 so it is kept.',
  },
  relatedTools: ['properties-to-json', 'json-to-ini', 'json-flatten'],
});
