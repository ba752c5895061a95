/** Checks for the string field types (§6.2). Each returns an error phrase or undefined. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date-time as CTP accepts it (seconds and offset optional); also the derived JSON Schema pattern. */
export const DATETIME_PATTERN =
  '^(\\d{4})-(\\d{2})-(\\d{2})[Tt ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d{1,9})?)?(?:[Zz]|[+-](\\d{2}):(\\d{2}))?$';
const DATETIME = new RegExp(DATETIME_PATTERN);
export const COLOR_PATTERN = '^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$';
const COLOR = new RegExp(COLOR_PATTERN);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function checkDate(value: string): string | undefined {
  const m = DATE.exec(value);
  if (!m) return 'must be a date as YYYY-MM-DD';
  if (!validDay(+m[1]!, +m[2]!, +m[3]!)) return `is not a calendar date: ${value}`;
  return undefined;
}

/** ISO 8601 / RFC 3339 date-time; seconds and offset optional (as `datetime-local` sends). */
export function checkDateTime(value: string): string | undefined {
  const m = DATETIME.exec(value);
  if (!m) return 'must be a date-time as YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:MM]';
  if (!validDay(+m[1]!, +m[2]!, +m[3]!)) return `is not a calendar date: ${value}`;
  if (+m[4]! > 23 || +m[5]! > 59 || (m[6] !== undefined && +m[6] > 60)) return `has an invalid time: ${value}`;
  if (m[7] !== undefined && (+m[7] > 23 || +m[8]! > 59)) return `has an invalid offset: ${value}`;
  return undefined;
}

export function checkColor(value: string): string | undefined {
  return COLOR.test(value) ? undefined : 'must be a hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa';
}

/**
 * An absolute URL as the WHATWG URL Standard parses it (what browsers, fetch and Node do): a
 * space in the path or query is percent-encoded, not refused; one in the host is refused.
 */
export function checkUrl(value: string): string | undefined {
  try {
    new URL(value); // URL.canParse is newer than some browsers this runs in
    return undefined;
  } catch {
    return 'must be an absolute URL (for example https://example.com/path)';
  }
}

/** A leading RFC 5322 quoted-string local part ("john doe"@…), where spaces are allowed. */
const QUOTED_LOCAL = /^"(?:[^"\\]|\\[\s\S])*"(?=@)/;

/** Structural check only (one @ after the local part, sane lengths); email tools do the full RFC work. */
export function checkEmail(value: string): string | undefined {
  const at = value.lastIndexOf('@');
  const unquoted = value.replace(QUOTED_LOCAL, '""');
  if (at <= 0 || at === value.length - 1 || /\s/.test(unquoted)) return 'must be an email address (name@domain, spaces only inside a quoted "local part")';
  if (value.length > 254) return 'must be at most 254 characters (RFC 5321)';
  const domain = value.slice(at + 1);
  if (domain.includes('@') || domain.startsWith('.') || domain.endsWith('.') || domain.includes('..'))
    return 'has an invalid domain part';
  return undefined;
}

/** Code points in `text`, counting no further than `stop`. */
function countCodePoints(text: string, stop: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n < stop; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Code points, as JSON Schema's minLength/maxLength count them. */
export function codePointLength(text: string): number {
  return countCodePoints(text, Infinity);
}

/**
 * True when `text` has at least `n` code points. The UTF-16 length bounds the answer (a code
 * point is one or two units), so only a string shorter than 2n units is scanned, and only as
 * far as needed: a `minLength` check never walks a large input.
 */
export function codePointsAtLeast(text: string, n: number): boolean {
  if (text.length < n) return false;
  return text.length >= 2 * n || countCodePoints(text, n) >= n;
}

/** Date.UTC with years 0–99 kept literal (Date.UTC maps them to 1900–1999). */
function utc(y: number, mo: number, d: number, h = 0, mi = 0, sec = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, mo, d, h, mi, sec, ms));
  date.setUTCFullYear(y);
  return date.getTime();
}

/**
 * Parses a value that passed `checkDateTime` into epoch milliseconds, reading
 * a missing offset as UTC (Date.parse would read it as local time). A leap
 * second (:60) counts as :59.999. NaN for anything else.
 */
export function parseDateTime(value: string): number {
  const m = DATETIME.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, sec, offH, offM] = m;
  const fraction = /:\d{2}\.(\d{1,9})/.exec(value)?.[1];
  const leap = sec === '60';
  const ms = leap ? 999 : fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  let t = utc(+y!, +mo! - 1, +d!, +h!, +mi!, leap ? 59 : +(sec ?? 0), ms);
  if (offH !== undefined) {
    const sign = /-\d{2}:\d{2}$/.test(value) ? 1 : -1;
    t += sign * (+offH * 60 + +offM!) * 60_000;
  }
  return t;
}

/** Epoch milliseconds of a `date` value (YYYY-MM-DD) at 00:00 UTC; NaN if malformed. */
export function parseDate(value: string): number {
  const m = DATE.exec(value);
  return m ? utc(+m[1]!, +m[2]! - 1, +m[3]!) : Number.NaN;
}
