import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkRecipe, mainInputParameter, parseRecipeText, utf8Decode, type InputLimits, type Recipe } from '@ctp/core';
import { runRecipe, type RecipeData } from '@ctp/runtime';
import { catalog, requireTool } from '../catalog.js';
import { EXIT_OK, EXIT_TOOL_FAILURE, json, UsageError, type Io } from '../io.js';

export const pipeHelp = `Usage: ctp pipe '<tool>[?param=value&…] | <tool>…' [options]
       ctp pipe --recipe <recipe.json> [options]

Runs a recipe: the tools in order, each step's main output feeding the next
step's main input. Standard input (or --input / --input-file) is the first
step's main input. Parameters are a query string after each tool id ("+" or
%20 is a space, %7C a literal "|", a bare name means true); the tools
normalize them as they do flags. Without --json the last step's main output
is printed as "ctp run" prints it; with --json the whole CTP ToolResult
(the last data, its text and each step's status).

Options:
  --recipe <file>      the recipe as JSON ({ "steps": [{ "tool", "params" }] })
  --input <text>       the first step's input (instead of standard input)
  --input-file <file>  read the first step's input from a file
  --json               print the whole ToolResult
  --timeout <ms>       time limit per step (the whole recipe gets their sum)
  --limits <which>     none (default: local runs take inputs of any size) or
                       definition (the size limits a server applies)
  -h, --help           show this help

Examples:
  echo eyJiIjoxLCJhIjpbMV19 | ctp pipe 'base64-encoder?mode=decode | json-formatter?indent=4&sortKeys'
  ctp pipe 'uuid-generator?count=3 | hash-generator?algorithm=sha256'
  ctp pipe --recipe recipe.json --input-file data.txt --json

Exit status: 0 success, 1 a step failed (error on stderr), 2 usage error
(including a recipe that does not check out: unknown tool, bad parameters).`;

interface PipeOptions {
  recipe: unknown;
  input?: string;
  json: boolean;
  timeoutMs?: number;
  limits: InputLimits;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function parsePipeArgs(args: string[]): PipeOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    options: {
      recipe: { type: 'string' },
      input: { type: 'string' },
      'input-file': { type: 'string' },
      json: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      limits: { type: 'string', default: 'none' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return 'help';
  if (positionals.length > 1) throw new UsageError(`expected one recipe, got ${positionals.length} arguments: quote the recipe ('a | b')`);
  const text = positionals[0];
  if (text !== undefined && values.recipe !== undefined) throw new UsageError('give the recipe as text or with --recipe, not both');
  if (text === undefined && values.recipe === undefined) throw new UsageError('missing recipe', `Usage: ctp pipe 'tool-a?param=value | tool-b'; see "ctp pipe --help".`);
  if (values.input !== undefined && values['input-file'] !== undefined) throw new UsageError('give --input or --input-file, not both');
  let recipe: unknown;
  if (text !== undefined) {
    const parsed = parseRecipeText(text);
    if (!parsed.ok) throw new UsageError(parsed.message, `Write steps as "tool-id?param=value&other=value | next-tool"; see "ctp pipe --help".`);
    recipe = parsed.recipe;
  } else {
    try {
      recipe = JSON.parse(readText(values.recipe!, 'recipe file'));
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`--recipe ${values.recipe} is not valid JSON: ${(error as Error).message}`);
    }
  }
  let timeoutMs: number | undefined;
  if (values.timeout !== undefined) {
    timeoutMs = Number(values.timeout);
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds, got "${values.timeout}"`);
  }
  const limits = values.limits;
  if (limits !== 'none' && limits !== 'definition') throw new UsageError(`--limits must be "none" (the default for local runs) or "definition" (what a server applies), got "${limits}"`);
  const input = values['input-file'] !== undefined ? readText(values['input-file'], 'input file') : values.input;
  return { recipe, input, json: values.json ?? false, timeoutMs, limits };
}

/** A recipe that does not check out is a usage error; an unknown tool gets "did you mean". */
function checked(recipe: unknown, limits: InputLimits): Recipe {
  const result = checkRecipe(recipe, (id) => catalog().get(id)?.definition, { limits });
  if (result.ok) return result.recipe;
  let hint: string | undefined;
  if (result.code === 'NOT_FOUND') {
    const tool = /unknown tool "([^"]+)"/.exec(result.message)?.[1];
    try {
      requireTool(tool);
    } catch (error) {
      hint = (error as UsageError).hint;
    }
  }
  throw new UsageError(result.message, hint);
}

export async function pipe(args: string[], io: Io): Promise<number> {
  const options = parsePipeArgs(args);
  if (options === 'help') {
    io.out(pipeHelp);
    return EXIT_OK;
  }
  const recipe = checked(options.recipe, options.limits);
  const specs = recipe.steps.map((s) => catalog().get(s.tool)!.definition);
  let input = options.input;
  const first = recipe.steps[0]!;
  const main = mainInputParameter(specs[0]!);
  // standard input only when the first step takes it (a generator first reads nothing)
  if (input === undefined && main && !Object.hasOwn(first.params ?? {}, main.name)) {
    const bytes = await io.readStdin();
    if (bytes) input = utf8Decode(bytes);
  }
  const runner = specs.some((s) => s.isolate) ? await isolatedRunner() : undefined;
  let result;
  try {
    result = await runRecipe(catalog(), recipe, { input, timeoutMs: options.timeoutMs, isolatedRunner: runner?.run, limits: options.limits });
  } finally {
    await runner?.close();
  }
  if (options.json) io.out(json(result));
  else if (result.success) io.out(printable(result.data));
  if (!result.success) {
    if (!options.json) io.err(`error [${result.errorCode}]: ${result.error}`);
    return EXIT_TOOL_FAILURE;
  }
  for (const warning of result.metadata?.warnings ?? []) io.err(`warning: ${warning}`);
  return EXIT_OK;
}

/** The last step's main output as text, else its data as pretty JSON. */
function printable(data: RecipeData): string {
  return data.outputText ?? json(data.output);
}

async function isolatedRunner() {
  const { createWorkerRunner } = await import('@ctp/runtime/node');
  return createWorkerRunner({ registryModule: import.meta.resolve('@ctp/tools'), size: 1 });
}
