import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { v4, v7 } from 'uuid';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:[Zz]|([+-])(\d{2}):(\d{2}))?$/;

/** Milliseconds since the epoch of a value the core has already checked as a datetime (no offset = UTC). */
function parseDateTime(value: string): number {
  const m = DATETIME.exec(value)!;
  const [y, mo, d, h, mi, s = '0', frac = '0', sign, oh = '0', om = '0'] = m.slice(1);
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  // Date.UTC maps years 0–99 to 1900–1999; those are before the epoch either way.
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000 : 0;
  return Number(y) < 100 ? -1 : utc - offset;
}

export default defineTool(definition, (params) => {
  const count = params.count as number;
  const seed = params.seed as string | undefined;
  const random = createRandom(seed);
  const isV7 = params.version === 'v7';
  const warnings: string[] = [];
  if (random.seeded)
    warnings.push('Seeded UUIDs are reproducible, so they repeat on every run with the same seed: never use them as real identifiers.');

  const raw: string[] = [];
  if (isV7) {
    const given = params.timestamp as string | undefined;
    let msecs = given === undefined ? Date.now() : parseDateTime(given);
    if (msecs < 0)
      return failure('CONSTRAINT_VIOLATION', `Timestamp ${given} is before 1970-01-01T00:00:00Z; UUIDv7 stores milliseconds since the Unix epoch, so it cannot encode earlier times.`);
    if (random.seeded && given === undefined)
      warnings.push('A seeded v7 UUID still embeds the current time; also set "timestamp" to reproduce it exactly.');
    // RFC 9562 §6.2 method 1: a 32-bit counter seeded randomly, incremented within the batch,
    // so UUIDs generated in the same millisecond still sort in generation order.
    let seq = -1;
    for (let i = 0; i < count; i++) {
      const rnds = random.bytes(16);
      if (i === 0) seq = (((rnds[6]! & 0x7f) << 24) | (rnds[7]! << 16) | (rnds[8]! << 8) | rnds[9]!) >>> 0;
      else {
        seq = (seq + 1) >>> 0;
        if (seq === 0) msecs++; // counter wrapped: borrow the next millisecond
      }
      raw.push(v7({ random: rnds, msecs, seq }));
    }
  } else {
    for (let i = 0; i < count; i++) raw.push(v4({ random: random.bytes(16) }));
  }

  const uppercase = params.uppercase as boolean;
  const hyphens = params.hyphens as boolean;
  const braces = params.braces as boolean;
  const uuids = raw.map((u) => {
    let s = hyphens ? u : u.replace(/-/g, '');
    if (uppercase) s = s.toUpperCase();
    return braces ? `{${s}}` : s;
  });
  return withWarnings(success({ uuids, version: isV7 ? 7 : 4 }), warnings);
});
