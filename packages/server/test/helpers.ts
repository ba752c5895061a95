import { defineTool, failure, success, type ToolSpec } from '@ctp/core';
import { Registry } from '@ctp/runtime';

function spec(id: string, method: 'GET' | 'POST', extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id,
    name: id,
    description: 'A server test tool.',
    category: 'utilities',
    tags: ['test'],
    method,
    parameters: [{ name: 'text', type: 'text', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } }],
    outputDescription: 'Echo.',
    outputSchema: { type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] },
    example: { input: { text: 'a' }, output: { echo: 'a' } },
    ...extra,
  };
}

/** A registry of small tools that exercise every server status. */
export function testRegistry(): Registry {
  return new Registry()
    .register(defineTool(spec('echo-get', 'GET'), (p) => success({ echo: String(p.text) })))
    .register(defineTool(spec('echo-post', 'POST'), (p) => success({ echo: String(p.text) })))
    .register(defineTool(spec('slow', 'POST', { timeoutMs: 50 }), () => new Promise(() => {})))
    .register(defineTool(spec('thrower', 'POST'), () => { throw new Error('secret stack detail'); }))
    .register(defineTool(spec('limited', 'POST', { rateLimit: { requests: 2, window: 60 } }), (p) => success({ echo: String(p.text) })))
    .register(defineTool(spec('fails', 'POST'), () => failure('INVALID_INPUT', 'content rejected')))
    .register(
      defineTool(spec('delayed', 'POST', { timeoutMs: 5000 }), (p) =>
        new Promise((resolve) => setTimeout(() => resolve(success({ echo: String(p.text) })), 300)),
      ),
    );
}
