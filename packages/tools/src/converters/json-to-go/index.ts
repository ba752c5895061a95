import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = { 'omit-empty': String(params.omitEmpty) };
  if (params.packageName !== undefined) options.package = params.packageName;
  if (params.justTypes) options[params.packageName !== undefined ? 'just-types-and-package' : 'just-types'] = 'true';
  const result = await generate('json', params.json, 'go', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'go', lineCount: result.lineCount });
});
