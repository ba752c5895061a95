import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { readBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

type Format = 'unsigned' | 'signed' | 'zigzag' | 'int64';
const U64 = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;

function unsignedBytes(value: bigint): number[] {
  const out: number[] = [];
  do {
    let b = Number(value & 0x7fn);
    value >>= 7n;
    if (value > 0n) b |= 0x80;
    out.push(b);
  } while (value > 0n);
  return out;
}

function signedBytes(value: bigint): number[] {
  const out: number[] = [];
  for (;;) {
    const b = Number(value & 0x7fn);
    value >>= 7n; // arithmetic shift on BigInt
    const done = (value === 0n && (b & 0x40) === 0) || (value === -1n && (b & 0x40) !== 0);
    out.push(done ? b : b | 0x80);
    if (done) return out;
  }
}

/** Bytes of one value, or a message for a value the format cannot hold. */
export function encodeVarint(value: bigint, format: Format): number[] | string {
  switch (format) {
    case 'unsigned':
      return value < 0n ? 'is negative; unsigned LEB128 holds only non-negative integers (use signed, zigzag or int64)' : unsignedBytes(value);
    case 'signed':
      return signedBytes(value);
    case 'zigzag':
      if (value < I64_MIN || value > I64_MAX) return 'is outside the 64-bit signed range of sint64';
      return unsignedBytes(value >= 0n ? value << 1n : ((-value) << 1n) - 1n);
    case 'int64':
      if (value < I64_MIN || value > U64) return 'is outside the 64-bit range of int64/uint64';
      return unsignedBytes(value < 0n ? value + (1n << 64n) : value);
  }
}

function decodeValue(raw: bigint, bits: number, format: Format): bigint {
  switch (format) {
    case 'unsigned':
      return raw;
    case 'signed':
      return raw & (1n << BigInt(bits - 1)) ? raw - (1n << BigInt(bits)) : raw;
    case 'zigzag':
      return raw & 1n ? -((raw + 1n) >> 1n) : raw >> 1n;
    case 'int64':
      return raw > I64_MAX ? raw - (1n << 64n) : raw;
  }
}

type Value = { value: string; hex: string; offset: number; length: number };

function parseInteger(token: string): bigint | undefined {
  if (/^[+-]?\d+$/.test(token)) return BigInt(token);
  const hex = /^([+-]?)0x([0-9a-f]+)$/i.exec(token);
  if (hex) return (hex[1] === '-' ? -1n : 1n) * BigInt(`0x${hex[2]}`);
  return undefined;
}

export default defineTool(definition, (params) => {
  const format = params.format;
  if (params.mode === 'decode') {
    const input = readBytes(params.text, 'hex', 'The input');
    if (!input.ok) return failure('INVALID_INPUT', input.message.replace(/Fix it or choose.*$/, 'Decode takes the varint bytes as hex.'));
    const bytes = input.bytes;
    const values: Value[] = [];
    let offset = 0;
    while (offset < bytes.length) {
      let raw = 0n;
      let shift = 0n;
      let i = offset;
      for (;;) {
        if (i >= bytes.length) return failure('INVALID_INPUT', `The varint starting at byte offset ${offset} is truncated: its last byte ${bytesToHex(bytes.subarray(i - 1, i))} has the continuation bit (0x80) set but no byte follows.`);
        const b = bytes[i++]!;
        raw |= BigInt(b & 0x7f) << shift;
        shift += 7n;
        if ((b & 0x80) === 0) break;
      }
      const length = i - offset;
      if ((format === 'zigzag' || format === 'int64') && (length > 10 || raw > U64)) return failure('INVALID_INPUT', `The varint at byte offset ${offset} is ${length} bytes and does not fit 64 bits, as protobuf ${format === 'zigzag' ? 'sint64' : 'int64'} requires.`);
      values.push({ value: decodeValue(raw, Number(shift), format).toString(), hex: bytesToHex(bytes.subarray(offset, i)), offset, length });
      offset = i;
    }
    if (values.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes to decode.');
    return success({ result: values.map((v) => v.value).join('\n'), values, byteLength: bytes.length });
  }
  const tokens = params.text.split(/[\s,;]+/).filter(Boolean);
  if (tokens.length === 0) return failure('INVALID_INPUT', 'The input holds no integers to encode (separate them with spaces, commas or line breaks).');
  const values: Value[] = [];
  let offset = 0;
  for (const [i, token] of tokens.entries()) {
    const value = parseInteger(token);
    if (value === undefined) return failure('INVALID_INPUT', `Item ${i + 1} ("${token.slice(0, 40)}") is not an integer (decimal digits with an optional sign, or 0x hex).`);
    const bytes = encodeVarint(value, format);
    if (typeof bytes === 'string') return failure('INVALID_INPUT', `Item ${i + 1} (${token.slice(0, 40)}) ${bytes}.`);
    values.push({ value: value.toString(), hex: bytesToHex(Uint8Array.from(bytes)), offset, length: bytes.length });
    offset += bytes.length;
  }
  return success({ result: values.map((v) => v.hex).join(' '), values, byteLength: offset });
});
