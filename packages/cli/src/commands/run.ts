import { bytesToBase64, utf8Decode, type ParameterSchema, type ToolResult, type ToolSpec } from '@ctp/core';
import { execute } from '@ctp/runtime';
import { catalog, requireTool } from '../catalog.js';
import { json, UsageError, EXIT_OK, EXIT_TOOL_FAILURE, type Io } from '../io.js';
import { flagName, stdinParameter, toolHelp } from '../tool-help.js';

export const runHelp = `Usage: ctp run <tool-id> [--<parameter> <value>]… [--input-json '<object>'] [--json] [--timeout <ms>]

Runs a tool. Parameters are flags named after the tool's parameters (camelCase
or kebab-case); booleans take no value (--flag / --no-flag). Piped standard
input fills the tool's main text parameter (a file parameter gets the bytes).
Without --json the data is printed readably (the main text output as is);
with --json the whole CTP ToolResult is printed.

Exit status: 0 success, 1 the tool failed (error on stderr), 2 usage error.

"ctp run <tool-id> --help" lists a tool's parameters.`;

interface RunOptions {
  toolId: string;
  input: Record<string, unknown>;
  json: boolean;
  help: boolean;
  timeoutMs?: number;
}

function parseRunArgs(args: string[]): RunOptions {
  const [toolId, ...rest] = args;
  if (!toolId || toolId.startsWith('-')) {
    if (toolId === '--help' || toolId === '-h') return { toolId: '', input: {}, json: false, help: true };
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
  return { toolId, input: { ...inputJson, ...flags }, json: asJson, help, timeoutMs };
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
  const stdinParam = stdinParameter(spec);
  if (stdinParam && options.input[stdinParam.name] === undefined) {
    const bytes = await io.readStdin();
    if (bytes) options.input[stdinParam.name] = stdinParam.type === 'file' ? bytesToBase64(bytes) : utf8Decode(bytes);
  }
  const runner = spec.isolate ? await isolatedRunner() : undefined;
  let result: ToolResult;
  try {
    result = await execute(catalog(), spec.id, options.input, {
      timeoutMs: options.timeoutMs,
      isolatedRunner: runner?.run,
    });
  } finally {
    await runner?.close();
  }
  if (options.json) io.out(json(result));
  else if (result.success) io.out(readableData(spec, result.data));
  if (!result.success) {
    if (!options.json) io.err(`error [${result.errorCode}]: ${result.error}`);
    return EXIT_TOOL_FAILURE;
  }
  for (const warning of result.metadata?.warnings ?? []) io.err(`warning: ${warning}`);
  return EXIT_OK;
}

async function isolatedRunner() {
  const { createWorkerRunner } = await import('@ctp/runtime/node');
  return createWorkerRunner({ registryModule: import.meta.resolve('@ctp/tools'), size: 1 });
}
