import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { Document, Pair, Scalar, YAMLMap, YAMLSeq, type ScalarTag } from 'yaml';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/**
 * The yaml package's stringifier recurses per level and overflows the stack
 * near 700 nested maps; 128 keeps a wide margin on every host (and the output
 * stays readable by yaml-to-json).
 */
const MAX_NESTING = 128;
const MAX_WARNINGS = 20;

/** A JSON number kept as its source literal, so no digit is lost to doubles. */
class JsonNumber {
  constructor(readonly literal: string) {}
}

/**
 * Prints a JsonNumber as its literal. Every JSON number literal is also a YAML
 * 1.2 core-schema int or float, so it reads back as the same number; the tag
 * is the default one, so no `!!` marker is written.
 */
const jsonNumberTag: ScalarTag = {
  tag: 'tag:yaml.org,2002:float',
  default: true,
  identify: (value) => value instanceof JsonNumber,
  resolve: (source) => source,
  stringify: (item) => (item as Scalar<JsonNumber>).value.literal,
};

/**
 * A JSON number literal as YAML: unchanged, except that an exponent form gets a
 * fraction and a signed exponent (1e10 → 1.0e+10), because YAML 1.1 parsers
 * such as PyYAML read 1e10 as a string. Same digits, same value.
 */
function yamlNumber(literal: string): string {
  const e = literal.search(/[eE]/);
  if (e === -1) return literal;
  const mantissa = literal.slice(0, e);
  const exponent = literal.slice(e + 1);
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}${literal[e]}${/^[+-]/.test(exponent) ? exponent : `+${exponent}`}`;
}

/**
 * Characters that YAML 1.1 parsers treat as line breaks (NEL, LS, PS) or that
 * may be dropped as a byte-order mark: such strings are double-quoted and the
 * characters written as escapes, so no parser can alter them.
 */
const FRAGILE = /[\u0085\u2028\u2029\ufeff]/;
const FRAGILE_ALL = /[\u0085\u2028\u2029\ufeff]/g;
const ESCAPES: Record<string, string> = { '\u0085': '\\N', '\u2028': '\\L', '\u2029': '\\P', '\ufeff': '\\uFEFF' };

function stringNode(value: string): Scalar {
  const node = new Scalar(value);
  // '=' is the YAML 1.1 "value" key type: PyYAML refuses it unquoted
  if (value === '=' || FRAGILE.test(value)) node.type = Scalar.QUOTE_DOUBLE;
  return node;
}

/** Offset of the first object/array nested deeper than MAX_NESTING, if any. */
function tooDeep(root: Node): number | undefined {
  const stack: Array<[Node, number]> = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const d = node.type === 'object' || node.type === 'array' ? depth + 1 : depth;
    if (d > MAX_NESTING) return node.offset;
    for (const child of node.children ?? []) stack.push([child, d]);
  }
  return undefined;
}

export default defineTool(definition, (params) => {
  const source = params.json;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const { root } = parsed.json;
  const deepAt = tooDeep(root);
  if (deepAt !== undefined) {
    const at = lineColumn(source, deepAt);
    return failure(
      'INVALID_INPUT',
      `JSON nested too deeply for YAML conversion: more than ${MAX_NESTING} levels of objects/arrays (level ${MAX_NESTING + 1} at line ${at.line}, column ${at.column})`,
    );
  }

  const sortKeys = params.sortKeys;
  const warnings: string[] = [];
  let duplicateKeys = 0;

  const build = (node: Node): Scalar | YAMLMap | YAMLSeq => {
    switch (node.type) {
      case 'object': {
        const map = new YAMLMap();
        const index = new Map<string, Pair<Scalar, unknown>>();
        for (const property of node.children ?? []) {
          const [keyNode, valueNode] = property.children!;
          const key = keyNode!.value as string;
          const value = build(valueNode!);
          const existing = index.get(key);
          if (existing) {
            existing.value = value; // last wins, at the first key's position (JSON.parse semantics)
            duplicateKeys++;
            if (duplicateKeys <= MAX_WARNINGS) {
              const at = lineColumn(source, keyNode!.offset);
              warnings.push(`Duplicate key ${JSON.stringify(key)} at line ${at.line}, column ${at.column}: the last value is kept`);
            }
            continue;
          }
          const pair = new Pair(stringNode(key), value);
          index.set(key, pair);
          map.items.push(pair);
        }
        if (sortKeys) {
          map.items.sort((a, b) => {
            const x = (a.key as Scalar<string>).value;
            const y = (b.key as Scalar<string>).value;
            return x < y ? -1 : x > y ? 1 : 0;
          });
        }
        return map;
      }
      case 'array': {
        const seq = new YAMLSeq();
        for (const child of node.children ?? []) seq.items.push(build(child));
        return seq;
      }
      case 'number':
        return new Scalar(new JsonNumber(yamlNumber(source.slice(node.offset, node.offset + node.length))));
      case 'string':
        return stringNode(node.value as string);
      default: // boolean, null
        return new Scalar(node.value as boolean | null);
    }
  };

  // compat: quote every string a YAML 1.1 parser would read as something else (yes, on, 0o17, 1:20…)
  const doc = new Document(null, { version: '1.2', compat: 'yaml-1.1', customTags: [jsonNumberTag] });
  doc.contents = build(root);
  let yaml = doc.toString({
    indent: Number(params.indent),
    indentSeq: true,
    lineWidth: 0, // never fold long strings
    blockQuote: params.multilineStrings === 'block' ? 'literal' : false,
    doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER,
  });
  // those characters only occur inside the double-quoted scalars forced above
  if (FRAGILE.test(yaml)) yaml = yaml.replace(FRAGILE_ALL, (ch) => ESCAPES[ch]!);
  if (duplicateKeys > MAX_WARNINGS) warnings.push(`…and ${duplicateKeys - MAX_WARNINGS} more duplicate keys`);
  return withWarnings(success({ yaml, duplicateKeys }), warnings);
});
