/**
 * Public and private keys in the forms people paste — PEM (SPKI, PKCS#8, PKCS#1 RSA, SEC1 EC,
 * certificates and CSRs), bare base64 DER, or a JWK — read into Web Crypto keys, and written
 * back as PEM or JWK. PKCS#1 and SEC1 are rewrapped as PKCS#8/SPKI with asn1js, since Web
 * Crypto imports only those. Runtime code (asn1js, @peculiar/x509): import from index.ts only.
 */
import './reflect-init.js';
import { base64ToBytes, bytesToBase64 } from '@ctp/core';
import { Pkcs10CertificateRequest, X509Certificate } from '@peculiar/x509';
import * as asn1js from 'asn1js';

type Bytes = Uint8Array<ArrayBuffer>;
export type KeyAlgorithm = 'RSA' | 'EC' | 'Ed25519' | 'X25519';
export interface KeyMaterial {
  type: 'public' | 'private';
  algorithm: KeyAlgorithm;
  /** EC curve (P-256, P-384, P-521). */
  curve?: string;
  /** RSA modulus size or EC field size in bits. */
  bits: number;
  /** Where it came from: "PKCS#8", "SPKI", "certificate", "JWK"… */
  source: string;
  spki: Bytes;
  pkcs8?: Bytes;
  publicJwk: JsonWebKey;
  privateJwk?: JsonWebKey;
}
export class KeyError extends Error {}

const OID = { rsa: '1.2.840.113549.1.1.1', ec: '1.2.840.10045.2.1', ed25519: '1.3.101.112', x25519: '1.3.101.110' };
const CURVES: Record<string, string> = { '1.2.840.10045.3.1.7': 'P-256', '1.3.132.0.34': 'P-384', '1.3.132.0.35': 'P-521' };
const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521 };

export interface PemBlock { label: string; der: Bytes }

/** Every -----BEGIN X----- block of a text. */
export function pemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  const re = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2]!.replace(/^[A-Za-z-]+:.*$/gm, '').replace(/\s+/g, '');
    try {
      blocks.push({ label: m[1]!, der: base64ToBytes(body) as Bytes });
    } catch {
      throw new KeyError(`The ${m[1]} block is not valid base64.`);
    }
  }
  return blocks;
}

