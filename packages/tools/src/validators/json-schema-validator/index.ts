import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { Ajv as Ajv07, type AnySchema, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport, { type FormatsPlugin } from 'ajv-formats';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import { LineIndex } from '../../_shared/line-index.js';
import definition from './definition.js';
import { useExactMultipleOf } from './exact-multiple-of.js';

// ajv-formats ships CommonJS: under NodeNext its default import may be the module object
const addFormats = ((addFormatsImport as unknown as { default?: FormatsPlugin }).default ?? addFormatsImport) as unknown as FormatsPlugin;

type Draft = '2020-12' | '2019-09' | 'draft-07' | 'draft-06' | 'draft-04';
type AjvInstance = Ajv07 | Ajv2019 | Ajv2020;

const META: Record<Draft, string> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  'draft-06': 'http://json-schema.org/draft-06/schema#',
  'draft-04': 'http://json-schema.org/draft-04/schema#',
};
const DRAFT_NAME: Record<Draft, string> = { '2020-12': 'draft 2020-12', '2019-09': 'draft 2019-09', 'draft-07': 'draft-07', 'draft-06': 'draft-06', 'draft-04': 'draft-04' };
const MAX_LISTED = 1000;
const MAX_UNKNOWN_FORMATS = 100;

interface ErrorOut {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
  line: number;
  column: number;
}

interface Output {
  valid: boolean;
  summary: string;
  draft: Draft;
  errorCount: number;
  errors: ErrorOut[];
  schemaWarnings: string[];
}

class Refusal extends Error {}

/** The draft a $schema URI names, undefined for an unknown URI. */
function draftOf(uri: string): Draft | undefined {
  const m = /^https?:\/\/json-schema\.org\/(draft-0[4-7]|draft\/2019-09|draft\/2020-12)\/schema#?$/.exec(uri.trim());
  if (!m) return /^https?:\/\/json-schema\.org\/schema#?$/.test(uri.trim()) ? '2020-12' : undefined;
  const name = m[1]!.replace('draft/', '');
  return name === 'draft-05' ? undefined : (name as Draft);
}

/** Keywords only older drafts use, which make a schema without $schema look like draft-07. */
function looksLikeDraft07(schema: unknown): string | undefined {
  const stack: unknown[] = [schema];
  let seen = 0;
  while (stack.length && seen++ < 200_000) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node.slice(0, 10_000));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (Array.isArray(o.items)) return '"items" is an array (draft 2020-12 uses "prefixItems")';
      if ('additionalItems' in o && !('prefixItems' in o)) return '"additionalItems" is used';
      if (o.dependencies && typeof o.dependencies === 'object' && !Array.isArray(o.dependencies)) return '"dependencies" is used';
      for (const value of Object.values(o)) if (value && typeof value === 'object') stack.push(value);
    }
  }
  return undefined;
}

/**
 * Rewrites the draft-04 keywords whose meaning changed in draft-06 (id → $id,
 * boolean exclusiveMaximum/exclusiveMinimum → numbers) in every subschema, so
 * the schema can be checked with draft-07 rules.
 */
