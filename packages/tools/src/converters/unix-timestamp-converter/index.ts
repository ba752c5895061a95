import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { civilFromDays, daysFromCivil, floorDiv, formatOffset, isoYear, pad, resolveZone, wallToUtc, type Zone } from '../../_shared/timezones.js';
import definition from './definition.js';

const NS_PER_S = 1_000_000_000n;
/** ±8.64e15 ms, the ECMAScript Date range, in nanoseconds. */
const MAX_NS = 8_640_000_000_000_000_000_000n;
const UNIT_EXP: Record<Unit, number> = { s: 9, ms: 6, us: 3, ns: 0 };
const UNIT_NAME: Record<Unit, string> = { s: 'seconds', ms: 'milliseconds', us: 'microseconds', ns: 'nanoseconds' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;
const NUMBER = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

type Unit = 's' | 'ms' | 'us' | 'ns';
type Outcome<T> = { ok: true; value: T } | { ok: false; code: 'INVALID_INPUT' | 'CONSTRAINT_VIOLATION'; message: string };

// ---------- calendar arithmetic (proleptic Gregorian, any year) ----------

/** Broken-down wall time of a count of seconds since the epoch (already shifted to local). */
function breakDown(wallSeconds: number) {
  const days = floorDiv(wallSeconds, 86400);
  const sod = wallSeconds - days * 86400;
  const { y, m, d } = civilFromDays(days);
  const weekday = ((((days + 3) % 7) + 7) % 7) + 1; // 1 = Monday; 1970-01-01 was a Thursday
  const thursday = days - weekday + 4;
  const weekYear = civilFromDays(thursday).y;
  const isoWeek = floorDiv(thursday - daysFromCivil(weekYear, 1, 1), 7) + 1;
  return {
    y, m, d, weekday, weekYear, isoWeek,
    dayOfYear: days - daysFromCivil(y, 1, 1) + 1,
    hh: floorDiv(sod, 3600), mi: floorDiv(sod % 3600, 60), ss: sod % 60,
  };
}

/** Year as Date#toUTCString writes it (sign and at least 4 digits). */
const mailYear = (y: number) => (y < 0 ? '-' : '') + pad(y, 4);

/** Fraction of a second: 3, 6 or 9 digits, as few as keep it exact. */
function fraction(subNs: bigint): string {
  const nine = subNs.toString().padStart(9, '0');
  if (nine.endsWith('000000')) return nine.slice(0, 3);
  if (nine.endsWith('000')) return nine.slice(0, 6);
  return nine;
}

// ---------- parsing ----------

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Floor division for BigInt (rounds toward −∞). */
function bigFloorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && (a < 0n) !== (b < 0n) ? q - 1n : q;
}

const RANGE = 'the supported range is ±8,640,000,000,000 s (±8.64e15 ms; years −271821 to 275760, the JavaScript Date range)';

interface ParsedTimestamp {
  ns: bigint;
  unit: Unit;
  truncated: boolean;
}

