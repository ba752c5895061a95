import { defineDefinition } from '@ctp/core';

const json = <const N extends string>(name: N, label: string, description: string, placeholder: string) =>
  ({ name, type: 'textarea', label, description, required: true, placeholder, validation: { maxLength: 1_000_000 } }) as const;

export default defineDefinition({
  id: 'json-diff',
  name: 'JSON Diff',
  description:
    'Compare two JSON documents structurally and get an RFC 6902 JSON Patch that turns the left one into the right one, plus a list of added, removed, changed and moved paths (JSON Pointers) with old and new values. Key order and number spelling (1 vs 1.0 vs 1e0) are ignored. Arrays are compared by longest common subsequence (insertions and moves detected), by index, or by an id key.',
  category: 'analyzers',
  primaryOutput: 'text',
  tags: ['json', 'diff', 'compare', 'patch'],
  keywords: ['json compare', 'json diff', 'json patch', 'rfc 6902', 'jsonpatch', 'json pointer', 'semantic diff', 'structural diff', 'compare json objects', 'jsondiffpatch', 'differences', 'delta', 'changes'],
  method: 'POST',
  parameters: [
    json('left', 'Left JSON (original)', 'The original document.', '{"name":"ctp","tags":["a","b"]}'),
    json('right', 'Right JSON (modified)', 'The modified document; the patch turns the left document into this one.', '{"name":"ctp","tags":["a","c"],"v":2}'),
    {
      name: 'arrays',
      type: 'select',
      label: 'Compare arrays',
      description: 'How array elements are matched between the two documents.',
      required: false,
      defaultValue: 'lcs',
      options: [
        { value: 'lcs', label: 'Smart (LCS)', description: 'Longest common subsequence: insertions, deletions and moves are detected; other elements are compared in place.' },
        { value: 'index', label: 'By index', description: 'Element i is compared with element i; extra elements are added or removed at the end.' },
        { value: 'key', label: 'By id key', description: 'Objects with the same value of the key (e.g. "id") are the same element, wherever they are.' },
      ],
    },
    {
      name: 'arrayKey',
      type: 'text',
      label: 'Id key',
      description: 'The member that identifies array elements (objects) in "By id key" mode, in every array of the documents.',
      required: false,
      defaultValue: 'id',
      placeholder: 'id',
      validation: { maxLength: 200 },
      dependsOn: [{ field: 'arrays', condition: 'equals', value: 'key' }],
    },
    {
      name: 'testOps',
      type: 'boolean',
      label: 'Add test operations',
      description: 'Put a "test" operation with the old value before each remove and replace, so applying the patch fails on a document that has changed meanwhile.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'Whether the documents are equal, the RFC 6902 patch, each change with its JSON Pointer and values, counts, and a readable text summary.',
  outputSchema: {
    type: 'object',
    properties: {
      equal: { type: 'boolean', description: 'True when the documents have the same content (ignoring key order and number spelling).' },
      patch: {
        type: 'array',
        description: 'RFC 6902 JSON Patch operations, in order, turning the left document into the right one.',
        items: {
          type: 'object',
          properties: {
            op: { type: 'string', enum: ['add', 'remove', 'replace', 'move', 'test'], description: 'The operation.' },
            path: { type: 'string', description: 'JSON Pointer the operation applies to (array indexes as they are when the operation runs).' },
            from: { type: 'string', description: 'Source JSON Pointer of a move.' },
            value: { description: 'The value to add, to replace with, or to test.' },
          },
          required: ['op', 'path'],
          additionalProperties: false,
        },
      },
      patchJson: {
        type: 'string',
        description: 'The same patch as JSON text, every value exactly as the documents write it (integers beyond 2^53 keep every digit): apply this one when exactness matters.',
        contentMediaType: 'application/json-patch+json',
      },
      changes: {
        type: 'array',
        description: 'The differences for people: one entry per added, removed, changed or moved value.',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['added', 'removed', 'changed', 'moved'], description: 'What happened.' },
            path: { type: 'string', description: 'JSON Pointer of the value: in the right document, or in the left one for a removal.' },
            from: { type: 'string', description: 'For a move: the JSON Pointer in the left document.' },
            oldValue: { description: 'The left value (removed and changed).' },
            newValue: { description: 'The right value (added and changed).' },
          },
          required: ['type', 'path'],
          additionalProperties: false,
        },
      },
      summary: {
        type: 'object',
        description: 'Number of changes of each type.',
        properties: {
          added: { type: 'integer', minimum: 0, description: 'Values added.' },
          removed: { type: 'integer', minimum: 0, description: 'Values removed.' },
          changed: { type: 'integer', minimum: 0, description: 'Values replaced.' },
          moved: { type: 'integer', minimum: 0, description: 'Array elements moved.' },
        },
        required: ['added', 'removed', 'changed', 'moved'],
        additionalProperties: false,
      },
      text: { type: 'string', description: 'One line per change: "+ path: value", "- path: value", "~ path: old → new", "> path ← from" (values shortened).' },
    },
    required: ['equal', 'patch', 'patchJson', 'changes', 'summary', 'text'],
    additionalProperties: false,
  },
  example: {
    input: {
      left: '{"name":"ctp","version":1.0,"tags":["json","diff"],"owner":{"id":7,"team":"core"}}',
      right: '{"version":1,"name":"ctp","tags":["json","patch","diff"],"owner":{"id":7,"team":"tools"},"license":"MIT"}',
    },
    output: {
      equal: false,
      patch: [
        { op: 'add', path: '/tags/1', value: 'patch' },
        { op: 'replace', path: '/owner/team', value: 'tools' },
        { op: 'add', path: '/license', value: 'MIT' },
      ],
      patchJson: '[\n  {"op":"add","path":"/tags/1","value":"patch"},\n  {"op":"replace","path":"/owner/team","value":"tools"},\n  {"op":"add","path":"/license","value":"MIT"}\n]',
      changes: [
        { type: 'added', path: '/tags/1', newValue: 'patch' },
        { type: 'changed', path: '/owner/team', oldValue: 'core', newValue: 'tools' },
        { type: 'added', path: '/license', newValue: 'MIT' },
      ],
      summary: { added: 2, removed: 0, changed: 1, moved: 0 },
      text: '+ /tags/1: "patch"\n~ /owner/team: "core" → "tools"\n+ /license: "MIT"',
    },
    description: 'Key order and 1.0 vs 1 are ignored; an inserted tag, a changed member and a new key are found.',
  },
  relatedTools: ['text-diff', 'json-formatter', 'jsonpath-query'],
  aiInstructions:
    'Pass both documents as JSON text in "left" (before) and "right" (after). Apply "patch" (or "patchJson", the same patch as text with numbers exactly as written: use it when integers beyond 2^53 occur) to the left document with any RFC 6902 library to get the right one; array indexes in the patch refer to the array as it is when each operation runs, while "changes" gives human-oriented paths (right-document paths, left-document paths for removals). Use arrays = "key" with arrayKey (e.g. "id") for lists of records that can be reordered.',
});
