import { bytesToHex, defineTool, failure, parseDateTime, success } from '@ctp/core';
import ICAL from 'ical.js';
import { describeRule } from '../../_shared/recurrence-text.js';
import { civilFromDays, daysFromCivil, resolveZone, wallToUtc, type Zone } from '../../_shared/timezones.js';
import { foldLines, vtimezone } from './vtimezone.js';
import definition from './definition.js';

interface Local { y: number; mo: number; d: number; h: number; mi: number; s: number; isDate: boolean }

/** A local "YYYY-MM-DD[THH:MM[:SS]]" (the pattern is checked by the core) that is a real date and time. */
function readLocal(name: string, text: string): Local | string {
  const [date, time] = text.split('T');
  const [y, mo, d] = date!.split('-').map(Number) as [number, number, number];
  const [h = 0, mi = 0, s = 0] = time ? time.split(':').map(Number) : [];
  const back = civilFromDays(daysFromCivil(y, mo, d));
  if (back.y !== y || back.m !== mo || back.d !== d) return `${name} "${text}" is not a calendar date.`;
  if (h > 23 || mi > 59 || s > 59) return `${name} "${text}" is not a time of day (00:00 to 23:59:59).`;
  return { y, mo, d, h, mi, s, isDate: time === undefined };
}

const wallSeconds = (t: Local) => daysFromCivil(t.y, t.mo, t.d) * 86400 + t.h * 3600 + t.mi * 60 + t.s;
const icalTime = (t: Local) => ICAL.Time.fromData({ year: t.y, month: t.mo, day: t.d, hour: t.h, minute: t.mi, second: t.s, isDate: t.isDate });
const utcTime = (seconds: number) => ICAL.Time.fromJSDate(new Date(seconds * 1000), true);
const fromDays = (days: number): Local => {
  const { y, m, d } = civilFromDays(days);
  return { y, mo: m, d, h: 0, mi: 0, s: 0, isDate: true };
};
const UNIT_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 31, yearly: 366 };

