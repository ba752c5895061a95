import { defineTool, failure, success } from '@ctp/core';
import { reindentJson } from '../../_shared/json-reindent.js';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import definition from './definition.js';

const INDENTS = { '2': '  ', '4': '    ', tab: '\t' } as const;

export default defineTool(definition, (params) => {
  const indent = INDENTS[params.indent];
  // plain JSON is re-indented in one pass; sorting, comments and every error take the parser
  const fast = params.sortKeys ? undefined : reindentJson(params.json, indent);
  if (fast) return success({ formatted: fast.text, lineCount: fast.lines });
  const parsed = parseJsonText(params.json, params.allowComments);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const formatted = printJson(parsed.json, { indent, sortKeys: params.sortKeys });
  let lineCount = 1;
  for (let i = formatted.indexOf('\n'); i !== -1; i = formatted.indexOf('\n', i + 1)) lineCount++;
  return success({ formatted, lineCount });
});
