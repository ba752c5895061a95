/**
 * The checks every tool must pass, shared by the catalog's own test (catalog.test.ts) and by
 * `ctp validate`, `ctp test` and `ctp serve --tools-dir` for tools written outside this
 * repository. Each check returns problems at JSON pointers into the definition, with fix hints.
 *
 * Static checks look at the definition alone; `reproduceExample` runs the tool through the real
 * runtime and compares its data with the example's output.
 */
import { checkDefinition, toCtpDefinition, toMcpTool, type ToolSpec } from '@ctp/core';
import { execute, type Registry } from '@ctp/runtime';
import { createAjv, specValidator, type ValidateFunction } from './ajv.js';
import { checkerProblems } from './checker-problems.js';
import { ajvProblems, pointer, type ToolProblem } from './problem.js';

export { createAjv, specValidator, SPEC_SCHEMAS, type SpecSchemaName } from './ajv.js';
export { ajvProblems, below, pointer, type ToolProblem } from './problem.js';
export { checkerProblems } from './checker-problems.js';

export interface DefinitionCheck {
  /** Short name, shown in reports and test titles. */
  name: string;
  /** What it checks, in a few words. */
  title: string;
  run(spec: ToolSpec): ToolProblem[];
}

let strictAjv: ReturnType<typeof createAjv> | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

/** The output schema compiled by one strict Ajv (cached per schema object); throws if it does not compile. */
function outputValidator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    strictAjv ??= createAjv();
    validate = strictAjv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const DEFINITION_CHECKS: readonly DefinitionCheck[] = [
  {
    name: 'definition',
    title: 'passes the definition checker (spec §5.3 and the project rules)',
    run: (spec) => checkerProblems(spec, checkDefinition(spec)),
  },
  {
    name: 'schema',
    title: 'is valid against tool-definition.schema.json',
    run: (spec) => {
      const validate = specValidator('tool-definition.schema.json');
      return validate(toCtpDefinition(spec)) ? [] : ajvProblems(validate.errors, 'schema');
    },
  },
  {
    name: 'output-schema',
    title: 'has an output schema that compiles (Ajv strict) and describes its example output',
    run: (spec) => {
      if (!isRecord(spec.outputSchema)) return []; // the checker reports a missing schema
      let validate: ValidateFunction;
      try {
        validate = outputValidator(spec.outputSchema);
      } catch (error) {
        return [{ check: 'output-schema', severity: 'error', pointer: pointer('outputSchema'), message: `outputSchema does not compile: ${(error as Error).message}`, hint: 'Fix the JSON Schema (draft 2020-12, strict: every keyword known, types stated).' }];
      }
      if (!isRecord(spec.example) || spec.example.output === undefined) return [];
      if (validate(spec.example.output)) return [];
      return ajvProblems(validate.errors, 'output-schema', pointer('example', 'output')).map((p) => ({
        ...p,
        message: `example.output does not match outputSchema: ${p.message}`,
        hint: `${p.hint ? `${p.hint} ` : ''}example.output is exactly what the function returns, and outputSchema must describe it.`,
      }));
    },
  },
  {
    name: 'mcp',
    title: 'maps to an MCP tool whose input schema accepts its example input',
    run: (spec) => {
      if (!Array.isArray(spec.parameters) || !isRecord(spec.example)) return [];
      let validate: ValidateFunction;
      try {
        validate = outputValidator(toMcpTool(spec).inputSchema);
      } catch (error) {
        return [{ check: 'mcp', severity: 'error', pointer: pointer('parameters'), message: `the MCP input schema derived from the parameters does not compile: ${(error as Error).message}` }];
      }
      if (validate(spec.example.input)) return [];
      return ajvProblems(validate.errors, 'mcp', pointer('example', 'input')).map((p) => ({
        ...p,
        message: `example.input is refused by the MCP input schema: ${p.message}`,
        hint: `${p.hint ? `${p.hint} ` : ''}MCP clients send values of the parameters' JSON types (numbers as numbers, booleans as booleans).`,
      }));
    },
  },
  {
    name: 'primary-output',
    title: 'names its primary output (the one obvious thing to copy)',
    run: (spec) =>
      spec.primaryOutput === undefined
        ? [{ check: 'primary-output', severity: 'warning', pointer: pointer('primaryOutput'), message: 'primaryOutput is not set', hint: 'Name the data key users copy: web pages show it first with its own Copy, and the CLI, pipes and recipes print it.' }]
        : [],
  },
];

