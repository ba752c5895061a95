/**
 * The typed tool contract. These are compile-time checks (npm test type-checks every test
 * file with tsc): each `@ts-expect-error` line must be an error, or tsc fails.
 */
import { describe, expect, it } from 'vitest';
import { defineDefinition, defineTool, success, type ToolParams } from '../src/index.js';

const definition = defineDefinition({
  id: 'typed-probe',
  name: 'Typed probe',
  description: 'Checks the parameter types derived from a definition.',
  category: 'utilities',
  tags: ['test'],
  method: 'POST',
  outputDescription: 'Echo.',
  outputSchema: { type: 'object', properties: { echo: { type: 'string' } } },
  example: { input: { text: 'a' }, output: { echo: 'a:encode' } },
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Input.', required: true, validation: { maxLength: 10 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Mode.', required: false, defaultValue: 'encode', options: [{ value: 'encode', label: 'E' }, { value: 'decode', label: 'D' }] },
    { name: 'width', type: 'number', label: 'Width', description: 'Width.', required: false, validation: { min: 1, max: 9, step: 1 } },
    { name: 'upper', type: 'boolean', label: 'Upper', description: 'Upper.', required: false, defaultValue: false },
    { name: 'data', type: 'json', label: 'Data', description: 'Data.', required: false, validation: { maxLength: 10 } },
    { name: 'key', type: 'text', label: 'Key', description: 'Key.', required: true, dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }], validation: { maxLength: 10 } },
  ],
});

type Params = ToolParams<typeof definition>;

describe('ToolParams', () => {
  it('types every parameter from the definition', () => {
    const tool = defineTool(definition, (params) => {
      const text: string = params.text; // required: always present
      const mode: 'encode' | 'decode' = params.mode; // defaulted select: its option values
      const upper: boolean = params.upper; // defaulted boolean
      const width: number | undefined = params.width; // optional number
      const key: string | undefined = params.key; // required, but dependsOn may switch it off
      const data: unknown = params.data;
      // @ts-expect-error a parameter-name typo is a compile error
      void params.txt;
      // @ts-expect-error an option the definition does not offer is a compile error
      if (params.mode === 'encrypt') return success({ echo: 'never' });
      // @ts-expect-error an optional parameter may be undefined
      const strictWidth: number = params.width;
      void [width, key, data, strictWidth, upper];
      return success({ echo: `${text}:${mode}` });
    });
    expect(tool.definition.id).toBe('typed-probe');
  });

  it('gives definitions without literal names a plain record', () => {
    const loose: ToolParams<{ parameters: { name: string; type: 'text'; label: string; description: string; required: boolean }[] }> = { anything: 1 };
    expect(loose.anything).toBe(1);
    const exact: Params = { text: 'a', mode: 'decode', upper: true };
    expect(exact.mode).toBe('decode');
  });
});
