/**
 * What every tool test uses: run a tool through the real runtime (normalize →
 * validate → run → metadata), and check each success against the tool's
 * output schema so no test can pass with data the schema does not describe.
 */
import { expect, it } from 'vitest';
import type { ErrorCode, RawInput, ResultMetadata, Tool } from '@ctp/core';
import { Registry, execute, type ExecuteOptions } from '@ctp/runtime';
import { schemaErrors } from './ajv.js';

const registries = new WeakMap<Tool, Registry>();

function registryFor(tool: Tool): Registry {
  let registry = registries.get(tool);
  if (!registry) {
    registry = new Registry().register(tool);
    registries.set(tool, registry);
  }
  return registry;
}

/**
 * A ToolResult as tests read it: one shape with every field optional, so a
 * test can look at `data` or `errorCode` after asserting `success` itself.
 */
export interface TestResult {
  success: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect tool-specific data
  data?: any;
  error?: string;
  errorCode?: ErrorCode;
  metadata?: ResultMetadata;
}

/** Runs the tool like every surface does and checks a success against `outputSchema`. */
export async function runTool(tool: Tool, input: RawInput, options?: ExecuteOptions): Promise<TestResult> {
  const result = await execute(registryFor(tool), tool.definition.id, input, options);
  if (result.success) {
    const errors = schemaErrors(tool.definition.outputSchema, result.data);
    expect(errors, `data does not match outputSchema: ${errors}`).toBeUndefined();
  }
  return result;
}

/** Runs and expects success; returns `data`. */
export async function runOk<T = Record<string, unknown>>(tool: Tool, input: RawInput): Promise<T> {
  const result = await runTool(tool, input);
  if (!result.success) expect.fail(`expected success, got ${result.errorCode}: ${result.error}`);
  return result.data as T;
}

/** Runs and expects a failure with `code`; returns the error message. */
export async function runError(tool: Tool, input: RawInput, code: ErrorCode): Promise<string> {
  const result = await runTool(tool, input);
  if (result.success) expect.fail(`expected ${code}, got success: ${JSON.stringify(result.data).slice(0, 200)}`);
  expect(result.errorCode, result.error).toBe(code);
  expect(result.error?.length).toBeGreaterThan(0);
  return result.error!;
}

/** The test every tool has: its documented example reproduces exactly. */
export function itReproducesItsExample(tool: Tool): void {
  it('reproduces its example exactly', async () => {
    const data = await runOk(tool, tool.definition.example.input);
    expect(data).toEqual(tool.definition.example.output);
  });
}

/** The largest input a text parameter allows (its maxLength), built from a repeated unit. */
export function largestInput(tool: Tool, parameter: string, unit = 'a'): string {
  const param = tool.definition.parameters.find((p) => p.name === parameter);
  const max = param?.validation?.maxLength;
  if (max === undefined) throw new Error(`parameter ${parameter} has no maxLength`);
  const units = [...unit];
  const reps = Math.floor(max / units.length);
  return unit.repeat(reps);
}

/** One past the largest allowed input: must fail with CONSTRAINT_VIOLATION. */
export function oversizedInput(tool: Tool, parameter: string): string {
  const max = tool.definition.parameters.find((p) => p.name === parameter)?.validation?.maxLength;
  if (max === undefined) throw new Error(`parameter ${parameter} has no maxLength`);
  return 'a'.repeat(max + 1);
}

export const UNICODE_SAMPLE = 'À😀中';
