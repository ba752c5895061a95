import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { readBytes } from '../../_shared/byte-io.js';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { OID_NAMES } from './oids.js';
import definition from './definition.js';

const MAX_ELEMENTS = 50_000;
const MAX_DEPTH = 100;

const UNIVERSAL: Record<number, string> = {
  1: 'BOOLEAN', 2: 'INTEGER', 3: 'BIT STRING', 4: 'OCTET STRING', 5: 'NULL', 6: 'OBJECT', 7: 'OBJECT DESCRIPTOR', 8: 'EXTERNAL', 9: 'REAL', 10: 'ENUMERATED',
  12: 'UTF8STRING', 13: 'RELATIVE OID', 16: 'SEQUENCE', 17: 'SET', 18: 'NUMERICSTRING', 19: 'PRINTABLESTRING', 20: 'T61STRING', 21: 'VIDEOTEXSTRING',
  22: 'IA5STRING', 23: 'UTCTIME', 24: 'GENERALIZEDTIME', 25: 'GRAPHICSTRING', 26: 'VISIBLESTRING', 27: 'GENERALSTRING', 28: 'UNIVERSALSTRING', 30: 'BMPSTRING',
};
const TEXT_TYPES = new Set([12, 18, 19, 20, 22, 23, 24, 25, 26, 27]);

type Element = { offset: number; depth: number; headerLength: number; length: number | null; constructed: boolean; tag: string; value: string | null };

class Bad extends Error {}

function oid(b: Uint8Array): string {
  const parts: bigint[] = [];
  let v = 0n;
  for (const x of b) {
    v = (v << 7n) | BigInt(x & 0x7f);
    if (!(x & 0x80)) parts.push(v), (v = 0n);
  }
  if (parts.length === 0) return '';
  const first = parts[0]!;
  const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
  const dotted = [...head, ...parts.slice(1)].join('.');
  return OID_NAMES[dotted] ?? dotted;
}

function valueOf(tagNumber: number, content: Uint8Array): string | null {
  switch (tagNumber) {
    case 1:
      return String(content[0] ?? 0);
    case 2:
    case 10: {
      if (content.length === 0) return '0';
      const negative = (content[0]! & 0x80) !== 0;
      if (!negative) return bytesToHex(content).toUpperCase().replace(/^(00)+(?=..)/, '') || '00';
      let v = 0n;
      for (const x of content) v = (v << 8n) | BigInt(x);
      v -= 1n << BigInt(content.length * 8);
      const hex = (-v).toString(16).toUpperCase();
      return `-${hex.length % 2 ? `0${hex}` : hex}`;
    }
    case 4:
      return bytesToHex(content).toUpperCase();
    case 6:
      return oid(content);
    case 30: {
      let s = '';
      for (let i = 0; i + 1 < content.length; i += 2) s += String.fromCharCode((content[i]! << 8) | content[i + 1]!);
      return s;
    }
    default:
      return TEXT_TYPES.has(tagNumber) ? new TextDecoder('utf-8').decode(content) : null;
  }
}

function looksLikeDer(b: Uint8Array): boolean {
  try {
    const out: Element[] = [];
    const end = walk(b, 0, b.length, 0, out, [], false, 0);
    return end === b.length && out.length > 0;
  } catch {
    return false;
  }
}

