/**
 * Streaming: a tool whose work is a pass over its main input (hashes, checksums, encoders,
 * compression, line filters) may also provide a stream implementation, so a host with a large
 * input (the CLI reading a 1 GiB file or a pipe) feeds it chunk by chunk with flat memory and
 * writes the output as it is produced. The definition declares it (`stream`, checked by
 * `checkDefinition`); the folder's `stream.ts` implements it and `index.ts` passes it to
 * `defineTool(definition, run, { stream })`.
 *
 * The contract: for the same input the stream's result equals the function's. With
 * `output: 'primary'` the pieces the run returns, joined, are the primary output field and the
 * final data holds every other field; with `output: 'none'` the final data is the whole data.
 */
import type { FailureResult, ToolContext, ToolResult } from './types.js';

/** The `stream` extension of a definition. */
export interface StreamSpec {
  /** The parameter the stream replaces: the tool's main input (stdin and `--file` fill it). */
  parameter: string;
  /**
   * What the chunks are: `'bytes'` (raw bytes: a file's content as is, which the function would
   * read as the UTF-8 text they encode) or `'text'` (the host decodes UTF-8; chunks hold whole
   * code points).
   */
  input: 'bytes' | 'text';
  /** `'primary'`: the run's pieces are the primary output, written as produced; `'none'`: all output comes at the end. */
  output: 'primary' | 'none';
  /**
   * Parameter values under which the stream applies (each listed parameter must hold one of
   * its values). Otherwise a host reads the whole input and calls the function.
   */
  when?: Readonly<Record<string, readonly (string | boolean)[]>>;
}

/** The end of a streaming run: the last piece of output and the result. */
export interface StreamEnd<T = unknown> {
  /** The rest of the primary output ('' when none). */
  piece: string;
  /** With `output: 'primary'` the data leaves the primary field out (it was written as pieces). */
  result: ToolResult<T>;
}

/**
 * One streaming run. Pieces must end on code-point boundaries (never half a surrogate pair).
 * Once a piece has been returned the run must not fail: content problems that only a later
 * chunk can reveal make a tool unfit to stream its output.
 */
export interface StreamRun<T = unknown> {
  /** Takes the next chunk of the main input; returns the next piece of the primary output ('' for none). */
  write(chunk: Uint8Array | string): string | Promise<string>;
  /** The input has ended. */
  end(): StreamEnd<T> | Promise<StreamEnd<T>>;
}

/**
 * Starts a run with the other parameters (normalized and validated, the streamed one absent);
 * returns a failure for values it cannot take.
 */
export type ToolStream<T = unknown> = (params: Record<string, unknown>, context: ToolContext) => StreamRun<T> | FailureResult;

/** True when the parameter values allow the stream (its `when` holds). */
export function streamApplies(spec: StreamSpec, values: Record<string, unknown>): boolean {
  for (const [name, allowed] of Object.entries(spec.when ?? {})) if (!allowed.includes(values[name] as string | boolean)) return false;
  return true;
}
