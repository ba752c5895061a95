import { randomBytes } from 'node:crypto';
import * as zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import tool from './index.js';
import { preferNative } from '../../_shared/native.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type R = { algorithm: string; hex: string; decimal: string; bits: number; name: string };
type Out = { checksum: string; byteLength: number; results: R[] };
const one = (input: string, algorithm: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { input, algorithm, ...extra });

// Bitwise (table-free) references, written independently of the tool.
function crcBitwise(bytes: Uint8Array, poly: number): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ poly : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
function fnv64Ref(bytes: Uint8Array): bigint {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h;
}
function adlerRef(bytes: Uint8Array): number {
  let a = 1, b = 0;
  for (const x of bytes) { a = (a + x) % 65521; b = (b + a) % 65521; }
  return (b * 65536 + a) >>> 0;
}
const crc32Node = (zlib as unknown as { crc32?: (d: Uint8Array) => number }).crc32;

describe('checksum-calculator', () => {
  itReproducesItsExample(tool);

  it('checksums the empty input (CRC-32 of nothing is 00000000, as hash-generator hashes the empty message)', async () => {
    for (const input of [{ input: '' }, {}]) {
      const data = await runOk<{ checksum: string; byteLength: number }>(tool, { ...input, algorithm: 'crc32' });
      expect(data).toMatchObject({ checksum: '00000000', byteLength: 0 });
    }
    // Adler-32 of nothing is 1 (RFC 1950)
    expect((await runOk<{ checksum: string }>(tool, { input: '', algorithm: 'adler32' })).checksum).toBe('00000001');
  });

  it('rejects bad hex with the offending character', async () => {
    const msg = await runError(tool, { input: '12 zz', inputEncoding: 'hex' }, 'INVALID_INPUT');
    expect(msg).toContain('position 4');
    await runError(tool, { input: 'abc', inputEncoding: 'hex' }, 'INVALID_INPUT');
    await runError(tool, { input: '@@@', inputEncoding: 'base64' }, 'INVALID_INPUT');
  });

  it('check values of "123456789"', async () => {
    expect((await one('123456789', 'crc32', { uppercase: true })).checksum).toBe('CBF43926');
    expect((await one('123456789', 'crc32c')).checksum).toBe('e3069283');
    expect((await one('123456789', 'adler32')).checksum).toBe('091e01de');
  });

  it('known FNV-1a and Adler vectors', async () => {
    expect((await one('a', 'fnv1a32')).checksum).toBe('e40c292c');
    expect((await one('foobar', 'fnv1a32')).checksum).toBe('bf9cf968');
    expect((await one('a', 'fnv1a64')).checksum).toBe('af63dc4c8601ec8c');
    expect((await one('foobar', 'fnv1a64')).checksum).toBe('85944171f73967e8');
    expect((await one('Wikipedia', 'adler32')).checksum).toBe('11e60398');
    const r = await one('ff ff', 'sum8', { inputEncoding: 'hex' });
    expect(r.results[0]).toEqual({ algorithm: 'sum8', name: 'Sum 8-bit', bits: 8, hex: 'fe', decimal: '254' });
    expect((await one('ff ff', 'sum16', { inputEncoding: 'hex' })).checksum).toBe('01fe');
  });

  it('reads utf8 text of the unicode sample as UTF-8 bytes', async () => {
    const r = await one(UNICODE_SAMPLE, 'crc32');
    const bytes = new TextEncoder().encode(UNICODE_SAMPLE);
    expect(r.byteLength).toBe(9);
    expect(Number.parseInt(r.checksum, 16)).toBe(crcBitwise(bytes, 0xedb88320));
    expect(r.checksum).toBe((crc32Node ? crc32Node(bytes) : crcBitwise(bytes, 0xedb88320)).toString(16).padStart(8, '0'));
  });

  it('hex and base64 inputs give the same bytes', async () => {
    const h = await one('31 32 33 34 35 36 37 38 39', 'crc32', { inputEncoding: 'hex' });
    const b = await one('MTIzNDU2Nzg5', 'crc32', { inputEncoding: 'base64' });
    expect(h.checksum).toBe('cbf43926');
    expect(b.checksum).toBe('cbf43926');
  });

  it('matches independent references on random data', async () => {
    for (const n of [1, 7, 100, 5553, 20_000]) {
      const bytes = new Uint8Array(randomBytes(n));
      const base64 = Buffer.from(bytes).toString('base64');
      const r = await runOk<Out>(tool, { input: base64, inputEncoding: 'base64' });
      const get = (id: string) => r.results.find((x) => x.algorithm === id)!;
      const crc = crc32Node ? crc32Node(bytes) : crcBitwise(bytes, 0xedb88320);
      expect(get('crc32').decimal).toBe(String(crc));
      expect(get('crc32c').decimal).toBe(String(crcBitwise(bytes, 0x82f63b78)));
      expect(get('adler32').decimal).toBe(String(adlerRef(bytes)));
      expect(get('fnv1a64').decimal).toBe(fnv64Ref(bytes).toString());
      const sum = bytes.reduce((s, x) => s + x, 0);
      expect(get('sum16').decimal).toBe(String(sum % 65536));
    }
  });

  it('handles the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    const r = await runOk<Out>(tool, { input });
    const bytes = new TextEncoder().encode(input);
    expect(r.byteLength).toBe(1_000_000);
    expect(r.results[0]!.decimal).toBe(String(crc32Node ? crc32Node(bytes) : crcBitwise(bytes, 0xedb88320)));
    expect(r.results.find((x) => x.algorithm === 'sum16')!.decimal).toBe(String((97 * 1_000_000) % 65536));
  });

  describe('kernels: zlib CRC-32 and the sliced tables agree with bitwise references', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'zlib' : 'tables'}: random text with astral characters and lone surrogates, every algorithm`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 61 : 62);
        for (let k = 0; k < 30; k++) {
          const text = randomUnicode(rand, Math.floor(rand() * 1000) + 1);
          const bytes = Buffer.from(text, 'utf8');
          const data = await runOk<Out>(tool, { input: text, algorithm: 'all' });
          const by = Object.fromEntries(data.results.map((r) => [r.algorithm, r.decimal]));
          expect(by.crc32, JSON.stringify(text.slice(0, 20))).toBe(String(crcBitwise(bytes, 0xedb88320)));
          expect(by.crc32c).toBe(String(crcBitwise(bytes, 0x82f63b78)));
          expect(by.adler32).toBe(String(adlerRef(bytes)));
          expect(by.fnv1a64).toBe(String(fnv64Ref(bytes)));
          expect(data.byteLength).toBe(bytes.length);
        }
      });
    }
  });

  describe('stream', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'zlib' : 'tables'}: equals the function on random text cut anywhere (inside characters and 4-byte steps), and on raw bytes`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 63 : 64);
        for (let k = 0; k < 12; k++)
          await expectStreamEqualsFunction(tool, { algorithm: 'all', uppercase: k % 2 === 0 }, { text: randomUnicode(rand, 1 + Math.floor(rand() * 3000)) }, rand, 1 + (k % 9));
        const bytes = randomBytes(20_000);
        await expectStreamEqualsFunction(tool, { algorithm: 'all' }, { bytes, functionInput: { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm: 'all' } }, rand, 4096);
      });
    }
  });
});
