import { bytesToBase64, utf8Decode, type InputLimits, type ParameterSchema, type ToolResult, type ToolSpec } from '@ctp/core';
import { execute, executeStream } from '@ctp/runtime';
import { catalog, requireTool } from '../catalog.js';
import { fileChunks, json, readAll, UsageError, EXIT_OK, EXIT_TOOL_FAILURE, type Io } from '../io.js';
import { streamPrinter } from '../stream-output.js';
import { flagName, stdinParameter, toolHelp } from '../tool-help.js';

export const runHelp = `Usage: ctp run <tool-id> [--<parameter> <value>]… [--input-json '<object>'] [--file <path>]
                    [--json] [--timeout <ms>] [--limits none|definition]

Runs a tool. Parameters are flags named after the tool's parameters (camelCase
or kebab-case); booleans take no value (--flag / --no-flag). Piped standard
input, or the file named by --file, fills the tool's main parameter (a file
parameter gets the bytes). Tools that can stream (hashes, checksums, Base64,
hex, gzip, line tools) read it chunk by chunk, so inputs of any size work with
flat memory, and write their output as it is produced.
Without --json the data is printed readably (the main text output as is);
with --json the whole CTP ToolResult is printed.

Input size: local runs have no size limit on data parameters. --limits
definition applies the limits a server applies (the definition's maxLength).

Exit status: 0 success, 1 the tool failed (error on stderr), 2 usage error.

"ctp run <tool-id> --help" lists a tool's parameters.`;

interface RunOptions {
  toolId: string;
  input: Record<string, unknown>;
  json: boolean;
  help: boolean;
  timeoutMs?: number;
  /** A file whose content fills the main parameter. */
  file?: string;
  /** Default 'none': the user's own machine is the only one a large input can burden. */
  limits: InputLimits;
}

function parseRunArgs(args: string[]): RunOptions {
  const [toolId, ...rest] = args;
  if (!toolId || toolId.startsWith('-')) {
    if (toolId === '--help' || toolId === '-h') return { toolId: '', input: {}, json: false, help: true, limits: 'none' };
    throw new UsageError('missing tool id', 'Usage: ctp run <tool-id> [options]; "ctp list" shows the tools.');
  }
  const spec = requireTool(toolId).definition;
  const byFlag = new Map<string, ParameterSchema>();
  for (const p of spec.parameters) {
    byFlag.set(p.name, p);
    byFlag.set(flagName(p), p);
  }
  const flags: Record<string, unknown> = {};
  let inputJson: Record<string, unknown> = {};
  let asJson = false;
  let help = false;
  let timeoutMs: number | undefined;
  let file: string | undefined;
  let limits: InputLimits = 'none';
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!token.startsWith('--')) {
      if (token === '-h') {
        help = true;
        continue;
      }
      throw new UsageError(`unexpected argument "${token}"`, `Parameters are flags: see "ctp run ${spec.id} --help".`);
    }
    const eq = token.indexOf('=');
    const name = token.slice(2, eq === -1 ? undefined : eq);
    const inline = eq === -1 ? undefined : token.slice(eq + 1);
    const next = () => {
      if (inline !== undefined) return inline;
      if (i + 1 >= rest.length) throw new UsageError(`${token} needs a value`);
      return rest[++i]!;
    };
    // a tool parameter named like a global option (json-formatter's "json")
    // wins when a value follows it; bare --json is always the global flag
    const param = byFlag.get(name);
    const valueFollows = inline !== undefined || (i + 1 < rest.length && !rest[i + 1]!.startsWith('--'));
    if (name === 'help') help = true;
    else if (name === 'json' && !(param && valueFollows)) asJson = true;
    else if (name === 'input-json' || name === 'inputJson') inputJson = parseInputJson(next());
    else if (name === 'timeout') timeoutMs = parseTimeout(next());
    // --file always reads a file into the main parameter (for a tool whose main parameter is
    // named "file", that is the same parameter, given as a path)
    else if (name === 'file') file = next();
    else if (name === 'limits') limits = parseLimits(next());
    else if (param?.type === 'boolean') flags[param.name] = inline ?? true;
    else if (param) flags[param.name] = next();
    else if (name.startsWith('no-') && byFlag.get(name.slice(3))?.type === 'boolean')
      flags[byFlag.get(name.slice(3))!.name] = false;
    else
      throw new UsageError(
        `unknown option --${name} for ${spec.id}`,
        `Its parameters: ${spec.parameters.map((p) => `--${flagName(p)}`).join(', ') || 'none'}. See "ctp run ${spec.id} --help".`,
      );
  }
  return { toolId, input: { ...inputJson, ...flags }, json: asJson, help, timeoutMs, file, limits };
}

function parseLimits(text: string): InputLimits {
  if (text === 'none' || text === 'definition') return text;
  throw new UsageError(`--limits must be "none" (the default for local runs) or "definition" (what a server applies), got "${text}"`);
}

function parseInputJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--input-json is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError('--input-json must be a JSON object of parameters');
  return value as Record<string, unknown>;
}

