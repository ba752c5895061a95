/**
 * What `ctp new <category>/<id>` writes: a tool folder of the catalog's shape (definition,
 * function, a test reproducing the example) that passes `ctp validate` and `ctp test` as written,
 * for the user to change.
 */
export interface ScaffoldNames {
  id: string;
  category: string;
}

/** "log-line-parser" → "Log Line Parser". */
export const titleOf = (id: string) => id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export function scaffoldFiles({ id, category }: ScaffoldNames): Record<string, string> {
  const name = titleOf(id).slice(0, 50);
  const definition = `import { defineDefinition } from '@ctp/core';

// The definition is data: every surface (REST, MCP, OpenAPI, llms.txt, the web page) is derived
// from it. Field by field: docs/own-tools.md and docs/adding-a-tool.md of ctp.
export default defineDefinition({
  id: '${id}',
  name: '${name.replace(/'/g, "\\'")}',
  description: 'Say what ${name.replace(/'/g, "\\'")} does, its key options and its limits (at most 500 characters): this text is what people and models read.',
  category: '${category}',
  tags: ['text'],
  keywords: ['${id.split('-')[0]}'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to work on.',
      required: true,
      validation: { maxLength: 100000 },
    },
    {
      name: 'trim',
      type: 'boolean',
      label: 'Trim',
      description: 'Remove spaces at both ends first.',
      required: false,
      defaultValue: true,
    },
  ],
  outputDescription: 'The result and its length in characters.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', title: 'Result' },
      length: { type: 'integer', title: 'Length' },
    },
    required: ['result', 'length'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  // the function must return exactly example.output for example.input ("ctp test" checks it)
  example: { input: { text: '  Hello, world  ', trim: true }, output: { result: 'HELLO, WORLD', length: 12 } },
});
`;
  const index = `import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

// params are normalized and validated against the definition before this runs (required,
// types, lengths, defaults): check only what the definition cannot say, and return a failure
// instead of throwing.
export default defineTool(definition, (params) => {
  const text = params.trim ? params.text.trim() : params.text;
  if (text === '') return failure('INVALID_INPUT', 'The text is only spaces: give some words.');
  const result = text.toUpperCase();
  return success({ result, length: [...result].length });
});
`;
  const test = `// Runs with "ctp test" (node:test, compiled by the CLI like the tool).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import tool from './index.js';

const run = (params: Record<string, unknown>) => tool.run(params, { signal: new AbortController().signal, progress() {} });

test('${id} reproduces its example', async () => {
  const { input, output } = tool.definition.example;
  assert.deepEqual(await run(input), { success: true, data: output });
});

test('${id} refuses a text of spaces only', async () => {
  const result = await run({ text: '   ', trim: true });
  assert.equal(result.success, false);
  assert.equal(result.errorCode, 'INVALID_INPUT');
});
`;
  return { 'definition.ts': definition, 'index.ts': index, [`${id}.test.ts`]: test };
}
