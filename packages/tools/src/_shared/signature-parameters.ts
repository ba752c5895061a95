/** Parameters the signature tools share (pure data). */
import { param } from './hash-parameters.js';

const BYTE_OPTIONS = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const;

export const signedMessageParameter = param({ name: 'message', type: 'textarea', label: 'Message', description: 'The data that is signed, exactly (whitespace and newlines count).', required: true, validation: { maxLength: 1_000_000 } });
export const messageEncodingParameter = param({ name: 'messageEncoding', type: 'select', label: 'Message encoding', description: 'How to read the message: UTF-8 text, hex or base64 bytes.', required: false, defaultValue: 'utf8', options: [...BYTE_OPTIONS] });
export const schemeParameter = param({
  name: 'scheme', type: 'select', label: 'RSA scheme', description: 'RSA keys only: PKCS#1 v1.5 (RS256, most common) or PSS (PS256; salt length = hash length).', required: false, defaultValue: 'pkcs1',
  options: [{ value: 'pkcs1', label: 'PKCS#1 v1.5' }, { value: 'pss', label: 'PSS' }],
});
export const signatureHashParameter = param({
  name: 'hash', type: 'select', label: 'Hash', description: 'The hash for RSA and ECDSA (Ed25519 has its own).', required: false, defaultValue: 'SHA-256',
  options: [{ value: 'SHA-256', label: 'SHA-256' }, { value: 'SHA-384', label: 'SHA-384' }, { value: 'SHA-512', label: 'SHA-512' }],
});
export const ecdsaFormatParameter = param({
  name: 'ecdsaFormat', type: 'select', label: 'ECDSA signature format', description: 'DER (OpenSSL, Java, .NET) or raw r‖s (Web Crypto, JWS/JWT, PKCS#11).', required: false, defaultValue: 'der',
  options: [{ value: 'der', label: 'DER (ASN.1)' }, { value: 'raw', label: 'Raw r‖s' }],
});
export const signatureEncodingParameter = param({
  name: 'signatureEncoding', type: 'select', label: 'Signature encoding', description: 'How the signature is written.', required: false, defaultValue: 'base64',
  options: [{ value: 'base64', label: 'Base64' }, { value: 'hex', label: 'Hex' }, { value: 'base64url', label: 'Base64url' }],
});
