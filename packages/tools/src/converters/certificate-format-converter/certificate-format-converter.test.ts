import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { output: string; derFile: string; format: string; objects: Array<{ label: string; subject: string | null; sha256: string }>; mediaType: string; extension: string };
const PEM = tool.definition.example.input.input as string;

describe('certificate-format-converter', () => {
  itReproducesItsExample(tool);

  it('round-trips PEM → DER → PEM and matches node:crypto\'s DER and fingerprint', async () => {
    const node = new X509Certificate(PEM);
    const der = await runOk<Out>(tool, { input: PEM, to: 'der' });
    expect(Buffer.from(der.derFile, 'base64')).toEqual(node.raw);
    expect(der).toMatchObject({ mediaType: 'application/pkix-cert', extension: 'cer' });
    expect(der.objects[0]!.sha256).toBe(node.fingerprint256);
    const back = await runOk<Out>(tool, { file: `data:application/pkix-cert;base64,${der.derFile}` });
    expect(back.output.trim()).toBe(PEM.trim());
    const fromHex = await runOk<Out>(tool, { input: node.raw.toString('hex'), to: 'pem' });
    expect(fromHex.output.trim()).toBe(PEM.trim());
  });

  it('splits a bundle and converts the chosen object', async () => {
    const bundle = `${PEM}\n${PEM.replace(/CERTIFICATE/g, 'X509 CRL')}`;
    const data = await runOk<Out>(tool, { input: bundle, to: 'hex', index: 2 });
    expect(data.objects.map((o) => o.label)).toEqual(['CERTIFICATE', 'X509 CRL']);
    expect(data.objects[0]!.subject).toBe('CN=localhost');
    expect(data.mediaType).toBe('application/pkix-crl');
  });

  it('reads a bundle as large as the input allows', async () => {
    const count = Math.floor(1_000_000 / (PEM.length + 1));
    const data = await runOk<Out>(tool, { input: Array.from({ length: count }, () => PEM).join('\n'), to: 'der', index: 100 });
    expect(data.objects).toHaveLength(count);
  });

  it('rejects missing input, non-certificate text and an index past the end', async () => {
    await runError(tool, {}, 'MISSING_REQUIRED');
    await runError(tool, { input: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { input: 'AAAA' }, 'INVALID_INPUT');
    expect(await runError(tool, { input: PEM, index: 3 }, 'INVALID_INPUT')).toMatch(/1 object/);
  });
});
