import { describe, expect, it } from 'vitest';
import { defineTool, failure, success, type ToolSpec } from '@ctp/core';
import { Registry, execute, executeStream } from '../src/index.js';

const spec = {
  id: 'upper',
  name: 'Upper',
  description: 'Upper-cases text.',
  category: 'converters',
  tags: ['test'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 5 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Mode', required: false, defaultValue: 'upper', options: [{ value: 'upper', label: 'Upper' }, { value: 'lower', label: 'Lower' }, { value: 'fail', label: 'Fail' }, { value: 'throw', label: 'Throw' }] },
  ],
  outputDescription: 'Upper-cased text.',
  outputSchema: { type: 'object', properties: { result: { type: 'string' }, length: { type: 'integer' } } },
  primaryOutput: 'result',
  example: { input: { text: 'a' }, output: { result: 'A', length: 1 } },
  stream: { parameter: 'text', input: 'text', output: 'primary', when: { mode: ['upper', 'fail', 'throw'] } },
} as const satisfies ToolSpec;

const tool = defineTool(spec, (p) => success({ result: p.mode === 'lower' ? p.text.toLowerCase() : p.text.toUpperCase(), length: p.text.length }), {
  stream: (p) => {
    if (p.mode === 'fail') return failure('INVALID_INPUT', 'cannot');
    let length = 0;
    return {
      write(chunk) {
        if (p.mode === 'throw') throw new Error('broken');
        const text = chunk as string;
        length += text.length;
        return text.toUpperCase();
      },
      end: () => ({ piece: '', result: success({ length }) }),
    };
  },
});
const registry = new Registry().register(tool);

async function* chunks(...parts: number[][]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield new Uint8Array(part);
}

describe('executeStream', () => {
  it('decodes UTF-8 across chunk edges, writes pieces as produced, and sizes input and output like execute', async () => {
    const bytes = [...new TextEncoder().encode('aé😀b')];
    const pieces: string[] = [];
    const outcome = await executeStream(registry, 'upper', {}, chunks(bytes.slice(0, 2), bytes.slice(2, 4), bytes.slice(4, 6), bytes.slice(6)), { onOutput: (p) => void pieces.push(p) });
    expect(outcome).toMatchObject({ streamed: true, primary: 'result', result: { success: true, data: { length: 5 } } });
    expect(pieces.join('')).toBe('AÉ😀B');
    const direct = await execute(registry, 'upper', { text: 'aé😀b' });
    if (!outcome.streamed) throw new Error('not streamed');
    expect(outcome.result.metadata).toMatchObject({ inputSize: direct.metadata!.inputSize, outputSize: direct.metadata!.outputSize });
  });

  it('streams past the definition limit (a stream has no whole input to measure)', async () => {
    const pieces: string[] = [];
    await executeStream(registry, 'upper', {}, chunks(Array(100).fill(97)), { onOutput: (p) => void pieces.push(p) });
    expect(pieces.join('')).toBe('A'.repeat(100));
  });

  it('does not stream (and leaves the source alone) when the parameters are outside its when, or the input is given', async () => {
    let read = false;
    const source = (async function* () {
      read = true;
      yield new Uint8Array([97]);
    })();
    expect(await executeStream(registry, 'upper', { mode: 'lower' }, source, { onOutput: () => {} })).toMatchObject({ streamed: false });
    expect(await executeStream(registry, 'upper', { text: 'x' }, source, { onOutput: () => {} })).toMatchObject({ streamed: false });
    expect(read).toBe(false);
  });

  it('answers bad parameters, a refusing stream and a throwing one as results', async () => {
    const none = { onOutput: () => {} };
    expect(await executeStream(registry, 'upper', { mode: 'nope' }, chunks([97]), none)).toMatchObject({ streamed: true, result: { errorCode: 'CONSTRAINT_VIOLATION' } });
    expect(await executeStream(registry, 'upper', { mode: 'fail' }, chunks([97]), none)).toMatchObject({ streamed: true, result: { errorCode: 'INVALID_INPUT' } });
    expect(await executeStream(registry, 'upper', { mode: 'throw' }, chunks([97]), none)).toMatchObject({ streamed: true, result: { errorCode: 'EXECUTION_ERROR', error: 'broken' } });
    expect(await executeStream(registry, 'nope', {}, chunks([97]), none)).toMatchObject({ streamed: true, result: { errorCode: 'NOT_FOUND' } });
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const source = (async function* () {
      yield new Uint8Array([97]);
      controller.abort();
      yield new Uint8Array([98]);
    })();
    expect(await executeStream(registry, 'upper', {}, source, { onOutput: () => {}, signal: controller.signal })).toMatchObject({ result: { errorCode: 'EXECUTION_ERROR' } });
  });
});
