import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = { 'python-version': params.pythonVersion, 'pydantic-base-model': String(params.style === 'pydantic'), 'just-types': String(params.justTypes) };
  const result = await generate('json', params.json, 'python', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'python', lineCount: result.lineCount });
});
