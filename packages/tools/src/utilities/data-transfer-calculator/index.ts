import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';
import { add, compare, div, isZero, mul, parseDecimal, rat, sign, sub, toDecimal, type Rational } from '../../_shared/rational.js';

const PREFIX_POWER: Record<string, number> = { '': 0, k: 1, K: 1, m: 2, M: 2, g: 3, G: 3, t: 4, T: 4, p: 5, P: 5, e: 6, E: 6 };
const DECIMAL_PREFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'];
const BINARY_PREFIXES = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];

interface Quantity {
  /** bits, or bits per second */
  bits: Rational;
}

/** "1.5", "1,234.5" → rational, or an error naming the problem. */
function readNumber(text: string, what: string): Rational | { error: string } {
  let s = text.replace(/[\s_]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
  return parseDecimal(s, what);
}

/** Splits "4.7 GB" into number and unit. */
function splitQuantity(text: string): [string, string] {
  const m = /^\s*([+-]?[\d.,_]*\d[\d.,_]*(?:[eE][+-]?\d+)?)\s*(.*?)\s*$/.exec(text);
  return m ? [m[1]!, m[2]!] : ['', text.trim()];
}

/** Data unit → bits per unit. B = byte, b/bit = bit; k..E decimal, Ki..Ei binary. */
function unitBits(unit: string): Rational | undefined {
  const m = /^([kKmMgGtTpPeE]?)(i?)(B|b|bytes?|bits?|Bytes?|Bits?|o)$/.exec(unit);
  if (!m) return undefined;
  const [, prefix, binary, base] = m as unknown as [string, string, string, string];
  if (binary && !prefix) return undefined;
  if (!binary && prefix === 'm' && base === 'B') return undefined; // mB would be millibytes
  const power = PREFIX_POWER[prefix]!;
  const scale = (binary ? 1024n : 1000n) ** BigInt(power);
  const isBits = base === 'b' || /^bits?$/i.test(base);
  return rat(scale * (isBits ? 1n : 8n));
}

function readSize(text: string): Quantity | { error: string } {
  const [num, unit] = splitQuantity(text);
  if (num === '') return { error: `The size "${text.trim()}" has no number: enter an amount such as 4.7 GB.` };
  const value = readNumber(num, 'size');
  if ('error' in value) return value;
  if (sign(value) < 0) return { error: `The size ${text.trim()} is negative: enter an amount of data such as 4.7 GB.` };
  const per = unit === '' ? rat(8n) : unitBits(unit);
  if (!per) {
    return { error: `Unknown size unit "${unit}": use B, kB, MB, GB, TB, PB (×1000), KiB, MiB, GiB, TiB, PiB (×1024), or bits (b, kb, Mb, Gb).` };
  }
  return { bits: mul(value, per) };
}

function readBandwidth(text: string): Quantity | { error: string } {
  const [num, rawUnit] = splitQuantity(text);
  if (num === '') return { error: `The bandwidth "${text.trim()}" has no number: enter a rate such as 100 Mbps or 12.5 MB/s.` };
  const value = readNumber(num, 'bandwidth');
  if ('error' in value) return value;
  let unit = rawUnit.replace(/\s+/g, '');
  let per: Rational | undefined;
  if (/ps$/.test(unit)) {
    // bps, kbps, Mbps, MBps, Mibps
    const base = unit.slice(0, -2);
    per = /^[kKmMgGtTpPeE]?i?[bB]$/.test(base) ? unitBits(base) : undefined;
  } else {
    unit = unit.replace(/\/(s|sec|second)$/i, '');
    per = unit === rawUnit.replace(/\s+/g, '') ? undefined : unitBits(unit);
  }
  if (!per) {
    return {
      error: `Unknown bandwidth unit "${rawUnit}": use bits per second (bps, kbps, Mbps, Gbps, Mbit/s, Mibit/s) or bytes per second (B/s, kB/s, MB/s, MiB/s, MBps).`,
    };
  }
  const bits = mul(value, per);
  if (sign(bits) <= 0) return { error: `The bandwidth ${text.trim()} must be greater than 0.` };
  return { bits };
}

const TIME_UNITS: Array<[RegExp, Rational]> = [
  [/^(ms|msecs?|millis(econds?)?)$/i, rat(1n, 1000n)],
  [/^(s|secs?|seconds?)$/i, rat(1n)],
  [/^(m|mins?|minutes?)$/i, rat(60n)],
  [/^(h|hrs?|hours?)$/i, rat(3600n)],
  [/^(d|days?)$/i, rat(86400n)],
  [/^(w|wks?|weeks?)$/i, rat(604800n)],
];

function readTime(text: string): Rational | { error: string } {
  const s = text.trim();
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?$/.exec(s);
  if (clock) {
    const [h, m, sec] = clock[3] === undefined ? ['0', clock[1]!, clock[2]!] : [clock[1]!, clock[2]!, clock[3]];
    if (Number(m) >= 60 && clock[3] !== undefined) return { error: `The minutes in "${s}" must be below 60 (h:mm:ss).` };
    if (Number(sec) >= 60) return { error: `The seconds in "${s}" must be below 60 (${clock[3] === undefined ? 'm:ss' : 'h:mm:ss'}).` };
    return add(add(mul(rat(BigInt(h)), rat(3600n)), mul(rat(BigInt(m)), rat(60n))), parseDecimal(sec) as Rational);
  }
  let total = rat(0n);
  let rest = s;
  let any = false;
  while (rest !== '') {
    const m = /^([\d.,]+(?:[eE][+-]?\d+)?)\s*([a-zA-Z]*)\s*(?:,|and)?\s*/.exec(rest);
    if (!m || m[0] === '') {
      const bad = [...rest][0];
      return { error: `The time "${s}" is not a duration: unexpected "${bad}" at position ${s.length - rest.length + 1}. Use seconds (90), units (1h 30m, 2.5 hours) or h:mm:ss.` };
    }
    const value = readNumber(m[1]!, 'time');
    if ('error' in value) return value;
    const unit = m[2]!;
    const factor = unit === '' ? rat(1n) : TIME_UNITS.find(([re]) => re.test(unit))?.[1];
    if (!factor) return { error: `Unknown time unit "${unit}" in "${s}": use ms, s, min (or m), h, d or w.` };
    total = add(total, mul(value, factor));
    rest = rest.slice(m[0].length);
    any = true;
  }
  if (!any) return { error: `The time "${s}" is empty.` };
  return total;
}

/** "4.7 GB": the largest prefix giving a value ≥ 1, up to 2 decimals. */
function human(value: Rational, base: bigint, prefixes: string[], unit: string): string {
  let i = 0;
  let scaled = value;
  while (i < prefixes.length - 1 && compare(scaled, rat(base)) >= 0) {
    scaled = div(scaled, rat(base));
    i++;
  }
  // rounding may reach the base (999.999 kB → 1000 kB): move up a prefix then
  if (i < prefixes.length - 1 && compare(parseDecimal(toDecimal(scaled, 2)) as Rational, rat(base)) >= 0) {
    scaled = div(scaled, rat(base));
    i++;
  }
  return `${toDecimal(scaled, 2)} ${prefixes[i]}${unit}`;
}

function humanDuration(seconds: Rational): string {
  if (compare(seconds, rat(1n)) < 0) return `${toDecimal(mul(seconds, rat(1000n)), 3)} ms`;
  const long = compare(seconds, rat(60n)) >= 0;
  const total = long ? rat(BigInt(toDecimal(seconds, 0))) : seconds;
  const whole = total.n / total.d;
  const parts: string[] = [];
  const days = whole / 86400n;
  const hours = (whole % 86400n) / 3600n;
  const minutes = (whole % 3600n) / 60n;
  if (days) parts.push(`${days.toLocaleString('en')} d`);
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  const secs = sub(total, rat(whole - (whole % 60n)));
  if (!isZero(secs) || parts.length === 0) parts.push(`${toDecimal(secs, long ? 0 : 3)} s`);
  return parts.join(' ');
}

export default defineTool(definition, (params) => {
  const mode = params.mode;
  const efficiency = rat(BigInt(Math.round((100 - params.overhead) * 1e6)), 100_000_000n);
  let bits: Rational;
  let rate: Rational; // nominal bit/s
  let seconds: Rational;

  if (mode !== 'size') {
    const size = readSize(params.size!); // each input is required unless it is the one computed (dependsOn)
    if ('error' in size) return failure('INVALID_INPUT', size.error);
    bits = size.bits;
  }
  if (mode !== 'bandwidth') {
    const bw = readBandwidth(params.bandwidth!);
    if ('error' in bw) return failure('INVALID_INPUT', bw.error);
    rate = bw.bits;
  }
  if (mode !== 'time') {
    const t = readTime(params.time!);
    if ('error' in t) return failure('INVALID_INPUT', t.error);
    seconds = t;
  }
  if (mode === 'time') {
    seconds = div(bits!, mul(rate!, efficiency));
  } else if (mode === 'bandwidth') {
    if (isZero(seconds!)) return failure('INVALID_INPUT', 'The time is 0: no bandwidth can transfer data in no time. Enter a duration greater than 0.');
    rate = div(div(bits!, seconds!), efficiency);
  } else {
    bits = mul(mul(rate!, efficiency), seconds!);
  }
  const effective = mul(rate!, efficiency);
  const bytes = div(bits!, rat(8n));
  const sizeDecimal = human(bytes, 1000n, DECIMAL_PREFIXES, 'B');
  const bandwidthBits = human(rate!, 1000n, DECIMAL_PREFIXES, 'bit/s');
  const duration = humanDuration(seconds!);
  const overheadNote = params.overhead > 0 ? ` with ${params.overhead}% overhead` : '';
  const summary =
    mode === 'time'
      ? `${sizeDecimal} at ${bandwidthBits}${overheadNote} takes ${duration}`
      : mode === 'bandwidth'
        ? `${sizeDecimal} in ${duration} needs ${bandwidthBits}${overheadNote}`
        : `${duration} at ${bandwidthBits}${overheadNote} transfers ${sizeDecimal}`;
  return success({
    summary,
    seconds: toDecimal(seconds!, 9),
    duration,
    bytes: toDecimal(bytes, 3),
    bits: toDecimal(bits!, 3),
    sizeDecimal,
    sizeBinary: human(bytes, 1024n, BINARY_PREFIXES, 'B'),
    bitsPerSecond: toDecimal(rate!, 3),
    effectiveBitsPerSecond: toDecimal(effective, 3),
    bandwidthBits,
    bandwidthBytes: human(div(rate!, rat(8n)), 1000n, DECIMAL_PREFIXES, 'B/s'),
    bandwidthBinaryBytes: human(div(rate!, rat(8n)), 1024n, BINARY_PREFIXES, 'B/s'),
  });
});
