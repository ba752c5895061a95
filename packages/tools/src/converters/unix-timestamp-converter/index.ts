import { defineTool, failure, success, withWarnings, type ToolParams } from '@ctp/core';
import { AD_NEVER, isoOfTicks, readInstant } from '../../_shared/epoch-instants.js';
import { civilFromDays, daysFromCivil, floorDiv, formatOffset, isoYear, pad, resolveZone, wallToUtc, type Zone } from '../../_shared/timezones.js';
import definition from './definition.js';

const NS_PER_S = 1_000_000_000n;
/** ±8.64e15 ms, the ECMAScript Date range, in nanoseconds. */
const MAX_NS = 8_640_000_000_000_000_000_000n;
const UNIT_EXP: Record<UnixUnit, number> = { s: 9, ms: 6, us: 3, ns: 0 };
const UNIT_NAME: Record<Unit, string> = {
  s: 'seconds',
  ms: 'milliseconds',
  us: 'microseconds',
  ns: 'nanoseconds',
  filetime: 'Windows FILETIME',
  dotnet: '.NET ticks',
  excel1900: 'Excel serial date',
  excel1904: 'Excel serial date (1904 system)',
};
/** The unit as a reading of a number ("as an Excel serial date it is …"). */
const UNIT_READING: Record<Unit, string> = {
  ...UNIT_NAME,
  filetime: 'a Windows FILETIME',
  excel1900: 'an Excel serial date',
  excel1904: 'an Excel serial date (1904 system)',
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;
const NUMBER = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

type Unit = Exclude<ToolParams<typeof definition>['unit'], 'auto'>;
type UnixUnit = 's' | 'ms' | 'us' | 'ns';
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
/** Readings of a guessed unit that fall between 1990 and 2100 are plausible enough to name (and to prefer, for 18 digits). */
const PLAUSIBLE_FROM = 631_152_000n * NS_PER_S;
const PLAUSIBLE_TO = 4_102_444_800n * NS_PER_S;
const plausible = (ns: bigint) => ns >= PLAUSIBLE_FROM && ns < PLAUSIBLE_TO;

/** The number in the timestamp field, split as written (sign, digits, exponent). */
interface Written {
  negative: boolean;
  whole: string;
  frac: string;
  exp: number;
  /** All significant digits (whole + fraction) without leading zeros. */
  digits: string;
}

interface ParsedTimestamp {
  ns: bigint;
  unit: Unit;
  truncated: boolean;
  /** Set when the unit was guessed: what was guessed and the other plausible readings. */
  guess?: string;
}

type Reading = Outcome<{ ns: bigint; exact: boolean }>;

function readWritten(trimmed: string, unit: string): Outcome<Written> {
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed))
    return { ok: false, code: 'INVALID_INPUT', message: `"${trimmed}" looks like a date, not a timestamp; pass it in "date" to convert it to a timestamp` };
  const chars = [...trimmed];
  const bad = chars.findIndex((c) => !/[0-9+\-\u2212.eE_,\s]/.test(c));
  if (bad !== -1) {
    const hex = /^0x[0-9a-f]+$/i.test(trimmed) && unit !== 'filetime' ? ' (a hex Windows FILETIME? Set "unit" to "filetime")' : '';
    return {
      ok: false,
      code: 'INVALID_INPUT',
      message: `Unexpected character '${chars[bad]}' at position ${bad + 1} of the timestamp; expected digits with an optional sign, decimal point or exponent (e.g. 1700000000 or 1700000000123)${hex}`,
    };
  }
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
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0);
  const digits = (m[2]! + frac).replace(/^0+/, '');
  // |value| < 10^intDigits: past 30 digits it is far outside the range in every unit
  if (digits !== '' && digits.length + exp - frac.length > 30)
    return { ok: false, code: 'CONSTRAINT_VIOLATION', message: `Timestamp ${trimmed} is out of range: ${RANGE}` };
  return { ok: true, value: { negative: m[1] === '-', whole: m[2]!, frac, exp, digits } };
}

/** The number floored to an integer (the magnitude the automatic unit is chosen by). */
function wholePart(n: Written): bigint {
  if (n.digits === '') return 0n;
  const k = n.exp - n.frac.length;
  return k >= 0 ? BigInt(n.digits) * pow10(k) : BigInt(n.digits) / pow10(Math.min(-k, n.digits.length + 1));
}

/** The number as a plain decimal (no exponent) for the Windows and Excel readers (anything below 1e-40 as 1e-41). */
function plainDecimal(n: Written): string {
  if (n.digits === '') return '0';
  const all = n.whole + n.frac;
  const point = n.whole.length + n.exp;
  if (point < -40) return `${n.negative ? '-' : ''}0.${'0'.repeat(40)}1`;
  const padded = point > all.length ? all + '0'.repeat(point - all.length) : point < 0 ? '0'.repeat(-point) + all : all;
  const at = Math.max(point, 0);
  const text = `${padded.slice(0, at) || '0'}${at < padded.length ? `.${padded.slice(at)}` : ''}`;
  return (n.negative ? '-' : '') + text;
}

