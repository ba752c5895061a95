import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; inputBytes: number; outputBytes: number };

// frames written by the zstd 1.5.4 command line on this machine
const BYTES_0_255 = 'KLUv/QRYAQgAAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq+wsbKztLW2t7i5uru8vb6/wMHCw8TFxsfIycrLzM3Oz9DR0tPU1dbX2Nna29zd3t/g4eLj5OXm5+jp6uvs7e7v8PHy8/T19vf4+fr7/P3+/0uQzQY=';
const BOMB = 'KLUv/QRoTAAACAABAPz/ORACAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAAgAQAAIAEAACABAAA9gIAAgsit0=';

describe('zstd-decompressor', () => {
  itReproducesItsExample(tool);

  it('reads frames made by the zstd command', async () => {
    expect((await runOk<Out>(tool, { input: '28b52ffd00586500003068656c6c6f200100b94b11', compressedEncoding: 'hex' })).result).toBe('hello hello hello hello hello hello');
    expect((await runOk<Out>(tool, { input: '28b52ffd04581100006162614ad09228b52ffd04581100006364842bc400', compressedEncoding: 'hex' })).result).toBe('abcd');
    expect((await runOk<Out>(tool, { input: 'KLUv/QRYTQAAEHh4AQAbzg6wBKChoA==' })).result).toBe('x'.repeat(20000));
    expect((await runOk<Out>(tool, { input: BYTES_0_255, outputEncoding: 'hex' })).result).toBe(Buffer.from(Array.from({ length: 256 }, (_, i) => i)).toString('hex'));
  });

  it('handles files, unicode and skippable frames', async () => {
    const file = 'data:application/zstd;base64,KLUv/QRoZQAAMGhlbGxvIAEAuUsRK+Fo5w==';
    expect((await runOk<Out>(tool, { file })).outputBytes).toBe(35);
    expect((await runOk<Out>(tool, { input: 'KLUv/QRYSQAAw4Dwn5iA5LitszpMUA==' })).result).toBe(UNICODE_SAMPLE);
    // a skippable frame (magic 0x184D2A50, 3 bytes of payload) before a real frame
    const skippable = Buffer.from('502a4d1803000000aabbcc', 'hex');
    const frame = Buffer.from('KLUv/QRoZQAAMGhlbGxvIAEAuUsRK+Fo5w==', 'base64');
    expect((await runOk<Out>(tool, { input: Buffer.concat([skippable, frame]).toString('hex'), compressedEncoding: 'hex' })).outputBytes).toBe(35);
  });

  it('stops a decompression bomb and rejects other data', async () => {
    expect(await runError(tool, { input: BOMB, outputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/10 MB/);
    expect(await runError(tool, { input: 'H4sIAAAAAAAAA8tIzcnJV8BLAgBXN2KFIwAAAA==' }, 'INVALID_INPUT')).toMatch(/starts with 1f 8b/);
    expect(await runError(tool, { input: '28b52ffd0058650000', compressedEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/Zstandard/);
    await runError(tool, {}, 'INVALID_INPUT');
  });
});
