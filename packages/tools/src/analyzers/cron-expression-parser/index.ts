import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import cronstrue from 'cronstrue';
import { Cron, CronPattern, type CronOptions } from 'croner';
import { isoInZone, resolveZone } from '../../_shared/timezones.js';
import definition from './definition.js';
import { detectDialect, forCroner, shapeProblem, usesQuartzSyntax, type Dialect } from './dialects.js';

type FieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';
const FIELDS: Record<number, FieldName[]> = {
  5: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  6: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  7: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'],
};
const DIALECT_NAMES: Record<Dialect, string> = { posix: 'cron', quartz: 'Quartz cron', aws: 'AWS EventBridge cron' };
const FIELD_LABELS: Record<FieldName, string> = { second: 'second', minute: 'minute', hour: 'hour', dayOfMonth: 'day of month', month: 'month', dayOfWeek: 'day of week', year: 'year' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH = ['first', 'second', 'third', 'fourth', 'fifth'];
const ANY_OCCURRENCE = 0b111111;
const LAST_OCCURRENCE = 0b100000;
const MAX_YEAR_VALUES = 200;

/** "a, b and c" */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Sorted values as runs: [1,2,3,5] → "1–3 and 5" (runs of three or more become ranges). */
function ranges(values: number[], name: (v: number) => string = String): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${name(values[i]!)}–${name(values[j]!)}`);
    else for (let k = i; k <= j; k++) parts.push(name(values[k]!));
    i = j + 1;
  }
  return list(parts);
}

const ordinalDay = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

const indices = (arr: number[], offset = 0) => arr.flatMap((v, i) => (v ? [i + offset] : []));

interface FieldInfo {
  field: FieldName;
  expression: string;
  description: string;
  values?: number[];
}

function describeFields(pattern: CronPattern, names: FieldName[], parts: string[], sundayIs: 0 | 1): FieldInfo[] {
  const plain = (field: FieldName, expression: string, values: number[], size: number, singular: string, plural: string, name?: (v: number) => string): FieldInfo =>
    values.length === size
      ? { field, expression, description: `every ${singular}` }
      : { field, expression, description: `${values.length === 1 ? singular : plural} ${ranges(values, name)}`, values };
  return names.map((field, i) => {
    const expression = parts[i]!;
    switch (field) {
      case 'second':
        return plain(field, expression, indices(pattern.second), 60, 'second', 'seconds');
      case 'minute':
        return plain(field, expression, indices(pattern.minute), 60, 'minute', 'minutes');
      case 'hour':
        return plain(field, expression, indices(pattern.hour), 24, 'hour', 'hours');
      case 'month': {
        const values = indices(pattern.month, 1);
        return values.length === 12 ? { field, expression, description: 'every month' } : { field, expression, description: ranges(values, (m) => MONTHS[m - 1]!), values };
      }
      case 'year': {
        const values = indices(pattern.year);
        if (pattern.starYear) return { field, expression, description: 'every year' };
        const description = values.length ? `${values.length === 1 ? 'year' : 'years'} ${ranges(values)}` : 'no year';
        return values.length > MAX_YEAR_VALUES ? { field, expression, description } : { field, expression, description, values };
      }
      case 'dayOfMonth': {
        if (pattern.starDOM) {
          const other = pattern.starDOW ? '' : ' (the days are chosen by the day-of-week field)';
          return { field, expression, description: `every day of the month${other}` };
        }
        const values = indices(pattern.day, 1);
        const phrases: string[] = [];
        if (values.length) phrases.push(`${values.length === 1 ? 'day' : 'days'} ${ranges(values)}`);
        if (pattern.lastDayOfMonth) phrases.push('the last day of the month');
        if (pattern.lastWeekday) phrases.push('the last weekday (Monday–Friday) of the month');
        for (const d of indices(pattern.nearestWeekdays, 1)) phrases.push(`the weekday (Monday–Friday) nearest the ${ordinalDay(d)}`);
        return values.length ? { field, expression, description: list(phrases), values } : { field, expression, description: list(phrases) };
      }
      case 'dayOfWeek': {
        const dow = pattern.dayOfWeek;
        const every = indices(dow.map((v) => (v === ANY_OCCURRENCE ? 1 : 0)));
        if (pattern.starDOW) {
          const other = pattern.starDOM ? '' : ' (the days are chosen by the day-of-month field)';
          return { field, expression, description: `every day of the week${other}` };
        }
        const phrases: string[] = [];
        if (every.length) phrases.push(every.length === 7 ? 'every day of the week' : ranges(every, (d) => DAYS[d]!));
        const nth: string[] = [];
        dow.forEach((mask, day) => {
          if (!mask || mask === ANY_OCCURRENCE) return;
          for (let k = 0; k < NTH.length; k++) if (mask & (1 << k)) nth.push(`${NTH[k]} ${DAYS[day]}`);
          if (mask & LAST_OCCURRENCE) nth.push(`last ${DAYS[day]}`);
        });
        if (nth.length) phrases.push(`the ${list(nth)} of the month`);
        let description = list(phrases);
        if (!pattern.starDOM) description += ', or the days of the month chosen by the day-of-month field (either one matching is enough)';
        return { field, expression, description, values: indices(dow, sundayIs) };
      }
    }
  });
}

const reason = (error: unknown) => String(error instanceof Error ? error.message : error).replace(/^(?:Error: |CronPattern: )/, '');

export default defineTool(definition, (params) => {
  const expression = params.expression.trim().replace(/\s+/g, ' ');
  if (expression === '') return failure('INVALID_INPUT', 'The cron expression is blank; write e.g. "*/15 * * * *" or "@daily"');
  const zoneResult = resolveZone(params.timezone);
  if (!zoneResult.ok) return failure(zoneResult.code, zoneResult.message);
  const zone = zoneResult.value;
  const warnings: string[] = zoneResult.warning ? [zoneResult.warning] : [];

  if (/^@reboot$/i.test(expression)) {
    warnings.push('@reboot runs once when the cron daemon starts; it has no schedule, so there are no run times.');
    return withWarnings(
      success({ expression, normalized: '@reboot', format: 'macro', dialect: 'posix', description: 'Run once, at startup', timezone: zone.name, nextRuns: [], fields: [] }),
      warnings,
    );
  }

  const isMacro = expression.startsWith('@');
  const given = isMacro ? [] : expression.split(' ');
  const dialect: Dialect = isMacro ? 'posix' : params.dialect === 'auto' ? detectDialect(given) : params.dialect === 'aws-eventbridge' ? 'aws' : params.dialect;
  if (!isMacro && dialect === 'posix' && !FIELDS[given.length])
    return failure(
      'INVALID_INPUT',
      `The expression has ${given.length} field${given.length === 1 ? '' : 's'}; a cron expression has 5 (minute hour day-of-month month day-of-week), 6 (seconds first) or 7 (seconds first, year last)`,
    );
  const shape = isMacro ? undefined : shapeProblem(dialect, given);
  if (shape) return failure('INVALID_INPUT', `Invalid ${DIALECT_NAMES[dialect]} expression: ${shape}`);
  if (dialect === 'posix' && !isMacro && usesQuartzSyntax(given))
    warnings.push('?, L, W and # are Quartz syntax that POSIX cron does not have; they are read here with POSIX day numbers (0 or 7 = Sunday). For a Quartz or AWS expression set "dialect" (there 1 = Sunday).');
  const sundayIs = dialect === 'posix' ? 0 : 1;

  const croner = isMacro ? { pattern: expression, mode: 'auto' as const, alternativeWeekdays: false } : forCroner(dialect, given);
  const options: CronOptions = { mode: croner.mode, sloppyRanges: true, alternativeWeekdays: croner.alternativeWeekdays };
  if (zone.fixedOffset !== undefined) options.utcOffset = zone.fixedOffset / 60;
  else options.timezone = zone.name;

  let pattern: CronPattern;
  let job: Cron;
  try {
    pattern = new CronPattern(croner.pattern, options.timezone, { mode: croner.mode, sloppyRanges: true, alternativeWeekdays: croner.alternativeWeekdays });
    job = new Cron(croner.pattern, options);
  } catch (error) {
    if (isMacro) return failure('INVALID_INPUT', `Unknown macro "${expression}"; use @yearly, @annually, @monthly, @weekly, @daily, @midnight or @hourly`);
    const message = reason(error);
    if (sundayIs === 1 && /Invalid value for dayOfWeek: -1/.test(message))
      return failure('INVALID_INPUT', `Invalid ${DIALECT_NAMES[dialect]} expression: day of week 0 does not exist here (1 = Sunday … 7 = Saturday, or SUN–SAT)`);
    return failure('INVALID_INPUT', `Invalid ${DIALECT_NAMES[dialect]} expression: ${message}`);
  }

  const evaluated = pattern.pattern.trim().replace(/\s+/g, ' ').split(' ');
  // AWS: croner ran it with a seconds field in front; show and describe the six fields as written
  const parts = dialect === 'aws' ? evaluated.slice(1) : evaluated;
  const normalized = parts.join(' ');
  const fields = describeFields(pattern, FIELDS[evaluated.length]!, evaluated, sundayIs).slice(dialect === 'aws' ? 1 : 0);

  // cronstrue reads 6 fields as "year last" when the last looks like a year; make the seconds-first reading explicit
  const forDescription = evaluated.length === 6 ? `${evaluated.join(' ')} *` : evaluated.join(' ');
  const describeOptions = { use24HourTimeFormat: params.use24HourTime, verbose: params.verbose, throwExceptionOnParseError: true, dayOfWeekStartIndexZero: sundayIs === 0 };
  let description: string;
  try {
    description = cronstrue.toString(forDescription, describeOptions);
  } catch (error) {
    // croner runs it but cronstrue cannot describe it (e.g. several W days): describe it field by field
    description = fields.map((f) => `${FIELD_LABELS[f.field]}: ${f.description}`).join('; ');
    warnings.push(`The English summary was built field by field because cronstrue could not read the expression: ${reason(error)}`);
  }

  const from = params.from === undefined ? new Date() : new Date(parseDateTime(params.from));
  const runs = job.nextRuns(params.count, from);
  if (runs.length === 0) warnings.push('The schedule never runs after the start time (e.g. February 30th, or only years in the past).');
  else if (runs.length < params.count) warnings.push(`The schedule has only ${runs.length} run${runs.length === 1 ? '' : 's'} after the start time.`);

  return withWarnings(
    success({
      expression,
      normalized,
      format: isMacro ? 'macro' : `${given.length}-field`,
      dialect,
      description,
      timezone: zone.name,
      nextRuns: runs.map((d) => isoInZone(zone, d.getTime())),
      fields,
    }),
    warnings,
  );
});
