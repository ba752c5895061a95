import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

const MAX_DEPTH = 20;
const MAX_INDEX = 1000;

type QNode = string | { kind: 'obj'; map: Map<string, QNode> } | { kind: 'arr'; items: QNode[] };

const newObj = (): QNode => ({ kind: 'obj', map: new Map() });

function insert(existing: QNode | undefined, path: string[], value: string): QNode {
  if (!path.length) {
    if (existing === undefined) return value;
    if (typeof existing !== 'string' && existing.kind === 'arr') {
      existing.items.push(value);
      return existing;
    }
    return { kind: 'arr', items: [existing, value] };
  }
  const [seg, ...rest] = path as [string, ...string[]];
  if (seg === '') {
    let arr: QNode;
    if (existing === undefined) arr = { kind: 'arr', items: [] };
    else if (typeof existing !== 'string' && existing.kind === 'arr') arr = existing;
    else if (typeof existing !== 'string' && existing.kind === 'obj') {
      existing.map.set(String(existing.map.size), insert(undefined, rest, value));
      return existing;
    } else arr = { kind: 'arr', items: [existing] };
    (arr as { items: QNode[] }).items.push(insert(undefined, rest, value));
    return arr;
  }
  if (/^(0|[1-9][0-9]*)$/.test(seg) && Number(seg) <= MAX_INDEX && (existing === undefined || (typeof existing !== 'string' && existing.kind === 'arr'))) {
    const arr = (existing ?? { kind: 'arr', items: [] }) as { kind: 'arr'; items: QNode[] };
    const i = Number(seg);
    arr.items[i] = insert(arr.items[i], rest, value);
    return arr;
  }
  let obj: { kind: 'obj'; map: Map<string, QNode> };
  if (existing === undefined) obj = newObj() as typeof obj;
  else if (typeof existing === 'string') return { kind: 'arr', items: [existing, insert(undefined, path, value)] };
  else if (existing.kind === 'obj') obj = existing;
  else {
    // an array meeting a named key becomes an object keyed by index
    obj = newObj() as typeof obj;
    existing.items.forEach((item, i) => item !== undefined && obj.map.set(String(i), item));
  }
  obj.map.set(seg, insert(obj.map.get(seg), rest, value));
  return obj;
}

/** Splits "a[b][]" into ["a", "b", ""]; returns the key unsplit when the brackets are not well formed. */
function splitKey(key: string): [string, string[]] {
  const open = key.indexOf('[');
  if (open <= 0) return [key, []];
  const root = key.slice(0, open);
  const path: string[] = [];
  let i = open;
  while (i < key.length) {
    if (key[i] !== '[') return [key, []];
    const close = key.indexOf(']', i);
    if (close === -1) return [key, []];
    const seg = key.slice(i + 1, close);
    if (seg.includes('[')) return [key, []];
    if (path.length === MAX_DEPTH) {
      path.push(key.slice(i)); // beyond the depth limit the rest stays one literal key
      break;
    }
    path.push(seg);
    i = close + 1;
  }
  return [root, path];
}

function jsonText(node: QNode, indent: string): string {
  if (typeof node === 'string') return JSON.stringify(node);
  const inner = `${indent}  `;
  if (node.kind === 'arr') {
    const items = node.items.filter((x) => x !== undefined);
    if (!items.length) return '[]';
    return `[\n${items.map((x) => inner + jsonText(x, inner)).join(',\n')}\n${indent}]`;
  }
  if (!node.map.size) return '{}';
  const parts: string[] = [];
  for (const [k, v] of node.map) parts.push(`${inner}${JSON.stringify(k)}: ${jsonText(v, inner)}`);
  return `{\n${parts.join(',\n')}\n${indent}}`;
}

function decode(text: string, plus: boolean, pairIndex: number): string {
  const s = plus ? text.replace(/\+/g, ' ') : text;
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    const bad = /%(?![0-9A-Fa-f]{2})/.exec(s);
    const detail = bad ? `"%" at character ${bad.index + 1} is not followed by two hex digits` : 'the percent-escapes are not valid UTF-8';
    throw new Error(`Malformed percent-encoding in pair ${pairIndex} ("${text.length > 60 ? `${text.slice(0, 60)}…` : text}"): ${detail}. Write a literal % as %25.`);
  }
}

function parse(input: string, plus: boolean, brackets: boolean): { output: string; pairCount: number } {
  let query = input.trim();
  const q = query.indexOf('?');
  if (q !== -1 && !/[=&]/.test(query.slice(0, q))) query = query.slice(q + 1);
  const hash = query.indexOf('#');
  if (hash !== -1) query = query.slice(0, hash);
  const root = newObj() as { kind: 'obj'; map: Map<string, QNode> };
  let pairCount = 0;
  for (const part of query.split('&')) {
    if (!part) continue;
    pairCount++;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const key = decode(rawKey, plus, pairCount);
    const value = eq === -1 ? '' : decode(part.slice(eq + 1), plus, pairCount);
    const [name, path] = brackets ? splitKey(key) : [key, []];
    root.map.set(name, insert(root.map.get(name), path, value));
  }
  return { output: jsonText(root, ''), pairCount };
}

function stringify(value: unknown, format: string, plus: boolean): { output: string; pairCount: number } {
  const enc = (s: string) => {
    const e = encodeURIComponent(s);
    return plus ? e.replace(/%20/g, '+') : e;
  };
  const pairs: string[] = [];
  const walk = (prefix: string, v: unknown): void => {
    if (v === null || typeof v !== 'object') {
      pairs.push(`${prefix}=${v === null ? '' : enc(String(v))}`);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        const nested = item !== null && typeof item === 'object';
        if (nested || format === 'indices') walk(`${prefix}[${i}]`, item);
        else walk(format === 'brackets' ? `${prefix}[]` : prefix, item);
      });
    } else {
      for (const [k, item] of Object.entries(v)) walk(`${prefix}[${enc(k)}]`, item);
    }
  };
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(enc(k), v);
  return { output: pairs.join('&'), pairCount: pairs.length };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'stringify') {
    const value = params.json;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return failure('INVALID_INPUT', `The JSON must be an object whose keys become parameter names, got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}.`);
    }
    return success(stringify(value, params.arrayFormat, params.plusAsSpace));
  }
  try {
    return success(parse(params.query!, params.plusAsSpace, params.brackets)); // required in parse mode (dependsOn)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Malformed')) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
