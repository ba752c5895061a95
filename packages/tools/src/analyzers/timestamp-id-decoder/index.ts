import { defineTool, failure, success, type ToolResult } from '@ctp/core';
import definition from './definition.js';

type Parts = Record<string, string | number | boolean>;
type Precision = 'second' | 'millisecond' | '100 nanoseconds';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const FIREBASE = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** 100-ns ticks between the Gregorian reform (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n;
const KSUID_EPOCH = 1_400_000_000;
const MAX_DATE_MS = 8.64e15;

const SNOWFLAKES: Record<string, { name: string; epoch: number }> = {
  twitter: { name: 'Twitter / X Snowflake', epoch: 1288834974657 },
  discord: { name: 'Discord Snowflake', epoch: 1420070400000 },
  instagram: { name: 'Instagram ID', epoch: 1314220021721 },
  custom: { name: 'Snowflake (custom epoch)', epoch: 0 },
};

const UUID_SHAPE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;
const bareUuid = (id: string) => id.replace(/^urn:uuid:/i, '').replace(/^\{(.*)\}$/, '$1');

function hex(value: bigint, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}

function decodeBase(text: string, alphabet: string, name: string): bigint | string {
  let value = 0n;
  const base = BigInt(alphabet.length);
  for (let i = 0; i < text.length; i++) {
    const digit = alphabet.indexOf(text[i]!);
    if (digit < 0) return `'${text[i]}' at position ${i + 1} is not a ${name} character`;
    value = value * base + BigInt(digit);
  }
  return value;
}

function result(type: string, typeName: string, ms: number, precision: Precision, parts: Parts): ToolResult {
  if (!(Math.abs(ms) <= MAX_DATE_MS)) return failure('INVALID_INPUT', `The decoded time (${ms} ms) is outside the range of dates (±275,760 years).`);
  return success({ type, typeName, timestamp: new Date(ms).toISOString(), timestampMs: ms, precision, parts });
}

function ulid(id: string): ToolResult {
  const upper = id.toUpperCase();
  if (upper.length !== 26) return failure('INVALID_INPUT', `A ULID has 26 characters; got ${upper.length}.`);
  const value = decodeBase(upper, CROCKFORD, 'Crockford base32 (no I, L, O, U)');
  if (typeof value === 'string') return failure('INVALID_INPUT', `${value}.`);
  if (value >> 128n) return failure('INVALID_INPUT', 'The ULID overflows 128 bits: its first character is at most 7.');
  return result('ulid', 'ULID', Number(value >> 80n), 'millisecond', { randomness: hex(value & ((1n << 80n) - 1n), 20) });
}

function uuid(id: string): ToolResult {
  const bare = bareUuid(id);
  const h = bare.replace(/-/g, '').toLowerCase();
  if (!UUID_SHAPE.test(bare))
    return failure('INVALID_INPUT', 'A UUID has 32 hex digits, usually as 8-4-4-4-12 with hyphens.');
  const version = parseInt(h[12]!, 16);
  const variantBits = parseInt(h[16]!, 16) >> 2;
  if (![1, 6, 7].includes(version)) {
    const why = /^0+$|^f+$/.test(h) ? 'is the nil or max UUID' : version === 2 ? 'is a DCE security UUID whose time is truncated' : `is version ${version}, which holds no time`;
    return failure('INVALID_INPUT', `This UUID ${why}; only versions 1, 6 and 7 embed a timestamp.`);
  }
  if (variantBits !== 2) return failure('INVALID_INPUT', `The variant digit '${h[16]}' is not 8, 9, a or b: this is not an RFC 9562 UUID, so its version field means nothing.`);
  const value = BigInt(`0x${h}`);
  const parts: Parts = { version, variant: 'RFC 9562' };
  if (version === 7) {
    parts.randA = h.slice(13, 16);
    parts.randB = hex(value & ((1n << 62n) - 1n), 16);
    return result('uuid', 'UUID version 7', Number(value >> 80n), 'millisecond', parts);
  }
  const ticks =
    version === 1
      ? (BigInt(`0x${h.slice(13, 16)}`) << 48n) | (BigInt(`0x${h.slice(8, 12)}`) << 32n) | BigInt(`0x${h.slice(0, 8)}`)
      : (BigInt(`0x${h.slice(0, 12)}`) << 12n) | BigInt(`0x${h.slice(13, 16)}`);
  const since = ticks - GREGORIAN_OFFSET;
  const ms = Number(since / 10000n) - (since < 0n && since % 10000n !== 0n ? 1 : 0); // floor division
  parts.ticks100ns = ticks.toString();
  parts.clockSequence = parseInt(h.slice(16, 20), 16) & 0x3fff;
  parts.node = h.slice(20).replace(/(..)(?!$)/g, '$1:');
  // the multicast bit marks a random node instead of a MAC address (RFC 9562 §6.10)
  parts.nodeIsRandom = (parseInt(h.slice(20, 22), 16) & 1) === 1;
  return result('uuid', `UUID version ${version}`, ms, '100 nanoseconds', parts);
}

function objectId(id: string): ToolResult {
  if (!/^[0-9a-fA-F]{24}$/.test(id)) return failure('INVALID_INPUT', 'A MongoDB ObjectId has exactly 24 hex digits.');
  const seconds = parseInt(id.slice(0, 8), 16);
  return result('objectid', 'MongoDB ObjectId', seconds * 1000, 'second', {
    timestampSeconds: seconds,
    random: id.slice(8, 18).toLowerCase(),
    counter: parseInt(id.slice(18), 16),
  });
}

function ksuid(id: string): ToolResult {
  if (id.length !== 27) return failure('INVALID_INPUT', `A KSUID has 27 base62 characters; got ${id.length}.`);
  const value = decodeBase(id, BASE62, 'base62');
  if (typeof value === 'string') return failure('INVALID_INPUT', `${value}.`);
  if (value >> 160n) return failure('INVALID_INPUT', 'The KSUID overflows 160 bits (the largest is aWgEPTl1tmebfsQzFP4bxwgy80V).');
  const stamp = Number(value >> 128n);
  return result('ksuid', 'KSUID', (stamp + KSUID_EPOCH) * 1000, 'second', { timestampSeconds: stamp, payload: hex(value & ((1n << 128n) - 1n), 32) });
}

function firebase(id: string): ToolResult {
  if (id.length !== 20) return failure('INVALID_INPUT', `A Firebase push ID has 20 characters; got ${id.length}.`);
  const value = decodeBase(id.slice(0, 8), FIREBASE, 'Firebase push ID');
  if (typeof value === 'string') return failure('INVALID_INPUT', `${value}.`);
  const bad = /[^-0-9A-Za-z_]/.exec(id);
  if (bad) return failure('INVALID_INPUT', `'${bad[0]}' at position ${bad.index + 1} is not a Firebase push ID character.`);
  return result('firebase', 'Firebase push ID', Number(value), 'millisecond', { random: id.slice(8) });
}

function snowflake(id: string, flavour: string, customEpoch: number): ToolResult {
  if (!/^\d{1,20}$/.test(id)) return failure('INVALID_INPUT', 'A Snowflake is a decimal number of up to 19 digits.');
  const value = BigInt(id);
  if (value >> 63n) return failure('INVALID_INPUT', 'The number does not fit in 63 bits (a signed 64-bit integer), so it is not a Snowflake.');
  const { name, epoch: known } = SNOWFLAKES[flavour]!;
  const epoch = flavour === 'custom' ? customEpoch : known;
  const low = (shift: bigint, bits: bigint) => Number((value >> shift) & ((1n << bits) - 1n));
  if (flavour === 'instagram') {
    const since = Number(value >> 23n);
    return result('snowflake', name, epoch + since, 'millisecond', { epochMs: epoch, sinceEpochMs: since, shardId: low(10n, 13n), sequence: low(0n, 10n) });
  }
  const since = Number(value >> 22n);
  const parts: Parts =
    flavour === 'discord'
      ? { epochMs: epoch, sinceEpochMs: since, workerId: low(17n, 5n), processId: low(12n, 5n), increment: low(0n, 12n) }
      : { epochMs: epoch, sinceEpochMs: since, datacenterId: low(17n, 5n), workerId: low(12n, 5n), sequence: low(0n, 12n) };
  return result('snowflake', name, epoch + since, 'millisecond', parts);
}

/** The type an ID's shape suggests. */
function detect(id: string): string | undefined {
  if (UUID_SHAPE.test(bareUuid(id))) return 'uuid';
  if (/^\d{1,20}$/.test(id)) return 'snowflake';
  if (/^[0-9a-f]{24}$/i.test(id)) return 'objectid';
  if (/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(id)) return 'ulid';
  if (/^[0-9A-Za-z]{27}$/.test(id)) return 'ksuid';
  if (/^[-0-9A-Za-z_]{20}$/.test(id)) return 'firebase';
  return undefined;
}

export default defineTool(definition, (params) => {
  const id = params.id.trim();
  const type = params.type === 'auto' ? detect(id) : params.type;
  switch (type) {
    case 'ulid':
      return ulid(id);
    case 'uuid':
      return uuid(id);
    case 'objectid':
      return objectId(id);
    case 'ksuid':
      return ksuid(id);
    case 'firebase':
      return firebase(id);
    case 'snowflake':
      return snowflake(id, params.snowflakeEpoch, params.customEpochMs);
    default:
      return failure(
        'INVALID_INPUT',
        `"${id.length > 40 ? `${id.slice(0, 40)}…` : id}" (${id.length} characters) does not look like a ULID (26), UUID (36 or 32 hex), ObjectId (24 hex), KSUID (27), Firebase push ID (20) or Snowflake (digits); choose the type explicitly.`,
      );
  }
});
