import { argon2d as nobleD, argon2i as nobleI, argon2id as nobleId } from '@noble/hashes/argon2.js';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { encoded: string; valid: boolean | null; hash: string; salt: string };
const NOBLE = { argon2id: nobleId, argon2i: nobleI, argon2d: nobleD };
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('argon2-hash', () => {
  itReproducesItsExample(tool);

  it('verifies the reference implementation\'s Argon2id vector and rejects a wrong password', async () => {
    const encoded = '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4';
    expect((await runOk<Out>(tool, { mode: 'verify', password: 'password', encoded })).valid).toBe(true);
    expect((await runOk<Out>(tool, { mode: 'verify', password: 'Password', encoded })).valid).toBe(false);
  });

  it('the RFC 9106 §5 vectors pin the reference library, and the tool matches it on random parameters', async () => {
    // RFC 9106 §5.3 (Argon2id, with secret and associated data): checks @noble/hashes, our reference
    const rfc = nobleId(new Uint8Array(32).fill(1), new Uint8Array(16).fill(2), { t: 3, m: 32, p: 4, dkLen: 32, key: new Uint8Array(8).fill(3), personalization: new Uint8Array(12).fill(4) });
    expect(hex(rfc)).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
    const rnd = testRandom(15);
    for (const variant of ['argon2id', 'argon2i', 'argon2d'] as const) {
      const p = 1 + Math.floor(rnd() * 3);
      const m = 8 * p + Math.floor(rnd() * 64);
      const t = 1 + Math.floor(rnd() * 3);
      const dkLen = 4 + Math.floor(rnd() * 60);
      const salt = Buffer.from(Array.from({ length: 8 + Math.floor(rnd() * 16) }, () => Math.floor(rnd() * 256)));
      const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE, variant, memory: m, iterations: t, parallelism: p, hashLength: dkLen, salt: salt.toString('hex'), saltEncoding: 'hex', secret: 'pepper' });
      expect(data.hash, `${variant} m=${m} t=${t} p=${p}`).toBe(hex(NOBLE[variant](UNICODE_SAMPLE, salt, { t, m, p, dkLen, key: new TextEncoder().encode('pepper') })));
      // the PHC string round-trips through verify (with the same pepper)
      expect((await runOk<Out>(tool, { mode: 'verify', password: UNICODE_SAMPLE, encoded: data.encoded, secret: 'pepper' })).valid).toBe(true);
      expect((await runOk<Out>(tool, { mode: 'verify', password: UNICODE_SAMPLE, encoded: data.encoded })).valid).toBe(false);
    }
  });

  it('uses a random 16-byte salt by default and hashes the largest password', async () => {
    const data = await runOk<Out>(tool, { password: largestInput(tool, 'password'), memory: 64, iterations: 1, seed: 'x' });
    expect(data.salt).toHaveLength(32);
    expect(data.encoded).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('rejects malformed PHC strings, short salts and impossible memory', async () => {
    await runError(tool, { mode: 'verify', password: 'pw', encoded: '$2y$10$abc' }, 'INVALID_INPUT');
    expect(await runError(tool, { mode: 'verify', password: 'pw', encoded: '$argon2i$v=16$m=64,t=1,p=1$c29tZXNhbHQ$aGFzaGhhc2g' }, 'INVALID_INPUT')).toMatch(/version 16/);
    expect(await runError(tool, { password: 'pw', salt: 'short' }, 'INVALID_INPUT')).toMatch(/at least 8/);
    expect(await runError(tool, { password: 'pw', memory: 16, parallelism: 4 }, 'INVALID_INPUT')).toMatch(/at least 32 KiB/);
    await runError(tool, { mode: 'verify', password: 'pw' }, 'MISSING_REQUIRED');
  });
});
