import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { hashSync } from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { line: string; hash: string; scheme: string; valid: boolean | null };
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['passwd', '-apr1', '-salt', 'ab', 'x'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('htpasswd-generator', () => {
  itReproducesItsExample(tool);

  it('creates lines that check back, every algorithm, unicode passwords', async () => {
    for (const algorithm of ['bcrypt', 'apr1', 'sha512', 'sha256', 'sha1']) {
      const made = await runOk<Out>(tool, { username: 'alice', password: UNICODE_SAMPLE, algorithm, cost: 4 });
      expect(made.line.startsWith('alice:')).toBe(true);
      expect((await runOk<Out>(tool, { mode: 'check', password: UNICODE_SAMPLE, line: made.line })).valid, algorithm).toBe(true);
      expect((await runOk<Out>(tool, { mode: 'check', password: 'wrong', line: made.line })).valid).toBe(false);
    }
    expect((await runOk<Out>(tool, { username: 'u', password: UNICODE_SAMPLE, algorithm: 'sha1' })).hash).toBe(`{SHA}${createHash('sha1').update(UNICODE_SAMPLE).digest('base64')}`);
  });

  it.skipIf(!hasOpenssl)('checks $apr1$ lines written by openssl passwd (what htpasswd -m writes)', async () => {
    const hash = execFileSync('openssl', ['passwd', '-apr1', 'p@ss word'], { encoding: 'utf8' }).trim();
    expect((await runOk<Out>(tool, { mode: 'check', password: 'p@ss word', line: `bob:${hash}` })).valid).toBe(true);
  });

  it('checks a $2y$ line made by bcryptjs (the htpasswd -B format) and handles the largest password', async () => {
    const line = `user:${hashSync('password', 5).replace(/^\$2b\$/, '$2y$')}`;
    const data = await runOk<Out>(tool, { mode: 'check', password: 'password', line });
    expect(data).toMatchObject({ scheme: 'bcrypt', valid: true });
    const big = await runOk<Out>(tool, { username: 'u', password: largestInput(tool, 'password'), algorithm: 'apr1' });
    expect((await runOk<Out>(tool, { mode: 'check', password: largestInput(tool, 'password'), line: big.line })).valid).toBe(true);
  });

  it('rejects a colon in the username and unknown hash formats', async () => {
    await runError(tool, { username: 'a:b', password: 'x' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { mode: 'check', password: 'x', line: 'u:plaintext' }, 'INVALID_INPUT');
  });
});