function parseTimestamp(trimmed: string, forced: string): Outcome<ParsedTimestamp> {
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed))
    return { ok: false, code: 'INVALID_INPUT', message: `"${trimmed}" looks like a date, not a timestamp; pass it in "date" to convert it to a timestamp` };
  const chars = [...trimmed];
  const bad = chars.findIndex((c) => !/[0-9+\-\u2212.eE_,\s]/.test(c));
  if (bad !== -1)
    return {
      ok: false,
      code: 'INVALID_INPUT',
      message: `Unexpected character '${chars[bad]}' at position ${bad + 1} of the timestamp; expected digits with an optional sign, decimal point or exponent (e.g. 1700000000 or 1700000000123)`,
    };
  let text = trimmed.replace(/[_\s]/g, '').replace(/\u2212/g, '-');
  const intPart = /^[+-]?([\d,]*)/.exec(text)![1]!;
  if (intPart.includes(',')) {
    if (!/^\d{1,3}(?:,\d{3})+$/.test(intPart))
      return { ok: false, code: 'INVALID_INPUT', message: `Misplaced ',' in the timestamp "${trimmed}"; commas are only allowed as thousands separators (1,700,000,000)` };
    text = text.replace(/,/g, '');
  }
  const m = NUMBER.exec(text);
  if (!m || (m[2] === '' && !m[3]))
    return { ok: false, code: 'INVALID_INPUT', message: `"${trimmed}" is not a number; a timestamp is digits with an optional sign, decimal point or exponent (e.g. -1.5, 1700000000123, 1.7e9)` };
  const negative = m[1] === '-';
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0);
  const digits = (m[2]! + frac).replace(/^0+/, '');
  if (digits === '') return { ok: true, value: { ns: 0n, unit: forced === 'auto' ? 's' : (forced as Unit), truncated: false } };
  // |value| < 10^intDigits: past 30 digits it is far outside the range in every unit
  if (digits.length + exp - frac.length > 30)
    return { ok: false, code: 'CONSTRAINT_VIOLATION', message: `Timestamp ${trimmed} is out of range: ${RANGE}` };
  const magnitude = BigInt(digits);
  /** n × 10^powerOfTen × 10^(exp − fraction digits), floored, and whether that was exact. */
  const scale = (n: bigint, powerOfTen: number): { value: bigint; exact: boolean } => {
    const k = powerOfTen + exp - frac.length;
    if (k >= 0) return { value: n * pow10(k), exact: true };
    const divisor = pow10(Math.min(-k, digits.length + 1));
    return { value: bigFloorDiv(n, divisor), exact: n % divisor === 0n };
  };
  let unit = forced as Unit;
  if (forced === 'auto') {
    const whole = scale(magnitude, 0).value;
    unit = whole < 100_000_000_000n ? 's' : whole < 100_000_000_000_000n ? 'ms' : whole < 100_000_000_000_000_000n ? 'us' : 'ns';
  }
  const { value: ns, exact } = scale(negative ? -magnitude : magnitude, UNIT_EXP[unit]);
  if (ns > MAX_NS || ns < -MAX_NS)
    return {
      ok: false,
      code: 'CONSTRAINT_VIOLATION',
      message: `Timestamp ${trimmed} read as ${UNIT_NAME[unit]}${forced === 'auto' ? ' (auto-detected)' : ''} is out of range: ${RANGE}`,
    };
  return { ok: true, value: { ns, unit, truncated: !exact } };
}

interface ParsedDate {
  ns: bigint;
  warnings: string[];
}

/** Reads a datetime (already format-checked by the core) exactly, to the nanosecond. */
function parseDate(text: string, zone: Zone, assumeLocal: boolean, field: string): ParsedDate {
  const m = DATETIME.exec(text)!;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const s = Number(m[6] ?? 0);
  const warnings: string[] = [];
  if (s === 60) warnings.push(`${field}: Unix time has no leap seconds; ${text} was read as the first second of the next minute.`);
  const wall = daysFromCivil(y!, mo!, d!) * 86400 + h! * 3600 + mi! * 60 + s;
  const sub = BigInt((m[7] ?? '').padEnd(9, '0'));
  let utc: number;
  if (m[8]) utc = wall;
  else if (m[9]) utc = wall - (m[9] === '+' ? 1 : -1) * (Number(m[10]) * 3600 + Number(m[11]) * 60);
  else if (!assumeLocal) utc = wall;
  else {
    const resolved = wallToUtc(wall, zone);
    utc = resolved.utc;
    if (resolved.note) warnings.push(`${field}: ${text} ${resolved.note} in ${zone.name}.`);
  }
  return { ns: BigInt(utc) * NS_PER_S + sub, warnings };
}

// ---------- relative time ----------