export function toPem(label: string, der: Uint8Array): string {
  const b64 = bytesToBase64(der);
  return `-----BEGIN ${label}-----\n${b64.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

function parse(der: Uint8Array, what: string): asn1js.Sequence {
  const result = asn1js.fromBER(der);
  if (result.offset === -1 || !(result.result instanceof asn1js.Sequence)) throw new KeyError(`The ${what} is not valid DER (ASN.1).`);
  return result.result;
}

const algorithmIdentifier = (oid: string, parameter?: asn1js.BaseBlock) =>
  new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: oid }), parameter ?? new asn1js.Null()] });
const encode = (block: asn1js.BaseBlock) => new Uint8Array(block.toBER()) as Bytes;

/** PKCS#1 RSAPrivateKey → PKCS#8 PrivateKeyInfo. */
function rsaPkcs1ToPkcs8(der: Uint8Array): Bytes {
  parse(der, 'RSA private key');
  return encode(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 0 }), algorithmIdentifier(OID.rsa), new asn1js.OctetString({ valueHex: der.slice().buffer })] }));
}

/** PKCS#1 RSAPublicKey → SPKI. */
function rsaPkcs1ToSpki(der: Uint8Array): Bytes {
  parse(der, 'RSA public key');
  return encode(new asn1js.Sequence({ value: [algorithmIdentifier(OID.rsa), new asn1js.BitString({ valueHex: der.slice().buffer })] }));
}

/** SEC1 ECPrivateKey → PKCS#8; the curve comes from its [0] parameters. */
function sec1ToPkcs8(der: Uint8Array): Bytes {
  const seq = parse(der, 'EC private key');
  const params = seq.valueBlock.value.find((b) => b.idBlock.tagClass === 3 && b.idBlock.tagNumber === 0) as asn1js.Constructed | undefined;
  const curve = params?.valueBlock.value[0];
  if (!(curve instanceof asn1js.ObjectIdentifier)) throw new KeyError('The EC private key does not name its curve; export it as PKCS#8 ("BEGIN PRIVATE KEY").');
  return encode(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 0 }), algorithmIdentifier(OID.ec, curve), new asn1js.OctetString({ valueHex: der.slice().buffer })] }));
}

/** The algorithm OID and (EC) curve OID of an SPKI or PKCS#8 AlgorithmIdentifier. */
function algorithmOf(der: Uint8Array, index: number, what: string): { oid: string; curve?: string } {
  const seq = parse(der, what);
  const id = seq.valueBlock.value[index] as asn1js.Sequence | undefined;
  const oid = id?.valueBlock?.value?.[0];
  if (!(oid instanceof asn1js.ObjectIdentifier)) throw new KeyError(`The ${what} has no algorithm identifier.`);
  const parameter = id!.valueBlock.value[1];
  const value = oid.valueBlock.toString();
  return parameter instanceof asn1js.ObjectIdentifier ? { oid: value, curve: parameter.valueBlock.toString() } : { oid: value };
}

function importParams(oid: string, curveOid: string | undefined): { params: RsaHashedImportParams | EcKeyImportParams | Algorithm; algorithm: KeyAlgorithm; curve?: string } {
  if (oid === OID.rsa) return { params: { name: 'RSA-PSS', hash: 'SHA-256' }, algorithm: 'RSA' };
  if (oid === OID.ec) {
    const curve = curveOid ? CURVES[curveOid] : undefined;
    if (!curve) throw new KeyError(`The EC curve ${curveOid ?? '(none)'} is not supported; Web Crypto supports P-256, P-384 and P-521 (secp256k1 keys cannot be used here).`);
    return { params: { name: 'ECDSA', namedCurve: curve }, algorithm: 'EC', curve };
  }
  if (oid === OID.ed25519) return { params: { name: 'Ed25519' }, algorithm: 'Ed25519' };
  if (oid === OID.x25519) return { params: { name: 'X25519' }, algorithm: 'X25519' };
  throw new KeyError(`The key algorithm ${oid} is not supported (RSA, EC P-256/384/521, Ed25519 and X25519 are).`);
}

const usagesFor = (algorithm: KeyAlgorithm, type: 'public' | 'private'): KeyUsage[] =>
  algorithm === 'X25519' ? (type === 'private' ? ['deriveBits'] : []) : type === 'private' ? ['sign'] : ['verify'];

function bitsOf(algorithm: KeyAlgorithm, jwk: JsonWebKey, curve?: string): number {
  if (algorithm === 'RSA') {
    const n = base64ToBytes(jwk.n!);
    return n.length * 8 - leadingZeroBits(n[0]!);
  }
  if (algorithm === 'EC') return CURVE_BITS[curve!]!;
  return 255;
}
const leadingZeroBits = (byte: number) => (byte === 0 ? 8 : Math.clz32(byte) - 24);

async function fromSpki(spki: Bytes, source: string): Promise<KeyMaterial> {
  const { oid, curve: curveOid } = algorithmOf(spki, 0, 'public key');
  const { params, algorithm, curve } = importParams(oid, curveOid);
  const key = await crypto.subtle.importKey('spki', spki, params, true, usagesFor(algorithm, 'public'));
  const publicJwk = await crypto.subtle.exportKey('jwk', key);
  return { type: 'public', algorithm, ...(curve ? { curve } : {}), bits: bitsOf(algorithm, publicJwk, curve), source, spki, publicJwk: cleanJwk(publicJwk) };
}

async function fromPkcs8(pkcs8: Bytes, source: string): Promise<KeyMaterial> {
  const { oid, curve: curveOid } = algorithmOf(pkcs8, 1, 'private key');
  const { params, algorithm, curve } = importParams(oid, curveOid);
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('pkcs8', pkcs8, params, true, usagesFor(algorithm, 'private'));
  } catch (error) {
    throw new KeyError(`The private key could not be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const privateJwk = cleanJwk(await crypto.subtle.exportKey('jwk', key));
  const publicJwk = publicPart(privateJwk);
  const pub = await crypto.subtle.importKey('jwk', publicJwk, params, true, usagesFor(algorithm, 'public'));
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pub)) as Bytes;
  return { type: 'private', algorithm, ...(curve ? { curve } : {}), bits: bitsOf(algorithm, publicJwk, curve), source, spki, pkcs8, publicJwk, privateJwk };
}

