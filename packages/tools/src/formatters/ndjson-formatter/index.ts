import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { parseJsonText, printJson, type ParsedJson } from '../../_shared/json-text.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t', none: '' };
const MAX_LISTED = 10;

export default defineTool(definition, (params) => {
  let text = params.input;
  const warnings: string[] = [];
  if (text.charCodeAt(0) === 0xfeff) {
    text = text.slice(1);
    warnings.push('The input starts with a byte order mark (U+FEFF); it was removed.');
  }
  const mode = params.mode;
  const indent = INDENTS[params.indent] ?? '  ';

  if (mode === 'from-array') {
    const parsed = parseJsonText(text);
    if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    const { root, source } = parsed.json;
    if (root.type !== 'array') {
      return failure('INVALID_INPUT', `Mode from-array expects a JSON array at the top level, but the input is ${root.type === 'object' ? 'an object' : `a ${root.type}`}. For NDJSON input, pick another mode.`);
    }
    const lines = (root.children ?? []).map((child) => printJson({ root: child, source }, { indent: '' }));
    return withWarnings(success({ formatted: lines.map((l) => l + '\n').join(''), records: lines.length, invalidLines: [] }), warnings);
  }

  const records: ParsedJson[] = [];
  const invalid: Array<{ line: number; message: string }> = [];
  let blank = 0;
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop(); // the final newline ends the last record
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') {
      blank++;
      return;
    }
    const parsed = parseJsonText(line);
    if (parsed.ok) records.push(parsed.json);
    else invalid.push({ line: index + 1, message: `line ${index + 1}, column ${parsed.column}: ${parsed.message}` });
  });

  const invalidLines = invalid.map((e) => e.line);
  if (invalid.length > 0) {
    const detail = invalid.slice(0, MAX_LISTED).map((e) => e.message).join('; ') + (invalid.length > MAX_LISTED ? `; and ${invalid.length - MAX_LISTED} more` : '');
    const summary = `${invalid.length} invalid line${invalid.length === 1 ? '' : 's'} (each line must hold one complete JSON value): ${detail}`;
    if (!params.skipInvalid) return failure('INVALID_INPUT', summary);
    warnings.push(`Skipped ${summary}`);
  }
  if (blank > 0) warnings.push(`${blank} blank line${blank === 1 ? ' was' : 's were'} skipped.`);

  let formatted: string;
  if (mode === 'compact') {
    formatted = records.map((r) => printJson(r, { indent: '' }) + '\n').join('');
  } else if (mode === 'pretty-blocks') {
    formatted = records.map((r) => printJson(r, { indent })).join(indent ? '\n\n' : '\n');
  } else {
    // pretty-array
    if (!indent) formatted = `[${records.map((r) => printJson(r, { indent: '' })).join(',')}]`;
    else if (records.length === 0) formatted = '[]';
    else {
      const items = records.map((r) => indent + printJson(r, { indent }).replaceAll('\n', '\n' + indent));
      formatted = `[\n${items.join(',\n')}\n]`;
    }
  }
  return withWarnings(success({ formatted, records: records.length, invalidLines }), warnings);
});
