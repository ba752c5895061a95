import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { key: string; salt: string; randomSalt: boolean; memoryBytes: number };

describe('scrypt-key-derivation', () => {
  itReproducesItsExample(tool);

  it('reproduces RFC 7914 §12 test vector 2', async () => {
    const data = await runOk<Out>(tool, { password: 'password', salt: 'NaCl', N: 1024, r: 8, p: 16, length: 64 });
    expect(data.key).toBe('fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640');
  });

  it('matches node:crypto on random parameters, unicode passwords and salts', async () => {
    const rnd = testRandom(13);
    for (let i = 0; i < 6; i++) {
      const N = 2 ** (1 + Math.floor(rnd() * 10));
      const r = 1 + Math.floor(rnd() * 8);
      const p = 1 + Math.floor(rnd() * 3);
      const length = 1 + Math.floor(rnd() * 80);
      const salt = Buffer.from(Array.from({ length: 8 + Math.floor(rnd() * 16) }, () => Math.floor(rnd() * 256)));
      const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE, salt: salt.toString('base64'), saltEncoding: 'base64', N, r, p, length });
      expect(data.key, `N=${N} r=${r} p=${p}`).toBe(scryptSync(UNICODE_SAMPLE, salt, length, { N, r, p }).toString('hex'));
    }
  });

  it('derives with the largest password and a random salt', async () => {
    const password = largestInput(tool, 'password');
    const data = await runOk<Out>(tool, { password, N: 1024, r: 8, p: 1, seed: 's' });
    expect(data.key).toBe(scryptSync(password, Buffer.from(data.salt, 'hex'), 64, { N: 1024, r: 8, p: 1 }).toString('hex'));
  });

  it('rejects N that is not a power of two and settings over the memory cap', async () => {
    expect(await runError(tool, { password: 'pw', N: 1000 }, 'INVALID_INPUT')).toMatch(/512 or 1024/);
    expect(await runError(tool, { password: 'pw', N: 1_048_576, r: 8 }, 'INVALID_INPUT')).toMatch(/1024 MiB/);
  });
});
