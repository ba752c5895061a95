import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = { 'struct-or-class': params.structOrClass, 'access-level': params.accessLevel, protocol: params.protocol, 'just-types': 'false', initializers: String(params.initializers) };
  const result = await generate('json', params.json, 'swift', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'swift', lineCount: result.lineCount });
});
