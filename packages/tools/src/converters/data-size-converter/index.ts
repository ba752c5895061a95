import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { compare, div, fitsIn, mul, parseDecimal, rat, sign, toDecimal, type Rational } from '../../_shared/rational.js';
import definition from './definition.js';

const SI = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'];
const IEC = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'];
const SI_NAMES = ['', 'kilo', 'mega', 'giga', 'tera', 'peta', 'exa', 'zetta', 'yotta'];
const IEC_NAMES = ['', 'kibi', 'mebi', 'gibi', 'tebi', 'pebi', 'exbi', 'zebi', 'yobi'];

interface TableUnit {
  unit: string;
  name: string;
  system: 'SI' | 'IEC' | 'base';
  bits: Rational;
}

const scale = (base: bigint, power: number, bits: bigint) => rat(base ** BigInt(power) * bits);
const TABLE: TableUnit[] = [];
for (const [bits, symbol, word, maxSi, maxIec] of [[1n, 'bit', 'bit', 5, 4], [8n, 'B', 'byte', 6, 6]] as const) {
  TABLE.push({ unit: symbol, name: word, system: 'base', bits: rat(bits) });
  for (let p = 1; p <= maxSi; p++) TABLE.push({ unit: SI[p]! + symbol, name: SI_NAMES[p]! + word, system: 'SI', bits: scale(1000n, p, bits) });
  for (let p = 1; p <= maxIec; p++) TABLE.push({ unit: IEC[p]! + symbol, name: IEC_NAMES[p]! + word, system: 'IEC', bits: scale(1024n, p, bits) });
}

/** "1.5 GiB" → [number, unit]. */
function split(text: string): [string, string] {
  const m = /^\s*([+-]?[\d.,_ ]*\d[\d.,_]*(?:[eE][+-]?\d+)?|[+-]?\.\d+(?:[eE][+-]?\d+)?)\s*(.*?)\s*$/.exec(text);
  return m ? [m[1]!, m[2]!] : ['', text.trim()];
}

/** Bits per unit, or undefined. Case matters: B = byte, b = bit; m (milli) is refused. */
function unitBits(unit: string, legacy: boolean): { bits: Rational; legacyUsed: boolean } | undefined {
  if (unit === '') return { bits: rat(8n), legacyUsed: false };
  const m = /^([kKMGTPEZY]?)(i?)(B|b|bits?|bytes?|Bytes?|Bits?|o)$/.exec(unit.replace(/\s+/g, ''));
  if (!m) return undefined;
  const [, prefix, binary, base] = m as unknown as [string, string, string, string];
  if (binary && !prefix) return undefined;
  const perUnit = base === 'b' || /^bits?$/i.test(base) ? 1n : 8n;
  const power = SI.indexOf(prefix === 'K' ? 'k' : prefix);
  // KB/MB/GB read as 1024ⁿ only on request; 'K' alone (KB) is the JEDEC spelling
  const legacyUsed = legacy && !binary && power > 0;
  return { bits: scale(binary || legacyUsed ? 1024n : 1000n, power, perUnit), legacyUsed };
}

/** The largest prefix giving a value ≥ 1, 2 decimals at most. */
function human(bits: Rational, base: bigint, prefixes: string[], label = prefixes): string {
  const bytes = div(bits, rat(8n));
  let i = 0;
  let scaled = bytes;
  const next = () => {
    scaled = div(scaled, rat(base));
    i++;
  };
  while (i < prefixes.length - 1 && compare(scaled, rat(base)) >= 0) next();
  // 1023.999 KiB rounds to 1024 KiB: show 1 MiB instead
  if (i < prefixes.length - 1 && compare(parseDecimal(toDecimal(scaled, 2)) as Rational, rat(base)) >= 0) next();
  return `${toDecimal(scaled, 2)} ${label[i]}B`;
}

export default defineTool(definition, (params) => {
  const input = params.size.trim();
  const [numberText, unitText] = split(input);
  if (numberText === '') return failure('INVALID_INPUT', `The size "${input}" has no number: enter an amount such as 1.5 GiB or 500 MB.`);
  let clean = numberText.replace(/[\s_]/g, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(clean)) clean = clean.replace(/,/g, '');
  const value = parseDecimal(clean, 'size');
  if ('error' in value) return failure('INVALID_INPUT', value.error);
  if (sign(value) < 0) return failure('INVALID_INPUT', `The size ${input} is negative: a data size is 0 or more.`);
  const unit = unitBits(unitText, params.legacyBinary);
  if (!unit) {
    const hint = /^m/.test(unitText) ? ' (a lowercase m means milli; write M for mega)' : '';
    return failure(
      'INVALID_INPUT',
      `Unknown data unit "${unitText}"${hint}: use B, kB, MB, GB, TB, PB, EB, ZB, YB (×1000), KiB, MiB, GiB, TiB… (×1024), or bits: b, bit, kb, Mb, Mbit, Gibit.`,
    );
  }
  const bits = mul(value, unit.bits);
  const decimals = params.decimals;
  const table = TABLE.map((t) => {
    const v = div(bits, t.bits);
    return { unit: t.unit, name: t.name, system: t.system, value: toDecimal(v, decimals), exact: fitsIn(v, decimals) };
  });
  const bytes = div(bits, rat(8n));
  const humanSi = human(bits, 1000n, SI.map((p) => p));
  const humanIec = human(bits, 1024n, IEC);
  const osReports = human(bits, 1024n, IEC, ['', 'K', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y']);
  const inputShown = `${toDecimal(value, 100)}${unitText ? ` ${unitText}` : ' B'}`;
  // show the other system than the one typed, so the summary explains the gap
  const typedIec = /i/.test(unitText) || unit.legacyUsed;
  const summary = `${inputShown} = ${toDecimal(bytes, 100)} bytes = ${typedIec ? humanSi : humanIec}`;
  const warnings: string[] = [];
  if (unit.legacyUsed) warnings.push(`${unitText} was read as a power of 1024 (legacyBinary); the SI meaning is a power of 1000.`);
  if (!fitsIn(bits, 0)) warnings.push(`${inputShown} is not a whole number of bits.`);
  return withWarnings(success({ summary, bytes: toDecimal(bytes, 100), bits: toDecimal(bits, 100), humanSi, humanIec, osReports, table }), warnings);
});
