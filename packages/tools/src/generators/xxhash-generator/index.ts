import { defineTool, failure, success } from '@ctp/core';
import { xxhash128, xxhash3, xxhash32, xxhash64 } from 'hash-wasm';
import { decodeInput } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

type Algorithm = 'xxh32' | 'xxh64' | 'xxh3' | 'xxh128';
const BITS: Record<Algorithm, 32 | 64 | 128> = { xxh32: 32, xxh64: 64, xxh3: 64, xxh128: 128 };
const MASK32 = 0xffffffffn;

async function hash(algorithm: Algorithm, bytes: Uint8Array, seed: bigint): Promise<string> {
  // hash-wasm takes 64-bit seeds as two 32-bit halves (low, high)
  const low = Number(seed & MASK32);
  const high = Number((seed >> 32n) & MASK32);
  switch (algorithm) {
    case 'xxh32':
      return xxhash32(bytes, low);
    case 'xxh64':
      return xxhash64(bytes, low, high);
    case 'xxh3':
      return xxhash3(bytes, low, high);
    case 'xxh128':
      return xxhash128(bytes, low, high);
  }
}

export default defineTool(definition, async (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const seed = BigInt(params.seed.trim());
  const algorithms: Algorithm[] = params.algorithm === 'all' ? ['xxh32', 'xxh64', 'xxh3', 'xxh128'] : [params.algorithm];
  const limitBits = params.algorithm === 'xxh32' ? 32 : 64;
  if (seed >= 1n << BigInt(limitBits)) return failure('INVALID_INPUT', `The seed ${seed} does not fit in ${limitBits} bits (at most ${(1n << BigInt(limitBits)) - 1n}).`);
  if (params.algorithm === 'all' && seed > MASK32)
    return failure('INVALID_INPUT', `The seed ${seed} does not fit XXH32's 32 bits; pick one 64-bit variant to use a seed above ${MASK32}.`);
  const hashes = [];
  for (const algorithm of algorithms) {
    const hex = await hash(algorithm, decoded.bytes, seed);
    hashes.push({ algorithm, bits: BITS[algorithm], hex, decimal: BigInt(`0x${hex}`).toString() });
  }
  const digest = params.algorithm === 'all' ? hashes.map((h) => `${h.algorithm.toUpperCase()}  ${h.hex}`).join('\n') : hashes[0]!.hex;
  return success({ digest, hashes, seed: seed.toString(), inputBytes: decoded.bytes.length });
});
