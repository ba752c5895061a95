import { defineTool, failure, parseFileValue, success } from '@ctp/core';
import ICAL from 'ical.js';
import { describeRule } from '../../_shared/recurrence-text.js';
import { daysFromCivil, formatOffset, resolveZone, wallToUtc, type Zone } from '../../_shared/timezones.js';
import definition from './definition.js';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
/** Occurrences listed over the whole calendar at most, so a file of many endless rules stays fast. */
const TOTAL_OCCURRENCES = 20_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Time zones of one call: the file's own VTIMEZONEs first (RFC 5545 makes them authoritative), else IANA names through Intl. */
class Zones {
  private readonly own = new Map<string, InstanceType<typeof ICAL.Timezone>>();
  private readonly iana = new Map<string, Zone | null>();
  readonly unknown = new Set<string>();
  constructor(root: Component) {
    for (const vtz of root.getAllSubcomponents('vtimezone')) {
      const tzid = str(vtz.getFirstPropertyValue('tzid'));
      try {
        if (tzid) this.own.set(tzid, new ICAL.Timezone(vtz));
      } catch { /* a broken VTIMEZONE: fall back to the IANA name */ }
    }
  }
  /** UTC offset in seconds of a wall time in the zone, undefined when the zone is unknown. */
  offset(tzid: string, t: Time): number | undefined {
    const own = this.own.get(tzid);
    if (own) return own.utcOffset(t);
    if (!this.iana.has(tzid)) {
      const z = resolveZone(tzid.replace(/^\/+/, ''));
      this.iana.set(tzid, z.ok && z.value.fixedOffset === undefined ? z.value : null);
    }
    const zone = this.iana.get(tzid);
    if (!zone) {
      this.unknown.add(tzid);
      return undefined;
    }
    const wall = daysFromCivil(t.year, t.month, t.day) * 86400 + t.hour * 3600 + t.minute * 60 + t.second;
    return wall - wallToUtc(wall, zone).utc;
  }
}

