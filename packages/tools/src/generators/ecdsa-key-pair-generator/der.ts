/** Just enough DER to write SPKI and PKCS#8 keys (RFC 5480, 5915, 8410). */
export function tlv(tag: number, body: Uint8Array): Uint8Array {
  const n = body.length;
  const len = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  const out = new Uint8Array(1 + len.length + n);
  out[0] = tag;
  out.set(len, 1);
  out.set(body, 1 + len.length);
  return out;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) out.set(p, offset), (offset += p.length);
  return out;
}

export const seq = (...parts: Uint8Array[]) => tlv(0x30, concat(...parts));
export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
export const bits = (bytes: Uint8Array) => tlv(0x03, concat(new Uint8Array([0]), bytes));
export const smallInt = (n: number) => tlv(0x02, new Uint8Array([n]));

export function oid(dotted: string): Uint8Array {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [a! * 40 + b!];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let v = arc >>> 7; v > 0; v >>>= 7) groups.unshift((v & 0x7f) | 0x80);
    out.push(...groups);
  }
  return tlv(0x06, new Uint8Array(out));
}
