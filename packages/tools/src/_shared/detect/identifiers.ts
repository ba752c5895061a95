/** Identifiers: UUID, ULID, MongoDB ObjectId, semantic versions, hash digests (by length and prefix). */
import { detection, type TokenDetector } from './types.js';

const UUID = /^(?:urn:uuid:|\{)?([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\}?$/i;
const UUID_VERSIONS: Record<string, string> = {
  '1': 'time-based',
  '2': 'DCE security',
  '3': 'MD5 name-based',
  '4': 'random',
  '5': 'SHA-1 name-based',
  '6': 'reordered time',
  '7': 'Unix time-ordered',
  '8': 'custom',
};

export const uuid: TokenDetector = (value) => {
  const m = UUID.exec(value);
  if (!m) return undefined;
  if (/^\{/.test(value) !== /\}$/.test(value)) return undefined;
  const hex = m.slice(1).join('').toLowerCase();
  if (/^0{32}$/.test(hex)) return detection('uuid', 0.99, 'UUID (nil)');
  if (/^f{32}$/.test(hex)) return detection('uuid', 0.99, 'UUID (max)');
  const version = hex[12]!;
  const variant = parseInt(hex[16]!, 16);
  const rfc = (variant & 0b1100) === 0b1000;
  const named = UUID_VERSIONS[version];
  if (rfc && named) {
    const when = version === '7' ? ` from ${new Date(parseInt(hex.slice(0, 12), 16)).toISOString()}` : '';
    return detection('uuid', 0.99, `UUID v${version}`, `${named}${when}`);
  }
  return detection('uuid', 0.9, 'UUID', rfc ? `unknown version ${version}` : 'not the RFC 9562 variant');
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

export const ulid: TokenDetector = (value) => {
  if (!ULID.test(value)) return undefined;
  let ms = 0;
  for (const c of value.slice(0, 10).toUpperCase()) ms = ms * 32 + CROCKFORD.indexOf(c);
  const date = new Date(ms);
  const plausible = ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2100, 0, 1);
  // 26 digits with no letter is a number, not a ULID
  const letters = /[A-Z]/i.test(value);
  return detection('ulid', plausible && letters ? 0.9 : 0.5, 'ULID', plausible ? `created ${date.toISOString()}` : undefined);
};

export const objectId: TokenDetector = (value) => {
  if (!/^[0-9a-f]{24}$/i.test(value)) return undefined;
  const seconds = parseInt(value.slice(0, 8), 16);
  const plausible = seconds >= Date.UTC(2009, 0, 1) / 1000 && seconds < Date.UTC(2100, 0, 1) / 1000;
  // above plain hex: 24 hex digits with a plausible creation time are most likely an ObjectId
  return plausible ? detection('objectid', 0.87, 'MongoDB ObjectId', `created ${new Date(seconds * 1000).toISOString()}`) : undefined;
};

// semver.org's grammar: numeric identifiers without leading zeros, dot-separated pre-release and build parts
const NUM = '(?:0|[1-9]\\d{0,15})';
const PRE = '(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)';
const SEMVER = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})(?:-(${PRE}(?:\\.${PRE})*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$`);
const RANGE_PART = /^(?:[\^~]|[<>]=?|=)?v?(?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2}(?:-[0-9A-Za-z.-]+)?$/;

export const semver: TokenDetector = (value) => {
  if (value.length > 256) return undefined;
  const m = SEMVER.exec(value);
  if (m) return detection('semver', m[4] || m[5] ? 0.9 : 0.8, 'Semantic version', m[4] ? `pre-release ${m[4]}` : undefined);
  // ranges: ^1.2.3, ~1.2, >=1.0.0 <2.0.0, 1.x || 2.x
  const parts = value.split(/\s*\|\|\s*|\s+/);
  if (parts.length <= 8 && parts.every((p) => RANGE_PART.test(p)) && /[\^~<>=xX*|]/.test(value) && /\d/.test(value))
    return detection('semver', 0.65, 'Semantic version range');
  return undefined;
};

const HEX_DIGESTS: Record<number, string> = {
  32: 'MD5 (or MD4, NTLM)',
  40: 'SHA-1 (or RIPEMD-160)',
  56: 'SHA-224 or SHA3-224',
  64: 'SHA-256, SHA3-256 or BLAKE2s',
  96: 'SHA-384 or SHA3-384',
  128: 'SHA-512, SHA3-512 or BLAKE2b',
};

export const hashDigest: TokenDetector = (value) => {
  if (/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value)) return detection('hash-digest', 0.98, 'bcrypt hash', `cost ${value.slice(4, 6)}`);
  if (/^\$argon2(?:id|i|d)\$/.test(value) && value.length < 512) return detection('hash-digest', 0.97, 'Argon2 hash');
  if (/^\$(?:1|5|6|y)\$[^$\s]{1,64}\$[./A-Za-z0-9]{20,}$/.test(value)) return detection('hash-digest', 0.9, 'crypt(3) hash');
  const hex = value.replace(/^(?:0x|\\x)/i, '');
  const names = HEX_DIGESTS[hex.length];
  if (!names || !/^[0-9a-f]+$/i.test(hex)) return undefined;
  // one letter case, and both digits and letters: how digests are printed
  const mixed = /[a-f]/.test(hex) && /[A-F]/.test(hex);
  const digitsOnly = /^\d+$/.test(hex);
  return detection('hash-digest', mixed || digitsOnly ? 0.55 : 0.9, `${hex.length * 4}-bit hash digest`, `${hex.length} hex digits: ${names}`);
};
