import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { littleEndian, readMessage, type WireField } from '../../_shared/protobuf-wire.js';
import definition from './definition.js';

type Node = Record<string, unknown>;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function printableText(bytes: Uint8Array): string | undefined {
  try {
    const text = utf8.decode(bytes);
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** protoc's C-style escaping for strings and bytes. */
function quote(bytes: Uint8Array, text: string | undefined): string {
  if (text !== undefined) return JSON.stringify(text).replace(/\\u00([0-9a-f]{2})/g, (_, h: string) => `\\${parseInt(h, 16).toString(8).padStart(3, '0')}`);
  let out = '"';
  for (const b of bytes) out += b === 0x22 ? '\\"' : b === 0x5c ? '\\\\' : b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\${b.toString(8).padStart(3, '0')}`;
  return `${out}"`;
}

function toSigned(v: bigint, bits: number): bigint {
  return v >= 1n << BigInt(bits - 1) ? v - (1n << BigInt(bits)) : v;
}

function describe(fields: WireField[], depth: number, lines: string[]): Node[] {
  const pad = '  '.repeat(depth);
  return fields.map((f) => {
    switch (f.wireType) {
      case 0: {
        lines.push(`${pad}${f.number}: ${f.value}`);
        const sint = f.value & 1n ? -((f.value + 1n) >> 1n) : f.value >> 1n;
        const node: Node = { field: f.number, wireType: 'varint', offset: f.offset, uint: f.value.toString(), sint: sint.toString() };
        if (f.value >= 1n << 63n) node.int = toSigned(f.value, 64).toString();
        return node;
      }
      case 1:
      case 5: {
        const bits = f.wireType === 1 ? 64 : 32;
        const raw = littleEndian(f.value);
        lines.push(`${pad}${f.number}: 0x${raw.toString(16).padStart(bits / 4, '0')}`);
        const view = new DataView(f.value.buffer, f.value.byteOffset, f.value.byteLength);
        const float = bits === 64 ? view.getFloat64(0, true) : view.getFloat32(0, true);
        return { field: f.number, wireType: bits === 64 ? 'fixed64' : 'fixed32', offset: f.offset, hex: bytesToHex(f.value), uint: raw.toString(), int: toSigned(raw, bits).toString(), [bits === 64 ? 'double' : 'float']: Number.isFinite(float) ? float : String(float) };
      }
      case 2: {
        const text = printableText(f.value);
        const nested = text === undefined && f.value.length > 0 && depth < 64 ? readMessage(f.value, f.offset + headerLength(f), depth + 1) : undefined;
        if (nested?.ok) {
          lines.push(`${pad}${f.number} {`);
          const message = describe(nested.fields, depth + 1, lines);
          lines.push(`${pad}}`);
          return { field: f.number, wireType: 'len', offset: f.offset, length: f.value.length, message };
        }
        lines.push(`${pad}${f.number}: ${quote(f.value, text ?? lenientText(f.value))}`);
        const fallback = lenientText(f.value);
        if (text !== undefined) return { field: f.number, wireType: 'len', offset: f.offset, length: f.value.length, string: text };
        return fallback !== undefined
          ? { field: f.number, wireType: 'len', offset: f.offset, length: f.value.length, string: fallback }
          : { field: f.number, wireType: 'len', offset: f.offset, length: f.value.length, bytes: bytesToHex(f.value) };
      }
      case 3: {
        lines.push(`${pad}${f.number} {`);
        const group = describe(f.value, depth + 1, lines);
        lines.push(`${pad}}`);
        return { field: f.number, wireType: 'group', offset: f.offset, message: group };
      }
    }
  });
}

/** UTF-8 text with control characters (still a string field, shown escaped). */
function lenientText(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Bytes taken by a length-delimited field's key and length prefix. */
function headerLength(f: WireField): number {
  let n = 0;
  let key = f.number * 8 + 2;
  do (n++, (key = Math.floor(key / 128)));
  while (key > 0);
  let len = (f.value as Uint8Array).length;
  do (n++, (len = Math.floor(len / 128)));
  while (len > 0);
  return n;
}

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.input, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set inputEncoding to match the data.'));
  let bytes = source.bytes;
  if (params.grpcFrame) {
    if (bytes.length < 5) return failure('INVALID_INPUT', `A gRPC frame starts with 5 bytes (flag and length) but the input has ${bytes.length}.`);
    if (bytes[0] !== 0) return failure('INVALID_INPUT', `The gRPC frame's compression flag is ${bytes[0]}: the message is compressed (gzip): decompress it first.`);
    const size = ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0;
    if (size > bytes.length - 5) return failure('INVALID_INPUT', `The gRPC frame declares ${size} message bytes but ${bytes.length - 5} follow.`);
    bytes = bytes.subarray(5, 5 + size);
  }
  const read = readMessage(bytes);
  if (!read.ok) return failure('INVALID_INPUT', `Not a valid protobuf message: ${read.message} at byte offset ${read.offset}.${params.grpcFrame ? '' : ' If the data comes from gRPC, turn on grpcFrame.'}`);
  const lines: string[] = [];
  const fields = describe(read.fields, 0, lines);
  return success({ text: lines.length ? `${lines.join('\n')}\n` : '', fields, byteLength: bytes.length });
});
