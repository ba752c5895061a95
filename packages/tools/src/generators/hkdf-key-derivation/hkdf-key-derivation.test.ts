import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { okm: string; prk: string };

describe('hkdf-key-derivation', () => {
  itReproducesItsExample(tool);

  it('reproduces RFC 5869 A.3 (no salt, no info) and A.4 (SHA-1)', async () => {
    const a3 = await runOk<Out>(tool, { ikm: '0b'.repeat(22), length: 42 });
    expect(a3.prk).toBe('19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04');
    expect(a3.okm).toBe('8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8');
    const a4 = await runOk<Out>(tool, { ikm: '0b'.repeat(11), salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', infoEncoding: 'hex', hash: 'sha1', length: 42 });
    expect(a4.okm).toBe('085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2c22e422478d305f3f896');
  });

  it('matches node:crypto on random material, unicode info, every hash; expand-only reuses the PRK', async () => {
    const rnd = testRandom(14);
    for (const hash of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
      const ikm = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 64) }, () => Math.floor(rnd() * 256)));
      const salt = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 64) }, () => Math.floor(rnd() * 256)));
      const length = 1 + Math.floor(rnd() * 200);
      const data = await runOk<Out>(tool, { ikm: ikm.toString('hex'), salt: salt.toString('base64'), saltEncoding: 'base64', info: UNICODE_SAMPLE, infoEncoding: 'utf8', hash, length });
      expect(data.okm, hash).toBe(Buffer.from(hkdfSync(hash, ikm, salt, Buffer.from(UNICODE_SAMPLE), length)).toString('hex'));
      const again = await runOk<Out>(tool, { ikm: data.prk, mode: 'expand', info: UNICODE_SAMPLE, infoEncoding: 'utf8', hash, length });
      expect(again.okm).toBe(data.okm);
    }
  });

  it('handles the largest IKM and the longest output', async () => {
    const ikm = largestInput(tool, 'ikm', 'ab');
    const data = await runOk<Out>(tool, { ikm, length: 8160 });
    expect(data.okm).toBe(Buffer.from(hkdfSync('sha256', Buffer.from(ikm, 'hex'), Buffer.alloc(0), Buffer.alloc(0), 8160)).toString('hex'));
  });

  it('rejects outputs over 255 hash lengths, a short PRK and bad hex', async () => {
    expect(await runError(tool, { ikm: 'aa', length: 8161 }, 'INVALID_INPUT')).toMatch(/at most 8160/);
    expect(await runError(tool, { ikm: 'aa', mode: 'expand' }, 'INVALID_INPUT')).toMatch(/at least 32 bytes/);
    await runError(tool, { ikm: 'xyz' }, 'INVALID_INPUT');
  });
});
