import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = { namespace: params.namespace, framework: params.framework, 'array-type': params.arrayType };
  if (params.justTypes) options.features = 'attributes-only';
  const result = await generate('json', params.json, 'cs', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'cs', lineCount: result.lineCount });
});
