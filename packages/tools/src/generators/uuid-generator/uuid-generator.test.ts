import { describe, expect, it, vi } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { uuids: string[]; version: number };
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Version nibble and RFC 9562 variant bits (10xx) of a canonical UUID. */
function bits(uuid: string): { version: number; variant: number } {
  const hex = uuid.replace(/-/g, '');
  return { version: parseInt(hex[12]!, 16), variant: parseInt(hex[16]!, 16) >> 2 };
}

describe('uuid-generator', () => {
  itReproducesItsExample(tool);

  it('generates one canonical v4 UUID with no input', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.version).toBe(4);
    expect(data.uuids).toHaveLength(1);
    expect(data.uuids[0]).toMatch(CANONICAL);
    expect(bits(data.uuids[0]!)).toEqual({ version: 4, variant: 2 });
  });

  it('sets the version and variant bits of every v4 and v7 UUID, all unique over 1000', async () => {
    for (const [version, n] of [['v4', 4], ['v7', 7]] as const) {
      const { uuids } = await runOk<Out>(tool, { version, count: 1000 });
      expect(uuids).toHaveLength(1000);
      expect(new Set(uuids).size).toBe(1000);
      for (const u of uuids) {
        expect(u).toMatch(CANONICAL);
        expect(bits(u)).toEqual({ version: n, variant: 2 });
      }
      if (n === 7) expect([...uuids].sort()).toEqual(uuids); // time-ordered at the current time too
    }
  });

  it('keeps a v7 batch strictly ascending, even within one millisecond', async () => {
    const { uuids } = await runOk<Out>(tool, { version: 'v7', count: 1000, timestamp: '2030-05-06T07:08:09.123Z' });
    for (let i = 1; i < uuids.length; i++) expect(uuids[i]! > uuids[i - 1]!).toBe(true);
    expect(new Set(uuids.map((u) => u.slice(0, 13))).size).toBe(1); // one millisecond for the whole batch
  });

  it('RFC 9562 §6.2: keeps v7 UUIDs ascending across calls made in the same millisecond (per process)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 0, 1));
    try {
      const made: string[] = [];
      for (let i = 0; i < 200; i++) made.push(...(await runOk<Out>(tool, { version: 'v7' })).uuids);
      made.push(...(await runOk<Out>(tool, { version: 'v7', count: 5 })).uuids);
      expect(new Set(made).size).toBe(made.length);
      expect([...made].sort()).toEqual(made);
      // a clock step backwards keeps the order too
      now.mockReturnValue(Date.UTC(2024, 11, 31));
      const later = (await runOk<Out>(tool, { version: 'v7' })).uuids[0]!;
      expect(later > made.at(-1)!).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('encodes the v7 timestamp in the first 48 bits (offsets honoured, no offset = UTC)', async () => {
    const cases: Array<[string, number]> = [
      ['2024-01-01T00:00:00Z', Date.UTC(2024, 0, 1)],
      ['2024-01-01T00:00', Date.UTC(2024, 0, 1)],
      ['2024-01-01T02:30:00+02:30', Date.UTC(2024, 0, 1)],
      ['2001-02-03T04:05:06.789123-05:00', Date.UTC(2001, 1, 3, 9, 5, 6, 789)],
      ['1970-01-01T00:00:00Z', 0],
      ['9999-12-31T23:59:59.999Z', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    ];
    for (const [timestamp, ms] of cases) {
      const { uuids } = await runOk<Out>(tool, { version: 'v7', timestamp });
      expect(parseInt(uuids[0]!.replace(/-/g, '').slice(0, 12), 16), timestamp).toBe(ms);
    }
  });

  it('uses the current time for v7 by default', async () => {
    const before = Date.now();
    const { uuids } = await runOk<Out>(tool, { version: 'v7' });
    const ms = parseInt(uuids[0]!.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });

  it('reproduces seeded output (any seed text, unicode included) and warns that it is predictable', async () => {
    for (const version of ['v4', 'v7']) {
      const input = { version, count: 5, seed: UNICODE_SAMPLE, timestamp: '2024-06-01T12:00:00Z' };
      const a = await runTool(tool, input);
      const b = await runTool(tool, input);
      expect(a.success && b.success).toBe(true);
      if (!a.success || !b.success) return;
      expect(a.data).toEqual(b.data);
      expect(a.metadata?.warnings?.[0]).toMatch(/Seeded UUIDs are reproducible/);
      const other = await runOk<Out>(tool, { ...input, seed: 'other' });
      expect(other.uuids).not.toEqual((a.data as Out).uuids);
    }
    expect((await runOk<Out>(tool, { seed: 'x' })).uuids).toEqual((await runOk<Out>(tool, { seed: 'x' })).uuids);
  });

  it('warns that a seeded v7 without a timestamp is not reproducible', async () => {
    const result = await runTool(tool, { version: 'v7', seed: 's' });
    expect(result.metadata?.warnings).toContain('A seeded v7 UUID still embeds the current time; also set "timestamp" to reproduce it exactly.');
  });

  it('does not warn when unseeded', async () => {
    const result = await runTool(tool, { count: 2 });
    expect(result.metadata?.warnings).toBeUndefined();
  });

  it('formats: uppercase, no hyphens, braces, and combinations (same value as the canonical form)', async () => {
    const base = { seed: 'fmt', count: 3 };
    const canonical = (await runOk<Out>(tool, base)).uuids;
    const upper = (await runOk<Out>(tool, { ...base, uppercase: true })).uuids;
    const bare = (await runOk<Out>(tool, { ...base, hyphens: false })).uuids;
    const braced = (await runOk<Out>(tool, { ...base, braces: true })).uuids;
    const all = (await runOk<Out>(tool, { ...base, uppercase: true, hyphens: false, braces: true })).uuids;
    expect(upper).toEqual(canonical.map((u) => u.toUpperCase()));
    expect(bare).toEqual(canonical.map((u) => u.replace(/-/g, '')));
    expect(braced).toEqual(canonical.map((u) => `{${u}}`));
    expect(all).toEqual(canonical.map((u) => `{${u.replace(/-/g, '').toUpperCase()}}`));
    for (const u of bare) expect(u).toMatch(/^[0-9a-f]{32}$/);
    for (const u of all) expect(u).toMatch(/^\{[0-9A-F]{32}\}$/);
  });

  it('generates the largest allowed batch and rejects one more', async () => {
    expect((await runOk<Out>(tool, { count: 1000 })).uuids).toHaveLength(1000);
    await runError(tool, { count: 1001 }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects bad counts, versions and timestamps with exact codes', async () => {
    await runError(tool, { count: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 2.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 'many' }, 'TYPE_ERROR');
    await runError(tool, { version: 'v1' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { version: 'v7', timestamp: 'yesterday' }, 'INVALID_INPUT');
    const message = await runError(tool, { version: 'v7', timestamp: '1969-12-31T23:59:59Z' }, 'CONSTRAINT_VIOLATION');
    expect(message).toBe(
      'Timestamp 1969-12-31T23:59:59Z is before 1970-01-01T00:00:00Z; UUIDv7 stores milliseconds since the Unix epoch, so it cannot encode earlier times.',
    );
  });

  it('ignores the timestamp for v4', async () => {
    const { uuids, version } = await runOk<Out>(tool, { version: 'v4', timestamp: '2024-01-01T00:00:00Z' });
    expect(version).toBe(4);
    expect(bits(uuids[0]!).version).toBe(4);
  });
});
