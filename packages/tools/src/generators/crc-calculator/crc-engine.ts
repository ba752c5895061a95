/**
 * A CRC of any width from 1 to 128 bits in the Williams ("Rocksoft") model the reveng
 * catalogue uses: poly (without the top bit), init, refin, refout, xorout. Byte-wise with a
 * 256-entry table; a 32-bit number path for width ≤ 32 (every common CRC) and BigInt above.
 */
export interface CrcModel {
  width: number;
  poly: bigint;
  init: bigint;
  refin: boolean;
  refout: boolean;
  xorout: bigint;
}

export function reflect(value: bigint, width: number): bigint {
  let out = 0n;
  for (let i = 0; i < width; i++) out = (out << 1n) | ((value >> BigInt(i)) & 1n);
  return out;
}

function reflect32(value: number, width: number): number {
  let out = 0;
  for (let i = 0; i < width; i++) out = ((out << 1) | ((value >>> i) & 1)) >>> 0;
  return out;
}

/** Width ≤ 32: the register is an unsigned 32-bit number. */
function crcSmall(m: CrcModel, bytes: Uint8Array): number {
  const table = new Uint32Array(256);
  let reg: number;
  if (m.refin) {
    const poly = reflect32(Number(m.poly), m.width);
    for (let i = 0; i < 256; i++) {
      let r = i;
      for (let k = 0; k < 8; k++) r = r & 1 ? (r >>> 1) ^ poly : r >>> 1;
      table[i] = r >>> 0;
    }
    reg = reflect32(Number(m.init), m.width);
    for (let i = 0; i < bytes.length; i++) reg = (table[(reg ^ bytes[i]!) & 0xff]! ^ (reg >>> 8)) >>> 0;
    return m.refout ? reg : reflect32(reg, m.width);
  }
  // MSB first; widths under 8 run left-aligned in an 8-bit register
  const width = Math.max(m.width, 8);
  const align = width - m.width;
  const mask = width === 32 ? 0xffffffff : 2 ** width - 1;
  const top = 2 ** (width - 1);
  const poly = Number(m.poly) * 2 ** align;
  const shift = width - 8;
  for (let i = 0; i < 256; i++) {
    let r = i * 2 ** shift;
    for (let k = 0; k < 8; k++) r = r >= top ? (((r - top) * 2) ^ poly) >>> 0 : r * 2;
    table[i] = r >>> 0;
  }
  reg = Number(m.init) * 2 ** align;
  for (let i = 0; i < bytes.length; i++) {
    const index = (Math.floor(reg / 2 ** shift) ^ bytes[i]!) & 0xff;
    reg = (table[index]! ^ ((reg * 256) % (mask + 1))) >>> 0;
  }
  reg = Math.floor(reg / 2 ** align);
  return m.refout ? reflect32(reg, m.width) : reg;
}

/** Any width up to 128 bits, on BigInt. */
function crcBig(m: CrcModel, bytes: Uint8Array): bigint {
  const table: bigint[] = new Array(256);
  const width = BigInt(Math.max(m.width, 8));
  const align = width - BigInt(m.width);
  const mask = (1n << width) - 1n;
  let reg: bigint;
  if (m.refin) {
    const poly = reflect(m.poly, m.width);
    for (let i = 0; i < 256; i++) {
      let r = BigInt(i);
      for (let k = 0; k < 8; k++) r = r & 1n ? (r >> 1n) ^ poly : r >> 1n;
      table[i] = r;
    }
    reg = reflect(m.init, m.width);
    for (let i = 0; i < bytes.length; i++) reg = table[Number((reg ^ BigInt(bytes[i]!)) & 0xffn)]! ^ (reg >> 8n);
    return m.refout ? reg : reflect(reg, m.width);
  }
  const top = 1n << (width - 1n);
  const poly = m.poly << align;
  const shift = width - 8n;
  for (let i = 0; i < 256; i++) {
    let r = BigInt(i) << shift;
    for (let k = 0; k < 8; k++) r = r & top ? ((r << 1n) ^ poly) & mask : (r << 1n) & mask;
    table[i] = r;
  }
  reg = m.init << align;
  for (let i = 0; i < bytes.length; i++) reg = table[Number(((reg >> shift) ^ BigInt(bytes[i]!)) & 0xffn)]! ^ ((reg << 8n) & mask);
  reg >>= align;
  return m.refout ? reflect(reg, m.width) : reg;
}

/** The CRC of `bytes` under `model`, after xorout. */
export function computeCrc(model: CrcModel, bytes: Uint8Array): bigint {
  const value = model.width <= 32 ? BigInt(crcSmall(model, bytes)) : crcBig(model, bytes);
  return value ^ model.xorout;
}

/** Hex zero-padded to the model width. */
export function crcHex(value: bigint, width: number): string {
  return value.toString(16).padStart(Math.ceil(width / 4), '0');
}
