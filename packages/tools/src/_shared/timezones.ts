/**
 * Time zones with Intl only (no tz database of our own): resolve an IANA name
 * or a fixed offset, read a zone's UTC offset at any instant, and turn a
 * wall-clock time into an instant with explicit DST gap/overlap rules.
 * Shared by unix-timestamp-converter, timezone-converter and cron-expression-parser.
 */

export const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Days since 1970-01-01 of a civil date (H. Hinnant's algorithm, proleptic Gregorian, any year). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = floorDiv(y, 400);
  const yoe = y - era * 400;
  const doy = floorDiv(153 * (m + (m > 2 ? -3 : 9)) + 2, 5) + d - 1;
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z: number): { y: number; m: number; d: number } {
  z += 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36524) - floorDiv(doe, 146096), 365);
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100));
  const mp = floorDiv(5 * doy + 2, 153);
  const d = doy - floorDiv(153 * mp + 2, 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: era * 400 + yoe + (m <= 2 ? 1 : 0), m, d };
}

export const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 year: 4 digits for 0000–9999, otherwise expanded ±YYYYYY (as Date#toISOString). */
export const isoYear = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : (y < 0 ? '-' : '+') + pad(y, 6));

/** ±HH:MM (±HH:MM:SS when the offset has seconds); `colon: false` gives ±HHMM. */
export function formatOffset(seconds: number, colon = true): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(seconds);
  const parts = [pad(floorDiv(a, 3600)), pad(floorDiv(a % 3600, 60))];
  if (a % 60) parts.push(pad(a % 60));
  return sign + parts.join(colon ? ':' : '');
}

export interface Zone {
  /** The name to show: the IANA name as the user wrote it (Node's ICU may resolve Asia/Kolkata to Asia/Calcutta), or ±HH:MM. */
  name: string;
  /** Set for a fixed-offset zone ("+05:30", "UTC-3"): the offset in seconds. */
  fixedOffset?: number;
  /** UTC offset in seconds at an instant given in ms. */
  offsetAt(ms: number): number;
}

export type ZoneOutcome = { ok: true; value: Zone; warning?: string } | { ok: false; code: 'INVALID_INPUT'; message: string };

