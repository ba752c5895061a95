import { describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { text: string; elements: { tag: string; value: string | null }[]; byteLength: number };
// a P-256 self-signed certificate made by openssl 3 on this machine
const DER = 'MIIBkTCCATegAwIBAgICEjQwCgYIKoZIzj0EAwIwJzEUMBIGA1UEAwwLZXhhbXBsZS5jb20xDzANBgNVBAoMBkV4IE9yZzAeFw0yNjExMjcwNTE5MDJaFw0yNjExMjgwNTE5MDJaMCcxFDASBgNVBAMMC2V4YW1wbGUuY29tMQ8wDQYDVQQKDAZFeCBPcmcwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQyhGSuRTbcvgF0PUj0kz3ldAIXuCjVAMHw6TH+h02vHIAUMzew5r7gl3yQIHk5/n1iHurtRT3lNOQ1+AFTmf0io1MwUTAdBgNVHQ4EFgQUEmK/38Dm4kBtnSr6UCn8fxXEPfwwHwYDVR0jBBgwFoAUEmK/38Dm4kBtnSr6UCn8fxXEPfwwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiBXvE9YtGztCe6WoeiuXwzoGx8VqDCH/KtfuvNUVgGJXwIhANocS4iEd5zPsn8qHffGYlpnPejvZdeasTBaMT1IEqvA';
const pem = `-----BEGIN CERTIFICATE-----\n${DER.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

describe('asn1-der-decoder', () => {
  itReproducesItsExample(tool);

  it('prints what openssl asn1parse prints for a certificate', async () => {
    const out = await runOk<Out>(tool, { input: pem, openEmbedded: false });
    const lines = out.text.split('\n');
    // lines printed by openssl asn1parse -in cert.pem (trailing spaces trimmed)
    expect(lines.slice(0, 8)).toEqual([
      '    0:d=0  hl=4 l= 401 cons: SEQUENCE',
      '    4:d=1  hl=4 l= 311 cons: SEQUENCE',
      '    8:d=2  hl=2 l=   3 cons: cont [ 0 ]',
      '   10:d=3  hl=2 l=   1 prim: INTEGER           :02',
      '   13:d=2  hl=2 l=   2 prim: INTEGER           :1234',
      '   17:d=2  hl=2 l=  10 cons: SEQUENCE',
      '   19:d=3  hl=2 l=   8 prim: OBJECT            :ecdsa-with-SHA256',
      '   29:d=2  hl=2 l=  39 cons: SEQUENCE',
    ]);
    expect(lines).toContain('   40:d=5  hl=2 l=  11 prim: UTF8STRING        :example.com');
    expect(lines).toContain('  147:d=4  hl=2 l=   7 prim: OBJECT            :id-ecPublicKey');
    expect(lines).toContain('  309:d=5  hl=2 l=   1 prim: BOOLEAN           :255');
    expect(lines).toContain('  312:d=5  hl=2 l=   5 prim: OCTET STRING      [HEX DUMP]:30030101FF');
    expect(out.byteLength).toBe(new X509Certificate(pem).raw.length);
  });

  it('opens embedded DER, reads indefinite lengths, negative integers and unicode', async () => {
    const out = await runOk<Out>(tool, { input: DER });
    expect(out.text).toContain('  314:d=6  hl=2 l=   3 cons: SEQUENCE');
    expect((await runOk<Out>(tool, { input: '3080020101020180 0000'.replace(/ /g, '') })).elements.map((e) => e.value)).toEqual([null, '01', '-80']);
    const utf8 = Buffer.from(UNICODE_SAMPLE);
    expect((await runOk<Out>(tool, { input: Buffer.concat([Buffer.from([0x0c, utf8.length]), utf8]).toString('hex') })).elements[0]?.value).toBe(UNICODE_SAMPLE);
  });

  it('handles a large structure', async () => {
    const item = Buffer.from('020101', 'hex');
    const body = Buffer.concat(Array.from({ length: 40_000 }, () => item));
    const head = Buffer.from([0x30, 0x83, (body.length >> 16) & 255, (body.length >> 8) & 255, body.length & 255]);
    expect((await runOk<Out>(tool, { input: Buffer.concat([head, body]).toString('base64') })).elements).toHaveLength(40_001);
  });

  it('rejects truncated or trailing data with the offset', async () => {
    await runError(tool, {}, 'INVALID_INPUT');
    expect(await runError(tool, { input: '300a0201' }, 'INVALID_INPUT')).toMatch(/offset 0 declares 10 bytes/);
    expect(await runError(tool, { input: '050002' }, 'INVALID_INPUT')).toMatch(/offset 2 has no length/);
    expect(await runError(tool, { input: '3080020101' }, 'INVALID_INPUT')).toMatch(/end-of-contents/);
  });
});
