import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; byteLength: number; torrent: { infoHash: string; name: string | null; totalSize: number; fileCount: number } | null };
const hex = (s: string | Buffer) => Buffer.from(s).toString('hex');

describe('bencode-converter', () => {
  itReproducesItsExample(tool);

  it('decodes the BEP 3 examples and encodes them back', async () => {
    expect(JSON.parse((await runOk<Out>(tool, { input: hex('l4:spam4:eggse') })).result)).toEqual(['spam', 'eggs']);
    expect((await runOk<Out>(tool, { input: hex('i-3e') })).result).toBe('-3');
    expect(Buffer.from((await runOk<Out>(tool, { mode: 'encode', input: '{"spam":["a","b"],"cow":"moo"}' })).result, 'hex').toString()).toBe('d3:cow3:moo4:spaml1:a1:bee');
    expect(Buffer.from((await runOk<Out>(tool, { mode: 'encode', input: JSON.stringify(UNICODE_SAMPLE) })).result, 'hex').toString()).toBe(`9:${UNICODE_SAMPLE}`);
  });

  it('shows torrent facts with the info-hash node:crypto computes', async () => {
    const info = Buffer.concat([Buffer.from('d6:lengthi12345e4:name8:file.txt12:piece lengthi16384e6:pieces20:'), Buffer.alloc(20, 0xab), Buffer.from('e')]);
    const torrent = Buffer.concat([Buffer.from('d8:announce20:http://tracker/a:1234:info'), info, Buffer.from('e')]);
    const out = await runOk<Out>(tool, { file: `data:application/x-bittorrent;base64,${torrent.toString('base64')}` });
    expect(out.torrent).toMatchObject({ infoHash: createHash('sha1').update(info).digest('hex'), name: 'file.txt', totalSize: 12345, fileCount: 1 });
    expect(JSON.parse(out.result).info.pieces).toBe(Buffer.alloc(20, 0xab).toString('base64'));
  });

  it('handles a large list', async () => {
    const big = `l${'i1e'.repeat(300_000)}e`;
    expect(JSON.parse((await runOk<Out>(tool, { input: hex(big), indent: 0 })).result)).toHaveLength(300_000);
  });

  it('rejects bad Bencode', async () => {
    expect(await runError(tool, { input: hex('d3:cow') }, 'INVALID_INPUT')).toMatch(/Bencode/);
    expect(await runError(tool, { mode: 'encode', input: '{' }, 'INVALID_INPUT')).toMatch(/line 1/);
  });
});
