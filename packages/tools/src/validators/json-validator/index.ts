import { defineTool, failure, success, utf8Length, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { MAX_DEPTH, parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

const MAX_LISTED_DUPLICATES = 1000;

interface Duplicate {
  path: string;
  offset: number;
}

/** UTF-16 offset of a 1-based line and code-point column (the inverse of lineColumn). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl === -1) return text.length;
    offset = nl + 1;
  }
  for (let c = 1; c < column && offset < text.length; c++) offset += (text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1;
  return offset;
}

function describeChar(char: string): string {
  const cp = char.codePointAt(0)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp > 0x20 && cp !== 0x7f ? `'${char}' (${hex})` : hex;
}

const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One pass over the tree: statistics and duplicate keys (iterative: depth is bounded but large). */
function analyse(root: Node, source: string) {
  let depth = 0;
  let keyCount = 0;
  let objectCount = 0;
  let arrayCount = 0;
  const duplicates: Duplicate[] = [];
  const stack: Array<[Node, string, number]> = [[root, '', 0]];
  while (stack.length) {
    const [node, path, level] = stack.pop()!;
    if (node.type === 'object') {
      objectCount++;
      if (level + 1 > depth) depth = level + 1;
      const seen = new Set<string>();
      const children: Array<[Node, string, number]> = [];
      for (const prop of node.children ?? []) {
        keyCount++;
        const keyNode = prop.children![0]!;
        const key = String(keyNode.value);
        const childPath = `${path}/${pointerToken(key)}`;
        if (seen.has(key)) duplicates.push({ path: childPath, offset: keyNode.offset });
        else seen.add(key);
        const value = prop.children![1];
        if (value) children.push([value, childPath, level + 1]);
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    } else if (node.type === 'array') {
      arrayCount++;
      if (level + 1 > depth) depth = level + 1;
      const items = node.children ?? [];
      for (let i = items.length - 1; i >= 0; i--) stack.push([items[i]!, `${path}/${i}`, level + 1]);
    }
  }
  // an object's duplicates are found before its children's: list them in order of appearance
  const listed = duplicates
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_LISTED_DUPLICATES)
    .map((d) => ({ path: d.path, ...lineColumn(source, d.offset) }));
  return { stats: { depth, keyCount, objectCount, arrayCount, bytes: utf8Length(source) }, duplicates: listed, duplicateCount: duplicates.length };
}

type RootType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

interface Output {
  valid: boolean;
  summary: string;
  error?: { message: string; line: number; column: number; offset: number };
  rootType?: RootType;
  stats?: ReturnType<typeof analyse>['stats'];
  duplicateKeys?: Array<{ path: string; line: number; column: number }>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default defineTool<typeof definition, Output>(definition, (params) => {
  const source = params.json;
  const lenient = params.allowComments;
  const kind = lenient ? 'JSONC' : 'JSON';
  const parsed = parseJsonText(source, lenient);
  if (!parsed.ok && parsed.message.startsWith('nested too deeply'))
    return failure('INVALID_INPUT', `The JSON is nested deeper than ${MAX_DEPTH} levels, the most this tool checks (RFC 8259 §9 lets parsers limit nesting)`);
  if (!parsed.ok) {
    const offset = offsetOf(source, parsed.line, parsed.column);
    let message = parsed.message;
    if (offset === 0 && source.charCodeAt(0) === 0xfeff)
      message = 'byte order mark (U+FEFF) before the value; JSON text must not start with a BOM';
    else if (message === 'unexpected character' && offset < source.length)
      message = `unexpected character ${describeChar(String.fromCodePoint(source.codePointAt(offset)!))}`;
    const error = { message, line: parsed.line, column: parsed.column, offset };
    return success({ valid: false, summary: `Invalid ${kind} at line ${error.line}, column ${error.column}: ${message}`, error });
  }
  const root = parsed.json.root;
  const rootType = root.type as RootType;
  const { stats, duplicates, duplicateCount } = analyse(root, source);
  const parts: string[] = [rootType];
  if (stats.objectCount > 0) parts.push(plural(stats.keyCount, 'key'));
  if (stats.depth > 0) parts.push(`depth ${stats.depth}`);
  parts.push(plural(stats.bytes, 'byte'));
  let summary = `Valid ${kind}: ${parts.join(', ')}`;
  const warnings: string[] = [];
  if (duplicateCount > 0) {
    const first = duplicates[0]!;
    summary += `; ${plural(duplicateCount, 'duplicate key')} (${first.path} at line ${first.line}, column ${first.column}${duplicateCount > 1 ? ', …' : ''})`;
    for (const d of duplicates.slice(0, 20)) warnings.push(`Duplicate key ${d.path} at line ${d.line}, column ${d.column}: most parsers keep only the last value`);
    if (duplicateCount > 20) warnings.push(`…and ${duplicateCount - 20} more duplicate keys`);
  }
  return withWarnings(success({ valid: true, summary: summary + '.', rootType, stats, duplicateKeys: duplicates }), warnings);
});
