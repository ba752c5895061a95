import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { MEASURES } from './units.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Result = { symbol: string; name: string; value: string; exact: boolean };
type Out = { summary: string; measure: string; from: { symbol: string; name: string }; results: Result[] };

/** convert-units (CJS, rounded constants such as 3.28084 ft/m) as a second, independent reference. */
const convert = createRequire(import.meta.url)('convert-units') as (v: number) => { from(u: string): { to(u: string): number } };

const one = async (value: string, from: string, to: string, precision = 15): Promise<Result> => {
  const data = await runOk<Out>(tool, { value, from, to, precision });
  expect(data.results).toHaveLength(1);
  return data.results[0]!;
};

describe('unit-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty value or unit as missing', async () => {
    await runError(tool, { value: '', from: 'km' }, 'MISSING_REQUIRED');
    await runError(tool, { value: '1', from: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample as a unit and as a value', async () => {
    expect(await runError(tool, { value: '1', from: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/^Unknown source unit "À😀中"/);
    expect(await runError(tool, { value: UNICODE_SAMPLE, from: 'km' }, 'INVALID_INPUT')).toMatch(/unexpected "À" at position 1/);
  });

  it('converts the largest allowed value (100 digits) exactly', async () => {
    const value = largestInput(tool, 'value', '9');
    const r = await one(value, 'km', 'm', 30);
    expect(r.value).toBe('1e+103');
    const exact = await one('1' + '0'.repeat(99), 'in', 'mm', 30);
    expect(exact).toEqual({ symbol: 'mm', name: 'millimeter', value: '2.54e+100', exact: true });
  });

  it('uses the exact legal factors (1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 mi = 1609.344 m)', async () => {
    expect(await one('1', 'in', 'cm')).toMatchObject({ value: '2.54', exact: true });
    expect(await one('1', 'lb', 'kg')).toMatchObject({ value: '0.45359237', exact: true });
    expect(await one('1', 'mi', 'm')).toMatchObject({ value: '1609.344', exact: true });
    expect(await one('1', 'gal', 'l')).toMatchObject({ value: '3.785411784', exact: true });
    expect(await one('1', 'nmi', 'm')).toMatchObject({ value: '1852', exact: true });
    expect(await one('1', 'psi', 'Pa', 20)).toMatchObject({ value: '6894.7572931683613367', exact: false });
    expect(await one('12', 'in', 'ft')).toMatchObject({ value: '1', exact: true });
    expect(await one('1', 'cm', 'in')).toMatchObject({ value: '0.393700787401575', exact: false });
  });

  it('converts temperatures as points on the scale, matching the °F↔°C formula', async () => {
    expect((await one('-40', '°F', '°C')).value).toBe('-40');
    expect((await one('98.6', 'fahrenheit', 'celsius')).value).toBe('37');
    expect((await one('100', 'C', 'F')).value).toBe('212');
    expect((await one('0', 'K', '°C')).value).toBe('-273.15');
    expect((await one('0', '°R', '°F')).value).toBe('-459.67');
    for (let i = 0; i < 50; i++) {
      const f = Math.round((random() * 400 - 100) * 100) / 100;
      const c = Number((await one(String(f), '°F', '°C')).value);
      expect(c).toBeCloseTo(((f - 32) * 5) / 9, 10);
      const back = Number((await one(String(f), '°C', '°F')).value);
      expect(back).toBeCloseTo((f * 9) / 5 + 32, 10);
    }
  });

  it('agrees with convert-units within its rounded constants', async () => {
    const pairs: Array<[string, string, string, string]> = [
      ['km', 'mi', 'km', 'mi'], ['ft', 'm', 'ft', 'm'], ['kg', 'lb', 'kg', 'lb'], ['oz', 'g', 'oz', 'g'],
      ['l', 'gal', 'l', 'gal'], ['km/h', 'mph', 'km/h', 'm/h'], ['kn', 'm/s', 'knot', 'm/s'], ['°C', 'K', 'C', 'K'],
      ['°F', 'K', 'F', 'K'], ['ac', 'm²', 'ac', 'm2'], ['bar', 'psi', 'bar', 'psi'], ['kWh', 'J', 'kWh', 'J'],
      ['h', 's', 'h', 's'], ['rad', '°', 'rad', 'deg'], ['in³', 'ml', 'in3', 'ml'], ['hPa', 'Torr', 'hPa', 'torr'],
    ];
    for (const [ours, oursTo, theirs, theirsTo] of pairs) {
      for (const v of [1, 37.5, 1234.125]) {
        const got = Number((await one(String(v), ours, oursTo)).value);
        const want = convert(v).from(theirs).to(theirsTo);
        expect(Math.abs(got - want) / Math.abs(want), `${v} ${ours}→${oursTo}`).toBeLessThan(2e-5);
      }
    }
  });

  it('refuses incompatible units, naming both measures', async () => {
    expect(await runError(tool, { value: '1', from: 'km', to: 'kg' }, 'INVALID_INPUT')).toBe(
      'Cannot convert km (length) to kg (mass): the units measure different things. Pick a target unit of length, e.g. nm, µm, mm, cm.',
    );
    expect(await runError(tool, { value: '1', from: '°C', to: 'rad' }, 'INVALID_INPUT')).toMatch(/°C \(temperature\) to rad \(angle\)/);
  });

  it('understands friendly names, plurals, British spellings and symbol variants', async () => {
    const cases: Array<[string, string]> = [
      ['kilometres per hour', 'km/h'], ['km per hour', 'km/h'], ['kph', 'km/h'], ['Miles per hour', 'mph'], ['°C', '°C'], ['° C', '°C'],
      ['deg F', '°F'], ['celsius', '°C'], ['feet', 'ft'], ['lbs', 'lb'], ['sq ft', 'ft²'], ['sq. ft', 'ft²'], ['square metres', 'm²'],
      ['m2', 'm²'], ['μm', 'µm'], ['um', 'µm'], ['fl oz', 'fl-oz'], ['litres', 'l'], ['L', 'l'], ['KG', 'kg'], ['HOURS', 'h'],
    ];
    for (const [alias, symbol] of cases) {
      const data = await runOk<Out>(tool, { value: '1', from: alias, to: symbol });
      expect(data.from.symbol, alias).toBe(symbol);
      expect(data.results[0]!.value).toBe('1');
    }
  });

  it('keeps case where it matters and reports ambiguity', async () => {
    expect((await runOk<Out>(tool, { value: '1', from: 'MB', to: 'B' })).results[0]!.value).toBe('1000000');
    expect((await runOk<Out>(tool, { value: '1', from: 'Mb', to: 'B' })).results[0]!.value).toBe('125000');
    expect((await runOk<Out>(tool, { value: '1', from: 'mB'.toUpperCase(), to: 'KiB' })).results[0]!.value).toBe('976.5625');
    expect(await runError(tool, { value: '1', from: 'mb', to: 'B' }, 'INVALID_INPUT')).toMatch(/"mb" is ambiguous: it could be MB \(megabyte, data\) or Mbit \(megabit, data\)/);
  });

  it('lists every unit of the measure for "all"', async () => {
    const data = await runOk<Out>(tool, { value: '25', from: 'celsius' });
    expect(data.summary).toBe('25 °C in 4 temperature units');
    expect(data.results.map((r) => [r.symbol, r.value])).toEqual([['°C', '25'], ['°F', '77'], ['K', '298.15'], ['°R', '536.67']]);
    const length = await runOk<Out>(tool, { value: '1', from: 'm', to: 'ALL' });
    expect(length.results).toHaveLength(MEASURES.find((m) => m.id === 'length')!.units.length);
  });

  it('rounds to the requested significant digits and switches to e-notation for extremes', async () => {
    expect(await one('1', 'ft', 'm', 1)).toMatchObject({ value: '0.3', exact: false });
    expect(await one('2', 'in', 'mm', 2)).toMatchObject({ value: '51', exact: false });
    expect(await one('999.96', 'm', 'm', 4)).toMatchObject({ value: '1000', exact: false });
    expect(await one('999.96', 'm', 'km', 4)).toMatchObject({ value: '1', exact: false });
    expect(await one('1', 'ly', 'nm', 14)).toMatchObject({ value: '9.4607304725808e+24', exact: true });
    expect(await one('1', 'nm', 'km', 5)).toMatchObject({ value: '1e-12', exact: true });
    expect(await one('1', 'µs', 's', 5)).toMatchObject({ value: '0.000001', exact: true });
  });

  it('marks radian results as inexact (π is irrational)', async () => {
    expect(await one('180', 'deg', 'rad', 12)).toEqual({ symbol: 'rad', name: 'radian', value: '3.14159265359', exact: false });
    expect(await one('1', 'turn', 'grad')).toMatchObject({ value: '400', exact: true });
  });

  it('accepts grouped numbers and rejects malformed ones', async () => {
    expect((await one('1,234.5', 'm', 'km')).value).toBe('1.2345');
    expect(await runError(tool, { value: '1.2.3', from: 'm' }, 'INVALID_INPUT')).toMatch(/not a number/);
    expect(await runError(tool, { value: '12', from: 'm', to: 'parsecs' }, 'INVALID_INPUT')).toMatch(/^Unknown target unit "parsecs"/);
  });

  it('warns below absolute zero and for negative amounts', async () => {
    const cold = await runTool(tool, { value: '-300', from: '°C', to: 'K' });
    expect(cold.metadata?.warnings).toEqual(['-300 °C is below absolute zero (0 K = −273.15 °C = −459.67 °F), which no temperature can be.']);
    expect((await runTool(tool, { value: '-5', from: 'kg', to: 'lb' })).metadata?.warnings).toEqual(['A negative mass is unusual; it was converted as a signed quantity.']);
    expect((await runTool(tool, { value: '-5', from: '°C', to: 'K' })).metadata?.warnings).toBeUndefined();
  });

  it('has no alias shared by two units', () => {
    const seen = new Map<string, string>();
    for (const m of MEASURES)
      for (const u of m.units)
        for (const key of new Set([u.symbol, ...u.aliases])) {
          expect(seen.get(key), `${key}: ${seen.get(key)} and ${u.symbol}`).toBeUndefined();
          seen.set(key, u.symbol);
        }
  });
});
