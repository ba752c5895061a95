import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import {
  createLocalJWKSet,
  exportJWK,
  importJWK,
  importPKCS8,
  importSPKI,
  importX509,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from 'jose';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import { parseJsonText } from '../../_shared/json-text.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

interface Output {
  valid: boolean;
  summary: string;
  reason: string | null;
  errorCode: string | null;
  failedClaim: string | null;
  algorithm: string | null;
  keyId: string | null;
  header: Record<string, unknown> | null;
  payload: Record<string, unknown> | null;
  evaluatedAt: string;
}

type Family = 'HMAC' | 'RSA' | 'EC P-256' | 'EC P-384' | 'EC P-521' | 'Ed25519';

const FAMILY_ALGS: Record<Family, string[]> = {
  HMAC: ['HS256', 'HS384', 'HS512'],
  RSA: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'],
  'EC P-256': ['ES256'],
  'EC P-384': ['ES384'],
  'EC P-521': ['ES512'],
  Ed25519: ['EdDSA', 'Ed25519'],
};
const ALL_ALGS = Object.values(FAMILY_ALGS).flat();
const FAMILY_OF = new Map<string, Family>(Object.entries(FAMILY_ALGS).flatMap(([family, algs]) => algs.map((alg) => [alg, family as Family] as const)));
/** Algorithms tried, in order, to find out what kind of public key a PEM holds. */
const PROBES: Array<[string, Family]> = [
  ['RS256', 'RSA'],
  ['ES256', 'EC P-256'],
  ['ES384', 'EC P-384'],
  ['ES512', 'EC P-521'],
  ['Ed25519', 'Ed25519'],
];
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];
const HASH_BYTES: Record<string, number> = { HS256: 32, HS384: 48, HS512: 64 };

/** A key or option this tool cannot use: an error result (the configuration is wrong). */
class Refusal extends Error {}

