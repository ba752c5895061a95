import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-patch-apply',
  name: 'JSON Patch Apply',
  description:
    'Apply an RFC 6902 JSON Patch (add, remove, replace, move, copy, test operations addressed by JSON Pointers) to a JSON document. All or nothing, as the RFC requires: if any operation fails (missing path, failed test, bad index) the document is left unchanged and the error names the operation and why. Passes the json-patch-tests suite. Up to 1,000,000 characters each.',
  category: 'editors',
  tags: ['json', 'patch', 'rfc6902', 'edit'],
  keywords: ['json patch', 'rfc 6902', 'apply json patch', 'jsonpatch', 'json pointer', 'patch json document', 'add remove replace move copy test', 'application/json-patch+json', 'kubernetes json patch'],
  method: 'POST',
  parameters: [
    { name: 'document', type: 'textarea', label: 'Document (JSON)', description: 'The JSON document to patch.', required: true, placeholder: '{"name":"ctp","tags":["a"]}', validation: { maxLength: 1_000_000 } },
    { name: 'patch', type: 'textarea', label: 'Patch (JSON array)', description: 'The RFC 6902 patch: an array of operations such as {"op":"add","path":"/tags/-","value":"b"}.', required: true, placeholder: '[{"op":"add","path":"/tags/-","value":"b"}]', validation: { maxLength: 1_000_000 } },
    {
      name: 'indent',
      type: 'select',
      label: 'Indent',
      description: 'How to print the patched document.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Compact' },
      ],
    },
  ],
  outputDescription: 'The patched document and the number of operations applied.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The patched document as JSON text.' },
      operations: { type: 'integer', minimum: 0, description: 'How many operations were applied.' },
    },
    required: ['result', 'operations'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: {
      document: '{"name":"ctp","tags":["json"],"draft":true}',
      patch: '[{"op":"test","path":"/name","value":"ctp"},{"op":"add","path":"/tags/-","value":"patch"},{"op":"remove","path":"/draft"},{"op":"add","path":"/version","value":2}]',
      indent: '0',
    },
    output: { result: '{"name":"ctp","tags":["json","patch"],"version":2}', operations: 4 },
    description: 'Test a value, append to an array, remove a member and add one.',
  },
  relatedTools: ['json-diff', 'json-merge-patch', 'json-formatter'],
  aiInstructions: 'The patch is an array of operations with JSON Pointer paths ("/a/0/b", "~1" for "/" and "~0" for "~"; "-" appends to an array). To produce a patch from two documents use json-diff. For a partial object (not a list of operations) use json-merge-patch.',
});
