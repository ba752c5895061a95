import { describe, expect, it } from 'vitest';
import { constants, createHash, createPrivateKey, createPublicKey, privateDecrypt, publicEncrypt, sign, verify } from 'node:crypto';
import tool from './index.js';
import { modInverse, modPow } from './primes.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Jwk = Record<string, string>;
type Out = { publicKeyPem: string; privateKeyPem: string; publicJwk: Jwk; privateJwk: Jwk; modulusLength: number; publicExponent: number; jwsAlgorithm: string; publicKeySha256: string };

const big = (b64url: string) => BigInt(`0x${Buffer.from(b64url, 'base64url').toString('hex')}`);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** node:crypto reads the key the same way from every format, and the fingerprint is SHA-256 of its SPKI DER. */
function checkWithNode(data: Out, bits: number) {
  const priv = createPrivateKey(data.privateKeyPem);
  const pub = createPublicKey(data.publicKeyPem);
  expect(priv.asymmetricKeyDetails).toEqual({ modulusLength: bits, publicExponent: 65537n });
  const { alg, ...privJwk } = data.privateJwk;
  const { alg: pubAlg, ...pubJwk } = data.publicJwk;
  expect(alg).toBe(data.jwsAlgorithm);
  expect(pubAlg).toBe(data.jwsAlgorithm);
  expect(priv.export({ format: 'jwk' })).toEqual(privJwk);
  expect(pub.export({ format: 'jwk' })).toEqual(pubJwk);
  expect(createPublicKey(priv).export({ type: 'spki', format: 'pem' })).toBe(data.publicKeyPem);
  expect(createHash('sha256').update(pub.export({ type: 'spki', format: 'der' })).digest('hex')).toBe(data.publicKeySha256);
  return { priv, pub };
}

/** The CRT members are consistent: n = p·q, e·d ≡ 1 mod λ(n), dp, dq, qi as RFC 8017 defines them. */
function checkComponents(jwk: Jwk) {
  const [n, e, d, p, q, dp, dq, qi] = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].map((k) => big(jwk[k]!));
  expect(p! * q!).toBe(n);
  const lambda = ((p! - 1n) * (q! - 1n)) / gcd(p! - 1n, q! - 1n);
  expect((e! * d!) % lambda).toBe(1n);
  expect(dp).toBe(d! % (p! - 1n));
  expect(dq).toBe(d! % (q! - 1n));
  expect((qi! * q!) % p!).toBe(1n);
}

