import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, isCuid } from '@paralleldrive/cuid2';
import tool, { cuid2Factory, cuid2State } from './index.js';
import { createRandom } from '../../_shared/random.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';

type Out = { ids: string[] };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('cuid2-generator', () => {
  afterEach(() => vi.useRealTimers());
  itReproducesItsExample(tool);

  it('generates one standard CUID2 by default, accepted by the reference isCuid', async () => {
    const [id] = (await run({})).ids;
    expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
    expect(isCuid(id!)).toBe(true);
    expect(new Set((await run({ count: 1000 })).ids).size).toBe(1000);
  });

  it('produces exactly what the @paralleldrive/cuid2 reference produces from the same randomness and time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-06T07:08:09.010Z'));
    for (const length of [2, 10, 24, 32]) {
      const state = cuid2State(createRandom(`state-${length}`));
      const a = createRandom(`ref-${length}`);
      const b = createRandom(`ref-${length}`);
      let count = state.counter;
      const ours = cuid2Factory(a, length, () => Date.now(), state);
      const reference = init({ random: () => b.float(), length, fingerprint: state.fingerprint, counter: () => count++ });
      expect(Array.from({ length: 5 }, ours)).toEqual(Array.from({ length: 5 }, reference));
    }
  });

  it('rejects out-of-range lengths', async () => {
    await runError(tool, { length: 33 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 1 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed request', async () => {
    const out = await run({ count: 1000, length: 32 });
    expect(out.ids.every((id) => /^[a-z][0-9a-z]{31}$/.test(id))).toBe(true);
  });
});
