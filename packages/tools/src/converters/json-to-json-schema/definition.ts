import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-json-schema',
  name: 'JSON to JSON Schema Generator',
  description:
    'Infer a JSON Schema (draft 2020-12) from a sample JSON document, or from several samples merged: types (integer vs number, nullable values, unions as anyOf), nested objects and arrays, required properties (present in every sample), optional format detection (date-time, date, email, uri, uuid, ipv4) and closed objects (additionalProperties: false). Invalid JSON is reported with line and column.',
  category: 'converters',
  tags: ['json', 'json-schema', 'convert', 'generate'],
  keywords: ['json schema generator', 'infer schema', 'schema from json', 'genson', 'draft 2020-12', 'openapi', 'validation', 'ajv', 'quicktype'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'A sample JSON document, or (with input set to samples) a JSON array whose items are separate samples.',
      required: true,
      placeholder: '{"id":1,"name":"Ada","tags":["math"]}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'input',
      type: 'select',
      label: 'Input',
      description: 'document: the JSON is one example. samples: the JSON is an array of examples of the same thing, merged into one schema for an item.',
      required: false,
      defaultValue: 'document',
      options: [
        { value: 'document', label: 'One document' },
        { value: 'samples', label: 'Array of samples' },
      ],
      aiHint: 'Use samples to get the schema of one record from an array of records (API responses, log lines).',
    },
    {
      name: 'required',
      type: 'boolean',
      label: 'Infer required',
      description: 'List as required the properties present in every object seen at that place. Off: no property is required.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'noAdditionalProperties',
      type: 'boolean',
      label: 'Forbid other properties',
      description: 'Add additionalProperties: false to every object, so properties not seen in the samples are invalid.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'detectFormats',
      type: 'boolean',
      label: 'Detect formats',
      description: 'Add format (date-time, date, email, uri, uuid, ipv4) to strings when every sample value at that place has that format.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The JSON Schema as pretty-printed text and as a value.',
  outputSchema: {
    type: 'object',
    properties: {
      schema: { type: 'string', description: 'The JSON Schema (draft 2020-12), pretty-printed with 2 spaces.' },
      value: { type: 'object', description: 'The same JSON Schema as a JSON object.' },
    },
    required: ['schema', 'value'],
    additionalProperties: false,
  },
  primaryOutput: 'schema',
  example: {
    input: {
      json: '[{"id": 1, "email": "ada@example.com", "score": 9.5, "tags": ["math"]}, {"id": 2, "email": "alan@example.org", "score": null}]',
      input: 'samples',
      detectFormats: true,
    },
    output: {
      schema:
        '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "properties": {\n    "id": {\n      "type": "integer"\n    },\n    "email": {\n      "type": "string",\n      "format": "email"\n    },\n    "score": {\n      "type": [\n        "number",\n        "null"\n      ]\n    },\n    "tags": {\n      "type": "array",\n      "items": {\n        "type": "string"\n      }\n    }\n  },\n  "required": [\n    "id",\n    "email",\n    "score"\n  ]\n}',
      value: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          id: { type: 'integer' },
          email: { type: 'string', format: 'email' },
          score: { type: ['number', 'null'] },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'email', 'score'],
      },
    },
    description: 'Two samples merged: tags is optional, score is a nullable number, email gets its format.',
  },
  relatedTools: ['json-validator', 'json-formatter'],
  aiInstructions:
    'Pass sample JSON in "json". With input "document" the whole JSON is the example (an array gives an array schema); with "samples" the JSON must be an array and each item is one example of the same record, so the result describes one item. The schema only knows what the samples show: give several varied samples for good required lists and unions. Integers and decimals merge to number; null makes a type nullable; different types become anyOf.',
});
