import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

const HEX = '0123456789ABCDEF';
const MAX_LINE = 76;

const escape = (b: number) => `=${HEX[b >> 4]}${HEX[b & 15]}`;

/** One hard line (no line break bytes unless binary) as soft-wrapped encoded lines. */
function encodeLine(bytes: Uint8Array, out: string[]): void {
  const tokens: string[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const last = i === bytes.length - 1;
    // literal: printable ASCII except "=", and space/tab unless they end the line (RFC 2045 rule 3)
    if ((b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last)) tokens.push(String.fromCharCode(b));
    else tokens.push(escape(b));
  }
  let line = '';
  for (const [i, token] of tokens.entries()) {
    const rest = i === tokens.length - 1 ? 0 : 1; // a non-final line needs room for the "=" soft break
    if (line.length + token.length + rest > MAX_LINE) {
      // a space or tab may not end an encoded line; it is followed by the soft break "=", so it is fine
      out.push(`${line}=`);
      line = '';
    }
    line += token;
  }
  out.push(line);
}

export function encodeQuotedPrintable(bytes: Uint8Array, binary: boolean): string[] {
  const out: string[] = [];
  if (binary) {
    encodeLine(bytes, out);
    return out;
  }
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      const end = i > start && bytes[i - 1] === 0x0d && i < bytes.length ? i - 1 : i;
      encodeLine(bytes.subarray(start, end), out);
      start = i + 1;
    }
  }
  return out;
}

export function decodeQuotedPrintable(text: string): { bytes: Uint8Array; warnings: string[]; lines: number } {
  const out: number[] = [];
  const warnings: string[] = [];
  const lines = text.split(/\r?\n/);
  const encoder = new TextEncoder();
  for (const [n, raw] of lines.entries()) {
    const line = raw.replace(/[ \t]+$/, ''); // transport padding (RFC 2045 rule 3)
    let soft = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '=') {
        if (i === line.length - 1) {
          soft = true;
          break;
        }
        const hex = line.slice(i + 1, i + 3);
        if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
          out.push(parseInt(hex, 16));
          i += 2;
          continue;
        }
        if (warnings.length < 5) warnings.push(`Line ${n + 1}, column ${i + 1}: "=${hex}" is not an escape (= must be followed by two hex digits or end the line); kept as is.`);
        out.push(61);
        continue;
      }
      const code = ch.codePointAt(0)!;
      if (code < 0x80) out.push(code);
      else {
        // not allowed by RFC 2045 but found in the wild: keep the character as UTF-8
        if (code > 0xffff) i++;
        for (const b of encoder.encode(String.fromCodePoint(code))) out.push(b);
      }
    }
    if (!soft && n < lines.length - 1) out.push(0x0d, 0x0a);
  }
  return { bytes: Uint8Array.from(out), warnings, lines: lines.length };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') {
    const { bytes, warnings, lines } = decodeQuotedPrintable(params.text);
    const encoding = params.outputEncoding ?? 'utf8';
    let result: string;
    if (encoding === 'windows-1252') result = new TextDecoder('windows-1252').decode(bytes);
    else if (encoding === 'hex') result = bytesToHex(bytes);
    else if (encoding === 'base64') result = bytesToBase64(bytes);
    else {
      const shown = showBytes(bytes, 'utf8');
      if (!shown.ok) return failure('INVALID_INPUT', `${shown.message.replace(/set outputEncoding.*$/, '')}If the message says charset=iso-8859-1 or windows-1252, choose outputEncoding "windows-1252"; else "hex".`);
      result = shown.text;
    }
    return withWarnings(success({ result, byteLength: bytes.length, lineCount: lines }), warnings);
  }
  const input = readBytes(params.text, params.inputEncoding ?? 'utf8');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const lines = encodeQuotedPrintable(input.bytes, params.binary);
  return success({ result: lines.join(params.lineEnding === 'lf' ? '\n' : '\r\n'), byteLength: input.bytes.length, lineCount: lines.length });
});
