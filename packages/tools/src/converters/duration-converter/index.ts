import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { compare, div, mul, rat, roundToInteger, toDecimal, type Rational } from '../../_shared/rational.js';
import { parseClock, parseIso, parseNumber, parseText, type Parsed } from './parse.js';
import definition from './definition.js';

/** Bounds the output to sensible sizes: about 31.7 million years. */
const MAX_SECONDS = rat(10n ** 15n);
const NS = 1_000_000_000n;

type Format = 'number' | 'clock' | 'iso8601' | 'text';

function detect(text: string): Format {
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) return 'number';
  if (/^[+-]?P/i.test(text)) return 'iso8601';
  if (/^[+-]?\d+:/.test(text)) return 'clock';
  return 'text';
}

interface Parts {
  negative: boolean;
  days: bigint;
  hours: bigint;
  minutes: bigint;
  seconds: bigint;
  /** nanoseconds below one second */
  nanos: bigint;
}

function split(totalNs: bigint): Parts {
  const negative = totalNs < 0n;
  let ns = negative ? -totalNs : totalNs;
  const nanos = ns % NS;
  ns /= NS;
  return { negative, days: ns / 86400n, hours: (ns % 86400n) / 3600n, minutes: (ns % 3600n) / 60n, seconds: ns % 60n, nanos };
}

/** ".5", ".25", "" for the fraction of a second (trailing zeros trimmed). */
const fraction = (nanos: bigint): string => (nanos === 0n ? '' : `.${nanos.toString().padStart(9, '0').replace(/0+$/, '')}`);
const pad = (n: bigint) => n.toString().padStart(2, '0');
const plural = (n: bigint | string, word: string) => `${n} ${word}${n === 1n || n === '1' ? '' : 's'}`;

function clock(p: Parts): string {
  const hours = p.days * 24n + p.hours;
  let frac = fraction(p.nanos);
  if (frac !== '') frac = frac.padEnd(4, '0'); // at least milliseconds: 01.500
  return `${p.negative ? '-' : ''}${pad(hours)}:${pad(p.minutes)}:${pad(p.seconds)}${frac}`;
}

function iso(p: Parts): string {
  const date = p.days ? `${p.days}D` : '';
  let time = (p.hours ? `${p.hours}H` : '') + (p.minutes ? `${p.minutes}M` : '');
  if (p.seconds || p.nanos) time += `${p.seconds}${fraction(p.nanos)}S`;
  if (!date && !time) return 'PT0S';
  return `${p.negative ? '-' : ''}P${date}${time ? `T${time}` : ''}`;
}

function words(p: Parts, long: boolean): string {
  const out: string[] = [];
  const units: Array<[bigint, string, string]> = [[p.days, 'day', 'd'], [p.hours, 'hour', 'h'], [p.minutes, 'minute', 'm']];
  for (const [n, word, short] of units) if (n) out.push(long ? plural(n, word) : `${n}${short}`);
  if (p.seconds || p.nanos || out.length === 0) {
    const s = `${p.seconds}${fraction(p.nanos)}`;
    out.push(long ? plural(s, 'second') : `${s}s`);
  }
  return (p.negative ? '-' : '') + out.join(' ');
}

export default defineTool(definition, (params) => {
  const input = params.duration.trim();
  const average = params.calendarUnits === 'average';
  const format = detect(input);
  const parsed: Parsed =
    format === 'number' ? parseNumber(input, params.numberUnit)
    : format === 'iso8601' ? parseIso(input, average)
    : format === 'clock' ? parseClock(input)
    : parseText(input, average);
  if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);
  const seconds = parsed.seconds;
  const magnitude = seconds.n < 0n ? { n: -seconds.n, d: seconds.d } : seconds;
  if (compare(magnitude, MAX_SECONDS) > 0) return failure('INVALID_INPUT', `The duration "${input}" is too long: this tool handles up to 10^15 seconds (about 31.7 million years).`);
  const totalNs = roundToInteger(mul(seconds, rat(NS)));
  const parts = split(totalNs);
  const per = (unit: bigint): string => toDecimal(div(seconds, rat(unit)), 9);
  const warnings: string[] = [];
  if (parsed.approximate) warnings.push('Years and months were converted with Gregorian averages (1 year = 365.2425 days, 1 month = 30.436875 days); a real calendar span may differ by days.');
  if (compare(rat(totalNs, NS), seconds) !== 0) warnings.push('Fractions below one nanosecond were rounded in the clock, ISO 8601 and text forms.');
  return withWarnings(
    success({
      detectedFormat: format,
      seconds: toDecimal(seconds, 9),
      milliseconds: toDecimal(mul(seconds, rat(1000n)), 6),
      clock: clock(parts),
      iso8601: iso(parts),
      human: words(parts, true),
      compact: words(parts, false),
      totals: { minutes: per(60n), hours: per(3600n), days: per(86400n), weeks: per(604800n) },
      approximate: parsed.approximate,
    }),
    warnings,
  );
});
