import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = {
  code: string; mode: string; counter: number; previousCode?: string; nextCode: string;
  secondsRemaining?: number; validFrom?: string; validUntil?: string; uri: string;
};

/** RFC 4648 base32, independent of the tool. */
function base32(bytes: Uint8Array): string {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0, value = 0, out = '';
  for (const b of bytes) {
    value = (value << 8) | b; bits += 8;
    while (bits >= 5) { out += A[(value >>> (bits - 5)) & 31]; bits -= 5; }
  }
  if (bits > 0) out += A[(value << (5 - bits)) & 31];
  return out;
}
const ascii = (s: string) => new TextEncoder().encode(s);

/** RFC 4226 §5.3 with node:crypto. */
function reference(key: Uint8Array, counter: number, algorithm: string, digits: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const o = mac[mac.length - 1]! & 0xf;
  const bin = ((mac[o]! & 0x7f) << 24) | (mac[o + 1]! << 16) | (mac[o + 2]! << 8) | mac[o + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const SEEDS = {
  SHA1: ascii('12345678901234567890'),
  SHA256: ascii('12345678901234567890123456789012'),
  SHA512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};

describe('totp-generator', () => {
  itReproducesItsExample(tool);

  it('matches the RFC 6238 Appendix B test vectors (SHA-1, SHA-256, SHA-512, 8 digits)', async () => {
    const table: Array<[number, string, string, string]> = [
      [59, '94287082', '46119246', '90693936'],
      [1111111109, '07081804', '68084774', '25091201'],
      [1111111111, '14050471', '67062674', '99943326'],
      [1234567890, '89005924', '91819424', '93441116'],
      [2000000000, '69279037', '90698825', '38618901'],
      [20000000000, '65353130', '77737706', '47863826'],
    ];
    for (const [seconds, ...codes] of table) {
      for (const [i, algorithm] of (['SHA1', 'SHA256', 'SHA512'] as const).entries()) {
        const data = await runOk<Out>(tool, { secret: base32(SEEDS[algorithm]), algorithm, digits: '8', time: iso(seconds) });
        expect(data.code, `${algorithm} at ${seconds}`).toBe(codes[i]);
        expect(data.counter).toBe(Math.floor(seconds / 30));
      }
    }
  });

  it('matches the RFC 4226 Appendix D HOTP test vectors, with previous and next codes', async () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    const secret = base32(SEEDS.SHA1);
    for (let counter = 0; counter < 10; counter++) {
      const data = await runOk<Out>(tool, { secret, mode: 'hotp', counter });
      expect(data.code).toBe(expected[counter]);
      expect(data.previousCode).toBe(counter === 0 ? undefined : expected[counter - 1]);
      if (counter < 9) expect(data.nextCode).toBe(expected[counter + 1]);
      expect(data.secondsRemaining).toBeUndefined();
      expect(data.uri).toBe(`otpauth://hotp/account?secret=${secret}&algorithm=SHA1&digits=6&counter=${counter}`);
    }
  });

  it('agrees with an independent node:crypto implementation for every algorithm, digits and period', async () => {
    const key = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 0xff);
    const time = Date.UTC(2031, 6, 4, 12, 34, 56, 789);
    for (const algorithm of ['SHA1', 'SHA256', 'SHA512']) {
      for (const digits of [6, 8]) {
        for (const period of [30, 60]) {
          const data = await runOk<Out>(tool, { secret: base32(key), algorithm, digits: String(digits), period: String(period), time: new Date(time).toISOString() });
          const c = Math.floor(time / 1000 / period);
          const alg = algorithm.toLowerCase();
          expect(data).toMatchObject({
            counter: c,
            code: reference(key, c, alg, digits),
            previousCode: reference(key, c - 1, alg, digits),
            nextCode: reference(key, c + 1, alg, digits),
          });
        }
      }
    }
  });

  it('reports the validity window and seconds remaining', async () => {
    const a = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T00:00:10.500Z' });
    expect(a).toMatchObject({ secondsRemaining: 20, validFrom: '2024-01-01T00:00:00.000Z', validUntil: '2024-01-01T00:00:30.000Z' });
    const b = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T00:00:59.999Z', period: '60' });
    expect(b).toMatchObject({ secondsRemaining: 1, validFrom: '2024-01-01T00:00:00.000Z', validUntil: '2024-01-01T00:01:00.000Z' });
    const c = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T00:00:30Z' });
    expect(c).toMatchObject({ secondsRemaining: 30, validFrom: '2024-01-01T00:00:30.000Z' });
    // offsets are honoured; no offset means UTC
    const d = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T02:00:10+02:00' });
    const e = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T00:00:10' });
    expect(d).toEqual(a);
    expect(e.code).toBe(a.code);
  });

  it('uses the current time by default', async () => {
    const before = Math.floor(Date.now() / 30000);
    const data = await runOk<Out>(tool, { secret: base32(SEEDS.SHA1) });
    const after = Math.floor(Date.now() / 30000);
    expect([before, after]).toContain(data.counter);
    expect(data.code).toBe(reference(SEEDS.SHA1, data.counter, 'sha1', 6));
    expect(data.secondsRemaining).toBeGreaterThanOrEqual(1);
    expect(data.secondsRemaining).toBeLessThanOrEqual(30);
  });

  it('accepts lowercase, spaces, hyphens and padding in the secret', async () => {
    const canonical = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-05-05T05:05:05Z' });
    const messy = await runOk<Out>(tool, { secret: ' jbsw y3dp-ehpk 3pxp== ', time: '2024-05-05T05:05:05Z' });
    expect(messy).toEqual(canonical);
  });

  it('builds the otpauth:// URI with issuer, label and non-default settings, and warns about app support', async () => {
    const result = await runTool(tool, { secret: base32(SEEDS.SHA1).toLowerCase(), algorithm: 'SHA256', digits: '8', period: '60', issuer: 'ACME Co', label: 'bob@example.com', time: '2024-01-01T00:00:00Z' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect((result.data as Out).uri).toBe('otpauth://totp/ACME%20Co:bob%40example.com?issuer=ACME%20Co&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA256&digits=8&period=60');
    expect(result.metadata?.warnings).toEqual([expect.stringMatching(/^Some authenticator apps \(notably Google Authenticator\) ignore/)]);
  });

  it('encodes a unicode issuer and label in the URI, and rejects unicode in the secret', async () => {
    const data = await runOk<Out>(tool, { secret: 'JBSWY3DPEHPK3PXP', issuer: UNICODE_SAMPLE, label: UNICODE_SAMPLE, time: '2024-01-01T00:00:00Z' });
    const enc = encodeURIComponent(UNICODE_SAMPLE);
    expect(data.uri).toBe(`otpauth://totp/${enc}:${enc}?issuer=${enc}&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30`);
    expect(await runError(tool, { secret: `JBSW${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toBe(
      "Invalid character 'À' at position 5 of the secret: base32 uses only the letters A–Z and the digits 2–7.",
    );
  });

  it('warns when the secret is shorter than 128 bits', async () => {
    const short = await runTool(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '2024-01-01T00:00:00Z' });
    expect(short.metadata?.warnings).toEqual(['The secret is only 80 bits long; RFC 4226 requires at least 128 bits (26 base32 characters) and recommends 160.']);
    const long = await runTool(tool, { secret: base32(SEEDS.SHA1), time: '2024-01-01T00:00:00Z' });
    expect(long.metadata?.warnings).toBeUndefined();
  });

  it('handles the largest allowed secret', async () => {
    const secret = largestInput(tool, 'secret', 'A');
    const data = await runOk<Out>(tool, { secret, time: '2024-01-01T00:00:00Z' });
    expect(data.code).toBe(reference(new Uint8Array(640), data.counter, 'sha1', 6));
    await runError(tool, { secret: `${secret}A` }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects empty and non-base32 secrets with the offending character, and times before 1970', async () => {
    await runError(tool, { secret: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { secret: ' - ' }, 'INVALID_INPUT')).toMatch(/^The secret is empty after removing spaces/);
    expect(await runError(tool, { secret: 'JBSWY3DPEH0K3PXP' }, 'INVALID_INPUT')).toBe(
      "Invalid character '0' at position 11 of the secret: base32 has no digit 0 (only 2–7; 0 is usually the letter O).",
    );
    expect(await runError(tool, { secret: 'JBSW=Y3DP' }, 'INVALID_INPUT')).toBe(
      "Invalid character '=' at position 5 of the secret: \"=\" padding is only allowed at the end.",
    );
    await runError(tool, { secret: 'JBSWY3DPEHPK3PXP', digits: '7' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { secret: 'JBSWY3DPEHPK3PXP', mode: 'hotp', counter: -1 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { secret: 'JBSWY3DPEHPK3PXP', time: 'now' }, 'INVALID_INPUT');
    expect(await runError(tool, { secret: 'JBSWY3DPEHPK3PXP', time: '1969-12-31T23:59:59Z' }, 'CONSTRAINT_VIOLATION')).toBe(
      'Time 1969-12-31T23:59:59Z is before 1970-01-01T00:00:00Z; TOTP counts periods from the Unix epoch, so it has no code for earlier times.',
    );
  });

  it('explains that an otpauth:// URI is not a secret', async () => {
    expect(await runError(tool, { secret: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }, 'INVALID_INPUT')).toBe(
      'The secret is an otpauth:// URI; pass only the value of its "secret=" parameter (and set algorithm, digits and period from the URI if it lists them).',
    );
  });

  it('handles the largest HOTP counter', async () => {
    const counter = Number.MAX_SAFE_INTEGER - 1;
    const data = await runOk<Out>(tool, { secret: base32(SEEDS.SHA1), mode: 'hotp', counter });
    expect(data).toMatchObject({
      counter,
      code: reference(SEEDS.SHA1, counter, 'sha1', 6),
      previousCode: reference(SEEDS.SHA1, counter - 1, 'sha1', 6),
      nextCode: reference(SEEDS.SHA1, counter + 1, 'sha1', 6),
    });
  });

  it('refuses a lone surrogate in the issuer or account name (encodeURIComponent threw URIError)', async () => {
    for (const mode of ['totp', 'hotp'] as const) {
      expect(await runError(tool, { secret: base32(SEEDS.SHA1), mode, issuer: 'A\ud800' }, 'INVALID_INPUT')).toMatch(/issuer .*U\+D800\) at position 2/);
      expect(await runError(tool, { secret: base32(SEEDS.SHA1), mode, label: '\udc00x' }, 'INVALID_INPUT')).toMatch(/account name/);
    }
  });

  it('omits the previous code in the first period', async () => {
    const data = await runOk<Out>(tool, { secret: base32(SEEDS.SHA1), time: '1970-01-01T00:00:05Z' });
    expect(data.counter).toBe(0);
    expect(data.previousCode).toBeUndefined();
    expect(data.code).toBe(reference(SEEDS.SHA1, 0, 'sha1', 6));
  });
});
