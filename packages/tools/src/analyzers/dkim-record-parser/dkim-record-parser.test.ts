import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; summary: string; keyType: string; keyBits: number; testing: boolean; revoked: boolean; publicKeyPem: string; tags: Array<{ tag: string; value: string; meaning: string }>; issues: Array<{ severity: string; message: string }> };
const check = (record: string) => runOk<Out>(tool, { record });
const errors = (out: Out) => out.issues.filter((i) => i.severity === 'error').map((i) => i.message);
const warnings = (out: Out) => out.issues.filter((i) => i.severity === 'warning').map((i) => i.message);
const rsa = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits }).publicKey;
/** An RSA public key with a random odd modulus of `bits` bits: enough to read its size, and fast where generating a real one is not. */
function fakeRsa(bits: number) {
  const n = randomBytes(bits / 8);
  n[0]! |= 0x80;
  n[n.length - 1]! |= 1;
  return createPublicKey({ key: { kty: 'RSA', n: n.toString('base64url'), e: 'AQAB' }, format: 'jwk' });
}
const P1024 = rsa(1024).export({ type: 'spki', format: 'der' }).toString('base64');

describe('dkim-record-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { record: '' }, 'MISSING_REQUIRED');
  });

  it('answers text without tags with valid=false and the reason, not an error (as the SPF and DMARC parsers do)', async () => {
    for (const record of [UNICODE_SAMPLE, '%%% not valid {{{']) {
      expect(await runOk(tool, { record })).toEqual({
        valid: false,
        summary: 'Invalid DKIM record: 2 errors',
        keyType: 'rsa',
        keyBits: 0,
        testing: false,
        revoked: false,
        publicKeyPem: '',
        tags: [],
        issues: [
          { severity: 'error', message: 'This is not a DKIM record: expected tag=value pairs separated by semicolons, e.g. v=DKIM1; k=rsa; p=MIIBIjANBg…' },
          { severity: 'error', message: 'The record has no p= tag: the public key is required (an empty p= revokes the key).' },
        ],
      });
    }
  });

  it('reads RSA keys like node:crypto does (differential)', async () => {
    for (const bits of [512, 1024, 2048, 4096 + 8]) {
      const key = bits > 4096 ? fakeRsa(bits) : rsa(bits);
      const out = await check(`v=DKIM1; k=rsa; p=${key.export({ type: 'spki', format: 'der' }).toString('base64')}`);
      expect(out.keyBits).toBe(key.asymmetricKeyDetails!.modulusLength);
      expect(out.publicKeyPem).toBe(key.export({ type: 'spki', format: 'pem' }));
      if (bits === 512) expect(errors(out)[0]).toMatch(/^RSA key of 512 bits: receivers must not accept/);
      if (bits === 1024) expect(warnings(out)[0]).toMatch(/^RSA key of 1024 bits is weak/);
      if (bits === 2048) expect(out).toMatchObject({ valid: true, summary: 'Valid DKIM key: RSA 2048-bit', issues: [] });
      if (bits > 4096) expect(warnings(out)[0]).toMatch(/up to 4096 bits/);
    }
    const pkcs1 = rsa(1024);
    const out = await check(`p=${pkcs1.export({ type: 'pkcs1', format: 'der' }).toString('base64')}`);
    expect(out.keyBits).toBe(1024);
    expect(out.publicKeyPem).toBe(pkcs1.export({ type: 'spki', format: 'pem' }));
    expect(warnings(out)).toContain('p= is a bare PKCS#1 RSAPublicKey; RFC 6376 publishes the SubjectPublicKeyInfo form (what openssl rsa -pubout writes), and some verifiers accept only that.');
  });

  it('reads Ed25519 keys (RFC 8463) and refuses their SPKI form', async () => {
    const key = generateKeyPairSync('ed25519').publicKey;
    const spki = key.export({ type: 'spki', format: 'der' });
    const out = await check(`v=DKIM1; k=ed25519; p=${spki.subarray(12).toString('base64')}`);
    expect(out).toMatchObject({ valid: true, keyType: 'ed25519', keyBits: 256, summary: 'Valid DKIM key: Ed25519 256-bit' });
    expect(out.publicKeyPem).toBe(key.export({ type: 'spki', format: 'pem' }));
    // RFC 8463 Appendix A.2's published key
    expect((await check('v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=')).keyBits).toBe(256);
    expect(errors(await check(`v=DKIM1; k=ed25519; p=${spki.toString('base64')}`))[0]).toMatch(/44-byte SPKI form/);
    expect(errors(await check(`v=DKIM1; k=rsa; p=${spki.toString('base64')}`))[0]).toMatch(/k=rsa, but p= holds an Ed25519 key/);
  });

  it('joins quoted strings of a zone-file line and checks their length', async () => {
    const cut = 200;
    const zone = `sel._domainkey.example.com. 3600 IN TXT ( "v=DKIM1; k=rsa; " "p=${P1024.slice(0, cut)}" "${P1024.slice(cut)}" )`;
    const out = await check(zone);
    expect(out).toMatchObject({ keyBits: 1024, valid: true });
    const long = await check(`"v=DKIM1; k=rsa; p=${P1024.repeat(1)}${'A'.repeat(40)}"`);
    expect(errors(long)).toContain(`A TXT string holds at most 255 characters; one here has ${`v=DKIM1; k=rsa; p=${P1024}`.length + 40}. Split p= into several quoted strings ("…" "…").`);
    const folded = await check(`v=DKIM1; p=${P1024.slice(0, 100)}\n   ${P1024.slice(100)}`);
    expect(folded.keyBits).toBe(1024);
  });

  it('explains revoked keys, flags, hashes and services', async () => {
    const revoked = await check('v=DKIM1; p=');
    expect(revoked).toMatchObject({ valid: true, revoked: true, keyBits: 0, summary: 'Revoked DKIM key (empty p=)', publicKeyPem: '' });
    const out = await check(`v=DKIM1; h=sha256; s=email; t=s:y; n=rotated 2024; p=${P1024}`);
    expect(out.tags.map((t) => t.meaning)).toEqual([
      'DKIM key record, version 1.',
      'Hash algorithms signatures may use: sha256.',
      'Services the key is for: email.',
      'y: testing mode, receivers treat mail signed with this key like unsigned mail when the signature fails.'.replace(/^/, 's: strict, the i= identity must use exactly the d= domain, not a subdomain. '),
      'Notes for people; receivers ignore them.',
      'The public key: RSA, 1024 bits.',
    ]);
    expect(out.testing).toBe(true);
  });

  it('reports errors and unknown tags', async () => {
    expect(errors(await check('v=DKIM1; h=sha1; p=' + P1024))).toEqual(['h=sha1 allows only SHA-1 signatures, which RFC 8301 forbids: use h=sha256 (or leave h= out).']);
    expect(errors(await check('k=rsa; v=DKIM1; p=' + P1024))).toEqual(['v=DKIM1 must be the first tag when it is present.']);
    expect(errors(await check('v=DKIM1; p=' + P1024 + '; p='))[0]).toMatch(/appears twice/);
    expect(errors(await check('v=DKIM2; p=' + P1024))).toEqual(['v=DKIM2: the version must be DKIM1.']);
    expect(errors(await check('v=DKIM1; k=dsa; p=AAAA'))).toContain('k=dsa: unknown key type; receivers understand rsa and ed25519 (RFC 8463).');
    expect(errors(await check('v=DKIM1; s=tls; p=' + P1024))[0]).toMatch(/not for email/);
    expect(errors(await check(`v=DKIM1; p=MIIB${UNICODE_SAMPLE}`))).toEqual(['p= is not valid base64: it holds "À".']);
    expect(errors(await check('v=DKIM1; p=AAAAAAAA'))[0]).toMatch(/^p= \(8 base64 characters\) is not an RSA public key/);
    expect(errors(await check('v=DKIM1; k=rsa'))).toEqual(['The record has no p= tag: the public key is required (an empty p= revokes the key).']);
    expect(warnings(await check('v=DKIM1; foo=bar; p=' + P1024))).toContain('Unknown tag foo= (ignored by receivers).');
  });

  it('handles the largest allowed input', async () => {
    const record = `v=DKIM1; p=${P1024}; n=${largestInput(tool, 'record', 'x')}`.slice(0, 10000);
    const out = await check(record);
    expect(out.keyBits).toBe(1024);
    expect(out.tags.at(-1)!.value).toHaveLength(10000 - `v=DKIM1; p=${P1024}; n=`.length);
  });
});
