import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';
import { ENV_KEY, formatEnvValue, parseEnv } from './dotenv-syntax.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', '0': '' };
const MAX_LISTED = 10;

function list(lines: number[]): string {
  return lines.slice(0, MAX_LISTED).join(', ') + (lines.length > MAX_LISTED ? ` and ${lines.length - MAX_LISTED} more` : '');
}

function envToJson(source: string, unit: string) {
  const { bindings, skipped } = parseEnv(source);
  const values = new Map<string, string>(); // a repeated key keeps its first position and last value
  const repeated: string[] = [];
  for (const { key, value, line } of bindings) {
    if (values.has(key)) repeated.push(`${key} (line ${line})`);
    values.set(key, value);
  }
  const nl = unit ? '\n' + unit : '';
  const entries = [...values].map(([key, value]) => `${JSON.stringify(key)}${unit ? ': ' : ':'}${JSON.stringify(value)}`);
  const output = entries.length === 0 ? '{}' : `{${nl}${entries.join(',' + nl)}${unit ? '\n' : ''}}`;
  const warnings: string[] = [];
  if (skipped.length > 0) warnings.push(`Skipped ${skipped.length} line${skipped.length === 1 ? '' : 's'} that ${skipped.length === 1 ? 'is' : 'are'} not KEY=value (as dotenv does): line ${list(skipped)}`);
  if (repeated.length > 0) warnings.push(`Repeated keys keep their last value: ${repeated.slice(0, MAX_LISTED).join(', ')}${repeated.length > MAX_LISTED ? ', …' : ''}`);
  return withWarnings(success({ output, variableCount: values.size }), warnings);
}

function jsonToEnv(source: string, exportPrefix: boolean) {
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const { root } = parsed.json;
  if (root.type !== 'object') return failure('INVALID_INPUT', `The JSON must be an object of variables ({"KEY": "value"}), not ${root.type === 'array' ? 'an array' : `a ${root.type}`}`);
  const at = (node: Node) => {
    const { line, column } = lineColumn(source, node.offset);
    return `line ${line}, column ${column}`;
  };
  const values = new Map<string, string>();
  for (const property of root.children ?? []) {
    const [keyNode, valueNode] = property.children as [Node, Node];
    const key = keyNode.value as string;
    if (!ENV_KEY.test(key)) return failure('INVALID_INPUT', `Key ${JSON.stringify(key)} at ${at(keyNode)} cannot be a .env name: use only letters, digits, _, . and -`);
    let text: string;
    if (valueNode.type === 'string') text = valueNode.value as string;
    else if (valueNode.type === 'null') text = '';
    else if (valueNode.type === 'object' || valueNode.type === 'array')
      return failure('INVALID_INPUT', `Value of ${key} at ${at(valueNode)} is an ${valueNode.type}; .env values are text: flatten it or pass it as a JSON string`);
    else text = source.slice(valueNode.offset, valueNode.offset + valueNode.length); // number literal, true, false
    values.delete(key);
    values.set(key, text);
  }
  const lines: string[] = [];
  for (const [key, value] of values) {
    const written = formatEnvValue(value);
    if (written === undefined)
      return failure('INVALID_INPUT', `Value of ${key} cannot be written in dotenv syntax: it holds a carriage return or all three quote kinds (' " \`) with characters that need quoting`);
    lines.push(`${exportPrefix ? 'export ' : ''}${key}=${written}`);
  }
  return success({ output: lines.map((l) => l + '\n').join(''), variableCount: values.size });
}

export default defineTool(definition, (params) => {
  const source = params.input;
  return params.mode === 'json-to-env' ? jsonToEnv(source, params.exportPrefix) : envToJson(source, INDENTS[params.indent]!);
});
