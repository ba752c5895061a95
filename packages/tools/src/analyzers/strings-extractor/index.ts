import { defineTool, failure, success } from '@ctp/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import definition from './definition.js';

const MAX_STRINGS = 100_000;
type Found = { offset: number; string: string; encoding: 'ascii' | 'utf16le' | 'utf16be' };

/** GNU strings' printable set: 0x20-0x7E and tab. */
const printable = (c: number) => (c >= 0x20 && c < 0x7f) || c === 0x09;

function single(bytes: Uint8Array, min: number, out: Found[]): void {
  let start = -1;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && printable(bytes[i]!)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= min) out.push({ offset: start, string: String.fromCharCode(...bytes.subarray(start, i)), encoding: 'ascii' });
    start = -1;
    if (out.length > MAX_STRINGS) return;
  }
}

/** Two-byte characters whose high byte is 0 and low byte printable, at any alignment (as strings -e l/b). */
function wide(bytes: Uint8Array, min: number, little: boolean, out: Found[]): void {
  for (const phase of [0, 1]) {
    let start = -1;
    let chars = '';
    for (let i = phase; i + 1 <= bytes.length; i += 2) {
      const lo = little ? bytes[i] : bytes[i + 1];
      const hi = little ? bytes[i + 1] : bytes[i];
      if (i + 1 < bytes.length && hi === 0 && printable(lo!)) {
        if (start < 0) start = i;
        chars += String.fromCharCode(lo!);
        continue;
      }
      if (start >= 0 && chars.length >= min) out.push({ offset: start, string: chars, encoding: little ? 'utf16le' : 'utf16be' });
      start = -1;
      chars = '';
      if (out.length > MAX_STRINGS) return;
    }
  }
}

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.text, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const bytes = source.bytes;
  const found: Found[] = [];
  if (params.encoding === 'ascii' || params.encoding === 'both') single(bytes, params.minLength, found);
  if (params.encoding === 'utf16le' || params.encoding === 'both') wide(bytes, params.minLength, true, found);
  if (params.encoding === 'utf16be') wide(bytes, params.minLength, false, found);
  found.sort((a, b) => a.offset - b.offset);
  const truncated = found.length > MAX_STRINGS;
  const strings = found.slice(0, MAX_STRINGS);
  const prefix = (o: number) => (params.offsets === 'none' ? '' : `${(params.offsets === 'hex' ? o.toString(16) : String(o)).padStart(7)} `);
  const text = strings.map((s) => `${prefix(s.offset)}${s.string}\n`).join('');
  return success({ text, strings, count: strings.length, truncated });
});
