import { afterEach, describe, expect, it } from 'vitest';
import { deflateRawSync, gunzipSync, gzipSync, inflateRawSync, inflateSync, deflateSync } from 'node:zlib';
import tool from './index.js';
import { preferNative } from '../../_shared/native.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; inputBytes: number; outputBytes: number; ratio: number | null; savedPercent: number | null };
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

describe('gzip-compressor', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('round-trips the unicode sample in every format, and node:zlib reads the output', async () => {
    const node = { gzip: gunzipSync, zlib: inflateSync, deflate: inflateRawSync };
    for (const format of ['gzip', 'zlib', 'deflate'] as const) {
      const c = await runOk<Out>(tool, { input: UNICODE_SAMPLE, format });
      expect(c.inputBytes).toBe(9);
      expect(node[format](Buffer.from(c.result, 'base64')).toString('utf8')).toBe(UNICODE_SAMPLE);
      const d = await runOk<Out>(tool, { input: c.result, mode: 'decompress', format });
      expect(d).toEqual({ result: UNICODE_SAMPLE, inputBytes: c.outputBytes, outputBytes: 9, ratio: c.ratio, savedPercent: c.savedPercent });
    }
  });

  it('decompresses what node:zlib compressed (differential, every level)', async () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(50) + UNICODE_SAMPLE;
    for (let level = 0; level <= 9; level++) {
      const gz = gzipSync(text, { level });
      const d = await runOk<Out>(tool, { input: b64(gz), mode: 'decompress' });
      expect(d.result).toBe(text);
      expect(d.outputBytes).toBe(Buffer.byteLength(text));
      const c = await runOk<Out>(tool, { input: text, level });
      expect(gunzipSync(Buffer.from(c.result, 'base64')).toString()).toBe(text);
    }
    const raw = deflateRawSync(text);
    expect((await runOk<Out>(tool, { input: raw.toString('hex'), mode: 'decompress', format: 'deflate', compressedEncoding: 'hex' })).result).toBe(text);
    expect((await runOk<Out>(tool, { input: b64(deflateSync(text)), mode: 'decompress', format: 'zlib' })).result).toBe(text);
  });

  it('compresses bytes given as hex or base64, and outputs hex', async () => {
    const c = await runOk<Out>(tool, { input: '00 01 ff', inputEncoding: 'hex', format: 'zlib', compressedEncoding: 'hex', level: 0 });
    // zlib header (2 bytes), a stored block (BFINAL=1, LEN 3, NLEN), the bytes, Adler-32 (b=260, a=257)
    expect(c.result.slice(4)).toBe('010300fcff0001ff' + '01040101');
    expect(inflateSync(Buffer.from(c.result, 'hex'))).toEqual(Buffer.from([0, 1, 255]));
    const fromB64 = await runOk<Out>(tool, { input: 'AAH/', inputEncoding: 'base64', format: 'zlib', compressedEncoding: 'hex', level: 0 });
    expect(fromB64.result).toBe(c.result);
  });

  it('shows binary output as hex or base64, and refuses it as text', async () => {
    const gz = b64(gzipSync(Buffer.from([0xde, 0xad, 0xbe, 0xef])));
    expect((await runOk<Out>(tool, { input: gz, mode: 'decompress', outputEncoding: 'hex' })).result).toBe('deadbeef');
    expect((await runOk<Out>(tool, { input: gz, mode: 'decompress', outputEncoding: 'base64' })).result).toBe('3q2+7w==');
    expect(await runError(tool, { input: gz, mode: 'decompress' }, 'INVALID_INPUT')).toBe(
      'The decompressed data (4 bytes) is not valid UTF-8 text: byte 0xBE at byte offset 2 is invalid. It is probably binary: set outputEncoding to "hex" or "base64".',
    );
  });

  it('reads concatenated gzip members like gunzip does', async () => {
    const both = Buffer.concat([gzipSync('first '), gzipSync('second')]);
    expect((await runOk<Out>(tool, { input: b64(both), mode: 'decompress' })).result).toBe('first second');
    const bad = Buffer.from(both);
    bad.writeUInt8(bad.readUInt8(bad.length - 8) ^ 1, bad.length - 8); // CRC of the second member
    expect(await runError(tool, { input: b64(bad), mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/^Not valid gzip data: the gzip CRC-32 of member 2 does not match/);
  });

  it('rejects corrupted, truncated and mislabelled data', async () => {
    const gz = gzipSync('hello world, hello world');
    const badCrc = Buffer.from(gz);
    badCrc.writeUInt8(badCrc.readUInt8(badCrc.length - 6) ^ 0xff, badCrc.length - 6);
    expect(await runError(tool, { input: b64(badCrc), mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/^Not valid gzip data: the gzip CRC-32 does not match/);
    const badAdler = deflateSync('hello');
    badAdler.writeUInt8(badAdler.readUInt8(badAdler.length - 1) ^ 1, badAdler.length - 1);
    expect(await runError(tool, { input: b64(badAdler), mode: 'decompress', format: 'zlib' }, 'INVALID_INPUT')).toBe(
      'Not valid zlib data: the zlib Adler-32 checksum does not match: the data is corrupted.',
    );
    expect(await runError(tool, { input: b64(gz.subarray(0, 12)), mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/^Not valid gzip data: /);
    expect(await runError(tool, { input: b64(gz), mode: 'decompress', format: 'zlib' }, 'INVALID_INPUT')).toMatch(/The data looks like gzip: try format "gzip"\.$/);
    expect(await runError(tool, { input: 'not base64!', mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/^The compressed input is not valid base64: .*Set compressedEncoding/);
    expect(await runError(tool, { input: 'zz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/not valid hex/);
  });

  it('stops a decompression bomb at 10 MB', async () => {
    const bomb = gzipSync(Buffer.alloc(11 * 1024 * 1024), { level: 9 });
    expect(await runError(tool, { input: b64(bomb), mode: 'decompress', outputEncoding: 'hex' }, 'INVALID_INPUT')).toBe(
      'The decompressed data exceeds 10 MB, the limit of this tool (possibly a decompression bomb).',
    );
    const ok = gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x61));
    expect((await runOk<Out>(tool, { input: b64(ok), mode: 'decompress' })).outputBytes).toBe(10 * 1024 * 1024);
  });

  it('compresses the largest allowed input, and reports exact sizes', async () => {
    const input = largestInput(tool, 'input', 'abcé');
    const c = await runOk<Out>(tool, { input, level: 9 });
    expect(c.inputBytes).toBe(Buffer.byteLength(input));
    expect(gunzipSync(Buffer.from(c.result, 'base64')).toString()).toBe(input);
    expect(c.outputBytes).toBe(Buffer.from(c.result, 'base64').length);
    expect(c.ratio).toBe(Math.round((c.outputBytes / c.inputBytes) * 10000) / 10000);
    expect(c.ratio).toBeLessThan(0.01);
  });

  it('reports null ratios for an empty gzip stream, and a level-0 stored stream larger than its input', async () => {
    expect(await runOk<Out>(tool, { input: b64(gzipSync('')), mode: 'decompress' })).toEqual({ result: '', inputBytes: 20, outputBytes: 0, ratio: null, savedPercent: null });
    const stored = await runOk<Out>(tool, { input: 'abc', level: 0 });
    expect(stored).toEqual({ result: b64(Buffer.from(stored.result, 'base64')), inputBytes: 3, outputBytes: 26, ratio: 8.6667, savedPercent: -766.67 });
  });

  describe('kernels: zlib (Node) and fflate (browsers)', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'zlib' : 'fflate'}: random text with lone surrogates round-trips through node:zlib in every format and level`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 91 : 92);
        const inflate = { gzip: gunzipSync, zlib: inflateSync, deflate: inflateRawSync };
        for (let k = 0; k < 20; k++) {
          const text = randomUnicode(rand, 1 + Math.floor(rand() * 5000));
          const format = (['gzip', 'zlib', 'deflate'] as const)[k % 3]!;
          const c = await runOk<Out>(tool, { input: text, format, level: k % 10 });
          expect(inflate[format](Buffer.from(c.result, 'base64'))).toEqual(Buffer.from(text, 'utf8'));
          if (native) expect(c.result).toBe((format === 'gzip' ? gzipSync : format === 'zlib' ? deflateSync : deflateRawSync)(Buffer.from(text), { level: k % 10 }).toString('base64'));
        }
      });
    }
  });

  describe('stream', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'zlib' : 'fflate'}: equals the function on random text cut anywhere, every format, level and output encoding`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 93 : 94);
        for (let k = 0; k < 12; k++) {
          const params = { format: ['gzip', 'zlib', 'deflate'][k % 3], level: [0, 1, 6, 9][k % 4], compressedEncoding: k % 2 ? 'hex' : 'base64' };
          await expectStreamEqualsFunction(tool, params, { text: randomUnicode(rand, 1 + Math.floor(rand() * 20_000)) }, rand, 1 + Math.floor(rand() * 3000));
        }
      });
    }

    it('fflate: equal across its 1 MiB block edges too (a 2.5 MB input in uneven chunks)', async () => {
      preferNative(false);
      const rand = testRandom(95);
      const text = randomUnicode(rand, 2_500_000, true);
      await expectStreamEqualsFunction(tool, { level: 1 }, { text }, rand, 200_000);
    });
  });
});
