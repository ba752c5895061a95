import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { readJson, writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Sets an own data property whatever the key (plain assignment of "__proto__" would change the prototype). */
function put(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** RFC 7396 section 2 MergePatch(Target, Patch), on copies. */
export function mergePatch(target: Json, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: JsonObject = {};
  if (isObject(target)) for (const key of Object.keys(target)) put(result, key, target[key]!);
  for (const key of Object.keys(patch)) {
    const value = patch[key]!;
    if (value === null) delete result[key];
    else put(result, key, mergePatch(Object.prototype.hasOwnProperty.call(result, key) ? result[key]! : null, value));
  }
  return result;
}

function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]!));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k]!, b[k]!));
  }
  return false;
}

/** The smallest merge patch from `from` to `to`; paths where `to` holds null cannot be expressed. */
export function createMergePatch(from: Json, to: Json, path: string, lost: string[]): Json | undefined {
  if (!isObject(from) || !isObject(to)) {
    if (deepEqual(from, to)) return undefined;
    if (to === null) lost.push(path || '(root)');
    return to;
  }
  const patch: JsonObject = {};
  for (const key of Object.keys(from)) if (!Object.prototype.hasOwnProperty.call(to, key)) put(patch, key, null);
  for (const key of Object.keys(to)) {
    const here = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const before = Object.prototype.hasOwnProperty.call(from, key) ? from[key]! : undefined;
    const after = to[key]!;
    if (before === undefined) {
      if (after === null) lost.push(here);
      put(patch, key, stripNulls(after, here, lost));
      continue;
    }
    const sub = isObject(before) && isObject(after) ? createMergePatch(before, after, here, lost) : deepEqual(before, after) ? undefined : stripNulls(after, here, lost);
    if (sub !== undefined) put(patch, key, sub);
  }
  return Object.keys(patch).length === 0 ? undefined : patch;
}

/** A new object value as a patch: nulls inside it would delete instead of set, so they are reported. */
function stripNulls(value: Json, path: string, lost: string[]): Json {
  if (value === null) {
    lost.push(path);
    return null;
  }
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) {
    const v = value[key]!;
    if (v === null) lost.push(`${path}/${key}`);
    else put(out, key, stripNulls(v, `${path}/${key}`, lost));
  }
  return out;
}

export default defineTool(definition, (params) => {
  const indent = Number(params.indent);
  const doc = readJson(params.document, 'the document');
  if (!doc.ok) return failure('INVALID_INPUT', doc.message);
  if (params.mode === 'apply') {
    if (params.patch === undefined) return failure('MISSING_REQUIRED', 'Apply mode needs "patch": the merge patch to apply.');
    const patch = readJson(params.patch, 'the patch');
    if (!patch.ok) return failure('INVALID_INPUT', patch.message);
    return success({ result: writeJson(mergePatch(doc.value as Json, patch.value as Json), indent) });
  }
  if (params.modified === undefined) return failure('MISSING_REQUIRED', 'Create mode needs "modified": the document the patch should produce.');
  const modified = readJson(params.modified, 'the modified document');
  if (!modified.ok) return failure('INVALID_INPUT', modified.message);
  const lost: string[] = [];
  const patch = createMergePatch(doc.value as Json, modified.value as Json, '', lost);
  // no change: {} for an object; any other value is only kept by a patch that is the value itself
  const result = success({ result: writeJson(patch !== undefined ? patch : isObject(modified.value) ? {} : (modified.value as Json), indent) });
  return lost.length === 0
    ? result
    : withWarnings(result, [`A merge patch cannot set a value to null (null deletes): ${lost.slice(0, 10).join(', ')}${lost.length > 10 ? ` and ${lost.length - 10} more` : ''} will be missing instead of null after applying it. Use an RFC 6902 patch (json-diff) to keep them.`]);
});