/** Reads elements in b[start, end); returns where it stopped. `lines` get the asn1parse text. */
function walk(b: Uint8Array, start: number, end: number, depth: number, out: Element[], lines: string[], open: boolean, base: number, indefinite = false): number {
  let p = start;
  while (p < end) {
    if (indefinite && b[p] === 0 && b[p + 1] === 0) return p + 2;
    if (out.length >= MAX_ELEMENTS) throw new Bad(`more than ${MAX_ELEMENTS} elements`);
    if (depth > MAX_DEPTH) throw new Bad(`nested deeper than ${MAX_DEPTH} levels`);
    const offset = p;
    const id = b[p++]!;
    const cls = id >> 6;
    const constructed = (id & 0x20) !== 0;
    let number = id & 0x1f;
    if (number === 0x1f) {
      number = 0;
      do {
        if (p >= end) throw new Bad(`the tag at offset ${base + offset} is truncated`);
        number = number * 128 + (b[p]! & 0x7f);
      } while (b[p++]! & 0x80);
    }
    if (p >= end) throw new Bad(`the element at offset ${base + offset} has no length`);
    const first = b[p++]!;
    let length: number | null;
    if (first < 0x80) length = first;
    else if (first === 0x80) length = null;
    else {
      const n = first & 0x7f;
      if (n > 4 || p + n > end) throw new Bad(`the length at offset ${base + offset + 1} is invalid (${n} length bytes)`);
      length = 0;
      for (let i = 0; i < n; i++) length = length * 256 + b[p++]!;
    }
    const headerLength = p - offset;
    if (length === null && !constructed) throw new Bad(`the primitive element at offset ${base + offset} has an indefinite length`);
    if (length !== null && p + length > end) throw new Bad(`the element at offset ${base + offset} declares ${length} bytes but only ${end - p} remain`);
    const tag = cls === 0 ? (UNIVERSAL[number] ?? `UNIVERSAL ${number}`) : `${['', 'appl', 'cont', 'priv'][cls]} [ ${number} ]`;
    const content = length === null ? new Uint8Array(0) : b.subarray(p, p + length);
    const value = constructed || cls !== 0 ? null : valueOf(number, content);
    out.push({ offset: base + offset, depth, headerLength, length, constructed, tag, value });
    const l = length === null ? ' inf' : String(length).padStart(4);
    const head = `${String(base + offset).padStart(5)}:d=${String(depth).padEnd(2)} hl=${headerLength} l=${l} ${constructed ? 'cons' : 'prim'}: `;
    // openssl prints octet strings as "[HEX DUMP]:…" in place of the colon before the value
    lines.push(value === null ? `${head}${tag}` : `${head}${tag.padEnd(18)}${cls === 0 && number === 4 ? '[HEX DUMP]' : ''}:${value}`);
    if (constructed) {
      p = length === null ? walk(b, p, end, depth + 1, out, lines, open, base, true) : (walk(b, p, p + length, depth + 1, out, lines, open, base), p + length);
      continue;
    }
    if (open && cls === 0 && (number === 4 || number === 3) && content.length > 2) {
      const inner = number === 3 ? content.subarray(1) : content;
      if ((number !== 3 || content[0] === 0) && looksLikeDer(inner)) walk(inner, 0, inner.length, depth + 1, out, lines, open, base + p + (number === 3 ? 1 : 0));
    }
    p += length!;
  }
  if (indefinite) throw new Bad('an indefinite-length element has no end-of-contents marker (00 00)');
  return p;
}

function inputBytes(file: string | undefined, input: string | undefined): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  if (file) {
    const source = bytesFrom(file, undefined, 'hex');
    if (!source.ok) return source;
    const head = new TextDecoder().decode(source.bytes.subarray(0, 64));
    if (!head.includes('-----BEGIN')) return source;
    return inputBytes(undefined, new TextDecoder().decode(source.bytes));
  }
  const text = (input ?? '').trim();
  if (!text) return { ok: false, message: 'Paste PEM, Base64 or hex, or choose a file.' };
  const pem = /-----BEGIN ([^-]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  if (pem) return readBytes(pem[2]!.replace(/^[A-Za-z-]+:.*$/gm, ''), 'base64', `The PEM block (${pem[1]})`);
  const compact = text.replace(/[\s:]/g, '');
  if (/^([0-9a-fA-F]{2})+$/.test(compact)) return readBytes(compact, 'hex');
  return readBytes(text, 'base64', 'The input (not hex, so read as Base64)');
}

export default defineTool(definition, (params) => {
  const source = inputBytes(params.file, params.input);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const bytes = source.bytes;
  const elements: Element[] = [];
  const lines: string[] = [];
  try {
    const end = walk(bytes, 0, bytes.length, 0, elements, lines, params.openEmbedded, 0);
    if (end !== bytes.length) throw new Bad(`${bytes.length - end} bytes follow the structure`);
  } catch (error) {
    if (error instanceof Bad) return failure('INVALID_INPUT', `Not valid DER/BER: ${error.message}.`);
    throw error;
  }
  return success({ text: lines.map((l) => `${l}\n`).join(''), elements, byteLength: bytes.length });
});
