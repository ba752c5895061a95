import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = {
    'prefer-types': String(params.declarations === 'type'), 'prefer-unions': String(params.enums === 'union'), readonly: String(params.readonly), 'just-types': String(params.justTypes),
  };
  const result = await generate('schema', params.schema, 'typescript', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'typescript', lineCount: result.lineCount });
});
