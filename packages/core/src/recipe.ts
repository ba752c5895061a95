/**
 * Recipes: an ordered list of tool calls where each step's main output feeds the next step's
 * main input (CyberChef's recipes, derived from the definitions). One document runs the same
 * way in the browser, the CLI (`ctp pipe`), MCP (`run-recipe`) and REST (`/api/recipes/run`).
 * This module is the document: its schema, its checks and how text flows between steps; the
 * runtime runs it.
 */
import type { ErrorCode, JsonSchema, ParameterSchema, ToolSpec } from './types.js';
import type { InputLimits, PrepareOptions } from './input/limits.js';
import { JSON_SCHEMA_DIALECT } from './json-schema.js';
import { mainInputParameter } from './display.js';
import { normalizeValues } from './input/normalize.js';
import { validateValues } from './input/validate.js';
import { MAX_RECIPE_STEPS, parseRecipeText, TOOL_ID_PATTERN } from './recipe-text.js';

export { MAX_RECIPE_STEPS, MAX_RECIPE_TEXT, TOOL_ID_PATTERN, parseRecipeText, recipeToText, type RecipeTextResult } from './recipe-text.js';

export interface RecipeStep {
  tool: string;
  params?: Record<string, unknown>;
}

export interface Recipe {
  steps: RecipeStep[];
}

export type RecipeCheck = { ok: true; recipe: Recipe } | { ok: false; code: ErrorCode; message: string };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** JSON Schema (2020-12) of a recipe document. Frozen: copy it to change it. */
export const RECIPE_SCHEMA: JsonSchema = deepFreeze({
  $schema: JSON_SCHEMA_DIALECT,
  title: 'CTP recipe',
  description:
    "An ordered list of tool calls. Each step's main output (its primary output as text) becomes the next step's main input; the first step's main input is the recipe's input.",
  type: 'object',
  properties: {
    steps: {
      type: 'array',
      description: 'The tool calls, in order.',
      minItems: 1,
      maxItems: MAX_RECIPE_STEPS,
      items: {
        type: 'object',
        properties: {
          tool: { type: 'string', pattern: TOOL_ID_PATTERN, maxLength: 64, description: 'A tool id.' },
          params: {
            type: 'object',
            description:
              "The tool's parameters (its input schema). Leave out the main input: the previous step's output (or the recipe's input) fills it.",
          },
        },
        required: ['tool'],
        additionalProperties: false,
      },
    },
  },
  required: ['steps'],
  additionalProperties: false,
});

/** JSON Schema of a successful run's data (the runtime's `RecipeData`): MCP outputSchema, OpenAPI 200. */
export const RECIPE_DATA_SCHEMA: JsonSchema = deepFreeze({
  type: 'object',
  properties: {
    output: { description: "The last step's data (as its tool's outputSchema describes it)." },
    outputText: { type: 'string', description: "The last step's main output as text (what a next step would receive)." },
    steps: {
      type: 'array',
      description: 'Each step that ran, in order.',
      items: {
        type: 'object',
        properties: {
          tool: { type: 'string' },
          success: { type: 'boolean' },
          errorCode: { type: 'string' },
          error: { type: 'string' },
          executionTime: { type: 'number', minimum: 0, description: 'Milliseconds.' },
        },
        required: ['tool', 'success'],
        additionalProperties: false,
      },
    },
  },
  required: ['output', 'steps'],
  additionalProperties: false,
});

