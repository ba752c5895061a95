import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Entry = { path: string; size: number; compressedSize: number; method: string; crc32: string; directory: boolean; encrypted: boolean };
type Out = { entries: Entry[]; fileCount: number; totalSize: number; extracted: { name: string; base64: string; text: string | null; mediaType: string } | null };

// made by Info-ZIP 3.0 on this machine: hello.txt (stored), docs/, docs/zzz.txt (deflated 3000 × "z"), docs/unicode.txt; and hello.txt with -P secret
const INFOZIP = 'UEsDBAoAAAAAAMQie12rN4iqDwAAAA8AAAAJAAAAaGVsbG8udHh0SGVsbG8gZnJvbSB6aXAKUEsDBAoAAAAAAMQie10AAAAAAAAAAAAAAAAFAAAAZG9jcy9QSwMEFAAAAAgAxCJ7XSlrjokUAAAAuAsAAAwAAABkb2NzL3p6ei50eHTtwTEBAAAAwqDeS28ND6AAAIB3A1BLAwQKAAAAAADEIntdxWmJmgkAAAAJAAAAEAAAAGRvY3MvdW5pY29kZS50eHTDgPCfmIDkuK1QSwECHgMKAAAAAADEIntdqzeIqg8AAAAPAAAACQAAAAAAAAABAAAApIEAAAAAaGVsbG8udHh0UEsBAh4DCgAAAAAAxCJ7XQAAAAAAAAAAAAAAAAUAAAAAAAAAAAAQAO1BNgAAAGRvY3MvUEsBAh4DFAAAAAgAxCJ7XSlrjokUAAAAuAsAAAwAAAAAAAAAAQAAAKSBWQAAAGRvY3Mvenp6LnR4dFBLAQIeAwoAAAAAAMQie13FaYmaCQAAAAkAAAAQAAAAAAAAAAEAAACkgZcAAABkb2NzL3VuaWNvZGUudHh0UEsFBgAAAAAEAAQA4gAAAM4AAAAAAA==';
const ENCRYPTED = 'UEsDBAoACQAAAMQie12rN4iqGwAAAA8AAAAJAAAAaGVsbG8udHh0sqtS30Nx2Qbk6tmTeqAqhw/UBBclB+gFHSaWUEsHCKs3iKobAAAADwAAAFBLAQIeAwoACQAAAMQie12rN4iqGwAAAA8AAAAJAAAAAAAAAAEAAACkgQAAAABoZWxsby50eHRQSwUGAAAAAAEAAQA3AAAAUgAAAAAA';

describe('zip-extractor', () => {
  itReproducesItsExample(tool);

  it('lists and extracts an Info-ZIP archive', async () => {
    const list = await runOk<Out>(tool, { file: INFOZIP });
    expect(list.entries.map((e) => [e.path, e.size, e.method, e.directory])).toEqual([
      ['hello.txt', 15, 'stored', false],
      ['docs/', 0, 'stored', true],
      ['docs/zzz.txt', 3000, 'deflate', false],
      ['docs/unicode.txt', 9, 'stored', false],
    ]);
    expect(list).toMatchObject({ fileCount: 3, totalSize: 3024, extracted: null });
    expect((await runOk<Out>(tool, { file: INFOZIP, path: 'docs/zzz.txt' })).extracted?.text).toBe('z'.repeat(3000));
    expect((await runOk<Out>(tool, { file: INFOZIP, path: 'docs/unicode.txt' })).extracted?.text).toBe(UNICODE_SAMPLE);
  });

  it('reports CRC-32 as zlib computes it and extracts binary files', async () => {
    const { crc32 } = await import('node:zlib');
    const binary = Uint8Array.from([0, 1, 2, 255, 254]);
    const zip = Buffer.from(zipSync({ 'a/b.bin': binary, 'x.json': new TextEncoder().encode('{"a":1}') })).toString('base64');
    const out = await runOk<Out>(tool, { file: zip, path: 'a/b.bin' });
    expect(out.entries.find((e) => e.path === 'a/b.bin')?.crc32).toBe(crc32(binary).toString(16).padStart(8, '0'));
    expect(out.extracted).toMatchObject({ name: 'b.bin', text: null, base64: Buffer.from(binary).toString('base64'), mediaType: 'application/octet-stream' });
  });

  it('handles an empty archive and a large one', async () => {
    const empty = Buffer.from(zipSync({})).toString('base64');
    expect(await runOk<Out>(tool, { file: empty })).toEqual({ entries: [], fileCount: 0, totalSize: 0, extracted: null });
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2000; i++) files[`dir/file-${i}.txt`] = new TextEncoder().encode(`file ${i}\n`.repeat(50));
    const big = Buffer.from(zipSync(files)).toString('base64');
    const out = await runOk<Out>(tool, { file: big, path: 'dir/file-1999.txt' });
    expect(out.fileCount).toBe(2000);
    expect(out.extracted?.text).toBe('file 1999\n'.repeat(50));
  });

  it('refuses encrypted entries, bad paths and non-ZIP files', async () => {
    const enc = await runOk<Out>(tool, { file: ENCRYPTED });
    expect(enc.entries[0]?.encrypted).toBe(true);
    expect(await runError(tool, { file: ENCRYPTED, path: 'hello.txt' }, 'INVALID_INPUT')).toMatch(/password/);
    expect(await runError(tool, { file: INFOZIP, path: 'Hello.txt' }, 'INVALID_INPUT')).toMatch(/similar: hello.txt/);
    expect(await runError(tool, { file: INFOZIP, path: 'docs/' }, 'INVALID_INPUT')).toMatch(/directory/);
    expect(await runError(tool, { file: Buffer.from('not a zip').toString('base64') }, 'INVALID_INPUT')).toMatch(/PK/);
    expect(await runError(tool, { file: INFOZIP.slice(0, 200) }, 'INVALID_INPUT')).toMatch(/damaged|truncated/);
  });
});
