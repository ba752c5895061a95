import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';

type Out = { ids: string[]; timestamp: string };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('objectid-generator', () => {
  itReproducesItsExample(tool);

  it('generates ObjectIds the bson library reads back with the right time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const out = await run({ count: 20 });
    for (const id of out.ids) {
      expect(ObjectId.isValid(id)).toBe(true);
      const oid = new ObjectId(id);
      expect(oid.toHexString()).toBe(id);
      expect(oid.getTimestamp().getTime() / 1000).toBeGreaterThanOrEqual(before);
    }
    // one process value per batch, counter counting up by one
    expect(new Set(out.ids.map((id) => id.slice(8, 18))).size).toBe(1);
    const counters = out.ids.map((id) => parseInt(id.slice(18), 16));
    counters.forEach((c, i) => i > 0 && expect(c).toBe((counters[i - 1]! + 1) % 0x1000000));
  });

  it('matches bson createFromTime for a time-only ObjectId', async () => {
    const out = await run({ time: '2020-02-02T02:02:02.999Z', zeroTail: true });
    expect(out.ids[0]).toBe(ObjectId.createFromTime(Date.parse('2020-02-02T02:02:02Z') / 1000).toHexString());
    expect(out.timestamp).toBe('2020-02-02T02:02:02.000Z');
  });

  it('rejects times an ObjectId cannot hold', async () => {
    await runError(tool, { time: '1969-12-31T23:59:59Z' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { time: '2106-02-07T06:28:16Z' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed request', async () => {
    const out = await run({ count: 1000 });
    expect(new Set(out.ids).size).toBe(1000);
  });
});
