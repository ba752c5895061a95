import { defineTool, failure, success, utf8Length, withWarnings } from '@ctp/core';
import { reindentJson } from '../../_shared/json-reindent.js';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const json = params.json;
  // RFC 8259 §8.1: a parser may ignore a leading byte order mark; editors on Windows add one.
  const bom = json.charCodeAt(0) === 0xfeff;
  const source = bom ? json.slice(1) : json;
  const originalBytes = utf8Length(json);
  // plain JSON is minified in one pass; comments and every error take the parser
  let minified = reindentJson(source, '')?.text;
  let minifiedBytes: number;
  if (minified !== undefined) {
    // the pass dropped ASCII whitespace and nothing else (a byte a unit): no second scan, and
    // the result, a rope of chunks, is not flattened to be measured
    minifiedBytes = originalBytes - (bom ? 3 : 0) - (source.length - minified.length);
  } else {
    const parsed = parseJsonText(source, params.allowComments);
    if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    minified = printJson(parsed.json, { indent: '' });
    minifiedBytes = utf8Length(minified);
  }
  const savedBytes = originalBytes - minifiedBytes;
  const savingsPercent = originalBytes === 0 ? 0 : Math.round((savedBytes / originalBytes) * 10_000) / 100;
  const result = success({ minified, originalBytes, minifiedBytes, savedBytes, savingsPercent });
  return withWarnings(result, bom ? ['The input starts with a byte order mark (U+FEFF); it was removed.'] : []);
});
