/** What every check reports: one problem at a JSON pointer (RFC 6901), with a hint to fix it. */
import type { ErrorObject } from './ajv.js';

export interface ToolProblem {
  /** Which check found it (`definition`, `schema`, `output-schema`, `mcp`, `example`…). */
  check: string;
  /** `error` fails validation; `warning` is advice (the catalog treats both as failures). */
  severity: 'error' | 'warning';
  /** Where, in the document checked: `/parameters/0/validation/maxLength`; `''` is the whole document. */
  pointer: string;
  message: string;
  /** How to fix it, when there is something to say beyond the message. */
  hint?: string;
}

/** A JSON pointer from its reference tokens (`~` and `/` escaped). */
export function pointer(...tokens: Array<string | number>): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Appends tokens to a pointer. */
export function below(base: string, ...tokens: Array<string | number>): string {
  return base + pointer(...tokens);
}

/** One Ajv error as a problem: its instance path (under `base`), a sentence and a hint from its keyword. */
export function ajvProblem(error: ErrorObject, check: string, base = ''): ToolProblem {
  const params = error.params as Record<string, unknown>;
  let at = base + error.instancePath;
  let message = error.message ?? 'is invalid';
  let hint: string | undefined;
  switch (error.keyword) {
    case 'required':
      at = below(at, String(params.missingProperty));
      message = `"${String(params.missingProperty)}" is required`;
      hint = `Add "${String(params.missingProperty)}".`;
      break;
    case 'additionalProperties':
      at = below(at, String(params.additionalProperty));
      message = `"${String(params.additionalProperty)}" is not allowed here`;
      hint = `Remove "${String(params.additionalProperty)}" or fix its spelling.`;
      break;
    case 'enum':
      hint = `Use one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
      break;
    case 'const':
      hint = `Use ${JSON.stringify(params.allowedValue)}.`;
      break;
    case 'type':
      hint = `Give a value of type ${String(params.type)}.`;
      break;
    case 'pattern':
      hint = `Match the pattern ${String(params.pattern)}.`;
      break;
    case 'format':
      hint = `Give a valid ${String(params.format)}.`;
      break;
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      hint = `Stay at or below ${String(params.limit)}.`;
      break;
    case 'minLength':
    case 'minItems':
    case 'minimum':
      hint = `Give at least ${String(params.limit)}.`;
      break;
    case 'uniqueItems':
      hint = 'Remove the repeated item.';
      break;
  }
  return { check, severity: 'error', pointer: at, message, ...(hint ? { hint } : {}) };
}

/**
 * Ajv reports a failed `oneOf`/`anyOf` together with the failures of every branch; the branch
 * errors say what is wrong, the summary only that no branch matched. Keep the summary alone only
 * when nothing more precise was said at or below its path.
 */
export function ajvProblems(errors: readonly ErrorObject[] | null | undefined, check: string, base = ''): ToolProblem[] {
  const list = errors ?? [];
  const precise = list.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const kept = list.filter((e) => precise.includes(e) || !precise.some((p) => p.instancePath.startsWith(e.instancePath)));
  const seen = new Set<string>();
  const out: ToolProblem[] = [];
  for (const problem of kept.map((e) => ajvProblem(e, check, base))) {
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}
