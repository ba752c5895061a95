import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { dump: string; bytesDumped: number; totalBytes: number };
const SAMPLE = Buffer.from('Hello, World!\nThis is \x00\x01\x02\xff a test of xxd.', 'latin1');
const dump = (input: Record<string, unknown>) => runOk<Out>(tool, { text: SAMPLE.toString('hex'), inputEncoding: 'hex', ...input });

// fixtures printed by xxd 2022-01-14 and hexdump (util-linux) on this sample
describe('hexdump', () => {
  itReproducesItsExample(tool);

  it('prints what xxd prints', async () => {
    expect((await dump({})).dump).toBe(
      '00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a 5468  Hello, World!.Th\n' +
        '00000010: 6973 2069 7320 0001 02ff 2061 2074 6573  is is .... a tes\n' +
        '00000020: 7420 6f66 2078 7864 2e                   t of xxd.\n',
    );
    expect((await dump({ groupSize: 1, columns: 8, uppercase: true })).dump.split('\n').slice(3, 6)).toEqual([
      '00000018: 02 FF 20 61 20 74 65 73  .. a tes',
      '00000020: 74 20 6F 66 20 78 78 64  t of xxd',
      '00000028: 2E                       .',
    ]);
    const odd = await runOk<Out>(tool, { text: 'abcdefghijklmnopq', columns: 5, groupSize: 4 });
    expect(odd.dump.split('\n')[3]).toBe('0000000f: 7071         pq');
    expect((await dump({ format: 'plain' })).dump).toBe('48656c6c6f2c20576f726c64210a5468697320697320000102ff20612074\n657374206f66207878642e\n');
  });

  it('prints what hexdump -C and xxd -i print', async () => {
    expect((await dump({ format: 'canonical' })).dump).toBe(
      '00000000  48 65 6c 6c 6f 2c 20 57  6f 72 6c 64 21 0a 54 68  |Hello, World!.Th|\n' +
        '00000010  69 73 20 69 73 20 00 01  02 ff 20 61 20 74 65 73  |is is .... a tes|\n' +
        '00000020  74 20 6f 66 20 78 78 64  2e                       |t of xxd.|\n' +
        '00000029\n',
    );
    expect((await runOk<Out>(tool, { text: 'A'.repeat(49), format: 'canonical' })).dump).toBe(
      '00000000  41 41 41 41 41 41 41 41  41 41 41 41 41 41 41 41  |AAAAAAAAAAAAAAAA|\n*\n' +
        '00000030  41                                                |A|\n00000031\n',
    );
    expect((await dump({ format: 'c' })).dump).toBe(
      'unsigned char data[] = {\n' +
        '  0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x2c, 0x20, 0x57, 0x6f, 0x72, 0x6c, 0x64,\n' +
        '  0x21, 0x0a, 0x54, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x00, 0x01,\n' +
        '  0x02, 0xff, 0x20, 0x61, 0x20, 0x74, 0x65, 0x73, 0x74, 0x20, 0x6f, 0x66,\n' +
        '  0x20, 0x78, 0x78, 0x64, 0x2e\n};\nunsigned int data_len = 41;\n',
    );
  });

  it('dumps files, slices and unicode', async () => {
    const file = `data:application/octet-stream;base64,${SAMPLE.toString('base64')}`;
    const slice = await runOk<Out>(tool, { file, offset: 16, length: 4 });
    expect(slice).toEqual({ dump: '00000010: 6973 2069                                is i\n', bytesDumped: 4, totalBytes: 41 });
    expect((await runOk<Out>(tool, { text: UNICODE_SAMPLE })).dump).toBe('00000000: c380 f09f 9880 e4b8 ad                   .........\n');
  });

  it('handles the largest input and refuses more than 1 MiB at once', async () => {
    const big = Buffer.alloc(1_048_576 + 10, 7);
    const file = big.toString('base64');
    expect(await runError(tool, { file }, 'CONSTRAINT_VIOLATION')).toMatch(/length/);
    const out = await runOk<Out>(tool, { file, offset: 10, format: 'plain' });
    expect(out.bytesDumped).toBe(1_048_576);
  });

  it('rejects missing or bad input', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/Give a file/);
    expect(await runError(tool, { text: 'xyz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/not valid hex/);
    expect(await runError(tool, { text: 'abc', offset: 4 }, 'INVALID_INPUT')).toMatch(/past the end/);
  });
});
