/**
 * Runs a recipe (see @ctp/core recipe.ts): checked first like a tool call, then step by step
 * through execute(), each step's main output piped into the next step's main input. Every
 * surface (the web page, `ctp pipe`, MCP run-recipe, POST /api/recipes/run) calls this.
 */
import {
  checkRecipe,
  clock,
  completeMetadata,
  failure,
  pipedText,
  stepValues,
  type ErrorCode,
  type ResultMetadata,
  type ToolResult,
  type ToolSpec,
} from '@ctp/core';
import { DEFAULT_TIMEOUT_MS, executeNow, type ExecuteOptions } from './execute.js';
import type { Registry } from './registry.js';

/** The most time a whole recipe may take, whatever its steps' limits add up to. */
export const MAX_RECIPE_TIME_MS = 60_000;

export interface RecipeStepReport {
  tool: string;
  success: boolean;
  errorCode?: ErrorCode;
  error?: string;
  executionTime?: number;
}

export interface RecipeData {
  /** The last step's data. */
  output: unknown;
  /** The last step's main output as text (what `ctp pipe` prints and a next step would receive). */
  outputText?: string;
  steps: RecipeStepReport[];
}

export interface RecipeOptions extends ExecuteOptions {
  /** The first step's main input. */
  input?: string;
  /** Cap on the whole recipe's time in ms (default MAX_RECIPE_TIME_MS). */
  maxTimeMs?: number;
  /** The tools a recipe may use (default: the registry's); an MCP toolset narrows it. */
  lookup?: (id: string) => ToolSpec | undefined;
  /** After each step: UIs show intermediate results and progress. */
  onStep?: (index: number, report: RecipeStepReport, result: ToolResult) => void;
}

/** A step's own limit, as execute() computes it: the caller may only tighten the definition's. */
function stepLimit(spec: ToolSpec, options: ExecuteOptions): number {
  return Math.min(options.timeoutMs ?? spec.timeoutMs ?? DEFAULT_TIMEOUT_MS, spec.timeoutMs ?? Infinity);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks and runs a recipe (a Recipe document or its text form). Never throws: a bad recipe
 * fails like a bad tool call, and the first failing step ends the run with a failure naming
 * it (`Step 2 (json-formatter): …`) and carrying its error code. The whole run is limited to
 * the sum of its steps' time limits (capped by `maxTimeMs`) and stops when `signal` aborts.
 */
export async function runRecipe(registry: Registry, recipe: unknown, options: RecipeOptions = {}): Promise<ToolResult<RecipeData>> {
  const startedAt = clock();
  const extra: ResultMetadata = { executionMode: options.executionMode };
  const input = options.input === undefined ? {} : { input: options.input };
  const done = (result: ToolResult) => completeMetadata(result, { startedAt, input, extra, skipOutputSize: options.skipOutputSize }) as ToolResult<RecipeData>;
  try {
    const lookup = options.lookup ?? ((id: string) => registry.get(id)?.definition);
    const checked = checkRecipe(recipe, (id) => (registry.has(id) ? lookup(id) : undefined), { limits: options.limits });
    if (!checked.ok) return done(failure(checked.code, checked.message));
    const steps = checked.recipe.steps;
    const specs = steps.map((s) => registry.get(s.tool)!.definition);
    const limits = specs.map((spec) => stepLimit(spec, options));
    const budget = Math.min(limits.reduce((a, b) => a + b, 0), options.maxTimeMs ?? MAX_RECIPE_TIME_MS);

    const { input: _input, maxTimeMs: _max, lookup: _lookup, onStep: _onStep, onProgress: _progress, ...stepOptions } = options;
    const reports: RecipeStepReport[] = [];
    const warnings: string[] = [];
    let piped = options.input;
    let data: unknown;
    for (let i = 0; i < steps.length; i++) {
      const spec = specs[i]!;
      const where = `Step ${i + 1} (${spec.id})`;
      if (options.signal?.aborted) return done(failure('EXECUTION_ERROR', `Cancelled by the caller before ${where.toLowerCase()}`));
      const remaining = budget - (clock() - startedAt);
      if (remaining <= 0) return done(failure('TIMEOUT', `The recipe exceeded its time limit of ${budget} ms before ${where.toLowerCase()}`));
      options.onProgress?.(i, steps.length, where);
      const result = await executeNow(registry, spec.id, stepValues(spec, steps[i]!.params, piped), {
        ...stepOptions,
        timeoutMs: Math.max(1, Math.min(limits[i]!, Math.floor(remaining))),
        // steps report no progress of their own: MCP progress must only increase
        skipOutputSize: true,
      });
      const report: RecipeStepReport = { tool: spec.id, success: result.success, executionTime: result.metadata?.executionTime };
      if (!result.success) {
        report.errorCode = result.errorCode;
        report.error = result.error;
      }
      reports.push(report);
      options.onStep?.(i, report, result);
      if (!result.success) return done(failure(result.errorCode, `${where}: ${result.error}`));
      for (const warning of result.metadata?.warnings ?? []) warnings.push(`${where}: ${warning}`);
      data = result.data;
      piped = pipedText(spec, data);
      if (piped === undefined && i < steps.length - 1)
        return done(failure('INVALID_INPUT', `${where} gave no main output to pass on to step ${i + 2}`));
    }
    options.onProgress?.(steps.length, steps.length);
    const output: RecipeData = { output: data, steps: reports };
    if (piped !== undefined) output.outputText = piped;
    const result = done({ success: true, data: output });
    if (warnings.length > 0) result.metadata = { ...result.metadata, warnings };
    return result;
  } catch (error) {
    // a throwing lookup or progress callback: the caller's bug, still answered as a result
    return done(failure('INTERNAL_ERROR', `The recipe could not run: ${messageOf(error)}`));
  }
}
