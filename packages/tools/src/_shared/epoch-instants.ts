/**
 * Exact conversions between the formats of epoch-formats.ts and one instant: a BigInt count of
 * 100 ns since 1970-01-01T00:00:00Z (the finest unit any of them has). Shared by filetime-converter
 * and unix-timestamp-converter (which reads FILETIME, .NET ticks and Excel serials beside Unix units).
 */
import { parseDateTime } from '@ctp/core';
import type { EpochFormat } from './epoch-formats.js';

export const TICKS_PER_SECOND = 10_000_000n;
const PER_DAY = 864_000_000_000n;
const FILETIME_EPOCH = 116_444_736_000_000_000n; // 1601 → 1970
const DOTNET_EPOCH = 621_355_968_000_000_000n; // 0001 → 1970
const COCOA_EPOCH = 978_307_200n * TICKS_PER_SECOND; // 2001-01-01
const OLE_EPOCH_DAYS = 25_569n; // 1899-12-30 → 1970, in days
const EXCEL1904_EPOCH_DAYS = 24_107n; // 1904-01-01 → 1970
const JULIAN_EPOCH = 24_405_875n; // Julian Day of 1970-01-01 (2440587.5), ×10
const E10 = 10_000_000_000n;
/** 0001-01-01 and 9999-12-31T23:59:59.9999999: the years every format here can write. */
export const MIN_TICKS = -DOTNET_EPOCH;
export const MAX_TICKS = 3_155_378_975_999_999_999n - DOTNET_EPOCH;
/** Active Directory's "never" (accountExpires, lastLogon): 0 and 2^63 − 1. */
export const AD_NEVER = '9223372036854775807';

export type Instant = { ok: true; t: bigint } | { ok: false; message: string };

/** A decimal string as value × 10^scale (exact, rounded half away from zero beyond the scale). */
function parseScaled(text: string, scale: number): bigint | undefined {
  const m = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/.exec(text);
  if (!m) return undefined;
  const sign = (m[1] ?? m[4]) === '-' ? -1n : 1n;
  const whole = m[2] ?? '0';
  const frac = m[3] ?? m[5] ?? '';
  const kept = (frac + '0'.repeat(scale)).slice(0, scale);
  let value = BigInt(whole + kept);
  if (frac.length > scale && Number(frac[scale]) >= 5) value += 1n;
  return sign * value;
}

/** value / 10^scale as a decimal string without trailing zeros. */
function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Rounded division keeping `places` decimals: value (100 ns) / unit as a decimal string. */
function ratio(value: bigint, unit: bigint, places = 10): string {
  const scale = 10n ** BigInt(places);
  const scaled = value * scale;
  const q = scaled / unit;
  const r = scaled % unit;
  const rounded = 2n * (r < 0n ? -r : r) >= unit ? q + (scaled < 0n ? -1n : 1n) : q;
  return formatScaled(rounded, places);
}

/** ISO 8601 UTC with as many fraction digits as the instant needs (up to 7). */
export function isoOfTicks(t: bigint): string {
  const ms = t / 10_000n - (t % 10_000n < 0n ? 1n : 0n);
  const sub = Number(t - ms * 10_000n); // 0..9999 (100 ns within the ms)
  const base = new Date(Number(ms)).toISOString(); // …ss.mmmZ
  const frac = `${base.slice(20, 23)}${String(sub).padStart(4, '0')}`.replace(/0+$/, '');
  return `${base.slice(0, 19)}${frac ? `.${frac}` : ''}Z`;
}

