import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; documentCount: number; byteLength: number };
const decode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'decode', input, ...extra });
const encode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'encode', input, ...extra });

describe('bson-converter', () => {
  itReproducesItsExample(tool);

  // bsonspec.org examples, written out by hand from the spec's grammar
  it('matches the bsonspec.org examples', async () => {
    expect((await encode('{"hello": "world"}')).result).toBe('160000000268656c6c6f0006000000776f726c640000');
    const awesome = '310000000442534f4e002600000002300008000000617765736f6d65000131003333333333331440103200c20700000000';
    expect(JSON.parse((await decode(awesome)).result)).toEqual({ BSON: ['awesome', 5.05, 1986] });
    expect((await encode('{"BSON": ["awesome", 5.05, {"$numberInt": "1986"}]}')).result).toBe(awesome);
  });

  it('keeps ObjectIds, dates, longs and decimals exact', async () => {
    const doc = '{"_id":{"$oid":"507f1f77bcf86cd799439011"},"at":{"$date":{"$numberLong":"1700000000000"}},"n":{"$numberLong":"9007199254740993"},"d":{"$numberDecimal":"1.10"},"b":{"$binary":{"base64":"AQI=","subType":"00"}}}';
    const hex = (await encode(doc)).result;
    const canonical = JSON.parse((await decode(hex, { extendedJson: 'canonical', indent: 0 })).result);
    expect(canonical).toEqual(JSON.parse(doc));
    const relaxed = JSON.parse((await decode(hex)).result);
    expect(relaxed.at).toEqual({ $date: '2023-11-14T22:13:20Z' });
    expect(relaxed.n).toEqual({ $numberLong: '9007199254740993' });
  });

  it('reads several documents (mongodump files), unicode and the largest input', async () => {
    const two = (await encode('[{"a":1},{"b":"' + UNICODE_SAMPLE + '"}]')).result;
    const out = await decode(two);
    expect(out.documentCount).toBe(2);
    expect(JSON.parse(out.result)).toEqual([{ a: 1 }, { b: UNICODE_SAMPLE }]);
    const file = `data:application/bson;base64,${Buffer.from(two, 'hex').toString('base64')}`;
    expect((await runOk<Out>(tool, { file })).documentCount).toBe(2);
    const big = largestInput(tool, 'input', '0');
    expect((await encode(`{"s":"${big.slice(10)}"}`)).byteLength).toBe(1_999_990 + 13);
  });

  it('rejects bad BSON and non-documents', async () => {
    expect(await runError(tool, { input: '1600000002' }, 'INVALID_INPUT')).toMatch(/truncated/);
    expect(await runError(tool, { input: '0500000001' }, 'INVALID_INPUT')).toMatch(/BSON/);
    expect(await runError(tool, { input: '[1,2]', mode: 'encode' }, 'INVALID_INPUT')).toMatch(/array of objects/);
    expect(await runError(tool, { input: '{"a":', mode: 'encode' }, 'INVALID_INPUT')).toMatch(/Extended JSON/);
  });
});
