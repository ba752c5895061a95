import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'php-serializer',
  name: 'PHP Serialize / Unserialize',
  description:
    'Convert PHP serialize() data to JSON and back. Strings are read by their UTF-8 byte length (s:5:"héllo" is wrong, s:6 is right) with a hint when a length is off; integers stay exact; INF/NAN floats become strings; arrays become JSON arrays when keyed 0..n-1, objects otherwise. Objects O:… become {"__class": …} with private/protected property names decoded and listed; references r:/R: are reported. Strict: errors give the byte offset. Depth limit 512.',
  category: 'encoders',
  tags: ['php', 'serialize', 'json', 'decode'],
  keywords: ['unserialize', 'php serialize', 'php unserialize online', 'wordpress serialized', 'serialized array', 'php object', 'json to php', 'php to json', 'session data', 'wp_options'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'PHP serialized data (unserialize) or JSON (serialize).',
      required: true,
      placeholder: 'a:2:{s:4:"name";s:3:"Ada";s:4:"tags";a:1:{i:0;s:3:"php";}}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Direction',
      description: 'unserialize: PHP serialized data → JSON; serialize: JSON → PHP serialized data.',
      required: false,
      defaultValue: 'unserialize',
      options: [
        { value: 'unserialize', label: 'PHP → JSON (unserialize)' },
        { value: 'serialize', label: 'JSON → PHP (serialize)' },
      ],
    },
    {
      name: 'indent',
      type: 'select',
      label: 'JSON indentation',
      description: 'Indentation of the JSON output.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Minified' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'unserialize' }],
    },
    {
      name: 'keepPrefixes',
      type: 'boolean',
      label: 'Keep visibility prefixes',
      description: 'Keep private/protected property names as PHP stores them ("\\u0000*\\u0000name"), so serializing the JSON again restores their visibility.',
      required: false,
      defaultValue: false,
      group: 'advanced',
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'unserialize' }],
    },
  ],
  outputDescription: 'The converted text, plus the references and non-public properties found when unserializing.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'JSON (unserialize) or PHP serialized data (serialize).' },
      mode: { type: 'string', enum: ['unserialize', 'serialize'] },
      references: {
        type: 'array',
        description: 'References (r: value copy, R: PHP reference) with the JSON path where they occur and the value slot they point to.',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, kind: { type: 'string', enum: ['r', 'R'] }, target: { type: 'integer', minimum: 1 }, targetPath: { type: 'string' } },
          required: ['path', 'kind', 'target', 'targetPath'],
          additionalProperties: false,
        },
      },
      properties: {
        type: 'array',
        description: 'Private and protected object properties with their decoded names.',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, visibility: { type: 'string', enum: ['private', 'protected'] }, declaringClass: { type: 'string' } },
          required: ['path', 'visibility'],
          additionalProperties: false,
        },
      },
    },
    required: ['result', 'mode', 'references', 'properties'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: 'a:3:{s:4:"name";s:6:"Zoë A";s:3:"ids";a:2:{i:0;i:7;i:1;i:9;}s:4:"user";O:4:"User":2:{s:2:"id";i:1;s:8:"\u0000*\u0000email";s:13:"ada@ex.com.uk";}}', indent: '0' },
    output: {
      result: '{"name":"Zoë A","ids":[7,9],"user":{"__class":"User","id":1,"email":"ada@ex.com.uk"}}',
      mode: 'unserialize',
      references: [],
      properties: [{ path: '$.user.email', visibility: 'protected' }],
    },
    description: 'ë takes 2 bytes, so "Zoë A" is s:6; a 0..n-1 array becomes a JSON array; a protected property is decoded and listed.',
  },
  relatedTools: ['json-formatter', 'base64-encoder', 'string-escape'],
  aiInstructions:
    'For unserialize, pass the exact serialized text (database values often come with escaped quotes; unescape them first). s:N counts UTF-8 bytes. Objects become {"__class":"Name", ...props}; references become {"__ref": N} (N = PHP\'s value slot number) and are listed. For serialize, a JSON object with a "__class" string becomes an object O:…, {"__ref": N} alone becomes r:N;, other objects become arrays (keys like "5" become integer keys, as PHP does), integers i:, other numbers d:.',
});
