import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Twos {
  bits: number;
  binary: string;
  hex: string;
  unsigned: string;
  signed: string;
  fitsSigned: boolean;
  fitsUnsigned: boolean;
  overflow: boolean;
}
interface Out {
  inputBase: number;
  decimal: string;
  binary: string;
  octal: string;
  hex: string;
  custom?: { base: number; value: string };
  negative: boolean;
  bitLength: number;
  twosComplement: Twos;
}

const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random BigInt of up to `maxBits` bits, either sign. */
function randomBigInt(random: () => number, maxBits: number): bigint {
  const bits = 1 + Math.floor(random() * maxBits);
  let n = 0n;
  for (let i = 0; i < bits; i++) n = (n << 1n) | (random() < 0.5 ? 1n : 0n);
  return random() < 0.4 ? -n : n;
}

describe('number-base-converter', () => {
  itReproducesItsExample(tool);

  describe('edge cases', () => {
    it('treats an empty number as missing', async () => {
      await runError(tool, { number: '' }, 'MISSING_REQUIRED');
      await runError(tool, {}, 'MISSING_REQUIRED');
    });

    it('rejects the unicode sample naming the character and its position', async () => {
      expect(await runError(tool, { number: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe(
        "Unexpected character 'À' at position 1; base 10 (decimal) digits are 0-9 (separators _ and spaces are allowed)",
      );
      expect(await runError(tool, { number: `12${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/'À' at position 3/);
      expect(await runError(tool, { number: `😀1x`, fromBase: '36' }, 'INVALID_INPUT')).toMatch(/'😀' at position 1/);
    });

    it('converts the largest allowed input quickly and rejects a longer one', async () => {
      const decimal = largestInput(tool, 'number', '7');
      expect(decimal.length).toBe(100_000);
      const data = await run({ number: decimal });
      const expected = BigInt(decimal);
      expect(data.hex).toBe(expected.toString(16));
      expect(data.decimal).toBe(decimal);
      expect(data.bitLength).toBe(expected.toString(2).length);
      expect(data.twosComplement.bits).toBe(Math.ceil(data.bitLength / 8) * 8);
      const ternary = largestInput(tool, 'number', '21');
      const viaTernary = await run({ number: ternary, fromBase: '3', toBase: 3 });
      expect(viaTernary.custom!.value).toBe(ternary);
      await runError(tool, { number: oversizedInput(tool, 'number') }, 'CONSTRAINT_VIOLATION');
    });

    it('converts zero, signs and the smallest values', async () => {
      expect(await run({ number: '0' })).toMatchObject({
        decimal: '0',
        binary: '0',
        octal: '0',
        hex: '0',
        negative: false,
        bitLength: 0,
        twosComplement: { bits: 8, binary: '00000000', hex: '00', unsigned: '0', signed: '0', fitsSigned: true, fitsUnsigned: true, overflow: false },
      });
      expect((await run({ number: '-0' })).decimal).toBe('0');
      expect((await run({ number: '+42' })).decimal).toBe('42');
      expect((await run({ number: '−42' })).decimal).toBe('-42');
      expect((await run({ number: '- 0x1' })).decimal).toBe('-1');
    });
  });

  describe('input bases', () => {
    it('auto-detects 0x, 0o and 0b prefixes (any case) and defaults to decimal', async () => {
      const cases: Array<[string, number]> = [
        ['255', 10],
        ['0xff', 16],
        ['0XFF', 16],
        ['0o377', 8],
        ['0O377', 8],
        ['0b11111111', 2],
        ['0B1111_1111', 2],
      ];
      for (const [number, base] of cases) {
        const data = await run({ number });
        expect(data.decimal, number).toBe('255');
        expect(data.inputBase, number).toBe(base);
      }
      expect((await run({ number: '-0x1F' })).decimal).toBe('-31');
    });

    it('reads any base 2–36 when chosen, stripping only the matching prefix', async () => {
      expect((await run({ number: 'zz', fromBase: '36' })).decimal).toBe('1295');
      expect((await run({ number: 'ZZ', fromBase: '36' })).decimal).toBe('1295');
      expect((await run({ number: '0xff', fromBase: '16' })).decimal).toBe('255');
      expect((await run({ number: '0b1', fromBase: '16' })).decimal).toBe(String(0xb1));
      expect((await run({ number: '0x1', fromBase: '36' })).decimal).toBe(String(33 * 36 + 1));
      expect((await run({ number: '121', fromBase: '3' })).decimal).toBe('16');
      expect((await run({ number: 'a', fromBase: '11' })).decimal).toBe('10');
    });

    it('ignores underscores and spaces between digits', async () => {
      for (const number of ['1_000_000', '1 000 000', ' 1000000 ', '0x_f_4240', '0xF 4240'])
        expect((await run({ number })).decimal, number).toBe('1000000');
    });

    it('warns that a leading zero is not octal', async () => {
      const result = await runTool(tool, { number: '0755' });
      expect(result.success && (result.data as Out).decimal).toBe('755');
      expect(result.metadata?.warnings).toEqual([
        '"0755" was read as decimal; a leading 0 does not mean octal here. For octal write 0o755 or set fromBase to 8.',
      ]);
      expect((await runTool(tool, { number: '0755', fromBase: '10' })).metadata?.warnings).toBeUndefined();
      expect((await runTool(tool, { number: '0' })).metadata?.warnings).toBeUndefined();
    });
  });

  describe('bad input', () => {
    it('names an invalid digit, its position and the allowed digits', async () => {
      expect(await runError(tool, { number: '12a4', fromBase: '8' }, 'INVALID_INPUT')).toBe(
        "Invalid digit 'a' at position 3 for base 8 (octal): allowed digits are 0-7",
      );
      expect(await runError(tool, { number: '0b102' }, 'INVALID_INPUT')).toBe(
        "Invalid digit '2' at position 5 for base 2 (binary): allowed digits are 0-1",
      );
      expect(await runError(tool, { number: 'g', fromBase: '16' }, 'INVALID_INPUT')).toMatch(/allowed digits are 0-9, a-f$/);
      expect(await runError(tool, { number: 'b', fromBase: '11' }, 'INVALID_INPUT')).toMatch(/allowed digits are 0-9, a$/);
      expect(await runError(tool, { number: 'ff' }, 'INVALID_INPUT')).toBe(
        "Invalid digit 'f' at position 1 for base 10 (decimal): allowed digits are 0-9. For hexadecimal add the 0x prefix or set fromBase to 16",
      );
      expect(await runError(tool, { number: 'zz' }, 'INVALID_INPUT')).toMatch(/'z' is a digit only in bases above 35: set fromBase/);
    });

    it('rejects fractions, empty digits and a bad base', async () => {
      expect(await runError(tool, { number: '1.5' }, 'INVALID_INPUT')).toMatch(/Unexpected '\.' at position 2: only integers/);
      expect(await runError(tool, { number: '1,000' }, 'INVALID_INPUT')).toMatch(/Unexpected ',' at position 2/);
      expect(await runError(tool, { number: '0x' }, 'INVALID_INPUT')).toBe('No digits after the 0x prefix');
      expect(await runError(tool, { number: '-' }, 'INVALID_INPUT')).toMatch(/^No digits found/);
      expect(await runError(tool, { number: '___' }, 'INVALID_INPUT')).toMatch(/^No digits found/);
      await runError(tool, { number: '1', toBase: 37 }, 'CONSTRAINT_VIOLATION');
      await runError(tool, { number: '1', toBase: 1 }, 'CONSTRAINT_VIOLATION');
      await runError(tool, { number: '1', toBase: 2.5 }, 'CONSTRAINT_VIOLATION');
      await runError(tool, { number: '1', fromBase: '37' }, 'CONSTRAINT_VIOLATION');
      await runError(tool, { number: '1', bitWidth: '12' }, 'CONSTRAINT_VIOLATION');
    });
  });

  describe('output options', () => {
    it('converts to a custom base', async () => {
      expect((await run({ number: '1295', toBase: 36 })).custom).toEqual({ base: 36, value: 'zz' });
      expect((await run({ number: '-16', toBase: 3 })).custom).toEqual({ base: 3, value: '-121' });
      expect((await run({ number: '255' })).custom).toBeUndefined();
    });

    it('groups digits by 4 (binary, hex, custom) or 3 (octal, decimal)', async () => {
      const data = await run({ number: '0xDEADBEEF', grouping: 'underscore', toBase: 36 });
      expect(data).toMatchObject({
        decimal: '3_735_928_559',
        binary: '1101_1110_1010_1101_1011_1110_1110_1111',
        octal: '33_653_337_357',
        hex: 'dead_beef',
        custom: { base: 36, value: '1ps_9wxb' },
      });
      expect((await run({ number: '-1000000', grouping: 'space' })).decimal).toBe('-1 000 000');
      expect((await run({ number: '100', grouping: 'space' })).decimal).toBe('100');
    });

    it('writes letters in uppercase when asked', async () => {
      const data = await run({ number: '0xdeadbeef', uppercase: true, toBase: 36, bitWidth: '32' });
      expect(data.hex).toBe('DEADBEEF');
      expect(data.custom!.value).toBe('1PS9WXB');
      expect(data.twosComplement.hex).toBe('DEADBEEF');
    });
  });

  describe("two's complement", () => {
    it('shows negative numbers at each width', async () => {
      const cases: Array<[string, string, string]> = [
        ['8', 'ff', '11111111'],
        ['16', 'ffff', '1111111111111111'],
        ['32', 'ffffffff', '1'.repeat(32)],
        ['64', 'f'.repeat(16), '1'.repeat(64)],
        ['128', 'f'.repeat(32), '1'.repeat(128)],
      ];
      for (const [bitWidth, hex, binary] of cases) {
        const t = (await run({ number: '-1', bitWidth })).twosComplement;
        expect(t).toEqual({ bits: Number(bitWidth), binary, hex, unsigned: (2n ** BigInt(bitWidth) - 1n).toString(), signed: '-1', fitsSigned: true, fitsUnsigned: false, overflow: false });
      }
    });

    it('reads a bit pattern as signed and detects overflow', async () => {
      expect((await run({ number: '0xff', bitWidth: '8' })).twosComplement).toMatchObject({ signed: '-1', unsigned: '255', fitsSigned: false, fitsUnsigned: true, overflow: false });
      expect((await run({ number: '0x80000000', bitWidth: '32' })).twosComplement).toMatchObject({ signed: '-2147483648', fitsSigned: false, fitsUnsigned: true });
      expect((await run({ number: '-128', bitWidth: '8' })).twosComplement).toMatchObject({ hex: '80', fitsSigned: true, overflow: false });
      expect((await run({ number: '-129', bitWidth: '8' })).twosComplement).toMatchObject({ hex: '7f', signed: '127', overflow: true });
      expect((await run({ number: '256', bitWidth: '8' })).twosComplement).toMatchObject({ hex: '00', unsigned: '0', overflow: true });
    });

    it('picks the smallest standard width automatically, then whole bytes', async () => {
      expect((await run({ number: '-128' })).twosComplement.bits).toBe(8);
      expect((await run({ number: '-129' })).twosComplement.bits).toBe(16);
      expect((await run({ number: '255' })).twosComplement.bits).toBe(8);
      expect((await run({ number: '256' })).twosComplement.bits).toBe(16);
      expect((await run({ number: String(2n ** 128n - 1n) })).twosComplement.bits).toBe(128);
      const big = await run({ number: String(-(2n ** 130n)) });
      expect(big.twosComplement).toMatchObject({ bits: 136, fitsSigned: true, overflow: false });
      expect(big.twosComplement.hex).toBe('fc' + '0'.repeat(32));
    });
  });

  describe('differential against BigInt, parseInt and Number#toString', () => {
    it('matches BigInt#toString in every base for random big values', async () => {
      const random = prng(36);
      for (let i = 0; i < 120; i++) {
        const value = randomBigInt(random, 300);
        const toBase = 2 + (i % 35);
        const data = await run({ number: value.toString(), toBase });
        expect(data.binary).toBe(value.toString(2));
        expect(data.octal).toBe(value.toString(8));
        expect(data.hex).toBe(value.toString(16));
        expect(data.custom!.value).toBe(value.toString(toBase));
        expect(data.negative).toBe(value < 0n);
      }
    });

    it('reads random big values written in every base back exactly', async () => {
      const random = prng(99);
      for (let i = 0; i < 140; i++) {
        const value = randomBigInt(random, 400);
        const fromBase = 2 + (i % 35);
        const written = value.toString(fromBase);
        const data = await run({ number: random() < 0.5 ? written : written.toUpperCase(), fromBase: String(fromBase) });
        expect(data.decimal, `${written} in base ${fromBase}`).toBe(value.toString());
        expect(data.inputBase).toBe(fromBase);
      }
    });

    it('matches parseInt and Number#toString for safe integers', async () => {
      const random = prng(7);
      for (let i = 0; i < 150; i++) {
        const n = Math.floor((random() * 2 - 1) * Number.MAX_SAFE_INTEGER);
        const base = 2 + Math.floor(random() * 35);
        const written = n.toString(base);
        const data = await run({ number: written, fromBase: String(base), toBase: 2 + ((i * 7) % 35) });
        expect(Number(data.decimal)).toBe(parseInt(written, base));
        expect(data.custom!.value).toBe(n.toString(data.custom!.base));
      }
    });

    it('matches typed-array wrapping for 8/16/32/64-bit patterns', async () => {
      const random = prng(64);
      for (let i = 0; i < 100; i++) {
        const value = randomBigInt(random, 70);
        for (const [bits, signed, unsigned] of [
          [8, Int8Array, Uint8Array],
          [16, Int16Array, Uint16Array],
          [32, Int32Array, Uint32Array],
        ] as const) {
          const low = Number(BigInt.asIntN(53, value) & 0xffffffffn);
          const t = (await run({ number: value.toString(), bitWidth: String(bits) })).twosComplement;
          expect(t.signed, `${value} @${bits}`).toBe(String(new signed([low])[0]));
          expect(t.unsigned, `${value} @${bits}`).toBe(String(new unsigned([low])[0]));
          expect(t.hex).toBe(new unsigned([low])[0]!.toString(16).padStart(bits / 4, '0'));
          expect(t.overflow).toBe(value < -(2n ** BigInt(bits - 1)) || value >= 2n ** BigInt(bits));
        }
        const t64 = (await run({ number: value.toString(), bitWidth: '64' })).twosComplement;
        expect(t64.signed).toBe(String(new BigInt64Array([BigInt.asIntN(64, value)])[0]));
        expect(t64.unsigned).toBe(String(new BigUint64Array([BigInt.asUintN(64, value)])[0]));
        const modulus = 1n << 64n;
        expect(t64.binary).toBe((((value % modulus) + modulus) % modulus).toString(2).padStart(64, '0'));
      }
    });
  });
});
