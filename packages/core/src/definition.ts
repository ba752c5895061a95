import type { Tool, ToolDefinition, ToolFunction, ToolSpec } from './types.js';
import type { TypedToolFunction, TypedToolStream } from './params.js';
import type { ToolStream } from './stream.js';
import { CATEGORIES, FIELD_TYPES } from './types.js';
import { checkValue } from './input/validate.js';
import { prepareValues } from './input/prepare.js';
import { DISPLAY_KINDS } from './display.js';
import { isInputKind } from './kinds.js';
import { mainInputParameter } from './display.js';

/** The keys of a CTP definition, in the order documents emit them. */
const CTP_KEYS = [
  'id', 'name', 'description', 'category', 'tags', 'method', 'parameters', 'outputDescription',
  'example', 'version', 'icon', 'keywords', 'relatedTools', 'aiInstructions', 'executionMode',
  'rateLimit', 'requiresAuth', 'deprecated', 'deprecationMessage',
] as const satisfies readonly (keyof ToolDefinition)[];
const EXTENSION_KEYS = ['outputSchema', 'annotations', 'primaryOutput', 'timeoutMs', 'isolate', 'cost', 'display', 'live', 'mainInput', 'handles', 'featured', 'stream', 'requiresNode'] as const;
const KNOWN_KEYS = new Set<string>([...CTP_KEYS, ...EXTENSION_KEYS]);

const PARAM_KEYS = new Set([
  'name', 'type', 'label', 'description', 'required', 'defaultValue', 'placeholder', 'options',
  'validation', 'dependsOn', 'group', 'order', 'hidden', 'aiHint',
]);
const VALIDATION_KEYS = new Set([
  'minLength', 'maxLength', 'pattern', 'min', 'max', 'step', 'minItems', 'maxItems', 'accept', 'maxSize', 'custom',
]);
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PARAM_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
/** Names that would shadow Object.prototype members in a parameter record. */
const RESERVED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
/** Types whose values are free text: each must bound its length (hostile input). */
const UNBOUNDED_TEXT = new Set(['text', 'textarea', 'json']);

/** Strips this implementation's extensions: exactly what `tool-definition.schema.json` allows. */
export function toCtpDefinition(spec: ToolSpec): ToolDefinition {
  const out: Record<string, unknown> = {};
  for (const key of CTP_KEYS) if (spec[key] !== undefined) out[key] = spec[key];
  return out as unknown as ToolDefinition;
}

function len(value: unknown): number {
  return typeof value === 'string' ? [...value].length : -1;
}

/**
 * Checks a definition against spec §5.3, the reference schema's bounds, and this
 * project's rules (bounded text, output schema, stated idempotency for
 * generators). Returns every problem found; empty means valid.
 */
