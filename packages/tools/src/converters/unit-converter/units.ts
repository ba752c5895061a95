/**
 * Unit table with exact factors to each measure's base unit, from their legal
 * definitions (international yard and pound of 1959, NIST SP 811): 1 in =
 * 0.0254 m, 1 lb = 0.45359237 kg, 1 US gal = 231 in³, and so on. Only the
 * radian is irrational (π); it carries `approx`.
 */
import { div, mul, parseDecimal, type Rational } from '../../_shared/rational.js';

export interface Unit {
  symbol: string;
  name: string;
  /** Other spellings people type; matched exactly, then case-insensitively when unambiguous. */
  aliases: string[];
  /** base = (value + shift) × factor */
  factor: Rational;
  shift?: Rational;
  /** The factor is a rounded irrational number. */
  approx?: boolean;
}

export interface Measure {
  id: string;
  label: string;
  units: Unit[];
}

const d = (text: string): Rational => parseDecimal(text) as Rational;
const q = (n: number | string, m: number | string = 1): Rational => div(d(String(n)), d(String(m)));
/** π to 50 decimals: radians are the one irrational factor. */
const PI = d('3.14159265358979323846264338327950288419716939937511');
const INCH = d('0.0254');
const FOOT = d('0.3048');
const MILE = d('1609.344');
const LBF = d('4.4482216152605'); // 0.45359237 kg × 9.80665 m/s²
const US_GAL = mul(d('231'), mul(INCH, mul(INCH, INCH)));
const IMP_GAL = d('0.00454609');
const BTU = d('1055.05585262'); // International Table BTU

/** Symbol, name (singular), factor, extra aliases. Plurals and metre/litre spellings are added automatically. */
type Row = [string, string, Rational, string[]?, Partial<Unit>?];

