import type { FailureResult, ParameterSchema } from '../types.js';
import { issuesToFailure, type InputIssue } from './issue.js';
import type { PrepareOptions } from './limits.js';
import { normalizeValues, readInput, type RawInput } from './normalize.js';
import { validateValues } from './validate.js';

export type Prepared =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; failure: FailureResult; issues: InputIssue[] };

/**
 * Normalize (§7.2) then validate (§6.3) a record synchronously. `options.limits: 'none'` lifts
 * the size limits of data parameters (see `InputLimits`); servers keep the default.
 */
export function prepareValues(parameters: readonly ParameterSchema[], record: unknown, options: PrepareOptions = {}): Prepared {
  const { limits } = options;
  const { values, issues } = normalizeValues(parameters, record, limits);
  if (issues.length === 0) {
    const problems = validateValues(parameters, values, limits);
    return problems.length === 0 ? { ok: true, values } : { ok: false, failure: issuesToFailure(problems), issues: problems };
  }
  // a parameter normalization already faulted (unparsable JSON) is not also "missing"
  const faulted = new Set(issues.map((i) => i.parameter).filter((p): p is string => p !== undefined));
  const all = issues.concat(validateValues(parameters, values, limits).filter((i) => !i.parameter || !faulted.has(i.parameter)));
  if (all.length > 0) return { ok: false, failure: issuesToFailure(all), issues: all };
  return { ok: true, values };
}

/** Normalize and validate any §7.2 input (Record, URLSearchParams, FormData). */
export async function prepareInput(parameters: readonly ParameterSchema[], raw: RawInput, options: PrepareOptions = {}): Promise<Prepared> {
  return prepareValues(parameters, await readInput(raw), options);
}
