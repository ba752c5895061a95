import { describe, expect, it, vi } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Gen = { ulids: string[]; timestamp: string; timestampMs: number };
type Dec = { ulid: string; timestamp: string; timestampMs: number; randomness: string };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Independent decoder: base32 digits → BigInt. */
const value = (s: string) => [...s].reduce((n, c) => n * 32n + BigInt(CROCKFORD.indexOf(c)), 0n);

describe('ulid-generator', () => {
  itReproducesItsExample(tool);

  it('generates one ULID at the current time by default', async () => {
    const before = Date.now();
    const data = await runOk<Gen>(tool, {});
    expect(data.ulids).toHaveLength(1);
    expect(data.ulids[0]).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(Number(value(data.ulids[0]!.slice(0, 10)))).toBe(data.timestampMs);
    expect(data.timestampMs).toBeGreaterThanOrEqual(before);
    expect(data.timestampMs).toBeLessThanOrEqual(Date.now());
    expect(data.timestamp).toBe(new Date(data.timestampMs).toISOString());
  });

  it('encodes and decodes the spec example 01ARYZ6S41TSV4RRFFQ69G5FAV (1469918176385 ms)', async () => {
    const gen = await runOk<Gen>(tool, { time: '2016-07-30T22:36:16.385Z' });
    expect(gen.ulids[0]!.slice(0, 10)).toBe('01ARYZ6S41');
    expect(gen.timestampMs).toBe(1469918176385);
    const dec = await runOk<Dec>(tool, { mode: 'decode', ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV' });
    expect(dec).toEqual({
      ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      timestamp: '2016-07-30T22:36:16.385Z',
      timestampMs: 1469918176385,
      randomness: value('TSV4RRFFQ69G5FAV').toString(16).padStart(20, '0'),
    });
  });

  it('decodes case-insensitively, trims, and handles the smallest and largest ULIDs', async () => {
    const lower = await runOk<Dec>(tool, { mode: 'decode', ulid: '  01aryz6s41tsv4rrffq69g5fav\n' });
    expect(lower.ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
    expect(await runOk<Dec>(tool, { mode: 'decode', ulid: '00000000000000000000000000' })).toEqual({
      ulid: '00000000000000000000000000', timestamp: '1970-01-01T00:00:00.000Z', timestampMs: 0, randomness: '00000000000000000000',
    });
    expect(await runOk<Dec>(tool, { mode: 'decode', ulid: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ' })).toEqual({
      ulid: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', timestamp: '+010889-08-02T05:31:50.655Z', timestampMs: 2 ** 48 - 1, randomness: 'ffffffffffffffffffff',
    });
  });

  it('rejects excluded letters, wrong lengths and the 128-bit overflow with exact messages', async () => {
    const bad = (ulid: string) => runError(tool, { mode: 'decode', ulid }, 'INVALID_INPUT');
    expect(await bad('01ARYZ6S41TSV4RRFFQ69G5FAI')).toBe("Invalid character 'I' at position 26 (Crockford base32 excludes it; did you mean 1?): a ULID uses only 0–9 and A–Z without I, L, O and U.");
    expect(await bad('01ARYZ6S41TSV4RRFFQ69G5FAl')).toBe("Invalid character 'l' at position 26 (Crockford base32 excludes it; did you mean 1?): a ULID uses only 0–9 and A–Z without I, L, O and U.");
    expect(await bad('O1ARYZ6S41TSV4RRFFQ69G5FAV')).toBe("Invalid character 'O' at position 1 (Crockford base32 excludes it; did you mean 0?): a ULID uses only 0–9 and A–Z without I, L, O and U.");
    expect(await bad('01ARYZ6S41TSV4RRUFQ69G5FAV')).toBe("Invalid character 'U' at position 17 (Crockford base32 excludes U): a ULID uses only 0–9 and A–Z without I, L, O and U.");
    expect(await bad('01ARYZ6S41-SV4RRFFQ69G5FAV')).toBe("Invalid character '-' at position 11: a ULID uses only 0–9 and A–Z without I, L, O and U.");
    expect(await bad('01ARYZ6S41TSV4RRFFQ69G5FA')).toBe('A ULID has exactly 26 characters; got 25.');
    expect(await bad('80000000000000000000000000')).toBe("The ULID starts with '8', which overflows 128 bits: the first character is at most 7 (the largest ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ).");
    await runError(tool, { mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('keeps a batch in one millisecond strictly monotonic: the random part increments by one', async () => {
    const { ulids } = await runOk<Gen>(tool, { count: 1000, time: '2030-05-06T07:08:09.123Z' });
    expect(ulids).toHaveLength(1000);
    expect(new Set(ulids.map((u) => u.slice(0, 10))).size).toBe(1);
    for (let i = 1; i < ulids.length; i++) {
      expect(ulids[i]! > ulids[i - 1]!).toBe(true);
      expect(value(ulids[i]!.slice(10)) - value(ulids[i - 1]!.slice(10))).toBe(1n);
    }
  });

  it('ULID spec monotonicity: keeps ULIDs ascending across calls made in the same millisecond (per process)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 0, 1));
    try {
      const made: string[] = [];
      for (let i = 0; i < 200; i++) made.push(...(await runOk<{ ulids: string[] }>(tool, {})).ulids);
      expect(new Set(made).size).toBe(made.length);
      expect([...made].sort()).toEqual(made);
      expect(new Set(made.map((u) => u.slice(0, 10))).size).toBe(1);
    } finally {
      now.mockRestore();
    }
  });

  it('sorts in time order across times (string order = time order)', async () => {
    const times = ['1970-01-01T00:00:00Z', '1970-01-01T00:00:00.031Z', '1970-01-01T00:00:00.032Z', '2001-09-09T01:46:40Z', '2024-02-29T12:00:00.5Z', '2024-02-29T12:00:00.501Z', '9999-12-31T23:59:59.999Z'];
    const ulids: string[] = [];
    for (const [i, time] of times.entries()) ulids.push((await runOk<Gen>(tool, { time, seed: `s${times.length - i}` })).ulids[0]!);
    expect([...ulids].sort()).toEqual(ulids);
    for (const [i, time] of times.entries()) expect(Number(value(ulids[i]!.slice(0, 10)))).toBe(Date.parse(time));
  });

  it('round-trips: a generated ULID decodes to its time, offsets honoured, no offset = UTC', async () => {
    for (const time of ['2024-01-01T02:30:00.250+02:30', '2024-01-01T00:00:00.250']) {
      const gen = await runOk<Gen>(tool, { time, seed: 'r' });
      const dec = await runOk<Dec>(tool, { mode: 'decode', ulid: gen.ulids[0]! });
      expect(dec.timestamp).toBe('2024-01-01T00:00:00.250Z');
      expect(dec.timestampMs).toBe(gen.timestampMs);
      expect(dec.randomness).toBe(value(gen.ulids[0]!.slice(10)).toString(16).padStart(20, '0'));
    }
  });

  it('reproduces seeded output (unicode seed included) and warns; unseeded output differs and does not warn', async () => {
    const input = { count: 5, seed: UNICODE_SAMPLE, time: '2024-06-01T12:00:00Z' };
    const a = await runTool(tool, input);
    const b = await runTool(tool, input);
    expect(a.success && b.success && a.data).toEqual(b.success && b.data);
    expect(a.metadata?.warnings).toEqual(['Seeded ULIDs are reproducible, so they repeat on every run with the same seed: never use them as real identifiers.']);
    const noTime = await runTool(tool, { seed: 'x' });
    expect(noTime.metadata?.warnings?.[1]).toBe('A seeded ULID still embeds the current time; also set "time" to reproduce it exactly.');
    const u1 = await runTool(tool, { time: '2024-06-01T12:00:00Z' });
    const u2 = await runOk<Gen>(tool, { time: '2024-06-01T12:00:00Z' });
    expect(u1.metadata?.warnings).toBeUndefined();
    expect(u1.success && (u1.data as Gen).ulids[0]).not.toBe(u2.ulids[0]);
  });

  it('treats unicode and the largest allowed decode input as wrong lengths', async () => {
    expect(await runError(tool, { mode: 'decode', ulid: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe('A ULID has exactly 26 characters; got 3.');
    const big = largestInput(tool, 'ulid', '0');
    expect(await runError(tool, { mode: 'decode', ulid: big }, 'INVALID_INPUT')).toBe('A ULID has exactly 26 characters; got 100.');
    expect((await runOk<Gen>(tool, { count: 1000 })).ulids).toHaveLength(1000);
  });

  it('rejects bad counts and times before 1970', async () => {
    await runError(tool, { count: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 1001 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { time: 'today' }, 'INVALID_INPUT');
    expect(await runError(tool, { time: '1969-12-31T23:59:59.999Z' }, 'CONSTRAINT_VIOLATION')).toBe(
      'Time 1969-12-31T23:59:59.999Z is before 1970-01-01T00:00:00Z; a ULID stores milliseconds since the Unix epoch, so it cannot encode earlier times.',
    );
  });
});
