/**
 * NIST SP 800-38A modes of operation (ECB, CBC, full-block CFB, OFB, CTR) and the usual
 * paddings over any block cipher primitive, so AES, DES/3DES and Blowfish tools share one
 * tested mode layer (the cipher libraries give the block function). CFB feeds back a whole
 * block (OpenSSL's aes-*-cfb, des-ede3-cfb, bf-cfb); CTR increments the whole block as a
 * big-endian counter (OpenSSL, Node). No library imports: pure functions on bytes.
 */
/**
 * A block cipher as ECB over whole blocks (data.length a multiple of blockSize): bulk calls,
 * because the JavaScript cipher libraries pay a large overhead per call.
 */
export interface BlockCipher {
  blockSize: number;
  encrypt(blocks: Uint8Array): Uint8Array;
  decrypt(blocks: Uint8Array): Uint8Array;
}

export const BLOCK_MODES = ['ECB', 'CBC', 'CFB', 'OFB', 'CTR'] as const;
export type BlockMode = (typeof BLOCK_MODES)[number];
export const PADDINGS = ['pkcs7', 'zero', 'ansix923', 'iso7816', 'none'] as const;
export type Padding = (typeof PADDINGS)[number];

/** Modes that turn the cipher into a stream: no padding, any length. */
export const isStreamMode = (mode: BlockMode) => mode === 'CFB' || mode === 'OFB' || mode === 'CTR';

export class CipherInputError extends Error {}

function pad(data: Uint8Array, size: number, padding: Padding): Uint8Array {
  if (padding === 'none') {
    if (data.length % size) throw new CipherInputError(`With no padding the data must be a multiple of ${size} bytes; it is ${data.length}. Choose a padding (PKCS#7 is standard).`);
    return data;
  }
  if (padding === 'zero' && data.length % size === 0) return data; // zero padding adds nothing to full blocks
  const n = size - (data.length % size);
  const out = new Uint8Array(data.length + n);
  out.set(data);
  if (padding === 'pkcs7') out.fill(n, data.length);
  else if (padding === 'ansix923') out[out.length - 1] = n;
  else if (padding === 'iso7816') out[data.length] = 0x80;
  return out;
}

function unpad(data: Uint8Array, size: number, padding: Padding): Uint8Array {
  if (padding === 'none') return data;
  if (padding === 'zero') {
    let end = data.length;
    while (end > 0 && data[end - 1] === 0) end--;
    return data.subarray(0, end);
  }
  const wrong = `the ${padding === 'pkcs7' ? 'PKCS#7' : padding === 'ansix923' ? 'ANSI X9.23' : 'ISO/IEC 7816-4'} padding is invalid: the key, IV, mode or padding differs from encryption, or the data is corrupted`;
  if (data.length === 0) throw new CipherInputError(`Decryption failed: ${wrong}.`);
  if (padding === 'iso7816') {
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end--;
    if (end < 0 || data[end] !== 0x80 || data.length - end > size) throw new CipherInputError(`Decryption failed: ${wrong}.`);
    return data.subarray(0, end);
  }
  const n = data[data.length - 1]!;
  if (n < 1 || n > size || n > data.length) throw new CipherInputError(`Decryption failed: ${wrong}.`);
  for (let i = data.length - n; i < data.length - 1; i++)
    if (padding === 'pkcs7' ? data[i] !== n : data[i] !== 0) throw new CipherInputError(`Decryption failed: ${wrong}.`);
  return data.subarray(0, data.length - n);
}

function xorInto(out: Uint8Array, offset: number, a: Uint8Array, b: Uint8Array, length: number): void {
  for (let i = 0; i < length; i++) out[offset + i] = a[i]! ^ b[i]!;
}

function increment(counter: Uint8Array): void {
  for (let i = counter.length - 1; i >= 0; i--) if (++counter[i]! <= 0xff) return; else counter[i] = 0;
}

function xor(data: Uint8Array, keystream: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  xorInto(out, 0, data, keystream, data.length);
  return out;
}

/** Keystream modes. CTR and CFB-decrypt need one bulk call; OFB and CFB-encrypt chain block by block. */
function stream(cipher: BlockCipher, mode: 'CFB' | 'OFB' | 'CTR', iv: Uint8Array, data: Uint8Array, decrypting: boolean): Uint8Array {
  const size = cipher.blockSize;
  const blocks = Math.ceil(data.length / size);
  if (mode === 'CTR' || (mode === 'CFB' && decrypting)) {
    // every keystream block is known up front: counters, or IV ‖ previous ciphertext blocks
    const inputs = new Uint8Array(blocks * size);
    if (mode === 'CTR') {
      const counter = iv.slice();
      for (let b = 0; b < blocks; b++, increment(counter)) inputs.set(counter, b * size);
    } else {
      inputs.set(iv, 0);
      inputs.set(data.subarray(0, (blocks - 1) * size), size);
    }
    return xor(data, cipher.encrypt(inputs));
  }
  const out = new Uint8Array(data.length);
  let register: Uint8Array = iv.slice();
  for (let i = 0; i < data.length; i += size) {
    const keystream = cipher.encrypt(register);
    const chunk = data.subarray(i, i + size);
    xorInto(out, i, chunk, keystream, chunk.length);
    register = mode === 'OFB' ? keystream : out.slice(i, i + size);
  }
  return out;
}

export function encryptBlocks(cipher: BlockCipher, mode: BlockMode, iv: Uint8Array, data: Uint8Array, padding: Padding): Uint8Array {
  if (isStreamMode(mode)) return stream(cipher, mode as 'CFB' | 'OFB' | 'CTR', iv, data, false);
  const size = cipher.blockSize;
  const padded = pad(data, size, padding);
  if (mode === 'ECB') return cipher.encrypt(padded);
  const out = new Uint8Array(padded.length);
  let previous = iv;
  for (let i = 0; i < padded.length; i += size) {
    const mixed = new Uint8Array(size);
    xorInto(mixed, 0, padded.subarray(i, i + size), previous, size);
    previous = cipher.encrypt(mixed);
    out.set(previous, i);
  }
  return out;
}

export function decryptBlocks(cipher: BlockCipher, mode: BlockMode, iv: Uint8Array, data: Uint8Array, padding: Padding): Uint8Array {
  if (isStreamMode(mode)) return stream(cipher, mode as 'CFB' | 'OFB' | 'CTR', iv, data, true);
  const size = cipher.blockSize;
  if (data.length === 0 || data.length % size)
    throw new CipherInputError(`${mode} ciphertext must be a non-empty multiple of ${size} bytes; it is ${data.length}. It is truncated, in another encoding, or from a stream mode.`);
  const out = cipher.decrypt(data);
  if (mode === 'CBC') {
    // P_i = D(C_i) xor C_(i-1): one bulk decryption, then the chaining
    for (let i = out.length - size; i >= 0; i -= size) {
      const previous = i === 0 ? iv : data.subarray(i - size, i);
      for (let k = 0; k < size; k++) out[i + k] = out[i + k]! ^ previous[k]!;
    }
  }
  return unpad(out, size, padding);
}
