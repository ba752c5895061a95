/**
 * A VTIMEZONE for an IANA zone, built from the host's time-zone data (Intl) rather than a bundled
 * database: one observance per UTC-offset change in the years the event needs (RFC 5545 §3.6.5
 * allows explicit DTSTARTs without rules), so every time the event uses has its offset in the file.
 * Also the octet-exact line folding RFC 5545 §3.1 asks for. Imports ical.js: load from index.ts only.
 */
import ICAL from 'ical.js';
import type { Zone } from '../../_shared/timezones.js';

/** The offset changes between the start of `from` and the end of `to` (years), to the second. */
function transitions(zone: Zone, from: number, to: number): Array<{ at: number; from: number; to: number }> {
  const found: Array<{ at: number; from: number; to: number }> = [];
  const end = Date.UTC(to + 1, 0, 1) / 1000;
  let t = Date.UTC(from, 0, 1) / 1000;
  let offset = zone.offsetAt(t * 1000);
  for (; t < end; t += 86400) {
    const next = zone.offsetAt((t + 86400) * 1000);
    if (next === offset) continue;
    let lo = t;
    let hi = t + 86400;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zone.offsetAt(mid * 1000) === offset) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: offset, to: next });
    offset = next;
  }
  return found;
}

const wall = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return ICAL.Time.fromData({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), isDate: false });
};

export function vtimezone(zone: Zone, fromYear: number, toYear: number): InstanceType<typeof ICAL.Component> {
  const component = new ICAL.Component('vtimezone');
  component.addPropertyWithValue('tzid', zone.name);
  const begin = Date.UTC(fromYear, 0, 1) / 1000;
  const initial = zone.offsetAt(begin * 1000);
  const changes = transitions(zone, fromYear, toYear);
  const lowest = Math.min(initial, ...changes.map((c) => c.to));
  const observance = (at: number, from: number, to: number) => {
    const part = new ICAL.Component(to > lowest ? 'daylight' : 'standard');
    part.addPropertyWithValue('dtstart', wall(at + from));
    part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(from));
    part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(to));
    component.addSubcomponent(part);
  };
  observance(begin, initial, initial);
  for (const c of changes) observance(c.at, c.from, c.to);
  return component;
}

/** Lines folded at 75 octets of UTF-8, never inside a character (RFC 5545 §3.1); ical.js folds by UTF-16 units. */
export function foldLines(text: string): string {
  const encoder = new TextEncoder();
  return text.replace(/\r\n[ \t]/g, '').split('\r\n').map((line) => {
    const parts: string[] = [];
    let current = '';
    let octets = 0;
    for (const ch of line) {
      const size = encoder.encode(ch).length;
      if (octets + size > (parts.length ? 74 : 75)) {
        parts.push(current);
        current = '';
        octets = 0;
      }
      current += ch;
      octets += size;
    }
    parts.push(current);
    return parts.join('\r\n ');
  }).join('\r\n');
}
