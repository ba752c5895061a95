import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t', '0': '' };

/** UTF-16 unit → a value ordered like code points (surrogates above U+E000–U+FFFF). */
function unitRank(c: number): number {
  return c >= 0xd800 && c <= 0xdfff ? c + 0x2000 : c >= 0xe000 ? c - 0x800 : c;
}

export function codePointCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return unitRank(x) - unitRank(y);
  }
  return a.length - b.length;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Natural order: runs of ASCII digits compare by numeric value (then fewer leading zeros first). */
export function naturalCompare(a: string, b: string): number {
  let i = 0;
  let j = 0;
  let zeros = 0;
  while (i < a.length && j < b.length) {
    if (isDigit(a.charCodeAt(i)) && isDigit(b.charCodeAt(j))) {
      let si = i;
      let sj = j;
      while (isDigit(a.charCodeAt(i))) i++;
      while (isDigit(b.charCodeAt(j))) j++;
      const za = si;
      const zb = sj;
      while (si < i - 1 && a[si] === '0') si++;
      while (sj < j - 1 && b[sj] === '0') sj++;
      const da = a.slice(si, i);
      const db = b.slice(sj, j);
      if (da.length !== db.length) return da.length - db.length;
      if (da !== db) return da < db ? -1 : 1;
      if (zeros === 0) zeros = si - za - (sj - zb);
      continue;
    }
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (x !== y) return unitRank(x) - unitRank(y);
    i++;
    j++;
  }
  const rest = a.length - i - (b.length - j);
  return rest !== 0 ? rest : zeros;
}

const TYPE_RANK: Record<string, number> = { null: 0, boolean: 1, number: 2, string: 3 };

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const { root, source } = parsed.json;
  const base = params.comparison === 'natural' ? naturalCompare : codePointCompare;
  const caseless = params.ignoreCase;
  const sign = params.order === 'desc' ? -1 : 1;
  const compareText = (a: string, b: string) => {
    const folded = caseless ? base(a.toLowerCase(), b.toLowerCase()) : 0;
    return sign * (folded !== 0 ? folded : base(a, b) || codePointCompare(a, b));
  };
  const compareValues = (a: Node, b: Node) => {
    const rank = TYPE_RANK[a.type]! - TYPE_RANK[b.type]!;
    if (rank !== 0) return sign * rank;
    if (a.type === 'string') return compareText(a.value as string, b.value as string);
    if (a.type === 'boolean') return sign * (Number(a.value) - Number(b.value));
    if (a.type === 'number') {
      const x = raw(a);
      const y = raw(b);
      const diff = Number(x) - Number(y);
      return sign * (diff !== 0 && !Number.isNaN(diff) ? Math.sign(diff) : codePointCompare(x, y)); // equal doubles: order the literals
    }
    return 0;
  };
  const raw = (n: Node) => source.slice(n.offset, n.offset + n.length);
  const unit = INDENTS[params.indent]!;
  const sortArrays = params.sortArrays;
  const colon = unit ? ': ' : ':';
  const out: string[] = [];
  let objectCount = 0;
  let duplicates = 0;

  const write = (node: Node, depth: number): void => {
    if (node.type !== 'object' && node.type !== 'array') return void out.push(raw(node));
    let children = node.children ?? [];
    if (node.type === 'object') {
      objectCount++;
      const keyOf = (p: Node) => p.children![0]!.value as string;
      children = [...children].sort((p, q) => compareText(keyOf(p), keyOf(q)));
      for (let i = 1; i < children.length; i++) if (keyOf(children[i]!) === keyOf(children[i - 1]!)) duplicates++;
    } else if (sortArrays && children.every((c) => c.type in TYPE_RANK)) {
      children = [...children].sort(compareValues);
    }
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
    if (children.length === 0) return void out.push(open + close);
    const inner = unit ? '\n' + unit.repeat(depth + 1) : '';
    out.push(open);
    children.forEach((child, i) => {
      out.push(i > 0 ? ',' + inner : inner);
      if (child.type === 'property') {
        out.push(raw(child.children![0]!) + colon);
        write(child.children![1]!, depth + 1);
      } else write(child, depth + 1);
    });
    out.push(unit ? '\n' + unit.repeat(depth) + close : close);
  };
  write(root, 0);
  const warnings = duplicates > 0 ? [`${duplicates} duplicate key${duplicates === 1 ? '' : 's'} kept side by side (most JSON readers keep only the last value)`] : [];
  return withWarnings(success({ json: out.join(''), objectCount }), warnings);
});
