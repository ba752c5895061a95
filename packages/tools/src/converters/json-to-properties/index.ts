import { defineTool, failure, success } from '@ctp/core';
import { stringify } from 'dot-properties';
import { readJson } from '../../_shared/json-input.js';
import definition from './definition.js';

/** [key, value] lines from a JSON value, arrays and objects flattened. */
function lines(value: unknown, prefix: string, arrays: 'brackets' | 'dots', out: Array<[string, string]>): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([prefix, '']);
    value.forEach((v, i) => lines(v, arrays === 'brackets' ? `${prefix}[${i}]` : `${prefix}.${i}`, arrays, out));
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) out.push([prefix, '']);
    for (const [k, v] of entries) lines(v, prefix ? `${prefix}.${k}` : k, arrays, out);
  } else out.push([prefix, value === null ? '' : String(value)]);
}

export default defineTool(definition, (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  if (input.value === null || typeof input.value !== 'object' || Array.isArray(input.value)) return failure('INVALID_INPUT', 'The input must be a JSON object: its keys become property names.');
  const pairs: Array<[string, string]> = [];
  lines(input.value, '', params.arrays, pairs);
  let text = stringify(pairs, { keySep: params.separator, latin1: params.escape !== 'none', lineWidth: null });
  // latin1 keeps U+0080–U+00FF literal; native2ascii escapes them too
  if (params.escape === 'ascii') text = text.replace(/[\u0080-\u00ff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return success({ properties: text === '' ? '' : `${text}\n`, keys: pairs.length });
});
