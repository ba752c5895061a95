import { defineTool, failure, success } from '@ctp/core';
import { XMLBuilder } from 'fast-xml-parser';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t', '0': '' };
// XML 1.0 Name production (fifth edition)
const NAME =
  /^[:A-Z_a-z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}][:A-Z_a-z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}\-.0-9\xB7\u0300-\u036F\u203F\u2040]*$/u;
// characters outside XML 1.0 Char (controls, lone surrogates, U+FFFE/U+FFFF)
const NOT_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

class Refusal extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/** An object whose keys may be "__proto__" and the like, kept as plain own properties. */
function bag(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

export default defineTool(definition, (params) => {
  const source = params.json;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const prefix = params.attributePrefix;
  const textKey = params.textKey;
  const unit = INDENTS[params.indent]!;
  let elements = 0;

  const checkText = (text: string, node: Node) => {
    const bad = NOT_CHAR.exec(text);
    if (bad) throw new Refusal(`U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} cannot appear in XML 1.0 text`, node.offset);
    return text;
  };
  const checkName = (name: string, node: Node, what: string) => {
    if (!NAME.test(name)) throw new Refusal(`${JSON.stringify(name)} is not a valid XML ${what} name (names start with a letter, _ or :, and hold no spaces)`, node.offset);
  };
  const scalar = (node: Node): string => {
    if (node.type === 'null') return '';
    if (node.type === 'string') return checkText(node.value as string, node);
    return source.slice(node.offset, node.offset + node.length); // number literal as written, true, false
  };

  /** The builder value of one element's content (elements are counted per occurrence). */
  const content = (node: Node): unknown => {
    if (node.type !== 'object') return scalar(node);
    const out = bag();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children as [Node, Node];
      const key = keyNode.value as string;
      delete out[key]; // duplicate keys: the last wins, in its own position
      if (key === textKey) {
        if (valueNode.type === 'object' || valueNode.type === 'array') throw new Refusal(`${JSON.stringify(textKey)} must hold text, not an ${valueNode.type}`, valueNode.offset);
        out[key] = scalar(valueNode);
      } else if (prefix && key.startsWith(prefix)) {
        checkName(key.slice(prefix.length), keyNode, 'attribute');
        if (valueNode.type === 'object' || valueNode.type === 'array') throw new Refusal(`attribute ${JSON.stringify(key)} must hold text, not an ${valueNode.type}`, valueNode.offset);
        out[key] = scalar(valueNode);
      } else {
        checkName(key, keyNode, 'element');
        out[key] = element(valueNode);
      }
    }
    return out;
  };
  const element = (node: Node): unknown => {
    if (node.type !== 'array') {
      elements++;
      return content(node);
    }
    return (node.children ?? []).map((child) => {
      if (child.type === 'array') throw new Refusal('an array directly inside an array has no XML form: wrap the inner array in an object, e.g. {"item": [...]}', child.offset);
      elements++;
      return content(child);
    });
  };

  const { root } = parsed.json;
  let document: Record<string, unknown>;
  try {
    if (params.wrapRoot) {
      const rootName = params.rootName;
      if (!NAME.test(rootName)) return failure('INVALID_INPUT', `Root element name ${JSON.stringify(rootName)} is not a valid XML name`);
      if (root.type === 'array') throw new Refusal('a top-level array needs an element name for its items: send {"item": [...]} instead', root.offset);
      document = bag();
      elements++;
      document[rootName] = content(root);
    } else {
      const keys = root.type === 'object' ? (root.children ?? []) : [];
      const only = keys[0]?.children?.[0];
      if (keys.length !== 1 || !only || (prefix && (only.value as string).startsWith(prefix)) || only.value === textKey) {
        throw new Refusal('without a root wrapper the JSON must be an object with exactly one element key (the root element)', root.offset);
      }
      const value = keys[0]!.children![1]!;
      if (value.type === 'array') throw new Refusal('the root element cannot be an array (XML has one root): turn on "Wrap in root element"', value.offset);
      document = content(root) as Record<string, unknown>;
    }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const at = lineColumn(source, error.offset);
    return failure('INVALID_INPUT', `Cannot convert to XML at line ${at.line}, column ${at.column}: ${error.message}`);
  }

  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: prefix,
    textNodeName: textKey,
    format: unit !== '',
    indentBy: unit,
    suppressEmptyNode: true,
    suppressBooleanAttributes: false,
    processEntities: true,
  });
  let xml = (builder.build(document) as string).replace(/\n$/, '');
  if (params.declaration) xml = `<?xml version="1.0" encoding="UTF-8"?>${unit ? '\n' : ''}${xml}`;
  return success({ xml: unit ? `${xml}\n` : xml, elementCount: elements });
});
