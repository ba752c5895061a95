import { bytesToHex, defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const EPOCH_SECONDS = 1_400_000_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 20 bytes → 27 base62 characters, left-padded with '0' (the KSUID text form). */
export function ksuidText(bytes: Uint8Array): string {
  let value = BigInt(`0x${bytesToHex(bytes)}`);
  let out = '';
  while (value > 0n) {
    out = BASE62[Number(value % 62n)]! + out;
    value /= 62n;
  }
  return out.padStart(27, '0');
}

export default defineTool(definition, (params) => {
  const ms = params.time === undefined ? Date.now() : parseDateTime(params.time);
  const seconds = Math.floor(ms / 1000) - EPOCH_SECONDS;
  if (seconds < 0 || seconds > 0xffffffff)
    return failure('CONSTRAINT_VIOLATION', `Time ${params.time} is outside what a KSUID holds (2014-05-13T16:53:20Z to 2150-06-19T23:21:35Z).`);
  const random = createRandom(params.seed);
  const raw = Array.from({ length: params.count }, () => {
    const bytes = new Uint8Array(20);
    new DataView(bytes.buffer).setUint32(0, seconds);
    bytes.set(random.bytes(16), 4);
    return bytes;
  });
  const pairs = raw.map((b) => ({ id: ksuidText(b), hex: bytesToHex(b) }));
  if (params.sorted) pairs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const result = success({ ids: pairs.map((p) => p.id), hex: pairs.map((p) => p.hex), timestamp: new Date((seconds + EPOCH_SECONDS) * 1000).toISOString() });
  return random.seeded ? withWarnings(result, ['Seeded KSUIDs repeat on every run with the same seed: never use them as real identifiers.']) : result;
});