describe('rsa-key-pair-generator', () => {
  itReproducesItsExample(tool);

  it('makes a fresh 2048-bit RS256 key with no input, usable by node:crypto (sign/verify)', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.modulusLength).toBe(2048);
    expect(data.jwsAlgorithm).toBe('RS256');
    const { priv, pub } = checkWithNode(data, 2048);
    checkComponents(data.privateJwk);
    const sig = sign('sha256', Buffer.from(UNICODE_SAMPLE), priv);
    expect(verify('sha256', Buffer.from(UNICODE_SAMPLE), pub, sig)).toBe(true);
    expect(verify('sha256', Buffer.from('other'), pub, sig)).toBe(false);
    expect((await runOk<Out>(tool, {})).publicJwk.n).not.toBe(data.publicJwk.n);
  });

  it('makes PSS signing keys and OAEP encryption keys with the right JOSE names', async () => {
    const pss = await runOk<Out>(tool, { algorithm: 'RSA-PSS', hash: 'SHA-384' });
    expect(pss.jwsAlgorithm).toBe('PS384');
    const keys = checkWithNode(pss, 2048);
    const opts = { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 48 };
    const sig = sign('sha384', Buffer.from('m'), { key: keys.priv, ...opts });
    expect(verify('sha384', Buffer.from('m'), { key: keys.pub, ...opts }, sig)).toBe(true);

    const oaep = await runOk<Out>(tool, { algorithm: 'RSA-OAEP' });
    expect(oaep.jwsAlgorithm).toBe('RSA-OAEP-256');
    const o = checkWithNode(oaep, 2048);
    const ct = publicEncrypt({ key: o.pub, oaepHash: 'sha256' }, Buffer.from(UNICODE_SAMPLE));
    expect(privateDecrypt({ key: o.priv, oaepHash: 'sha256' }, ct).toString()).toBe(UNICODE_SAMPLE);
    expect((await runOk<Out>(tool, { algorithm: 'RSA-OAEP', hash: 'SHA-512', seed: 'o' })).jwsAlgorithm).toBe('RSA-OAEP-512');
  });

  it('derives seeded keys deterministically from real primes, and warns', async () => {
    const input = { seed: UNICODE_SAMPLE, algorithm: 'RSA-PSS' };
    const a = await runTool(tool, input);
    const b = await runOk<Out>(tool, input);
    expect(a.data).toEqual(b);
    expect(a.metadata?.warnings).toEqual(['This key was derived from the seed: anyone who knows the seed has the private key. Never use it for anything real.']);
    checkComponents(b.privateJwk);
    const { priv, pub } = checkWithNode(b, 2048);
    const sig = sign('sha256', Buffer.from('x'), { key: priv, padding: constants.RSA_PKCS1_PSS_PADDING });
    expect(verify('sha256', Buffer.from('x'), { key: pub, padding: constants.RSA_PKCS1_PSS_PADDING }, sig)).toBe(true);
    // p and q are 1024-bit primes with the top two bits set, and p − 1 is coprime to e
    for (const k of ['p', 'q']) {
      const prime = big(b.privateJwk[k]!);
      expect(prime.toString(2)).toMatch(/^11[01]{1022}$/);
      for (const base of [2n, 3n, 5n, 7n, 11n]) expect(modPow(base, prime - 1n, prime)).toBe(1n);
      expect((prime - 1n) % 65537n).not.toBe(0n);
    }
    expect((await runOk<Out>(tool, { seed: 'other' })).publicJwk.n).not.toBe(b.publicJwk.n);
  });

  it('has correct BigInt helpers (checked on small known values)', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n ** 20n, 10n ** 9n + 7n)).toBe(BigInt(Number(modPowRef(2, 10 ** 20, 1e9 + 7))));
    expect(modInverse(3n, 11n)).toBe(4n);
    expect(modInverse(65537n, 3120n * 7n + 1n)).toBe(modInverseRef(65537n, 21841n));
    expect(() => modInverse(6n, 9n)).toThrow('not invertible');
  });

  it('makes the largest key (4096 bits, SHA-512) that node:crypto accepts', { timeout: 30_000 }, async () => {
    const data = await runOk<Out>(tool, { modulusLength: '4096', hash: 'SHA-512' });
    expect(data.jwsAlgorithm).toBe('RS512');
    const { priv, pub } = checkWithNode(data, 4096);
    expect(verify('sha512', Buffer.from('x'), pub, sign('sha512', Buffer.from('x'), priv))).toBe(true);
  });

  it('rejects sizes and algorithms it does not offer', async () => {
    await runError(tool, { modulusLength: '1024' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { modulusLength: '2049' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { algorithm: 'RSA-KEM' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { hash: 'SHA-1' }, 'CONSTRAINT_VIOLATION');
  });
});

/** Reference implementations on Number/BigInt written differently from primes.ts. */
function modPowRef(base: number, exp: number, mod: number): bigint {
  // exponent 10^20 as a string of bits, right-to-left
  let result = 1n;
  let b = BigInt(base) % BigInt(mod);
  for (const bit of [...BigInt(exp).toString(2)].reverse()) {
    if (bit === '1') result = (result * b) % BigInt(mod);
    b = (b * b) % BigInt(mod);
  }
  return result;
}
function modInverseRef(a: bigint, m: bigint): bigint {
  for (let x = 1n; x < m; x++) if ((a * x) % m === 1n) return x;
  throw new Error('none');
}