/** Every static check of one definition; a check that throws is reported, never escapes. */
export function checkToolDefinition(spec: unknown): ToolProblem[] {
  if (!isRecord(spec)) return [{ check: 'definition', severity: 'error', pointer: '', message: 'a tool definition must be an object', hint: 'Export defineDefinition({ id, name, … }) or defineTool(definition, fn) as the module’s default.' }];
  const problems: ToolProblem[] = [];
  for (const check of DEFINITION_CHECKS) {
    try {
      problems.push(...check.run(spec as unknown as ToolSpec));
    } catch (error) {
      problems.push({ check: check.name, severity: 'error', pointer: '', message: `could not be checked: ${(error as Error).message}` });
    }
  }
  return problems;
}

/** JSON form of a value: what REST and MCP clients receive. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The first place two JSON values differ, as pointer tokens (undefined when equal). */
export function firstDifference(a: unknown, b: unknown, at: Array<string | number> = []): Array<string | number> | undefined {
  if (Object.is(a, b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = i < a.length && i < b.length ? firstDifference(a[i], b[i], [...at, i]) : [...at, i];
      if (d) return d;
    }
    return undefined;
  }
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = Object.hasOwn(a, key) && Object.hasOwn(b, key) ? firstDifference(a[key], b[key], [...at, key]) : [...at, key];
      if (d) return d;
    }
    return undefined;
  }
  return at;
}

function valueAt(value: unknown, tokens: Array<string | number>): unknown {
  let v = value;
  for (const t of tokens) v = isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[t] : undefined;
  return v;
}

const preview = (value: unknown) => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

/**
 * Runs the tool's example through the runtime (normalize → validate → run) and checks the result
 * against tool-result.schema.json and the example's output (compared as JSON, as clients see it).
 */
export async function reproduceExample(registry: Registry, toolId: string, options: { timeoutMs?: number } = {}): Promise<ToolProblem[]> {
  const definition = registry.get(toolId)?.definition;
  if (!definition) return [{ check: 'example', severity: 'error', pointer: '', message: `no tool "${toolId}" in the registry` }];
  const result = await execute(registry, toolId, definition.example?.input, { timeoutMs: options.timeoutMs });
  const problems: ToolProblem[] = [];
  const validateResult = specValidator('tool-result.schema.json');
  if (!validateResult(result))
    problems.push(...ajvProblems(validateResult.errors, 'result').map((p) => ({ ...p, message: `the result is not a valid CTP ToolResult: ${p.pointer || '(root)'} ${p.message}`, pointer: '' })));
  if (!result.success) {
    problems.push({ check: 'example', severity: 'error', pointer: pointer('example', 'input'), message: `running the example failed: ${result.errorCode}: ${result.error}`, hint: 'Fix the function (or the example input) so that the example runs.' });
    return problems;
  }
  let actual: unknown;
  try {
    actual = asJson(result.data);
  } catch (error) {
    problems.push({ check: 'example', severity: 'error', pointer: '', message: `the data cannot be sent as JSON: ${(error as Error).message}`, hint: 'Return plain JSON data (strings, numbers, booleans, arrays, objects).' });
    return problems;
  }
  const expected = asJson(definition.example.output);
  const diff = firstDifference(actual, expected);
  if (diff) {
    problems.push({
      check: 'example',
      severity: 'error',
      pointer: pointer('example', 'output', ...diff),
      message: `the function returns ${preview(valueAt(actual, diff))} where example.output has ${preview(valueAt(expected, diff))}`,
      hint: 'example.output must be exactly the data the function returns for example.input: update one or the other.',
    });
  }
  return problems;
}