function fromDraft04(schema: unknown): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const s = schema as Record<string, unknown>;
  if (typeof s.id === 'string' && !('$id' in s)) {
    s.$id = s.id;
    delete s.id;
  }
  for (const [flag, bound] of [['exclusiveMaximum', 'maximum'], ['exclusiveMinimum', 'minimum']] as const) {
    if (s[flag] === true && typeof s[bound] === 'number') {
      s[flag] = s[bound];
      delete s[bound];
    } else if (typeof s[flag] === 'boolean') delete s[flag];
  }
  for (const key of ['properties', 'patternProperties', 'definitions', 'dependencies'])
    if (s[key] && typeof s[key] === 'object') for (const sub of Object.values(s[key] as object)) fromDraft04(sub);
  for (const key of ['items', 'allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) fromDraft04(sub);
  for (const key of ['items', 'additionalItems', 'additionalProperties', 'not']) if (!Array.isArray(s[key])) fromDraft04(s[key]);
}

function createAjv(draft: Draft, strict: boolean, validateFormats: boolean, warnings: string[]): AjvInstance {
  const options: Options = {
    allErrors: true,
    strictSchema: strict ? true : 'log',
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    validateFormats,
    logger: { log: () => undefined, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: (...args: unknown[]) => warnings.push(args.join(' ')) },
  };
  const Class = draft === '2020-12' ? Ajv2020 : draft === '2019-09' ? Ajv2019 : Ajv07;
  const ajv: AjvInstance = new Class(options);
  addFormats(ajv);
  useExactMultipleOf(ajv);
  return ajv;
}

/** The node a JSON Pointer designates (for objects with repeated keys, the last one, as JSON.parse keeps). */
function nodeAt(root: Node, pointer: string): Node | undefined {
  if (pointer === '') return root;
  let node: Node | undefined = root;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node) return undefined;
    if (node.type === 'object') {
      const property: Node | undefined = node.children?.findLast((p) => p.children?.[0]?.value === segment);
      node = property?.children?.[1];
    } else if (node.type === 'array') node = node.children?.[Number(segment)];
    else return undefined;
  }
  return node;
}

function propertyKey(object: Node | undefined, name: string): Node | undefined {
  return object?.type === 'object' ? object.children?.findLast((p) => p.children?.[0]?.value === name)?.children?.[0] : undefined;
}

const jsType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Ajv's message, made specific where Ajv leaves the detail in params. */
function humanMessage(error: ErrorObject, value: unknown): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `must not have the additional property ${show(p.additionalProperty)}`;
    case 'unevaluatedProperties':
      return `must not have the unevaluated property ${show(p.unevaluatedProperty)}`;
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const listed = allowed.slice(0, 10).map(show).join(', ');
      return `must be one of ${listed}${allowed.length > 10 ? `, … (${allowed.length} values)` : ''}`;
    }
    case 'const':
      return `must be ${show(p.allowedValue)}`;
    case 'type':
      return `${error.message} (it is ${jsType(value)})`;
    case 'false schema':
      return 'is not allowed here (the schema is false)';
    case 'propertyNames':
      return `property name ${show(p.propertyName)} is invalid`;
    default:
      return error.message ?? error.keyword;
  }
}

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  if (pointer === '') return value;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

