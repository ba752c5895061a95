import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { archive: string; mediaType: string; extension: string; size: number; entries: { path: string; size: number }[] };

/** Reads ustar headers directly (POSIX pax/ustar layout) as an independent check. */
function headers(tar: Buffer): { name: string; size: number; mode: string; mtime: number; checksumOk: boolean; data: Buffer }[] {
  const out = [];
  for (let p = 0; p + 512 <= tar.length && tar[p] !== 0; ) {
    const h = tar.subarray(p, p + 512);
    const field = (a: number, b: number) => h.subarray(a, b).toString('latin1').replace(/\0.*$/s, '').trim();
    const size = parseInt(field(124, 136), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    out.push({ name: field(0, 100), size, mode: field(100, 108), mtime: parseInt(field(136, 148), 8), checksumOk: parseInt(field(148, 156), 8) === sum, data: tar.subarray(p + 512, p + 512 + size) });
    p += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describe('tar-creator', () => {
  itReproducesItsExample(tool);

  it('writes valid ustar headers with the data, names and times given', async () => {
    const out = await runOk<Out>(tool, { file1: Buffer.from([0, 1, 2]).toString('base64'), names: 'bin/data.bin', text: UNICODE_SAMPLE, gzip: false, modified: '2024-01-02T03:04:05Z' });
    expect(out).toMatchObject({ mediaType: 'application/x-tar', extension: 'tar' });
    const tar = Buffer.from(out.archive, 'base64');
    expect(tar.length % 512).toBe(0);
    const h = headers(tar);
    expect(h.map((x) => [x.name, x.size, x.checksumOk, x.mtime])).toEqual([
      ['bin/data.bin', 3, true, 1704164645],
      ['notes.txt', 9, true, 1704164645],
    ]);
    expect(h[1]!.data.toString()).toBe(UNICODE_SAMPLE);
  });

  it('gzips reproducibly, and GNU tar can list it when present', async () => {
    const a = await runOk<Out>(tool, { text: 'x'.repeat(1_000_000) });
    const b = await runOk<Out>(tool, { text: 'x'.repeat(1_000_000) });
    expect(a.archive).toBe(b.archive);
    expect(a.size).toBeLessThan(5000);
    expect(headers(gunzipSync(Buffer.from(a.archive, 'base64')))[0]).toMatchObject({ name: 'notes.txt', size: 1_000_000 });
    let listing: string | undefined;
    try {
      listing = execFileSync('tar', ['-tzvf', '-'], { input: Buffer.from(a.archive, 'base64') }).toString();
    } catch {
      listing = undefined; // tar is optional here: the header check above is the reference
    }
    if (listing !== undefined) expect(listing).toMatch(/-rw-r--r-- .* 1000000 .*notes\.txt/);
  });

  it('refuses nothing to archive, unsafe or long names and duplicates', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/at least one/);
    expect(await runError(tool, { text: 'x', textName: '/etc/passwd' }, 'INVALID_INPUT')).toMatch(/relative/);
    expect(await runError(tool, { text: 'x', textName: `${'a'.repeat(101)}` }, 'INVALID_INPUT')).toMatch(/100 bytes/);
    expect(await runError(tool, { file1: 'YQ==', text: 'b', names: 'notes.txt' }, 'INVALID_INPUT')).toMatch(/Two files/);
  });
});
