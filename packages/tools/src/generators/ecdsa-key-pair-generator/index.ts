import { bytesToBase64, bytesToHex, defineTool, success, withWarnings } from '@ctp/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { createRandom } from '../../_shared/random.js';
import { bits, concat, octets, oid, seq, smallInt, tlv } from './der.js';
import definition from './definition.js';

const EC_PUBLIC_KEY = '1.2.840.10045.2.1';
const ED25519 = '1.3.101.112';
const WEIERSTRASS = {
  'P-256': { curve: p256, oid: '1.2.840.10045.3.1.7', jws: 'ES256' },
  'P-384': { curve: p384, oid: '1.3.132.0.34', jws: 'ES384' },
  'P-521': { curve: p521, oid: '1.3.132.0.35', jws: 'ES512' },
  secp256k1: { curve: secp256k1, oid: '1.3.132.0.10', jws: 'ES256K' },
} as const;

function pem(label: string, der: Uint8Array): string {
  const b64 = bytesToBase64(der).replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${b64}\n-----END ${label}-----\n`;
}

const b64url = (bytes: Uint8Array) => bytesToBase64(bytes, { url: true, pad: false });

export default defineTool(definition, (params) => {
  const curveName = params.curve;
  const random = createRandom(params.seed);
  const warnings = random.seeded ? ['This key was derived from the seed: anyone who knows the seed has the private key. Never use it for anything real.'] : [];

  if (curveName === 'Ed25519') {
    const secret = ed25519.utils.randomSecretKey(random.bytes(ed25519.lengths.seed!));
    const pub = ed25519.getPublicKey(secret);
    const algorithm = seq(oid(ED25519));
    const publicJwk = { kty: 'OKP', crv: 'Ed25519', x: b64url(pub) };
    return withWarnings(
      success({
        curve: curveName,
        algorithm: 'EdDSA',
        jwsAlgorithm: 'EdDSA',
        publicKeyPem: pem('PUBLIC KEY', seq(algorithm, bits(pub))),
        privateKeyPem: pem('PRIVATE KEY', seq(smallInt(0), algorithm, octets(octets(secret)))),
        publicJwk,
        privateJwk: { ...publicJwk, d: b64url(secret) },
        privateKeyHex: bytesToHex(secret),
        publicKeyHex: bytesToHex(pub),
        publicKeyCompressedHex: null,
      }),
      warnings,
    );
  }

  const { curve, oid: curveOid, jws } = WEIERSTRASS[curveName];
  // FIPS 186-5 A.2.1: reduce lengths.seed (≥ n + 64 bits) random bytes mod n−1, plus 1
  const secret = curve.utils.randomSecretKey(random.bytes(curve.lengths.seed!));
  const pub = curve.getPublicKey(secret, false);
  const size = (pub.length - 1) / 2;
  const algorithm = seq(oid(EC_PUBLIC_KEY), oid(curveOid));
  const ecPrivateKey = seq(smallInt(1), octets(secret), tlv(0xa1, bits(pub)));
  const publicJwk = { kty: 'EC', crv: curveName, x: b64url(pub.subarray(1, 1 + size)), y: b64url(pub.subarray(1 + size)) };
  return withWarnings(
    success({
      curve: curveName,
      algorithm: 'ECDSA',
      jwsAlgorithm: jws,
      publicKeyPem: pem('PUBLIC KEY', seq(algorithm, bits(pub))),
      privateKeyPem: pem('PRIVATE KEY', seq(smallInt(0), algorithm, octets(ecPrivateKey))),
      publicJwk,
      privateJwk: { ...publicJwk, d: b64url(secret) },
      privateKeyHex: bytesToHex(secret),
      publicKeyHex: bytesToHex(pub),
      publicKeyCompressedHex: bytesToHex(concat(new Uint8Array([pub[pub.length - 1]! & 1 ? 3 : 2]), pub.subarray(1, 1 + size))),
    }),
    warnings,
  );
});