function parseTimeout(text: string): number {
  const ms = Number(text);
  if (!Number.isFinite(ms) || ms <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds, got "${text}"`);
  return ms;
}

/** The data as a person wants to read it: the main text output as is, else pretty JSON. */
export function readableData(spec: ToolSpec, data: unknown): string {
  if (typeof data === 'string') return data;
  if (spec.primaryOutput && typeof data === 'object' && data !== null) {
    const main = (data as Record<string, unknown>)[spec.primaryOutput];
    if (typeof main === 'string') return main;
  }
  return json(data);
}

export async function run(args: string[], io: Io): Promise<number> {
  const options = parseRunArgs(args);
  if (options.help) {
    io.out(options.toolId ? toolHelp(requireTool(options.toolId).definition) : runHelp);
    return EXIT_OK;
  }
  const spec = requireTool(options.toolId).definition;
  const main = stdinParameter(spec);
  const source = await inputSource(spec, main, options, io);
  if (source && main) {
    // a tool that can stream takes the input chunk by chunk (server limits need the whole input to measure)
    if (options.limits === 'none') {
      const streamed = await runStreamed(spec, options, source, io);
      if (streamed !== undefined) return streamed;
    }
    options.input[main.name] = await readMainInput(main, source, io);
  }
  const runner = spec.isolate ? await isolatedRunner() : undefined;
  let result: ToolResult;
  try {
    result = await execute(catalog(), spec.id, options.input, {
      timeoutMs: options.timeoutMs,
      isolatedRunner: runner?.run,
      limits: options.limits,
    });
  } finally {
    await runner?.close();
  }
  return report(spec, result, options, io);
}

function report(spec: ToolSpec, result: ToolResult, options: RunOptions, io: Io, printed = false): number {
  if (!printed) {
    if (options.json) io.out(json(result));
    else if (result.success) io.out(readableData(spec, result.data));
  }
  if (!result.success) {
    if (!options.json) io.err(`error [${result.errorCode}]: ${result.error}`);
    return EXIT_TOOL_FAILURE;
  }
  for (const warning of result.metadata?.warnings ?? []) io.err(`warning: ${warning}`);
  return EXIT_OK;
}

/**
 * Where the main parameter's content comes from: --file, else piped standard input (when the
 * parameter is not given as a flag). Undefined when there is none or it is empty (an empty
 * input is a missing one, as an empty flag value is).
 */
async function inputSource(spec: ToolSpec, main: ParameterSchema | undefined, options: RunOptions, io: Io): Promise<AsyncIterable<Uint8Array> | undefined> {
  if (options.file !== undefined) {
    if (!main) throw new UsageError(`--file: ${spec.id} has no main input parameter to read a file into`);
    if (options.input[main.name] !== undefined) throw new UsageError(`--file and --${flagName(main)} both give ${spec.id}'s ${main.name}: use one`);
    try {
      return await nonEmpty(fileChunks(options.file));
    } catch (error) {
      throw new UsageError(`cannot read --file "${options.file}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  if (!main || options.input[main.name] !== undefined) return undefined;
  const stdin = io.stdinChunks();
  if (!stdin) return undefined;
  try {
    return await nonEmpty(stdin);
  } catch {
    return undefined; // closed or absent stdin
  }
}

/** The source with its first non-empty chunk already read (so a bad file fails here), or undefined when empty. */
async function nonEmpty(source: AsyncIterable<Uint8Array>): Promise<AsyncIterable<Uint8Array> | undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  if (first.done) return undefined;
  const head = first.value;
  return {
    async *[Symbol.asyncIterator]() {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

/** The whole input as the parameter's value: bytes as base64 for a file parameter, else UTF-8 text. */
async function readMainInput(main: ParameterSchema, source: AsyncIterable<Uint8Array>, io: Io): Promise<string> {
  const bytes = await readAll(source);
  if (main.type === 'file') return bytesToBase64(bytes);
  try {
    return utf8Decode(bytes, true);
  } catch {
    io.err(`warning: the input is not valid UTF-8; its invalid bytes were read as U+FFFD`);
    return utf8Decode(bytes);
  }
}

/** Runs the tool's stream over the source; undefined when the tool cannot stream with these parameters. */
async function runStreamed(spec: ToolSpec, options: RunOptions, source: AsyncIterable<Uint8Array>, io: Io): Promise<number | undefined> {
  const primary = spec.stream?.output === 'primary' ? spec.primaryOutput : undefined;
  const printer = streamPrinter(io, options.json, primary);
  const controller = new AbortController();
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const outcome = await executeStream(catalog(), spec.id, options.input, source, {
      limits: options.limits,
      signal: controller.signal,
      onOutput: (piece) => printer.piece(piece),
    });
    if (!outcome.streamed) return undefined;
    const { result } = outcome;
    if (controller.signal.aborted && result.success === false)
      return report(spec, { ...result, errorCode: 'TIMEOUT', error: `Execution exceeded the time limit of ${options.timeoutMs} ms` }, options, io);
    await printer.finish(result, outcome.primary);
    const printed = options.json || outcome.primary !== undefined;
    return report(spec, result, options, io, printed);
  } finally {
    clearTimeout(timer);
  }
}

async function isolatedRunner() {
  const { createWorkerRunner } = await import('@ctp/runtime/node');
  return createWorkerRunner({ registryModule: import.meta.resolve('@ctp/tools'), size: 1 });
}
