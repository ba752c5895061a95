import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'fake-data-generator',
  name: 'Fake Data Generator',
  description:
    'Generate realistic fake records (names, emails, addresses, phone numbers, companies, dates, prices, UUIDs, lorem text…) from a JSON template mapping field names to Faker methods such as "person.fullName" or {"type":"number.int","min":18,"max":90}. 1–1000 records as a JSON array, NDJSON or CSV; English locale. Only listed module.method paths are accepted. Optional seed and reference date for reproducible output.',
  category: 'generators',
  tags: ['fake', 'mock', 'test-data', 'generator', 'faker'],
  keywords: ['faker', 'fakerjs', 'mock data', 'dummy data', 'test data', 'sample data', 'seed data', 'random names', 'random email', 'random address', 'fixtures', 'mockaroo'],
  method: 'POST',
  parameters: [
    {
      name: 'template',
      type: 'json',
      label: 'Template',
      description: 'JSON object: field name → "module.method" or {"type":"module.method", …options} or {"type":…, "args":[…]}. Fields appear in this order.',
      required: true,
      placeholder: '{"name":"person.fullName","email":"internet.email","age":{"type":"number.int","min":18,"max":90}}',
      validation: { maxLength: 50_000 },
      aiHint: 'Methods are Faker v10 paths like person.firstName, internet.email, location.city, date.past, string.uuid; the other keys of an object are the method\'s options.',
    },
    {
      name: 'count',
      type: 'number',
      label: 'Records',
      description: 'How many records to generate (1–1000).',
      required: false,
      defaultValue: 10,
      validation: { min: 1, max: 1000, step: 1 },
    },
    {
      name: 'format',
      type: 'select',
      label: 'Output format',
      description: 'Text output: a pretty JSON array, NDJSON (one JSON object per line) or CSV with a header row (objects and arrays as JSON in their cell).',
      required: false,
      defaultValue: 'json',
      options: [
        { value: 'json', label: 'JSON array' },
        { value: 'ndjson', label: 'NDJSON' },
        { value: 'csv', label: 'CSV' },
      ],
    },
    seedParameter,
    {
      name: 'referenceDate',
      type: 'datetime',
      label: 'Reference date',
      description: 'The "now" that relative dates (date.past, date.future, date.recent, date.birthdate…) count from. Default: the current time.',
      required: false,
      group: 'advanced',
      aiHint: 'Set together with seed when output containing dates must be reproducible.',
    },
  ],
  outputDescription: 'The records, their text in the chosen format, and the field names.',
  outputSchema: {
    type: 'object',
    properties: {
      records: { type: 'array', description: 'The generated records (dates as ISO 8601 strings, big integers as strings).', items: { type: 'object' } },
      text: { type: 'string', description: 'The records as a JSON array, NDJSON or CSV.' },
      fields: { type: 'array', items: { type: 'string' }, description: 'The field names, in template order.' },
      count: { type: 'integer', minimum: 1, description: 'Number of records generated.' },
    },
    required: ['records', 'text', 'fields', 'count'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  annotations: { idempotentHint: false },
  example: {
    input: {
      template: { name: 'person.fullName', email: 'internet.email', age: { type: 'number.int', min: 18, max: 90 } },
      count: 2,
      seed: 'example',
    },
    output: {
      records: [
        { name: 'Beryl Hamill V', email: 'Roel_Wolff50@yahoo.com', age: 50 },
        { name: 'Lowell Conroy I', email: 'Khalid46@yahoo.com', age: 45 },
      ],
      text: '[\n  {\n    "name": "Beryl Hamill V",\n    "email": "Roel_Wolff50@yahoo.com",\n    "age": 50\n  },\n  {\n    "name": "Lowell Conroy I",\n    "email": "Khalid46@yahoo.com",\n    "age": 45\n  }\n]',
      fields: ['name', 'email', 'age'],
      count: 2,
    },
    description: 'Two people with a name, an email and an age between 18 and 90 (seeded so the example reproduces).',
  },
  relatedTools: ['uuid-generator', 'lorem-ipsum-generator', 'random-string-generator', 'json-to-csv'],
  aiInstructions:
    'Template values: "module.method" (no options), {"type":"module.method", ...options} (the other keys become the options object, e.g. {"type":"date.between","from":"2020-01-01","to":"2024-12-31"}), or {"type":"module.method","args":[...]} for positional arguments (e.g. {"type":"helpers.arrayElement","args":[["draft","paid"]]}). Modules: person, internet, location, phone, company, commerce, finance, date, number, string, lorem, word, datatype, color, image (URLs only), animal, book, music, food, vehicle, airline, science, system, database, git, hacker, and helpers.arrayElement/arrayElements/weightedArrayElement/replaceSymbols/slugify. Unknown methods are errors naming them. Sizes (length, count, word counts) are capped at 1000.',
  isolate: true,
});