/** Calendar difference between two instants (UTC): years and months as on a calendar, then fixed units. */
function calendarDiff(fromSeconds: number, toSeconds: number): number[] {
  const a = breakDown(fromSeconds);
  const b = breakDown(toSeconds);
  const timeOfDay = a.hh * 3600 + a.mi * 60 + a.ss;
  const addMonths = (n: number): number => {
    const index = a.y * 12 + (a.m - 1) + n;
    const y = floorDiv(index, 12);
    const m = index - y * 12 + 1;
    const monthDays = daysFromCivil(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - daysFromCivil(y, m, 1);
    return daysFromCivil(y, m, Math.min(a.d, monthDays)) * 86400 + timeOfDay;
  };
  let months = (b.y - a.y) * 12 + (b.m - a.m);
  if (addMonths(months) > toSeconds) months--;
  let rest = toSeconds - addMonths(months);
  const out = [floorDiv(months, 12), months % 12];
  for (const size of [86400, 3600, 60, 1]) {
    out.push(floorDiv(rest, size));
    rest %= size;
  }
  return out;
}

const REL_UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'];

/** "in 2 hours, 30 minutes" / "1 month, 17 days ago": the largest unit and the next one when non-zero. */
function relative(targetMs: number, nowMs: number): string {
  const [from, to] = targetMs < nowMs ? [targetMs, nowMs] : [nowMs, targetMs];
  const parts = calendarDiff(Math.floor(from / 1000), Math.floor(to / 1000));
  const first = parts.findIndex((n) => n > 0);
  if (first === -1) return 'now';
  const count = (i: number) => `${parts[i]} ${REL_UNITS[i]}${parts[i] === 1 ? '' : 's'}`;
  let text = count(first);
  if (first + 1 < parts.length && parts[first + 1]! > 0) text += `, ${count(first + 1)}`;
  return targetMs < nowMs ? `${text} ago` : `in ${text}`;
}

// ---------- the tool ----------

export default defineTool(definition, (params) => {
  const timestamp = params.timestamp?.trim() || undefined;
  const date = params.date;
  if (timestamp === undefined && date === undefined)
    return failure('MISSING_REQUIRED', 'Give a "timestamp" (e.g. 1700000000, or "now") or a "date" (e.g. 2024-03-10T12:00:00Z) to convert');
  if (timestamp !== undefined && date !== undefined)
    return failure('INVALID_INPUT', 'Give either "timestamp" or "date", not both: "timestamp" converts to a date, "date" to a timestamp');

  const zoneResult = resolveZone(params.timezone.trim() || 'UTC');
  if (!zoneResult.ok) return failure(zoneResult.code, zoneResult.message);
  const zone = zoneResult.value;
  const warnings: string[] = zoneResult.warning ? [zoneResult.warning] : [];
  const assumeLocal = params.assumeLocal;

  let ns: bigint;
  let inputUnit: Unit | undefined;
  if (timestamp !== undefined && timestamp.toLowerCase() === 'now') {
    ns = BigInt(Date.now()) * 1_000_000n;
  } else if (timestamp !== undefined) {
    const parsed = parseTimestamp(timestamp, params.unit);
    if (!parsed.ok) return failure(parsed.code, parsed.message);
    ({ ns, unit: inputUnit } = parsed.value);
    if (parsed.value.truncated) warnings.push('Digits finer than one nanosecond were dropped (the value was floored).');
  } else {
    const parsed = parseDate(date!, zone, assumeLocal, 'date');
    ns = parsed.ns;
    warnings.push(...parsed.warnings);
  }

  let nowMs: number;
  if (params.now !== undefined) {
    const parsed = parseDate(params.now, zone, assumeLocal, 'now');
    nowMs = Number(bigFloorDiv(parsed.ns, 1_000_000n));
    warnings.push(...parsed.warnings);
  } else nowMs = Date.now();

  const seconds = Number(bigFloorDiv(ns, NS_PER_S));
  const subNs = ns - BigInt(seconds) * NS_PER_S;
  const milliseconds = Number(bigFloorDiv(ns, 1_000_000n));
  const frac = fraction(subNs);

  type Broken = ReturnType<typeof breakDown>;
  const time = (t: Broken) => `${pad(t.hh)}:${pad(t.mi)}:${pad(t.ss)}`;
  const isoDateTime = (t: Broken) => `${isoYear(t.y)}-${pad(t.m)}-${pad(t.d)}T${time(t)}`;
  const mail = (t: Broken) => `${WEEKDAYS[t.weekday - 1]!.slice(0, 3)}, ${pad(t.d)} ${MONTHS[t.m - 1]} ${mailYear(t.y)} ${time(t)}`;

  const utc = breakDown(seconds);
  const offset = zone.offsetAt(milliseconds);
  const local = breakDown(seconds + offset);
  const utcOffset = formatOffset(offset);
  // RFC 5322 zones are ±hhmm: an offset with seconds (local mean time before ~1900) is shown in UTC instead
  const rfc2822 = offset % 60 === 0 ? `${mail(local)} ${formatOffset(offset, false)}` : `${mail(utc)} +0000`;
  const nowSeconds = Math.floor(nowMs / 1000);

  const data = {
    ...(inputUnit ? { inputUnit } : {}),
    seconds,
    milliseconds,
    microseconds: bigFloorDiv(ns, 1000n).toString(),
    nanoseconds: ns.toString(),
    iso8601: `${isoDateTime(utc)}.${frac}Z`,
    httpDate: `${mail(utc)} GMT`,
    rfc2822,
    timezone: zone.name,
    local: `${isoDateTime(local)}.${frac}${utcOffset}`,
    utcOffset,
    utcOffsetSeconds: offset,
    dayOfWeek: WEEKDAYS[local.weekday - 1]!,
    dayOfYear: local.dayOfYear,
    isoWeek: local.isoWeek,
    isoWeekDate: `${isoYear(local.weekYear)}-W${pad(local.isoWeek)}-${local.weekday}`,
    relative: relative(milliseconds, nowMs),
    secondsFromNow: (milliseconds - nowMs) / 1000,
    relativeTo: `${isoDateTime(breakDown(nowSeconds))}.${pad(nowMs - nowSeconds * 1000, 3)}Z`,
  };
  return withWarnings(success(data), warnings);
});
