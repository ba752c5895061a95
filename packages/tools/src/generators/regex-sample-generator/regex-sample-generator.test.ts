import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { samples: string[]; matching: number };
const gen = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('regex-sample-generator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { pattern: '' }, 'MISSING_REQUIRED');
  });

  it('generates strings that the pattern matches in full (differential: RegExp)', async () => {
    const patterns = ['[A-Z]{3}-\\d{4}', '(foo|bar)+baz?', '[a-z0-9._%+-]+@[a-z0-9.-]+\\.(com|org|net)', '(\\d{1,3}\\.){3}\\d{1,3}', '<(\\w+)>[^<]*</\\1>', '0x[0-9A-F]{2,8}', '[^a-z]{5}'];
    for (const pattern of patterns) {
      const out = await gen({ pattern, count: 50, seed: pattern });
      const re = new RegExp(`^(?:${pattern})$`);
      for (const s of out.samples) expect(re.test(s), `${pattern} ⇒ ${s}`).toBe(true);
      expect(out.matching).toBe(50);
    }
  });

  it('honours flags, repeat limits, uniqueness and unicode', async () => {
    const i = await gen({ pattern: 'abc', flags: 'i', count: 50, seed: 'i' });
    expect(new Set(i.samples).size).toBeGreaterThan(1);
    expect(i.samples.every((s) => s.toLowerCase() === 'abc')).toBe(true);
    const star = await gen({ pattern: 'a*', maxRepeat: 3, count: 100 });
    expect(Math.max(...star.samples.map((s) => s.length))).toBeLessThanOrEqual(3);
    const few = await runTool(tool, { pattern: '[ab]', unique: true, count: 5 });
    expect(few.data.samples.sort()).toEqual(['a', 'b']);
    expect(JSON.stringify(few.metadata)).toMatch(/Only 2 distinct strings/);
    expect((await gen({ pattern: UNICODE_SAMPLE, count: 1 })).samples).toEqual([UNICODE_SAMPLE]);
    const wide = await gen({ pattern: '.{50}', unicode: true, count: 5, seed: 'u' });
    expect(wide.samples.join('')).toMatch(/[^\x00-\x7f]/);
  });

  it('counts samples that lookarounds make fail', async () => {
    const out = await runTool(tool, { pattern: '\\d(?=x)', count: 5 });
    expect(out.data.matching).toBe(0);
  });

  it('rejects invalid patterns', async () => {
    expect(await runError(tool, { pattern: '[a-' }, 'INVALID_INPUT')).toMatch(/^Invalid regular expression/);
    await runError(tool, { pattern: 'a', flags: 'g' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed request', async () => {
    const out = await gen({ pattern: `${'[a-z]'.repeat(199)}x`, count: 1000, maxRepeat: 100 });
    expect(out.samples).toHaveLength(1000);
    expect(out.matching).toBe(1000);
  });
});