export function checkDefinition(spec: ToolSpec): string[] {
  const p: string[] = [];
  const s = spec as unknown as Record<string, unknown>;
  for (const key of Object.keys(s)) if (!KNOWN_KEYS.has(key)) p.push(`unknown field "${key}"`);

  if (typeof spec.id !== 'string' || !ID.test(spec.id)) p.push(`id must match ${ID.source}`);
  else if (spec.id.length > 40) p.push('id must be at most 40 characters (MCP hosts prefix names; 64 is their limit)');
  const bounded = (key: string, min: number, max: number) => {
    const n = len(s[key]);
    if (n < min || n > max) p.push(`${key} must be a string of ${min}–${max} characters`);
  };
  bounded('name', 1, 50);
  bounded('description', 1, 500);
  bounded('outputDescription', 1, 200);
  if (spec.aiInstructions !== undefined) bounded('aiInstructions', 1, 1000);
  if (!CATEGORIES.includes(spec.category)) p.push(`category must be one of ${CATEGORIES.join(', ')}`);
  if (spec.method !== 'GET' && spec.method !== 'POST') p.push('method must be GET or POST');
  if (spec.executionMode !== undefined && !['client', 'server', 'hybrid'].includes(spec.executionMode))
    p.push('executionMode must be client, server or hybrid');
  if (spec.version !== undefined && !/^\d+\.\d+\.\d+$/.test(spec.version)) p.push('version must be x.y.z');

  if (!Array.isArray(spec.tags) || spec.tags.length === 0) p.push('at least one tag is required');
  else {
    for (const tag of spec.tags) {
      if (typeof tag !== 'string' || tag.length < 1 || tag.length > 30) p.push(`tag ${JSON.stringify(tag)} must be 1–30 characters`);
      else if (tag !== tag.toLowerCase()) p.push(`tag "${tag}" must be lowercase`);
    }
    if (new Set(spec.tags).size !== spec.tags.length) p.push('tags must be unique');
  }
  if (spec.keywords && new Set(spec.keywords).size !== spec.keywords.length) p.push('keywords must be unique');
  for (const related of spec.relatedTools ?? []) if (!ID.test(related)) p.push(`relatedTools entry "${related}" is not a tool id`);
  if (spec.rateLimit) {
    const { requests, window } = spec.rateLimit;
    if (requests !== undefined && !(Number.isInteger(requests) && requests >= 1)) p.push('rateLimit.requests must be an integer ≥ 1');
    if (window !== undefined && !(Number.isInteger(window) && window >= 1)) p.push('rateLimit.window must be an integer ≥ 1 (seconds)');
  }
  if (spec.timeoutMs !== undefined && !(spec.timeoutMs > 0)) p.push('timeoutMs must be positive');
  if (spec.cost !== undefined && spec.cost !== 'linear' && spec.cost !== 'heavy') p.push('cost must be "linear" or "heavy"');
  if (spec.cost !== undefined && spec.isolate) p.push('cost has no effect on an isolate tool (every call already runs in the worker pool): remove it');
  if (spec.requiresNode !== undefined && spec.requiresNode !== true) p.push('requiresNode is true or absent');
  if (spec.requiresNode && spec.executionMode !== 'server') p.push('requiresNode needs executionMode "server" (browsers have no Node.js APIs)');

  if (!Array.isArray(spec.parameters)) p.push('parameters must be an array');
  else checkParameters(spec, p);

  checkOutput(spec, p);
  if (spec.category === 'generators' && spec.annotations?.idempotentHint === undefined)
    p.push('generators must state annotations.idempotentHint (false when output is random)');
  return p;
}

function checkParameters(spec: ToolSpec, p: string[]): void {
  const names = new Set<string>();
  for (const param of spec.parameters) {
    const where = `parameter "${param.name}"`;
    for (const key of Object.keys(param)) if (!PARAM_KEYS.has(key)) p.push(`${where}: unknown field "${key}"`);
    if (typeof param.name !== 'string' || !PARAM_NAME.test(param.name) || param.name.length > 50)
      p.push(`${where}: name must match ${PARAM_NAME.source} (≤ 50)`);
    if (RESERVED_NAMES.has(param.name)) p.push(`${where}: name is reserved (Object.prototype member)`);
    if (names.has(param.name)) p.push(`${where}: duplicate name`);
    names.add(param.name);
    if (!FIELD_TYPES.includes(param.type)) p.push(`${where}: type must be one of ${FIELD_TYPES.join(', ')}`);
    if (len(param.label) < 1 || len(param.label) > 50) p.push(`${where}: label must be 1–50 characters`);
    if (len(param.description) < 1 || len(param.description) > 200) p.push(`${where}: description must be 1–200 characters`);
    if (typeof param.required !== 'boolean') p.push(`${where}: required must be a boolean`);
    if (param.placeholder !== undefined && len(param.placeholder) > 100) p.push(`${where}: placeholder must be ≤ 100 characters`);
    if (param.aiHint !== undefined && len(param.aiHint) > 200) p.push(`${where}: aiHint must be ≤ 200 characters`);
    if (param.order !== undefined && !(Number.isInteger(param.order) && param.order >= 0)) p.push(`${where}: order must be an integer ≥ 0`);
    const v = param.validation ?? {};
    for (const key of Object.keys(v)) if (!VALIDATION_KEYS.has(key)) p.push(`${where}: unknown validation "${key}"`);
    if (v.custom !== undefined) p.push(`${where}: validation.custom is an expression and is never evaluated (no eval); use pattern or the tool function`);
    if (v.pattern !== undefined) {
      try {
        new RegExp(v.pattern, 'u');
      } catch {
        p.push(`${where}: pattern does not compile`);
      }
    }
    if (v.min !== undefined && v.max !== undefined && v.min > v.max) p.push(`${where}: min > max`);
    if (v.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength) p.push(`${where}: minLength > maxLength`);
    if (v.step !== undefined && !(v.step > 0)) p.push(`${where}: step must be positive`);
    if (UNBOUNDED_TEXT.has(param.type) && v.maxLength === undefined) p.push(`${where}: ${param.type} parameters must set validation.maxLength`);
    if (param.type === 'file' && v.maxSize === undefined) p.push(`${where}: file parameters must set validation.maxSize`);
    if (param.type === 'select') {
      const values = (param.options ?? []).map((o) => o.value);
      if (values.length === 0) p.push(`${where}: select needs options`);
      if (new Set(values).size !== values.length) p.push(`${where}: option values must be unique`);
    } else if (param.options !== undefined) p.push(`${where}: options are only for select parameters`);
    if (param.defaultValue !== undefined) {
      const bad = checkValue(param, param.defaultValue);
      if (bad) p.push(`${where}: defaultValue is invalid: ${bad.message}`);
      if (param.required) p.push(`${where}: a required parameter with a default is never missing; make it optional`);
    }
  }
  for (const param of spec.parameters) {
    if (param.dependsOn !== undefined && !Array.isArray(param.dependsOn)) {
      p.push(`parameter "${param.name}": dependsOn must be an array of { field, condition, value? } rules`);
      continue;
    }
    for (const rule of param.dependsOn ?? []) {
      if (!names.has(rule.field) || rule.field === param.name)
        p.push(`parameter "${param.name}": dependsOn refers to unknown field "${rule.field}"`);
    }
  }
}

