/**
 * Building blocks of the certificate-request and certificate generators: the subject name,
 * the SAN extension from free text, and a key pair (generated, or from a given private key).
 * Runtime code (@peculiar/x509): import from index.ts only.
 */
import './reflect-init.js';
import { SubjectAlternativeNameExtension, type JsonGeneralName } from '@peculiar/x509';
import { KeyError, readKey, toPem } from './key-material.js';

export interface SubjectFields {
  commonName: string; organization?: string; organizationalUnit?: string; locality?: string; state?: string; country?: string; email?: string;
}

/** RFC 4514 string with escaped special characters. */
export function subjectName(fields: SubjectFields): string {
  const escape = (v: string) => v.replace(/([,+"\\<>;=])/g, '\\$1').replace(/^([ #])/, '\\$1').replace(/ $/, '\\ ');
  const parts: Array<[string, string | undefined]> = [
    ['CN', fields.commonName], ['OU', fields.organizationalUnit], ['O', fields.organization], ['L', fields.locality], ['ST', fields.state], ['C', fields.country?.toUpperCase()], ['E', fields.email],
  ];
  return parts.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}=${escape(v!)}`).join(', ');
}

const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;

/** SAN entries from text; the CN as a DNS name when none are given. */
export function subjectAltNames(text: string | undefined, commonName: string): JsonGeneralName[] {
  const items = (text ?? '').split(/[\n,]+/).map((s) => s.trim()).filter(Boolean);
  if (!items.length) items.push(commonName);
  return items.map((item) => {
    if (IPV4.test(item) || (item.includes(':') && /^[0-9a-f:.]+$/i.test(item))) return { type: 'ip', value: item };
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(item)) return { type: 'url', value: item };
    if (item.includes('@')) return { type: 'email', value: item };
    if (!/^(\*\.)?[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.?$/.test(item)) throw new KeyError(`"${item}" is not a DNS name, IP address, email or URI.`);
    return { type: 'dns', value: item };
  });
}

export const sanExtension = (names: JsonGeneralName[]) => new SubjectAlternativeNameExtension(names);
export const describeSan = (names: JsonGeneralName[]) => names.map((n) => `${n.type === 'url' ? 'uri' : n.type}:${n.value}`);

const KEY_TYPES = {
  'ecdsa-p256': { gen: { name: 'ECDSA', namedCurve: 'P-256' }, sign: { name: 'ECDSA', hash: 'SHA-256' }, label: 'EC P-256' },
  'ecdsa-p384': { gen: { name: 'ECDSA', namedCurve: 'P-384' }, sign: { name: 'ECDSA', hash: 'SHA-384' }, label: 'EC P-384' },
  'rsa-2048': { gen: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, sign: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, label: 'RSA 2048' },
  'rsa-3072': { gen: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) }, sign: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, label: 'RSA 3072' },
  'rsa-4096': { gen: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 4096, publicExponent: new Uint8Array([1, 0, 1]) }, sign: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, label: 'RSA 4096' },
  ed25519: { gen: { name: 'Ed25519' }, sign: { name: 'Ed25519' }, label: 'Ed25519' },
} as const;
export type KeyType = keyof typeof KEY_TYPES;

export interface SigningKeys { keys: CryptoKeyPair; signingAlgorithm: Algorithm | EcdsaParams | RsaHashedImportParams; label: string; privateKeyPem: string | null }

/** A new key pair of `type`, or the given private key (with its public key) when `pem` is set. */
export async function signingKeys(type: KeyType, pem: string | undefined): Promise<SigningKeys> {
  if (pem === undefined) {
    const spec = KEY_TYPES[type];
    const keys = (await crypto.subtle.generateKey(spec.gen, true, ['sign', 'verify'])) as CryptoKeyPair;
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', keys.privateKey));
    return { keys, signingAlgorithm: spec.sign, label: spec.label, privateKeyPem: toPem('PRIVATE KEY', pkcs8) };
  }
  const material = await readKey(pem);
  if (material.type !== 'private') throw new KeyError('The key given is a public key; signing a request or certificate needs the private key.');
  let importParams: Algorithm | EcKeyImportParams | RsaHashedImportParams;
  let signingAlgorithm: Algorithm | EcdsaParams | RsaHashedImportParams;
  if (material.algorithm === 'RSA') [importParams, signingAlgorithm] = [{ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }];
  else if (material.algorithm === 'EC') {
    const hash = material.curve === 'P-256' ? 'SHA-256' : material.curve === 'P-384' ? 'SHA-384' : 'SHA-512';
    [importParams, signingAlgorithm] = [{ name: 'ECDSA', namedCurve: material.curve! }, { name: 'ECDSA', hash }];
  } else if (material.algorithm === 'Ed25519') [importParams, signingAlgorithm] = [{ name: 'Ed25519' }, { name: 'Ed25519' }];
  else throw new KeyError('X25519 keys cannot sign; use an Ed25519, EC or RSA key.');
  const privateKey = await crypto.subtle.importKey('pkcs8', material.pkcs8!, importParams, false, ['sign']);
  const publicKey = await crypto.subtle.importKey('spki', material.spki, importParams, true, ['verify']);
  const label = material.algorithm === 'RSA' ? `RSA ${material.bits}` : material.algorithm === 'EC' ? `EC ${material.curve}` : 'Ed25519';
  return { keys: { privateKey, publicKey }, signingAlgorithm, label, privateKeyPem: null };
}