/** A JWK without Web Crypto's bookkeeping members (ext, key_ops), members in RFC order. */
function cleanJwk(jwk: JsonWebKey): JsonWebKey {
  const order = ['kty', 'crv', 'n', 'e', 'x', 'y', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;
  const out: Record<string, unknown> = {};
  for (const k of order) if (jwk[k] !== undefined) out[k] = jwk[k];
  return out as JsonWebKey;
}

export function publicPart(jwk: JsonWebKey): JsonWebKey {
  const { kty, crv, n, e, x, y } = jwk;
  return cleanJwk({ kty, crv, n, e, x, y });
}

function spkiOf(read: () => ArrayBuffer, what: string): Bytes {
  try {
    return new Uint8Array(read()) as Bytes;
  } catch (error) {
    throw new KeyError(`The ${what} could not be parsed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** Reads a key from PEM, bare base64 DER (SPKI or PKCS#8) or JWK JSON text. */
export async function readKey(text: string): Promise<KeyMaterial> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let jwk: JsonWebKey;
    try {
      jwk = JSON.parse(trimmed) as JsonWebKey;
    } catch {
      throw new KeyError('The input starts with "{" but is not valid JSON; paste a JWK object or a PEM block.');
    }
    return fromJwk(jwk);
  }
  const blocks = pemBlocks(trimmed);
  if (!blocks.length) {
    if (/^[A-Za-z0-9+/=\s]+$/.test(trimmed)) {
      let der: Bytes;
      try {
        der = base64ToBytes(trimmed) as Bytes;
      } catch {
        throw new KeyError('No PEM block found, and the text is not valid base64 DER either: paste a -----BEGIN …----- block, base64 DER or a JWK.');
      }
      try {
        return await fromSpki(der, 'SPKI (DER)');
      } catch {
        return fromPkcs8(der, 'PKCS#8 (DER)');
      }
    }
    throw new KeyError('No PEM block found: expected -----BEGIN PUBLIC KEY----- (or PRIVATE KEY, RSA PRIVATE KEY, EC PRIVATE KEY, CERTIFICATE, CERTIFICATE REQUEST), base64 DER, or a JWK.');
  }
  const block = blocks.find((b) => /PRIVATE KEY$/.test(b.label)) ?? blocks[0]!;
  switch (block.label) {
    case 'PUBLIC KEY':
      return fromSpki(block.der, 'SPKI');
    case 'RSA PUBLIC KEY':
      return fromSpki(rsaPkcs1ToSpki(block.der), 'PKCS#1 RSA public key');
    case 'PRIVATE KEY':
      return fromPkcs8(block.der, 'PKCS#8');
    case 'RSA PRIVATE KEY':
      return fromPkcs8(rsaPkcs1ToPkcs8(block.der), 'PKCS#1 RSA private key');
    case 'EC PRIVATE KEY':
      return fromPkcs8(sec1ToPkcs8(block.der), 'SEC1 EC private key');
    case 'CERTIFICATE':
    case 'TRUSTED CERTIFICATE':
      return fromSpki(spkiOf(() => new X509Certificate(block.der).publicKey.rawData, 'certificate'), 'certificate');
    case 'CERTIFICATE REQUEST':
    case 'NEW CERTIFICATE REQUEST':
      return fromSpki(spkiOf(() => new Pkcs10CertificateRequest(block.der).publicKey.rawData, 'certificate request'), 'certificate request');
    case 'ENCRYPTED PRIVATE KEY':
      throw new KeyError('The private key is encrypted (PKCS#8 with a password); decrypt it first, e.g. openssl pkey -in key.pem -out plain.pem.');
    case 'OPENSSH PRIVATE KEY':
      throw new KeyError('OpenSSH private keys are not supported; convert with ssh-keygen -p -m PKCS8 -f key.');
    default:
      throw new KeyError(`A "${block.label}" block is not a key this tool reads.`);
  }
}

/** A JWK (public or private) read through Web Crypto. */
export async function fromJwk(jwk: JsonWebKey): Promise<KeyMaterial> {
  let params: RsaHashedImportParams | EcKeyImportParams | Algorithm;
  let algorithm: KeyAlgorithm;
  if (jwk.kty === 'RSA') [params, algorithm] = [{ name: 'RSA-PSS', hash: 'SHA-256' }, 'RSA'];
  else if (jwk.kty === 'EC' && jwk.crv && CURVE_BITS[jwk.crv]) [params, algorithm] = [{ name: 'ECDSA', namedCurve: jwk.crv }, 'EC'];
  else if (jwk.kty === 'OKP' && (jwk.crv === 'Ed25519' || jwk.crv === 'X25519')) [params, algorithm] = [{ name: jwk.crv }, jwk.crv];
  else throw new KeyError(`A JWK with kty "${jwk.kty}"${jwk.crv ? ` and crv "${jwk.crv}"` : ''} is not supported (RSA, EC P-256/384/521, OKP Ed25519/X25519 are).`);
  const isPrivate = jwk.d !== undefined;
  const clean = cleanJwk(jwk);
  try {
    const key = await crypto.subtle.importKey('jwk', clean, params, true, usagesFor(algorithm, isPrivate ? 'private' : 'public'));
    if (isPrivate) return fromPkcs8(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key)) as Bytes, 'JWK');
    return fromSpki(new Uint8Array(await crypto.subtle.exportKey('spki', key)) as Bytes, 'JWK');
  } catch (error) {
    if (error instanceof KeyError) throw error;
    throw new KeyError(`The JWK could not be imported: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url) of the public key. */
export async function jwkThumbprint(jwk: JsonWebKey): Promise<string> {
  const members: Record<string, string[]> = { RSA: ['e', 'kty', 'n'], EC: ['crv', 'kty', 'x', 'y'], OKP: ['crv', 'kty', 'x'] };
  const fields = members[jwk.kty!] ?? [];
  const json = `{${fields.map((k) => `"${k}":"${(jwk as Record<string, string>)[k]}"`).join(',')}}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
  return bytesToBase64(new Uint8Array(digest), { url: true, pad: false });
}

/** The key parameter every key tool takes. Pure data lives with the tools; this is its description. */
export const KEY_INPUT_DESCRIPTION = 'A PEM block (PUBLIC KEY, PRIVATE KEY, RSA/EC PRIVATE KEY, CERTIFICATE, CERTIFICATE REQUEST), base64 DER, or a JWK.';
