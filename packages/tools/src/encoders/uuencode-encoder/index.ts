import { defineTool, failure, success } from '@ctp/core';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

const LINE_BYTES = 45;

function char(value: number, backtick: boolean): string {
  return value === 0 && backtick ? '`' : String.fromCharCode(32 + value);
}

export function uuencodeLines(bytes: Uint8Array, backtick: boolean): string[] {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += LINE_BYTES) {
    const chunk = bytes.subarray(i, i + LINE_BYTES);
    let line = char(chunk.length, backtick);
    for (let j = 0; j < chunk.length; j += 3) {
      const a = chunk[j]!, b = chunk[j + 1] ?? 0, c = chunk[j + 2] ?? 0;
      line += char(a >> 2, backtick) + char(((a & 3) << 4) | (b >> 4), backtick) + char(((b & 15) << 2) | (c >> 6), backtick) + char(c & 63, backtick);
    }
    lines.push(line);
  }
  return lines;
}

type Decoded = { ok: true; bytes: Uint8Array; fileName: string | null; permissions: string | null } | { ok: false; message: string };

const value = (ch: string | undefined) => (ch === undefined ? 0 : (ch.charCodeAt(0) - 32) & 63);

export function uudecode(text: string): Decoded {
  const lines = text.split(/\r?\n/);
  let index = 0;
  let fileName: string | null = null;
  let permissions: string | null = null;
  while (index < lines.length && lines[index]!.trim() === '') index++;
  const begin = /^begin(?:-base64)? ([0-7]{3,4}) (.*)$/.exec(lines[index] ?? '');
  if (/^begin-base64 /.test(lines[index] ?? '')) return { ok: false, message: 'This is a "begin-base64" block (uuencode -m): decode the lines between begin-base64 and ==== with base64-encoder instead' };
  if (begin) {
    permissions = begin[1]!;
    fileName = begin[2]!;
    index++;
  }
  const out: number[] = [];
  let ended = false;
  for (; index < lines.length; index++) {
    const raw = lines[index]!;
    const line = raw.trim() === '' ? '' : raw; // trailing spaces are data (the historical zero)
    if (line === 'end') {
      ended = true;
      break;
    }
    if (line === '') continue;
    const count = value(line[0]);
    if (count === 0) continue; // the zero-length line before "end"
    const needed = Math.ceil(count / 3) * 4;
    // some encoders strip trailing spaces (historical zero characters): pad them back
    const body = line.slice(1).padEnd(needed, ' ');
    for (let i = 1; i < line.length; i++) {
      const code = line.charCodeAt(i);
      if (code < 32 || code > 96) return { ok: false, message: `Line ${index + 1}, column ${i + 1}: "${line[i]}" is not a uuencode character (allowed: space to "\`")` };
    }
    const chunk: number[] = [];
    for (let j = 0; j < needed; j += 4) {
      const a = value(body[j]), b = value(body[j + 1]), c = value(body[j + 2]), d = value(body[j + 3]);
      chunk.push(((a << 2) | (b >> 4)) & 255, ((b << 4) | (c >> 2)) & 255, ((c << 6) | d) & 255);
    }
    out.push(...chunk.slice(0, count));
  }
  if (begin && !ended) return { ok: false, message: 'The block starts with "begin" but has no "end" line: it is truncated' };
  if (!begin && out.length === 0) return { ok: false, message: 'No uuencoded data found: expected a "begin <mode> <name>" line or lines starting with a length character such as "M"' };
  return { ok: true, bytes: Uint8Array.from(out), fileName, permissions };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') {
    const decoded = uudecode(params.text);
    if (!decoded.ok) return failure('INVALID_INPUT', `${decoded.message}.`);
    const shown = showBytes(decoded.bytes, params.outputEncoding ?? 'utf8');
    if (!shown.ok) return failure('INVALID_INPUT', shown.message);
    return success({ result: shown.text, byteLength: decoded.bytes.length, fileName: decoded.fileName, permissions: decoded.permissions });
  }
  const input = readBytes(params.text, params.inputEncoding ?? 'utf8');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const lines = uuencodeLines(input.bytes, params.backtick);
  const block = [`begin ${params.permissions} ${params.fileName}`, ...lines, params.backtick ? '`' : ' ', 'end', ''].join('\n');
  return success({ result: block, byteLength: input.bytes.length, fileName: params.fileName, permissions: params.permissions });
});
