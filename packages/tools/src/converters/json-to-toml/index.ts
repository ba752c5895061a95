import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { stringify } from 'smol-toml';
import { parseJsonText } from '../../_shared/json-text.js';
import { inTomlIntegerRange } from '../../_shared/toml-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

const INT = /^-?\d+$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_WARNINGS = 20;

class Refusal extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

export default defineTool(definition, (params) => {
  const source = params.json;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const { root } = parsed.json;
  if (root.type !== 'object') {
    const kind = root.type === 'array' ? 'an array' : `a ${root.type}`;
    return failure('INVALID_INPUT', `A TOML document is a table: the JSON must be an object, not ${kind}. Wrap it, e.g. {"items": …}.`);
  }
  const omitNulls = params.nulls === 'omit';
  const warnings: string[] = [];
  let omittedNulls = 0;
  let duplicates = 0;

  const checkString = (text: string, node: Node) => {
    const lone = LONE_SURROGATE.exec(text);
    if (lone) throw new Refusal(`lone surrogate U+${lone[0].charCodeAt(0).toString(16).toUpperCase()} is not valid Unicode, which TOML requires`, node.offset);
  };

  /** Builds what smol-toml prints: BigInt for integers (exact), numbers for floats (numbersAsFloat). */
  const build = (node: Node): unknown => {
    switch (node.type) {
      case 'object': {
        const table = Object.create(null) as Record<string, unknown>;
        for (const property of node.children ?? []) {
          const [keyNode, valueNode] = property.children as [Node, Node];
          const key = keyNode.value as string;
          checkString(key, keyNode);
          if (key in table) {
            duplicates++;
            if (duplicates <= MAX_WARNINGS) {
              const at = lineColumn(source, keyNode.offset);
              warnings.push(`Duplicate key ${JSON.stringify(key)} at line ${at.line}, column ${at.column}: the last value is kept`);
            }
            delete table[key]; // JSON.parse semantics: the last value wins
          }
          if (valueNode.type === 'null') {
            if (!omitNulls) throw new Refusal(`${JSON.stringify(key)} is null, which TOML cannot represent (set nulls to "omit" to drop such keys)`, valueNode.offset);
            omittedNulls++;
            continue;
          }
          table[key] = build(valueNode);
        }
        return table;
      }
      case 'array':
        return (node.children ?? []).map((child) => {
          if (child.type === 'null') throw new Refusal('null inside an array cannot be represented in TOML', child.offset);
          return build(child);
        });
      case 'number': {
        const literal = source.slice(node.offset, node.offset + node.length);
        if (INT.test(literal)) {
          const value = BigInt(literal);
          if (!inTomlIntegerRange(value)) throw new Refusal(`integer ${literal} is outside TOML's 64-bit range; write it as a string`, node.offset);
          return value;
        }
        const value = Number(literal);
        if (!Number.isFinite(value)) throw new Refusal(`number ${literal} is outside the double range`, node.offset);
        return value;
      }
      case 'string':
        checkString(node.value as string, node);
        return node.value;
      default: // boolean
        return node.value;
    }
  };

  let toml: string;
  try {
    toml = stringify(build(root), { numbersAsFloat: true });
  } catch (error) {
    if (error instanceof Refusal) {
      const at = lineColumn(source, error.offset);
      return failure('INVALID_INPUT', `Cannot convert to TOML at line ${at.line}, column ${at.column}: ${error.message}`);
    }
    if (error instanceof Error && /depth/.test(error.message)) return failure('INVALID_INPUT', 'Cannot convert to TOML: the JSON is nested too deeply');
    throw error;
  }
  if (duplicates > MAX_WARNINGS) warnings.push(`…and ${duplicates - MAX_WARNINGS} more duplicate keys`);
  return withWarnings(success({ toml: toml === '\n' ? '' : toml, omittedNulls }), warnings);
});
