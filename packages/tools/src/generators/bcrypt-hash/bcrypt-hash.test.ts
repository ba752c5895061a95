import { describe, expect, it } from 'vitest';
import { compareSync, hashSync } from 'bcryptjs';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { hash?: string; match?: boolean; version: string; cost: number; salt: string; passwordBytes: number; truncated: boolean };

const TRUNCATION = (n: number) =>
  `The password is ${n} bytes in UTF-8, but bcrypt uses only the first 72: everything after byte 72 is ignored, so any password with the same first 72 bytes matches. Pre-hash long passwords (e.g. HMAC-SHA-256, base64-encoded) or use Argon2.`;
const SEEDED = 'The salt was derived from the seed, so it is predictable and the same on every run: never store this hash for a real password.';

describe('bcrypt-hash', () => {
  itReproducesItsExample(tool);

  it('verifies published reference hashes (jBCrypt test vectors, PHP password_hash docs)', async () => {
    const vectors: Array<[string, string]> = [
      ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
      ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
      ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
      ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
      ['rasmuslerdorf', '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a'],
    ];
    for (const [password, hash] of vectors) {
      const ok = await runOk<Out>(tool, { mode: 'verify', password, hash });
      expect(ok, password).toEqual({ match: true, version: hash.slice(1, 3), cost: Number(hash.slice(4, 6)), salt: hash.slice(7, 29), passwordBytes: password.length, truncated: false });
      expect((await runOk<Out>(tool, { mode: 'verify', password: `${password}!`, hash })).match).toBe(false);
    }
  });

  it('hashes so that bcryptjs reproduces the hash from the reported salt and accepts the password', async () => {
    const data = await runOk<Out>(tool, { password: 'hunter2', cost: 5 });
    expect(data.hash).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    expect(data).toMatchObject({ version: '2b', cost: 5, salt: data.hash!.slice(7, 29), passwordBytes: 7, truncated: false });
    expect(hashSync('hunter2', data.hash!.slice(0, 29))).toBe(data.hash);
    expect(compareSync('hunter2', data.hash!)).toBe(true);
    expect(compareSync('hunter3', data.hash!)).toBe(false);
    expect((await runOk<Out>(tool, { mode: 'verify', password: 'hunter2', hash: `  ${data.hash}\n` })).match).toBe(true);
  });

  it('uses a fresh random salt on every unseeded call, without warnings', async () => {
    const a = await runTool(tool, { password: 'same', cost: 4 });
    const b = await runOk<Out>(tool, { password: 'same', cost: 4 });
    expect(a.success && (a.data as Out).salt).not.toBe(b.salt);
    expect(a.metadata?.warnings).toBeUndefined();
  });

  it('derives the salt from a seed reproducibly and warns', async () => {
    const a = await runTool(tool, { password: 'p', cost: 4, seed: 's1' });
    const b = await runOk<Out>(tool, { password: 'p', cost: 4, seed: 's1' });
    const c = await runOk<Out>(tool, { password: 'p', cost: 4, seed: 's2' });
    expect(a.success && a.data).toEqual(b);
    expect(c.salt).not.toBe(b.salt);
    expect(a.metadata?.warnings).toEqual([SEEDED]);
  });

  it('writes the chosen version prefix and cost ($2a$/$2b$/$2y$ share the checksum)', async () => {
    const hashes: string[] = [];
    for (const version of ['2a', '2b', '2y']) {
      const data = await runOk<Out>(tool, { password: 'pw', cost: 6, version, seed: 'v' });
      expect(data.hash!.slice(0, 7)).toBe(`$${version}$06$`);
      expect(compareSync('pw', data.hash!)).toBe(true);
      hashes.push(data.hash!.slice(7));
    }
    expect(new Set(hashes).size).toBe(1);
  });

  it('enforces the cost bounds 4–14, also for hashes to verify', async () => {
    await runError(tool, { password: 'p', cost: 3 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { password: 'p', cost: 15 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { password: 'p', cost: 10.5 }, 'CONSTRAINT_VIOLATION');
    const slow = `$2b$15$${'a'.repeat(53)}`;
    expect(await runError(tool, { mode: 'verify', password: 'p', hash: slow }, 'CONSTRAINT_VIOLATION')).toBe(
      'The hash has cost 15; this tool verifies costs up to 14 (each step doubles the time, cost 15 would take about 2× as long as cost 14).',
    );
    expect(await runError(tool, { mode: 'verify', password: 'p', hash: `$2b$03$${'a'.repeat(53)}` }, 'INVALID_INPUT')).toBe("Not a bcrypt hash: cost 03 is outside bcrypt's range 04–31.");
  });

  it('warns explicitly when the password exceeds 72 bytes, and shows that the rest is ignored', async () => {
    const base = 'a'.repeat(72);
    const at72 = await runTool(tool, { password: base, cost: 4, seed: 't' });
    const over = await runTool(tool, { password: `${base}IGNORED`, cost: 4, seed: 't' });
    expect(at72.metadata?.warnings).toEqual([SEEDED]);
    expect(over.metadata?.warnings).toEqual([TRUNCATION(79), SEEDED]);
    expect(over.success && over.data).toMatchObject({ passwordBytes: 79, truncated: true, hash: at72.success && (at72.data as Out).hash });
    const verify = await runTool(tool, { mode: 'verify', password: `${base}different tail`, hash: (at72.success && (at72.data as Out).hash) as string });
    expect(verify.success && (verify.data as Out).match).toBe(true);
    expect(verify.metadata?.warnings).toEqual([TRUNCATION(86)]);
    // multi-byte characters count in bytes
    expect((await runOk<Out>(tool, { password: '😀'.repeat(18), cost: 4 })).truncated).toBe(false);
    expect((await runOk<Out>(tool, { password: '😀'.repeat(19), cost: 4 })).passwordBytes).toBe(76);
  });

  it('hashes and verifies unicode passwords as UTF-8', async () => {
    const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE, cost: 4 });
    expect(data.passwordBytes).toBe(9);
    expect(compareSync(UNICODE_SAMPLE, data.hash!)).toBe(true);
    expect((await runOk<Out>(tool, { mode: 'verify', password: UNICODE_SAMPLE, hash: hashSync(UNICODE_SAMPLE, 4) })).match).toBe(true);
    expect((await runOk<Out>(tool, { mode: 'verify', password: 'À😀', hash: data.hash })).match).toBe(false);
  });

  it('handles the largest allowed password', async () => {
    const password = largestInput(tool, 'password', 'x');
    const result = await runTool(tool, { password, cost: 4 });
    expect(result.success && result.data).toMatchObject({ passwordBytes: 1024, truncated: true });
    expect(result.metadata?.warnings).toEqual([TRUNCATION(1024)]);
    expect(compareSync('x'.repeat(72), (result.success && (result.data as Out).hash) as string)).toBe(true);
  });

  it('rejects empty passwords, missing and malformed hashes with exact codes', async () => {
    await runError(tool, { password: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { mode: 'verify', password: 'p' }, 'MISSING_REQUIRED')).toBe('Verify mode needs "hash": the bcrypt hash to check the password against.');
    expect(await runError(tool, { mode: 'verify', password: 'p', hash: '$2b$10$abc' }, 'INVALID_INPUT')).toBe(
      'Not a bcrypt hash: it has 10 characters; a bcrypt hash is $2b$, two cost digits, $, then 53 characters of ./A-Za-z0-9 (60 in all).',
    );
    expect(await runError(tool, { mode: 'verify', password: 'p', hash: '$1$saltsalt$abcdefghijklmnopqrstuv' }, 'INVALID_INPUT')).toBe(
      'Not a bcrypt hash: its prefix $1$ is not bcrypt (expected $2a$, $2b$ or $2y$).',
    );
    expect(await runError(tool, { mode: 'verify', password: 'p', hash: `$2x$10$${'a'.repeat(53)}` }, 'INVALID_INPUT')).toMatch(/\$2x\$ is a legacy PHP variant/);
    await runError(tool, { password: 'p', version: '2x' }, 'CONSTRAINT_VIOLATION');
  });
});
