import { defineTool, failure, success } from '@ctp/core';
import { unflatten } from 'flat';
import { readJson, writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const flat = input.value;
  if (flat === null || typeof flat !== 'object' || Array.isArray(flat)) return failure('INVALID_INPUT', 'The input must be a JSON object of "path": value pairs, e.g. {"a.b": 1}.');
  const keys = Object.keys(flat);
  const d = params.delimiter;
  const bad = keys.find((k) => k.split(d).some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype'));
  if (bad !== undefined) return failure('INVALID_INPUT', `Key ${JSON.stringify(bad)} has a part "__proto__", "constructor" or "prototype", which cannot be nested safely.`);
  if (!params.overwrite) {
    const set = new Set(keys);
    for (const key of keys) {
      const parts = key.split(d);
      for (let i = 1; i < parts.length; i++) {
        const prefix = parts.slice(0, i).join(d);
        const held = (flat as Record<string, unknown>)[prefix];
        if (set.has(prefix) && (held === null || typeof held !== 'object'))
          return failure('INVALID_INPUT', `Keys ${JSON.stringify(prefix)} and ${JSON.stringify(key)} conflict: the first holds a value, the second needs an object there. Remove one, or turn on overwrite.`);
      }
    }
  }
  const nested = unflatten<Record<string, unknown>, unknown>(flat as Record<string, unknown>, { delimiter: d, object: params.objectsOnly, overwrite: params.overwrite });
  return success({ result: writeJson(nested, Number(params.indent)) });
});
