import { afterAll, describe, expect, it } from 'vitest';
import { defineTool, success } from '@ctp/core';
import { Registry, execute } from '../src/index.js';
import { createWorkerRunner } from '../src/node.js';

const echo = defineTool(
  {
    id: 'echo-area',
    name: 'Echo area',
    description: 'Echoes a text area.',
    category: 'utilities',
    tags: ['test'],
    method: 'POST',
    parameters: [
      { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 10 } },
      { name: 'label', type: 'text', label: 'Label', description: 'A short field', required: false, validation: { maxLength: 3 } },
    ],
    outputDescription: 'Echo.',
    outputSchema: { type: 'object' },
    example: { input: { text: 'x' }, output: { length: 1 } },
  },
  (p) => success({ length: p.text.length }),
);
const registry = new Registry().register(echo);
const big = 'x'.repeat(1000);

describe('execute: input limits', () => {
  it('applies the definition limits by default (servers never pass the option)', async () => {
    expect(await execute(registry, 'echo-area', { text: big })).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
    expect(await execute(registry, 'echo-area', { text: big }, { limits: 'definition' })).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
  });

  it("limits: 'none' lifts the data parameter's maxLength but not a text field's", async () => {
    expect(await execute(registry, 'echo-area', { text: big }, { limits: 'none' })).toMatchObject({ success: true, data: { length: 1000 } });
    expect(await execute(registry, 'echo-area', { text: 'x', label: 'long' }, { limits: 'none' })).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
  });

  it('an isolated tool gets the caller’s limits in its worker', async () => {
    const registryModule = new URL('./fixtures/tools.mjs', import.meta.url).href;
    const runner = createWorkerRunner({ registryModule, size: 1 });
    afterAll(() => runner.close());
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const isolated = createRegistry();
    const options = { isolatedRunner: runner.run, timeoutMs: 10_000 };
    expect(await execute(isolated, 'fixture-length', { text: big }, options)).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
    expect(await execute(isolated, 'fixture-length', { text: big }, { ...options, limits: 'none' })).toMatchObject({ success: true, data: { length: 1000 } });
  }, 30_000);
});
