/**
 * Cron dialects: which field is which and how days of the week are numbered.
 * - posix: crontab(5), Vixie/cronie and the systems built on them (Kubernetes, GitHub Actions):
 *   5 fields, days 0–7 with 0 and 7 = Sunday; croner's 6/7-field forms put seconds first.
 * - quartz: Quartz Scheduler (Spring's @Scheduled uses 0–7 like POSIX): seconds first, 6 or 7
 *   fields (year last), days 1–7 with 1 = Sunday, "?" in day-of-month or day-of-week.
 * - aws: Amazon EventBridge / CloudWatch Events cron(…): 6 fields minute hour day-of-month
 *   month day-of-week year, days 1–7 with 1 = Sunday, "?" in one of the day fields.
 */
export type Dialect = 'posix' | 'quartz' | 'aws';

/** Field positions of a dialect's day-of-month and day-of-week, 0-based, for a given field count. */
const DAY_FIELDS: Record<'quartz' | 'aws', { dom: number; dow: number }> = { quartz: { dom: 3, dow: 5 }, aws: { dom: 2, dow: 4 } };

/**
 * The dialect of an expression whose dialect was not given: "?" is not POSIX, and where it
 * stands tells Quartz (seconds first: fields 4 and 6) from AWS (fields 3 and 5 of 6).
 */
export function detectDialect(parts: readonly string[]): Dialect {
  if (!parts.includes('?')) return 'posix';
  const at = (d: 'quartz' | 'aws') => parts[DAY_FIELDS[d].dom] === '?' || parts[DAY_FIELDS[d].dow] === '?';
  if ((parts.length === 6 || parts.length === 7) && at('quartz')) return 'quartz';
  if (parts.length === 6 && at('aws')) return 'aws';
  return 'posix';
}

/** Why an expression does not fit its dialect's shape, or undefined. */
export function shapeProblem(dialect: Dialect, parts: readonly string[]): string | undefined {
  if (dialect === 'posix') return undefined;
  if (dialect === 'quartz' && parts.length !== 6 && parts.length !== 7)
    return `A Quartz expression has 6 or 7 fields (second minute hour day-of-month month day-of-week [year]); this one has ${parts.length}`;
  if (dialect === 'aws' && parts.length !== 6)
    return `An AWS EventBridge cron expression has 6 fields (minute hour day-of-month month day-of-week year); this one has ${parts.length}`;
  const { dom, dow } = DAY_FIELDS[dialect];
  const name = dialect === 'quartz' ? 'Quartz' : 'AWS EventBridge';
  if ((parts[dom] === '?') === (parts[dow] === '?'))
    return `${name} needs "?" in exactly one of day-of-month (field ${dom + 1}) and day-of-week (field ${dow + 1}): write e.g. "?" for the day of month when the day of week is set`;
  return undefined;
}

/** The expression as croner reads it (AWS gets a seconds field), and its parsing mode. */
export function forCroner(dialect: Dialect, parts: readonly string[]): { pattern: string; mode: '5-part' | '6-part' | '7-part'; alternativeWeekdays: boolean } {
  if (dialect === 'aws') return { pattern: `0 ${parts.join(' ')}`, mode: '7-part', alternativeWeekdays: true };
  const mode = parts.length === 5 ? '5-part' : parts.length === 6 ? '6-part' : '7-part';
  return { pattern: parts.join(' '), mode, alternativeWeekdays: dialect === 'quartz' };
}

/** Whether the day fields use ?, L, W or # (Quartz syntax that POSIX cron lacks; croner reads it with POSIX day numbers). */
export function usesQuartzSyntax(parts: readonly string[]): boolean {
  const [dom, dow] = parts.length === 5 ? [parts[2]!, parts[4]!] : [parts[3] ?? '', parts[5] ?? ''];
  // names (MON, JUL) hold letters too: drop them first
  return /[?#LW]/i.test(`${dom} ${dow}`.replace(/[A-Z]{3}/gi, ''));
}
