import { bytesToHex, defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { sha1 } from '@noble/hashes/legacy.js';
import { createRandom } from '../../_shared/random.js';
import { ipv6Text } from '../../_shared/ipv6-text.js';
import definition from './definition.js';

const NTP_EPOCH_OFFSET = 2208988800; // seconds from 1900-01-01 to 1970-01-01

/** 64-bit NTP timestamp: seconds since 1900 (mod 2^32, the NTP era) and a 32-bit fraction. */
function ntpBytes(ms: number): Uint8Array {
  const seconds = Math.floor(ms / 1000);
  const era = (((seconds + NTP_EPOCH_OFFSET) % 2 ** 32) + 2 ** 32) % 2 ** 32;
  const fraction = Math.floor(((ms - seconds * 1000) * 2 ** 32) / 1000);
  const out = new Uint8Array(8);
  const view = new DataView(out.buffer);
  view.setUint32(0, era);
  view.setUint32(4, fraction);
  return out;
}

/** 8 bytes of EUI-64: given as such, or a MAC expanded as RFC 4291 Appendix A does (FFFE inserted, U/L inverted). */
function eui64Of(text: string): Uint8Array | string {
  const hex = text.replace(/[:.\- ]/g, '').toLowerCase();
  if (hex.length !== 12 && hex.length !== 16) return `"${text}" has ${hex.length} hex digits: a MAC has 12, an EUI-64 16.`;
  const bytes = Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
  if (bytes.length === 8) return bytes;
  return Uint8Array.of(bytes[0]! ^ 0x02, bytes[1]!, bytes[2]!, 0xff, 0xfe, bytes[3]!, bytes[4]!, bytes[5]!);
}

export default defineTool(definition, (params) => {
  const random = createRandom(params.seed);
  const warnings: string[] = [];
  let globalId: Uint8Array;
  let derivation: Record<string, string> | undefined;

  if (params.method === 'rfc4193') {
    const given = params.time;
    const ms = given === undefined ? Date.now() : parseDateTime(given);
    const macText = params.mac;
    let eui64: Uint8Array;
    if (macText === undefined) {
      eui64 = random.bytes(8);
      warnings.push('No MAC given: a random EUI-64 was used, as a browser cannot read the machine\'s own.');
    } else {
      const parsed = eui64Of(macText);
      if (typeof parsed === 'string') return failure('INVALID_INPUT', parsed);
      eui64 = parsed;
    }
    const key = new Uint8Array(16);
    key.set(ntpBytes(ms), 0);
    key.set(eui64, 8);
    const digest = sha1(key);
    globalId = digest.slice(15);
    derivation = { time: new Date(ms).toISOString(), ntpTime: bytesToHex(key.slice(0, 8)), eui64: bytesToHex(eui64), sha1: bytesToHex(digest) };
  } else {
    globalId = random.bytes(5);
  }
  if (random.seeded) warnings.push('Seeded output is predictable: use it to reproduce a result, not for a real network.');

  const g = globalId;
  const head = [0xfd00 | g[0]!, (g[1]! << 8) | g[2]!, (g[3]! << 8) | g[4]!];
  const subnets: string[] = [];
  for (let s = 0; s < params.subnetCount; s++) subnets.push(`${ipv6Text([...head, s, 0, 0, 0, 0])}/64`);
  return withWarnings(
    success({
      prefix: `${ipv6Text([...head, 0, 0, 0, 0, 0])}/48`,
      globalId: bytesToHex(globalId),
      subnets,
      exampleAddress: ipv6Text([...head, 0, 0, 0, 0, 1]),
      method: params.method,
      ...(derivation ? { derivation } : {}),
    }),
    warnings,
  );
});
