import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { nt: string; lm: string | null; pwdump: string };
const opensslMd4 = (bytes: Buffer): string | undefined => {
  try {
    return execFileSync('openssl', ['dgst', '-md4', '-provider', 'legacy', '-provider', 'default'], { input: bytes, stdio: ['pipe', 'pipe', 'ignore'] }).toString().trim().split('= ')[1];
  } catch {
    return undefined;
  }
};

describe('ntlm-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces well-known NT and LM hashes, the empty password first', async () => {
    expect(await runOk<Out>(tool, {})).toMatchObject({ nt: '31d6cfe0d16ae931b73c59d7e0c089c0', lm: 'aad3b435b51404eeaad3b435b51404ee' });
    expect(await runOk<Out>(tool, { password: 'Password1' })).toMatchObject({ nt: '64f12cddaa88057e06a81b54e73b949b' });
    expect((await runOk<Out>(tool, { password: 'PASSWORD', uppercase: true })).lm).toBe('E52CAC67419A9A224A3B108F3FA6CB6D');
  });

  it('hashes unicode as UTF-16LE (matching openssl md4 when present) and gives no LM for it', async () => {
    const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE });
    expect(data.lm).toBeNull();
    const reference = opensslMd4(Buffer.from(UNICODE_SAMPLE, 'utf16le'));
    if (reference) expect(data.nt).toBe(reference);
    expect(data.pwdump).toMatch(/^user:1000:aad3b435b51404eeaad3b435b51404ee:[0-9a-f]{32}:::$/);
  });

  it('gives the empty LM for passwords over 14 characters and hashes the largest one', async () => {
    const password = largestInput(tool, 'password');
    const data = await runOk<Out>(tool, { password });
    expect(data.lm).toBe('aad3b435b51404eeaad3b435b51404ee');
    const reference = opensslMd4(Buffer.from(password, 'utf16le'));
    if (reference) expect(data.nt).toBe(reference);
  });

  it('rejects an over-long password', async () => {
    await runError(tool, { password: 'x'.repeat(257) }, 'CONSTRAINT_VIOLATION');
  });
});
