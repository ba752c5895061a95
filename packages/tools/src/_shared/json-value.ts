/**
 * JSON text ↔ values for the binary data-format tools (MessagePack, CBOR, BSON, bencode):
 * parsing keeps integers beyond 2^53 exact (as BigInt, from the source literal), and printing
 * writes BigInt as exact number literals and turns what JSON cannot hold (bytes, dates,
 * undefined, NaN, maps with non-string keys, tags) into JSON with a note saying where.
 */
import type { Node } from 'jsonc-parser';
import { parseJsonText } from './json-text.js';

export type JsonInput = { ok: true; value: unknown } | { ok: false; message: string };

/** Parses JSON; integer literals beyond 2^53 (or `bigIntFrom`) become BigInt so binary formats store them exactly. */
export function parseJsonValue(source: string, label = 'The JSON', options: { bigIntFrom?: number } = {}): JsonInput {
  const limit = options.bigIntFrom ?? Number.MAX_SAFE_INTEGER;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return { ok: false, message: `${label} is not valid JSON: ${parsed.message} at line ${parsed.line}, column ${parsed.column}.` };
  const exact = (node: Node): unknown => {
    if (node.type === 'number') {
      const literal = source.slice(node.offset, node.offset + node.length);
      if (/^-?\d+$/.test(literal) && Math.abs(Number(literal)) > limit) return BigInt(literal);
      return node.value;
    }
    if (node.type === 'array') return (node.children ?? []).map(exact);
    if (node.type === 'object') {
      const out: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) Object.defineProperty(out, String(key.value), { value: exact(value), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return node.value;
  };
  return { ok: true, value: exact(parsed.json.root) };
}

/** How printJsonValue shows a value JSON has no type for; return undefined to use the default. */
export type Special = (value: unknown, path: string) => { json: unknown; note?: string } | undefined;

const pathKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Pretty JSON for a decoded value. BigInt prints as exact digits; bytes as Base64 strings; dates
 * as ISO strings; maps as objects (keys as text); undefined, NaN and ±Infinity as null or strings.
 * Every such change is noted once per kind with the first path where it happened.
 */
export const MAX_PRINT_DEPTH = 1000;
class TooDeep extends Error {}

export function printJsonValue(value: unknown, indent: number, special?: Special): { text: string; notes: string[]; error?: string } {
  const notes = new Map<string, string>();
  const note = (kind: string, text: string) => {
    if (!notes.has(kind)) notes.set(kind, text);
  };
  const pad = (depth: number) => (indent > 0 ? `\n${' '.repeat(indent * depth)}` : '');
  const sep = indent > 0 ? ': ' : ':';
  const print = (v: unknown, path: string, depth: number): string => {
    if (depth > MAX_PRINT_DEPTH) throw new TooDeep();
    const custom = special?.(v, path);
    if (custom) {
      if (custom.note) note(custom.note.split(' ')[0]!, custom.note);
      v = custom.json;
      if (special?.(v, path)) return JSON.stringify(String(v));
    }
    if (v === null) return 'null';
    if (v === undefined) {
      note('undefined', `undefined (at ${path || '$'}) is shown as null.`);
      return 'null';
    }
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return Object.is(v, -0) ? '-0.0' : JSON.stringify(v);
      note('nonfinite', `${v} (at ${path || '$'}) has no JSON form; it is shown as the string "${v}".`);
      return JSON.stringify(String(v));
    }
    if (typeof v === 'string' || typeof v === 'boolean') return JSON.stringify(v);
    if (v instanceof Uint8Array) {
      note('bytes', `Byte strings (the first at ${path || '$'}) are shown as Base64 text.`);
      return JSON.stringify(base64(v));
    }
    if (v instanceof Date) {
      note('date', `Timestamps (the first at ${path || '$'}) are shown as ISO 8601 strings.`);
      return JSON.stringify(Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString());
    }
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[${v.map((x, i) => pad(depth + 1) + print(x, `${path}[${i}]`, depth + 1)).join(',')}${pad(depth)}]`;
    }
    if (v instanceof Map) {
      if (v.size === 0) return '{}';
      const parts: string[] = [];
      for (const [k, x] of v) {
        const key = typeof k === 'string' ? k : k instanceof Uint8Array ? base64(k) : typeof k === 'bigint' || typeof k === 'number' || typeof k === 'boolean' ? String(k) : JSON.stringify(k) ?? String(k);
        if (typeof k !== 'string') note('mapkey', `Map keys that are not text (the first at ${path || '$'}) are written as text.`);
        parts.push(pad(depth + 1) + JSON.stringify(key) + sep + print(x, path + pathKey(key), depth + 1));
      }
      return `{${parts.join(',')}${pad(depth)}}`;
    }
    if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      if (entries.length === 0) return '{}';
      return `{${entries.map(([k, x]) => pad(depth + 1) + JSON.stringify(k) + sep + print(x, path + pathKey(k), depth + 1)).join(',')}${pad(depth)}}`;
    }
    return JSON.stringify(String(v));
  };
  try {
    return { text: print(value, '', 0), notes: [...notes.values()] };
  } catch (error) {
    if (error instanceof TooDeep) return { text: '', notes: [], error: `the data is nested more than ${MAX_PRINT_DEPTH} levels deep` };
    throw error;
  }
}
