import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { subject: string; subjectFields: Record<string, string>; subjectAltNames: string[]; keyAlgorithm: string; signatureAlgorithm: string; signatureValid: boolean; extensions: string[] };
const opensslCsr = (args: string[]): string | undefined => {
  try {
    return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
};

describe('csr-decoder', () => {
  itReproducesItsExample(tool);

  it('decodes an openssl-made RSA request with SANs (when openssl is present)', async () => {
    const pem = opensslCsr(['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', '/dev/null', '-subj', `/CN=shop.example.test/O=${UNICODE_SAMPLE}/C=DE`, '-addext', 'subjectAltName=DNS:shop.example.test,IP:10.1.2.3', '-utf8']);
    if (pem === undefined) return;
    const data = await runOk<Out>(tool, { csr: pem });
    expect(data.subjectFields).toMatchObject({ CN: 'shop.example.test', O: UNICODE_SAMPLE, C: 'DE' });
    expect(data.subjectAltNames).toEqual(['dns:shop.example.test', 'ip:10.1.2.3']);
    expect(data).toMatchObject({ keyAlgorithm: 'RSA 2048', signatureAlgorithm: 'RSASSA-PKCS1-v1_5 with SHA-256', signatureValid: true });
  });

  it('reports a tampered request as not validly signed, and reads bare base64 DER', async () => {
    const pem = tool.definition.example.input.csr as string;
    const body = pem.split('\n').slice(1, -2).join('');
    const der = Buffer.from(body, 'base64');
    const ok = await runOk<Out>(tool, { csr: body });
    expect(ok.signatureValid).toBe(true);
    const at = der.indexOf(Buffer.from("example.test"));
    der[at] = der[at]! ^ 1; // flip a bit of the subject
    expect((await runOk<Out>(tool, { csr: der.toString('base64') })).signatureValid).toBe(false);
  });

  it('rejects certificates, garbage and oversized input', async () => {
    expect(await runError(tool, { csr: '-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----' }, 'INVALID_INPUT')).toMatch(/certificate decoder/);
    await runError(tool, { csr: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { csr: 'MIIB' }, 'INVALID_INPUT');
    // base64 letters that are not base64 (five characters) threw out of the tool
    expect(await runError(tool, { csr: '1e309' }, 'INVALID_INPUT')).toMatch(/not valid base64/);
    await runError(tool, { csr: 'A'.repeat(100_001) }, 'CONSTRAINT_VIOLATION');
  });
});
