import { defineTool, failure, success } from '@ctp/core';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import definition from './definition.js';

interface Jq {
  raw(input: string, filter: string, flags?: string[]): string | undefined;
}

/**
 * jq-web is emscripten output that requires fs/path and reads jq.wasm beside
 * itself: neither the browser build (our CSP has no 'wasm-unsafe-eval') nor
 * the CLI bundle can carry it, so the tool runs on the server only and loads
 * it at run time with Node's require, which bundlers do not follow. (import()
 * would do on Node, but jq-web exports a promise, and test runners that wrap
 * CommonJS namespaces make that namespace a broken thenable.)
 */
type NodeProcess = { getBuiltinModule?(id: string): { createRequire(from: string): (id: string) => unknown } | undefined };
let library: Promise<Jq> | undefined;
function load(): Promise<Jq> {
  const node = (globalThis as { process?: NodeProcess }).process?.getBuiltinModule?.('module');
  if (!node) return Promise.reject(new Error('jq-query runs on the server (Node.js) only'));
  return (library ??= node.createRequire(import.meta.url)('jq-web') as Promise<Jq>);
}

const MAX_OUTPUT = 10_000_000;
const MAX_VARIABLES = 100;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Bound before the user's filter, on its first line: env/$ENV are emptied (the
 * emscripten environment holds the server's script path) and variables become
 * jq literals (JSON is jq syntax), which keeps big numbers exact.
 */
function programPrefix(variables: Record<string, unknown>): string {
  let prefix = 'def env: {}; {} as $ENV | ';
  for (const [name, value] of Object.entries(variables)) prefix += `${JSON.stringify(value)} as $${name} | `;
  return prefix;
}

/** jq's message without the prefix it echoes and with the CLI's name for the input. */
function jqMessage(stderr: string, prefix: string): string {
  return stderr
    .split(prefix)
    .join('')
    .replace(/\(at inputString:(\d+)\)/g, '(at <stdin>:$1)')
    .replace(/[ \t]+$/gm, '') // jq pads the echoed program line by the prefix's width
    .trim();
}

/** Runs jq with its console chatter (debug/stderr notices, emscripten aborts) collected instead of logged. */
function runJq(jq: Jq, input: string, program: string, flags: string[], messages: string[]): string | undefined {
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => void messages.push(String(args[0] === '%cstderr%c: %c%s' ? args[4] : args.join(' ')));
  console.error = () => {};
  try {
    return jq.raw(input, program, flags);
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

export default defineTool(definition, async (params) => {
  const input = params.json ?? '';
  if (input === '' && !params.nullInput)
    return failure('MISSING_REQUIRED', 'Give the JSON input, or turn on nullInput to run the filter without input.');
  const variables = (params.variables ?? {}) as unknown;
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
    return failure('INVALID_INPUT', 'Variables must be a JSON object such as {"min": 10}.');
  const names = Object.keys(variables);
  if (names.length > MAX_VARIABLES) return failure('INVALID_INPUT', `At most ${MAX_VARIABLES} variables are allowed.`);
  const badName = names.find((n) => !NAME.test(n) || n === 'ENV' || n === '__loc__');
  if (badName !== undefined) return failure('INVALID_INPUT', `Variable name ${JSON.stringify(badName)} is not a jq identifier (letters, digits, _; not ENV).`);

  if (/^\s*(import|include)\b/.test(params.filter))
    return failure('INVALID_INPUT', 'jq modules (import/include) are not available here: there is no module search path.');

  const flags = ['-c'];
  if (params.slurp) flags.push('-s');
  if (params.nullInput) flags.push('-n');
  if (params.rawInput) flags.push('-R');
  if (params.sortKeys) flags.push('-S');
  const prefix = programPrefix(variables as Record<string, unknown>);

  const jq = await load();
  const messages: string[] = [];
  let stdout: string | undefined;
  try {
    stdout = runJq(jq, input, prefix + params.filter, flags, messages);
  } catch (error) {
    const e = error as { stderr?: string; exitCode?: number; message?: string };
    if (e.exitCode === undefined) {
      // an emscripten abort: jq ran out of its WebAssembly memory
      if (/^Aborted\(/.test(e.message ?? ''))
        return failure('INVALID_INPUT', 'jq ran out of memory: the filter recurses without end or builds a value that is too large.');
      throw error;
    }
    const message = e.stderr ? jqMessage(e.stderr, prefix) : `jq exited with status ${e.exitCode}`;
    return failure('INVALID_INPUT', message);
  }
  if (stdout !== undefined && stdout.length > MAX_OUTPUT)
    return failure('CONSTRAINT_VIOLATION', `The output exceeds ${MAX_OUTPUT.toLocaleString('en-US')} characters; narrow the filter.`);

  // -c prints one value per line (strings escape their newlines), so lines are results
  const lines = stdout === undefined ? [] : stdout.split('\n');
  const results: unknown[] = [];
  const texts: string[] = [];
  for (const line of lines) {
    results.push(JSON.parse(line));
    if (params.rawOutput && line.startsWith('"')) texts.push(JSON.parse(line) as string);
    else if (params.compact) texts.push(line);
    else {
      // re-indent from the literal text so numbers jq kept exact stay exact
      const parsed = parseJsonText(line);
      texts.push(parsed.ok ? printJson(parsed.json, { indent: '  ' }) : line);
    }
  }
  return success({ results, text: texts.join('\n'), resultCount: results.length, messages: messages.flatMap((m) => jqMessage(m, prefix).split('\n')).filter((m) => m !== '') });
});
