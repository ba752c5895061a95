import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  records: Array<Record<string, unknown>>;
  text: string;
  fields: string[];
  count: number;
}

describe('fake-data-generator', () => {
  itReproducesItsExample(tool);

  it('reproduces output for the same seed and changes it for another', async () => {
    const template = { id: 'string.uuid', city: 'location.city', price: { type: 'commerce.price', min: 1, max: 100 }, words: { type: 'lorem.words', args: [3] } };
    const a = await runOk<Out>(tool, { template, count: 50, seed: 's1' });
    const b = await runOk<Out>(tool, { template, count: 50, seed: 's1' });
    const c = await runOk<Out>(tool, { template, count: 50, seed: 's2' });
    expect(a).toEqual(b);
    expect(c.records).not.toEqual(a.records);
    expect(a.records).toHaveLength(50);
    for (const r of a.records) {
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number(r.price)).toBeGreaterThanOrEqual(1);
      expect(Number(r.price)).toBeLessThanOrEqual(100);
      expect((r.words as string).split(' ')).toHaveLength(3);
    }
  });

  it('is random without a seed', async () => {
    const a = await runOk<Out>(tool, { template: { id: 'string.uuid' } });
    const b = await runOk<Out>(tool, { template: { id: 'string.uuid' } });
    expect(a.records).toHaveLength(10);
    expect(a.records[0]!.id).not.toBe(b.records[0]!.id);
  });

  it('keeps number.int within its range and covers it', async () => {
    const { records } = await runOk<Out>(tool, { template: { n: { type: 'number.int', min: 1, max: 3 } }, count: 300, seed: 'r' });
    expect(new Set(records.map((r) => r.n))).toEqual(new Set([1, 2, 3]));
  });

  it('names an unknown method or module', async () => {
    expect(await runError(tool, { template: { name: 'person.fulName' } }, 'INVALID_INPUT')).toMatch(
      /^Field "name": unknown Faker method "person.fulName"; person has: firstName, lastName, middleName, fullName,/,
    );
    expect(await runError(tool, { template: { x: 'persn.fullName' } }, 'INVALID_INPUT')).toMatch(/^Field "x": unknown Faker module "persn" in "persn.fullName"; available modules: airline,/);
    expect(await runError(tool, { template: { x: 'fullName' } }, 'INVALID_INPUT')).toBe(
      'Field "x": expected a Faker method path such as "person.fullName", got "fullName"',
    );
  });

  it('rejects prototype paths, helpers that evaluate templates, and prototype keys', async () => {
    for (const path of ['person.constructor', 'constructor.name', '__proto__.polluted', 'person.__proto__', 'helpers.fake', 'helpers.mustache', 'helpers.multiple', 'rawDefinitions.person', 'person.fullName.call'])
      await runError(tool, { template: { x: path } }, 'INVALID_INPUT');
    expect(await runError(tool, { template: '{"__proto__":"person.fullName"}' }, 'INVALID_INPUT')).toBe('Field "__proto__": this field name is not allowed');
    expect(await runError(tool, { template: '{"n":{"type":"number.int","__proto__":{"min":5}}}' }, 'INVALID_INPUT')).toBe('Field "n": option key "__proto__" is not allowed');
    expect(await runError(tool, { template: { n: { type: 'number.int', args: [{ constructor: 1 }] } } }, 'INVALID_INPUT')).toBe('Field "n": option key "constructor" is not allowed');
    expect(({} as Record<string, unknown>).min).toBeUndefined();
  });

  it('rejects malformed templates', async () => {
    await runError(tool, { template: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { template: {} }, 'INVALID_INPUT')).toMatch(/has no fields/);
    expect(await runError(tool, { template: ['person.fullName'] }, 'INVALID_INPUT')).toMatch(/must be a JSON object/);
    expect(await runError(tool, { template: { a: 5 } }, 'INVALID_INPUT')).toMatch(/^Field "a": expected "module.method"/);
    expect(await runError(tool, { template: { a: { min: 1 } } }, 'INVALID_INPUT')).toMatch(/^Field "a": an object needs a "type"/);
    expect(await runError(tool, { template: { a: { type: 'lorem.words', args: [2], min: 1 } } }, 'INVALID_INPUT')).toMatch(/either "args" or option keys/);
  });

  it('caps lengths and counts that would build huge values', async () => {
    expect(await runError(tool, { template: { s: { type: 'string.alpha', length: 1e9 } } }, 'INVALID_INPUT')).toBe('Field "s": length must be at most 1000 (got 1000000000)');
    await runError(tool, { template: { s: { type: 'string.alpha', length: { min: 1, max: 5000 } } } }, 'INVALID_INPUT');
    await runError(tool, { template: { s: { type: 'lorem.paragraphs', args: [100000] } } }, 'INVALID_INPUT');
    await runError(tool, { template: { s: { type: 'lorem.words', min: 1, max: 1e6 } } }, 'INVALID_INPUT');
    await runError(tool, { template: { s: { type: 'date.betweens', from: '2020-01-01', to: '2021-01-01', count: 5000 } } }, 'INVALID_INPUT');
    // number ranges are not sizes
    const { records } = await runOk<Out>(tool, { template: { n: { type: 'number.int', min: 1e12, max: 1e12 } }, count: 1 });
    expect(records[0]!.n).toBe(1e12);
  });

  it("reports Faker's own errors with the field", async () => {
    expect(await runError(tool, { template: { n: { type: 'number.int', min: 10, max: 1 } } }, 'INVALID_INPUT')).toBe(
      'Field "n" (number.int): Max 1 should be greater than min 10.',
    );
  });

  it('reproduces dates with a seed and a reference date, and warns without one', async () => {
    const input = { template: { d: 'date.past', b: { type: 'date.between', from: '2020-01-01', to: '2020-12-31' } }, count: 3, seed: 'd', referenceDate: '2024-01-01T00:00:00Z' };
    const a = await runOk<Out>(tool, input);
    expect(a).toEqual(await runOk<Out>(tool, input));
    for (const r of a.records) {
      expect(r.d as string < '2024-01-01T00:00:00.000Z' && (r.d as string) >= '2023-01-01T00:00:00.000Z').toBe(true);
      expect((r.b as string).startsWith('2020-')).toBe(true);
    }
    // no offset means UTC
    expect((await runOk<Out>(tool, { ...input, referenceDate: '2024-01-01T00:00' })).records).toEqual(a.records);
    const noRef = await runTool(tool, { ...input, referenceDate: undefined });
    expect(noRef.metadata?.warnings).toEqual(['Dates are relative to the current time: set referenceDate as well as seed to reproduce them exactly.']);
  });

  it('writes NDJSON and CSV, with objects as JSON cells and big integers as strings', async () => {
    const template = { who: { type: 'helpers.arrayElement', args: [['Ann "A", B']] }, n: { type: 'number.bigInt', min: '1180591620717411303424', max: '1180591620717411303424' }, pair: { type: 'helpers.arrayElements', args: [['x'], 1] } };
    const nd = await runOk<Out>(tool, { template, count: 2, format: 'ndjson', seed: 'f' });
    expect(nd.text).toBe('{"who":"Ann \\"A\\", B","n":"1180591620717411303424","pair":["x"]}\n{"who":"Ann \\"A\\", B","n":"1180591620717411303424","pair":["x"]}');
    const csv = await runOk<Out>(tool, { template, count: 2, format: 'csv', seed: 'f' });
    expect(csv.text).toBe('who,n,pair\r\n"Ann ""A"", B",1180591620717411303424,"[""x""]"\r\n"Ann ""A"", B",1180591620717411303424,"[""x""]"');
  });

  it('handles unicode field names and values', async () => {
    const data = await runOk<Out>(tool, { template: { [UNICODE_SAMPLE]: { type: 'helpers.arrayElement', args: [[UNICODE_SAMPLE]] } }, count: 1, format: 'csv' });
    expect(data.records).toEqual([{ [UNICODE_SAMPLE]: UNICODE_SAMPLE }]);
    expect(data.text).toBe(`${UNICODE_SAMPLE}\r\n${UNICODE_SAMPLE}`);
  });

  it('accepts the largest template and the largest count', async () => {
    const words = Array.from({ length: 5 }, (_, i) => String(i).repeat(9980));
    const template = JSON.stringify({ w: { type: 'helpers.arrayElement', args: [words] } });
    expect(template.length).toBeLessThanOrEqual(50_000);
    expect(template.length).toBeGreaterThan(49_900);
    const data = await runOk<Out>(tool, { template, count: 1000, format: 'ndjson', seed: 'big' });
    expect(data.records).toHaveLength(1000);
    expect(words).toContain(data.records[999]!.w);
    await runError(tool, { template: { a: 'person.firstName' }, count: 1001 }, 'CONSTRAINT_VIOLATION');
  });

  it('refuses output over the size limit', async () => {
    const long = 'x'.repeat(9000);
    const template = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p${i}`, { type: 'helpers.arrayElement', args: [[long]] }]));
    expect(await runError(tool, { template, count: 1000, seed: 'x' }, 'CONSTRAINT_VIOLATION')).toMatch(/exceed 10,000,000 characters/);
  });
});
