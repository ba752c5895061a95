import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import cronstrue from 'cronstrue';
import { Cron, type CronOptions } from 'croner';
import { isoInZone, resolveZone } from '../../_shared/timezones.js';
import { FIELD_LABEL, parseField, type FieldName, type ParsedField } from './fields.js';
import definition from './definition.js';

const NAMES: FieldName[] = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'];
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The field texts of a preset. */
function presetFields(params: Record<string, unknown>): Record<FieldName, string> {
  const [hh, mm] = String(params.time).split(':').map(Number) as [number, number];
  const at = { minute: String(mm), hour: String(hh), dayOfMonth: '*', month: '*', dayOfWeek: '*' };
  switch (params.preset) {
    case 'every-n-minutes':
      return { ...at, minute: `*/${params.interval}`, hour: '*' };
    case 'hourly':
      return { ...at, minute: String(params.atMinute), hour: '*' };
    case 'weekdays':
      return { ...at, dayOfWeek: '1-5' };
    case 'weekly':
      return { ...at, dayOfWeek: String(params.weekday) };
    case 'monthly':
      return { ...at, dayOfMonth: String(params.day) };
    default:
      return at;
  }
}

/** Day-of-month against the chosen months: fails when no chosen day exists in any chosen month. */
function checkDays(f: Record<FieldName, ParsedField>, warnings: string[]): string | undefined {
  if (f.dayOfMonth.star) return undefined;
  const months = [...f.month.values].sort((a, b) => a - b);
  const days = [...f.dayOfMonth.values].sort((a, b) => a - b);
  const longest = Math.max(...months.map((m) => MONTH_DAYS[m - 1]!));
  if (days[0]! > longest) {
    const message = `day ${days[0]} never occurs in ${months.length === 1 ? MONTH_NAMES[months[0]! - 1] : 'the chosen months'} (at most ${longest} days)`;
    if (f.dayOfWeek.star) return `Invalid ${FIELD_LABEL.dayOfMonth} field: ${message}, so the schedule never runs`;
    warnings.push(`The ${FIELD_LABEL.dayOfMonth} field can never match (${message}); the job runs only on the days of the week chosen.`);
    return undefined;
  }
  const short = months.filter((m) => MONTH_DAYS[m - 1]! < days[days.length - 1]!);
  if (short.length && !(months.length === 1 && months[0] === 2 && days.every((d) => d === 29)))
    warnings.push(`Day ${days[days.length - 1]} does not exist in every chosen month (${short.map((m) => MONTH_NAMES[m - 1]).join(', ')}${short.includes(2) ? '; February has 28 days outside leap years' : ''}); cron skips those months for that day.`);
  if (months.every((m) => m === 2) && days.every((d) => d >= 29)) warnings.push('February 29th exists only in leap years: the job runs once every four years at most.');
  return undefined;
}

export default defineTool(definition, (params) => {
  const raw: Record<FieldName, string> =
    params.mode === 'preset'
      ? presetFields(params)
      : { minute: params.minute, hour: params.hour, dayOfMonth: params.dayOfMonth, month: params.month, dayOfWeek: params.dayOfWeek };
  const parsed = {} as Record<FieldName, ParsedField>;
  for (const name of NAMES) {
    const outcome = parseField(name, raw[name]);
    if (!outcome.ok) return failure('INVALID_INPUT', outcome.message);
    parsed[name] = outcome.field;
  }
  const zoneResult = resolveZone(params.timezone);
  if (!zoneResult.ok) return failure(zoneResult.code, zoneResult.message);
  const zone = zoneResult.value;
  const warnings: string[] = zoneResult.warning ? [zoneResult.warning] : [];

  const dayError = checkDays(parsed, warnings);
  if (dayError) return failure('INVALID_INPUT', dayError);
  if (!parsed.dayOfMonth.star && !parsed.dayOfWeek.star)
    warnings.push('Both day of month and day of week are restricted: standard cron runs when EITHER matches, not only when both do.');
  for (const name of ['minute', 'hour'] as const) {
    for (const item of parsed[name].unevenSteps) {
      const step = Number(item.split('/')[1]);
      const span = name === 'minute' ? 60 : 24;
      const last = Math.floor((span - 1) / step) * step;
      warnings.push(`"${item}" in the ${name} field runs at 0, ${step}, …, ${last} and again at 0: the gap across the ${name === 'minute' ? 'hour' : 'day'} boundary is ${span - last}, not ${step}.`);
    }
  }

  const fields = Object.fromEntries(NAMES.map((n) => [n, parsed[n].text])) as Record<FieldName, string>;
  const expression = NAMES.map((n) => fields[n]).join(' ');
  const description = cronstrue.toString(expression, { use24HourTimeFormat: true });
  const options: CronOptions = { mode: '5-part' };
  if (zone.fixedOffset !== undefined) options.utcOffset = zone.fixedOffset / 60;
  else options.timezone = zone.name;
  const from = params.from === undefined ? new Date() : new Date(parseDateTime(params.from));
  const runs = new Cron(expression, options).nextRuns(params.count, from);
  return withWarnings(success({ expression, description, fields, timezone: zone.name, nextRuns: runs.map((d) => isoInZone(zone, d.getTime())) }), warnings);
});
