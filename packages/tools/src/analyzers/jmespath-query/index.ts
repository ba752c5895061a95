import { defineTool, failure, success } from '@ctp/core';
import { search } from 'jmespath';
import { readJson, writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  let result: unknown;
  try {
    result = search(input.value as Parameters<typeof search>[0], params.expression);
  } catch (error) {
    if (error instanceof Error && /Error$/.test(error.name)) return failure('INVALID_INPUT', `JMESPath ${error.name.replace(/Error$/, ' error').toLowerCase()}: ${error.message}`);
    throw error;
  }
  return success({ result: writeJson(result ?? null, 2) });
});
