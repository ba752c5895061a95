import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { EncryptJWT, SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = {
  kind: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown> | null;
  signature: string | null;
  algorithm: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  notBefore: string | null;
  evaluatedAt: string;
  expired: boolean | null;
  notYetValid: boolean | null;
  secondsUntilExpiry: number | null;
  expiresIn: string | null;
};

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hs256 = (header: unknown, payload: unknown) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', 'secret').update(input).digest('base64url')}`;
};
const decode = (token: string, now = '2024-01-01T00:00:00Z') => runOk<Out>(tool, { token, now });
const secret = new TextEncoder().encode('a-string-secret-at-least-256-bits-long');

describe('jwt-decoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { token: '' }, 'MISSING_REQUIRED');
  });

  it('decodes unicode claims', async () => {
    const data = await decode(hs256({ alg: 'HS256' }, { name: UNICODE_SAMPLE }));
    expect(data.payload).toEqual({ name: UNICODE_SAMPLE });
  });

  it('agrees with jose on tokens jose signs (HS256, RS256, ES256)', async () => {
    const rsa = await generateKeyPair('RS256');
    const ec = await generateKeyPair('ES256');
    const cases: Array<[string, CryptoKey | Uint8Array]> = [['HS256', secret], ['RS256', rsa.privateKey], ['ES256', ec.privateKey]];
    for (const [alg, key] of cases) {
      const token = await new SignJWT({ sub: 'user-1', roles: ['admin', 'ü'], n: 1.5, nested: { a: null } })
        .setProtectedHeader({ alg, kid: 'k1', typ: 'JWT' })
        .setIssuedAt(1_700_000_000)
        .setNotBefore(1_700_000_010)
        .setExpirationTime(1_700_003_600)
        .setIssuer('https://issuer.example')
        .setAudience(['a', 'b'])
        .setJti('id-1')
        .sign(key);
      const data = await decode(token, '2023-11-14T22:30:00Z');
      expect(data.header).toEqual(decodeProtectedHeader(token));
      expect(data.payload).toEqual(decodeJwt(token));
      expect(data.signature).toBe(token.split('.')[2]);
      expect(data.algorithm).toBe(alg);
      expect(data.issuedAt).toBe(new Date(1_700_000_000_000).toISOString());
      expect(data.notBefore).toBe('2023-11-14T22:13:30.000Z');
      expect(data.expiresAt).toBe('2023-11-14T23:13:20.000Z');
      expect(data.expired).toBe(false);
      expect(data.notYetValid).toBe(false);
      expect(data.secondsUntilExpiry).toBe(1_700_003_600 - Date.parse('2023-11-14T22:30:00Z') / 1000);
      expect(data.expiresIn).toBe('in 43 minutes 20 seconds');
    }
  });

  it('reports expired and not-yet-valid tokens relative to "now"', async () => {
    const token = hs256({ alg: 'HS256' }, { nbf: 1_704_067_200, exp: 1_704_153_600 }); // 2024-01-01 → 2024-01-02
    const before = await decode(token, '2023-12-31T22:00:00Z');
    expect([before.notYetValid, before.expired, before.expiresIn]).toEqual([true, false, 'in 1 day 2 hours']);
    const at = await decode(token, '2024-01-02T00:00:00Z'); // exp is exclusive: expired at that instant
    expect([at.notYetValid, at.expired, at.secondsUntilExpiry, at.expiresIn]).toEqual([false, true, 0, 'now']);
    const after = await decode(token, '2025-03-04T05:06:07Z');
    expect([after.expired, after.expiresIn]).toEqual([true, '1 year 62 days ago']);
    expect(after.secondsUntilExpiry).toBe(1_704_153_600 - Date.parse('2025-03-04T05:06:07Z') / 1000);
  });

  it('reads "now" without an offset as UTC, and with an offset as given', async () => {
    const token = hs256({ alg: 'HS256' }, { exp: 1_704_067_200 });
    expect((await decode(token, '2024-01-01T00:00')).evaluatedAt).toBe('2024-01-01T00:00:00.000Z');
    expect((await decode(token, '2024-01-01T02:00:00+02:00')).secondsUntilExpiry).toBe(0);
  });

  it('uses the current time when "now" is not given', async () => {
    const token = hs256({ alg: 'HS256' }, { exp: Math.floor(Date.now() / 1000) + 3600 });
    const before = Date.now();
    const data = await runOk<Out>(tool, { token });
    expect(Date.parse(data.evaluatedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(data.evaluatedAt)).toBeLessThanOrEqual(Date.now());
    expect(data.expired).toBe(false);
    expect(data.secondsUntilExpiry!).toBeGreaterThan(3500);
  });

  it('accepts a Bearer prefix, quotes and line breaks', async () => {
    const token = hs256({ alg: 'HS256' }, { sub: 'x' });
    const wrapped = `Authorization: Bearer ${token.slice(0, 20)}\n  ${token.slice(20)}\n`;
    expect((await decode(wrapped)).payload).toEqual({ sub: 'x' });
    expect((await decode(`"${token}"`)).payload).toEqual({ sub: 'x' });
  });

  it('decodes only the header of a JWE and says it is encrypted', async () => {
    const key = new Uint8Array(32).fill(7);
    const jwe = await new EncryptJWT({ secret: 'data' }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: 'e1' }).encrypt(key);
    expect(jwe.split('.')).toHaveLength(5);
    expect(await decode(jwe)).toEqual({
      kind: 'JWE',
      header: { alg: 'dir', enc: 'A256GCM', kid: 'e1' },
      payload: null,
      signature: null,
      algorithm: 'dir',
      issuedAt: null,
      expiresAt: null,
      notBefore: null,
      evaluatedAt: '2024-01-01T00:00:00.000Z',
      expired: null,
      notYetValid: null,
      secondsUntilExpiry: null,
      expiresIn: null,
    });
  });

  it('warns about unsecured tokens and unusable time claims', async () => {
    const unsecured = new UnsecuredJWT({ sub: 'x' }).encode();
    const result = await runTool(tool, { token: unsecured, now: '2024-01-01T00:00:00Z' });
    expect(result.success && (result.data as Out).signature).toBe('');
    expect(result.metadata?.warnings).toEqual(['Unsecured token (alg "none"): it has no signature, so anyone can create or change it.']);

    const odd = hs256({ typ: 'JWT' }, { exp: '1704067200', iat: 1_704_067_200_000 });
    const r = await runTool(tool, { token: odd, now: '2024-01-01T00:00:00Z' });
    const data = r.success ? (r.data as Out) : undefined;
    expect([data?.expiresAt, data?.expired, data?.issuedAt]).toEqual([null, null, new Date(1_704_067_200_000_000).toISOString()]);
    expect(r.metadata?.warnings).toEqual([
      'The header has no "alg" (algorithm) string, so the token cannot be verified.',
      '"iat" (1704067200000) is in the year 55969: it looks like milliseconds, but JWT times are in seconds.',
      '"exp" is "1704067200", not a NumericDate (a number of seconds since 1970-01-01T00:00:00Z); it was ignored.',
      '"iat" is 53981 years 212 days after 2024-01-01T00:00:00.000Z: the token claims to be issued in the future (clock skew?).',
    ]);
  });

  it('rejects a wrong number of segments', async () => {
    expect(await runError(tool, { token: 'abc.def' }, 'INVALID_INPUT')).toBe(
      'A JWT has 3 segments separated by "." (header.payload.signature), or 5 for an encrypted JWE; it has 2.',
    );
    expect(await runError(tool, { token: 'eyJhbGciOiJIUzI1NiJ9' }, 'INVALID_INPUT')).toMatch(/it has no "\." at all\. Is this the whole token\?/);
  });

  it('names the segment and position of bad base64url', async () => {
    const token = hs256({ alg: 'HS256' }, { a: 1 });
    const [h, p, s] = token.split('.');
    expect(await runError(tool, { token: `${h}.${p!.slice(0, 4)}+${p!.slice(5)}.${s}` }, 'INVALID_INPUT')).toBe(
      "Segment 2 (payload) is not valid base64url (positions count within the segment): '+' (U+002B) at position 5 is not in the base64url alphabet (it uses '-' and '_' instead of '+' and '/')",
    );
    expect(await runError(tool, { token: `${h}=.${p}.${s}` }, 'INVALID_INPUT')).toMatch(/^Segment 1 \(header\) .*'=' padding at position 21 is not allowed/);
    expect(await runError(tool, { token: `${h}.${p}.${s!.slice(0, -2)}` }, 'INVALID_INPUT')).toMatch(/^Segment 3 \(signature\) .*leave 1 character over/);
  });

  it('reports non-JSON, non-object and non-UTF-8 segments', async () => {
    const sig = 'c2ln';
    expect(await runError(tool, { token: `${b64('{"alg":"HS256",}')}.${b64({})}.${sig}` }, 'INVALID_INPUT')).toBe(
      'Segment 1 (header) is not valid JSON at line 1, column 16: property name (in double quotes) expected. Decoded text: "{\\"alg\\":\\"HS256\\",}"',
    );
    expect(await runError(tool, { token: `${b64({ alg: 'HS256' })}.${b64('[1,2]')}.${sig}` }, 'INVALID_INPUT')).toBe(
      'Segment 2 (payload) must be a JSON object, but it is an array',
    );
    const binary = Buffer.from([0xff, 0xfe]).toString('base64url');
    expect(await runError(tool, { token: `${binary}.${b64({})}.${sig}` }, 'INVALID_INPUT')).toBe(
      'Segment 1 (header) does not decode to UTF-8 text (byte 0xFF at offset 0), so it is not JSON',
    );
    expect(await runError(tool, { token: `${b64({ alg: 'HS256' })}..${sig}` }, 'INVALID_INPUT')).toMatch(/Segment 2 \(payload\) is empty \(a JWS with a detached payload/);
  });

  it('decodes the largest allowed token and rejects one character more', async () => {
    const claim = largestInput(tool, 'token', 'x').slice(0, 700_000);
    const token = hs256({ alg: 'HS256' }, { data: claim });
    expect(token.length).toBeLessThanOrEqual(1_000_000);
    expect((await decode(token)).payload).toEqual({ data: claim });
    await runError(tool, { token: oversizedInput(tool, 'token') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects a "now" that is not a date-time', async () => {
    await runError(tool, { token: hs256({ alg: 'HS256' }, {}), now: 'tomorrow' }, 'INVALID_INPUT');
  });
});