function checkOutput(spec: ToolSpec, p: string[]): void {
  const schema = spec.outputSchema as Record<string, unknown> | undefined;
  if (!schema || typeof schema !== 'object') {
    p.push('outputSchema is required (JSON Schema of data)');
    return;
  }
  if (schema.type !== 'object') p.push('outputSchema must have type "object" (MCP structuredContent is an object)');
  const props = (schema.properties ?? {}) as Record<string, unknown>;
  if (spec.primaryOutput !== undefined && !Object.hasOwn(props, spec.primaryOutput))
    p.push(`primaryOutput "${spec.primaryOutput}" is not a property of outputSchema`);
  checkDisplay(spec, props, p);
  if (!spec.example || typeof spec.example !== 'object') {
    p.push('example is required');
    return;
  }
  try {
    const prepared = prepareValues(spec.parameters ?? [], spec.example.input);
    if (!prepared.ok) p.push(`example.input is invalid: ${prepared.failure.error}`);
  } catch (error) {
    p.push(`example.input could not be checked: ${(error as Error).message}`);
  }
  if (spec.example.output === undefined) p.push('example.output is required');
}

const TEXT_LIKE = new Set(['text', 'textarea', 'json', 'file']);

/** The UI extensions: display hints name real output fields and parameters, kinds are known. */
function checkDisplay(spec: ToolSpec, props: Record<string, unknown>, p: string[]): void {
  for (const [key, hint] of Object.entries(spec.display ?? {})) {
    const where = `display "${key}"`;
    if (!Object.hasOwn(props, key)) p.push(`${where}: not a property of outputSchema`);
    const as = typeof hint === 'string' ? hint : hint?.as;
    if (!(DISPLAY_KINDS as readonly string[]).includes(as as string)) p.push(`${where}: must be one of ${DISPLAY_KINDS.join(', ')}`);
    if (typeof hint !== 'object' || hint === null) continue;
    for (const field of ['mediaTypeField', 'extensionField'] as const) {
      const name = hint[field];
      if (name !== undefined && !Object.hasOwn(props, name)) p.push(`${where}: ${field} "${name}" is not a property of outputSchema`);
    }
    if (as === 'matches' && !spec.parameters?.some((param) => param.name === hint.textParameter))
      p.push(`${where}: matches need textParameter, the parameter whose text they index`);
  }
  if (spec.mainInput !== undefined) {
    const param = spec.parameters?.find((x) => x.name === spec.mainInput);
    if (!param) p.push(`mainInput "${spec.mainInput}" is not a parameter`);
    else if (!TEXT_LIKE.has(param.type)) p.push(`mainInput "${spec.mainInput}" must be a text, textarea, json or file parameter`);
  }
  for (const handler of spec.handles ?? []) {
    if (!isInputKind(handler?.kind)) p.push(`handles: unknown input kind ${JSON.stringify(handler?.kind)}`);
    else if (handler.input !== undefined && !spec.parameters?.some((param) => param.name === handler.input && param.type !== 'boolean'))
      p.push(`handles "${handler.kind}": input "${handler.input}" is not a parameter that takes text`);
    else if (handler.params !== undefined) {
      const prepared = prepareValues(spec.parameters ?? [], { ...spec.example?.input, ...handler.params });
      if (!prepared.ok) p.push(`handles "${handler.kind}": params are invalid: ${prepared.failure.error}`);
    }
  }
  for (const key of ['live', 'featured'] as const)
    if (spec[key] !== undefined && typeof spec[key] !== 'boolean') p.push(`${key} must be a boolean`);
  if (spec.stream !== undefined) checkStream(spec, p);
}

