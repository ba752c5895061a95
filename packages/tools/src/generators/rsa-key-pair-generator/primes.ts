/**
 * Deterministic RSA key generation on BigInt, used only when a seed is given
 * (Web Crypto cannot take one): incremental prime search with a small-prime
 * sieve and Miller–Rabin with random bases, as in FIPS 186-5 B.3 / C.3.
 */
import type { RandomSource } from '../../_shared/random.js';

const E = 65537n;
const SMALL_PRIMES: number[] = (() => {
  const limit = 8192;
  const sieve = new Uint8Array(limit);
  const out: number[] = [];
  for (let i = 3; i < limit; i += 2) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j < limit; j += 2 * i) sieve[j] = 1;
  }
  return out;
})();

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

export function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [a % m, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new Error('not invertible');
  return ((s0 % m) + m) % m;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function randomBits(random: RandomSource, bits: number): bigint {
  const bytes = random.bytes(Math.ceil(bits / 8));
  let x = 0n;
  for (const b of bytes) x = (x << 8n) | BigInt(b);
  return x >> BigInt(bytes.length * 8 - bits);
}

function millerRabin(n: bigint, rounds: number, random: RandomSource): boolean {
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) (d >>= 1n), s++;
  const bits = n.toString(2).length;
  for (let i = 0; i < rounds; i++) {
    const a = (randomBits(random, bits) % (n - 3n)) + 2n;
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let r = 1; r < s && composite; r++) {
      x = (x * x) % n;
      if (x === n - 1n) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

/** A random prime of exactly `bits` bits, top two bits set (so p·q has 2·bits bits), with gcd(p − 1, e) = 1. */
function randomPrime(bits: number, random: RandomSource): bigint {
  const rounds = bits >= 1536 ? 4 : 5; // FIPS 186-5 Table B.1 (error ≤ 2^-100 with the sieve)
  for (;;) {
    const start = randomBits(random, bits) | (3n << BigInt(bits - 2)) | 1n;
    const residues = SMALL_PRIMES.map((p) => Number(start % BigInt(p)));
    for (let delta = 0; delta < 1 << 16; delta += 2) {
      if (SMALL_PRIMES.some((p, i) => (residues[i]! + delta) % p === 0)) continue;
      const candidate = start + BigInt(delta);
      if (candidate >> BigInt(bits) !== 0n) break;
      if (gcd(candidate - 1n, E) !== 1n) continue;
      if (millerRabin(candidate, rounds, random)) return candidate;
    }
  }
}

export interface RsaComponents { n: bigint; e: bigint; d: bigint; p: bigint; q: bigint; dp: bigint; dq: bigint; qi: bigint }

export function generateRsa(modulusBits: number, random: RandomSource): RsaComponents {
  for (;;) {
    let p = randomPrime(modulusBits / 2, random);
    let q = randomPrime(modulusBits / 2, random);
    if (p === q) continue;
    if (p < q) [p, q] = [q, p];
    // FIPS 186-5: |p − q| > 2^(nlen/2 − 100)
    if (p - q <= 1n << BigInt(modulusBits / 2 - 100)) continue;
    const lambda = ((p - 1n) * (q - 1n)) / gcd(p - 1n, q - 1n);
    const d = modInverse(E, lambda);
    return { n: p * q, e: E, d, p, q, dp: d % (p - 1n), dq: d % (q - 1n), qi: modInverse(q, p) };
  }
}