/** Nanoseconds of the number read in `unit`, floored, and whether that was exact. */
function readAs(n: Written, unit: Unit): Reading {
  if (unit === 'filetime' || unit === 'dotnet' || unit === 'excel1900' || unit === 'excel1904') {
    const instant = readInstant(plainDecimal(n), unit);
    if (!instant.ok) return { ok: false, code: 'INVALID_INPUT', message: `${instant.message.replace(/\.$/, '')} (read as ${UNIT_NAME[unit]})` };
    return { ok: true, value: { ns: instant.t * 100n, exact: true } };
  }
  if (n.digits === '') return { ok: true, value: { ns: 0n, exact: true } };
  const magnitude = BigInt(n.digits);
  const k = UNIT_EXP[unit] + n.exp - n.frac.length;
  const signed = n.negative ? -magnitude : magnitude;
  if (k >= 0) return { ok: true, value: { ns: signed * pow10(k), exact: true } };
  const divisor = pow10(Math.min(-k, n.digits.length + 1));
  return { ok: true, value: { ns: bigFloorDiv(signed, divisor), exact: magnitude % divisor === 0n } };
}

const isoOfNs = (ns: bigint) => isoOfTicks(bigFloorDiv(ns, 100n));

/**
 * The unit a number is guessed to be in: its magnitude picks a Unix unit, except that 18 digits
 * (nanoseconds of 1973-2001) which are a FILETIME or .NET ticks of 1990-2100 are read as those,
 * the formats such numbers usually are (Active Directory, Windows logs, DateTime.Ticks).
 */
function guessUnit(n: Written): { unit: Unit; byMagnitude: Unit } {
  const whole = wholePart(n);
  const byMagnitude: Unit = whole < 100_000_000_000n ? 's' : whole < 100_000_000_000_000n ? 'ms' : whole < 100_000_000_000_000_000n ? 'us' : 'ns';
  if (byMagnitude === 'ns' && !n.negative && whole < 1_000_000_000_000_000_000n) {
    for (const unit of ['filetime', 'dotnet'] as const) {
      const reading = readAs(n, unit);
      if (reading.ok && plausible(reading.value.ns)) return { unit, byMagnitude };
    }
  }
  return { unit: byMagnitude, byMagnitude };
}

/** The warning of a guessed unit: what it was read as, and the other readings a person might have meant. */
function guessWarning(n: Written, unit: Unit, byMagnitude: Unit): string {
  const others = (['s', 'ms', 'us', 'ns', 'filetime', 'dotnet', 'excel1900'] as const).filter((u) => {
    if (u === unit) return false;
    if (u === byMagnitude) return true;
    const reading = readAs(n, u);
    return reading.ok && plausible(reading.value.ns);
  });
  const named = others.map((u) => {
    const reading = readAs(n, u);
    return reading.ok && reading.value.ns <= MAX_NS && reading.value.ns >= -MAX_NS ? `as ${UNIT_READING[u]} it is ${isoOfNs(reading.value.ns)} ("unit": "${u}")` : '';
  }).filter(Boolean);
  if (unit !== byMagnitude)
    return `The unit was guessed: ${n.digits.length} digits that are ${UNIT_READING[unit]} of 1990-2100 were read as such; ${named.join('; ')}. Set "unit" if the guess is wrong.`;
  const read = `The unit was guessed from the number of digits: read as ${UNIT_NAME[unit]}.`;
  return named.length === 0 ? `${read} Set "unit" if the value is in another unit.` : `${read} ${named.map((t) => t[0]!.toUpperCase() + t.slice(1)).join('; ')}: set "unit" if that is what it is.`;
}

function parseTimestamp(trimmed: string, forced: Unit | 'auto'): Outcome<ParsedTimestamp> {
  if (forced === 'filetime' && /^0x[0-9a-f]+$/i.test(trimmed)) {
    const instant = readInstant(trimmed, 'filetime');
    if (instant.ok) return { ok: true, value: { ns: instant.t * 100n, unit: forced, truncated: false } };
  }
  const written = readWritten(trimmed, forced);
  if (!written.ok) return written;
  const n = written.value;
  const { unit, byMagnitude } = forced === 'auto' ? guessUnit(n) : { unit: forced, byMagnitude: forced };
  const reading = readAs(n, unit);
  if (!reading.ok) return reading;
  const { ns, exact } = reading.value;
  if (ns > MAX_NS || ns < -MAX_NS)
    return {
      ok: false,
      code: 'CONSTRAINT_VIOLATION',
      message: `Timestamp ${trimmed} read as ${UNIT_NAME[unit]}${forced === 'auto' ? ' (auto-detected)' : ''} is out of range: ${RANGE}`,
    };
  return { ok: true, value: { ns, unit, truncated: !exact, ...(forced === 'auto' ? { guess: guessWarning(n, unit, byMagnitude) } : {}) } };
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
    if (parsed.value.guess) warnings.push(parsed.value.guess);
    if (parsed.value.truncated) warnings.push('Digits finer than one nanosecond were dropped (the value was floored).');
    const digits = timestamp.replace(/[_,\s]/g, '');
    if (digits === AD_NEVER || (inputUnit === 'filetime' && digits === '0'))
      warnings.push(`${digits} is how Active Directory writes "never" (accountExpires: the account does not expire; lastLogon: never logged on).`);
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
