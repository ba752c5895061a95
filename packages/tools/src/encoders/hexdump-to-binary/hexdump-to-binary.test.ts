import { describe, expect, it } from 'vitest';
import tool from './index.js';
import hexdump from '../hexdump/index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { hex: string; text: string | null; file: string; byteLength: number; format: string };

describe('hexdump-to-binary', () => {
  itReproducesItsExample(tool);

  it('reverses every hexdump format on random bytes', async () => {
    const random = testRandom(16);
    for (let n = 0; n < 16; n++) {
      const format = ['xxd', 'canonical', 'plain', 'c'][n % 4]!;
      const hex = Buffer.from(Array.from({ length: Math.floor(random() * 300) + 1 }, () => (random() < 0.4 ? 0x41 : Math.floor(random() * 256)))).toString('hex');
      const columns = [0, 8, 13, 32][Math.floor(random() * 4)]!;
      const { dump } = await runOk<{ dump: string }>(hexdump, { text: hex, inputEncoding: 'hex', format, columns, groupSize: 1 + Math.floor(random() * 4) });
      const back = await runOk<Out>(tool, { dump });
      expect(back.format, dump).toBe(format);
      expect(back.hex, `${format}\n${dump}`).toBe(hex);
      expect(Buffer.from(back.file, 'base64').toString('hex')).toBe(hex);
    }
  });

  it('expands "*" lines and fills gaps from offsets', async () => {
    const squeezed = '00000000  41 41 41 41 41 41 41 41  41 41 41 41 41 41 41 41  |AAAAAAAAAAAAAAAA|\n*\n00000030  41                                                |A|\n00000031\n';
    expect((await runOk<Out>(tool, { dump: squeezed })).text).toBe('A'.repeat(49));
    const gap = await runOk<Out>(tool, { dump: '00000000: 4142  AB\n00000010: 43  C' });
    expect(gap.hex).toBe(`4142${'00'.repeat(14)}43`);
    const od = await runOk<Out>(tool, { dump: '000000 48 69 0a                                         >Hi.<\n000003\n' });
    expect(od.text).toBe('Hi\n');
  });

  it('handles unicode, binary and the largest input', async () => {
    const { dump } = await runOk<{ dump: string }>(hexdump, { text: UNICODE_SAMPLE });
    expect((await runOk<Out>(tool, { dump })).text).toBe(UNICODE_SAMPLE);
    expect((await runOk<Out>(tool, { dump: 'ff00' })).text).toBeNull();
    const big = await runOk<Out>(tool, { dump: 'ab'.repeat(2_500_000) });
    expect(big.byteLength).toBe(2_500_000);
  });

  it('reads megabyte-long lines in every format after many calls (a warmed-up regex once exhausted the stack)', async () => {
    // V8 compiles a regex to machine code after some calls; a backtracking one then overflowed on a 5 MB line
    for (let i = 0; i < 60; i++) await runOk<Out>(tool, { dump: `00000000: 4869 0a  Hi.\n` });
    expect((await runOk<Out>(tool, { dump: 'ab'.repeat(2_500_000) })).byteLength).toBe(2_500_000);
    expect((await runOk<Out>(tool, { dump: ` ${'ab'.repeat(2_499_999)}`, format: 'plain' })).byteLength).toBe(2_499_999);
    for (const format of ['xxd', 'canonical'] as const) {
      const message = await runError(tool, { dump: 'ab'.repeat(2_500_000), format }, 'INVALID_INPUT');
      expect(message).toMatch(/Line 1/);
    }
    const spaces = await runOk<Out>(tool, { dump: `${' '.repeat(4_000_000)}4142` });
    expect(spaces.hex).toBe('4142');
  });

  it('rejects bad dumps', async () => {
    await runError(tool, { dump: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { dump: 'abc' }, 'INVALID_INPUT')).toMatch(/odd number/);
    expect(await runError(tool, { dump: '00000000: 4g65  Ke' }, 'INVALID_INPUT')).toMatch(/Line 1/);
    expect(await runError(tool, { dump: 'fffffff0: 41  A' }, 'CONSTRAINT_VIOLATION')).toMatch(/10 MiB/);
  });
});
