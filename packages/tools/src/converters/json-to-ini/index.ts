import { defineTool, failure, success } from '@ctp/core';
import { stringify } from 'ini';
import { readJson } from '../../_shared/json-input.js';
import definition from './definition.js';

/** The ini package cannot write arrays of objects or nested arrays; say where one is. */
function unsupported(value: unknown, path: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) if (v !== null && typeof v === 'object') return `${path}[${i}]`;
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = unsupported(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return undefined;
}

export default defineTool(definition, (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const value = input.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return failure('INVALID_INPUT', 'The input must be a JSON object: its keys become INI keys and sections.');
  const bad = unsupported(value, '');
  if (bad) return failure('INVALID_INPUT', `${bad} is an object or array inside an array, which INI cannot express (arrays hold plain values: key[] = value).`);
  const ini = stringify(value, { whitespace: params.spaces });
  return success({ ini });
});
