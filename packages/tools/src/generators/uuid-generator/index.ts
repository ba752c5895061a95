import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { v4, v7 } from 'uuid';
import { MonotonicSequence } from '../../_shared/monotonic.js';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

/** UUIDv7's counter (the uuid package's 32-bit seq). */
const COUNTER_LIMIT = 2n ** 32n;
/** One sequence per process (per worker in a browser): v7 UUIDs keep their order across calls. */
const shared = new MonotonicSequence(COUNTER_LIMIT);

/** A 31-bit random start taken from the UUID's random bytes: the top bit stays free so +1 steps rarely wrap (RFC 9562 §6.2, method 1). */
function freshCounter(b: Uint8Array): bigint {
  return BigInt((((b[6]! & 0x7f) << 24) | (b[7]! << 16) | (b[8]! << 8) | b[9]!) >>> 0);
}

export default defineTool(definition, (params) => {
  const random = createRandom(params.seed);
  const isV7 = params.version === 'v7';
  const warnings: string[] = [];
  if (random.seeded)
    warnings.push('Seeded UUIDs are reproducible, so they repeat on every run with the same seed: never use them as real identifiers.');

  const raw: string[] = [];
  if (isV7) {
    const given = params.timestamp;
    const now = given === undefined ? Date.now() : parseDateTime(given);
    if (now < 0)
      return failure('CONSTRAINT_VIOLATION', `Timestamp ${given} is before 1970-01-01T00:00:00Z; UUIDv7 stores milliseconds since the Unix epoch, so it cannot encode earlier times.`);
    if (random.seeded && given === undefined)
      warnings.push('A seeded v7 UUID still embeds the current time; also set "timestamp" to reproduce it exactly.');
    // the process-wide sequence, unless the run must be reproducible
    const sequence = random.seeded || given !== undefined ? new MonotonicSequence(COUNTER_LIMIT) : shared;
    for (let i = 0; i < params.count; i++) {
      const bytes = random.bytes(16);
      const { ms, counter } = sequence.next(now, () => freshCounter(bytes));
      raw.push(v7({ random: bytes, msecs: ms, seq: Number(counter) }));
    }
  } else {
    for (let i = 0; i < params.count; i++) raw.push(v4({ random: random.bytes(16) }));
  }

  const { uppercase, hyphens, braces } = params;
  const uuids = raw.map((u) => {
    let s = hyphens ? u : u.replace(/-/g, '');
    if (uppercase) s = s.toUpperCase();
    return braces ? `{${s}}` : s;
  });
  return withWarnings(success({ uuids, version: isV7 ? 7 : 4 }), warnings);
});
