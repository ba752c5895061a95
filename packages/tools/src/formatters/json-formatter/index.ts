import { defineTool, failure, success } from '@ctp/core';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t' };

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json as string, params.allowComments as boolean);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const formatted = printJson(parsed.json, { indent: INDENTS[params.indent as string]!, sortKeys: params.sortKeys as boolean });
  let lineCount = 1;
  for (let i = formatted.indexOf('\n'); i !== -1; i = formatted.indexOf('\n', i + 1)) lineCount++;
  return success({ formatted, lineCount });
});
