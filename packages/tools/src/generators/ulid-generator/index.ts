import { bytesToHex, defineTool, failure, parseDateTime, success, withWarnings, type ToolResult } from '@ctp/core';
import { MonotonicSequence } from '../../_shared/monotonic.js';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MAX_TIME = 2 ** 48 - 1;
const RANDOM_LIMIT = 1n << 80n;
/** One sequence per process (per worker in a browser): ULIDs keep their order across calls (the spec's monotonic factory). */
const shared = new MonotonicSequence(RANDOM_LIMIT);

function encode(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(value & 31n)]! + out;
    value >>= 5n;
  }
  return out;
}

function decodeUlid(input: string): ToolResult {
  const text = input.trim();
  const length = [...text].length;
  if (length !== 26) return failure('INVALID_INPUT', `A ULID has exactly 26 characters; got ${length}.`);
  let value = 0n;
  let position = 0;
  for (const ch of text.toUpperCase()) {
    position++;
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) {
      const hint = ch === 'I' || ch === 'L' ? ` (Crockford base32 excludes it; did you mean 1?)` : ch === 'O' ? ' (Crockford base32 excludes it; did you mean 0?)' : ch === 'U' ? ' (Crockford base32 excludes U)' : '';
      return failure('INVALID_INPUT', `Invalid character '${[...text][position - 1]}' at position ${position}${hint}: a ULID uses only 0–9 and A–Z without I, L, O and U.`);
    }
    value = (value << 5n) | BigInt(digit);
  }
  if (value >> 128n)
    return failure('INVALID_INPUT', `The ULID starts with '${text[0]}', which overflows 128 bits: the first character is at most 7 (the largest ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ).`);
  const ms = Number(value >> 80n);
  const random = value & (RANDOM_LIMIT - 1n);
  const bytes = new Uint8Array(10);
  for (let i = 9, r = random; i >= 0; i--, r >>= 8n) bytes[i] = Number(r & 0xffn);
  return success({ ulid: text.toUpperCase(), timestamp: new Date(ms).toISOString(), timestampMs: ms, randomness: bytesToHex(bytes) });
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') {
    const ulid = params.ulid;
    if (ulid === undefined) return failure('MISSING_REQUIRED', 'Decode mode needs "ulid": the ULID to decode.');
    return decodeUlid(ulid);
  }
  const given = params.time;
  const ms = given === undefined ? Date.now() : parseDateTime(given);
  if (ms < 0) return failure('CONSTRAINT_VIOLATION', `Time ${given} is before 1970-01-01T00:00:00Z; a ULID stores milliseconds since the Unix epoch, so it cannot encode earlier times.`);
  if (ms > MAX_TIME) return failure('CONSTRAINT_VIOLATION', `Time ${given} is after 10889-08-02T05:31:50.655Z, the largest time a 48-bit ULID timestamp holds.`);
  const random = createRandom(params.seed);
  const warnings: string[] = [];
  if (random.seeded) {
    warnings.push('Seeded ULIDs are reproducible, so they repeat on every run with the same seed: never use them as real identifiers.');
    if (given === undefined) warnings.push('A seeded ULID still embeds the current time; also set "time" to reproduce it exactly.');
  }
  // reproducible runs (a seed, a given time) start their own sequence
  const sequence = random.seeded || given !== undefined ? new MonotonicSequence(RANDOM_LIMIT) : shared;
  const ulids: string[] = [];
  let first: number | undefined;
  for (let i = 0; i < params.count; i++) {
    const stamp = sequence.next(ms, () => BigInt(`0x${bytesToHex(random.bytes(10))}`));
    if (stamp.ms > MAX_TIME) return failure('CONSTRAINT_VIOLATION', 'The 48-bit ULID timestamp is exhausted (10889-08-02T05:31:50.655Z).');
    first ??= stamp.ms;
    ulids.push(encode(BigInt(stamp.ms), 10) + encode(stamp.counter, 16));
  }
  const at = first ?? ms;
  return withWarnings(success({ ulids, timestamp: new Date(at).toISOString(), timestampMs: at }), warnings);
});