/** The stream extension: it streams the main input, and its conditions name real parameter values. */
function checkStream(spec: ToolSpec, p: string[]): void {
  const stream = spec.stream!;
  const main = mainInputParameter(spec);
  if (typeof stream !== 'object' || stream === null) {
    p.push('stream must be an object { parameter, input, output, when? }');
    return;
  }
  for (const key of Object.keys(stream)) if (!['parameter', 'input', 'output', 'when'].includes(key)) p.push(`stream: unknown field "${key}"`);
  if (!main || stream.parameter !== main.name) p.push(`stream.parameter must be the main input (${main ? `"${main.name}"` : 'none'}): stdin and --file fill it`);
  else if (main.type === 'file' || main.type === 'json') p.push(`stream.parameter "${main.name}" must be a text or textarea parameter`);
  if (stream.input !== 'bytes' && stream.input !== 'text') p.push('stream.input must be "bytes" or "text"');
  if (stream.output !== 'primary' && stream.output !== 'none') p.push('stream.output must be "primary" or "none"');
  if (stream.output === 'primary' && spec.primaryOutput === undefined) p.push('stream.output "primary" needs primaryOutput');
  for (const [name, allowed] of Object.entries(stream.when ?? {})) {
    const param = spec.parameters?.find((x) => x.name === name);
    if (!param || name === stream.parameter) {
      p.push(`stream.when: "${name}" is not another parameter`);
      continue;
    }
    if (!Array.isArray(allowed) || allowed.length === 0) p.push(`stream.when "${name}": list the values the stream handles`);
    else for (const value of allowed) if (checkValue(param, value)) p.push(`stream.when "${name}": ${JSON.stringify(value)} is not a value of the parameter`);
  }
}

/** Thrown by defineTool for a definition that fails the checker. */
export class ToolDefinitionError extends Error {
  constructor(
    readonly toolId: string,
    readonly problems: string[],
  ) {
    super(`Invalid tool definition "${toolId}":\n- ${problems.join('\n- ')}`);
    this.name = 'ToolDefinitionError';
  }
}

/** Identity with types: lets a definition file stay pure data. */
export function defineDefinition<const S extends ToolSpec>(spec: S): S {
  return spec;
}

/**
 * Binds a definition to its one function, checking the definition first. The function's
 * parameters are typed from the definition (see ToolParams): names, field types, select
 * options and presence. `T` (the data type) is never inferred from the function: branches
 * of one tool may return differently shaped data (its outputSchema says which), and
 * inference would pick the first. Pass it explicitly (`defineTool<typeof definition, Data>`)
 * to have returns checked.
 */
export function defineTool<const S extends ToolSpec, T = unknown>(
  spec: S,
  run: TypedToolFunction<S, NoInfer<T>>,
  implementations: { stream?: TypedToolStream<S, NoInfer<T>> } = {},
): Tool<T> {
  const problems = checkDefinition(spec);
  if ((spec.stream !== undefined) !== (implementations.stream !== undefined))
    problems.push(spec.stream ? 'the definition declares stream: pass its implementation (defineTool(definition, run, { stream }))' : 'a stream implementation needs the stream extension in the definition');
  if (problems.length > 0) throw new ToolDefinitionError(String(spec.id), problems);
  // the runtime hands the function exactly the normalized, validated record ToolParams<S> describes
  const tool: Tool<T> = { definition: spec, run: run as unknown as ToolFunction<T> };
  if (implementations.stream) (tool as { stream?: ToolStream<T> }).stream = implementations.stream as unknown as ToolStream<T>;
  return Object.freeze(tool);
}
