/**
 * Checks the official schemas cannot express: unique operationIds, path
 * template parameters declared (and declared ones used), equivalent paths,
 * local $refs that resolve, and security requirements naming defined schemes.
 */
import type { Spec } from './schema-errors.js';

export interface SemanticError {
  segments: string[];
  message: string;
}

export interface SemanticResult {
  errors: SemanticError[];
  externalRefs: number;
  pathCount: number;
  operationCount: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The value a local "#/a/b" reference points at, or undefined. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node = root;
  for (const raw of ref.slice(2).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(segment)) node = node[Number(segment)];
    else if (isObj(node)) node = own(node, segment);
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows local $refs (a few hops) to the object they name. */
function deref(root: unknown, value: unknown): unknown {
  for (let hops = 0; hops < 10 && isObj(value) && typeof own(value, '$ref') === 'string'; hops++) value = resolvePointer(root, own(value, '$ref') as string);
  return value;
}

/** Keys whose values are data, not OpenAPI objects (also extensions x-…, schema examples arrays and Example values). */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);

function checkRefs(root: unknown, errors: SemanticError[]): number {
  let external = 0;
  const stack: Array<[unknown, string[]]> = [[root, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) node.forEach((v, i) => stack.push([v, [...path, String(i)]]));
    else if (isObj(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') {
          if (!v.startsWith('#')) external++;
          else if (resolvePointer(root, v) === undefined) errors.push({ segments: [...path, k], message: `$ref ${JSON.stringify(v)} does not resolve to anything in this document` });
        } else if (DATA_KEYS.has(k) || k.startsWith('x-')) continue;
        else if (k === 'examples' && Array.isArray(v)) continue; // a Schema Object's examples: data
        else if (k === 'value' && path[path.length - 2] === 'examples') continue; // an Example Object's value: data
        else stack.push([v, [...path, k]]);
      }
    }
  }
  return external;
}

interface Operation {
  segments: string[];
  operation: Obj;
  pathItem: Obj;
  template?: string;
}

function collectOperations(doc: Obj, spec: Spec): Operation[] {
  const out: Operation[] = [];
  const methods = spec === '3.2' ? [...METHODS, 'query'] : METHODS;
  const groups: Array<[string, boolean]> = [['paths', true], ['webhooks', false]];
  for (const [group, templated] of groups) {
    const items = own(doc, group);
    if (!isObj(items)) continue;
    for (const [key, rawItem] of Object.entries(items)) {
      const pathItem = deref(doc, rawItem);
      if (!isObj(pathItem)) continue;
      for (const method of methods) {
        const operation = own(pathItem, method);
        if (isObj(operation)) out.push({ segments: [group, key, method], operation, pathItem, ...(templated ? { template: key } : {}) });
      }
    }
  }
  return out;
}

function pathParameters(doc: Obj, list: unknown, base: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (!Array.isArray(list)) return found;
  list.forEach((raw, i) => {
    const p = deref(doc, raw);
    if (isObj(p) && own(p, 'in') === 'path' && typeof own(p, 'name') === 'string') found.set(own(p, 'name') as string, [...base, 'parameters', String(i)]);
  });
  return found;
}

function checkPaths(doc: Obj, operations: Operation[], errors: SemanticError[]): void {
  const paths = own(doc, 'paths');
  if (isObj(paths)) {
    const shapes = new Map<string, string>();
    for (const key of Object.keys(paths)) {
      const names = [...key.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
      const twice = names.find((n, i) => names.indexOf(n) !== i);
      if (twice !== undefined) errors.push({ segments: ['paths', key], message: `path template ${JSON.stringify(key)} uses {${twice}} twice` });
      const shape = key.replace(/\{[^}]*\}/g, '{}');
      const first = shapes.get(shape);
      if (first !== undefined) errors.push({ segments: ['paths', key], message: `path ${JSON.stringify(key)} is equivalent to ${JSON.stringify(first)} (only parameter names differ)` });
      else shapes.set(shape, key);
    }
  }
  for (const op of operations) {
    if (op.template === undefined) continue;
    const names = new Set([...op.template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!));
    const declared = new Map([...pathParameters(doc, own(op.pathItem, 'parameters'), op.segments.slice(0, 2)), ...pathParameters(doc, own(op.operation, 'parameters'), op.segments)]);
    for (const name of names)
      if (!declared.has(name)) errors.push({ segments: op.segments, message: `path parameter {${name}} of ${JSON.stringify(op.template)} is not declared (add a parameter with in: path and name: ${JSON.stringify(name)})` });
    for (const [name, at] of declared)
      if (!names.has(name)) errors.push({ segments: at, message: `path parameter ${JSON.stringify(name)} does not appear in the path ${JSON.stringify(op.template)}` });
  }
}

function checkOperationIds(operations: Operation[], errors: SemanticError[]): void {
  const seen = new Map<string, string[]>();
  for (const op of operations) {
    const id = own(op.operation, 'operationId');
    if (typeof id !== 'string') continue;
    const first = seen.get(id);
    if (first) errors.push({ segments: [...op.segments, 'operationId'], message: `operationId ${JSON.stringify(id)} is already used by ${first.slice(0, -1).join(' ')}` });
    else seen.set(id, [...op.segments, 'operationId']);
  }
}

function checkSecurity(doc: Obj, spec: Spec, operations: Operation[], errors: SemanticError[]): void {
  const components = own(doc, 'components');
  const schemes = spec === '2.0' ? own(doc, 'securityDefinitions') : isObj(components) ? own(components, 'securitySchemes') : undefined;
  const defined = new Set(isObj(schemes) ? Object.keys(schemes) : []);
  const check = (list: unknown, base: string[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((requirement, i) => {
      if (!isObj(requirement)) return;
      for (const name of Object.keys(requirement))
        if (!defined.has(name)) errors.push({ segments: [...base, 'security', String(i), name], message: `security scheme ${JSON.stringify(name)} is not defined in ${spec === '2.0' ? 'securityDefinitions' : 'components.securitySchemes'}` });
    });
  };
  check(own(doc, 'security'), []);
  for (const op of operations) check(own(op.operation, 'security'), op.segments);
}

export function semanticChecks(value: unknown, spec: Spec): SemanticResult {
  const errors: SemanticError[] = [];
  if (!isObj(value)) return { errors, externalRefs: 0, pathCount: 0, operationCount: 0 };
  const externalRefs = checkRefs(value, errors);
  const operations = collectOperations(value, spec);
  checkOperationIds(operations, errors);
  checkPaths(value, operations, errors);
  checkSecurity(value, spec, operations, errors);
  const paths = own(value, 'paths');
  return { errors, externalRefs, pathCount: isObj(paths) ? Object.keys(paths).length : 0, operationCount: operations.filter((o) => o.template !== undefined).length };
}
