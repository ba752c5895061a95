/**
 * What the signature tools share: Web Crypto parameters for a key and a scheme, and ECDSA
 * signatures in both encodings (DER, as OpenSSL and Java write them; raw r‖s, as Web Crypto,
 * JWS and PKCS#11 do). Runtime code (asn1js): import from index.ts only.
 */
import * as asn1js from 'asn1js';
import { KeyError, type KeyMaterial } from './key-material.js';

export type Scheme = 'pkcs1' | 'pss';
export type Hash = 'SHA-256' | 'SHA-384' | 'SHA-512';

const FIELD_BYTES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };
const HASH_BYTES: Record<Hash, number> = { 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 };

/** Import parameters and sign/verify parameters for a key and the chosen scheme and hash. */
export function signatureParams(key: KeyMaterial, scheme: Scheme, hash: Hash): { importParams: RsaHashedImportParams | EcKeyImportParams | Algorithm; signParams: RsaPssParams | EcdsaParams | Algorithm; name: string } {
  switch (key.algorithm) {
    case 'RSA':
      return scheme === 'pss'
        ? { importParams: { name: 'RSA-PSS', hash }, signParams: { name: 'RSA-PSS', saltLength: HASH_BYTES[hash] }, name: `RSA-PSS with ${hash} (PS${hash.slice(4)})` }
        : { importParams: { name: 'RSASSA-PKCS1-v1_5', hash }, signParams: { name: 'RSASSA-PKCS1-v1_5' }, name: `RSASSA-PKCS1-v1_5 with ${hash} (RS${hash.slice(4)})` };
    case 'EC':
      return { importParams: { name: 'ECDSA', namedCurve: key.curve! }, signParams: { name: 'ECDSA', hash }, name: `ECDSA ${key.curve} with ${hash}` };
    case 'Ed25519':
      return { importParams: { name: 'Ed25519' }, signParams: { name: 'Ed25519' }, name: 'Ed25519 (EdDSA)' };
    case 'X25519':
      throw new KeyError('X25519 keys are for key agreement and cannot sign; use an Ed25519, ECDSA or RSA key.');
  }
}

function unsignedBytes(integer: Uint8Array, size: number): Uint8Array {
  let start = 0;
  while (start < integer.length - 1 && integer[start] === 0) start++;
  const trimmed = integer.subarray(start);
  if (trimmed.length > size) throw new KeyError('The DER signature has an integer longer than the curve allows.');
  const out = new Uint8Array(size);
  out.set(trimmed, size - trimmed.length);
  return out;
}

/** ECDSA DER SEQUENCE { r INTEGER, s INTEGER } → raw r‖s of the curve's field size. */
export function derToRaw(der: Uint8Array, curve: string): Uint8Array {
  const parsed = asn1js.fromBER(der);
  const seq = parsed.result;
  if (parsed.offset === -1 || !(seq instanceof asn1js.Sequence) || seq.valueBlock.value.length !== 2) throw new KeyError('The signature is not a DER ECDSA signature (SEQUENCE of two INTEGERs); for r‖s choose the "raw" format.');
  const size = FIELD_BYTES[curve]!;
  const [r, s] = seq.valueBlock.value.map((v) => {
    if (!(v instanceof asn1js.Integer)) throw new KeyError('The DER ECDSA signature must hold two INTEGERs.');
    return unsignedBytes(new Uint8Array(v.valueBlock.valueHexView), size);
  });
  const out = new Uint8Array(2 * size);
  out.set(r!, 0);
  out.set(s!, size);
  return out;
}

/** Raw r‖s → ECDSA DER. */
export function rawToDer(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const body = bytes[start]! & 0x80 ? Uint8Array.from([0, ...bytes.subarray(start)]) : bytes.subarray(start);
    return new asn1js.Integer({ valueHex: body.slice().buffer });
  };
  return new Uint8Array(new asn1js.Sequence({ value: [integer(raw.subarray(0, half)), integer(raw.subarray(half))] }).toBER());
}

export const rawSignatureBytes = (curve: string) => 2 * FIELD_BYTES[curve]!;
