import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { text: string; strings: { offset: number; string: string; encoding: string }[]; count: number; truncated: boolean };
const SAMPLE = Buffer.from('YWIASGVsbG8gV29ybGQBAnh5egAAbG9uZ2VyIHN0cmluZyBoZXJlCVRhYgD//lVURgBXAGkAZABlAHMAdAByAAAA', 'base64');
const run = (input: Record<string, unknown>) => runOk<Out>(tool, { file: `data:application/octet-stream;base64,${SAMPLE.toString('base64')}`, ...input });

// expected outputs printed by GNU strings (binutils 2.40) on the same bytes
describe('strings-extractor', () => {
  itReproducesItsExample(tool);

  it('matches GNU strings -t d -n 3 and -el -t x', async () => {
    expect((await run({ minLength: 3, offsets: 'decimal' })).text).toBe('      3 Hello World\n     16 xyz\n     21 longer string here\tTab\n     46 UTF\n');
    expect((await run({ encoding: 'utf16le' })).text).toBe('     30 FWidestr\n');
  });

  it('finds UTF-16BE, mixes encodings and ignores non-ASCII', async () => {
    const be = Buffer.concat([Buffer.from([1]), Buffer.from('\0H\0e\0l\0l\0o', 'latin1'), Buffer.from([0xff])]);
    expect((await runOk<Out>(tool, { text: be.toString('hex'), encoding: 'utf16be', offsets: 'none' })).text).toBe('Hello\n');
    expect((await run({ encoding: 'both' })).strings.map((s) => s.encoding)).toEqual(['ascii', 'ascii', 'utf16le']);
    expect((await runOk<Out>(tool, { text: Buffer.from(`${UNICODE_SAMPLE}abcd`).toString('hex') })).strings).toEqual([{ offset: 9, string: 'abcd', encoding: 'ascii' }]);
  });

  it('handles a large file and caps the list', async () => {
    const big = Buffer.alloc(1_200_000, 0);
    for (let i = 0; i < big.length; i += 10) big.write('abcd', i, 'latin1');
    const out = await runOk<Out>(tool, { file: `data:application/octet-stream;base64,${big.toString('base64')}`, offsets: 'none' });
    expect(out.count).toBe(100_000);
    expect(out.truncated).toBe(true);
  });

  it('rejects missing input', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/Give a file/);
  });
});