export default defineTool<typeof definition, Output>(definition, (params) => {
  const schemaText = params.schema;
  const dataText = params.data;
  const parsedSchema = parseJsonText(schemaText);
  if (!parsedSchema.ok) return failure('INVALID_INPUT', `The schema is not valid JSON: line ${parsedSchema.line}, column ${parsedSchema.column}: ${parsedSchema.message}`);
  const parsedData = parseJsonText(dataText);
  // nesting beyond what the parser takes is this tool's limit, not a verdict on the data
  if (!parsedData.ok && parsedData.message.startsWith('nested too deeply')) return failure('INVALID_INPUT', `The data is ${parsedData.message}`);
  const schema: unknown = JSON.parse(schemaText);
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    return failure('INVALID_INPUT', `A JSON Schema must be an object (or true/false), but the schema is ${Array.isArray(schema) ? 'an array' : schema === null ? 'null' : `a ${typeof schema}`}`);

  const notes: string[] = [];
  const ajvWarnings: string[] = [];
  const object = typeof schema === 'object' ? (schema as Record<string, unknown>) : undefined;
  const declared = typeof object?.$schema === 'string' ? object.$schema : undefined;
  const declaredDraft = declared === undefined ? undefined : draftOf(declared);
  let draft: Draft;
  if (params.draft !== 'auto') {
    draft = params.draft;
    if (declared !== undefined && declaredDraft !== draft) notes.push(`The schema declares $schema ${JSON.stringify(declared)}; it was checked as ${DRAFT_NAME[draft]} as asked.`);
  } else if (declared !== undefined) {
    if (declaredDraft) draft = declaredDraft;
    else {
      draft = '2020-12';
      notes.push(`Unknown $schema ${JSON.stringify(declared)}: the schema was checked as draft 2020-12.`);
    }
  } else {
    const old = looksLikeDraft07(schema);
    draft = old ? 'draft-07' : '2020-12';
    if (old) notes.push(`The schema has no $schema and ${old}, so it was checked as draft-07; add "$schema" to choose the draft.`);
  }

  // the dialect Ajv runs: draft-06 and draft-04 are checked with draft-07 rules
  let engine: Draft = draft;
  if (draft === 'draft-06' || draft === 'draft-04') {
    engine = 'draft-07';
    if (draft === 'draft-04') fromDraft04(object);
    notes.push(`${DRAFT_NAME[draft]} is checked with draft-07 rules${draft === 'draft-04' ? ' after rewriting id → $id and boolean exclusiveMinimum/exclusiveMaximum' : ''} (draft-07 only adds keywords).`);
  }
  if (object) object.$schema = META[engine];

  const ajv = createAjv(engine, params.strict, params.validateFormats, ajvWarnings);
  const schemaIndex = new LineIndex(schemaText);

  // the schema itself, against its meta-schema
  const id = typeof object?.$id === 'string' ? object.$id : undefined;
  let standard: ValidateFunction | undefined;
  try {
    standard = id !== undefined ? ajv.getSchema(id) : undefined;
  } catch (error) {
    return failure('INVALID_INPUT', `The schema's $id ${JSON.stringify(id)} is not a usable URI: ${error instanceof Error ? error.message : String(error)}`);
  }
  let validate: ValidateFunction;
  if (standard) {
    validate = standard;
    notes.push(`The schema's $id ${JSON.stringify(id)} is a standard meta-schema: the built-in copy was used.`);
  } else {
    let schemaValid: boolean;
    try {
      schemaValid = ajv.validateSchema(schema as AnySchema) as boolean;
    } catch (error) {
      return failure('INVALID_INPUT', `The schema cannot be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!schemaValid) {
      const seen = new Set<string>();
      const problems: string[] = [];
      for (const e of ajv.errors ?? []) {
        if (seen.has(e.instancePath) || problems.length >= 3) continue;
        seen.add(e.instancePath);
        const node = nodeAt(parsedSchema.json.root, e.instancePath);
        const where = node ? schemaIndex.position(node.offset) : { line: 1, column: 1 };
        problems.push(`${e.instancePath || '(root)'} (line ${where.line}, column ${where.column}): ${humanMessage(e, valueAt(schema, e.instancePath))}`);
      }
      const hint = draft === '2020-12' && looksLikeDraft07(schema) && declared === undefined ? ' If it was written for draft-07, add "$schema": "http://json-schema.org/draft-07/schema#".' : '';
      return failure('INVALID_INPUT', `The schema is not a valid ${DRAFT_NAME[draft]} schema: ${problems.join('; ')}.${hint}`);
    }
    let compiled: ValidateFunction | undefined;
    for (let attempt = 0; !compiled; attempt++) {
      try {
        compiled = ajv.compile(schema as AnySchema);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const format = /^unknown format "(.*)" ignored in schema at path "(.*)"$/.exec(message);
        if (format && params.strict) return failure('INVALID_INPUT', `The schema uses the unknown format "${format[1]}" (at ${format[2]}); turn off "strict" to accept it unchecked`);
        if (format && attempt < MAX_UNKNOWN_FORMATS) {
          // an unknown format is an annotation: accept any value, and say so
          ajv.addFormat(format[1]!, true);
          ajvWarnings.push(`Unknown format "${format[1]}" (at ${format[2]}) is not checked`);
          continue;
        }
        const missing = (error as { missingRef?: string }).missingRef;
        if (missing !== undefined)
          return failure(
            'INVALID_INPUT',
            /^[a-z][a-z0-9+.-]*:/i.test(missing) && !missing.startsWith('#')
              ? `The schema's $ref ${JSON.stringify(missing)} cannot be resolved: remote schemas are never fetched. Copy the referenced schema under "$defs" (or "definitions") and point the $ref at it.`
              : `The schema's $ref ${JSON.stringify(missing)} points to nothing in the schema; check the JSON Pointer after # (e.g. #/$defs/name).`,
          );
        if (error instanceof RangeError) return failure('INVALID_INPUT', 'The schema is nested too deeply to compile');
        if (error instanceof SyntaxError && /regular expression/i.test(message))
          return failure('INVALID_INPUT', `The schema has an invalid "pattern" or "patternProperties" regular expression (ECMAScript syntax with the u flag): ${message}`);
        return failure('INVALID_INPUT', `The schema cannot be used: ${message.replace(/^strict mode: /, 'strict mode (turn off "strict" to allow it): ')}`);
      }
    }
    validate = compiled;
  }

  const tidy = (w: string) => {
    const keyword = /^strict mode: unknown keyword: "(.*)"$/.exec(w);
    return keyword ? `Unknown keyword "${keyword[1]}" is ignored (check its spelling; set strict to reject unknown keywords)` : w.replace(/^strict mode: /, 'Ignored: ');
  };
  const schemaWarnings = [...new Set([...notes, ...ajvWarnings.map(tidy)])];
  // the schema is usable: data that is not JSON is the verdict (invalid, with the parser's position), not an error
  if (!parsedData.ok) {
    const { message, line, column } = parsedData;
    return success<Output>({
      valid: false,
      summary: `Invalid: the data is not JSON.\n(line ${line}, column ${column}): ${message}`,
      draft,
      errorCount: 1,
      errors: [{ instancePath: '', schemaPath: '', keyword: 'syntax', message: `not valid JSON: ${message}`, params: {}, line, column }],
      schemaWarnings,
    });
  }
  const data: unknown = JSON.parse(dataText);
  const valid = validate(data) as boolean;
  const all = valid ? [] : (validate.errors ?? []);
  const dataIndex = new LineIndex(dataText);
  const root = parsedData.json.root;
  const located = all.map((e, order) => {
    const p = e.params as Record<string, unknown>;
    const target = nodeAt(root, e.instancePath);
    const keyName = e.keyword === 'additionalProperties' ? p.additionalProperty : e.keyword === 'unevaluatedProperties' ? p.unevaluatedProperty : e.keyword === 'propertyNames' ? p.propertyName : undefined;
    const node = (typeof keyName === 'string' ? propertyKey(target, keyName) : undefined) ?? target ?? root;
    return { error: e, node, order };
  });
  // in document order (Ajv's order follows the schema), then as Ajv found them
  located.sort((a, b) => a.node.offset - b.node.offset || a.order - b.order);
  const errors: ErrorOut[] = located.slice(0, MAX_LISTED).map(({ error: e, node }) => ({
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    keyword: e.keyword,
    message: humanMessage(e, valueAt(data, e.instancePath)),
    params: e.params as Record<string, unknown>,
    ...dataIndex.position(node.offset),
  }));
  let summary: string;
  if (valid) summary = `Valid: the data matches the schema (${DRAFT_NAME[draft]}).`;
  else {
    const lines = errors.slice(0, 5).map((e) => `${e.instancePath || '(root)'} (line ${e.line}, column ${e.column}): ${e.message}`);
    summary = `Invalid: ${all.length} error${all.length === 1 ? '' : 's'} against the ${DRAFT_NAME[draft]} schema.\n${lines.join('\n')}${all.length > 5 ? `\n… and ${all.length - 5} more` : ''}`;
  }
  const result = success<Output>({ valid, summary, draft, errorCount: all.length, errors, schemaWarnings });
  return all.length > MAX_LISTED ? withWarnings(result, [`Only the first ${MAX_LISTED} of ${all.length} errors are listed.`]) : result;
});