const TOOL_ID = new RegExp(TOOL_ID_PATTERN);
/** Field types a piped text can fill (a `json` parameter parses it). */
const TAKES_TEXT = new Set<ParameterSchema['type']>(['text', 'textarea', 'json']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kind(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Checks a recipe the way a tool call is checked, before anything runs: its shape (the text form
 * is accepted too), every tool known to `lookup` (NOT_FOUND names the step), each step's params
 * normalized and validated against its tool (the main input may be missing: it is piped), and
 * every step after the first able to take the text piped into it. The returned recipe is a clean
 * copy (only `tool` and `params`). `options.limits: 'none'` lifts data size limits, as for a call.
 */
export function checkRecipe(recipe: unknown, lookup: (id: string) => ToolSpec | undefined, options: PrepareOptions = {}): RecipeCheck {
  if (typeof recipe === 'string') {
    const parsed = parseRecipeText(recipe);
    if (!parsed.ok) return { ok: false, code: 'INVALID_INPUT', message: parsed.message };
    recipe = parsed.recipe;
  }
  if (!isRecord(recipe)) return { ok: false, code: 'INVALID_INPUT', message: `A recipe must be an object with "steps", got ${kind(recipe)}` };
  const stray = Object.keys(recipe).filter((k) => k !== 'steps');
  if (stray.length > 0) return { ok: false, code: 'INVALID_INPUT', message: `Unknown recipe field ${stray.map((k) => JSON.stringify(k)).join(', ')}; a recipe has only "steps"` };
  const steps = recipe.steps;
  if (steps === undefined) return { ok: false, code: 'MISSING_REQUIRED', message: 'A recipe needs "steps": an array of { tool, params }' };
  if (!Array.isArray(steps)) return { ok: false, code: 'TYPE_ERROR', message: `"steps" must be an array, got ${kind(steps)}` };
  if (steps.length === 0 || steps.length > MAX_RECIPE_STEPS)
    return { ok: false, code: 'CONSTRAINT_VIOLATION', message: `A recipe has 1 to ${MAX_RECIPE_STEPS} steps, got ${steps.length}` };
  const clean: RecipeStep[] = [];
  for (let i = 0; i < steps.length; i++) {
    const checked = checkStep(steps[i], i, lookup, options.limits);
    if ('code' in checked) return { ok: false, ...checked };
    clean.push(checked);
  }
  return { ok: true, recipe: { steps: clean } };
}

function checkStep(step: unknown, index: number, lookup: (id: string) => ToolSpec | undefined, limits: InputLimits | undefined): RecipeStep | { code: ErrorCode; message: string } {
  const n = index + 1;
  if (!isRecord(step)) return { code: 'TYPE_ERROR', message: `Step ${n} must be an object { tool, params }, got ${kind(step)}` };
  const stray = Object.keys(step).filter((k) => k !== 'tool' && k !== 'params');
  if (stray.length > 0)
    return { code: 'INVALID_INPUT', message: `Step ${n}: unknown field ${stray.map((k) => JSON.stringify(k)).join(', ')}; a step has "tool" and "params"` };
  const tool = step.tool;
  if (tool === undefined) return { code: 'MISSING_REQUIRED', message: `Step ${n} needs "tool": a tool id` };
  if (typeof tool !== 'string') return { code: 'TYPE_ERROR', message: `Step ${n}: "tool" must be a string, got ${kind(tool)}` };
  if (!TOOL_ID.test(tool) || tool.length > 64)
    return { code: 'CONSTRAINT_VIOLATION', message: `Step ${n}: ${JSON.stringify(tool.slice(0, 64))} is not a tool id (lowercase letters and digits, dash-separated)` };
  const spec = lookup(tool);
  if (!spec) return { code: 'NOT_FOUND', message: `Step ${n}: unknown tool "${tool}"` };
  const where = `Step ${n} (${tool})`;
  const params = step.params ?? undefined;
  if (params !== undefined && !isRecord(params)) return { code: 'TYPE_ERROR', message: `${where}: "params" must be an object, got ${kind(params)}` };

  const main = mainInputParameter(spec);
  const setsMain = main !== undefined && params !== undefined && Object.hasOwn(params, main.name) && !isUnset(params[main.name]);
  if (!setsMain) {
    if (!main && index > 0)
      return { code: 'INVALID_INPUT', message: `${where} takes no text input, so the output of step ${index} has nowhere to go (such a tool can only be the first step)` };
    if (main && !TAKES_TEXT.has(main.type))
      return { code: 'INVALID_INPUT', message: `${where}: its main input "${main.name}" is a ${main.type}, not text, so a recipe cannot pipe into it; set "${main.name}" in the step's params` };
  }
  const problem = paramsProblem(spec, params ?? {}, main, limits);
  if (problem) return { code: problem.code, message: `${where}: ${problem.message}` };
  return params === undefined ? { tool } : { tool, params };
}

/** Normalize and validate like a call, except that the piped main input may be missing. */
function paramsProblem(spec: ToolSpec, params: Record<string, unknown>, main: ParameterSchema | undefined, limits: InputLimits | undefined): { code: ErrorCode; message: string } | undefined {
  const { values, issues } = normalizeValues(spec.parameters, params, limits);
  const faulted = new Set(issues.map((i) => i.parameter));
  const all = issues.concat(
    validateValues(spec.parameters, values, limits).filter((i) => !faulted.has(i.parameter) && !(i.code === 'MISSING_REQUIRED' && i.parameter === main?.name)),
  );
  if (all.length === 0) return undefined;
  return { code: all[0]!.code, message: all.map((i) => i.message).join('; ') };
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A step's main output as the text the next step receives: its `primaryOutput` field (else the
 * whole data); strings as they are, a list of scalars one per line, anything else as pretty JSON.
 * Undefined when there is nothing to pass on (no data, or the primary field is absent or null).
 */
export function pipedText(spec: Pick<ToolSpec, 'primaryOutput'>, data: unknown): string | undefined {
  let value = data;
  if (spec.primaryOutput !== undefined && isRecord(data)) value = Object.hasOwn(data, spec.primaryOutput) ? data[spec.primaryOutput] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every(isScalar)) return value.map(String).join('\n');
  return JSON.stringify(value, null, 2);
}

/**
 * The input of one step: its params, with the main input (`mainInputParameter`) set to the piped
 * text unless the step sets it itself. The params object is copied, never changed.
 */
export function stepValues(spec: Pick<ToolSpec, 'parameters' | 'mainInput'>, params: Record<string, unknown> | undefined, piped: string | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = { ...params };
  const main = mainInputParameter(spec);
  if (main && piped !== undefined && (!Object.hasOwn(values, main.name) || isUnset(values[main.name]))) values[main.name] = piped;
  return values;
}
