/** Small tools that exercise the MCP paths the catalog does not: time limits, progress, cancellation, CTP normalization. */
import { defineTool, failure, success, type ParameterSchema, type ToolSpec } from '@ctp/core';
import { Registry } from '@ctp/runtime';

function spec(id: string, parameters: ParameterSchema[], outputSchema: ToolSpec['outputSchema'], extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id,
    name: id,
    description: `The ${id} MCP test tool.`,
    category: 'utilities',
    tags: ['test'],
    method: 'POST',
    parameters,
    outputDescription: 'Test output.',
    outputSchema,
    example: { input: {}, output: {} },
    ...extra,
  };
}

const text: ParameterSchema = { name: 'text', type: 'text', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } };

/** Ids of calls the `waiter` tool saw cancelled (the server runs in the test's process). */
export const cancelled: string[] = [];

export function mcpTestRegistry(): Registry {
  return new Registry()
    .register(
      defineTool(spec('echo-text', [text], { type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] }, { example: { input: { text: 'a' }, output: { echo: 'a' } } }), (p) =>
        success({ echo: String(p.text) }),
      ),
    )
    .register(defineTool(spec('slow', [], { type: 'object' }, { timeoutMs: 100 }), () => new Promise(() => {})))
    .register(
      defineTool(
        spec('progress', [{ name: 'steps', type: 'number', label: 'Steps', description: 'Steps', required: false, defaultValue: 3, validation: { min: 1, max: 10 } }], {
          type: 'object',
          properties: { steps: { type: 'number' } },
        }),
        async (p, context) => {
          const steps = Number(p.steps);
          for (let i = 1; i <= steps; i++) {
            await new Promise((r) => setTimeout(r, 10));
            context.progress(i, steps, `step ${i}`);
          }
          return success({ steps });
        },
      ),
    )
    .register(
      defineTool(spec('waiter', [text], { type: 'object' }, { example: { input: { text: 'a' }, output: {} } }), (p, context) =>
        new Promise((resolve) => {
          context.signal.addEventListener('abort', () => {
            cancelled.push(String(p.text));
            resolve(failure('EXECUTION_ERROR', 'aborted'));
          });
        }),
      ),
    )
    .register(
      defineTool(
        spec(
          'typed',
          [
            { name: 'flag', type: 'boolean', label: 'Flag', description: 'A boolean', required: true },
            { name: 'data', type: 'json', label: 'Data', description: 'JSON', required: true, validation: { maxLength: 1000 } },
          ],
          { type: 'object', properties: { flag: { type: 'boolean' }, data: {} }, required: ['flag', 'data'] },
          { example: { input: { flag: true, data: '{}' }, output: { flag: true, data: {} } } },
        ),
        (p) => success({ flag: p.flag, data: p.data }),
      ),
    );
}
