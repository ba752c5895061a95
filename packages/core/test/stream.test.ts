import { describe, expect, it } from 'vitest';
import { checkDefinition, defineTool, streamApplies, success, type StreamSpec, type ToolSpec } from '../src/index.js';

const base: ToolSpec = {
  id: 'upper',
  name: 'Upper',
  description: 'Upper-cases text.',
  category: 'converters',
  tags: ['test'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Mode', required: false, defaultValue: 'a', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
    { name: 'flag', type: 'boolean', label: 'Flag', description: 'Flag', required: false, defaultValue: false },
  ],
  outputDescription: 'Upper-cased text.',
  outputSchema: { type: 'object', properties: { result: { type: 'string' } } },
  primaryOutput: 'result',
  example: { input: { text: 'a' }, output: { result: 'A' } },
};
const stream: StreamSpec = { parameter: 'text', input: 'text', output: 'primary', when: { mode: ['a'], flag: [false] } };
const problems = (s: unknown) => checkDefinition({ ...base, stream: s as StreamSpec });

describe('the stream extension', () => {
  it('accepts a stream of the main input with conditions on real parameter values', () => {
    expect(problems(stream)).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(problems({ ...stream, parameter: 'mode' }).join()).toMatch(/must be the main input \("text"\)/);
    expect(problems({ ...stream, input: 'lines' }).join()).toMatch(/stream.input must be "bytes" or "text"/);
    expect(problems({ ...stream, output: 'all' }).join()).toMatch(/stream.output must be "primary" or "none"/);
    expect(problems({ ...stream, when: { mode: ['c'] } }).join()).toMatch(/"c" is not a value of the parameter/);
    expect(problems({ ...stream, when: { nope: ['a'] } }).join()).toMatch(/"nope" is not another parameter/);
    expect(problems({ ...stream, when: { mode: [] } }).join()).toMatch(/list the values/);
    expect(problems({ ...stream, extra: 1 }).join()).toMatch(/unknown field "extra"/);
    expect(checkDefinition({ ...base, primaryOutput: undefined, stream }).join()).toMatch(/needs primaryOutput/);
  });

  it('defineTool wants the implementation exactly when the definition declares a stream', () => {
    const run = () => success({ result: '' });
    const write = () => ({ write: () => '', end: () => ({ piece: '', result: success({}) }) });
    expect(() => defineTool({ ...base, stream }, run)).toThrow(/pass its implementation/);
    expect(() => defineTool(base, run, { stream: write })).toThrow(/needs the stream extension/);
    expect(defineTool({ ...base, stream }, run, { stream: write }).stream).toBe(write);
  });

  it('streamApplies checks the when conditions against the parameter values', () => {
    expect(streamApplies(stream, { mode: 'a', flag: false })).toBe(true);
    expect(streamApplies(stream, { mode: 'b', flag: false })).toBe(false);
    expect(streamApplies(stream, { mode: 'a', flag: true })).toBe(false);
    expect(streamApplies({ parameter: 'text', input: 'bytes', output: 'none' }, {})).toBe(true);
  });
});
