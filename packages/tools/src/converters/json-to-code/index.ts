import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import { LANGUAGES } from './languages.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const language = LANGUAGES.find((l) => l.value === params.language)!;
  const options: Record<string, string> = language.justTypes && params.justTypes ? { 'just-types': 'true' } : {};
  const result = await generate(params.inputKind, params.source, params.language, params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: params.language, lineCount: result.lineCount });
});
