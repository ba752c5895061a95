import { defineTool, failure, success } from '@ctp/core';
import { describeChar } from '../../_shared/base64-text.js';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

type Variant = 'ascii85' | 'z85' | 'rfc1924';

/** Digit value d is ALPHABETS[variant][d]. Ascii85 is the 85 characters from "!" (33) to "u" (117). */
const ALPHABETS: Record<Variant, string> = {
  ascii85: Array.from({ length: 85 }, (_, i) => String.fromCharCode(33 + i)).join(''),
  z85: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#',
  rfc1924: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~',
};

export function encodeBase85(bytes: Uint8Array, variant: Variant): string {
  const alphabet = ALPHABETS[variant];
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    const value = (((bytes[i]! << 24) | ((bytes[i + 1] ?? 0) << 16) | ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)) >>> 0);
    if (variant === 'ascii85' && value === 0 && n === 4) {
      parts.push('z'); // a whole group of zero bytes (never a partial one)
      continue;
    }
    let v = value;
    const digits = new Array<string>(5);
    for (let k = 4; k >= 0; k--) {
      digits[k] = alphabet[v % 85]!;
      v = Math.floor(v / 85);
    }
    parts.push(digits.slice(0, n + 1).join('')); // a final group of n bytes keeps n + 1 characters
  }
  return parts.join('');
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export function decodeBase85(input: string, variant: Variant): Decoded {
  let text = input.trim();
  if (variant === 'ascii85') {
    if (text.startsWith('<~')) text = text.slice(2);
    if (text.endsWith('~>')) text = text.slice(0, -2);
  }
  const alphabet = ALPHABETS[variant];
  const value = new Map([...alphabet].map((c, i) => [c, i]));
  const out: number[] = [];
  const group: number[] = [];
  let position = 0;
  const flush = (count: number): string | undefined => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (group[k] ?? 84); // a short final group is padded with the highest digit
    if (v > 0xffffffff) return `the group of 5 characters ending at position ${position} has the value ${v}, above 2^32 - 1: the text is not valid ${variant === 'ascii85' ? 'Ascii85' : 'Base85'}`;
    for (let k = 0; k < count; k++) out.push((v >>> (24 - 8 * k)) & 0xff);
    group.length = 0;
    return undefined;
  };
  for (const ch of text) {
    position++;
    if (/\s/.test(ch)) continue;
    if (variant === 'ascii85' && ch === 'z') {
      if (group.length > 0) return { ok: false, message: `"z" at position ${position} is inside a group of 5 characters; it may only stand for a whole group of four zero bytes` };
      out.push(0, 0, 0, 0);
      continue;
    }
    const d = value.get(ch);
    if (d === undefined) {
      const hint = variant === 'ascii85' && ch === '~' ? ' (a "~>" end marker must be the last thing in the text)' : ` (allowed: the ${variant === 'z85' ? 'Z85' : variant === 'rfc1924' ? 'RFC 1924' : 'Ascii85 "!" to "u" and "z"'} alphabet; is this another Base85 variant?)`;
      return { ok: false, message: `${describeChar(ch)} at position ${position} is not a Base85 character${hint}` };
    }
    group.push(d);
    if (group.length === 5) {
      const problem = flush(4);
      if (problem) return { ok: false, message: problem };
    }
  }
  if (group.length === 1) return { ok: false, message: 'the last group has a single character; a final group needs 2 to 5 (the text is truncated)' };
  if (group.length > 0) {
    if (variant === 'z85') return { ok: false, message: `Z85 text has a multiple of 5 characters, but the last group has ${group.length}: the text is truncated, or the data was not a multiple of 4 bytes` };
    const problem = flush(group.length - 1);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

export default defineTool(definition, (params) => {
  const variant = params.variant;
  if (params.mode === 'decode') {
    const decoded = decodeBase85(params.text, variant);
    if (!decoded.ok) return failure('INVALID_INPUT', `Invalid Base85: ${decoded.message}.`);
    const shown = showBytes(decoded.bytes, params.outputEncoding ?? 'utf8');
    if (!shown.ok) return failure('INVALID_INPUT', shown.message);
    return success({ result: shown.text, byteLength: decoded.bytes.length });
  }
  const input = readBytes(params.text, params.inputEncoding ?? 'utf8');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  if (variant === 'z85' && input.bytes.length % 4 !== 0)
    return failure('INVALID_INPUT', `Z85 encodes data in groups of 4 bytes, but the input has ${input.bytes.length} bytes: pad it to ${Math.ceil(input.bytes.length / 4) * 4} bytes or choose Ascii85 or RFC 1924, which allow any length.`);
  const encoded = encodeBase85(input.bytes, variant);
  return success({ result: variant === 'ascii85' && params.delimiters ? `<~${encoded}~>` : encoded, byteLength: input.bytes.length });
});
