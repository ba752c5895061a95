import { describe, expect, it } from 'vitest';
import { createHmac, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, jwtVerify } from 'jose';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { token: string; header: Record<string, string>; payload: Record<string, unknown> };
const sign = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const NOW = '2024-01-01T00:00:00Z';
const IAT = 1704067200;
const SECRET = 'a-string-secret-at-least-256-bits-long';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// One RSA key for all RS*/PS* tests (generation is slow), in every PEM form.
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const rsaPkcs8 = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const rsaPkcs1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;

describe('jwt-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty payload, a missing secret or a missing key as missing', async () => {
    await runError(tool, { payload: '', secret: SECRET }, 'MISSING_REQUIRED');
    await runError(tool, { payload: { a: 1 } }, 'MISSING_REQUIRED');
    await runError(tool, { payload: { a: 1 }, secret: '' }, 'MISSING_REQUIRED');
    await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', secret: SECRET }, 'MISSING_REQUIRED');
  });

  it('matches an HMAC computed with node:crypto for HS256, HS384 and HS512', async () => {
    for (const [alg, hash] of [['HS256', 'sha256'], ['HS384', 'sha384'], ['HS512', 'sha512']] as const) {
      const secret = SECRET + 'x'.repeat(40);
      const data = await sign({ payload: { sub: '1' }, algorithm: alg, secret, now: NOW });
      const signingInput = `${b64url({ alg, typ: 'JWT' })}.${b64url({ sub: '1', iat: IAT })}`;
      expect(data.token).toBe(`${signingInput}.${createHmac(hash, secret).update(signingInput).digest('base64url')}`);
      const { payload, protectedHeader } = await jwtVerify(data.token, new TextEncoder().encode(secret), { currentDate: new Date(NOW) });
      expect(payload).toEqual({ sub: '1', iat: IAT });
      expect(protectedHeader).toEqual({ alg, typ: 'JWT' });
    }
  });

  it('signs the unicode sample in the payload as UTF-8 JSON', async () => {
    const data = await sign({ payload: { name: UNICODE_SAMPLE }, secret: SECRET, now: NOW });
    expect(Buffer.from(data.token.split('.')[1]!, 'base64url').toString('utf8')).toBe(`{"name":"${UNICODE_SAMPLE}","iat":${IAT}}`);
    const { payload } = await jwtVerify(data.token, new TextEncoder().encode(SECRET));
    expect(payload.name).toBe(UNICODE_SAMPLE);
  });

  it('reads the secret as UTF-8, Base64(url) or hex', async () => {
    const bytes = Buffer.from(SECRET, 'utf8');
    const expected = (await sign({ payload: { a: 1 }, secret: SECRET, now: NOW })).token;
    expect((await sign({ payload: { a: 1 }, secret: bytes.toString('base64'), secretEncoding: 'base64', now: NOW })).token).toBe(expected);
    expect((await sign({ payload: { a: 1 }, secret: bytes.toString('base64url'), secretEncoding: 'base64', now: NOW })).token).toBe(expected);
    expect((await sign({ payload: { a: 1 }, secret: bytes.toString('hex'), secretEncoding: 'hex', now: NOW })).token).toBe(expected);
    const random = Buffer.from('00ff10e0'.repeat(8), 'hex');
    const token = (await sign({ payload: { a: 1 }, secret: random.toString('hex'), secretEncoding: 'hex', now: NOW })).token;
    await expect(jwtVerify(token, new Uint8Array(random))).resolves.toBeTruthy();
    expect(await runError(tool, { payload: { a: 1 }, secret: 'abc', secretEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/^The secret is not valid hex: it has 3 hex digits, an odd number/);
    expect(await runError(tool, { payload: { a: 1 }, secret: 'ab$c', secretEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/^The secret is not valid base64: invalid character '\$' \(U\+0024\) at position 3/);
    expect(await runError(tool, { payload: { a: 1 }, secret: '  ', secretEncoding: 'base64' }, 'INVALID_INPUT')).toBe('The secret decodes to 0 bytes; an HMAC key cannot be empty.');
  });

  it('warns, without failing, about HMAC secrets shorter than the hash', async () => {
    const weak = await runTool(tool, { payload: { a: 1 }, secret: 'your-256-bit-secret', now: NOW });
    expect(weak.success).toBe(true);
    expect(weak.metadata?.warnings).toEqual([
      'The secret is only 19 bytes; RFC 7518 §3.2 requires at least 32 bytes (256 bits) for HS256. Short secrets can be brute-forced from any token.',
    ]);
    const hs512 = await runTool(tool, { payload: { a: 1 }, algorithm: 'HS512', secret: SECRET, now: NOW });
    expect(hs512.metadata?.warnings?.[0]).toMatch(/only 38 bytes; .* at least 64 bytes \(512 bits\) for HS512/);
    expect((await runTool(tool, { payload: { a: 1 }, secret: SECRET, now: NOW })).metadata?.warnings).toBeUndefined();
  });

  it('signs with RSA (RS* and PS*) from PKCS#8 and PKCS#1 PEM, verified with the public key', async () => {
    const publicKey = rsa.publicKey;
    for (const alg of ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512']) {
      for (const privateKey of [rsaPkcs8, rsaPkcs1]) {
        const data = await sign({ payload: { sub: 'rsa' }, algorithm: alg, privateKey, now: NOW });
        const { payload, protectedHeader } = await jwtVerify(data.token, publicKey, { algorithms: [alg] });
        expect(payload).toEqual({ sub: 'rsa', iat: IAT });
        expect(protectedHeader).toEqual({ alg, typ: 'JWT' });
      }
    }
    // RS* signatures are deterministic: the same input gives the same token
    const a = await sign({ payload: { sub: 'rsa' }, algorithm: 'RS256', privateKey: rsaPkcs8, now: NOW });
    const b = await sign({ payload: { sub: 'rsa' }, algorithm: 'RS256', privateKey: rsaPkcs1, now: NOW });
    expect(a.token).toBe(b.token);
  });

  it('signs with ECDSA (P-256, P-384, P-521) and Ed25519 from PKCS#8 PEM, SEC1 PEM and JWK', async () => {
    for (const [alg, namedCurve] of [['ES256', 'P-256'], ['ES384', 'P-384'], ['ES512', 'P-521']] as const) {
      const pair = await generateKeyPair(alg, { extractable: true });
      const sec1 = generateKeyPairSync('ec', { namedCurve });
      const keys: Array<[string, Parameters<typeof jwtVerify>[1]]> = [
        [await exportPKCS8(pair.privateKey), pair.publicKey],
        [JSON.stringify(await exportJWK(pair.privateKey)), pair.publicKey],
        [sec1.privateKey.export({ type: 'sec1', format: 'pem' }) as string, sec1.publicKey],
      ];
      for (const [privateKey, publicKey] of keys) {
        const data = await sign({ payload: { sub: alg }, algorithm: alg, privateKey, now: NOW });
        const { payload } = await jwtVerify(data.token, publicKey, { algorithms: [alg] });
        expect(payload).toEqual({ sub: alg, iat: IAT });
      }
    }
    const ed = await generateKeyPair('EdDSA', { extractable: true });
    for (const privateKey of [await exportPKCS8(ed.privateKey), JSON.stringify(await exportJWK(ed.privateKey))]) {
      const data = await sign({ payload: { sub: 'ed' }, algorithm: 'EdDSA', privateKey, now: NOW });
      const { payload, protectedHeader } = await jwtVerify(data.token, ed.publicKey);
      expect(payload).toEqual({ sub: 'ed', iat: IAT });
      expect(protectedHeader.alg).toBe('EdDSA');
    }
  });

  it('rejects a key that does not match the algorithm, naming both', async () => {
    const p256 = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
    const ed = await exportPKCS8((await generateKeyPair('EdDSA', { extractable: true })).privateKey);
    const cases: Array<[string, string, string]> = [
      ['ES256', rsaPkcs8, 'Invalid private key: ES256 needs an EC key on P-256, but the private key is an RSA key (2048 bits): use RS256/384/512 or PS256/384/512, or pass a matching key.'],
      ['ES384', p256, 'Invalid private key: ES384 needs an EC key on P-384, but the private key is an EC key on P-256: use ES256, or pass a matching key.'],
      ['RS256', p256, 'Invalid private key: RS256 needs an RSA key, but the private key is an EC key on P-256: use ES256, or pass a matching key.'],
      ['EdDSA', rsaPkcs1, 'Invalid private key: EdDSA needs an Ed25519 key, but the private key is an RSA key (2048 bits): use RS256/384/512 or PS256/384/512, or pass a matching key.'],
      ['PS256', ed, 'Invalid private key: PS256 needs an RSA key, but the private key is an Ed25519 key: use EdDSA, or pass a matching key.'],
    ];
    for (const [algorithm, privateKey, message] of cases) expect(await runError(tool, { payload: { a: 1 }, algorithm, privateKey }, 'INVALID_INPUT')).toBe(message);
  });

  it('rejects small RSA keys, public keys, encrypted keys and non-keys with advice', async () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: small }, 'INVALID_INPUT')).toBe(
      'Invalid private key: the RSA key has 1024 bits; RS256 requires at least 2048 bits (RFC 7518 §3.3).',
    );
    const spki = await exportSPKI(createPublicKey(rsaPkcs8));
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: spki }, 'INVALID_INPUT')).toBe(
      'Invalid private key: this is a public key, not a private key: signing needs the private key (verification uses the public one).',
    );
    const encrypted = rsa.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' }) as string;
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: encrypted }, 'INVALID_INPUT')).toMatch(/^Invalid private key: the private key is encrypted; decrypt it first/);
    const legacyEncrypted = rsa.privateKey.export({ type: 'pkcs1', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' }) as string;
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: legacyEncrypted }, 'INVALID_INPUT')).toMatch(/encrypted \(Proc-Type: 4,ENCRYPTED\)/);
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: 'hello' }, 'INVALID_INPUT')).toBe(
      'Invalid private key: expected a PEM private key (-----BEGIN PRIVATE KEY-----) or a JWK (a JSON object).',
    );
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB' }, 'INVALID_INPUT')).toMatch(/PEM block is incomplete/);
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' }, 'INVALID_INPUT')).toMatch(
      /^Invalid private key: the key data is not a PKCS#8 private key/,
    );
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'RS256', privateKey: '-----BEGIN PRIVATE KEY-----\nMII$\n-----END PRIVATE KEY-----' }, 'INVALID_INPUT')).toMatch(
      /^Invalid private key: the body of the PRIVATE KEY block is not valid Base64: invalid character '\$'/,
    );
  });

  it('checks JWKs: private part, alg, type, sets', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(pair.privateKey);
    const pub = await exportJWK(pair.publicKey);
    const run = (privateKey: unknown, algorithm = 'ES256') => runError(tool, { payload: { a: 1 }, algorithm, privateKey: JSON.stringify(privateKey) }, 'INVALID_INPUT');
    expect(await run(pub)).toBe('Invalid private key: the JWK has no "d": it is a public key, but signing needs the private key.');
    expect(await run({ ...jwk, alg: 'ES384' })).toBe('Invalid private key: the JWK says "alg": "ES384", but the algorithm is ES256; pick ES384 or remove "alg" from the JWK.');
    expect(await run({ kty: 'oct', k: 'c2VjcmV0' })).toMatch(/symmetric \("oct"\) JWK: choose HS256\/384\/512/);
    expect(await run({ keys: [jwk, jwk] })).toBe('Invalid private key: this is a JWK Set with 2 keys; pass the one private key to sign with.');
    expect(await runError(tool, { payload: { a: 1 }, algorithm: 'ES256', privateKey: '{"kty": "EC",' }, 'INVALID_INPUT')).toMatch(/^Invalid private key: the JWK is not valid JSON at line 1, column \d+: /);
    const { d, p, q, dp, dq, qi, ...rsaWithoutCrt } = (await exportJWK(createPublicKey(rsaPkcs8))) as Record<string, string>;
    void [d, p, q, dp, dq, qi];
    expect(await run({ ...rsaWithoutCrt, d: 'AQAB' }, 'RS256')).toBe('Invalid private key: the RSA JWK lacks p, q, dp, dq, qi; Web Crypto needs all private (CRT) parameters.');
    // a one-key set works, and its kid becomes the header kid
    const data = await sign({ payload: { a: 1 }, algorithm: 'ES256', privateKey: JSON.stringify({ keys: [{ ...jwk, kid: 'key-1', use: 'sig' }] }), now: NOW });
    expect(data.header).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'key-1' });
    expect(decodeProtectedHeader(data.token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'key-1' });
    await expect(jwtVerify(data.token, pair.publicKey)).resolves.toBeTruthy();
  });

  it('sets kid and typ headers', async () => {
    const data = await sign({ payload: { a: 1 }, secret: SECRET, kid: '2024-01', typ: 'at+jwt', now: NOW });
    expect(data.header).toEqual({ alg: 'HS256', typ: 'at+jwt', kid: '2024-01' });
    expect(decodeProtectedHeader(data.token)).toEqual({ alg: 'HS256', typ: 'at+jwt', kid: '2024-01' });
  });

  it('adds iat from "now" or the current time, keeps a payload iat, and can leave it out', async () => {
    expect((await sign({ payload: { a: 1 }, secret: SECRET, now: '2024-01-01T01:00:00.999+01:00' })).payload).toEqual({ a: 1, iat: IAT });
    const before = Math.floor(Date.now() / 1000);
    const current = (await sign({ payload: { a: 1 }, secret: SECRET })).payload.iat as number;
    expect(current).toBeGreaterThanOrEqual(before);
    expect(current).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await sign({ payload: { a: 1, iat: 5 }, secret: SECRET, now: NOW })).payload).toEqual({ a: 1, iat: 5 });
    expect((await sign({ payload: { a: 1 }, secret: SECRET, setIssuedAt: false, now: NOW })).payload).toEqual({ a: 1 });
  });

  it('adds exp relative to iat, replacing a payload exp with a warning', async () => {
    expect((await sign({ payload: { a: 1 }, secret: SECRET, expiresIn: 60, now: NOW })).payload).toEqual({ a: 1, iat: IAT, exp: IAT + 60 });
    expect((await sign({ payload: { iat: 1000 }, secret: SECRET, expiresIn: -10, now: NOW })).payload).toEqual({ iat: 1000, exp: 990 });
    expect((await sign({ payload: {}, secret: SECRET, setIssuedAt: false, expiresIn: 60, now: NOW })).payload).toEqual({ exp: IAT + 60 });
    const replaced = await runTool(tool, { payload: { exp: 1 }, secret: SECRET, expiresIn: 60, now: NOW });
    expect(replaced.success && replaced.data).toMatchObject({ payload: { exp: IAT + 60, iat: IAT } });
    expect(replaced.metadata?.warnings).toEqual(['The payload\'s "exp" (1) was replaced by iat + expiresIn.']);
    const verified = await jwtVerify((await sign({ payload: {}, secret: SECRET, expiresIn: 60 })).token, new TextEncoder().encode(SECRET));
    expect(verified.payload.exp).toBe((verified.payload.iat as number) + 60);
    await runError(tool, { payload: {}, secret: SECRET, expiresIn: 1.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('warns about time claims that are not NumericDates', async () => {
    const result = await runTool(tool, { payload: { exp: Date.now(), nbf: '2024-01-01' }, secret: SECRET, now: NOW });
    expect(result.metadata?.warnings).toEqual([
      expect.stringMatching(/^"exp" \(\d+\) is in the year \d+: it looks like milliseconds, but JWT times are in seconds\.$/),
      '"nbf" is "2024-01-01", not a NumericDate (a number of seconds since 1970-01-01T00:00:00Z); verifiers will reject or ignore it.',
    ]);
  });

  it('rejects a payload that is not a JSON object', async () => {
    expect(await runError(tool, { payload: '[1,2]', secret: SECRET }, 'INVALID_INPUT')).toBe('The payload must be a JSON object of claims, e.g. {"sub":"123"}, but it is an array.');
    expect(await runError(tool, { payload: '"text"', secret: SECRET }, 'INVALID_INPUT')).toMatch(/but it is a string\.$/);
    expect(await runError(tool, { payload: 'null', secret: SECRET }, 'INVALID_INPUT')).toMatch(/but it is null\.$/);
    expect(await runError(tool, { payload: '{"a":', secret: SECRET }, 'INVALID_INPUT')).toMatch(/is not valid JSON/);
  });

  it('signs the largest allowed payload', async () => {
    const payload = `{"d":"${largestInput(tool, 'payload').slice(8)}"}`;
    expect(payload.length).toBe(1_000_000);
    const data = await sign({ payload, secret: SECRET, setIssuedAt: false });
    const { payload: verified } = await jwtVerify(data.token, new TextEncoder().encode(SECRET));
    expect((verified.d as string).length).toBe(1_000_000 - 8);
  });
});