const FIXED_OFFSET = /^(?:(?:UTC|GMT)\s*)?([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/i;
const ZONE_EXAMPLE = 'use an IANA name such as "Europe/Berlin", "America/New_York" or "UTC", or an offset such as "+05:30"';

/** Resolves an IANA zone name, "UTC"/"Z", or a fixed offset (+05:30, UTC-3, GMT+1). */
export function resolveZone(input: string): ZoneOutcome {
  const name = input.trim();
  if (/^(?:z|zulu)$/i.test(name)) return { ok: true, value: { name: 'UTC', fixedOffset: 0, offsetAt: () => 0 } };
  const fixed = FIXED_OFFSET.exec(name);
  if (fixed) {
    const hours = Number(fixed[2]);
    const minutes = Number(fixed[3] ?? 0);
    if (hours > 23 || minutes > 59)
      return { ok: false, code: 'INVALID_INPUT', message: `Time zone offset "${name}" is out of range: hours must be 0–23 and minutes 0–59` };
    const seconds = (fixed[1] === '+' ? 1 : -1) * (hours * 3600 + minutes * 60);
    const normalized = seconds === 0 ? 0 : seconds;
    return { ok: true, value: { name: formatOffset(normalized), fixedOffset: normalized, offsetAt: () => normalized } };
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: name, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
  } catch {
    return { ok: false, code: 'INVALID_INPUT', message: `Unknown time zone "${name}"${suggestZone(name)}; ${ZONE_EXAMPLE}` };
  }
  const resolved = format.resolvedOptions().timeZone;
  const display = resolved.toLowerCase() === name.toLowerCase() || !name.includes('/') ? resolved : name;
  const offsetAt = (ms: number): number => {
    const seconds = Math.floor(ms / 1000);
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(seconds * 1000)) parts[part.type] = part.value;
    const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
    const wall = daysFromCivil(year, Number(parts.month), Number(parts.day)) * 86400 +
      Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
    return wall - seconds;
  };
  const result: ZoneOutcome = { ok: true, value: { name: display, offsetAt } };
  if (/^[a-z]{2,5}$/i.test(name) && !/^(?:utc|gmt|uct|ut)$/i.test(name))
    result.warning = `"${name}" is an abbreviation, which is ambiguous; it was read as ${resolved}. Prefer an IANA name (Region/City).`;
  return result;
}

/**
 * Names people type that are not zone ids (or that Node 20's ICU lists only under
 * an older spelling): renamed cities, big cities without a zone of their own,
 * and common abbreviations. Used for suggestions only.
 */
const HINTS: Record<string, string> = {
  kolkata: 'Asia/Kolkata', calcutta: 'Asia/Kolkata', mumbai: 'Asia/Kolkata', delhi: 'Asia/Kolkata', new_delhi: 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata', bengaluru: 'Asia/Kolkata', chennai: 'Asia/Kolkata', kathmandu: 'Asia/Kathmandu',
  kyiv: 'Europe/Kyiv', kiev: 'Europe/Kyiv', ho_chi_minh: 'Asia/Ho_Chi_Minh', saigon: 'Asia/Ho_Chi_Minh', yangon: 'Asia/Yangon',
  nuuk: 'America/Nuuk', beijing: 'Asia/Shanghai', hong_kong: 'Asia/Hong_Kong', san_francisco: 'America/Los_Angeles',
  seattle: 'America/Los_Angeles', washington: 'America/New_York', boston: 'America/New_York', miami: 'America/New_York',
  munich: 'Europe/Berlin', frankfurt: 'Europe/Berlin', zurich: 'Europe/Zurich', geneva: 'Europe/Zurich',
  pst: 'America/Los_Angeles', pdt: 'America/Los_Angeles', mdt: 'America/Denver', cdt: 'America/Chicago',
  edt: 'America/New_York', bst: 'Europe/London', cest: 'Europe/Berlin', aest: 'Australia/Sydney', aedt: 'Australia/Sydney',
  jst: 'Asia/Tokyo', ist: 'Asia/Kolkata', sgt: 'Asia/Singapore',
};

/** " (did you mean "Asia/Tokyo"?)" for a city name without its region, else "". */
export function suggestZone(name: string): string {
  const key = name.toLowerCase().replace(/[\s-]+/g, '_');
  const city = key.slice(key.lastIndexOf('/') + 1);
  const hint = Object.hasOwn(HINTS, city) ? HINTS[city] : undefined;
  let matches: string[] = hint ? [hint] : [];
  if (!hint && typeof Intl.supportedValuesOf === 'function')
    matches = Intl.supportedValuesOf('timeZone').filter((z) => z.toLowerCase().endsWith('/' + key));
  return matches.length ? ` (did you mean ${matches.slice(0, 3).map((z) => `"${z}"`).join(' or ')}?)` : '';
}

export interface WallResolution {
  /** 'unique', 'ambiguous' (the wall time occurs twice: clocks go back) or 'gap' (it does not exist: clocks go forward). */
  kind: 'unique' | 'ambiguous' | 'gap';
  /** unique: the one instant; ambiguous: the earlier and the later instant; gap: the instant read with the offset before the gap (later) and with the offset after it (earlier), earlier first. */
  instants: number[];
}

/** Every instant (seconds) whose wall-clock time in the zone is `wall` (seconds since the epoch, as if UTC). */
export function resolveWall(wall: number, zone: Zone): WallResolution {
  const before = zone.offsetAt((wall - 86400) * 1000);
  const after = zone.offsetAt((wall + 86400) * 1000);
  const valid = [...new Set([before, after])]
    .map((o) => wall - o)
    .filter((t) => zone.offsetAt(t * 1000) === wall - t)
    .sort((a, b) => a - b);
  if (valid.length === 1) return { kind: 'unique', instants: valid };
  if (valid.length > 1) return { kind: 'ambiguous', instants: valid };
  return { kind: 'gap', instants: [wall - after, wall - before].sort((a, b) => a - b) };
}

/**
 * The instant of a wall-clock time in a zone. Ambiguous times (DST fall-back)
 * take the earlier instant; times in a gap (spring-forward) move forward by the
 * gap, like Temporal's "compatible" disambiguation.
 */
export function wallToUtc(wall: number, zone: Zone): { utc: number; note?: string } {
  const r = resolveWall(wall, zone);
  if (r.kind === 'unique') return { utc: r.instants[0]! };
  if (r.kind === 'ambiguous') return { utc: r.instants[0]!, note: 'occurs twice (clocks go back); the earlier instant was used' };
  return { utc: r.instants[r.instants.length - 1]!, note: 'does not exist (clocks go forward); it was moved forward by the gap' };
}

/** An instant as a zone's wall clock: day number, ISO date and time (a fraction only when not whole seconds), offset in seconds, full ISO 8601. */
export interface WallClock {
  days: number;
  date: string;
  time: string;
  offset: number;
  iso: string;
}

export function wallClock(zone: Zone, ms: number): WallClock {
  const offset = zone.offsetAt(ms);
  const wallMs = ms + offset * 1000;
  const days = floorDiv(wallMs, 86_400_000);
  const msOfDay = wallMs - days * 86_400_000;
  const { y, m, d } = civilFromDays(days);
  const sod = floorDiv(msOfDay, 1000);
  const milli = msOfDay % 1000;
  const date = `${isoYear(y)}-${pad(m)}-${pad(d)}`;
  const time = `${pad(floorDiv(sod, 3600))}:${pad(floorDiv(sod % 3600, 60))}:${pad(sod % 60)}${milli ? '.' + pad(milli, 3) : ''}`;
  return { days, date, time, offset, iso: `${date}T${time}${formatOffset(offset)}` };
}

/** ISO 8601 in a zone with its offset, e.g. 2024-03-11T09:00:00-04:00. */
export const isoInZone = (zone: Zone, ms: number): string => wallClock(zone, ms).iso;
