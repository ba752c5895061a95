import { bytesToBase64, defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { importJWK, importPKCS8, SignJWT, type JWK } from 'jose';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';

class KeyError extends Error {}

type KeyKind = { type: 'RSA'; bits: number; pss: boolean } | { type: 'EC'; curve: string } | { type: 'OKP'; curve: string } | { type: 'other'; name: string };

const HASH_BYTES: Record<string, number> = { HS256: 32, HS384: 48, HS512: 64 };
const CURVE_OF: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };
const ALG_FOR_CURVE: Record<string, string> = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512', Ed25519: 'EdDSA' };

// Object identifiers (dotted) of the key algorithms and curves found in PKCS#8.
const OID_NAMES: Record<string, string> = {
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.113549.1.1.10': 'RSA-PSS',
  '1.2.840.10045.2.1': 'EC',
  '1.3.101.112': 'Ed25519',
  '1.3.101.113': 'Ed448',
  '1.3.101.110': 'X25519',
  '1.3.101.111': 'X448',
  '1.2.840.10040.4.1': 'DSA',
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.10': 'secp256k1',
};
const RSA_ENCRYPTION = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];
const EC_PUBLIC_KEY = [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];

// ---------- minimal DER (just enough to read key types and wrap legacy formats) ----------

interface Tlv {
  tag: number;
  start: number; // first content byte
  end: number; // one past the last content byte
}

function readTlv(der: Uint8Array, pos: number, limit = der.length): Tlv {
  if (pos + 2 > limit) throw new KeyError('the key data is truncated (not valid DER)');
  const tag = der[pos]!;
  let length = der[pos + 1]!;
  let start = pos + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > limit) throw new KeyError('the key data has an invalid length (not valid DER)');
    length = 0;
    for (let k = 0; k < count; k++) length = length * 256 + der[start + k]!;
    start += count;
  }
  if (start + length > limit) throw new KeyError('the key data is truncated (not valid DER)');
  return { tag, start, end: start + length };
}

function expectTag(tlv: Tlv, tag: number, what: string): Tlv {
  if (tlv.tag !== tag) throw new KeyError(`the key data is not ${what} (unexpected DER structure)`);
  return tlv;
}

