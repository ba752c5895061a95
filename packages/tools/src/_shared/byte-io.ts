/**
 * Bytes in and out for the binary-format tools (base45/62/85/92, varint, MessagePack, CBOR…):
 * typed parameters (literal option values, so tool functions need no casts), reading a text
 * parameter as UTF-8, hex or Base64 bytes, and showing bytes as text, hex or Base64 with an
 * error that says what to do when they are not UTF-8. Pure data and Web APIs only.
 */
import { bytesToBase64, bytesToHex, type ParameterSchema } from '@ctp/core';
import { decodeInput, type Decoded } from './byte-encoding.js';
import { decodeUtf8Strict, hexByte } from './utf8-text.js';

/** Keeps a parameter's literal types (names, option values) so ToolParams can derive them. */
export function defineParameter<const P extends ParameterSchema>(parameter: P): P {
  return parameter;
}

export type ByteEncoding = 'utf8' | 'hex' | 'base64';

/** "Input is" for the encode direction of a tool with a `mode` select. */
export const encodeInputEncoding = defineParameter({
  name: 'inputEncoding',
  type: 'select',
  label: 'Input is',
  description: 'How to read the input when encoding: text (its UTF-8 bytes), hex bytes, or Base64 bytes.',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
    { value: 'base64', label: 'Base64 bytes' },
  ],
  dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
});

/** "Output as" for the decode direction of a tool with a `mode` select. */
export const decodeOutputEncoding = defineParameter({
  name: 'outputEncoding',
  type: 'select',
  label: 'Output as',
  description: 'How to show the decoded bytes: UTF-8 text, hex, or Base64.',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ],
  dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
  aiHint: 'Use hex or base64 when the decoded data may be binary; utf8 fails on bytes that are not UTF-8 text.',
});

/** Reads `text` as bytes in `encoding`; the message names `label` and the offending character. */
export function readBytes(text: string, encoding: ByteEncoding, label = 'The input'): Decoded {
  return decodeInput(text, encoding, label);
}

export type Shown = { ok: true; text: string } | { ok: false; message: string };

/** Shows bytes as UTF-8 text (strict), lowercase hex or padded Base64. */
export function showBytes(bytes: Uint8Array, encoding: ByteEncoding, label = 'The decoded bytes'): Shown {
  if (encoding === 'hex') return { ok: true, text: bytesToHex(bytes) };
  if (encoding === 'base64') return { ok: true, text: bytesToBase64(bytes) };
  const utf8 = decodeUtf8Strict(bytes);
  if (utf8.ok) return utf8;
  return {
    ok: false,
    message: `${label} (${bytes.length} bytes) are not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} is invalid. The data is probably binary: set outputEncoding to "hex" or "base64".`,
  };
}

/** Concatenates byte chunks. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const c of chunks) total += c.length;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
