import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { zip: string; size: number; entries: { path: string; size: number }[] };

/** Reads local file headers directly (APPNOTE 4.3.7) to check names, sizes and CRC-32 against node:zlib. */
function localHeaders(zip: Buffer): { name: string; crc: number; size: number; data: Buffer }[] {
  const out = [];
  let p = 0;
  while (zip.readUInt32LE(p) === 0x04034b50) {
    const method = zip.readUInt16LE(p + 8);
    const crc = zip.readUInt32LE(p + 14);
    const csize = zip.readUInt32LE(p + 18);
    const size = zip.readUInt32LE(p + 22);
    const n = zip.readUInt16LE(p + 26);
    const e = zip.readUInt16LE(p + 28);
    const name = zip.subarray(p + 30, p + 30 + n).toString('utf8');
    const data = zip.subarray(p + 30 + n + e, p + 30 + n + e + csize);
    out.push({ name, crc, size, data: method === 0 ? data : Buffer.alloc(0) });
    p += 30 + n + e + csize;
  }
  return out;
}

describe('zip-creator', () => {
  itReproducesItsExample(tool);

  it('writes entries whose CRC-32 and sizes match node:zlib', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const out = await runOk<Out>(tool, { file1: png, file2: Buffer.from(UNICODE_SAMPLE).toString('base64'), names: 'img/dot.png\nunicode.txt', text: 'hi', level: 0 });
    const headers = localHeaders(Buffer.from(out.zip, 'base64'));
    expect(headers.map((h) => h.name)).toEqual(['img/', 'img/dot.png', 'unicode.txt', 'notes.txt']);
    for (const h of headers) expect(h.crc, h.name).toBe(crc32(h.data));
    expect(out.entries).toEqual([{ path: 'img/dot.png', size: 70 }, { path: 'unicode.txt', size: 9 }, { path: 'notes.txt', size: 2 }]);
  });

  it('compresses, names files from data URLs or their type, and is reproducible', async () => {
    const text = 'abc'.repeat(100_000);
    const a = await runOk<Out>(tool, { file1: `data:text/plain;name=big%20file.txt;base64,${Buffer.from(text).toString('base64')}`, level: 9 });
    expect(a.entries[0]?.path).toBe('big file.txt');
    expect(a.size).toBeLessThan(2000);
    expect(Buffer.from(unzipSync(Buffer.from(a.zip, 'base64'))['big file.txt']!).toString()).toBe(text);
    const b = await runOk<Out>(tool, { file1: `data:text/plain;name=big%20file.txt;base64,${Buffer.from(text).toString('base64')}`, level: 9 });
    expect(b.zip).toBe(a.zip);
    const unnamed = await runOk<Out>(tool, { file1: 'data:application/pdf;base64,JVBERi0xLjQK' });
    expect(unnamed.entries[0]?.path).toBe('file1.pdf');
  });

  it('refuses nothing to zip, unsafe names and duplicates', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/at least one/);
    expect(await runError(tool, { text: 'x', textName: '../evil.txt' }, 'INVALID_INPUT')).toMatch(/\.\./);
    expect(await runError(tool, { file1: 'YQ==', file2: 'Yg==', names: 'a.txt\na.txt' }, 'INVALID_INPUT')).toMatch(/Two files/);
    expect(await runError(tool, { file1: 'not base64!' }, 'INVALID_INPUT')).toMatch(/File 1/);
  });
});
