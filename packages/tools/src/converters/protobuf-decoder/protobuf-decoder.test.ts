import { describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { text: string; fields: Record<string, unknown>[]; byteLength: number };
const decode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { input, ...extra });

const root = protobuf.parse(`syntax = "proto3";
message Inner { int32 a = 1; string s = 2; }
message Outer { uint64 id = 1; sint64 delta = 2; fixed64 f64 = 3; sfixed32 s32 = 4; double d = 5; float f = 6; bytes raw = 7; Inner inner = 8; repeated string tags = 9; bool flag = 10; }`).root;
const Outer = root.lookupType('Outer');

describe('protobuf-decoder', () => {
  itReproducesItsExample(tool);

  it('reads what protobufjs encodes, field by field', async () => {
    const random = testRandom(99);
    for (let n = 0; n < 15; n++) {
      const message = {
        id: String(Math.floor(random() * 2 ** 50)),
        delta: String(Math.floor(random() * 2 ** 40) - 2 ** 39),
        f64: String(Math.floor(random() * 2 ** 50)),
        s32: Math.floor(random() * 2 ** 31) - 2 ** 30,
        d: random() * 1000,
        f: 1.5,
        raw: Buffer.from([0, 255, Math.floor(random() * 256)]),
        inner: { a: Math.floor(random() * 1000) + 1, s: UNICODE_SAMPLE },
        tags: ['x', 'y z'],
        flag: true,
      };
      const bytes = Buffer.from(Outer.encode(Outer.fromObject(message)).finish());
      const out = await decode(bytes.toString('hex'));
      const byField = new Map(out.fields.map((f) => [f.field, f]));
      expect(byField.get(1)?.uint).toBe(message.id);
      expect(byField.get(2)?.sint).toBe(message.delta);
      expect(byField.get(3)?.uint).toBe(message.f64);
      expect(byField.get(4)?.int).toBe(String(message.s32));
      expect(byField.get(5)?.double).toBe(message.d);
      expect(byField.get(6)?.float).toBe(1.5);
      expect(byField.get(7)?.bytes).toBe(message.raw.toString('hex'));
      expect(byField.get(8)?.message).toEqual([
        expect.objectContaining({ field: 1, uint: String(message.inner.a) }),
        expect.objectContaining({ field: 2, string: UNICODE_SAMPLE }),
      ]);
      expect(out.fields.filter((f) => f.field === 9).map((f) => f.string)).toEqual(['x', 'y z']);
      expect(out.text).toContain('8 {\n  1: ');
    }
  });

  it('prints fixed-width numbers, escapes and groups like protoc', async () => {
    expect((await decode('0d01000000')).text).toBe('1: 0x00000001\n');
    expect((await decode('110100000000000000')).text).toBe('2: 0x0000000000000001\n');
    expect((await decode('1a0300ff22')).text).toBe('3: "\\000\\377\\""\n');
    expect((await decode('0b08011003 0c'.replace(' ', ''))).text).toBe('1 {\n  1: 1\n  2: 3\n}\n');
    expect((await decode('0000000003080196'.slice(0, 10) + '089601', { grpcFrame: true })).text).toBe('1: 150\n');
  });

  it('handles files, an empty message and the largest input', async () => {
    expect((await runOk<Out>(tool, { file: 'data:application/octet-stream;base64,CJYB' })).text).toBe('1: 150\n');
    await runError(tool, {}, 'INVALID_INPUT');
    const big = largestInput(tool, 'input', '0801');
    expect((await decode(big)).fields).toHaveLength(500_000);
  });

  it('rejects bytes that are not a message, with the offset', async () => {
    expect(await runError(tool, { input: '0896' }, 'INVALID_INPUT')).toMatch(/truncated varint in field 1 at byte offset 1/);
    expect(await runError(tool, { input: '0f' }, 'INVALID_INPUT')).toMatch(/wire type 7/);
    expect(await runError(tool, { input: '120a41' }, 'INVALID_INPUT')).toMatch(/declares 10 bytes/);
    expect(await runError(tool, { input: '00' }, 'INVALID_INPUT')).toMatch(/field number 0/);
    expect(await runError(tool, { input: 'zz' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});
