import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { likely: string | null; format: string; encoding: string; digestBytes: number | null; candidates: Array<{ name: string; hashcat: number | null; john: string | null }> };
const first = async (hash: string) => (await runOk<Out>(tool, { hash })).candidates[0];

describe('hash-identifier', () => {
  itReproducesItsExample(tool);

  it('identifies bare digests made by node:crypto, hex and base64', async () => {
    const cases: Array<[string, number]> = [['md5', 0], ['sha1', 100], ['sha224', 1300], ['sha256', 1400], ['sha384', 10800], ['sha512', 1700]];
    for (const [algorithm, mode] of cases) {
      const hex = createHash(algorithm).update('x').digest('hex');
      expect((await first(hex))?.hashcat, algorithm).toBe(mode);
      const b64 = await runOk<Out>(tool, { hash: createHash(algorithm).update('x').digest('base64') });
      expect(b64.encoding).toBe('base64');
      expect(b64.candidates[0]?.hashcat).toBe(mode);
    }
    const ntlm = await runOk<Out>(tool, { hash: '8846F7EAEE8FB117AD06BDD830B7586C' });
    expect(ntlm.candidates.map((c) => c.name)).toContain('NTLM (MD4 of UTF-16LE)');
  });

  it('identifies real modular-crypt strings made by openssl passwd', async () => {
    let openssl = true;
    try {
      execFileSync('openssl', ['version'], { stdio: 'ignore' });
    } catch {
      openssl = false;
    }
    const made = openssl
      ? { '1': execFileSync('openssl', ['passwd', '-1', '-salt', 'abc', 'pw'], { encoding: 'utf8' }).trim(), apr1: execFileSync('openssl', ['passwd', '-apr1', 'pw'], { encoding: 'utf8' }).trim(), '5': execFileSync('openssl', ['passwd', '-5', 'pw'], { encoding: 'utf8' }).trim(), '6': execFileSync('openssl', ['passwd', '-6', 'pw'], { encoding: 'utf8' }).trim() }
      : { '1': '$1$abc$NxGp6Y5gJ3v2VUd0mF0bG.', apr1: '$apr1$abc$40RF2dTx.VKfQHjGWKyym/', '5': '$5$abc$l7zAUXJ/2QNNLwpPNdc6y1O/0gbhzOTG8gvz7l1v8Q9', '6': '$6$abc$34O8oRzThM7onc3iRQAcdWBv2H/sMGJlnsnG6uIkasTEvQkG9apXR/oBhPpqIepkul8wg.bf4wxoel67eJND./' };
    expect((await first(made['1']))?.hashcat).toBe(500);
    expect((await first(made.apr1))?.hashcat).toBe(1600);
    expect((await first(made['5']))?.hashcat).toBe(7400);
    expect((await first(made['6']))?.hashcat).toBe(1800);
    expect((await first(`root:${made['6']}:19000:0:99999:7:::`))?.hashcat).toBe(1800);
  });

  it('identifies framework formats and captures', async () => {
    expect((await first('$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'))?.john).toBe('argon2');
    expect((await first('pbkdf2_sha256$600000$salt$' + 'A'.repeat(43) + '='))?.hashcat).toBe(10000);
    expect((await first('$P$984478476IagS59wHZvyQMArzfx58u.'))?.hashcat).toBe(400);
    expect((await first('*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19'))?.hashcat).toBe(300);
    expect((await first('{SHA}qvTGHdzF6KLavt4PO0gs2a6pQ00='))?.hashcat).toBe(101);
    expect((await first('admin::N46iSNekpT:08ca45b7d7ea58ee:88dcbe4446168966a153a0064958dac6:5c7830315c7830310000000000000b45c67103d07d7b95acd12ffa11230e0000000052920b85f78d013c31cdb3b92f5d765c783030'))?.hashcat).toBe(5600);
    expect((await first('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc'))?.hashcat).toBe(16500);
  });

  it('says nothing fits for unicode, odd sizes and the largest input', async () => {
    expect((await runOk<Out>(tool, { hash: UNICODE_SAMPLE })).likely).toBeNull();
    const odd = await runOk<Out>(tool, { hash: 'abcdef' });
    expect(odd.likely).toBeNull();
    expect(odd.digestBytes).toBe(3);
    expect((await runOk<Out>(tool, { hash: largestInput(tool, 'hash', 'ab') })).candidates).toEqual([]);
  });

  it('treats an empty value as missing', async () => {
    await runError(tool, { hash: '' }, 'MISSING_REQUIRED');
  });
});
