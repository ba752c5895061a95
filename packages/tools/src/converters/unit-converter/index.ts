import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { add, compare, div, mul, parseDecimal, sign, sub, ZERO, type Rational } from '../../_shared/rational.js';
import { formatSignificant } from './significant.js';
import { MEASURES, type Measure, type Unit } from './units.js';
import definition from './definition.js';

interface Found {
  unit: Unit;
  measure: Measure;
}

const exact = new Map<string, Found[]>();
const folded = new Map<string, Found[]>();
const push = (map: Map<string, Found[]>, key: string, found: Found) => {
  const list = map.get(key) ?? [];
  if (!list.some((f) => f.unit === found.unit)) list.push(found);
  map.set(key, list);
};
for (const measure of MEASURES) {
  for (const unit of measure.units) {
    for (const key of [unit.symbol, ...unit.aliases]) {
      push(exact, normalize(key), { unit, measure });
      push(folded, normalize(key).toLowerCase(), { unit, measure });
    }
  }
}

/** Spaces, micro signs, "deg" spellings and "sq."/"cu." abbreviations folded so aliases stay few. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[μ\u00b5]/g, 'µ')
    .replace(/°\s+/g, '°')
    .replace(/^(sq|cu)\.\s?/i, '$1 ')
    .replace(/\s*\/\s*/g, '/');
}

function findUnit(text: string, what: string): Found | { error: string } {
  const key = normalize(text);
  const keys = [key, key.replace(/ per /gi, '/'), key.replace(/\//g, ' per ')];
  const hits = keys.map((k) => exact.get(k)).find(Boolean) ?? keys.map((k) => folded.get(k.toLowerCase())).find(Boolean) ?? [];
  if (hits.length === 1) return hits[0]!;
  if (hits.length > 1)
    return { error: `The ${what} unit "${text.trim()}" is ambiguous: it could be ${hits.map((h) => `${h.unit.symbol} (${h.unit.name}, ${h.measure.id})`).join(' or ')}. Use the exact symbol.` };
  return { error: `Unknown ${what} unit "${text.trim()}". Known measures: ${MEASURES.map((m) => m.id).join(', ')}; e.g. km, mi, kg, lb, °C, °F, l, gal, km/h, mph, kWh, psi, KiB.` };
}

/** "1,234.5" and "1 234.5" are accepted as grouped numbers. */
function readValue(text: string): Rational | { error: string } {
  let s = text.trim().replace(/[\s_]/g, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
  return parseDecimal(s, 'value');
}

const toBase = (v: Rational, u: Unit): Rational => mul(u.shift ? add(v, u.shift) : v, u.factor);
const fromBase = (b: Rational, u: Unit): Rational => {
  const v = div(b, u.factor);
  return u.shift ? sub(v, u.shift) : v;
};

export default defineTool(definition, (params) => {
  const value = readValue(params.value);
  if ('error' in value) return failure('INVALID_INPUT', value.error);
  const from = findUnit(params.from, 'source');
  if ('error' in from) return failure('INVALID_INPUT', from.error);
  const toText = params.to.trim();
  let targets: Unit[];
  if (toText.toLowerCase() === 'all') targets = from.measure.units;
  else {
    const to = findUnit(toText, 'target');
    if ('error' in to) return failure('INVALID_INPUT', to.error);
    if (to.measure !== from.measure)
      return failure(
        'INVALID_INPUT',
        `Cannot convert ${from.unit.symbol} (${from.measure.id}) to ${to.unit.symbol} (${to.measure.id}): the units measure different things. Pick a target unit of ${from.measure.id}, e.g. ${from.measure.units.filter((u) => u !== from.unit).slice(0, 4).map((u) => u.symbol).join(', ')}.`,
      );
    targets = [to.unit];
  }
  const digits = params.precision;
  const base = toBase(value, from.unit);
  const results = targets.map((unit) => {
    const converted = unit === from.unit ? value : fromBase(base, unit);
    const rounded = formatSignificant(converted, digits);
    const approx = unit !== from.unit && (unit.approx === true || from.unit.approx === true);
    return { symbol: unit.symbol, name: unit.name, value: rounded.text, exact: rounded.exact && !approx };
  });
  const shown = formatSignificant(value, 30).text;
  const summary =
    results.length === 1
      ? `${shown} ${from.unit.symbol} ${results[0]!.exact ? '=' : '≈'} ${results[0]!.value} ${results[0]!.symbol}`
      : `${shown} ${from.unit.symbol} in ${results.length} ${from.measure.id} units`;
  const warnings: string[] = [];
  if (from.measure.id === 'temperature' && compare(base, ZERO) < 0)
    warnings.push(`${shown} ${from.unit.symbol} is below absolute zero (0 K = −273.15 °C = −459.67 °F), which no temperature can be.`);
  if (from.measure.id !== 'temperature' && sign(value) < 0 && ['length', 'area', 'volume', 'mass', 'data'].includes(from.measure.id))
    warnings.push(`A negative ${from.measure.id} is unusual; it was converted as a signed quantity.`);
  return withWarnings(success({ summary, measure: from.measure.id, from: { symbol: from.unit.symbol, name: from.unit.name }, results }), warnings);
});
