import { defineTool, failure, success } from '@ctp/core';
import { jsonrepair, JSONRepairError } from 'jsonrepair';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const input = params.json;
  const alreadyValid = parseJsonText(input).ok;
  let repaired: string;
  try {
    repaired = alreadyValid ? input : jsonrepair(input);
  } catch (error) {
    if (error instanceof JSONRepairError) {
      const { line, column } = lineColumn(input, Math.min(error.position, input.length));
      return failure('INVALID_INPUT', `Cannot repair this as JSON at line ${line}, column ${column}: ${error.message.replace(/ at position \d+$/, '')}.`);
    }
    throw error;
  }
  const parsed = parseJsonText(repaired);
  if (!parsed.ok) return failure('INVALID_INPUT', `The repaired text is still not valid JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}); the input is too far from JSON to repair.`);
  const out = params.format === 'as-repaired' ? repaired.trim() : printJson(parsed.json, { indent: params.format === 'pretty' ? '  ' : '' });
  return success({ repaired: out, changed: !alreadyValid });
});
