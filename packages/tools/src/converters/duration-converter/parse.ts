/**
 * Strict parsers for the four duration forms. Each returns exact seconds as a
 * Rational, or an error naming the offending part. Years and months have no
 * fixed length; they are refused unless `average` lengths are allowed.
 */
import { add, mul, parseDecimal, rat, type Rational } from '../../_shared/rational.js';

export type Parsed = { seconds: Rational; approximate: boolean } | { error: string };

export const YEAR = rat(31556952n); // 365.2425 days, the Gregorian average
export const MONTH = rat(2629746n); // a twelfth of that: 30.436875 days
const SECONDS: Record<string, Rational> = {
  ns: rat(1n, 1_000_000_000n),
  us: rat(1n, 1_000_000n),
  ms: rat(1n, 1000n),
  s: rat(1n),
  min: rat(60n),
  h: rat(3600n),
  d: rat(86400n),
  w: rat(604800n),
  mo: MONTH,
  y: YEAR,
};

const TEXT_UNITS: Array<[RegExp, string]> = [
  [/^(ns|nanos?|nanoseconds?)$/i, 'ns'],
  [/^(us|µs|μs|micros?|microseconds?)$/i, 'us'],
  [/^(ms|msecs?|millis?|milliseconds?)$/i, 'ms'],
  [/^(s|secs?|seconds?)$/i, 's'],
  [/^(m|mins?|minutes?)$/i, 'min'],
  [/^(h|hrs?|hours?)$/i, 'h'],
  [/^(d|days?)$/i, 'd'],
  [/^(w|wks?|weeks?)$/i, 'w'],
  [/^(mo|mos|mths?|months?)$/i, 'mo'],
  [/^(y|yrs?|years?)$/i, 'y'],
];

const NAMES: Record<string, string> = { ns: 'nanoseconds', us: 'microseconds', ms: 'milliseconds', s: 'seconds', min: 'minutes', h: 'hours', d: 'days', w: 'weeks', mo: 'months', y: 'years' };

function calendarError(what: string): { error: string } {
  return {
    error: `${what} have no fixed length in seconds (28–31 days, 365 or 366 days). Set calendarUnits to "average" to use Gregorian averages (1 year = 365.2425 days, 1 month = 30.436875 days), or give the duration in days.`,
  };
}

const negate = (r: Rational): Rational => ({ n: -r.n, d: r.d });

/** ISO 8601 duration: [-]PnYnMnWnDTnHnMnS, decimal fraction (. or ,) on the smallest component only. */
export function parseIso(text: string, average: boolean): Parsed {
  const m = /^([+-])?P(?!$)(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?!$)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(text);
  if (!m) {
    return {
      error: `"${text}" is not an ISO 8601 duration: expected P, then numbers with Y, M, W, D, then T and numbers with H, M, S, in that order (e.g. P1DT2H30M, PT90M, PT1.5S).`,
    };
  }
  const units = ['y', 'mo', 'w', 'd', 'h', 'min', 's'];
  const parts = m.slice(2, 9);
  const last = parts.reduce((at, p, i) => (p === undefined ? at : i), -1);
  let total = rat(0n);
  let approximate = false;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p === undefined) continue;
    if (/[.,]/.test(p) && i !== last) return { error: `In "${text}", only the smallest component may have a fraction; ${p} is not the last one.` };
    const unit = units[i]!;
    if (unit === 'y' || unit === 'mo') {
      if (!average) return calendarError(unit === 'y' ? 'Years (Y)' : 'Months (M before T)');
      approximate = true;
    }
    total = add(total, mul(parseDecimal(p.replace(',', '.')) as Rational, SECONDS[unit]!));
  }
  return { seconds: m[1] === '-' ? negate(total) : total, approximate };
}

/** [d:]h:mm:ss[.fff] or m:ss[.fff]; the first field is unbounded, the others below 60 (hours below 24 after days). */
export function parseClock(text: string): Parsed {
  const m = /^([+-])?(\d+(?::\d+){1,3})(?:[.,](\d+))?$/.exec(text);
  if (!m) return { error: `"${text}" is not a clock duration: use h:mm:ss, m:ss or d:hh:mm:ss, with an optional .fraction of seconds (e.g. 1:30:00.250).` };
  const fields = m[2]!.split(':');
  const labels = fields.length === 2 ? ['minutes', 'seconds'] : fields.length === 3 ? ['hours', 'minutes', 'seconds'] : ['days', 'hours', 'minutes', 'seconds'];
  const limits: Record<string, number> = { hours: 24, minutes: 60, seconds: 60 };
  const factors: Record<string, bigint> = { days: 86400n, hours: 3600n, minutes: 60n, seconds: 1n };
  let total = rat(0n);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const label = labels[i]!;
    if (i > 0 && field.length !== 2) return { error: `In "${text}", the ${label} field "${field}" must have exactly two digits.` };
    if (i > 0 && Number(field) >= limits[label]!) return { error: `In "${text}", ${label} must be below ${limits[label]} (got ${field}).` };
    total = add(total, rat(BigInt(field) * factors[label]!));
  }
  if (m[3] !== undefined) total = add(total, rat(BigInt(m[3]), 10n ** BigInt(m[3].length)));
  return { seconds: m[1] === '-' ? negate(total) : total, approximate: false };
}

/** "1h 30m", "90 minutes", "2 days, 3 hours and 4.5 seconds", "1.5h"; each unit at most once. */
export function parseText(text: string, average: boolean): Parsed {
  let rest = text;
  let sign = 1;
  const signMatch = /^([+-])\s*/.exec(rest);
  if (signMatch) {
    sign = signMatch[1] === '-' ? -1 : 1;
    rest = rest.slice(signMatch[0].length);
  }
  const seen = new Set<string>();
  let total = rat(0n);
  let approximate = false;
  while (rest !== '') {
    const at = text.length - rest.length + 1;
    const m = /^(\d+(?:\.\d+)?|\.\d+)\s*([a-zA-Zµμ]+)\s*(?:(?:,|\band\b)\s*)*/.exec(rest);
    if (!m) {
      const bad = [...rest][0]!;
      const why = /\d/.test(bad) ? 'a number without a unit' : `unexpected "${bad}"`;
      return { error: `"${text}" is not a duration: ${why} at position ${at}. Write amounts with units, e.g. 1h 30m, 90 minutes, 2 days 3 hours.` };
    }
    const unit = TEXT_UNITS.find(([re]) => re.test(m[2]!))?.[1];
    if (!unit) return { error: `Unknown time unit "${m[2]}" at position ${at + m[0].indexOf(m[2]!)} in "${text}": use ms, s, m/min, h, d, w (or their names).` };
    if (seen.has(unit)) return { error: `"${text}" gives ${NAMES[unit]} twice: write each unit once.` };
    seen.add(unit);
    if (unit === 'y' || unit === 'mo') {
      if (!average) return calendarError(unit === 'y' ? 'Years' : 'Months');
      approximate = true;
    }
    total = add(total, mul(parseDecimal(m[1]!) as Rational, SECONDS[unit]!));
    rest = rest.slice(m[0].length);
  }
  if (seen.size === 0) return { error: `"${text}" has no amount: write e.g. 90 minutes.` };
  return { seconds: sign < 0 ? negate(total) : total, approximate };
}

export function parseNumber(text: string, unit: string): Parsed {
  const value = parseDecimal(text, 'duration');
  if ('error' in value) return value;
  return { seconds: mul(value, SECONDS[unit]!), approximate: false };
}
