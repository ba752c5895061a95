/**
 * An iCalendar recurrence rule (RFC 5545 §3.3.10) in English words: "Every 2 weeks on Monday and
 * Wednesday, 10 times". Pure data in, text out (no calendar library), so the ICS tools share it.
 */

export interface RuleParts {
  freq: string;
  interval: number;
  count?: number | null;
  /** UNTIL as a date (YYYY-MM-DD) or date-time text. */
  until?: string | null;
  /** BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, BYYEARDAY, BYWEEKNO, BYHOUR, BYMINUTE… as parsed. */
  parts: Record<string, ReadonlyArray<string | number>>;
}

const UNITS: Record<string, string> = { SECONDLY: 'second', MINUTELY: 'minute', HOURLY: 'hour', DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' };
const DAYS: Record<string, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINALS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last', [-2]: 'second to last', [-3]: 'third to last' };

const ordinal = (n: number) => ORDINALS[n] ?? (n > 0 ? `${n}th` : `${-n}th to last`);
/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function dayText(value: string | number): string {
  const m = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(String(value).toUpperCase());
  if (!m) return String(value);
  const day = DAYS[m[2]!] ?? m[2]!;
  return m[1] ? `the ${ordinal(Number(m[1]))} ${day}` : day;
}

export function describeRule(rule: RuleParts): string {
  const unit = UNITS[rule.freq] ?? rule.freq.toLowerCase();
  const out: string[] = [rule.interval > 1 ? `Every ${rule.interval} ${unit}s` : `Every ${unit}`];
  const p = rule.parts;
  const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR'];
  if (p.BYMONTH?.length) out.push(`in ${listText(p.BYMONTH.map((m) => MONTHS[Number(m) - 1] ?? String(m)))}`);
  if (p.BYWEEKNO?.length) out.push(`in week ${listText(p.BYWEEKNO.map(String))}`);
  if (p.BYYEARDAY?.length) out.push(`on day ${listText(p.BYYEARDAY.map((d) => (Number(d) < 0 ? `${-Number(d)} from the end` : String(d))))} of the year`);
  if (p.BYMONTHDAY?.length) out.push(`on ${listText(p.BYMONTHDAY.map((d) => (Number(d) === -1 ? 'the last day' : Number(d) < 0 ? `the ${ordinal(Number(d))} day` : `day ${d}`)))}`);
  if (p.BYDAY?.length) {
    const days = p.BYDAY.map((d) => String(d).toUpperCase());
    const plainWeekdays = days.length === 5 && weekdays.every((d) => days.includes(d));
    out.push(`on ${plainWeekdays ? 'weekdays (Monday to Friday)' : listText(days.map(dayText))}`);
  }
  if (p.BYSETPOS?.length) out.push(`(only the ${listText(p.BYSETPOS.map((n) => ordinal(Number(n))))} of those in each ${unit})`);
  const times: string[] = [];
  if (p.BYHOUR?.length) times.push(`hour ${listText(p.BYHOUR.map(String))}`);
  if (p.BYMINUTE?.length) times.push(`minute ${listText(p.BYMINUTE.map(String))}`);
  if (p.BYSECOND?.length) times.push(`second ${listText(p.BYSECOND.map(String))}`);
  if (times.length) out.push(`at ${times.join(', ')}`);
  let text = out.join(' ');
  if (rule.count) text += rule.count === 1 ? ', once' : `, ${rule.count} times`;
  else if (rule.until) text += `, until ${rule.until}`;
  return text;
}
