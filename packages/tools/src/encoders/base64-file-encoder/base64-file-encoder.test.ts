import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { base64: string; dataUrl: string; mimeType: string; extension: string | null; size: number };
const encode = (file: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'encode', file, ...extra });
const decode = (base64: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'decode', base64, ...extra });

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const BINARY = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x7f]);

describe('base64-file-encoder', () => {
  itReproducesItsExample(tool);

  it('treats a missing file or an empty Base64 text as missing', async () => {
    await runError(tool, { mode: 'encode', file: '' }, 'MISSING_REQUIRED');
    await runError(tool, { mode: 'decode', base64: '' }, 'MISSING_REQUIRED');
    await runError(tool, {}, 'MISSING_REQUIRED');
  });

  it('detects PNG, JPEG and binary content from magic bytes, in both directions', async () => {
    const png = PNG_HEAD.toString('base64');
    expect(await encode(png)).toEqual({ base64: png, dataUrl: `data:image/png;base64,${png}`, mimeType: 'image/png', extension: 'png', size: 16 });
    expect(await decode(png)).toEqual(await encode(png));
    expect((await encode(JPEG_HEAD.toString('base64'))).mimeType).toBe('image/jpeg');
    expect(await decode(BINARY.toString('base64'))).toMatchObject({ mimeType: 'application/octet-stream', extension: 'bin', size: 5 });
  });

  it('marks non-ASCII text as UTF-8 in the data URL (browsers would assume US-ASCII)', async () => {
    const b64 = Buffer.from(UNICODE_SAMPLE).toString('base64');
    expect(await encode(b64)).toEqual({
      base64: b64,
      dataUrl: `data:text/plain;charset=utf-8;base64,${b64}`,
      mimeType: 'text/plain',
      extension: 'txt',
      size: 9,
    });
    expect((await encode(Buffer.from('plain').toString('base64'))).dataUrl).toBe('data:text/plain;base64,cGxhaW4=');
  });

  it('round-trips random files through the data URL (file → data URL → file)', async () => {
    for (let n = 0; n < 20; n++) {
      const bytes = Buffer.concat([BINARY, randomBytes(n * 37)]);
      const encoded = await encode(bytes.toString('base64'));
      expect(encoded.base64).toBe(bytes.toString('base64'));
      expect(encoded.size).toBe(bytes.length);
      const back = await decode(encoded.dataUrl);
      expect(back).toEqual(encoded);
      expect(Buffer.from(back.base64, 'base64').equals(bytes)).toBe(true);
    }
  });

  it('keeps the declared type and charset of a data URL, and strips the prefix from base64', async () => {
    const json = Buffer.from('{"a":1}').toString('base64');
    expect(await decode(`data:application/json;charset=UTF-8;base64,${json}`)).toEqual({
      base64: json,
      dataUrl: `data:application/json;charset=utf-8;base64,${json}`,
      mimeType: 'application/json',
      extension: 'json',
      size: 7,
    });
    expect((await encode(`data:text/css;base64,${Buffer.from('a{}').toString('base64')}`)).mimeType).toBe('text/css');
  });

  it('prefers a detected type over a generic declared one, and warns when the declared type is contradicted', async () => {
    const png = PNG_HEAD.toString('base64');
    expect((await encode(`data:application/octet-stream;base64,${png}`)).mimeType).toBe('image/png');
    const result = await runTool(tool, { mode: 'encode', file: `data:image/jpeg;base64,${png}` });
    expect(result.success && (result.data as Out).mimeType).toBe('image/jpeg');
    expect(result.metadata?.warnings).toEqual(['The content looks like image/png (from its first bytes), not image/jpeg.']);
  });

  it('uses an explicit MIME type when given', async () => {
    const data = await decode(BINARY.toString('base64'), { mimeType: 'Application/X-Custom' });
    expect(data).toMatchObject({ mimeType: 'application/x-custom', extension: null });
    expect(data.dataUrl).toBe(`data:application/x-custom;base64,${BINARY.toString('base64')}`);
    await runError(tool, { mode: 'decode', base64: 'AAAA', mimeType: 'not a type' }, 'CONSTRAINT_VIOLATION');
  });

  it('decodes URL-safe, unpadded and wrapped Base64 into canonical Base64', async () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x00, 0x10]);
    expect((await decode(bytes.toString('base64url'))).base64).toBe(bytes.toString('base64'));
    expect((await decode(`  ${bytes.toString('base64').slice(0, 4)}\r\n${bytes.toString('base64').slice(4)}\n`)).base64).toBe('+/+/ABA=');
  });

  it('decodes a percent-encoded data URL', async () => {
    expect(await decode('data:text/plain,Hello%2C%20World%21')).toEqual({
      base64: 'SGVsbG8sIFdvcmxkIQ==',
      dataUrl: 'data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==',
      mimeType: 'text/plain',
      extension: 'txt',
      size: 13,
    });
  });

  it('rejects invalid Base64 with the position of the bad character', async () => {
    expect(await runError(tool, { mode: 'decode', base64: 'iVBO*w0K' }, 'INVALID_INPUT')).toBe(
      "Invalid Base64: invalid character '*' (U+002A) at position 5: base64 uses only A–Z, a–z, 0–9, '+' and '/' (or '-' and '_') with '=' padding",
    );
    expect(await runError(tool, { mode: 'decode', base64: 'data:image/png;base64,iVB' + 'O$' }, 'INVALID_INPUT')).toMatch(
      /^Invalid Base64 after the data: URL prefix \(positions count from the first character after the comma\): invalid character '\$' \(U\+0024\) at position 5/,
    );
    await runError(tool, { mode: 'encode', file: 'not base64!' }, 'INVALID_INPUT');
  });

  it('encodes the largest allowed file (10 MiB) and rejects one byte more, in both modes', async () => {
    const big = Buffer.alloc(10_485_760, 0x61);
    PNG_HEAD.copy(big);
    const b64 = big.toString('base64');
    const data = await encode(b64);
    expect(data.size).toBe(10_485_760);
    expect(data.mimeType).toBe('image/png');
    expect(data.base64).toBe(b64);
    const over = Buffer.concat([big, Buffer.from([0])]).toString('base64');
    expect(await runError(tool, { mode: 'encode', file: over }, 'CONSTRAINT_VIOLATION')).toMatch(/10485761 bytes; the limit is 10485760 bytes/);
    expect(await runError(tool, { mode: 'decode', base64: over }, 'CONSTRAINT_VIOLATION')).toBe(
      'The decoded file is 10485761 bytes; the limit is 10485760 bytes (10 MiB).',
    );
  });

  it('accepts 10 MiB of Base64 wrapped at 76 columns (MIME), and bounds the text itself', async () => {
    const big = randomBytes(10_485_760);
    const wrapped = big.toString('base64').replace(/.{76}/g, '$&\r\n');
    expect(wrapped.length).toBeLessThanOrEqual(15_000_000);
    const data = await decode(wrapped);
    expect(data.size).toBe(10_485_760);
    expect(data.base64).toBe(big.toString('base64'));
    // the longest text allowed decodes to more than 10 MiB, so the size limit still applies
    await runError(tool, { mode: 'decode', base64: largestInput(tool, 'base64', 'QUJD') }, 'CONSTRAINT_VIOLATION');
    expect(await runError(tool, { mode: 'decode', base64: oversizedInput(tool, 'base64') }, 'CONSTRAINT_VIOLATION')).toMatch(
      /at most 15000000 characters/,
    );
  });
});
