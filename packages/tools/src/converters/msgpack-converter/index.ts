import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { Decoder, Encoder, ExtData } from '@msgpack/msgpack';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { parseJsonValue, printJsonValue } from '../../_shared/json-value.js';
import definition from './definition.js';

function encodeBytes(bytes: Uint8Array, encoding: 'hex' | 'base64'): string {
  return encoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes);
}

export default defineTool(definition, (params) => {
  if (params.mode === 'encode') {
    if (!params.input) return failure('INVALID_INPUT', 'Paste the JSON to encode.');
    // integers beyond 32 bits as BigInt: the encoder writes other numbers that size as float64
    const parsed = parseJsonValue(params.input, 'The JSON', { bigIntFrom: 0xffffffff });
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    let bytes: Uint8Array;
    try {
      bytes = new Encoder({ useBigInt64: true, maxDepth: 1000 }).encode(parsed.value);
    } catch (error) {
      return failure('INVALID_INPUT', `Cannot encode as MessagePack: ${(error as Error).message}.`);
    }
    return success({ result: encodeBytes(bytes, params.binaryEncoding), byteLength: bytes.length });
  }
  const source = bytesFrom(params.file, params.input, params.binaryEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set binaryEncoding to match the data.'));
  const bytes = source.bytes;
  if (bytes.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes.');
  let value: unknown;
  try {
    value = new Decoder({ useBigInt64: true }).decode(bytes);
  } catch (error) {
    const message = (error as Error).message;
    const extra = /Extra (\d+) of (\d+) byte\(s\) found at buffer\[(\d+)\]/.exec(message);
    if (extra) return failure('INVALID_INPUT', `The first MessagePack value ends at byte ${extra[3]} but ${extra[1]} more byte(s) follow: the data holds several values or trailing garbage.`);
    if (error instanceof RangeError) return failure('INVALID_INPUT', `The MessagePack data is truncated (a value announces more bytes than follow): ${message}.`);
    return failure('INVALID_INPUT', `Not valid MessagePack: ${message}.`);
  }
  const { text, notes, error } = printJsonValue(value, params.indent, (v) => (v instanceof ExtData ? { json: { $ext: v.type, data: bytesToBase64(v.data instanceof Uint8Array ? v.data : new Uint8Array(0)) }, note: `Extension types other than timestamps are shown as {"$ext": type, "data": base64}.` } : undefined));
  if (error) return failure('INVALID_INPUT', `Cannot show this MessagePack as JSON: ${error}.`);
  return withWarnings(success({ result: text, byteLength: bytes.length }), notes);
});
