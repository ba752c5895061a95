import { describe, expect, it } from 'vitest';
import semver from 'semver';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { sorted: string; latest: string; count: number; invalid: Array<{ line: number; text: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('semver-sort', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { versions: '' }, 'MISSING_REQUIRED');
  });

  it('sorts random versions like semver.sort / rsort', async () => {
    const rnd = testRandom(14);
    const pick = (n: number) => Math.floor(rnd() * n);
    const versions = Array.from({ length: 200 }, () => `${pick(3)}.${pick(12)}.${pick(12)}${rnd() < 0.3 ? `-${['alpha', 'beta', 'rc'][pick(3)]}.${pick(3)}` : ''}`);
    const input = versions.join('\n');
    expect((await run({ versions: input })).sorted.split('\n')).toEqual(semver.sort([...versions]));
    expect((await run({ versions: input, order: 'descending' })).sorted.split('\n').map((v) => semver.parse(v)!.version)).toEqual(semver.rsort([...versions]));
  });

  it('coerces, reports invalid lines and keeps unicode lines out', async () => {
    expect(await run({ versions: `v2\n1.2\n${UNICODE_SAMPLE}`, coerce: true })).toEqual({ sorted: '1.2\nv2', latest: '2.0.0', count: 2, invalid: [{ line: 3, text: UNICODE_SAMPLE }] });
    expect(await run({ versions: 'nope' })).toEqual({ sorted: '', latest: '', count: 0, invalid: [{ line: 1, text: 'nope' }] });
  });

  it('refuses too many lines', async () => {
    await runError(tool, { versions: '1.0.0\n'.repeat(10_000) }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const versions = Array.from({ length: 9_999 }, (_, i) => `${i % 7}.${i % 13}.${i}`).join('\n');
    const out = await run({ versions, unique: true });
    expect(out.count).toBe(9_999);
    // the largest major is 6 and the largest minor with it 12: i ≡ 6 (mod 7), i ≡ 12 (mod 13), i = 9918
    expect(out.latest).toBe('6.12.9918');
  });
});
