import { checkDateTime, defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { floorDiv, formatOffset, resolveWall, resolveZone, wallClock, type WallClock, type Zone } from '../../_shared/timezones.js';
import definition from './definition.js';

const COMMON = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney'];
const MAX_ZONES = 100;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Locales whose CLDR data has the common abbreviation of a zone (EST, BST, CEST, IST, AEST, SAST, SGT…), tried in order. */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-IE', 'en-ZA', 'en-SG'];


function zoneNamePart(locale: string, timeZone: string, style: 'short' | 'long', ms: number): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(ms);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

function names(zone: Zone, ms: number, offset: number): { abbreviation: string; zoneName: string } {
  if (zone.fixedOffset !== undefined) {
    const label = offset === 0 ? 'UTC' : `UTC${formatOffset(offset)}`;
    return { abbreviation: label, zoneName: label };
  }
  let abbreviation = '';
  for (const locale of ABBREVIATION_LOCALES) {
    abbreviation = zoneNamePart(locale, zone.name, 'short', ms);
    if (!/^GMT[+-]/.test(abbreviation)) break;
  }
  if (/^GMT[+-]/.test(abbreviation)) abbreviation = zoneNamePart('en-US', zone.name, 'short', ms);
  return { abbreviation, zoneName: zoneNamePart('en-US', zone.name, 'long', ms) };
}

/** DST is in effect when the offset is above the lower of the January and July offsets of that year. */
function isDst(zone: Zone, ms: number, offset: number): boolean {
  if (zone.fixedOffset !== undefined) return false;
  const year = new Date(ms).getUTCFullYear();
  const jan = new Date(0);
  jan.setUTCFullYear(year, 0, 1);
  const jul = new Date(0);
  jul.setUTCFullYear(year, 6, 1);
  return offset > Math.min(zone.offsetAt(jan.getTime()), zone.offsetAt(jul.getTime()));
}

function entry(zone: Zone, ms: number, source?: WallClock) {
  const local = wallClock(zone, ms);
  return {
    timezone: zone.name,
    iso: local.iso,
    date: local.date,
    time: local.time,
    weekday: WEEKDAYS[(((local.days + 4) % 7) + 7) % 7]!,
    offset: formatOffset(local.offset),
    offsetSeconds: local.offset,
    ...names(zone, ms, local.offset),
    isDst: isDst(zone, ms, local.offset),
    dayShift: source ? local.days - source.days : 0,
    differenceFromSource: formatOffset(source ? local.offset - source.offset : 0),
  };
}

const short = (zone: Zone, seconds: number) => {
  const l = wallClock(zone, seconds * 1000);
  return `${l.time.slice(0, 5)}${formatOffset(l.offset)}`;
};

const duration = (seconds: number) => {
  const h = floorDiv(seconds, 3600);
  const m = floorDiv(seconds % 3600, 60);
  return h && m ? `${h} h ${m} min` : h ? `${h} h` : `${m} min`;
};

export default defineTool(definition, (params) => {
  const warnings: string[] = [];
  const fromResult = resolveZone(params.from);
  if (!fromResult.ok) return failure(fromResult.code, `"from": ${fromResult.message}`);
  const from = fromResult.value;
  if (fromResult.warning) warnings.push(fromResult.warning);

  const requested = params.to.split(/[,;\n]/).map((s) => s.trim()).filter((s) => s !== '');
  const expanded = requested.flatMap((s) => (s.toLowerCase() === 'common' ? COMMON : [s]));
  if (expanded.length === 0) return failure('INVALID_INPUT', '"to" has no time zone; list zones separated by commas (Europe/London, Asia/Tokyo) or write "common"');
  const targets: Zone[] = [];
  const seen = new Set<string>();
  for (const text of expanded) {
    const r = resolveZone(text);
    if (!r.ok) return failure(r.code, `"to": ${r.message}`);
    if (r.warning) warnings.push(r.warning);
    if (seen.has(r.value.name)) continue;
    seen.add(r.value.name);
    targets.push(r.value);
  }
  if (targets.length > MAX_ZONES) return failure('CONSTRAINT_VIOLATION', `"to" lists ${targets.length} time zones; at most ${MAX_ZONES} are allowed`);

  let ms: number;
  const text = params.datetime?.trim();
  if (text === undefined || text === '' || text.toLowerCase() === 'now') ms = Date.now();
  else {
    const problem = checkDateTime(text);
    if (problem) return failure('INVALID_INPUT', `"datetime" ${problem}, e.g. 2024-03-10T09:30 (wall-clock time in "from") or 2024-03-10T14:30:00Z`);
    if (/:60(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?$/.test(text)) warnings.push(`${text} is a leap second; it was read as the last millisecond of that minute (:59.999).`);
    const parsed = parseDateTime(text);
    if (/(?:[Zz]|[+-]\d{2}:\d{2})$/.test(text)) {
      ms = parsed;
      const shown = formatOffset(from.offsetAt(ms));
      const given = /[Zz]$/.test(text) ? '+00:00' : text.slice(-6);
      if (given !== shown)
        warnings.push(`The date-time carries its own offset (${given}), so it was read as that instant; "from" (${from.name}, ${shown} then) only sets the source time shown.`);
    } else {
      const wall = floorDiv(parsed, 1000);
      const sub = parsed - wall * 1000;
      const r = resolveWall(wall, from);
      const mode = params.disambiguation;
      const [earlier, later] = [r.instants[0]!, r.instants[r.instants.length - 1]!];
      const shownWall = `${text.replace(' ', 'T').replace('t', 'T')}`;
      if (r.kind !== 'unique' && mode === 'reject') {
        return failure(
          'INVALID_INPUT',
          r.kind === 'gap'
            ? `${shownWall} does not exist in ${from.name}: clocks go forward by ${duration(later - earlier)} there; "disambiguation" earlier reads it as ${short(from, earlier)}, compatible or later as ${short(from, later)}`
            : `${shownWall} occurs twice in ${from.name}: clocks go back by ${duration(later - earlier)} there, so it is both ${short(from, earlier)} and ${short(from, later)}; give an explicit offset, or set "disambiguation" to earlier or later`,
        );
      }
      let chosen: number;
      if (r.kind === 'unique') chosen = earlier;
      else if (r.kind === 'ambiguous') {
        chosen = mode === 'later' ? later : earlier;
        const other = chosen === earlier ? later : earlier;
        warnings.push(
          `${shownWall} occurs twice in ${from.name}, where clocks go back by ${duration(later - earlier)}: the ${chosen === earlier ? 'earlier' : 'later'} one, ${short(from, chosen)}, was used; the ${chosen === earlier ? 'later' : 'earlier'} one is ${short(from, other)}.`,
        );
      } else {
        chosen = mode === 'earlier' ? earlier : later;
        warnings.push(
          `${shownWall} does not exist in ${from.name}, where clocks go forward by ${duration(later - earlier)}: it was read as ${short(from, chosen)}, moved ${chosen === later ? 'forward' : 'back'} by the gap.`,
        );
      }
      ms = chosen * 1000 + sub;
    }
  }

  const source = entry(from, ms);
  const sourceLocal = wallClock(from, ms);
  const instant = wallClock({ name: 'UTC', fixedOffset: 0, offsetAt: () => 0 }, ms);
  return withWarnings(
    success({
      instant: `${instant.date}T${instant.time}Z`,
      source,
      conversions: targets.map((zone) => entry(zone, ms, sourceLocal)),
    }),
    warnings,
  );
});
