import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = { package: params.packageName, lombok: String(params.lombok), 'array-type': params.arrayType, 'just-types': String(params.justTypes) };
  const result = await generate('json', params.json, 'java', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'java', lineCount: result.lineCount });
});
