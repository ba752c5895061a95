import { describe, expect, it } from 'vitest';
import { v1, v4, v6, v7 } from 'uuid';
import tool from './index.js';
import ulidGenerator from '../../generators/ulid-generator/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  type: string;
  typeName: string;
  timestamp: string;
  timestampMs: number;
  precision: string;
  parts: Record<string, string | number | boolean>;
}

const decode = (id: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { id, ...options });
const MS = Date.UTC(2024, 0, 2, 3, 4, 5, 678);
const NODE = Uint8Array.of(0x01, 0x23, 0x45, 0x67, 0x89, 0xab);

describe('timestamp-id-decoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { id: '' }, 'MISSING_REQUIRED');
  });

  it('decodes UUID v1 and v6 made by the uuid package (differential)', async () => {
    for (const [make, version] of [[v1, 1], [v6, 6]] as const) {
      const out = await decode(make({ msecs: MS, nsecs: 1234, clockseq: 0x1abc, node: NODE }));
      expect(out).toEqual({
        type: 'uuid',
        typeName: `UUID version ${version}`,
        timestamp: '2024-01-02T03:04:05.678Z',
        timestampMs: MS,
        precision: '100 nanoseconds',
        parts: {
          version,
          variant: 'RFC 9562',
          ticks100ns: (BigInt(MS) * 10000n + 1234n + 0x01b21dd213814000n).toString(),
          clockSequence: 0x1abc,
          node: '01:23:45:67:89:ab',
          nodeIsRandom: true,
        },
      });
    }
  });

  it('decodes UUID v7 made by the uuid package (differential), with braces or urn prefix', async () => {
    const id = v7({ msecs: MS, random: new Uint8Array(16).fill(0xff) });
    const out = await decode(id);
    expect(out.timestamp).toBe('2024-01-02T03:04:05.678Z');
    expect(out.parts).toEqual({ version: 7, variant: 'RFC 9562', randA: '7ff', randB: '3fffffffffffffff' });
    expect((await decode(`{${id.toUpperCase()}}`)).timestampMs).toBe(MS);
    expect((await decode(`urn:uuid:${id.replace(/-/g, '')}`)).timestampMs).toBe(MS);
    for (const msecs of [0, 1, 2 ** 48 - 1, Date.now()]) expect((await decode(v7({ msecs }))).timestampMs).toBe(msecs);
  });

  it('decodes a UUID v1 from before 1970', async () => {
    const out = await decode(v1({ msecs: -1, nsecs: 0, clockseq: 0, node: NODE }));
    expect(out.timestamp).toBe('1969-12-31T23:59:59.999Z');
    expect((await decode('00000000-0000-1000-8000-000000000000')).timestamp).toBe('1582-10-15T00:00:00.000Z');
  });

  it('refuses UUIDs without a time', async () => {
    expect(await runError(tool, { id: v4() }, 'INVALID_INPUT')).toBe('This UUID is version 4, which holds no time; only versions 1, 6 and 7 embed a timestamp.');
    expect(await runError(tool, { id: '00000000-0000-0000-0000-000000000000' }, 'INVALID_INPUT')).toMatch(/nil or max UUID/);
    expect(await runError(tool, { id: '017f22e2-79b0-7cc3-18c4-dc0c0c07398f' }, 'INVALID_INPUT')).toMatch(/variant digit '1'/);
  });

  it('decodes ULIDs made by ulid-generator (differential) and the spec example', async () => {
    const made = await runOk<{ ulids: string[] }>(ulidGenerator, { time: '2024-01-02T03:04:05.678Z', seed: 's' });
    const out = await decode(made.ulids[0]!);
    expect(out).toMatchObject({ type: 'ulid', timestampMs: MS, precision: 'millisecond' });
    expect(out.parts.randomness).toMatch(/^[0-9a-f]{20}$/);
    expect((await decode('01ARZ3NDEKTSV4RRFFQ69G5FAV')).timestamp).toBe('2016-07-30T23:54:10.259Z');
    expect((await decode('01arz3ndektsv4rrffq69g5fav', { type: 'ulid' })).timestampMs).toBe(1469922850259);
    expect(await runError(tool, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAU', type: 'ulid' }, 'INVALID_INPUT')).toMatch(/'U' at position 26/);
  });

  it('decodes a MongoDB ObjectId against Date (differential)', async () => {
    const out = await decode('507f191e810c19729de860ea');
    expect(out).toEqual({
      type: 'objectid',
      typeName: 'MongoDB ObjectId',
      timestamp: new Date(0x507f191e * 1000).toISOString(),
      timestampMs: 1350506782000, // 2012-10-17T20:46:22Z, as in the MongoDB manual
      precision: 'second',
      parts: { timestampSeconds: 0x507f191e, random: '810c19729d', counter: 0xe860ea },
    });
  });

  it('decodes the KSUID of the segmentio README', async () => {
    const out = await decode('0ujtsYcgvSTl8PAuAdqWYSMnLOv');
    expect(out.timestamp).toBe('2017-10-10T04:00:47.000Z');
    expect(out.parts).toEqual({ timestampSeconds: 107608047, payload: 'b5a1cd34b5f99d1154fb6853345c9735' });
    expect((await decode('aWgEPTl1tmebfsQzFP4bxwgy80V')).parts.timestampSeconds).toBe(2 ** 32 - 1);
    await runError(tool, { id: 'aWgEPTl1tmebfsQzFP4bxwgy80W' }, 'INVALID_INPUT');
  });

  it('decodes a Firebase push ID', async () => {
    // 8 characters of 6 bits: '-' is 0, so -MB... encodes a small 48-bit number of milliseconds
    const out = await decode('-M4pCh9XwKkxuCm0Ynpl');
    const alphabet = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
    const ms = [...'-M4pCh9X'].reduce((n, c) => n * 64 + alphabet.indexOf(c), 0);
    expect(out).toMatchObject({ type: 'firebase', timestampMs: ms, timestamp: new Date(ms).toISOString(), parts: { random: 'wKkxuCm0Ynpl' } });
    expect(out.timestamp.slice(0, 4)).toBe('2020');
  });

  it('decodes Snowflakes of every flavour', async () => {
    const twitter = await decode('1212092628029698048');
    const id = 1212092628029698048n;
    expect(twitter.timestampMs).toBe(Number(id >> 22n) + 1288834974657);
    expect(twitter.parts).toEqual({ epochMs: 1288834974657, sinceEpochMs: Number(id >> 22n), datacenterId: Number((id >> 17n) & 31n), workerId: Number((id >> 12n) & 31n), sequence: Number(id & 4095n) });
    expect(twitter.timestamp.slice(0, 10)).toBe('2019-12-31');
    const insta = await decode(String((1387263000n << 23n) | (5n << 10n) | 7n), { snowflakeEpoch: 'instagram' });
    expect(insta.parts).toEqual({ epochMs: 1314220021721, sinceEpochMs: 1387263000, shardId: 5, sequence: 7 });
    const custom = await decode(String((1000n << 22n) | 3n), { snowflakeEpoch: 'custom', customEpochMs: 1_700_000_000_000 });
    expect(custom.timestampMs).toBe(1_700_000_001_000);
    expect(await runError(tool, { id: '9223372036854775808' }, 'INVALID_INPUT')).toMatch(/63 bits/);
  });

  it('refuses unicode and unrecognised shapes', async () => {
    expect(await runError(tool, { id: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/does not look like a ULID/);
    expect(await runError(tool, { id: `${UNICODE_SAMPLE}${'a'.repeat(16)}`, type: 'firebase' }, 'INVALID_INPUT')).toMatch(/not a Firebase push ID character/);
    expect(await runError(tool, { id: 'xyz', type: 'objectid' }, 'INVALID_INPUT')).toBe('A MongoDB ObjectId has exactly 24 hex digits.');
  });

  it('refuses the largest allowed input cleanly', async () => {
    const id = largestInput(tool, 'id', '7');
    expect(await runError(tool, { id }, 'INVALID_INPUT')).toMatch(/^"7{40}…" \(100 characters\)/);
    expect(await runError(tool, { id, type: 'snowflake' }, 'INVALID_INPUT')).toMatch(/decimal number/);
  });
});
