import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { certificate: string; privateKeyPem: string | null; serialNumber: string; notBefore: string; notAfter: string; sha256Fingerprint: string };

describe('self-signed-certificate-generator', () => {
  itReproducesItsExample(tool);

  it('issues certificates node:crypto parses and verifies, for every key type and both uses', async () => {
    for (const keyType of ['ecdsa-p256', 'rsa-2048', 'ed25519'] as const)
      for (const usage of ['server', 'ca'] as const) {
        const data = await runOk<Out>(tool, { commonName: 'dev.example.test', subjectAltNames: 'dev.example.test, 192.168.1.10', keyType, usage, organization: UNICODE_SAMPLE, days: 90 });
        const cert = new X509Certificate(data.certificate);
        expect(cert.verify(createPublicKey(createPrivateKey(data.privateKeyPem!))), `${keyType} ${usage}`).toBe(true);
        expect(cert.checkHost('dev.example.test')).toBe('dev.example.test');
        expect(cert.checkIP('192.168.1.10')).toBe('192.168.1.10');
        expect(cert.ca).toBe(usage === 'ca');
        expect(cert.subject).toContain(`O=${UNICODE_SAMPLE}`);
        expect(cert.fingerprint256).toBe(data.sha256Fingerprint);
        expect(new Date(cert.validTo).getTime() - new Date(cert.validFrom).getTime()).toBe(90 * 86_400_000);
      }
  }, 60_000);

  it('accepts the largest SAN list', async () => {
    const data = await runOk<Out>(tool, { commonName: 'x.test', subjectAltNames: largestInput(tool, 'subjectAltNames', 'b.example.test\n'), keyType: 'ed25519' });
    expect(new X509Certificate(data.certificate).subjectAltName!.split(', ').length).toBe(Math.floor(10_000 / 15));
  });

  it('rejects an invalid country code and a key that cannot sign', async () => {
    await runError(tool, { commonName: 'a', country: 'Germany' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { commonName: 'a', privateKey: 'garbage' }, 'INVALID_INPUT');
  });
});
