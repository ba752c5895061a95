import { defineTool, parseDateTime, success, withWarnings } from '@ctp/core';
import { sha3_512 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createRandom, type RandomSource } from '../../_shared/random.js';
import definition from './definition.js';

/** The algorithm of the CUID2 reference, written out so time and randomness can be supplied. */
const BIG_LENGTH = 32;
const INITIAL_COUNT_MAX = 476782367;

/** Base-36 digits of SHA3-512(input), without the first (biased) digit. */
function hash(input: string): string {
  return BigInt(`0x${bytesToHex(sha3_512(new TextEncoder().encode(input)))}`).toString(36).slice(1);
}

function entropy(length: number, random: RandomSource): string {
  let out = '';
  while (out.length < length) out += Math.floor(random.float() * 36).toString(36);
  return out;
}

/** The per-host state of the reference: a counter start and a fingerprint (drawn in that order). */
export function cuid2State(random: RandomSource): { counter: number; fingerprint: string } {
  const counter = Math.floor(random.float() * INITIAL_COUNT_MAX);
  // the reference hashes the host's global names too; a worker has none worth hashing
  const fingerprint = hash(entropy(BIG_LENGTH, random)).substring(0, BIG_LENGTH);
  return { counter, fingerprint };
}

export function cuid2Factory(random: RandomSource, length: number, now: () => number, state = cuid2State(random)): () => string {
  const { fingerprint } = state;
  let counter = state.counter;
  return () => {
    const firstLetter = String.fromCharCode(97 + Math.floor(random.float() * 26));
    const salt = entropy(length, random);
    return firstLetter + hash(`${now().toString(36)}${salt}${(counter++).toString(36)}${fingerprint}`).substring(1, length);
  };
}

export default defineTool(definition, (params) => {
  const random = createRandom(params.seed);
  const fixed = params.time === undefined ? undefined : parseDateTime(params.time);
  const next = cuid2Factory(random, params.length, () => fixed ?? Date.now());
  const ids = Array.from({ length: params.count }, next);
  const warnings = random.seeded ? ['Seeded IDs repeat on every run with the same seed (and time): never use them as real identifiers.'] : [];
  return withWarnings(success({ ids }), warnings);
});
