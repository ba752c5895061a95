import { defineTool, failure, success } from '@ctp/core';
import { generate } from '../../_shared/quicktype-codegen.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const options: Record<string, string> = {
    visibility: params.visibility, 'derive-debug': String(params.deriveDebug), 'derive-clone': String(params.deriveClone),
    'derive-partial-eq': String(params.derivePartialEq), 'skip-serializing-none': String(params.skipSerializingNone), 'leading-comments': 'false',
  };
  const result = await generate('json', params.json, 'rust', params.typeName, options);
  if (!result.ok) return failure('INVALID_INPUT', result.message);
  return success({ code: result.code, language: 'rust', lineCount: result.lineCount });
});
