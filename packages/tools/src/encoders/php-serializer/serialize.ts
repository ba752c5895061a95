/** JSON (a jsonc-parser tree, so number literals keep every digit) → PHP serialize() text. */
import { utf8Encode } from '@ctp/core';
import type { Node } from 'jsonc-parser';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** PHP's float text (serialize_precision -1): shortest round-trip digits, E notation below 1e-4 or from 1e18. */
export function phpFloat(n: number): string {
  if (Object.is(n, -0)) return '-0';
  const [mantissa, exp] = Math.abs(n).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const x = Number(exp);
  const decpt = x + 1;
  const sign = n < 0 ? '-' : '';
  if (decpt < -3 || decpt > 17) return `${sign}${digits[0]}.${digits.slice(1) || '0'}E${x < 0 ? '-' : '+'}${Math.abs(x)}`;
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (digits.length <= decpt) return sign + digits + '0'.repeat(decpt - digits.length);
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

const str = (s: string) => `s:${utf8Encode(s).length}:"${s}";`;

function intKey(key: string): bigint | undefined {
  if (!/^(?:0|-?[1-9]\d{0,18})$/.test(key)) return undefined;
  const v = BigInt(key);
  return v >= INT64_MIN && v <= INT64_MAX ? v : undefined;
}

export function serializeJson(root: Node, source: string): { result: string; warnings: string[] } | { error: string; offset: number } {
  const warnings: string[] = [];
  const out: string[] = [];
  class Refusal extends Error {
    constructor(message: string, readonly offset: number) {
      super(message);
    }
  }
  const write = (node: Node): void => {
    switch (node.type) {
      case 'null':
        return void out.push('N;');
      case 'boolean':
        return void out.push(node.value ? 'b:1;' : 'b:0;');
      case 'string':
        return void out.push(str(node.value as string));
      case 'number': {
        const literal = source.slice(node.offset, node.offset + node.length);
        if (/^-?\d+$/.test(literal)) {
          const v = BigInt(literal);
          if (v >= INT64_MIN && v <= INT64_MAX) return void out.push(`i:${v};`);
          warnings.push(`${literal} is outside PHP's 64-bit integer range; it was written as a float (d:), as PHP would.`);
        }
        return void out.push(`d:${phpFloat(Number(literal))};`);
      }
      case 'array': {
        const items = node.children ?? [];
        out.push(`a:${items.length}:{`);
        items.forEach((item, i) => {
          out.push(`i:${i};`);
          write(item);
        });
        return void out.push('}');
      }
      case 'object': {
        const props = (node.children ?? []).map((p) => [p.children![0]!.value as string, p.children![1]!, p.offset] as const);
        const seen = new Set<string>();
        for (const [key, , offset] of props) {
          if (seen.has(key)) throw new Refusal(`duplicate key ${JSON.stringify(key)}`, offset);
          seen.add(key);
        }
        const ref = props.length === 1 && props[0]![0] === '__ref' ? source.slice(props[0]![1].offset, props[0]![1].offset + props[0]![1].length) : undefined;
        if (ref !== undefined && /^[1-9]\d{0,8}$/.test(ref)) return void out.push(`r:${ref};`);
        const cls = props.find(([k]) => k === '__class');
        if (cls && cls[1].type === 'string') {
          const rest = props.filter(([k]) => k !== '__class');
          out.push(`O:${utf8Encode(cls[1].value as string).length}:"${cls[1].value}":${rest.length}:{`);
          for (const [key, value] of rest) {
            out.push(str(key));
            write(value);
          }
          return void out.push('}');
        }
        out.push(`a:${props.length}:{`);
        for (const [key, value] of props) {
          // PHP stores canonical integer strings ("5", not "05") as integer keys
          const asInt = intKey(key);
          out.push(asInt === undefined ? str(key) : `i:${asInt};`);
          write(value);
        }
        return void out.push('}');
      }
      default:
        throw new Refusal(`unexpected ${node.type}`, node.offset);
    }
  };
  try {
    write(root);
  } catch (error) {
    if (error instanceof Refusal) return { error: error.message, offset: error.offset };
    throw error;
  }
  return { result: out.join(''), warnings };
}
