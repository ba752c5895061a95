import { defineDefinition } from '@ctp/core';

const applyOnly = [{ field: 'mode', condition: 'equals' as const, value: 'apply' }];
const createOnly = [{ field: 'mode', condition: 'equals' as const, value: 'create' }];

export default defineDefinition({
  id: 'json-merge-patch',
  name: 'JSON Merge Patch',
  description:
    'Apply or create an RFC 7396 JSON Merge Patch: a partial document where members replace the target\'s, null deletes a member and nested objects merge recursively (arrays are replaced whole). Apply merges a patch into a document; create computes the smallest merge patch that turns one document into another, and says when a change cannot be expressed (a value that must become null). Any key is safe, including __proto__. Up to 1,000,000 characters each.',
  category: 'editors',
  tags: ['json', 'patch', 'rfc7396', 'merge'],
  keywords: ['json merge patch', 'rfc 7396', 'merge patch', 'application/merge-patch+json', 'json merge', 'partial update', 'patch http', 'deep merge json', 'create merge patch', 'json diff merge'],
  method: 'POST',
  parameters: [
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Apply a patch to a document, or create the patch between two documents.',
      required: false,
      defaultValue: 'apply',
      options: [
        { value: 'apply', label: 'Apply a patch' },
        { value: 'create', label: 'Create a patch (original → modified)' },
      ],
    },
    { name: 'document', type: 'textarea', label: 'Document (original)', description: 'The JSON document to patch, or the original one when creating a patch.', required: true, placeholder: '{"title":"Hello","author":{"name":"Ada"}}', validation: { maxLength: 1_000_000 } },
    { name: 'patch', type: 'textarea', label: 'Merge patch', description: 'The merge patch to apply.', required: true, placeholder: '{"title":"Hi","author":{"name":null}}', validation: { maxLength: 1_000_000 }, dependsOn: applyOnly },
    { name: 'modified', type: 'textarea', label: 'Modified document', description: 'The document the patch should produce.', required: true, placeholder: '{"title":"Hi","author":{}}', validation: { maxLength: 1_000_000 }, dependsOn: createOnly },
    {
      name: 'indent',
      type: 'select',
      label: 'Indent',
      description: 'How to print the result.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Compact' },
      ],
    },
  ],
  outputDescription: 'The patched document (apply) or the merge patch (create).',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'JSON text: the patched document, or the merge patch.' },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: {
      mode: 'apply',
      document: '{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}',
      patch: '{"title":"Hello!","phoneNumber":"+01-123-456-7890","author":{"familyName":null},"tags":["example"]}',
      indent: '0',
    },
    output: { result: '{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}' },
    description: 'The example of RFC 7396 section 3.',
  },
  relatedTools: ['json-patch-apply', 'json-diff', 'json-formatter'],
  aiInstructions: 'A merge patch cannot set a value to null (null means delete) and cannot change part of an array (arrays are replaced whole); for those use an RFC 6902 patch (json-patch-apply, json-diff).',
});
