import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { Pkcs10CertificateRequest } from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { csr: string; subject: string; subjectAltNames: string[]; keyAlgorithm: string; privateKeyPem: string | null };
const openssl = (args: string[], input: string): string | undefined => {
  try {
    return execFileSync('openssl', args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
};

describe('csr-generator', () => {
  itReproducesItsExample(tool);

  it('makes valid, self-signed requests for every key type whose key matches the returned private key', async () => {
    for (const keyType of ['ecdsa-p256', 'ecdsa-p384', 'rsa-2048', 'ed25519'] as const) {
      const data = await runOk<Out>(tool, { commonName: 'api.example.test', subjectAltNames: '*.example.test\n10.0.0.1\nops@example.test', keyType, organization: UNICODE_SAMPLE });
      const csr = new Pkcs10CertificateRequest(data.csr);
      expect(await csr.verify(), keyType).toBe(true);
      const fromCsr = createPublicKey(Buffer.from(csr.publicKey.rawData).toString('base64').replace(/(.{64})/g, '$1\n').replace(/^/, '-----BEGIN PUBLIC KEY-----\n').concat('\n-----END PUBLIC KEY-----\n'));
      expect(fromCsr.export({ format: 'jwk' })).toEqual(createPublicKey(createPrivateKey(data.privateKeyPem!)).export({ format: 'jwk' }));
      expect(data.subjectAltNames).toEqual(['dns:*.example.test', 'ip:10.0.0.1', 'email:ops@example.test']);
      const text = openssl(['req', '-noout', '-verify', '-text'], data.csr);
      if (text !== undefined) expect(text).toContain('DNS:*.example.test');
    }
  }, 30_000);

  it('uses the common name as the only SAN by default and accepts many SANs (largest input)', async () => {
    expect((await runOk<Out>(tool, { commonName: 'solo.example.test' })).subjectAltNames).toEqual(['dns:solo.example.test']);
    const names = largestInput(tool, 'subjectAltNames', 'a.example.test\n');
    const data = await runOk<Out>(tool, { commonName: 'x.test', subjectAltNames: names });
    expect(data.subjectAltNames.length).toBe(Math.floor(10_000 / 15));
  });

  it('rejects a public key as the signing key and a SAN with spaces', async () => {
    const pub = createPublicKey(createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }, format: 'jwk' })).export({ format: 'pem', type: 'spki' }) as string;
    expect(await runError(tool, { commonName: 'a', privateKey: pub }, 'INVALID_INPUT')).toMatch(/public key/);
    await runError(tool, { commonName: 'a', subjectAltNames: 'not a name' }, 'INVALID_INPUT');
  });
});
