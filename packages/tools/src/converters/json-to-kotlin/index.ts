import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = params.framework === 'just-types' ? { 'just-types': 'true', package: params.packageName } : { framework: params.framework, package: params.packageName };
  const result = await generate('json', params.json, 'kotlin', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'kotlin', lineCount: result.lineCount });
});
