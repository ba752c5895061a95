import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { decodeUtf8Strict } from '../../_shared/utf8-text.js';
import definition from './definition.js';

export type XorScheme = 'standard' | 'input-differential' | 'output-differential';

/** XORs `input` with the repeating `key` under the given scheme. */
export function xorBytes(input: Uint8Array, key: Uint8Array, scheme: XorScheme, nullPreserving: boolean): Uint8Array {
  const stream = key.slice();
  const out = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const slot = i % stream.length;
    const k = stream[slot]!;
    const b = input[i]!;
    out[i] = nullPreserving && (b === 0 || b === k) ? b : b ^ k;
    if (scheme === 'input-differential') stream[slot] = b;
    else if (scheme === 'output-differential') stream[slot] = out[i]!;
  }
  return out;
}

export default defineTool(definition, (params) => {
  const input = decodeInput(params.input, params.inputEncoding, 'The input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const key = decodeInput(params.key, params.keyEncoding, 'The key');
  if (!key.ok) return failure('INVALID_INPUT', key.message);
  if (key.bytes.length === 0) return failure('INVALID_INPUT', 'The key decodes to no bytes: give at least one key byte.');
  const bytes = xorBytes(input.bytes, key.bytes, params.scheme, params.nullPreserving);
  const byteLength = bytes.length;
  if (params.outputEncoding === 'hex') return success({ result: bytesToHex(bytes), byteLength });
  if (params.outputEncoding === 'base64') return success({ result: bytesToBase64(bytes), byteLength });
  const text = decodeUtf8Strict(bytes);
  if (text.ok) return success({ result: text.text, byteLength });
  return withWarnings(success({ result: new TextDecoder().decode(bytes), byteLength }), [
    `The result is not valid UTF-8 (first bad byte at offset ${text.offset}); invalid sequences are shown as U+FFFD. Choose hex or base64 output to see the exact bytes.`,
  ]);
});
