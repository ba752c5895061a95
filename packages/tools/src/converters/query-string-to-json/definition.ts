import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'query-string-to-json',
  name: 'Query String to JSON',
  description:
    'Parse a URL query string (bare, with a leading ?, or inside a full URL) into JSON: repeated keys become arrays, bracket notation a[b][c]=1, a[]=1 and a[0]=1 builds nested objects and arrays (20 levels at most), + can mean space. Keys such as __proto__ are kept as plain data. The reverse mode turns a JSON object into a query string with brackets, indices or repeated keys for arrays.',
  category: 'converters',
  tags: ['url', 'query', 'json', 'convert'],
  keywords: ['query string', 'querystring', 'search params', 'urlsearchparams', 'qs', 'url parameters', 'form data', 'x-www-form-urlencoded', 'parse url', 'decode'],
  method: 'POST',
  parameters: [
    {
      name: 'mode',
      type: 'select',
      label: 'Direction',
      description: 'Query string → JSON, or JSON → query string.',
      required: false,
      defaultValue: 'parse',
      options: [
        { value: 'parse', label: 'Query string → JSON' },
        { value: 'stringify', label: 'JSON → query string' },
      ],
    },
    {
      name: 'query',
      type: 'textarea',
      label: 'Query string or URL',
      description: 'e.g. a=1&b[]=2, ?a=1, or https://example.com/path?a=1#top (everything before ? and after # is ignored).',
      required: true,
      placeholder: 'user[name]=Ada&tags[]=x&tags[]=y',
      validation: { maxLength: 1_000_000 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'parse' }],
    },
    {
      name: 'json',
      type: 'json',
      label: 'JSON object',
      description: 'The object to encode as a query string.',
      required: true,
      placeholder: '{"user":{"name":"Ada"},"tags":["x","y"]}',
      validation: { maxLength: 1_000_000 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'stringify' }],
    },
    {
      name: 'plusAsSpace',
      type: 'boolean',
      label: '+ means space',
      description: 'Read + as a space (form encoding) when parsing; write spaces as + instead of %20 when encoding.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'brackets',
      type: 'boolean',
      label: 'Bracket notation',
      description: 'Build nested objects and arrays from a[b]=1 and a[]=1; off keeps keys literally.',
      required: false,
      defaultValue: true,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'parse' }],
    },
    {
      name: 'arrayFormat',
      type: 'select',
      label: 'Array style',
      description: 'How arrays are written: a[]=1&a[]=2, a[0]=1&a[1]=2, or a=1&a=2.',
      required: false,
      defaultValue: 'brackets',
      options: [
        { value: 'brackets', label: 'Brackets: a[]=1&a[]=2' },
        { value: 'indices', label: 'Indices: a[0]=1&a[1]=2' },
        { value: 'repeat', label: 'Repeat: a=1&a=2' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'stringify' }],
    },
  ],
  outputDescription: 'The JSON (parse) or the query string (stringify), and the number of key=value pairs.',
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'Pretty-printed JSON (parse mode) or the query string without a leading ? (stringify mode).' },
      pairCount: { type: 'integer', minimum: 0, description: 'Number of key=value pairs read or written.' },
    },
    required: ['output', 'pairCount'],
    additionalProperties: false,
  },
  primaryOutput: 'output',
  example: {
    input: { query: 'https://example.com/search?q=caf%C3%A9+au+lait&user[name]=Ada&tags[]=x&tags[]=y&page=2&page=3#top' },
    output: {
      output: '{\n  "q": "café au lait",\n  "user": {\n    "name": "Ada"\n  },\n  "tags": [\n    "x",\n    "y"\n  ],\n  "page": [\n    "2",\n    "3"\n  ]\n}',
      pairCount: 6,
    },
    description: 'A full URL: percent-decoding, + as space, brackets and repeated keys.',
  },
  relatedTools: ['url-parser', 'url-encoder'],
  aiInstructions:
    'mode "parse": pass the query string or URL in "query"; values stay strings (no number guessing). mode "stringify": pass an object in "json"; null becomes "key=", empty arrays and objects are omitted. Array elements that are objects are always written with indices (a[0][b]=1) so they read back correctly.',
});