/** Reads a value written in `from` (digit separators and spaces ignored; hex allowed for FILETIME). */
export function readInstant(value: string, from: EpochFormat): Instant {
  const text = value.trim().replace(/[_\s]/g, '');
  if (from === 'iso') {
    if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return { ok: false, message: `"${value}" is not an ISO 8601 date such as 2024-01-31T12:00:00Z.` };
    const ms = parseDateTime(value.trim());
    if (Number.isNaN(ms)) return { ok: false, message: `"${value}" is not an ISO 8601 date such as 2024-01-31T12:00:00Z.` };
    const frac = /\.(\d+)/.exec(value)?.[1] ?? '';
    return { ok: true, t: BigInt(ms) * 10_000n + BigInt((frac + '0000000').slice(3, 7)) };
  }
  const integerOnly = from === 'filetime' || from === 'ldap' || from === 'dotnet' || from === 'webkit' || from === 'unixms';
  if ((from === 'filetime' || from === 'ldap') && /^0x[0-9a-f]+$/i.test(text)) return { ok: true, t: BigInt(text) - FILETIME_EPOCH };
  const scaled = integerOnly && !/^[+-]?\d+$/.test(text) ? undefined : parseScaled(text, integerOnly ? 0 : 10);
  if (scaled === undefined) return { ok: false, message: `"${value}" is not a ${integerOnly ? 'whole number' : 'number'}${from === 'filetime' || from === 'ldap' ? ' (decimal, or hex with 0x)' : ''}.` };
  switch (from) {
    case 'filetime':
    case 'ldap':
      return { ok: true, t: scaled - FILETIME_EPOCH };
    case 'dotnet':
      return { ok: true, t: scaled - DOTNET_EPOCH };
    case 'webkit':
      return { ok: true, t: scaled * 10n - FILETIME_EPOCH };
    case 'unixms':
      return { ok: true, t: scaled * 10_000n };
    case 'unix':
      return { ok: true, t: (scaled * TICKS_PER_SECOND) / E10 };
    case 'cocoa':
      return { ok: true, t: (scaled * TICKS_PER_SECOND) / E10 + COCOA_EPOCH };
    case 'ole':
      return { ok: true, t: (scaled * PER_DAY) / E10 - OLE_EPOCH_DAYS * PER_DAY };
    case 'excel1904':
      return { ok: true, t: (scaled * PER_DAY) / E10 - EXCEL1904_EPOCH_DAYS * PER_DAY };
    case 'julian':
      return { ok: true, t: (scaled * PER_DAY) / E10 - (JULIAN_EPOCH * PER_DAY) / 10n };
    case 'excel1900': {
      if (scaled < 0n) return { ok: false, message: 'Excel 1900 serial dates start at 0 (1900-01-00, Excel\'s name for 1899-12-31).' };
      const day = scaled / E10;
      if (day === 60n) return { ok: false, message: 'Serial 60 is 1900-02-29, a day that never existed: Excel keeps it for compatibility with Lotus 1-2-3.' };
      // before 1900-03-01 Excel counts one day more than OLE (the fictitious leap day)
      const ole = day < 60n ? scaled + E10 : scaled;
      return { ok: true, t: (ole * PER_DAY) / E10 - OLE_EPOCH_DAYS * PER_DAY };
    }
  }
}

/** Writes an instant in `format` ('' when the format cannot hold it: Excel 1900 before serial 0). */
export function writeInstant(t: bigint, format: EpochFormat): string {
  switch (format) {
    case 'filetime':
    case 'ldap':
      return (t + FILETIME_EPOCH).toString();
    case 'dotnet':
      return (t + DOTNET_EPOCH).toString();
    case 'webkit':
      return ratio(t + FILETIME_EPOCH, 10n, 0);
    case 'unixms':
      return ratio(t, 10_000n, 0);
    case 'unix':
      return formatScaled(t, 7);
    case 'cocoa':
      return formatScaled(t - COCOA_EPOCH, 7);
    case 'ole':
      return ratio(t + OLE_EPOCH_DAYS * PER_DAY, PER_DAY);
    case 'excel1904':
      return ratio(t + EXCEL1904_EPOCH_DAYS * PER_DAY, PER_DAY);
    case 'julian':
      return ratio(t * 10n + JULIAN_EPOCH * PER_DAY, PER_DAY * 10n);
    case 'excel1900': {
      const oleTimesDay = t + OLE_EPOCH_DAYS * PER_DAY;
      if (oleTimesDay < PER_DAY) return '';
      return ratio(oleTimesDay < 61n * PER_DAY ? oleTimesDay - PER_DAY : oleTimesDay, PER_DAY);
    }
    case 'iso':
      return isoOfTicks(t);
  }
}
