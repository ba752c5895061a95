import { describe, expect, it } from 'vitest';
import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { EncryptJWT, SignJWT, UnsecuredJWT, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import tool from './index.js';
import { itReproducesItsExample, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Data {
  valid: boolean;
  summary: string;
  reason: string | null;
  errorCode: string | null;
  failedClaim: string | null;
  algorithm: string | null;
  keyId: string | null;
  header: Record<string, unknown> | null;
  payload: Record<string, unknown> | null;
  evaluatedAt: string;
}

const SECRET = 'a-string-secret-at-least-256-bits-long';
const secretBytes = new TextEncoder().encode(SECRET);
const NOW = '2025-06-01T12:30:00Z';
const IAT = 1748779200; // 2025-06-01T12:00:00Z
const EXP = IAT + 3600;

const verify = (input: Record<string, unknown>) => runOk<Data>(tool, { now: NOW, ...input });
const hs256 = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
  new SignJWT({ sub: 'user-42', ...claims }).setProtectedHeader({ alg: 'HS256', ...header }).setIssuedAt(IAT).setExpirationTime(EXP).sign(secretBytes);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A self-signed P-256 certificate and its PKCS#8 key (made with openssl for this test). */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBfDCCASGgAwIBAgIUTcmkPFkAuyqnDR4B9WM9unwJYAcwCgYIKoZIzj0EAwIw
EzERMA8GA1UEAwwIY3RwLXRlc3QwHhcNMjYxMTIyMDIxNjIxWhcNMzYxMTE5MDIx
NjIxWjATMREwDwYDVQQDDAhjdHAtdGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEH
A0IABEWosTfg9++zamV+26ewSzxoaZ028daUHVENlWmGAFGfCrxCNfP3VfB6aWWi
K73D+n1j2YQ6E1xB+e7TO/xRM+ijUzBRMB0GA1UdDgQWBBQw9FRHCj9cLcfFt+KI
QMYlaWCrdDAfBgNVHSMEGDAWgBQw9FRHCj9cLcfFt+KIQMYlaWCrdDAPBgNVHRMB
Af8EBTADAQH/MAoGCCqGSM49BAMCA0kAMEYCIQCnDCriVyGN1hpaiUpS0ef3XmQx
dalwGDyXx1tjOfIGRgIhAMVxDaAdsJbXLmdNhgsSAYt3iDVbAdO29j5gWFsyPJNy
-----END CERTIFICATE-----`;
const CERTIFICATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgZCh7j9xwQ8cwQIIt
vwao+/SPCS451aaJo/+na1pRao6hRANCAARFqLE34Pfvs2plftunsEs8aGmdNvHW
lB1RDZVphgBRnwq8QjXz91Xwemlloiu9w/p9Y9mEOhNcQfnu0zv8UTPo
-----END PRIVATE KEY-----`;

describe('jwt-verifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty token or key as missing', async () => {
    await runError(tool, { token: '', key: SECRET }, 'MISSING_REQUIRED');
    await runError(tool, { token: await hs256(), key: '' }, 'MISSING_REQUIRED');
  });

  it('verifies unicode claims and a unicode secret (signed with node:crypto)', async () => {
    const input = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ name: UNICODE_SAMPLE, exp: EXP })}`;
    const token = `${input}.${createHmac('sha256', Buffer.from(`${UNICODE_SAMPLE}-secret`, 'utf8')).update(input).digest('base64url')}`;
    const data = await verify({ token, key: `${UNICODE_SAMPLE}-secret` });
    expect(data.valid).toBe(true);
    expect(data.payload).toEqual({ name: UNICODE_SAMPLE, exp: EXP });
  });

  it('verifies an RS256 token signed by node:crypto with its PEM public key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const input = `${b64url({ alg: 'RS256', kid: 'node' })}.${b64url({ sub: 'x', exp: EXP })}`;
    const token = `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const data = await verify({ token, key: pem });
    expect(data).toMatchObject({ valid: true, algorithm: 'RS256', keyId: 'node', summary: `Valid: RS256 signature verified with the RSA public key; claims checked at 2025-06-01T12:30:00.000Z.` });
    // a tampered payload breaks the signature
    const forged = `${b64url({ alg: 'RS256', kid: 'node' })}.${b64url({ sub: 'admin', exp: EXP })}.${token.split('.')[2]}`;
    expect(await verify({ token: forged, key: pem })).toMatchObject({ valid: false, errorCode: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
  });

  it('handles the largest allowed token', async () => {
    const token = await hs256({ blob: 'x'.repeat(74_000) });
    expect(token.length).toBeLessThanOrEqual(100_000);
    expect((await verify({ token, key: SECRET })).valid).toBe(true);
    await runError(tool, { token: oversizedInput(tool, 'token'), key: SECRET }, 'CONSTRAINT_VIOLATION');
  });

  it('reports a wrong secret as an invalid signature, not an error', async () => {
    const data = await verify({ token: await hs256(), key: 'another-secret-that-is-long-enough-too' });
    expect(data).toMatchObject({
      valid: false,
      summary: 'Invalid: The signature does not match: the token was not signed with this key (HMAC secret (38 bytes, utf8)), or it was altered after signing.',
      errorCode: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
      failedClaim: null,
      payload: { sub: 'user-42', iat: IAT, exp: EXP },
    });
  });

  it('reads secrets as text, base64 or hex', async () => {
    const token = await hs256();
    expect((await verify({ token, key: Buffer.from(SECRET).toString('base64'), secretEncoding: 'base64' })).valid).toBe(true);
    expect((await verify({ token, key: Buffer.from(SECRET).toString('base64url'), secretEncoding: 'base64' })).valid).toBe(true);
    expect((await verify({ token, key: Buffer.from(SECRET).toString('hex'), secretEncoding: 'hex' })).valid).toBe(true);
    // the same text read as utf8 is a different key
    expect((await verify({ token, key: Buffer.from(SECRET).toString('hex') })).valid).toBe(false);
    expect(await runError(tool, { token, key: 'zz', secretEncoding: 'hex', now: NOW }, 'INVALID_INPUT')).toMatch(/^The secret is not valid hex: 'z' \(U\+007A\) at position 1/);
  });

  it('checks exp and nbf at the given time, with clock tolerance', async () => {
    const token = await hs256();
    const late = await verify({ token, key: SECRET, now: '2025-06-01T15:00:00Z' });
    expect(late).toMatchObject({
      valid: false,
      reason: 'The token expired at 2025-06-01T13:00:00.000Z, 2 hours before 2025-06-01T15:00:00.000Z',
      errorCode: 'ERR_JWT_EXPIRED',
      failedClaim: 'exp',
    });
    expect((await verify({ token, key: SECRET, now: '2025-06-01T13:00:30Z' })).valid).toBe(false);
    expect((await verify({ token, key: SECRET, now: '2025-06-01T13:00:30Z', clockTolerance: 60 })).valid).toBe(true);
    const future = await hs256({ nbf: EXP - 600 });
    expect(await verify({ token: future, key: SECRET })).toMatchObject({
      valid: false,
      reason: 'The token is not valid yet: "nbf" is 2025-06-01T12:50:00.000Z, 20 minutes after 2025-06-01T12:30:00.000Z',
      errorCode: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
      failedClaim: 'nbf',
    });
  });

  it('checks issuer, audience, subject and required claims', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('https://auth.example.com/').setAudience(['api', 'web']).setSubject('u1').setExpirationTime(EXP).sign(secretBytes);
    const base = { token, key: SECRET };
    expect((await verify({ ...base, issuer: 'https://auth.example.com/', audience: 'web', subject: 'u1' })).valid).toBe(true);
    expect(await verify({ ...base, issuer: 'https://evil.example/' })).toMatchObject({
      valid: false,
      reason: 'The issuer "iss" is "https://auth.example.com/"; expected "https://evil.example/"',
      failedClaim: 'iss',
    });
    expect(await verify({ ...base, audience: 'mobile, cli' })).toMatchObject({ reason: 'The audience "aud" is ["api","web"]; expected one of "mobile", "cli"', failedClaim: 'aud' });
    expect((await verify({ ...base, audience: 'cli, api' })).valid).toBe(true);
    expect(await verify({ ...base, subject: 'u2' })).toMatchObject({ reason: 'The subject "sub" is "u1"; expected "u2"', failedClaim: 'sub' });
    expect(await verify({ ...base, requiredClaims: 'exp, jti' })).toMatchObject({ reason: 'The required claim "jti" is missing', failedClaim: 'jti' });
  });

  it('never accepts "none" and rejects algorithm/key-type confusion', async () => {
    const none = new UnsecuredJWT({ sub: 'admin' }).encode();
    expect(await verify({ token: none, key: SECRET })).toMatchObject({
      valid: false,
      reason: 'The token is unsecured (alg "none"): it has no signature, so anyone could have made it',
      errorCode: 'ERR_JOSE_ALG_NOT_ALLOWED',
    });
    // the classic attack: HS256 signed with the server's public key text as the HMAC secret
    const { publicKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    const confused = await new SignJWT({ sub: 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(pem));
    expect(await verify({ token: confused, key: pem })).toMatchObject({
      valid: false,
      reason: 'The token is signed with HS256, which needs a shared secret, but the key given is a RSA public key (usable with RS256, RS384, RS512, PS256, PS384, PS512)',
      errorCode: 'ERR_JOSE_ALG_NOT_ALLOWED',
    });
    expect(await runError(tool, { token: await hs256(), key: SECRET, algorithms: 'HS256, none' }, 'INVALID_INPUT')).toBe(
      'Algorithm "none" cannot be allowed: an unsecured token has no signature to verify',
    );
  });

  it('applies the algorithm allow-list', async () => {
    const token = await hs256();
    expect((await verify({ token, key: SECRET, algorithms: 'HS256,HS512' })).valid).toBe(true);
    expect(await verify({ token, key: SECRET, algorithms: 'HS512' })).toMatchObject({
      valid: false,
      reason: "The token's algorithm HS256 is not in the allowed list (HS512)",
      errorCode: 'ERR_JOSE_ALG_NOT_ALLOWED',
    });
    expect(await runError(tool, { token, key: SECRET, algorithms: 'HS257' }, 'INVALID_INPUT')).toMatch(/^Unknown algorithm "HS257" in "algorithms"; supported: HS256, /);
  });

  it('verifies ES256, PS256 and EdDSA with JWKs, and picks the key from a JWKS by kid', async () => {
    for (const alg of ['ES256', 'PS256', 'EdDSA'] as const) {
      const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
      const token = await new SignJWT({ alg }).setProtectedHeader({ alg, kid: 'k2' }).setExpirationTime(EXP).sign(privateKey);
      const jwk = await exportJWK(publicKey);
      expect((await verify({ token, key: JSON.stringify(jwk) })).valid, alg).toBe(true);
      expect((await verify({ token, key: await exportSPKI(publicKey) })).valid, alg).toBe(true);
      const other = await exportJWK((await generateKeyPair(alg)).publicKey);
      const jwks = JSON.stringify({ keys: [{ ...other, kid: 'k1' }, { ...jwk, kid: 'k2' }] });
      expect((await verify({ token, key: jwks })).valid, alg).toBe(true);
      const missing = JSON.stringify({ keys: [{ ...other, kid: 'k1' }] });
      expect(await verify({ token, key: missing })).toMatchObject({ valid: false, errorCode: 'ERR_JWKS_NO_MATCHING_KEY', reason: expect.stringContaining('kid "k2"') });
    }
  });

  it('verifies with an X.509 certificate and accepts a private key (using only its public part)', async () => {
    const privateKey = await importPKCS8(CERTIFICATE_KEY, 'ES256');
    const token = await new SignJWT({ sub: 'cert' }).setProtectedHeader({ alg: 'ES256' }).setExpirationTime(EXP).sign(privateKey);
    expect(await verify({ token, key: CERTIFICATE })).toMatchObject({ valid: true, summary: expect.stringContaining('EC P-256 certificate') });
    const result = await runTool(tool, { token, key: CERTIFICATE_KEY, now: NOW });
    expect(result.success && (result.data as Data).valid).toBe(true);
    expect(result.metadata?.warnings?.[0]).toMatch(/^A private key was given: only its public part was used/);
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwkToken = await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setExpirationTime(EXP).sign(pair.privateKey);
    expect((await verify({ token: jwkToken, key: JSON.stringify(await exportJWK(pair.privateKey)) })).valid).toBe(true);
    expect((await verify({ token: jwkToken, key: await exportPKCS8(pair.privateKey) })).valid).toBe(true);
  });

  it('warns about short secrets and tokens without exp', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('short'));
    const result = await runTool(tool, { token, key: 'short', now: NOW });
    expect(result.success && (result.data as Data).valid).toBe(true);
    expect(result.metadata?.warnings).toEqual([
      'The secret is 5 bytes; RFC 7518 requires at least 32 bytes (the hash size) for HS256. Short secrets can be brute-forced.',
      'The token has no "exp" claim: it never expires. Add "exp" to the required claims to reject such tokens.',
    ]);
  });

  it('rejects tokens with unknown critical headers', async () => {
    const input = `${b64url({ alg: 'HS256', crit: ['x-custom'], 'x-custom': 1 })}.${b64url({ exp: EXP })}`;
    const token = `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
    expect(await verify({ token, key: SECRET })).toMatchObject({ valid: false, errorCode: 'ERR_JOSE_NOT_SUPPORTED', reason: expect.stringContaining('crit: x-custom') });
  });

  it('ignores a Bearer prefix and line breaks', async () => {
    const token = await hs256();
    expect((await verify({ token: `Bearer ${token.slice(0, 40)}\n${token.slice(40)}`, key: SECRET })).valid).toBe(true);
  });

  it('answers a malformed token with valid=false and the reason, not an error', async () => {
    const rejected = async (token: string) => {
      const data = await verify({ token, key: SECRET });
      expect(data.valid).toBe(false);
      expect(data.summary).toBe(`Invalid: ${data.reason}.`);
      expect(data.failedClaim).toBeNull();
      expect(data.payload).toBeNull();
      return data;
    };
    expect(await rejected('%%% not valid {{{')).toEqual({
      valid: false,
      summary: 'Invalid: A signed JWT has 3 segments separated by "." (header.payload.signature); this has no "." at all.',
      reason: 'A signed JWT has 3 segments separated by "." (header.payload.signature); this has no "." at all',
      errorCode: 'ERR_JWS_INVALID',
      failedClaim: null,
      algorithm: null,
      keyId: null,
      header: null,
      payload: null,
      evaluatedAt: '2025-06-01T12:30:00.000Z',
    });
    expect((await rejected('abc.def')).reason).toBe('A signed JWT has 3 segments separated by "." (header.payload.signature); this has 2');
    expect((await rejected('ab%c.e30.sig')).reason).toMatch(/^The header segment is not valid base64url \(positions count within the segment\): .*position 3/);
    const noAlg = await rejected(`${b64url({ typ: 'JWT', kid: 'k1' })}.${b64url({})}.sig`);
    expect(noAlg).toMatchObject({ reason: 'The header has no "alg" (algorithm), so the token cannot be verified', errorCode: 'ERR_JWS_INVALID', header: { typ: 'JWT', kid: 'k1' }, keyId: 'k1', algorithm: null });
    const badPayload = await rejected('eyJhbGciOiJIUzI1NiJ9.bm90anNvbg.sig');
    expect(badPayload).toMatchObject({ errorCode: 'ERR_JWT_INVALID', algorithm: 'HS256', header: { alg: 'HS256' } });
    expect(badPayload.reason).toMatch(/^The payload segment is not valid JSON \(line 1, column 1/);
    expect((await rejected(`${b64url({ alg: 'HS256' })}.${b64url([1])}.sig`)).reason).toBe('The payload must be a JSON object, but it is an array');
    const jwe = await new EncryptJWT({}).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(new Uint8Array(32));
    expect((await rejected(jwe)).reason).toMatch(/^This is an encrypted token \(JWE/);
  });

  it('still refuses a missing token and unusable keys, malformed token or not, as errors', async () => {
    await runError(tool, { token: '', key: SECRET }, 'MISSING_REQUIRED');
    expect(await runError(tool, { token: 'abc.def', key: '{"kty": "RSA", "n": ' }, 'INVALID_INPUT')).toMatch(/^The key is not valid JSON \(line 1, column 21/);
    const token = await hs256();
    expect(await runError(tool, { token, key: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }, 'INVALID_INPUT')).toMatch(/^The public key could not be read/);
    const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'pkcs1', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    expect(await runError(tool, { token, key: pkcs1.publicKey }, 'INVALID_INPUT')).toMatch(/^"RSA PUBLIC KEY" is a legacy PKCS#1 PEM, which Web Crypto cannot read. Convert it: openssl pkey -pubin/);
    expect(await runError(tool, { token, key: '{"kty": "RSA", "n": ' }, 'INVALID_INPUT')).toMatch(/^The key is not valid JSON \(line 1, column 21/);
    expect(await runError(tool, { token, key: '{"kty":"EC","crv":"secp256k1","x":"a","y":"b"}' }, 'INVALID_INPUT')).toMatch(/cannot verify JWS signatures here/);
    await runError(tool, { token, key: SECRET, keyFormat: 'x509' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { token, key: SECRET, clockTolerance: -1 }, 'CONSTRAINT_VIOLATION');
  });
});
