import { defineTool, failure, success } from '@ctp/core';
import jsonata from 'jsonata';
import { readJson, writeJson } from '../../_shared/json-input.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

interface JsonataError {
  code?: string;
  position?: number;
  token?: string;
  message?: string;
}

const isJsonataError = (e: unknown): e is JsonataError => typeof e === 'object' && e !== null && 'code' in e;

function describe(expression: string, error: JsonataError): string {
  const where = typeof error.position === 'number' ? (() => {
    const { line, column } = lineColumn(expression, Math.max(0, Math.min(error.position - 1, expression.length)));
    return line === 1 ? ` at position ${column}` : ` at line ${line}, column ${column}`;
  })() : '';
  return `JSONata error ${error.code ?? ''}${where}: ${error.message ?? 'failed'}`.replace('error  at', 'error at');
}

export default defineTool(definition, async (params) => {
  const input = readJson(params.json, 'the input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const bindings = params.bindings;
  if (bindings !== undefined && (bindings === null || typeof bindings !== 'object' || Array.isArray(bindings)))
    return failure('INVALID_INPUT', 'Variables must be a JSON object such as {"rate": 1.2}.');
  let result: unknown;
  try {
    const compiled = jsonata(params.expression);
    result = await compiled.evaluate(input.value, (bindings ?? {}) as Record<string, unknown>);
  } catch (error) {
    if (isJsonataError(error)) return failure('INVALID_INPUT', describe(params.expression, error));
    throw error;
  }
  if (result === undefined) return success({ result: '', matched: false });
  if (typeof result === 'function' || (typeof result === 'object' && result !== null && '_jsonata_lambda' in result)) return failure('INVALID_INPUT', 'The expression evaluates to a function, which has no JSON form: call it, e.g. $f(1).');
  // JSONata marks sequences with non-enumerable flags; JSON.stringify sees plain arrays
  return success({ result: writeJson(result, 2), matched: true });
});