/** A token that is no signed JWT: the verdict valid=false (the subject is wrong), with what could be decoded. */
class Malformed extends Error {
  constructor(
    message: string,
    readonly code: 'ERR_JWS_INVALID' | 'ERR_JWT_INVALID',
    readonly header: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

const list = (items: Iterable<string>) => [...items].join(', ');

/** Decodes one base64url segment of the token to a JSON object, or explains what is wrong. */
function segmentJson(segment: string, name: 'header' | 'payload', header: Record<string, unknown> | null = null): Record<string, unknown> {
  // RFC 7515 §5.2: a header that is no JSON object makes the JWS invalid; RFC 7519 §7.2: a payload that is none makes the JWT invalid
  const code = name === 'header' ? 'ERR_JWS_INVALID' : 'ERR_JWT_INVALID';
  const bad = (message: string) => new Malformed(message, code, header);
  if (segment === '') throw bad(`The ${name} segment is empty`);
  const decoded = decodeBase64Text(segment, { alphabet: 'url', padding: false, whitespace: false });
  if (!decoded.ok) throw bad(`The ${name} segment is not valid base64url (positions count within the segment): ${decoded.message}`);
  const utf8 = decodeUtf8Strict(decoded.bytes);
  if (!utf8.ok) throw bad(`The ${name} segment does not decode to UTF-8 text (byte ${hexByte(utf8.byte)} at offset ${utf8.offset}), so it is not JSON`);
  const parsed = parseJsonText(utf8.text);
  if (!parsed.ok) throw bad(`The ${name} segment is not valid JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message})`);
  const value: unknown = JSON.parse(utf8.text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad(`The ${name} must be a JSON object, but it is ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}`);
  return value as Record<string, unknown>;
}

function parseToken(raw: string): { token: string; header: Record<string, unknown>; payload: Record<string, unknown> } {
  const token = raw.trim().replace(/^["']|["']$/g, '').replace(/^(Authorization:\s*)?Bearer\s+/i, '').replace(/\s+/g, '');
  const parts = token.split('.');
  if (parts.length === 5) throw new Malformed('This is an encrypted token (JWE, 5 segments): it is decrypted, not verified; only signed tokens (JWS, 3 segments) can be verified', 'ERR_JWS_INVALID');
  if (parts.length !== 3)
    throw new Malformed(`A signed JWT has 3 segments separated by "." (header.payload.signature); this has ${parts.length === 1 ? 'no "." at all' : parts.length}`, 'ERR_JWS_INVALID');
  const header = segmentJson(parts[0]!, 'header');
  const payload = segmentJson(parts[1]!, 'payload', header);
  if (typeof header.alg !== 'string' || header.alg === '') throw new Malformed('The header has no "alg" (algorithm), so the token cannot be verified', 'ERR_JWS_INVALID', header);
  return { token, header, payload };
}

/** The verification key, resolved for the token's algorithm once it is known to be allowed. */
interface KeySource {
  description: string;
  families: Set<Family>;
  resolve(alg: string): Promise<Uint8Array | CryptoKey | JWTVerifyGetKey>;
}

function pemBlock(text: string): { label: string; pem: string } | undefined {
  const m = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/.exec(text);
  return m ? { label: m[1]!, pem: m[0] } : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function probe(importer: (alg: string) => Promise<CryptoKey>): Promise<{ family: Family; key: CryptoKey } | { error: string }> {
  let first = '';
  for (const [alg, family] of PROBES) {
    try {
      return { family, key: await importer(alg) };
    } catch (error) {
      first ||= errorText(error);
    }
  }
  return { error: first };
}

function jwkFamily(jwk: JWK): Family | undefined {
  if (jwk.kty === 'oct') return 'HMAC';
  if (jwk.kty === 'RSA') return 'RSA';
  if (jwk.kty === 'EC') return jwk.crv === 'P-256' ? 'EC P-256' : jwk.crv === 'P-384' ? 'EC P-384' : jwk.crv === 'P-521' ? 'EC P-521' : undefined;
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'Ed25519';
  return undefined;
}

const PRIVATE_KEY_WARNING = 'A private key was given: only its public part was used. Verification needs only the public key; keep private keys out of tools and logs.';

/** The JWK without its private members (verification needs only the public key). */
function publicJwk(jwk: JWK): { jwk: JWK; stripped: boolean } {
  if (jwk.kty === 'oct' || !PRIVATE_JWK_MEMBERS.some((m) => m in jwk)) return { jwk, stripped: false };
  return { jwk: Object.fromEntries(Object.entries(jwk).filter(([k]) => !PRIVATE_JWK_MEMBERS.includes(k))) as JWK, stripped: true };
}

async function pemSource(text: string, warnings: string[]): Promise<KeySource> {
  const block = pemBlock(text);
  if (!block) throw new Refusal('The key looks like PEM but has no complete -----BEGIN …----- / -----END …----- block with matching labels');
  const { label, pem } = block;
  if (label === 'RSA PUBLIC KEY' || label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY')
    throw new Refusal(
      `"${label}" is a legacy ${label.startsWith('RSA') ? 'PKCS#1' : 'SEC 1'} PEM, which Web Crypto cannot read. Convert it: openssl pkey ${label.includes('PUBLIC') ? '-pubin ' : ''}-in key.pem -pubout (gives -----BEGIN PUBLIC KEY-----)`,
    );
  if (label === 'PUBLIC KEY' || label === 'CERTIFICATE') {
    const importer = label === 'PUBLIC KEY' ? (alg: string) => importSPKI(pem, alg) : (alg: string) => importX509(pem, alg);
    const found = await probe(importer);
    if ('error' in found) throw new Refusal(`The ${label === 'PUBLIC KEY' ? 'public key' : 'certificate'} could not be read as an RSA, EC (P-256/384/521) or Ed25519 key: ${found.error}`);
    return { description: `${found.family} ${label === 'PUBLIC KEY' ? 'public key' : 'certificate'}`, families: new Set([found.family]), resolve: importer };
  }
  if (label === 'PRIVATE KEY') {
    const found = await probe((alg) => importPKCS8(pem, alg, { extractable: true }));
    if ('error' in found) throw new Refusal(`The private key could not be read as an RSA, EC (P-256/384/521) or Ed25519 key: ${found.error}`);
    const { jwk } = publicJwk(await exportJWK(found.key));
    warnings.push(PRIVATE_KEY_WARNING);
    return { description: `${found.family} public key (from the private key)`, families: new Set([found.family]), resolve: (alg) => importJWK(jwk, alg) as Promise<CryptoKey> };
  }
  throw new Refusal(`A "${label}" PEM is not a key this tool reads: give a PUBLIC KEY (SPKI), a CERTIFICATE (X.509), a PRIVATE KEY (PKCS#8), a JWK/JWKS or an HMAC secret`);
}

function jwkSource(text: string, warnings: string[]): KeySource {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new Refusal(`The key is not valid JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}); give a JWK or a JWKS ({"keys": […]})`);
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal('A JWK must be a JSON object (or a JWKS: {"keys": […]})');
  const object = value as Record<string, unknown>;
  if ('keys' in object) {
    if (!Array.isArray(object.keys) || object.keys.some((k) => typeof k !== 'object' || k === null || Array.isArray(k)))
      throw new Refusal('"keys" of a JWKS must be an array of JWK objects');
    const stripped = (object.keys as JWK[]).map(publicJwk);
    if (stripped.some((k) => k.stripped)) warnings.push(PRIVATE_KEY_WARNING);
    const keys = stripped.map((k) => k.jwk);
    const families = new Set(keys.map(jwkFamily).filter((f): f is Family => f !== undefined));
    if (families.size === 0) throw new Refusal('The JWKS has no key this tool can use (RSA, EC P-256/384/521, Ed25519 or oct)');
    const set = createLocalJWKSet({ keys });
    const kids = keys.map((k) => k.kid).filter((k): k is string => typeof k === 'string');
    return {
      description: `JWKS of ${keys.length} key${keys.length === 1 ? '' : 's'}${kids.length ? ` (kid ${list(kids.map((k) => JSON.stringify(k)))})` : ''}`,
      families,
      resolve: async () => set,
    };
  }
  const jwk = object as JWK;
  if (typeof jwk.kty !== 'string') throw new Refusal('The JWK has no "kty" (key type)');
  const family = jwkFamily(jwk);
  if (!family) throw new Refusal(`JWK key type ${JSON.stringify(jwk.kty)}${jwk.crv ? ` with curve ${JSON.stringify(jwk.crv)}` : ''} cannot verify JWS signatures here (supported: RSA, EC P-256/384/521, OKP Ed25519, oct)`);
  if (jwk.use === 'enc') throw new Refusal('The JWK is marked "use": "enc" (encryption), not for signatures');
  const { jwk: key, stripped } = publicJwk(jwk);
  if (stripped) warnings.push(PRIVATE_KEY_WARNING);
  return {
    description: `${family} JWK${typeof jwk.kid === 'string' ? ` (kid ${JSON.stringify(jwk.kid)})` : ''}`,
    families: new Set([family]),
    resolve: async (alg) => {
      if (typeof key.alg === 'string' && key.alg !== alg) throw new Refusal(`The JWK is restricted to "alg": ${JSON.stringify(key.alg)}, but the token uses ${alg}`);
      try {
        return (await importJWK(key, alg)) as CryptoKey | Uint8Array;
      } catch (error) {
        throw new Refusal(`The JWK could not be imported for ${alg}: ${errorText(error)}`);
      }
    },
  };
}

function secretSource(text: string, encoding: InputEncoding): { source: KeySource; bytes: number } {
  const decoded = decodeInput(text, encoding, 'The secret');
  if (!decoded.ok) throw new Refusal(decoded.message);
  const bytes = decoded.bytes;
  return { source: { description: `HMAC secret (${bytes.length} bytes, ${encoding})`, families: new Set(['HMAC']), resolve: async () => bytes }, bytes: bytes.length };
}

async function keySource(text: string, format: string, encoding: InputEncoding, warnings: string[]): Promise<{ source: KeySource; secretBytes?: number }> {
  const trimmed = text.trim();
  const kind = format !== 'auto' ? format : trimmed.startsWith('-----BEGIN') ? 'pem' : trimmed.startsWith('{') ? 'jwk' : 'secret';
  if (kind === 'pem') return { source: await pemSource(trimmed, warnings) };
  if (kind === 'jwk') return { source: jwkSource(text, warnings) };
  const { source, bytes } = secretSource(text, encoding);
  return { source, secretBytes: bytes };
}

function parseList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** "2 hours 5 minutes": the largest non-zero unit and the next one if non-zero. */
function duration(totalSeconds: number): string {
  let rest = Math.round(Math.abs(totalSeconds));
  const units: Array<[string, number]> = [['year', 31_536_000], ['day', 86_400], ['hour', 3600], ['minute', 60], ['second', 1]];
  const parts = units.map(([unit, size]) => {
    const n = Math.floor(rest / size);
    rest -= n * size;
    return n === 0 ? '' : `${n} ${unit}${n === 1 ? '' : 's'}`;
  });
  const first = parts.findIndex((p) => p !== '');
  return first < 0 ? '0 seconds' : [parts[first], parts[first + 1]].filter(Boolean).join(' ');
}

const iso = (seconds: unknown) => (typeof seconds === 'number' && Math.abs(seconds) < 8.64e12 ? new Date(seconds * 1000).toISOString() : String(seconds));

interface Expected {
  issuer?: string;
  audience?: string[];
  subject?: string;
  tolerance: number;
  now: Date;
}

/** A person-readable reason for a jose verification error. */
function explain(error: { code?: string; claim?: string; reason?: string; message: string }, payload: Record<string, unknown>, expected: Expected, header: Record<string, unknown>, source: KeySource): string {
  const at = expected.now.toISOString();
  const slack = expected.tolerance ? ` (allowing ${expected.tolerance} s of clock skew)` : '';
  const shown = (claim: string) => (claim in payload ? `is ${JSON.stringify(payload[claim])}` : 'is missing');
  switch (error.code) {
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return `The signature does not match: the token was not signed with this key (${source.description}), or it was altered after signing`;
    case 'ERR_JWT_EXPIRED':
      return `The token expired at ${iso(payload.exp)}, ${duration(expected.now.getTime() / 1000 - Number(payload.exp))} before ${at}${slack}`;
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return `No key in the key set matches the token (alg ${String(header.alg)}${typeof header.kid === 'string' ? `, kid ${JSON.stringify(header.kid)}` : ', no kid'}); the set is a ${source.description}`;
    case 'ERR_JOSE_NOT_SUPPORTED':
      return Array.isArray(header.crit)
        ? `The token lists critical header parameters (crit: ${list(header.crit.map(String))}) that a verifier must understand; this one does not, so the token must be rejected`
        : `Not supported: ${error.message}`;
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = error.claim ?? '';
      if (error.reason === 'missing') return `The required claim "${claim}" is missing`;
      if (claim === 'nbf' && error.reason === 'check_failed')
        return `The token is not valid yet: "nbf" is ${iso(payload.nbf)}, ${duration(Number(payload.nbf) - expected.now.getTime() / 1000)} after ${at}${slack}`;
      if (claim === 'iss') return `The issuer "iss" ${shown('iss')}; expected ${JSON.stringify(expected.issuer)}`;
      if (claim === 'aud') return `The audience "aud" ${shown('aud')}; expected ${expected.audience!.length > 1 ? `one of ${list(expected.audience!.map((a) => JSON.stringify(a)))}` : JSON.stringify(expected.audience![0])}`;
      if (claim === 'sub') return `The subject "sub" ${shown('sub')}; expected ${JSON.stringify(expected.subject)}`;
      return `Claim check failed: ${error.message}`;
    }
    default:
      return error.message;
  }
}

export default defineTool<typeof definition, Output>(definition, async (params) => {
  const warnings: string[] = [];
  const now = params.now === undefined ? new Date() : new Date(parseDateTime(params.now));
  if (Number.isNaN(now.getTime())) return failure('INVALID_INPUT', `"now" (${String(params.now)}) is not a usable date-time`);
  const allowedText = parseList(params.algorithms ?? '');
  for (const alg of allowedText) {
    if (alg.toLowerCase() === 'none') return failure('INVALID_INPUT', 'Algorithm "none" cannot be allowed: an unsecured token has no signature to verify');
    if (!ALL_ALGS.includes(alg)) return failure('INVALID_INPUT', `Unknown algorithm ${JSON.stringify(alg)} in "algorithms"; supported: ${list(ALL_ALGS)}`);
  }

  let token: string;
  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  let source: KeySource;
  let secretBytes: number | undefined;
  try {
    // the key first: an unusable key is an error whatever the token; a malformed token is the verdict
    ({ source, secretBytes } = await keySource(params.key, params.keyFormat, params.secretEncoding, warnings));
    ({ token, header, payload } = parseToken(params.token));
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', error.message);
    if (error instanceof Malformed) {
      const partial = error.header;
      const summary = `Invalid: ${error.message}.`;
      const algorithm = typeof partial?.alg === 'string' && partial.alg !== '' ? partial.alg : null;
      const keyId = typeof partial?.kid === 'string' ? partial.kid : null;
      const data: Output = { valid: false, summary, reason: error.message, errorCode: error.code, failedClaim: null, algorithm, keyId, header: partial, payload: null, evaluatedAt: now.toISOString() };
      return withWarnings(success<Output>(data), warnings);
    }
    throw error;
  }

  const alg = header.alg as string;
  const kid = typeof header.kid === 'string' ? header.kid : null;
  const evaluatedAt = now.toISOString();
  const result = (valid: boolean, reason: string | null, errorCode: string | null, failedClaim: string | null = null) => {
    const summary = valid
      ? `Valid: ${alg} signature verified with the ${source.description}; claims checked at ${evaluatedAt}.`
      : `Invalid: ${reason}.`;
    return withWarnings(success<Output>({ valid, summary, reason, errorCode, failedClaim, algorithm: alg, keyId: kid, header, payload, evaluatedAt }), warnings);
  };

  // algorithm policy: never "none"; only the allowed list, or else what the key type can verify
  const keyAlgs = [...source.families].flatMap((f) => FAMILY_ALGS[f]);
  if (alg.toLowerCase() === 'none') return result(false, 'The token is unsecured (alg "none"): it has no signature, so anyone could have made it', 'ERR_JOSE_ALG_NOT_ALLOWED');
  if (allowedText.length > 0 && !allowedText.includes(alg))
    return result(false, `The token's algorithm ${alg} is not in the allowed list (${list(allowedText)})`, 'ERR_JOSE_ALG_NOT_ALLOWED');
  if (!keyAlgs.includes(alg)) {
    const needs = FAMILY_OF.get(alg);
    return result(
      false,
      needs
        ? `The token is signed with ${alg}, which needs ${needs === 'HMAC' ? 'a shared secret' : `an ${needs} key`}, but the key given is a ${source.description} (usable with ${list(keyAlgs)})`
        : `The token's algorithm ${JSON.stringify(alg)} is not supported (supported: ${list(ALL_ALGS)})`,
      'ERR_JOSE_ALG_NOT_ALLOWED',
    );
  }
  if (secretBytes !== undefined && secretBytes < HASH_BYTES[alg]!)
    warnings.push(`The secret is ${secretBytes} bytes; RFC 7518 requires at least ${HASH_BYTES[alg]} bytes (the hash size) for ${alg}. Short secrets can be brute-forced.`);

  let key: Uint8Array | CryptoKey | JWTVerifyGetKey;
  try {
    key = await source.resolve(alg);
  } catch (error) {
    if (error instanceof Refusal) return result(false, error.message, 'ERR_JOSE_ALG_NOT_ALLOWED');
    return failure('INVALID_INPUT', `The key could not be used for ${alg}: ${errorText(error)}`);
  }

  const expected: Expected = { tolerance: params.clockTolerance, now };
  const options: JWTVerifyOptions = { algorithms: [alg], clockTolerance: expected.tolerance, currentDate: now };
  const issuer = params.issuer?.trim();
  if (issuer) options.issuer = expected.issuer = issuer;
  const audience = parseList(params.audience ?? '');
  if (audience.length) options.audience = expected.audience = audience;
  const subject = params.subject?.trim();
  if (subject) options.subject = expected.subject = subject;
  const required = parseList(params.requiredClaims ?? '');
  if (required.length) options.requiredClaims = required;

  try {
    if (typeof key === 'function') await jwtVerify(token, key, options);
    else await jwtVerify(token, key, options);
  } catch (error) {
    const e = error as { code?: string; claim?: string; reason?: string; message: string };
    if (typeof e?.code !== 'string') return failure('INVALID_INPUT', `The token could not be verified with this key: ${errorText(error)}`);
    const claim = e.code === 'ERR_JWT_EXPIRED' ? 'exp' : e.code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' ? (e.claim ?? null) : null;
    return result(false, explain(e, payload, expected, header, source), e.code, claim);
  }
  if (!('exp' in payload)) warnings.push('The token has no "exp" claim: it never expires. Add "exp" to the required claims to reject such tokens.');
  return result(true, null, null);
});