export default defineTool(definition, async (params) => {
  const resolved = resolveZone(params.timeZone);
  if (!resolved.ok) return failure('INVALID_INPUT', resolved.message);
  const zone: Zone = resolved.value;
  const utc = zone.fixedOffset !== undefined || /^(?:Etc\/)?(?:UTC|GMT|UCT|Zulu|Universal)$/i.test(zone.name);
  const warnings: string[] = resolved.warning ? [resolved.warning] : [];
  if (zone.fixedOffset !== undefined && zone.fixedOffset !== 0) warnings.push(`${zone.name} is a fixed offset, not a zone: times are written in UTC, and repeats keep the same UTC time all year.`);

  const start = readLocal('Start', params.start);
  if (typeof start === 'string') return failure('INVALID_INPUT', start);
  const allDay = start.isDate;
  const end = params.end === undefined ? undefined : readLocal('End', params.end);
  if (typeof end === 'string') return failure('INVALID_INPUT', end);
  if (end && params.duration !== undefined) return failure('INVALID_INPUT', 'Give an end or a duration, not both.');
  if (end && end.isDate !== allDay) return failure('INVALID_INPUT', allDay ? 'The start is a date (all-day event), so the end must be a date too (YYYY-MM-DD).' : 'The start has a time, so the end needs one too (YYYY-MM-DDTHH:MM).');
  if (end && wallSeconds(end) <= wallSeconds(start)) return failure('INVALID_INPUT', `The end ${params.end} is not after the start ${params.start}${allDay ? ' (all-day ends are exclusive: a one-day event on 2024-05-01 ends 2024-05-02)' : ''}.`);
  const duration = params.duration === undefined ? undefined : ICAL.Duration.fromString(params.duration);
  if (duration && duration.toSeconds() <= 0) return failure('INVALID_INPUT', `The duration ${params.duration} is zero.`);
  if (duration && allDay && (duration.hours || duration.minutes || duration.seconds)) return failure('INVALID_INPUT', `An all-day event lasts whole days: use P1D, P2D or P1W, not ${params.duration}.`);
  if (params.count !== undefined && params.until !== undefined) return failure('INVALID_INPUT', 'Give a number of times or an end date for the repeat, not both (RFC 5545 allows one).');
  const until = params.until === undefined ? undefined : readLocal('Repeat until', params.until);
  if (typeof until === 'string') return failure('INVALID_INPUT', until);
  if (until && daysFromCivil(until.y, until.mo, until.d) < daysFromCivil(start.y, start.mo, start.d)) return failure('INVALID_INPUT', `Repeat until ${params.until} is before the start.`);

  /** A local time as written: a date, a UTC time (converted from the zone) or a wall time with TZID. */
  const instant = (t: Local) => {
    return t.isDate || !utc ? icalTime(t) : utcTime(wallSeconds(t) - (zone.fixedOffset ?? 0));
  };
  if (!allDay && !utc) {
    const note = wallToUtc(wallSeconds(start), zone).note;
    if (note) warnings.push(`${params.start} ${note} in ${zone.name}.`);
  }

  const stampMs = params.timestamp === undefined ? Date.now() : parseDateTime(params.timestamp);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([params.title, params.start, params.end, params.duration, zone.name, params.location, params.repeat]))));
  const uid = params.uid ?? `${bytesToHex(digest.subarray(0, 16))}@ctp`;

  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//ConveniencePro//ctp ics-event-generator//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', uid);
  event.addPropertyWithValue('dtstamp', utcTime(Math.floor((Number.isFinite(stampMs) ? stampMs : Date.now()) / 1000)));
  const timed = (name: string, t: Local) => {
    const prop = event.addPropertyWithValue(name, instant(t));
    if (!t.isDate && !utc) prop.setParameter('tzid', zone.name);
  };
  timed('dtstart', start);
  const startDays = daysFromCivil(start.y, start.mo, start.d);
  if (end) timed('dtend', end);
  else if (allDay) timed('dtend', fromDays(startDays + (duration ? duration.weeks * 7 + duration.days : 1)));
  else event.addPropertyWithValue('duration', duration ?? ICAL.Duration.fromString('PT1H'));
  event.addPropertyWithValue('summary', params.title);
  if (params.location !== undefined) event.addPropertyWithValue('location', params.location);
  if (params.description !== undefined) event.addPropertyWithValue('description', params.description.replace(/\r\n?/g, '\n'));
  if (params.url !== undefined) event.addPropertyWithValue('url', params.url);
  if (params.organizer !== undefined) event.addPropertyWithValue('organizer', `mailto:${params.organizer}`);

  let ruleText = '';
  let lastYear = Math.max(start.y, end?.y ?? start.y) + 1;
  if (params.repeat !== 'none') {
    const data: Record<string, unknown> = { freq: params.repeat.toUpperCase(), interval: params.interval };
    if (params.count !== undefined) data.count = params.count;
    if (until) {
      const last: Local = allDay ? until : { ...until, h: 23, mi: 59, s: 59, isDate: false };
      data.until = allDay ? icalTime(until) : utcTime(utc ? wallSeconds(last) - (zone.fixedOffset ?? 0) : wallToUtc(wallSeconds(last), zone).utc);
    }
    const recur = ICAL.Recur.fromData(data);
    event.addPropertyWithValue('rrule', recur);
    ruleText = describeRule({ freq: recur.freq, interval: recur.interval, count: recur.count, until: params.until ?? null, parts: {} });
    lastYear = until ? until.y : params.count !== undefined ? start.y + Math.ceil((params.count * params.interval * UNIT_DAYS[params.repeat]!) / 365) : start.y + 10;
  }
  if (params.alarmMinutes !== undefined) {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('description', params.title);
    alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-params.alarmMinutes * 60));
    event.addSubcomponent(alarm);
  }
  if (!utc && !allDay) calendar.addSubcomponent(vtimezone(zone, start.y, Math.min(lastYear, start.y + 50)));
  calendar.addSubcomponent(event);
  if (params.repeat !== 'none' && params.count === undefined && until === undefined) warnings.push('The event repeats forever; give a number of times or an end date to stop it.');
  return success({ ics: `${foldLines(calendar.toString())}\r\n`, uid, ruleText, warnings });
});
