import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { key: string; salt: string; randomSalt: boolean };

describe('pbkdf2-key-derivation', () => {
  itReproducesItsExample(tool);

  it('reproduces the RFC 6070 PBKDF2-HMAC-SHA1 vectors', async () => {
    const vectors: Array<[string, string, number, number, string]> = [
      ['password', 'salt', 1, 20, '0c60c80f961f0e71f3a9b524af6012062fe037a6'],
      ['password', 'salt', 2, 20, 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957'],
      ['passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25, '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038'],
      ['pass\0word', 'sa\0lt', 4096, 16, '56fa6aa75548099dcc37d7f03425e0c3'],
    ];
    for (const [password, salt, iterations, length, key] of vectors) expect((await runOk<Out>(tool, { password, salt, hash: 'SHA-1', iterations, length })).key).toBe(key);
  });

  it('matches node:crypto for every hash, random secrets and salts, unicode passwords', async () => {
    const rnd = testRandom(12);
    for (const [hash, node] of [['SHA-1', 'sha1'], ['SHA-256', 'sha256'], ['SHA-384', 'sha384'], ['SHA-512', 'sha512']] as const) {
      const salt = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 40) }, () => Math.floor(rnd() * 256)));
      const iterations = 1 + Math.floor(rnd() * 3000);
      const length = 1 + Math.floor(rnd() * 100);
      const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE, salt: salt.toString('hex'), saltEncoding: 'hex', hash, iterations, length, outputEncoding: 'base64' });
      expect(data.key, hash).toBe(pbkdf2Sync(UNICODE_SAMPLE, salt, iterations, length, node).toString('base64'));
    }
  });

  it('generates a 16-byte salt when none is given and warns about weak settings', async () => {
    const result = await runTool(tool, { password: 'pw', iterations: 1000, seed: 'x' });
    expect(result.data.randomSalt).toBe(true);
    expect(result.data.salt).toHaveLength(32);
    expect(result.data.key).toBe(pbkdf2Sync('pw', Buffer.from(result.data.salt, 'hex'), 1000, 32, 'sha256').toString('hex'));
    expect(result.metadata?.warnings?.[0]).toMatch(/below OWASP/);
  });

  it('handles the largest password', async () => {
    const password = largestInput(tool, 'password');
    expect((await runOk<Out>(tool, { password, salt: 's', iterations: 2 })).key).toBe(pbkdf2Sync(password, 's', 2, 32, 'sha256').toString('hex'));
  });

  it('rejects a bad salt and an empty password', async () => {
    await runError(tool, { password: 'pw', salt: 'zz', saltEncoding: 'hex' }, 'INVALID_INPUT');
    await runError(tool, { password: '' }, 'MISSING_REQUIRED');
  });
});
