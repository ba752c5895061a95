import type { DependencyRule, ParameterSchema } from '../types.js';
import { mimeMatches, parseFileValue } from '../file.js';
import { issue, type InputIssue } from './issue.js';
import { isMultipleOf } from './multiple.js';
import { checkColor, checkDate, checkDateTime, checkEmail, checkUrl, codePointLength, codePointsAtLeast } from './formats.js';
import { sizeLimitApplies, type InputLimits } from './limits.js';

const patternCache = new WeakMap<ParameterSchema, RegExp>();
const allowedCache = new WeakMap<ParameterSchema, readonly string[]>();
const NO_RULES: Readonly<NonNullable<ParameterSchema['validation']>> = Object.freeze({});

/** A select's enabled option values, computed once per parameter (definitions are immutable data). */
function allowedOf(param: ParameterSchema): readonly string[] {
  let allowed = allowedCache.get(param);
  if (!allowed) allowedCache.set(param, (allowed = (param.options ?? []).filter((o) => !o.disabled).map((o) => o.value)));
  return allowed;
}

function patternOf(param: ParameterSchema, source: string): RegExp {
  let re = patternCache.get(param);
  if (!re) {
    re = new RegExp(source, 'u');
    patternCache.set(param, re);
  }
  return re;
}

function looselyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const primitive = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
  return primitive(a) && primitive(b) && String(a) === String(b);
}

function ruleHolds(rule: DependencyRule, values: Record<string, unknown>): boolean {
  const actual = values[rule.field];
  switch (rule.condition) {
    case 'equals':
      return looselyEqual(actual, rule.value);
    case 'notEquals':
      return !looselyEqual(actual, rule.value);
    case 'contains':
      if (typeof actual === 'string') return actual.includes(String(rule.value));
      if (Array.isArray(actual)) return actual.some((x) => looselyEqual(x, rule.value));
      return false;
    case 'exists':
      return actual !== undefined && actual !== null && actual !== '' && actual !== false;
  }
}

/** §6.5: a parameter whose `dependsOn` rules do not all hold is inactive (hidden, not required). */
export function isParameterActive(param: ParameterSchema, values: Record<string, unknown>): boolean {
  return !param.dependsOn || param.dependsOn.every((rule) => ruleHolds(rule, values));
}

/** §6.3 validation of normalized values. Returns every issue found (empty when valid). */
export function validateValues(parameters: readonly ParameterSchema[], values: Record<string, unknown>, limits?: InputLimits): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const param of parameters) {
    const value = values[param.name];
    if (value === undefined) {
      if (param.required && isParameterActive(param, values))
        issues.push(issue(param, 'MISSING_REQUIRED', 'is required'));
      continue;
    }
    const problem = checkValue(param, value, limits);
    if (problem) issues.push(problem);
  }
  return issues;
}

function typeError(param: ParameterSchema, expected: string, value: unknown): InputIssue {
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return issue(param, 'TYPE_ERROR', `must be ${expected}, got ${got}`);
}

/** Checks one value against its parameter; undefined when it is valid. `limits` as in `prepareValues`. */
export function checkValue(param: ParameterSchema, value: unknown, limits?: InputLimits): InputIssue | undefined {
  const v = param.validation ?? NO_RULES;
  switch (param.type) {
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return typeError(param, 'a number', value);
      if (!Number.isFinite(value)) return issue(param, 'CONSTRAINT_VIOLATION', 'must be a finite number');
      if (v.min !== undefined && value < v.min) return issue(param, 'CONSTRAINT_VIOLATION', `must be at least ${v.min}`);
      if (v.max !== undefined && value > v.max) return issue(param, 'CONSTRAINT_VIOLATION', `must be at most ${v.max}`);
      if (v.step !== undefined && v.step > 0 && !isMultipleOf(value, v.step))
        return issue(param, 'CONSTRAINT_VIOLATION', v.step === 1 ? 'must be a whole number' : `must be a multiple of ${v.step}`);
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : typeError(param, 'true or false', value);
    case 'json':
      if (Array.isArray(value)) {
        if (v.minItems !== undefined && value.length < v.minItems)
          return issue(param, 'CONSTRAINT_VIOLATION', `must have at least ${v.minItems} items`);
        if (v.maxItems !== undefined && value.length > v.maxItems)
          return issue(param, 'CONSTRAINT_VIOLATION', `must have at most ${v.maxItems} items`);
      }
      return undefined;
    case 'select': {
      if (typeof value !== 'string') return typeError(param, 'a string', value);
      const allowed = allowedOf(param);
      if (!allowed.includes(value))
        return issue(param, 'CONSTRAINT_VIOLATION', `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')} (got ${JSON.stringify(value)})`);
      return undefined;
    }
    default: {
      if (typeof value !== 'string') return typeError(param, 'a string', value);
      return checkString(param, value, limits);
    }
  }
}

function checkString(param: ParameterSchema, value: string, limits: InputLimits | undefined): InputIssue | undefined {
  const v = param.validation ?? NO_RULES;
  if (param.type === 'file') return checkFile(param, value, limits);
  // lengths count code points, but UTF-16 units bound them: a scan only when the units cannot decide
  if (v.minLength !== undefined && !codePointsAtLeast(value, v.minLength))
    return issue(param, 'CONSTRAINT_VIOLATION', `must be at least ${v.minLength} characters`);
  if (v.maxLength !== undefined && value.length > v.maxLength && sizeLimitApplies(param, limits) && codePointLength(value) > v.maxLength)
    return issue(param, 'CONSTRAINT_VIOLATION', `must be at most ${v.maxLength} characters (got ${codePointLength(value)})`);
  const format =
    param.type === 'date'
      ? checkDate(value)
      : param.type === 'datetime'
        ? checkDateTime(value)
        : param.type === 'color'
          ? checkColor(value)
          : param.type === 'url'
            ? checkUrl(value)
            : param.type === 'email'
              ? checkEmail(value)
              : undefined;
  if (format) return issue(param, 'INVALID_INPUT', format);
  if (v.pattern !== undefined && !patternOf(param, v.pattern).test(value))
    return issue(param, 'CONSTRAINT_VIOLATION', `does not match the pattern ${v.pattern}`);
  return undefined;
}

function checkFile(param: ParameterSchema, value: string, limits: InputLimits | undefined): InputIssue | undefined {
  const v = param.validation ?? NO_RULES;
  const file = parseFileValue(value);
  if ('error' in file) return issue(param, 'INVALID_INPUT', file.error);
  if (v.maxSize !== undefined && file.size > v.maxSize && sizeLimitApplies(param, limits))
    return issue(param, 'CONSTRAINT_VIOLATION', `is ${file.size} bytes; the limit is ${v.maxSize} bytes`);
  if (v.accept?.length && !mimeMatches(file.mimeType, v.accept))
    return issue(param, 'CONSTRAINT_VIOLATION', `has type ${file.mimeType}; accepted: ${v.accept.join(', ')}`);
  return undefined;
}
