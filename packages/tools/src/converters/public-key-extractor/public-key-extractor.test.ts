import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { publicKeyPem: string; jwk: Record<string, string>; algorithm: string; bits: number; pinSha256: string; spkiSha256: string };
const pin = (pem: string) => createHash('sha256').update(createPublicKey(pem).export({ format: 'der', type: 'spki' })).digest('base64');

describe('public-key-extractor', () => {
  itReproducesItsExample(tool);

  it('derives the same public key as node:crypto from RSA, EC and Ed25519 private keys', async () => {
    for (const [type, options] of [['rsa', { modulusLength: 2048 }], ['ec', { namedCurve: 'P-256' }], ['ec', { namedCurve: 'P-521' }], ['ed25519', {}]] as const) {
      const { privateKey, publicKey } = generateKeyPairSync(type as 'rsa', options as { modulusLength: number });
      const data = await runOk<Out>(tool, { input: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string });
      expect(data.publicKeyPem).toBe(publicKey.export({ format: 'pem', type: 'spki' }));
      expect(data.pinSha256).toBe(pin(data.publicKeyPem));
    }
  }, 30_000);

  it('reads the key of a certificate and a CSR made by openssl (when present): the fingerprints match the private key\'s', async () => {
    let cert: string;
    let key: string;
    let csr: string;
    try {
      key = execFileSync('openssl', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'], { encoding: 'utf8' });
      cert = execFileSync('openssl', ['req', '-x509', '-new', '-key', '/dev/stdin', '-subj', '/CN=test', '-days', '1'], { input: key, encoding: 'utf8' });
      csr = execFileSync('openssl', ['req', '-new', '-key', '/dev/stdin', '-subj', '/CN=test'], { input: key, encoding: 'utf8' });
    } catch {
      return; // no openssl: the node:crypto test above covers the key forms
    }
    const fromKey = await runOk<Out>(tool, { input: key });
    expect((await runOk<Out>(tool, { input: cert })).spkiSha256).toBe(fromKey.spkiSha256);
    expect((await runOk<Out>(tool, { input: csr })).spkiSha256).toBe(fromKey.spkiSha256);
    const sec1 = execFileSync('openssl', ['ec', '-traditional'], { input: key, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
    expect((await runOk<Out>(tool, { input: sec1 })).spkiSha256).toBe(fromKey.spkiSha256);
  });

  it('rejects input that holds no key', async () => {
    await runError(tool, { input: UNICODE_SAMPLE }, 'INVALID_INPUT');
    expect(await runError(tool, { input: '-----BEGIN CERTIFICATE-----\n!!!\n-----END CERTIFICATE-----' }, 'INVALID_INPUT')).toMatch(/not valid base64/);
    expect(await runError(tool, { input: '-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----' }, 'INVALID_INPUT')).toMatch(/certificate could not be parsed/);
    // a word of base64 letters is neither PEM nor valid base64 DER (base64ToBytes threw out of the tool)
    for (const input of ['arguments', 'AAAA', 'AAAAAAAA', 'MAMCAQE='])
      expect(await runError(tool, { input }, 'INVALID_INPUT'), input).toMatch(/base64|DER|key/i);
    await runError(tool, { input: 'x'.repeat(100_001) }, 'CONSTRAINT_VIOLATION');
  });
});
