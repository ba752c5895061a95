import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { parseJsonText } from '../../_shared/json-text.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

const JWS_PARTS = ['header', 'payload', 'signature'];
const JWE_PARTS = ['header', 'encrypted key', 'initialization vector', 'ciphertext', 'authentication tag'];
const MAX_DATE_MS = 8.64e15;

class TokenError extends Error {}

interface Decoded {
  kind: 'JWS' | 'JWE';
  header: Record<string, unknown>;
  payload: Record<string, unknown> | null;
  signature: string | null;
  algorithm: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  notBefore: string | null;
  evaluatedAt: string;
  expired: boolean | null;
  notYetValid: boolean | null;
  secondsUntilExpiry: number | null;
  expiresIn: string | null;
}

function segmentBytes(segment: string, index: number, names: string[]): Uint8Array {
  const decoded = decodeBase64Text(segment, { alphabet: 'url', padding: false, whitespace: false });
  if (!decoded.ok) throw new TokenError(`Segment ${index + 1} (${names[index]}) is not valid base64url (positions count within the segment): ${decoded.message}`);
  return decoded.bytes;
}

function segmentJson(segment: string, index: number, names: string[]): Record<string, unknown> {
  const name = `Segment ${index + 1} (${names[index]})`;
  if (segment === '') throw new TokenError(`${name} is empty${index === 1 ? ' (a JWS with a detached payload has nothing to decode)' : ''}`);
  const bytes = segmentBytes(segment, index, names);
  const utf8 = decodeUtf8Strict(bytes);
  if (!utf8.ok) throw new TokenError(`${name} does not decode to UTF-8 text (byte ${hexByte(utf8.byte)} at offset ${utf8.offset}), so it is not JSON`);
  let value: unknown;
  try {
    value = JSON.parse(utf8.text);
  } catch {
    const parsed = parseJsonText(utf8.text);
    const where = parsed.ok ? '' : ` at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`;
    const preview = utf8.text.length > 60 ? `${utf8.text.slice(0, 60)}…` : utf8.text;
    throw new TokenError(`${name} is not valid JSON${where}. Decoded text: ${JSON.stringify(preview)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const got = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    throw new TokenError(`${name} must be a JSON object, but it is ${got}`);
  }
  return value as Record<string, unknown>;
}

/** "2 days 3 hours", "45 minutes 22 seconds": the largest non-zero unit and the next one if non-zero. */
function humanDuration(totalSeconds: number): string {
  let rest = Math.floor(Math.abs(totalSeconds));
  const units: Array<[string, number]> = [['year', 365 * 86400], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
  const counts = units.map(([unit, size]) => {
    const n = Math.floor(rest / size);
    rest -= n * size;
    return n === 0 ? '' : `${n} ${unit}${n === 1 ? '' : 's'}`;
  });
  const first = counts.findIndex((c) => c !== '');
  if (first < 0) return '';
  return [counts[first], counts[first + 1]].filter(Boolean).join(' ');
}

/** Parses a validated `datetime` value; no offset means UTC. */
function parseNow(value: string): Date {
  let v = value.toUpperCase().replace(' ', 'T');
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(v)) v += 'Z';
  return new Date(v.replace(/:60(?=[.Z+-])/, ':59'));
}

function numericDate(claims: Record<string, unknown>, claim: string, warnings: string[]): number | null {
  if (!(claim in claims)) return null;
  const value = claims[claim];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    warnings.push(`"${claim}" is ${JSON.stringify(value)}, not a NumericDate (a number of seconds since 1970-01-01T00:00:00Z); it was ignored.`);
    return null;
  }
  if (Math.abs(value * 1000) > MAX_DATE_MS) {
    warnings.push(`"${claim}" (${value}) is outside the range of dates; it was ignored.`);
    return null;
  }
  if (value > 1e11) warnings.push(`"${claim}" (${value}) is in the year ${new Date(value * 1000).getUTCFullYear()}: it looks like milliseconds, but JWT times are in seconds.`);
  return value;
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

export default defineTool<typeof definition, Decoded>(definition, (params) => {
  const token = params.token.trim().replace(/^["']|["']$/g, '').replace(/^(Authorization:\s*)?Bearer\s+/i, '').replace(/\s+/g, '');
  const nowDate = params.now === undefined ? new Date() : parseNow(params.now);
  if (Number.isNaN(nowDate.getTime())) return failure('INVALID_INPUT', `"now" (${String(params.now)}) is not a usable date-time`);
  const nowSeconds = nowDate.getTime() / 1000;
  const parts = token.split('.');
  if (parts.length !== 3 && parts.length !== 5) {
    const found = parts.length === 1 ? 'it has no "." at all' : `it has ${parts.length}`;
    return failure(
      'INVALID_INPUT',
      `A JWT has 3 segments separated by "." (header.payload.signature), or 5 for an encrypted JWE; ${found}.${parts.length === 1 ? ' Is this the whole token?' : ''}`,
    );
  }
  const warnings: string[] = [];
  try {
    if (parts.length === 5) {
      const header = segmentJson(parts[0]!, 0, JWE_PARTS);
      parts.slice(1).forEach((p, i) => segmentBytes(p, i + 1, JWE_PARTS));
      return success<Decoded>({
        kind: 'JWE',
        header,
        payload: null,
        signature: null,
        algorithm: typeof header.alg === 'string' ? header.alg : null,
        issuedAt: null,
        expiresAt: null,
        notBefore: null,
        evaluatedAt: nowDate.toISOString(),
        expired: null,
        notYetValid: null,
        secondsUntilExpiry: null,
        expiresIn: null,
      });
    }
    const header = segmentJson(parts[0]!, 0, JWS_PARTS);
    const payload = segmentJson(parts[1]!, 1, JWS_PARTS);
    const signature = parts[2]!;
    segmentBytes(signature, 2, JWS_PARTS);
    const algorithm = typeof header.alg === 'string' ? header.alg : null;
    if (algorithm === null) warnings.push('The header has no "alg" (algorithm) string, so the token cannot be verified.');
    else if (algorithm.toLowerCase() === 'none') {
      warnings.push('Unsecured token (alg "none"): it has no signature, so anyone can create or change it.');
      if (signature !== '') warnings.push('alg is "none" but the token has a signature segment; it should be empty.');
    } else if (signature === '') warnings.push(`The signature segment is empty although alg is "${algorithm}".`);

    const iat = numericDate(payload, 'iat', warnings);
    const exp = numericDate(payload, 'exp', warnings);
    const nbf = numericDate(payload, 'nbf', warnings);
    if (iat !== null && iat > nowSeconds + 60) warnings.push(`"iat" is ${humanDuration(iat - nowSeconds)} after ${nowDate.toISOString()}: the token claims to be issued in the future (clock skew?).`);
    const secondsUntilExpiry = exp === null ? null : Math.round((exp - nowSeconds) * 1000) / 1000;
    let expiresIn: string | null = null;
    if (secondsUntilExpiry !== null) {
      const words = humanDuration(secondsUntilExpiry);
      expiresIn = words === '' ? 'now' : secondsUntilExpiry > 0 ? `in ${words}` : `${words} ago`;
    }
    return withWarnings(
      success<Decoded>({
        kind: 'JWS',
        header,
        payload,
        signature,
        algorithm,
        issuedAt: iso(iat),
        expiresAt: iso(exp),
        notBefore: iso(nbf),
        evaluatedAt: nowDate.toISOString(),
        expired: exp === null ? null : nowSeconds >= exp,
        notYetValid: nbf === null ? null : nowSeconds < nbf,
        secondsUntilExpiry,
        expiresIn,
      }),
      warnings,
    );
  } catch (error) {
    if (error instanceof TokenError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