const rows: Record<string, [string, Row[]]> = {
  length: ['Length (base: metre)', [
    ['nm', 'nanometer', q('1e-9'), ['nanometre']],
    ['µm', 'micrometer', q('1e-6'), ['um', 'micron', 'microns']],
    ['mm', 'millimeter', q('0.001')],
    ['cm', 'centimeter', q('0.01')],
    ['dm', 'decimeter', q('0.1')],
    ['m', 'meter', q(1)],
    ['km', 'kilometer', q(1000), ['kms']],
    ['thou', 'thou (mil)', mul(INCH, q('0.001')), ['mil', 'mils']],
    ['in', 'inch', INCH, ['inches', '"']],
    ['ft', 'foot', FOOT, ['feet', "'"]],
    ['yd', 'yard', d('0.9144')],
    ['mi', 'mile', MILE, ['miles']],
    ['nmi', 'nautical mile', q(1852), ['NM']],
    ['ft-us', 'US survey foot', q(1200, 3937), ['survey foot', 'survey feet']],
    ['au', 'astronomical unit', q(149597870700), ['AU']],
    ['ly', 'light-year', q('9460730472580800'), ['lightyear', 'light year', 'light years']],
  ]],
  area: ['Area (base: square metre)', [
    ['mm²', 'square millimeter', q('1e-6'), ['mm2', 'sq mm']],
    ['cm²', 'square centimeter', q('1e-4'), ['cm2', 'sq cm']],
    ['m²', 'square meter', q(1), ['m2', 'sq m', 'sqm']],
    ['a', 'are', q(100), ['ares']],
    ['ha', 'hectare', q(10000)],
    ['km²', 'square kilometer', q(1e6), ['km2', 'sq km']],
    ['in²', 'square inch', mul(INCH, INCH), ['in2', 'sq in', 'square inches']],
    ['ft²', 'square foot', mul(FOOT, FOOT), ['ft2', 'sq ft', 'sqft', 'square feet']],
    ['yd²', 'square yard', d('0.83612736'), ['yd2', 'sq yd']],
    ['ac', 'acre', d('4046.8564224')],
    ['mi²', 'square mile', mul(MILE, MILE), ['mi2', 'sq mi']],
  ]],
  volume: ['Volume (base: cubic metre)', [
    ['mm³', 'cubic millimeter', q('1e-9'), ['mm3']],
    ['ml', 'milliliter', q('1e-6'), ['mL', 'cm³', 'cm3', 'cc', 'cubic centimeter']],
    ['cl', 'centiliter', q('1e-5'), ['cL']],
    ['dl', 'deciliter', q('1e-4'), ['dL']],
    ['l', 'liter', q('0.001'), ['L', 'ltr']],
    ['m³', 'cubic meter', q(1), ['m3', 'kl', 'kL', 'kiloliter']],
    ['km³', 'cubic kilometer', q(1e9), ['km3']],
    ['tsp', 'US teaspoon', div(US_GAL, q(768)), ['teaspoon']],
    ['tbsp', 'US tablespoon', div(US_GAL, q(256)), ['Tbs', 'tablespoon']],
    ['fl-oz', 'US fluid ounce', div(US_GAL, q(128)), ['fl oz', 'floz', 'fluid ounce', 'fluid ounces']],
    ['cup', 'US cup', div(US_GAL, q(16)), ['cups']],
    ['pt', 'US pint', div(US_GAL, q(8)), ['pint', 'pnt']],
    ['qt', 'US quart', div(US_GAL, q(4)), ['quart']],
    ['gal', 'US gallon', US_GAL, ['gallon', 'gallons', 'us gal']],
    ['imp-fl-oz', 'imperial fluid ounce', div(IMP_GAL, q(160)), ['uk fl oz']],
    ['imp-pt', 'imperial pint', div(IMP_GAL, q(8)), ['uk pint', 'uk pt']],
    ['imp-gal', 'imperial gallon', IMP_GAL, ['uk gal', 'uk gallon']],
    ['in³', 'cubic inch', mul(INCH, mul(INCH, INCH)), ['in3', 'cu in', 'cubic inches']],
    ['ft³', 'cubic foot', mul(FOOT, mul(FOOT, FOOT)), ['ft3', 'cu ft', 'cubic feet']],
    ['yd³', 'cubic yard', d('0.764554857984'), ['yd3', 'cu yd']],
    ['bbl', 'oil barrel', mul(US_GAL, q(42)), ['barrel', 'barrels']],
  ]],
  mass: ['Mass (base: kilogram)', [
    ['µg', 'microgram', q('1e-9'), ['ug', 'mcg']],
    ['mg', 'milligram', q('1e-6')],
    ['g', 'gram', q('0.001'), ['gm', 'grams']],
    ['kg', 'kilogram', q(1), ['kilo', 'kilos', 'kgs']],
    ['t', 'tonne', q(1000), ['metric ton', 'metric tons', 'mt']],
    ['ct', 'carat', d('0.0002')],
    ['gr', 'grain', d('0.00006479891')],
    ['oz', 'ounce', div(d('0.45359237'), q(16)), ['ounces']],
    ['lb', 'pound', d('0.45359237'), ['lbs', 'pounds', '#']],
    ['st', 'stone', mul(d('0.45359237'), q(14)), ['stones']],
    ['ton', 'US short ton', mul(d('0.45359237'), q(2000)), ['short ton', 'short tons', 'tons']],
    ['long-ton', 'long ton', mul(d('0.45359237'), q(2240)), ['long ton', 'long tons', 'imperial ton']],
  ]],
  temperature: ['Temperature (base: kelvin)', [
    ['°C', 'degree Celsius', q(1), ['C', 'celsius', 'centigrade', 'degC', 'deg C', 'degrees Celsius'], { shift: d('273.15') }],
    ['°F', 'degree Fahrenheit', q(5, 9), ['F', 'fahrenheit', 'degF', 'deg F', 'degrees Fahrenheit'], { shift: d('459.67') }],
    ['K', 'kelvin', q(1), ['kelvins', 'degK']],
    ['°R', 'degree Rankine', q(5, 9), ['R', 'Ra', 'rankine', 'degR']],
  ]],
  time: ['Time (base: second)', [
    ['ns', 'nanosecond', q('1e-9')],
    ['µs', 'microsecond', q('1e-6'), ['us', 'mu']],
    ['ms', 'millisecond', q('0.001'), ['msec']],
    ['s', 'second', q(1), ['sec', 'secs']],
    ['min', 'minute', q(60), ['mins']],
    ['h', 'hour', q(3600), ['hr', 'hrs']],
    ['d', 'day', q(86400)],
    ['wk', 'week', q(604800), ['week']],
    ['mo', 'month (average Gregorian, 30.436875 d)', q(2629746), ['month', 'months']],
    ['yr', 'year (average Gregorian, 365.2425 d)', q(31556952), ['year', 'years', 'y']],
  ]],
  speed: ['Speed (base: metre per second)', [
    ['m/s', 'meter per second', q(1), ['mps', 'meters per second']],
    ['km/h', 'kilometer per hour', q(1000, 3600), ['kmh', 'kph', 'kmph', 'km/hr', 'km/hour', 'kilometers per hour']],
    ['mph', 'mile per hour', div(MILE, q(3600)), ['mi/h', 'miles per hour']],
    ['kn', 'knot', q(1852, 3600), ['kt', 'kts', 'knots']],
    ['ft/s', 'foot per second', FOOT, ['fps', 'feet per second']],
  ]],
  pressure: ['Pressure (base: pascal)', [
    ['Pa', 'pascal', q(1)],
    ['hPa', 'hectopascal', q(100)],
    ['kPa', 'kilopascal', q(1000)],
    ['MPa', 'megapascal', q(1e6)],
    ['mbar', 'millibar', q(100)],
    ['bar', 'bar', q(1e5), ['bars']],
    ['atm', 'standard atmosphere', q(101325), ['atmosphere', 'atmospheres']],
    ['psi', 'pound per square inch', div(LBF, mul(INCH, INCH)), ['lbf/in2', 'lb/in2']],
    ['ksi', 'kilopound per square inch', div(mul(LBF, q(1000)), mul(INCH, INCH))],
    ['Torr', 'torr', q(101325, 760), ['torr']],
    ['mmHg', 'millimeter of mercury', d('133.322387415'), ['mm Hg']],
    ['inHg', 'inch of mercury', mul(d('133.322387415'), d('25.4')), ['in Hg']],
  ]],
  energy: ['Energy (base: joule)', [
    ['J', 'joule', q(1)],
    ['kJ', 'kilojoule', q(1000)],
    ['MJ', 'megajoule', q(1e6)],
    ['Wh', 'watt-hour', q(3600), ['watt hour']],
    ['kWh', 'kilowatt-hour', q(3.6e6), ['kilowatt hour', 'kwh']],
    ['MWh', 'megawatt-hour', q(3.6e9)],
    ['cal', 'calorie (thermochemical)', d('4.184'), ['calorie', 'calories']],
    ['kcal', 'kilocalorie', q(4184), ['Cal', 'kilocalorie', 'kilocalories']],
    ['BTU', 'British thermal unit (IT)', BTU, ['Btu', 'btu']],
    ['therm', 'US therm', mul(BTU, q(100000)), ['thm', 'therms']],
    ['eV', 'electronvolt', d('1.602176634e-19'), ['electron volt']],
    ['ft·lbf', 'foot-pound', mul(FOOT, LBF), ['ft-lbf', 'ft-lb', 'ft lb', 'foot pound']],
    ['erg', 'erg', q('1e-7'), ['ergs']],
  ]],
  power: ['Power (base: watt)', [
    ['mW', 'milliwatt', q('0.001')],
    ['W', 'watt', q(1)],
    ['kW', 'kilowatt', q(1000)],
    ['MW', 'megawatt', q(1e6)],
    ['GW', 'gigawatt', q(1e9)],
    ['hp', 'mechanical horsepower', mul(q(550), mul(FOOT, LBF)), ['horsepower', 'bhp']],
    ['PS', 'metric horsepower', d('735.49875'), ['cv', 'metric hp']],
    ['BTU/h', 'BTU per hour', div(BTU, q(3600)), ['btu/h', 'btu/hr']],
  ]],
  angle: ['Angle (base: degree)', [
    ['°', 'degree', q(1), ['deg', 'degs', 'degree', 'degrees']],
    ['′', 'arcminute', q(1, 60), ['arcmin', 'arc minute']],
    ['″', 'arcsecond', q(1, 3600), ['arcsec', 'arc second']],
    ['rad', 'radian', div(q(180), PI), ['radians'], { approx: true }],
    ['mrad', 'milliradian', div(q('0.18'), PI), [], { approx: true }],
    ['grad', 'gradian', d('0.9'), ['gon', 'grads']],
    ['turn', 'turn', q(360), ['rev', 'revolution', 'revolutions', 'turns']],
  ]],
  frequency: ['Frequency (base: hertz)', [
    ['mHz', 'millihertz', q('0.001')],
    ['Hz', 'hertz', q(1), ['hz']],
    ['kHz', 'kilohertz', q(1000), ['khz']],
    ['MHz', 'megahertz', q(1e6), ['mhz']],
    ['GHz', 'gigahertz', q(1e9), ['ghz']],
    ['THz', 'terahertz', q(1e12), ['thz']],
    ['rpm', 'revolution per minute', q(1, 60), ['RPM', 'rev/min']],
  ]],
  data: ['Digital storage (base: bit)', [
    ['bit', 'bit', q(1), ['b', 'bits']],
    ['B', 'byte', q(8), ['byte', 'bytes', 'octet']],
    ['kB', 'kilobyte', q(8000), ['KB']],
    ['MB', 'megabyte', q(8e6)],
    ['GB', 'gigabyte', q(8e9)],
    ['TB', 'terabyte', q(8e12)],
    ['KiB', 'kibibyte', q(8 * 1024)],
    ['MiB', 'mebibyte', q(8 * 1024 ** 2)],
    ['GiB', 'gibibyte', q(8 * 1024 ** 3)],
    ['TiB', 'tebibyte', q(8 * 1024 ** 4)],
    ['kbit', 'kilobit', q(1000), ['kb', 'Kb']],
    ['Mbit', 'megabit', q(1e6), ['Mb']],
    ['Gbit', 'gigabit', q(1e9), ['Gb']],
  ]],
};

/** The name, its plural, and British spellings (metre, litre) of every alias. */
function spellings(name: string, aliases: string[]): string[] {
  const out = new Set([...aliases, name, `${name}s`]);
  for (const n of [...out]) out.add(n.replace(/meter/g, 'metre').replace(/liter/g, 'litre'));
  return [...out];
}

export const MEASURES: Measure[] = Object.entries(rows).map(([id, [label, list]]) => ({
  id,
  label,
  units: list.map(([symbol, name, factor, aliases = [], extra = {}]) => ({
    symbol,
    name,
    aliases: spellings(name.replace(/ \(.*\)$/, ''), aliases),
    factor,
    ...extra,
  })),
}));

