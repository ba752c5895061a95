import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { hash: string; valid: boolean | null; salt: string };
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['passwd', '-6', '-salt', 'ab', 'x'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('unix-crypt-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces Drepper\'s SHA-crypt test vectors (rounds, long salt truncated)', async () => {
    expect((await runOk<Out>(tool, { password: 'Hello world!', salt: 'saltstring', algorithm: 'sha256' })).hash).toBe('$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5');
    expect((await runOk<Out>(tool, { password: 'Hello world!', salt: 'saltstringsaltst', algorithm: 'sha512', rounds: 10000 })).hash).toBe(
      '$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v.',
    );
    expect((await runOk<Out>(tool, { password: 'This is just a test', salt: 'toolongsaltstrin', algorithm: 'sha256', rounds: 5000 })).hash).toBe('$5$toolongsaltstrin$Un/5jzAHMgOGZ5.mWJpuVolil07guHPvOW8mGRcvxa5');
  });

  it.skipIf(!hasOpenssl)('matches openssl passwd -1/-apr1/-5/-6 on random passwords, unicode included', async () => {
    const rnd = testRandom(21);
    const alphabet = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    for (const [flag, algorithm, saltLength] of [['-1', 'md5', 8], ['-apr1', 'apr1', 8], ['-5', 'sha256', 16], ['-6', 'sha512', 16]] as const)
      for (const password of [UNICODE_SAMPLE, 'p', 'a much longer password of more than sixty-four bytes to cross the block size of both hashes']) {
        const salt = Array.from({ length: 1 + Math.floor(rnd() * saltLength) }, () => alphabet[Math.floor(rnd() * 64)]).join('');
        const expected = execFileSync('openssl', ['passwd', flag, '-salt', salt, password], { encoding: 'utf8' }).trim();
        expect((await runOk<Out>(tool, { password, salt, algorithm })).hash, `${flag} ${salt}`).toBe(expected);
        expect((await runOk<Out>(tool, { password, mode: 'verify', hash: expected })).valid).toBe(true);
      }
  }, 120_000); // 24 hashes of 1,000-5,000 rounds and 12 openssl runs: 15 s on a quiet 2-core machine

  it('verifies and rejects, and hashes the largest password with a random salt', async () => {
    const made = await runOk<Out>(tool, { password: 'secret', seed: 'x' });
    expect(made.salt).toHaveLength(16);
    expect((await runOk<Out>(tool, { password: 'secret', mode: 'verify', hash: made.hash })).valid).toBe(true);
    expect((await runOk<Out>(tool, { password: 'Secret', mode: 'verify', hash: made.hash })).valid).toBe(false);
    const big = await runOk<Out>(tool, { password: largestInput(tool, 'password'), algorithm: 'md5', seed: 'y' });
    expect(big.hash).toMatch(/^\$1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}$/);
  });

  it('rejects unknown hash formats and over-long MD5 salts', async () => {
    await runError(tool, { password: 'x', mode: 'verify', hash: '$2y$10$abcdefghijklmnopqrstuv' }, 'INVALID_INPUT');
    expect(await runError(tool, { password: 'x', algorithm: 'md5', salt: 'ninechars' }, 'INVALID_INPUT')).toMatch(/at most 8/);
    await runError(tool, { password: 'x', salt: 'bad salt!' }, 'CONSTRAINT_VIOLATION');
  });
});
