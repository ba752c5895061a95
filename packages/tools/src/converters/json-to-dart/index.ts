import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = {
    'use-freezed': String(params.style === 'freezed'), 'use-json-annotation': String(params.style === 'json-annotation'),
    'required-props': String(params.requiredProps), 'copy-with': String(params.copyWith), 'final-props': 'true', 'part-name': params.typeName.toLowerCase(),
  };
  const result = await generate('json', params.json, 'dart', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'dart', lineCount: result.lineCount });
});
