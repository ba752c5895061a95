/**
 * The Protocol Buffers wire format (protobuf.dev/programming-guides/encoding): reading one
 * message's fields without a schema. Shared by the schemaless decoder and the .proto codec.
 */

export type WireField =
  | { number: number; wireType: 0; offset: number; value: bigint }
  | { number: number; wireType: 1; offset: number; value: Uint8Array }
  | { number: number; wireType: 2; offset: number; value: Uint8Array }
  | { number: number; wireType: 5; offset: number; value: Uint8Array }
  | { number: number; wireType: 3; offset: number; value: WireField[] };

export type WireRead = { ok: true; fields: WireField[] } | { ok: false; message: string; offset: number };

export const MAX_WIRE_DEPTH = 100;

/** Reads a base-128 varint at `offset`; undefined when truncated or longer than 10 bytes. */
export function readVarint(bytes: Uint8Array, offset: number): { value: bigint; next: number } | undefined {
  let value = 0n;
  let shift = 0n;
  for (let i = offset; i < bytes.length && i < offset + 10; i++) {
    const b = bytes[i]!;
    value |= BigInt(b & 0x7f) << shift;
    shift += 7n;
    if ((b & 0x80) === 0) return { value: value & 0xffffffffffffffffn, next: i + 1 };
  }
  return undefined;
}

/** Reads all fields of a message in bytes[start, end); `base` is added to reported offsets. */
export function readMessage(bytes: Uint8Array, base = 0, depth = 0): WireRead {
  const fields: WireField[] = [];
  let offset = 0;
  const stack: Array<{ number: number; fields: WireField[]; offset: number }> = [];
  let current = fields;
  while (offset < bytes.length) {
    const start = offset;
    const key = readVarint(bytes, offset);
    if (!key) return { ok: false, message: 'truncated field key', offset: base + start };
    offset = key.next;
    const number = Number(key.value >> 3n);
    const wireType = Number(key.value & 7n);
    if (number === 0 || number > 536_870_911) return { ok: false, message: `field number ${number} is out of range (1 to 536870911)`, offset: base + start };
    switch (wireType) {
      case 0: {
        const v = readVarint(bytes, offset);
        if (!v) return { ok: false, message: `truncated varint in field ${number}`, offset: base + offset };
        current.push({ number, wireType: 0, offset: base + start, value: v.value });
        offset = v.next;
        break;
      }
      case 1:
      case 5: {
        const size = wireType === 1 ? 8 : 4;
        if (offset + size > bytes.length) return { ok: false, message: `field ${number} needs ${size} bytes but ${bytes.length - offset} remain`, offset: base + offset };
        current.push({ number, wireType, offset: base + start, value: bytes.subarray(offset, offset + size) });
        offset += size;
        break;
      }
      case 2: {
        const len = readVarint(bytes, offset);
        if (!len) return { ok: false, message: `truncated length of field ${number}`, offset: base + offset };
        const size = Number(len.value);
        if (len.next + size > bytes.length) return { ok: false, message: `field ${number} declares ${size} bytes but ${bytes.length - len.next} remain`, offset: base + offset };
        current.push({ number, wireType: 2, offset: base + start, value: bytes.subarray(len.next, len.next + size) });
        offset = len.next + size;
        break;
      }
      case 3: {
        if (depth + stack.length >= MAX_WIRE_DEPTH) return { ok: false, message: `groups nested more than ${MAX_WIRE_DEPTH} deep`, offset: base + start };
        const group: WireField[] = [];
        current.push({ number, wireType: 3, offset: base + start, value: group });
        stack.push({ number, fields: current, offset: base + start });
        current = group;
        break;
      }
      case 4: {
        const open = stack.pop();
        if (!open || open.number !== number) return { ok: false, message: `end of group ${number} without a matching start`, offset: base + start };
        current = open.fields;
        break;
      }
      default:
        return { ok: false, message: `wire type ${wireType} does not exist (valid: 0, 1, 2, 3, 4, 5)`, offset: base + start };
    }
  }
  if (stack.length) return { ok: false, message: `group ${stack[stack.length - 1]!.number} is not closed`, offset: base + bytes.length };
  return { ok: true, fields };
}

export function littleEndian(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}
