/** Time: Unix timestamps (s, ms, µs, ns in plausible ranges), ISO 8601 date-times, cron expressions. */
import { detection, type TokenDetector } from './types.js';

const YEAR_2000 = Date.UTC(2000, 0, 1);
const YEAR_1990 = Date.UTC(1990, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);

const UNITS = [
  { name: 'seconds', digits: [9, 10], perMs: 1e-3 },
  { name: 'milliseconds', digits: [12, 13], perMs: 1 },
  { name: 'microseconds', digits: [15, 16], perMs: 1e3 },
  { name: 'nanoseconds', digits: [18, 19], perMs: 1e6 },
] as const;

/** 10 digits are seconds, 13 milliseconds, 16 microseconds, 19 nanoseconds: the date must fall between 1990 and 2100. */
export const unixTimestamp: TokenDetector = (value) => {
  const m = /^(-?\d{9,19})(?:\.(\d{1,9}))?$/.exec(value);
  if (!m) return undefined;
  const digits = m[1]!.replace('-', '').length;
  const unit = UNITS.find((u) => (u.digits as readonly number[]).includes(digits));
  if (!unit || (m[2] !== undefined && unit.name !== 'seconds')) return undefined;
  // BigInt keeps 19-digit nanoseconds exact enough for a date
  const ms = unit.name === 'seconds' ? Number(value) * 1000 : Number(BigInt(m[1]!) / BigInt(unit.perMs));
  if (!(ms >= YEAR_1990 && ms < YEAR_2100)) return undefined;
  const iso = new Date(ms).toISOString();
  return detection('unix-timestamp', ms >= YEAR_2000 ? 0.85 : 0.6, `Unix timestamp in ${unit.name}`, iso);
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

function validDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export const isoDateTime: TokenDetector = (value) => {
  const m = ISO.exec(value);
  if (!m || !validDate(+m[1]!, +m[2]!, +m[3]!)) return undefined;
  if (m[4] === undefined) return detection('iso-datetime', 0.85, 'ISO 8601 date');
  if (+m[4] > 24 || +m[5]! > 59 || (m[6] !== undefined && +m[6] > 60)) return undefined;
  const zone = m[7] === undefined ? 'no offset' : /z/i.test(m[7]) ? 'UTC' : `offset ${m[7]}`;
  return detection('iso-datetime', 0.95, 'ISO 8601 date-time', zone);
};

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const DAYS = 'sun|mon|tue|wed|thu|fri|sat';
const ATOM = `(?:\\d{1,2}|${MONTHS}|${DAYS})`;
// one field: *, ?, L, W, n, n-m, with /step, #nth, and comma lists (the Quartz extras included)
const FIELD = new RegExp(`^(?:\\*|\\?|L|LW|${ATOM}(?:-${ATOM})?[LW]?(?:#[1-5])?)(?:/\\d{1,2})?(?:,(?:\\*|${ATOM}(?:-${ATOM})?)(?:/\\d{1,2})?)*$`, 'i');
const MACROS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot', '@every']);

export const cron: TokenDetector = (value) => {
  if (value.length > 200) return undefined;
  const macro = value.split(/\s+/)[0]!.toLowerCase();
  if (MACROS.has(macro)) return detection('cron', 0.95, 'Cron macro', macro);
  const fields = value.split(/\s+/);
  if (fields.length < 5 || fields.length > 7 || !fields.every((f) => FIELD.test(f))) return undefined;
  // "1 2 3 4 5" is a valid schedule but more often just numbers
  const cronish = /[*/?,-]/.test(value);
  return detection('cron', cronish ? 0.92 : 0.45, `Cron expression (${fields.length} fields)`);
};
