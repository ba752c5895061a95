import type { ParameterSchema } from '../types.js';
import { bytesToBase64 } from '../bytes.js';
import { issue, type InputIssue } from './issue.js';
import { codePointLength } from './formats.js';
import { sizeLimitApplies, type InputLimits } from './limits.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './depth.js';

/** Anything §7.2 accepts as input. */
export type RawInput = Record<string, unknown> | URLSearchParams | FormData | null | undefined;

export interface NormalizedInput {
  values: Record<string, unknown>;
  issues: InputIssue[];
}

interface BlobLike {
  arrayBuffer(): Promise<ArrayBuffer>;
  type: string;
}

function isBlob(value: unknown): value is BlobLike {
  return typeof value === 'object' && value !== null && typeof (value as BlobLike).arrayBuffer === 'function';
}

function isFormData(raw: unknown): raw is FormData {
  return typeof FormData !== 'undefined' && raw instanceof FormData;
}

/**
 * Reads any §7.2 input into a plain record. Repeated keys keep the last value;
 * uploaded files (FormData blobs) become base64 data URLs, the `file` wire form.
 */
export async function readInput(raw: RawInput): Promise<Record<string, unknown>> {
  if (raw === null || raw === undefined) return {};
  if (raw instanceof URLSearchParams) return Object.fromEntries(raw);
  if (isFormData(raw)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of raw.entries()) {
      if (isBlob(value)) {
        const bytes = new Uint8Array(await value.arrayBuffer());
        out[key] = `data:${value.type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
      } else out[key] = value;
    }
    return out;
  }
  return raw;
}

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * §7.2 normalization of a record against a tool's parameters: empty strings and
 * nulls become undefined for optional parameters (required ones stay missing),
 * "true"/"false" → booleans, numeric strings → numbers, `json` strings parsed and every
 * `json` value's nesting bounded (`MAX_JSON_DEPTH`, before anything recursive walks it),
 * defaults applied. Only declared parameters are copied, so `__proto__` or any
 * other stray key never reaches a tool; stray keys are reported instead.
 */
export function normalizeValues(parameters: readonly ParameterSchema[], record: unknown, limits?: InputLimits): NormalizedInput {
  const issues: InputIssue[] = [];
  const values: Record<string, unknown> = {};
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    issues.push({ code: 'INVALID_INPUT', message: 'Input must be an object of named parameters' });
    return { values, issues };
  }
  const input = record as Record<string, unknown>;
  for (const param of parameters) {
    let value = Object.prototype.hasOwnProperty.call(input, param.name) ? input[param.name] : undefined;
    if (value === null || value === '') value = undefined;
    if (value !== undefined) value = coerce(param, value, issues, limits);
    if (value === undefined && param.defaultValue !== undefined) {
      const d = param.defaultValue;
      // defaults are shared definition data: hand tools a copy of anything mutable
      value = typeof d === 'object' && d !== null ? structuredClone(d) : d;
    }
    if (value !== undefined) values[param.name] = value;
  }
  const known = namesOf(parameters);
  let unknown: string[] | undefined;
  for (const key of Object.keys(input)) if (!known.has(key)) (unknown ??= []).push(key);
  if (unknown) {
    const names = parameters.map((p) => p.name).join(', ') || 'none';
    issues.push({
      code: 'INVALID_INPUT',
      message: `Unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')}; this tool accepts: ${names}`,
    });
  }
  return { values, issues };
}

/** Parameter names per definition, computed once (definitions are immutable data). */
const names = new WeakMap<readonly ParameterSchema[], ReadonlySet<string>>();

function namesOf(parameters: readonly ParameterSchema[]): ReadonlySet<string> {
  let set = names.get(parameters);
  if (!set) names.set(parameters, (set = new Set(parameters.map((p) => p.name))));
  return set;
}

function coerce(param: ParameterSchema, value: unknown, issues: InputIssue[], limits: InputLimits | undefined): unknown {
  switch (param.type) {
    case 'boolean':
      if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (TRUE.has(v)) return true;
        if (FALSE.has(v)) return false;
      }
      return value;
    case 'number':
      if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
      return value;
    case 'select':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    case 'json':
      return parseJsonParam(param, value, issues, limits);
    default:
      return value;
  }
}

function parseJsonParam(param: ParameterSchema, value: unknown, issues: InputIssue[], limits: InputLimits | undefined): unknown {
  const max = sizeLimitApplies(param, limits) ? param.validation?.maxLength : undefined;
  if (typeof value !== 'string') return checkStructured(param, value, issues, max); // an MCP client or a JSON body sent the value itself
  if (max !== undefined && value.length > max && codePointLength(value) > max) {
    issues.push(issue(param, 'CONSTRAINT_VIOLATION', `must be at most ${max} characters of JSON`));
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    issues.push(issue(param, 'INVALID_INPUT', `is not valid JSON: ${(error as Error).message}`));
    return undefined;
  }
  if (!nestedDeeperThan(parsed)) return parsed;
  issues.push(tooDeep(param));
  return undefined;
}

function tooDeep(param: ParameterSchema): InputIssue {
  return issue(param, 'CONSTRAINT_VIOLATION', `is nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside one another)`);
}

/**
 * A structured value: its depth is bounded before anything recursive walks it (the size check's
 * JSON.stringify included), then its JSON size. Whatever a library caller passes (a cycle, a
 * BigInt, a throwing getter) is an input error, never a throw.
 */
function checkStructured(param: ParameterSchema, value: unknown, issues: InputIssue[], max: number | undefined): unknown {
  try {
    if (nestedDeeperThan(value)) {
      issues.push(tooDeep(param));
      return undefined;
    }
    if (max !== undefined && (JSON.stringify(value)?.length ?? 0) > max) {
      issues.push(issue(param, 'CONSTRAINT_VIOLATION', `must be at most ${max} characters of JSON`));
      return undefined;
    }
    return value;
  } catch (error) {
    issues.push(issue(param, 'INVALID_INPUT', `cannot be read as JSON: ${(error as Error).message}`));
    return undefined;
  }
}
