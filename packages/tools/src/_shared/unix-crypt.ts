/**
 * The crypt(3) password hashes of Unix and Apache: MD5-crypt ($1$, Poul-Henning Kamp), its
 * Apache variant ($apr1$), and SHA-256/SHA-512-crypt ($5$, $6$, Ulrich Drepper's
 * specification). No maintained browser library implements them, so they are written here
 * from those specifications on @noble/hashes, and tested against `openssl passwd` and the
 * specification's own vectors. Runtime code: import from a tool's index.ts only.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';

export const CRYPT64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** `count` characters of the crypt base-64 alphabet from the low bits of `value`. */
function to64(value: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++, value >>>= 6) out += CRYPT64[value & 0x3f];
  return out;
}

function encodeGroups(bytes: Uint8Array, groups: ReadonlyArray<readonly [number, number, number]>, tail: readonly [number, number, number], tailChars: number): string {
  const triple = ([a, b, c]: readonly [number, number, number]) => ((a < 0 ? 0 : bytes[a]!) << 16) | ((b < 0 ? 0 : bytes[b]!) << 8) | bytes[c]!;
  return groups.map((g) => to64(triple(g), 4)).join('') + to64(triple(tail), tailChars);
}

/** MD5-crypt; `magic` is "$1$" (Unix, Cisco type 5) or "$apr1$" (Apache htpasswd). Salt: up to 8 characters. */
export function md5Crypt(password: string, salt: string, magic: '$1$' | '$apr1$'): string {
  const pw = encoder.encode(password);
  const s = encoder.encode(salt.slice(0, 8));
  const alt = md5(concat(pw, s, pw));
  const parts: Uint8Array[] = [pw, encoder.encode(magic), s];
  for (let i = pw.length; i > 0; i -= 16) parts.push(alt.subarray(0, Math.min(16, i)));
  for (let i = pw.length; i; i >>= 1) parts.push(i & 1 ? new Uint8Array(1) : pw.subarray(0, 1));
  let final = md5(concat(...parts));
  for (let i = 0; i < 1000; i++) {
    const round: Uint8Array[] = [i & 1 ? pw : final];
    if (i % 3) round.push(s);
    if (i % 7) round.push(pw);
    round.push(i & 1 ? final : pw);
    final = md5(concat(...round));
  }
  const groups = [[0, 6, 12], [1, 7, 13], [2, 8, 14], [3, 9, 15], [4, 10, 5]] as const;
  return `${magic}${salt.slice(0, 8)}$${encodeGroups(final, groups, [-1, -1, 11], 2)}`;
}

const SHA256_ORDER = [[0, 10, 20], [21, 1, 11], [12, 22, 2], [3, 13, 23], [24, 4, 14], [15, 25, 5], [6, 16, 26], [27, 7, 17], [18, 28, 8], [9, 19, 29]] as const;
const SHA512_ORDER = [
  [0, 21, 42], [22, 43, 1], [44, 2, 23], [3, 24, 45], [25, 46, 4], [47, 5, 26], [6, 27, 48], [28, 49, 7], [50, 8, 29], [9, 30, 51], [31, 52, 10],
  [53, 11, 32], [12, 33, 54], [34, 55, 13], [56, 14, 35], [15, 36, 57], [37, 58, 16], [59, 17, 38], [18, 39, 60], [40, 61, 19], [62, 20, 41],
] as const;

export const SHA_CRYPT_DEFAULT_ROUNDS = 5000;

/** SHA-256-crypt ($5$) or SHA-512-crypt ($6$). Salt: up to 16 characters; rounds 1000–999,999,999 (clamped as the spec says). */
export function shaCrypt(password: string, salt: string, variant: 256 | 512, rounds = SHA_CRYPT_DEFAULT_ROUNDS, explicitRounds = rounds !== SHA_CRYPT_DEFAULT_ROUNDS): string {
  const hash = variant === 256 ? sha256 : sha512;
  const size = variant / 8;
  const r = Math.min(999_999_999, Math.max(1000, Math.floor(rounds)));
  const pw = encoder.encode(password);
  const s = encoder.encode(salt.slice(0, 16));
  const b = hash(concat(pw, s, pw));
  const aParts: Uint8Array[] = [pw, s];
  let n = pw.length;
  for (; n > size; n -= size) aParts.push(b);
  aParts.push(b.subarray(0, n));
  for (let i = pw.length; i > 0; i >>= 1) aParts.push(i & 1 ? b : pw);
  const a = hash(concat(...aParts));
  const dp = hash(concat(...Array.from({ length: pw.length }, () => pw)));
  const p = new Uint8Array(pw.length).map((_, i) => dp[i % size]!);
  const ds = hash(concat(...Array.from({ length: 16 + a[0]! }, () => s)));
  const sBytes = new Uint8Array(s.length).map((_, i) => ds[i % size]!);
  let c = a;
  for (let i = 0; i < r; i++) {
    const parts: Uint8Array[] = [i & 1 ? p : c];
    if (i % 3) parts.push(sBytes);
    if (i % 7) parts.push(p);
    parts.push(i & 1 ? c : p);
    c = hash(concat(...parts));
  }
  const encoded = variant === 256 ? encodeGroups(c, SHA256_ORDER, [-1, 31, 30], 3) : encodeGroups(c, SHA512_ORDER, [-1, -1, 63], 2);
  return `$${variant === 256 ? 5 : 6}$${explicitRounds ? `rounds=${r}$` : ''}${salt.slice(0, 16)}$${encoded}`;
}

export interface ParsedCrypt { scheme: '1' | 'apr1' | '5' | '6'; salt: string; rounds?: number }

/** Reads the scheme, rounds and salt of a $1$/$apr1$/$5$/$6$ string, or undefined. */
export function parseCrypt(hash: string): ParsedCrypt | undefined {
  const m = /^\$(1|apr1|5|6)\$(?:rounds=(\d+)\$)?([^$]{0,16})\$[./0-9A-Za-z]+$/.exec(hash);
  if (!m) return undefined;
  const scheme = m[1] as ParsedCrypt['scheme'];
  if (m[2] !== undefined && (scheme === '1' || scheme === 'apr1')) return undefined;
  return { scheme, salt: m[3]!, ...(m[2] !== undefined ? { rounds: Number(m[2]) } : {}) };
}

/** Recomputes a parsed hash for `password`. */
export function recompute(password: string, parsed: ParsedCrypt): string {
  if (parsed.scheme === '1' || parsed.scheme === 'apr1') return md5Crypt(password, parsed.salt, parsed.scheme === '1' ? '$1$' : '$apr1$');
  return shaCrypt(password, parsed.salt, parsed.scheme === '5' ? 256 : 512, parsed.rounds ?? SHA_CRYPT_DEFAULT_ROUNDS, parsed.rounds !== undefined);
}

/** Constant-time string comparison (lengths are public). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A random salt of `length` crypt-alphabet characters. */
export function cryptSalt(length: number, randomInt: (max: number) => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CRYPT64[randomInt(64)];
  return out;
}