/** A DATE as YYYY-MM-DD; a DATE-TIME as local time with Z, its zone's offset, or nothing (floating). */
function timeText(t: Time, tzid: string | undefined, zones: Zones): { text: string; zone: string } {
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  if (t.isDate) return { text: date, zone: '' };
  const wall = `${date}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === 'UTC' || tzid?.toUpperCase() === 'UTC') return { text: `${wall}Z`, zone: 'UTC' };
  if (!tzid) return { text: wall, zone: '' };
  const offset = zones.offset(tzid, t);
  return { text: offset === undefined ? wall : `${wall}${offset === 0 ? 'Z' : formatOffset(offset)}`, zone: tzid };
}

const tzidOf = (p: Property | null) => (p ? str(p.getParameter('tzid')) || undefined : undefined);

function person(p: Property): string {
  const address = str(p.getFirstValue()).replace(/^mailto:/i, '');
  const name = str(p.getParameter('cn'));
  return name && address ? `${name} <${address}>` : name || address;
}

function attendee(p: Property): string {
  const notes = [str(p.getParameter('partstat')).toLowerCase().replace(/-/g, ' '), str(p.getParameter('role')).toUpperCase() === 'OPT-PARTICIPANT' ? 'optional' : ''].filter(Boolean);
  return `${person(p)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

function readText(params: { ics?: string; file?: string }): string | { code: 'MISSING_REQUIRED' | 'INVALID_INPUT'; message: string } {
  if (params.file !== undefined) {
    const file = parseFileValue(params.file);
    if ('error' in file) return { code: 'INVALID_INPUT', message: `The file ${file.error}` };
    return new TextDecoder().decode(file.bytes());
  }
  if (params.ics !== undefined) return params.ics;
  return { code: 'MISSING_REQUIRED', message: 'Give the iCalendar text or an .ics file.' };
}

export default defineTool(definition, (params) => {
  const input = readText(params);
  if (typeof input !== 'string') return failure(input.code, input.message);
  const source = input.replace(/^\uFEFF/, '').trim();
  if (!/^BEGIN:VCALENDAR\r?$/im.test(source.split(/\n/, 1)[0] ?? ''))
    return failure('INVALID_INPUT', `An iCalendar file starts with BEGIN:VCALENDAR; this starts with "${source.slice(0, 40).split(/\r?\n/)[0]}".`);
  let roots: Component[];
  try {
    const parsed: unknown = ICAL.parse(source);
    const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
    roots = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  } catch (error) {
    return failure('INVALID_INPUT', `Not valid iCalendar: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const root = roots[0]!;
  const warnings: string[] = [];
  const events: Array<Record<string, unknown>> = [];
  const todos: Array<Record<string, unknown>> = [];
  let budget = TOTAL_OCCURRENCES;
  let skipped = 0;
  for (const cal of roots) {
    const zones = new Zones(cal);
    const vevents = cal.getAllSubcomponents('vevent');
    const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
    for (const vevent of vevents) {
      const dtstart = vevent.getFirstProperty('dtstart');
      if (!dtstart || !(dtstart.getFirstValue() instanceof ICAL.Time)) {
        skipped++;
        continue;
      }
      const event = new ICAL.Event(vevent);
      const startTz = tzidOf(dtstart);
      const start = timeText(event.startDate, startTz, zones);
      const end = event.endDate ? timeText(event.endDate, tzidOf(vevent.getFirstProperty('dtend')) ?? startTz, zones).text : '';
      const rule = vevent.getFirstPropertyValue('rrule');
      const recur = rule instanceof ICAL.Recur ? rule : undefined;
      const occurrences: string[] = [];
      if (event.isRecurring() && params.occurrences > 0) {
        const uid = event.uid;
        for (const ex of exceptions) if (ex !== vevent && str(ex.getFirstPropertyValue('uid')) === uid) event.relateException(new ICAL.Event(ex));
        const iterator = event.iterator();
        for (let next = iterator.next(); next && occurrences.length < params.occurrences; next = iterator.next()) {
          if (budget-- <= 0) break;
          const details = event.getOccurrenceDetails(next);
          occurrences.push(timeText(details.startDate, tzidOf(details.item.component.getFirstProperty('dtstart')), zones).text);
        }
      }
      const recurrenceId = vevent.getFirstProperty('recurrence-id');
      const ridValue = recurrenceId?.getFirstValue();
      events.push({
        summary: str(event.summary),
        start: start.text,
        end,
        timeZone: start.zone,
        allDay: event.startDate.isDate,
        duration: event.duration ? event.duration.toString() : '',
        location: str(event.location),
        description: str(event.description),
        organizer: vevent.hasProperty('organizer') ? person(vevent.getFirstProperty('organizer')!) : '',
        attendees: vevent.getAllProperties('attendee').map(attendee),
        status: str(vevent.getFirstPropertyValue('status')),
        url: str(vevent.getFirstPropertyValue('url')),
        uid: str(event.uid),
        recurrenceId: ridValue instanceof ICAL.Time ? timeText(ridValue, tzidOf(recurrenceId), zones).text : '',
        rule: recur ? recur.toString() : '',
        ruleText: recur
          ? describeRule({ freq: recur.freq, interval: recur.interval, count: recur.count, until: recur.until ? timeText(recur.until, undefined, zones).text : null, parts: recur.parts as Record<string, Array<string | number>> })
          : '',
        occurrences,
      });
    }
    for (const vtodo of cal.getAllSubcomponents('vtodo')) {
      const time = (name: string) => {
        const p = vtodo.getFirstProperty(name);
        const v = p?.getFirstValue();
        return v instanceof ICAL.Time ? timeText(v, tzidOf(p), zones).text : '';
      };
      const priority = Number(vtodo.getFirstPropertyValue('priority') ?? 0);
      todos.push({
        summary: str(vtodo.getFirstPropertyValue('summary')),
        due: time('due'),
        start: time('dtstart'),
        status: str(vtodo.getFirstPropertyValue('status')),
        priority: Number.isInteger(priority) && priority >= 0 && priority <= 9 ? priority : 0,
        completed: time('completed'),
        description: str(vtodo.getFirstPropertyValue('description')),
        uid: str(vtodo.getFirstPropertyValue('uid')),
      });
    }
    const journals = cal.getAllSubcomponents('vjournal').length;
    if (journals) warnings.push(`${journals} journal entr${journals === 1 ? 'y (VJOURNAL) is' : 'ies (VJOURNAL) are'} not listed.`);
    for (const tzid of zones.unknown) warnings.push(`Time zone "${tzid}" is neither defined in the file (VTIMEZONE) nor an IANA name: its times are shown without a UTC offset.`);
  }
  if (skipped) warnings.push(`${skipped} event${skipped === 1 ? ' has' : 's have'} no valid DTSTART and ${skipped === 1 ? 'is' : 'are'} left out.`);
  if (budget < 0) warnings.push(`Occurrences were listed up to ${TOTAL_OCCURRENCES} in all; lower the number per event to see every event's.`);
  if (roots.length > 1) warnings.push(`The text holds ${roots.length} calendars; their events are listed together.`);

  const calendarName = str(root.getFirstPropertyValue('x-wr-calname') ?? root.getFirstPropertyValue('name'));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary = `${plural(events.length, 'event')}${todos.length ? ` and ${plural(todos.length, 'to-do')}` : ''}${calendarName ? ` in "${calendarName}"` : ''}`;
  return success({
    summary,
    calendarName,
    calendarTimeZone: str(root.getFirstPropertyValue('x-wr-timezone')),
    productId: str(root.getFirstPropertyValue('prodid')),
    method: str(root.getFirstPropertyValue('method')),
    events,
    todos,
    warnings,
  });
});
