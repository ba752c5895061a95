import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { decodeUtf8Strict } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type Format = 'xxd' | 'canonical' | 'plain' | 'c';
const MAX_OUTPUT = 10_485_760;

/** Enough of a line to tell the formats apart (a regex over a megabytes-long line can exhaust the stack). */
const HEAD = 256;

function detect(lines: string[]): Format {
  const first = (lines.find((l) => l.trim() !== '') ?? '').trimStart().slice(0, HEAD);
  if (/^\s*[0-9a-fA-F]+:\s/.test(first)) return 'xxd';
  if (/0x[0-9a-fA-F]{1,2}\s*,/.test(first) || /\[\]\s*=\s*\{/.test(first) || /^\s*unsigned char/.test(first)) return 'c';
  if (/^\s*[0-9a-fA-F]{6,}\s{1,2}[0-9a-fA-F]{2}(\s|$)/.test(first)) return 'canonical';
  return 'plain';
}

type Row = { offset: number; bytes: number[] };
type Parsed = { ok: true; rows: Row[]; warnings: string[] } | { ok: false; message: string };

const HEX_PAIRS = /^(?:[0-9a-fA-F]{2})+$/;

function parseOffsetRows(lines: string[], format: 'xxd' | 'canonical'): Parsed {
  const rows: Row[] = [];
  const warnings: string[] = [];
  let repeat = false;
  for (const [n, raw] of lines.entries()) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    if (line.trim() === '*') {
      repeat = true;
      continue;
    }
    // offsets have at most 16 digits: a bounded repeat cannot backtrack over a long line
    const m = format === 'xxd' ? /^([0-9a-fA-F]{1,16}):\s?(.*)$/.exec(line.trimStart()) : /^([0-9a-fA-F]{1,16})(?:\s+(.*))?$/.exec(line.trimStart());
    if (!m) return { ok: false, message: `Line ${n + 1} does not start with an offset${format === 'xxd' ? ' and ":"' : ''}: "${line.slice(0, 40)}"` };
    const offset = parseInt(m[1]!, 16);
    // the hex area ends at the text column: two spaces in xxd, "|" or ">" in hexdump -C and od
    const area = format === 'xxd' ? m[2]!.split(/\s{2,}/)[0]! : (m[2] ?? '').split(/[|>]/)[0]!;
    const bytes: number[] = [];
    for (const group of area.trim().split(/\s+/).filter(Boolean)) {
      if (!HEX_PAIRS.test(group)) return { ok: false, message: `Line ${n + 1}: "${group}" is not a group of hex bytes (the text column must be separated by two spaces${format === 'canonical' ? ' or |' : ''})` };
      for (let i = 0; i < group.length; i += 2) bytes.push(parseInt(group.slice(i, i + 2), 16));
    }
    if (repeat && rows.length > 0) {
      // "*": the previous row repeats until this offset
      const last = rows[rows.length - 1]!;
      const size = last.bytes.length;
      if (size > 0) for (let at = last.offset + size; at + size <= offset; at += size) rows.push({ offset: at, bytes: last.bytes });
      repeat = false;
    }
    rows.push({ offset, bytes });
  }
  if (rows.some((r, i) => i > 0 && r.offset < rows[i - 1]!.offset + rows[i - 1]!.bytes.length)) warnings.push('Some rows overlap earlier ones; later bytes overwrite earlier bytes, as xxd -r does.');
  return { ok: true, rows, warnings };
}

function parseLoose(text: string, format: 'plain' | 'c'): Parsed {
  let body = text;
  if (format === 'c') {
    const open = body.indexOf('{');
    const close = body.lastIndexOf('}');
    if (open >= 0 && close > open) body = body.slice(open + 1, close);
    const bytes: number[] = [];
    for (const token of body.split(/[\s,]+/).filter(Boolean)) {
      const m = /^0x([0-9a-fA-F]{1,2})$/.exec(token);
      if (!m) return { ok: false, message: `"${token.slice(0, 20)}" is not a C byte literal such as 0x4f` };
      bytes.push(parseInt(m[1]!, 16));
    }
    return { ok: true, rows: [{ offset: 0, bytes }], warnings: [] };
  }
  const digits = body.replace(/\s+/g, '');
  const bad = /[^0-9a-fA-F]/.exec(digits);
  if (bad) return { ok: false, message: `"${bad[0]}" is not a hex digit (plain dumps hold only 0-9 and a-f; is this another format?)` };
  if (digits.length % 2) return { ok: false, message: `the dump has ${digits.length} hex digits, an odd number (every byte needs two)` };
  const bytes = new Array<number>(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return { ok: true, rows: [{ offset: 0, bytes }], warnings: [] };
}

export default defineTool(definition, (params) => {
  const lines = params.dump.split('\n');
  const format: Format = params.format === 'auto' ? detect(lines) : params.format;
  const parsed = format === 'xxd' || format === 'canonical' ? parseOffsetRows(lines, format) : parseLoose(params.dump, format);
  if (!parsed.ok) return failure('INVALID_INPUT', `Not a ${format === 'canonical' ? 'hexdump -C' : format} dump: ${parsed.message}.`);
  let size = 0;
  for (const r of parsed.rows) size = Math.max(size, r.offset + r.bytes.length);
  // hexdump -C ends with a bare offset: the total length
  if (size > MAX_OUTPUT) return failure('CONSTRAINT_VIOLATION', `The dump describes ${size} bytes (its offsets reach 0x${size.toString(16)}); the limit is ${MAX_OUTPUT} bytes (10 MiB).`);
  const bytes = new Uint8Array(size);
  for (const r of parsed.rows) bytes.set(r.bytes, r.offset);
  const utf8 = decodeUtf8Strict(bytes);
  return withWarnings(success({ hex: bytesToHex(bytes), text: utf8.ok ? utf8.text : null, file: bytesToBase64(bytes), byteLength: size, format }), parsed.warnings);
});
