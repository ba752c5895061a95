import { describe, expect, it } from 'vitest';
import { createPrivateKey, createPublicKey, sign, verify, webcrypto } from 'node:crypto';
import tool from './index.js';
import { createRandom } from '../../_shared/random.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Jwk = { kty: string; crv: string; x: string; y?: string; d?: string };
type Out = {
  curve: string;
  algorithm: string;
  jwsAlgorithm: string;
  publicKeyPem: string;
  privateKeyPem: string;
  publicJwk: Jwk;
  privateJwk: Jwk;
  privateKeyHex: string;
  publicKeyHex: string;
  publicKeyCompressedHex: string | null;
};

const CURVES = ['P-256', 'P-384', 'P-521', 'secp256k1', 'Ed25519'] as const;
const SIZES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66, secp256k1: 32, Ed25519: 32 };
const NODE_CURVE: Record<string, string> = { 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1', secp256k1: 'secp256k1' };
const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

describe('ecdsa-key-pair-generator', () => {
  itReproducesItsExample(tool);

  it('makes a fresh P-256 key with no input', async () => {
    const a = await runOk<Out>(tool, {});
    const b = await runOk<Out>(tool, {});
    expect(a.curve).toBe('P-256');
    expect(a.jwsAlgorithm).toBe('ES256');
    expect(a.privateKeyHex).not.toBe(b.privateKeyHex);
  });

  it('gives keys node:crypto reads as the same key in every format, and that sign/verify round-trips', async () => {
    const message = Buffer.from(`signed ${UNICODE_SAMPLE}`);
    for (const curve of CURVES) {
      const data = await runOk<Out>(tool, { curve });
      const priv = createPrivateKey(data.privateKeyPem);
      const pub = createPublicKey(data.publicKeyPem);
      expect(priv.asymmetricKeyType).toBe(curve === 'Ed25519' ? 'ed25519' : 'ec');
      if (curve !== 'Ed25519') expect(priv.asymmetricKeyDetails?.namedCurve).toBe(NODE_CURVE[curve]);
      // node derives the public key from the PKCS#8 and re-encodes both: byte-identical DER and JWK
      expect(createPublicKey(priv).export({ type: 'spki', format: 'pem' })).toBe(data.publicKeyPem);
      expect(priv.export({ format: 'jwk' })).toEqual(data.privateJwk);
      expect(pub.export({ format: 'jwk' })).toEqual(data.publicJwk);
      expect(createPrivateKey({ key: data.privateJwk, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' })).toBe(data.privateKeyPem);
      const hash = curve === 'Ed25519' ? null : 'sha256';
      const signature = sign(hash, message, priv);
      expect(verify(hash, message, pub, signature), curve).toBe(true);
      expect(verify(hash, Buffer.from('other'), pub, signature)).toBe(false);
      // raw hex agrees with the JWK
      expect(data.privateKeyHex).toHaveLength(SIZES[curve]! * 2);
      expect(b64url(data.privateKeyHex)).toBe(data.privateJwk.d);
      if (curve === 'Ed25519') {
        expect(data.publicKeyHex).toBe(Buffer.from(data.publicJwk.x, 'base64url').toString('hex'));
        expect(data.publicKeyCompressedHex).toBeNull();
      } else {
        const x = Buffer.from(data.publicJwk.x, 'base64url').toString('hex');
        const y = Buffer.from(data.publicJwk.y!, 'base64url');
        expect(data.publicKeyHex).toBe(`04${x}${y.toString('hex')}`);
        expect(data.publicKeyCompressedHex).toBe(`0${2 + (y[y.length - 1]! & 1)}${x}`);
      }
    }
  });

  it('gives NIST keys that Web Crypto imports and uses (ECDSA with SHA-256)', async () => {
    for (const curve of ['P-256', 'P-384', 'P-521']) {
      const data = await runOk<Out>(tool, { curve });
      const der = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\n/g, ''), 'base64');
      const alg = { name: 'ECDSA', namedCurve: curve };
      const priv = await webcrypto.subtle.importKey('pkcs8', der(data.privateKeyPem), alg, false, ['sign']);
      const pub = await webcrypto.subtle.importKey('spki', der(data.publicKeyPem), alg, false, ['verify']);
      const sig = await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, priv, Buffer.from('x'));
      expect(await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pub, sig, Buffer.from('x'))).toBe(true);
    }
  });

  it('reproduces seeded keys, warns about them, and treats the unicode sample as a seed', async () => {
    const a = await runTool(tool, { curve: 'secp256k1', seed: UNICODE_SAMPLE });
    const b = await runOk<Out>(tool, { curve: 'secp256k1', seed: UNICODE_SAMPLE });
    expect(a.data).toEqual(b);
    expect(a.metadata?.warnings).toEqual(['This key was derived from the seed: anyone who knows the seed has the private key. Never use it for anything real.']);
    expect((await runOk<Out>(tool, { curve: 'secp256k1', seed: 'other' })).privateKeyHex).not.toBe(b.privateKeyHex);
    expect((await runTool(tool, { seed: '' })).metadata?.warnings).toBeUndefined();
  });

  it('derives seeded private keys per FIPS 186-5 A.2.1: d = (seed bytes mod (n − 1)) + 1', async () => {
    const orders: Record<string, [bigint, number]> = {
      'P-256': [0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n, 48],
      secp256k1: [0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n, 48],
    };
    for (const [curve, [n, seedBytes]] of Object.entries(orders)) {
      const bytes = createRandom('fips').bytes(seedBytes);
      const d = (BigInt(`0x${Buffer.from(bytes).toString('hex')}`) % (n - 1n)) + 1n;
      const data = await runOk<Out>(tool, { curve, seed: 'fips' });
      expect(data.privateKeyHex, curve).toBe(d.toString(16).padStart(64, '0'));
    }
  });

  it('rejects unknown curves and over-long seeds', async () => {
    await runError(tool, { curve: 'P-192' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { curve: 'Ed448' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { seed: 'x'.repeat(201) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest seed and the largest curve (P-521, long DER lengths)', async () => {
    const data = await runOk<Out>(tool, { curve: 'P-521', seed: 'x'.repeat(200) });
    expect(createPrivateKey(data.privateKeyPem).asymmetricKeyDetails?.namedCurve).toBe('secp521r1');
    expect(data.publicKeyHex).toHaveLength(2 + 4 * 66);
  });
});
