import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { header: string; credentials: string; username: string; password: string };

describe('basic-auth-header', () => {
  itReproducesItsExample(tool);

  it('encodes UTF-8 credentials like Buffer and decodes every header form back', async () => {
    const enc = await runOk<Out>(tool, { username: UNICODE_SAMPLE, password: 'p:a:ss' });
    expect(enc.credentials).toBe(Buffer.from(`${UNICODE_SAMPLE}:p:a:ss`).toString('base64'));
    for (const header of [enc.header, `Authorization: ${enc.header}`, enc.credentials, `  authorization:basic ${enc.credentials}  `]) {
      const dec = await runOk<Out>(tool, { mode: 'decode', header });
      expect([dec.username, dec.password], header).toEqual([UNICODE_SAMPLE, 'p:a:ss']);
    }
  });

  it('allows an empty password and handles the largest credentials', async () => {
    expect((await runOk<Out>(tool, { username: 'user' })).credentials).toBe(Buffer.from('user:').toString('base64'));
    const username = largestInput(tool, 'username');
    const big = await runOk<Out>(tool, { username, password: largestInput(tool, 'password') });
    expect((await runOk<Out>(tool, { mode: 'decode', header: big.header })).username).toBe(username);
  });

  it('rejects a colon in the username, Bearer headers, bad base64 and credentials without a colon', async () => {
    expect(await runError(tool, { username: 'a:b', password: 'x' }, 'INVALID_INPUT')).toMatch(/position 2/);
    expect(await runError(tool, { mode: 'decode', header: 'Authorization: Bearer abc.def.ghi' }, 'INVALID_INPUT')).toMatch(/Bearer/);
    await runError(tool, { mode: 'decode', header: 'Basic %%%' }, 'INVALID_INPUT');
    expect(await runError(tool, { mode: 'decode', header: Buffer.from('nocolon').toString('base64') }, 'INVALID_INPUT')).toMatch(/no colon/);
    await runError(tool, { mode: 'decode' }, 'MISSING_REQUIRED');
  });
});
