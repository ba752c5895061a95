import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; results: Array<{ algorithm: string; digest: string }>; verified: boolean | null; matchedAlgorithm: string | null; fileBytes: number; mimeType: string };
const asFile = (bytes: Buffer, type = 'application/octet-stream') => `data:${type};base64,${bytes.toString('base64')}`;

describe('file-hash-calculator', () => {
  itReproducesItsExample(tool);

  it('matches node:crypto on random binary files, every common algorithm', async () => {
    const rnd = testRandom(11);
    for (const n of [1, 64, 100_000]) {
      const bytes = Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
      const data = await runOk<Out>(tool, { file: asFile(bytes), algorithm: 'common' });
      for (const r of data.results) expect(r.digest, `${r.algorithm} ${n}`).toBe(createHash(r.algorithm).update(bytes).digest('hex'));
      expect(data.verified).toBeNull();
      expect(data.fileBytes).toBe(n);
    }
  });

  it('hashes an empty file and a unicode text file (plain base64, sniffed type)', async () => {
    const empty = await runOk<Out>(tool, { file: 'data:application/octet-stream;base64,' });
    expect(empty.digest).toBe(createHash('sha256').digest('hex'));
    const text = await runOk<Out>(tool, { file: Buffer.from(UNICODE_SAMPLE).toString('base64'), algorithm: 'md5' });
    expect(text.digest).toBe(createHash('md5').update(UNICODE_SAMPLE).digest('hex'));
    expect(text.mimeType).toBe('text/plain');
  });

  it('verifies against an expected checksum: identifies the algorithm, says false on a mismatch', async () => {
    const bytes = Buffer.from('release-1.0.tar.gz contents');
    const sha1 = createHash('sha1').update(bytes).digest('hex').toUpperCase();
    const found = await runOk<Out>(tool, { file: asFile(bytes), algorithm: 'all', expected: sha1 });
    expect(found.verified).toBe(true);
    expect(found.matchedAlgorithm).toBe('sha1');
    const b64 = await runOk<Out>(tool, { file: asFile(bytes), algorithm: 'sha512', expected: createHash('sha512').update(bytes).digest('base64') });
    expect(b64.verified).toBe(true);
    const wrong = await runOk<Out>(tool, { file: asFile(bytes), expected: '00'.repeat(32) });
    expect(wrong.verified).toBe(false);
    expect(wrong.matchedAlgorithm).toBeNull();
  });

  it('hashes the largest allowed file', async () => {
    const bytes = Buffer.alloc(20_971_520, 0x61);
    const data = await runOk<Out>(tool, { file: asFile(bytes), algorithm: 'crc32' });
    expect(data.fileBytes).toBe(20_971_520);
    expect(data.digest).toMatch(/^[0-9a-f]{8}$/);
  }, 60_000);

  it('rejects a value that is not a file and a bad expected checksum', async () => {
    await runError(tool, { file: 'not base64 at all!' }, 'INVALID_INPUT');
    await runError(tool, { file: asFile(Buffer.from('x')), expected: '!!!' }, 'INVALID_INPUT');
  });
});