function oidString(der: Uint8Array, tlv: Tlv): string {
  const parts: number[] = [];
  let value = 0;
  for (let k = tlv.start; k < tlv.end; k++) {
    value = value * 128 + (der[k]! & 0x7f);
    if (!(der[k]! & 0x80)) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

function encodeTlv(tag: number, content: Uint8Array | number[]): Uint8Array {
  const len = content.length;
  const header = len < 0x80 ? [tag, len] : len < 0x100 ? [tag, 0x81, len] : len < 0x10000 ? [tag, 0x82, len >> 8, len & 0xff] : [tag, 0x83, len >> 16, (len >> 8) & 0xff, len & 0xff];
  const out = new Uint8Array(header.length + len);
  out.set(header, 0);
  out.set(content, header.length);
  return out;
}

function concat(...parts: Array<Uint8Array | number[]>): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function bitLength(der: Uint8Array, int: Tlv): number {
  let k = int.start;
  while (k < int.end - 1 && der[k] === 0) k++;
  const first = der[k]!;
  return (int.end - k - 1) * 8 + (first === 0 ? 0 : 32 - Math.clz32(first));
}

/** Key type of a PKCS#8 PrivateKeyInfo. */
function pkcs8Kind(der: Uint8Array): KeyKind {
  const top = expectTag(readTlv(der, 0), 0x30, 'a PKCS#8 private key');
  const version = expectTag(readTlv(der, top.start, top.end), 0x02, 'a PKCS#8 private key');
  const algorithm = expectTag(readTlv(der, version.end, top.end), 0x30, 'a PKCS#8 private key');
  const oid = expectTag(readTlv(der, algorithm.start, algorithm.end), 0x06, 'a PKCS#8 private key');
  const name = OID_NAMES[oidString(der, oid)] ?? `OID ${oidString(der, oid)}`;
  const key = expectTag(readTlv(der, algorithm.end, top.end), 0x04, 'a PKCS#8 private key');
  if (name === 'RSA' || name === 'RSA-PSS') {
    const seq = expectTag(readTlv(der, key.start, key.end), 0x30, 'an RSA private key');
    const v = readTlv(der, seq.start, seq.end);
    const modulus = expectTag(readTlv(der, v.end, seq.end), 0x02, 'an RSA private key');
    return { type: 'RSA', bits: bitLength(der, modulus), pss: name === 'RSA-PSS' };
  }
  if (name === 'EC') {
    const params = oid.end < algorithm.end ? readTlv(der, oid.end, algorithm.end) : undefined;
    const curve = params?.tag === 0x06 ? (OID_NAMES[oidString(der, params)] ?? `curve OID ${oidString(der, params)}`) : 'an unnamed curve';
    return { type: 'EC', curve };
  }
  if (name === 'Ed25519' || name === 'Ed448') return { type: 'OKP', curve: name };
  return { type: 'other', name };
}

/** PKCS#1 RSAPrivateKey → PKCS#8. */
function wrapPkcs1(der: Uint8Array): Uint8Array {
  expectTag(readTlv(der, 0), 0x30, 'a PKCS#1 RSA private key');
  const algorithm = encodeTlv(0x30, concat(RSA_ENCRYPTION, [0x05, 0x00]));
  return encodeTlv(0x30, concat([0x02, 0x01, 0x00], algorithm, encodeTlv(0x04, der)));
}

/** SEC1 ECPrivateKey (with its named-curve parameters) → PKCS#8. */
function wrapSec1(der: Uint8Array): Uint8Array {
  const top = expectTag(readTlv(der, 0), 0x30, 'a SEC1 EC private key');
  let pos = expectTag(readTlv(der, top.start, top.end), 0x02, 'a SEC1 EC private key').end;
  pos = expectTag(readTlv(der, pos, top.end), 0x04, 'a SEC1 EC private key').end;
  while (pos < top.end) {
    const field = readTlv(der, pos, top.end);
    if (field.tag === 0xa0) {
      const curve = readTlv(der, field.start, field.end);
      if (curve.tag === 0x06) {
        const algorithm = encodeTlv(0x30, concat(EC_PUBLIC_KEY, der.subarray(field.start, curve.end)));
        return encodeTlv(0x30, concat([0x02, 0x01, 0x00], algorithm, encodeTlv(0x04, der)));
      }
    }
    pos = field.end;
  }
  throw new KeyError('the EC PRIVATE KEY does not name its curve; convert it with: openssl pkcs8 -topk8 -nocrypt -in key.pem');
}

function toPem(der: Uint8Array): string {
  const b64 = bytesToBase64(der);
  return `-----BEGIN PRIVATE KEY-----\n${b64.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END PRIVATE KEY-----`;
}

// ---------- key checks ----------

function describeKind(kind: KeyKind): string {
  if (kind.type === 'RSA') return `an ${kind.pss ? 'RSA-PSS' : 'RSA'} key (${kind.bits} bits)`;
  if (kind.type === 'EC') return `an EC key on ${kind.curve}`;
  if (kind.type === 'OKP') return `an ${kind.curve} key`;
  return `a key of type ${kind.name}`;
}

function suggestion(kind: KeyKind): string {
  if (kind.type === 'RSA') return kind.pss ? 'use PS256, PS384 or PS512' : 'use RS256/384/512 or PS256/384/512';
  if ((kind.type === 'EC' || kind.type === 'OKP') && ALG_FOR_CURVE[kind.curve]) return `use ${ALG_FOR_CURVE[kind.curve]}`;
  return 'JWT signing supports RSA, P-256, P-384, P-521 and Ed25519 keys';
}

/** Throws when the key cannot sign with `alg`, naming what the key is and what would work. */
function checkKind(kind: KeyKind, alg: string): void {
  let ok: boolean;
  if (alg.startsWith('RS')) ok = kind.type === 'RSA' && !kind.pss;
  else if (alg.startsWith('PS')) ok = kind.type === 'RSA';
  else if (alg.startsWith('ES')) ok = kind.type === 'EC' && kind.curve === CURVE_OF[alg];
  else ok = kind.type === 'OKP' && kind.curve === 'Ed25519';
  if (!ok) {
    const needs = alg.startsWith('RS') || alg.startsWith('PS') ? 'an RSA key' : alg === 'EdDSA' ? 'an Ed25519 key' : `an EC key on ${CURVE_OF[alg]}`;
    throw new KeyError(`${alg} needs ${needs}, but the private key is ${describeKind(kind)}: ${suggestion(kind)}, or pass a matching key`);
  }
  if (kind.type === 'RSA' && kind.bits < 2048) throw new KeyError(`the RSA key has ${kind.bits} bits; ${alg} requires at least 2048 bits (RFC 7518 §3.3)`);
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

async function keyFromPem(text: string, alg: string): Promise<CryptoKey> {
  const blocks = [...text.matchAll(PEM_BLOCK)];
  if (blocks.length === 0) throw new KeyError('the PEM block is incomplete: expected -----BEGIN PRIVATE KEY-----, the Base64 body and -----END PRIVATE KEY-----');
  const block = blocks.find((b) => /^(|RSA |EC )PRIVATE KEY$/.test(b[1]!));
  if (!block) {
    const labels = blocks.map((b) => b[1]!);
    if (labels.includes('ENCRYPTED PRIVATE KEY'))
      throw new KeyError('the private key is encrypted; decrypt it first, e.g. openssl pkcs8 -in encrypted.pem -out key.pem (this tool never asks for passphrases)');
    if (labels.includes('OPENSSH PRIVATE KEY')) throw new KeyError('OpenSSH private keys are not supported; convert with: ssh-keygen -p -m PKCS8 -f <keyfile>');
    if (labels.some((l) => /PUBLIC KEY|CERTIFICATE/.test(l)))
      throw new KeyError(`this is a ${labels.join(' / ').toLowerCase()}, not a private key: signing needs the private key (verification uses the public one)`);
    throw new KeyError(`unsupported PEM block "${labels[0]}": expected PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY`);
  }
  const [, label, body] = block;
  if (/Proc-Type:\s*4,ENCRYPTED/i.test(body!))
    throw new KeyError('the private key is encrypted (Proc-Type: 4,ENCRYPTED); decrypt it first, e.g. openssl pkey -in encrypted.pem -out key.pem');
  const decoded = decodeBase64Text(body!.trim());
  if (!decoded.ok) throw new KeyError(`the body of the ${label} block is not valid Base64: ${decoded.message}`);
  let der = decoded.bytes;
  if (label === 'RSA PRIVATE KEY') der = wrapPkcs1(der);
  else if (label === 'EC PRIVATE KEY') der = wrapSec1(der);
  checkKind(pkcs8Kind(der), alg);
  return importPKCS8(toPem(der), alg);
}

function base64urlBits(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const decoded = decodeBase64Text(value, { alphabet: 'either' });
  if (!decoded.ok) return 0;
  const bytes = decoded.bytes;
  let k = 0;
  while (k < bytes.length - 1 && bytes[k] === 0) k++;
  return bytes.length === 0 ? 0 : (bytes.length - k - 1) * 8 + (32 - Math.clz32(bytes[k]!));
}

async function keyFromJwk(text: string, alg: string): Promise<{ key: CryptoKey | Uint8Array; kid?: string }> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new KeyError(`the JWK is not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  let jwk = JSON.parse(text) as unknown;
  if (jwk && typeof jwk === 'object' && Array.isArray((jwk as { keys?: unknown }).keys)) {
    const keys = (jwk as { keys: unknown[] }).keys;
    if (keys.length !== 1) throw new KeyError(`this is a JWK Set with ${keys.length} keys; pass the one private key to sign with`);
    jwk = keys[0];
  }
  if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) throw new KeyError('the JWK must be a JSON object with "kty"');
  const k = jwk as JWK & Record<string, unknown>;
  if (typeof k.kty !== 'string') throw new KeyError('the JWK has no "kty" (key type)');
  let kind: KeyKind;
  if (k.kty === 'RSA') kind = { type: 'RSA', bits: base64urlBits(k.n), pss: false };
  else if (k.kty === 'EC') kind = { type: 'EC', curve: String(k.crv) };
  else if (k.kty === 'OKP') kind = { type: 'OKP', curve: String(k.crv) };
  else if (k.kty === 'oct') throw new KeyError('this is a symmetric ("oct") JWK: choose HS256/384/512 and pass its "k" value as the secret with secretEncoding "base64"');
  else throw new KeyError(`unsupported JWK key type "${k.kty}"`);
  if (typeof k.d !== 'string') throw new KeyError('the JWK has no "d": it is a public key, but signing needs the private key');
  checkKind(kind, alg);
  if (typeof k.alg === 'string' && k.alg !== alg) throw new KeyError(`the JWK says "alg": "${k.alg}", but the algorithm is ${alg}; pick ${k.alg} or remove "alg" from the JWK`);
  if (k.kty === 'RSA') {
    const missing = ['p', 'q', 'dp', 'dq', 'qi'].filter((f) => typeof k[f] !== 'string');
    if (missing.length) throw new KeyError(`the RSA JWK lacks ${missing.join(', ')}; Web Crypto needs all private (CRT) parameters`);
  }
  const { key_ops: _ops, use: _use, ext: _ext, ...clean } = k;
  const key = await importJWK(clean as JWK, alg);
  return { key, kid: typeof k.kid === 'string' ? k.kid : undefined };
}

function numericDateWarning(claims: Record<string, unknown>, claim: string): string | undefined {
  const value = claims[claim];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return `"${claim}" is ${JSON.stringify(value)}, not a NumericDate (a number of seconds since 1970-01-01T00:00:00Z); verifiers will reject or ignore it.`;
  if (value > 1e11) return `"${claim}" (${value}) is in the year ${Math.round(1970 + value / 31_556_952)}: it looks like milliseconds, but JWT times are in seconds.`;
  return undefined;
}

export default defineTool(definition, async (params) => {
  const alg = params.algorithm;
  const payload = params.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return failure('INVALID_INPUT', `The payload must be a JSON object of claims, e.g. {"sub":"123"}, but it is ${Array.isArray(payload) ? 'an array' : payload === null ? 'null' : `a ${typeof payload}`}.`);
  const warnings: string[] = [];
  const claims: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  const nowSeconds = Math.floor((params.now === undefined ? Date.now() : parseDateTime(params.now)) / 1000);
  if (params.setIssuedAt && claims.iat === undefined) claims.iat = nowSeconds;
  if (params.expiresIn !== undefined) {
    const base = typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : nowSeconds;
    if (claims.exp !== undefined) warnings.push(`The payload's "exp" (${JSON.stringify(claims.exp)}) was replaced by iat + expiresIn.`);
    claims.exp = base + params.expiresIn;
  }
  for (const claim of ['iat', 'exp', 'nbf']) {
    const warning = numericDateWarning(claims, claim);
    if (warning) warnings.push(warning);
  }

  let key: CryptoKey | Uint8Array;
  let kid = params.kid;
  try {
    if (alg.startsWith('HS')) {
      const decoded = decodeInput(params.secret!, params.secretEncoding, 'The secret'); // required for HS* (dependsOn)
      if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
      key = decoded.bytes;
      if (key.length === 0) return failure('INVALID_INPUT', 'The secret decodes to 0 bytes; an HMAC key cannot be empty.');
      const min = HASH_BYTES[alg]!;
      if (key.length < min)
        warnings.push(`The secret is only ${key.length} byte${key.length === 1 ? '' : 's'}; RFC 7518 §3.2 requires at least ${min} bytes (${min * 8} bits) for ${alg}. Short secrets can be brute-forced from any token.`);
    } else {
      const text = params.privateKey!.trim(); // required for RS/ES/PS/EdDSA (dependsOn)
      if (text.startsWith('{')) {
        const imported = await keyFromJwk(text, alg);
        key = imported.key;
        kid ??= imported.kid;
      } else if (text.includes('-----BEGIN')) key = await keyFromPem(text, alg);
      else throw new KeyError('expected a PEM private key (-----BEGIN PRIVATE KEY-----) or a JWK (a JSON object)');
    }
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', `Invalid private key: ${error.message}.`.replace(/\.\.$/, '.'));
    return failure('INVALID_INPUT', `The private key could not be imported for ${alg}: ${(error as Error).message}`);
  }

  const header: Record<string, string> = { alg };
  const typ = params.typ;
  header.typ = typ;
  if (kid !== undefined) header.kid = kid;
  let token: string;
  try {
    token = await new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
  } catch (error) {
    return failure('INVALID_INPUT', `Signing with ${alg} failed: ${(error as Error).message}`);
  }
  return withWarnings(success({ token, header, payload: claims }), warnings);
});
