import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createTar } from 'nanotar';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { entries: { path: string; type: string; size: number; mode: string; owner: string; modified: string | null }[]; gzipped: boolean; fileCount: number; extracted: { text: string | null; base64: string } | null };

// GNU tar 1.34 on this machine: a.txt, d/ with 60-character directory names (GNU long names), a symlink
const GNU_TGZ = 'H4sIAAAAAAAAA+3YSwrCMBAG4Kw9RU7QJmmS2XqAXqJQULEoaAU9kufwYoYshKpUS8lU7P9tAlLIQOYhU2XtuRVpqcBbG8/g+QxIaOus9RQ+c+F3T+GQKnFc0enYVgcpOa76RevbtWn2i6nDgInUefo7YoU711P/6rn+jTZCuvShzb7+6/w8wnfJM/j9jS0KjffnkOVZviz3u1W52W0T3fFp/mtynVwI2ULkhSwTxdMx8/cfWf+XERgmD3zC8f6D+3/htPHo/xx+of8b9ab/K/R/DlP2/yakHcP6AXpw9f/+/U/x2v819j8c1hvsfuasSTf2H+L/P6IB+x/yxglpKobpMPP6BwAAAAAAAID/dwcIvTsRACgAAA==';

describe('tar-extractor', () => {
  itReproducesItsExample(tool);

  it('reads GNU tar output with long names and symlinks', async () => {
    const out = await runOk<Out>(tool, { file: GNU_TGZ });
    expect(out.gzipped).toBe(true);
    expect(out.entries.map((e) => e.type)).toEqual(['file', 'directory', 'directory', 'directory', 'file', 'symbolicLink']);
    const long = out.entries[4]!;
    expect(long.path).toBe(`d/${'x'.repeat(60)}/${'y'.repeat(60)}/long.txt`);
    expect(long).toMatchObject({ size: 3, mode: '0644', owner: '0:0', modified: '2024-01-02T03:04:05.000Z' });
    expect((await runOk<Out>(tool, { file: GNU_TGZ, path: long.path })).extracted?.text).toBe('hi\n');
  });

  it('extracts binary and unicode files from a plain tar, and a large one', async () => {
    const tar = createTar([
      { name: 'bin.dat', data: Uint8Array.from([0, 255, 1]) },
      { name: 'u.txt', data: new TextEncoder().encode(UNICODE_SAMPLE) },
      ...Array.from({ length: 500 }, (_, i) => ({ name: `many/${i}.txt`, data: new TextEncoder().encode('x'.repeat(1000)) })),
    ]);
    const file = Buffer.from(tar).toString('base64');
    expect((await runOk<Out>(tool, { file, path: 'bin.dat' })).extracted).toMatchObject({ text: null, base64: 'AP8B' });
    expect((await runOk<Out>(tool, { file, path: './u.txt' })).extracted?.text).toBe(UNICODE_SAMPLE);
    expect((await runOk<Out>(tool, { file })).fileCount).toBe(502);
  });

  it('refuses bombs, non-tar data, directories and unknown paths', async () => {
    const bomb = gzipSync(Buffer.alloc(33_000_000)).toString('base64');
    expect(await runError(tool, { file: bomb }, 'INVALID_INPUT')).toMatch(/32 MB/);
    expect(await runError(tool, { file: Buffer.from('hello').toString('base64') }, 'INVALID_INPUT')).toMatch(/Not a tar/);
    expect(await runError(tool, { file: GNU_TGZ, path: 'd/' }, 'INVALID_INPUT')).toMatch(/directory/);
    expect(await runError(tool, { file: GNU_TGZ, path: 'A.TXT' }, 'INVALID_INPUT')).toMatch(/similar: a.txt/);
  });
});
