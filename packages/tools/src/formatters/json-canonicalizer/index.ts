import { bytesToHex, defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

class CanonError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

const NUMBER = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Sign, significant digits and exponent of a decimal literal, so two spellings of one value compare equal. */
function decimalValue(literal: string): string {
  const m = NUMBER.exec(literal.replace(/^-/, ''));
  if (!m) return literal;
  let digits = m[1]! + (m[2] ?? '');
  let exp = Number(m[3] ?? '0') - (m[2]?.length ?? 0);
  digits = digits.replace(/^0+/, '');
  if (digits === '') return '0';
  const trimmed = digits.replace(/0+$/, '');
  exp += digits.length - trimmed.length;
  return `${literal.startsWith('-') ? '-' : ''}${trimmed}e${exp}`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function canonicalString(value: string, node: Node): string {
  const lone = LONE_SURROGATE.exec(value);
  if (lone) {
    const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
    throw new CanonError(`the string contains a lone surrogate U+${code}, which is not valid Unicode (RFC 8785 requires I-JSON)`, node.offset);
  }
  return JSON.stringify(value);
}

export default defineTool(definition, async (params) => {
  const json = params.json;
  const bom = json.charCodeAt(0) === 0xfeff;
  const source = bom ? json.slice(1) : json;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const warnings: string[] = bom ? ['The input starts with a byte order mark (U+FEFF); it was removed.'] : [];
  const inexact: string[] = [];
  let inexactCount = 0;
  const out: string[] = [];

  const write = (node: Node): void => {
    switch (node.type) {
      case 'object': {
        const props = (node.children ?? []).map((p) => ({ key: String(p.children![0]!.value), keyNode: p.children![0]!, value: p.children![1] }));
        props.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)); // UTF-16 code unit order
        out.push('{');
        props.forEach((p, i) => {
          if (i > 0 && props[i - 1]!.key === p.key) throw new CanonError(`duplicate key ${JSON.stringify(p.key)} (RFC 8785 requires unique keys)`, p.keyNode.offset);
          if (i > 0) out.push(',');
          out.push(canonicalString(p.key, p.keyNode), ':');
          if (p.value) write(p.value);
          else out.push('null');
        });
        out.push('}');
        return;
      }
      case 'array':
        out.push('[');
        (node.children ?? []).forEach((child, i) => {
          if (i > 0) out.push(',');
          write(child);
        });
        out.push(']');
        return;
      case 'string':
        out.push(canonicalString(node.value as string, node));
        return;
      case 'number': {
        const literal = source.slice(node.offset, node.offset + node.length);
        const n = Number(literal);
        if (!Number.isFinite(n)) throw new CanonError(`the number ${literal} is outside the IEEE 754 double range (about ±1.8e308)`, node.offset);
        const text = String(n); // ECMAScript Number::toString; -0 becomes 0
        if (decimalValue(literal) !== decimalValue(text) && !(n === 0 && decimalValue(literal) === '0')) {
          inexactCount++;
          if (inexact.length < 5) {
            const { line, column } = lineColumn(source, node.offset);
            inexact.push(`${literal} (line ${line}, column ${column}) became ${text}`);
          }
        }
        out.push(text);
        return;
      }
      default: // boolean, null
        out.push(source.slice(node.offset, node.offset + node.length));
    }
  };

  try {
    write(parsed.json.root);
  } catch (error) {
    if (!(error instanceof CanonError)) throw error;
    const { line, column } = lineColumn(source, error.offset);
    return failure('INVALID_INPUT', `Cannot canonicalize at line ${line}, column ${column}: ${error.message}`);
  }
  if (inexactCount > 0) {
    warnings.push(
      `${inexactCount} number literal${inexactCount === 1 ? ' is' : 's are'} not exactly representable as an IEEE 754 double and changed value: ${inexact.join('; ')}${inexactCount > inexact.length ? '; …' : ''}. Send such values as strings if they must survive exactly.`,
    );
  }
  const canonical = out.join('');
  const sha256 = bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8Encode(canonical) as Uint8Array<ArrayBuffer>)));
  return withWarnings(success({ canonical, sha256 }), warnings);
});
