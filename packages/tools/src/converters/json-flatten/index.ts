import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { flatten } from 'flat';
import { readJson, writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const value = input.value;
  if (value === null || typeof value !== 'object') return failure('INVALID_INPUT', `The input is a single ${value === null ? 'null' : typeof value}; flattening needs an object or an array.`);
  const flat = flatten<unknown, Record<string, unknown>>(value, { delimiter: params.delimiter, safe: params.safe, ...(params.maxDepth > 0 ? { maxDepth: params.maxDepth } : {}) });
  const keys = Object.keys(flat);
  const clash = collectClashes(value, params.delimiter);
  const result = success({ result: writeJson(flat, Number(params.indent)), keys: keys.length });
  return clash.length === 0
    ? result
    : withWarnings(result, [`Some keys contain the delimiter "${params.delimiter}" (${clash.slice(0, 5).map((k) => JSON.stringify(k)).join(', ')}): json-unflatten would split them. Choose another delimiter to keep the result reversible.`]);
});

/** Keys containing the delimiter (they make the flat form ambiguous). */
function collectClashes(value: unknown, delimiter: string): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0 && out.length < 5) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      if (!Array.isArray(v) && k.includes(delimiter)) out.push(k);
      stack.push(child);
    }
  }
  return out;
}
