import {
  clock,
  completeMetadata,
  failure,
  inputSize,
  isToolResult,
  jsonStringSize,
  prepareValues,
  streamApplies,
  utf8Length,
  valueSize,
  type ResultMetadata,
  type StreamEnd,
  type StreamRun,
  type ToolContext,
  type ToolResult,
} from '@ctp/core';
import type { ExecuteOptions } from './execute.js';
import type { Registry } from './registry.js';

export interface StreamOptions extends Pick<ExecuteOptions, 'executionMode' | 'signal' | 'limits'> {
  /** Receives the primary output as it is produced (tools whose stream writes it); awaited (backpressure). */
  onOutput(piece: string): void | Promise<void>;
}

/**
 * What `executeStream` did: nothing, when the tool cannot stream with these parameters (then the
 * source is untouched and the caller reads it whole and calls `execute`); else the result. When
 * `primary` is set, that data field was delivered through `onOutput` and is absent from `data`.
 */
export type StreamOutcome = { streamed: false; reason: string } | { streamed: true; result: ToolResult; primary?: string };

/**
 * Runs a tool over its main input read from `source`, chunk by chunk (see `StreamSpec` in core):
 * the other parameters are normalized and validated as `execute` does, the primary output goes
 * to `onOutput` as produced, and the result carries the usual metadata (`inputSize` counts the
 * streamed bytes, `outputSize` includes the streamed output). Never throws.
 */
export async function executeStream(
  registry: Registry,
  toolId: string,
  record: Record<string, unknown>,
  source: AsyncIterable<Uint8Array>,
  options: StreamOptions,
): Promise<StreamOutcome> {
  const startedAt = clock();
  const entry = registry.get(toolId);
  if (!entry) return { streamed: true, result: failure('NOT_FOUND', `Unknown tool "${toolId}"`, { startedAt }) };
  const spec = entry.definition;
  const stream = spec.stream;
  if (!stream) return { streamed: false, reason: `${toolId} has no stream implementation` };
  if (record[stream.parameter] !== undefined) return { streamed: false, reason: `${stream.parameter} is given` };
  const extra: ResultMetadata = { executionMode: options.executionMode, toolVersion: spec.version };
  const others = spec.parameters.filter((p) => p.name !== stream.parameter);
  const prepared = prepareValues(others, record, options);
  if (!prepared.ok) return { streamed: true, result: completeMetadata(prepared.failure, { startedAt, extra }) };
  if (!streamApplies(stream, prepared.values)) return { streamed: false, reason: 'the stream does not handle these parameter values' };

  let tool;
  try {
    tool = entry.loaded ?? (await entry.load());
  } catch (error) {
    return { streamed: true, result: failure('INTERNAL_ERROR', `Tool could not be loaded: ${messageOf(error)}`, { startedAt }) };
  }
  if (!tool.stream) return { streamed: false, reason: `${toolId} has no stream implementation` };

  const values = prepared.values;
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const context: ToolContext = { signal: controller.signal, progress: () => {} };
  const primary = stream.output === 'primary' ? spec.primaryOutput : undefined;
  let streamedBytes = 0; // input, UTF-8
  let outputBytes = 0; // the streamed primary output as JSON string content (no quotes)
  const emit = async (piece: string) => {
    if (!piece) return;
    outputBytes += jsonStringSize(piece) - 2;
    await options.onOutput(piece);
  };
  try {
    const started = tool.stream(values, context);
    if (isToolResult(started)) return { streamed: true, result: completeMetadata(started, { startedAt, input: values, extra }) };
    const run = started as StreamRun;
    const decoder = stream.input === 'text' ? new TextDecoder('utf-8', { ignoreBOM: true }) : undefined;
    for await (const chunk of source) {
      if (options.signal?.aborted) return { streamed: true, result: failure('EXECUTION_ERROR', 'Cancelled by the caller', { startedAt }) };
      let input: Uint8Array | string = chunk;
      if (decoder) {
        input = decoder.decode(chunk, { stream: true });
        streamedBytes += utf8Length(input);
      } else streamedBytes += chunk.length;
      await emit(await run.write(input));
    }
    if (decoder) {
      const rest = decoder.decode();
      streamedBytes += utf8Length(rest);
      if (rest) await emit(await run.write(rest));
    }
    const end: StreamEnd = await run.end();
    await emit(end.piece);
    if (!isToolResult(end.result)) return { streamed: true, result: failure('INTERNAL_ERROR', 'The stream ended without a ToolResult', { startedAt }) };
    const result = completeMetadata(end.result, { startedAt, input: values, extra, skipOutputSize: true });
    const metadata = result.metadata!;
    metadata.inputSize = (metadata.inputSize ?? inputSize(values)) + streamedBytes;
    if (result.success) {
      const rest = valueSize(result.data); // the other fields, as a JSON object
      metadata.outputSize = primary ? rest + jsonStringSize(primary) + 3 + outputBytes + (rest > 2 ? 1 : 0) : rest;
    }
    return primary ? { streamed: true, result, primary } : { streamed: true, result };
  } catch (error) {
    return { streamed: true, result: failure('EXECUTION_ERROR', messageOf(error), { startedAt }) };
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
