/** Parses one field of the generator's friendly syntax into canonical cron text, with its value set. */

export type FieldName = 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';

export const FIELD_LABEL: Record<FieldName, string> = {
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day of month',
  month: 'month',
  dayOfWeek: 'day of week',
};
const RANGE: Record<FieldName, [number, number]> = { minute: [0, 59], hour: [0, 23], dayOfMonth: [1, 31], month: [1, 12], dayOfWeek: [0, 7] };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface ParsedField {
  text: string;
  values: Set<number>;
  star: boolean;
  /** Items like "*\/7" whose step does not divide the field's span evenly. */
  unevenSteps: string[];
}

export type FieldOutcome = { ok: true; field: ParsedField } | { ok: false; message: string };

function number(name: FieldName, token: string): number | string {
  const t = token.toLowerCase();
  // three-letter abbreviations or full names
  const named = (full: string[]) => full.findIndex((n) => t === n.slice(0, 3) || t === n);
  if (name === 'month' && named(MONTHS) >= 0) return named(MONTHS) + 1;
  if (name === 'dayOfWeek' && named(DAYS) >= 0) return named(DAYS);
  if (!/^\d{1,2}$/.test(t)) return `"${token}" is not a number${name === 'month' ? ' or month name (JAN–DEC)' : name === 'dayOfWeek' ? ' or day name (SUN–SAT)' : ''}`;
  const [min, max] = RANGE[name];
  const n = Number(t);
  if (n < min || n > max) return `${n} is out of range ${min}–${max}`;
  return n;
}

/**
 * Accepts "*", "every", "every N", lists "1,15", ranges "9-17", steps "*\/15", "0-30/5", "5/10",
 * and names (JAN, MON). Day of week 7 is read as 0 (Sunday).
 */
export function parseField(name: FieldName, raw: string): FieldOutcome {
  const label = FIELD_LABEL[name];
  const fail = (message: string): FieldOutcome => ({ ok: false, message: `Invalid ${label} field "${raw}": ${message}` });
  let text = raw.trim().toLowerCase().replace(/\s*([,/-])\s*/g, '$1');
  if (text === '' || text === 'every' || text === '*' || text === '?') text = '*';
  const every = /^every\s+(\d+)$/.exec(text);
  if (every) text = `*/${every[1]}`;
  const [min, max] = RANGE[name];
  const top = name === 'dayOfWeek' ? 6 : max;
  const values = new Set<number>();
  const items: string[] = [];
  const unevenSteps: string[] = [];
  for (const item of text.split(',')) {
    const m = /^([^/-]+)(?:-([^/]+))?(?:\/(\d+))?$/.exec(item);
    if (!m) return fail(`"${item}" is not a value, range (a-b) or step (*/n, a-b/n)`);
    const [, startText, endText, stepText] = m;
    let lo: number;
    let hi: number;
    if (startText === '*') {
      if (endText !== undefined) return fail('"*" cannot start a range');
      [lo, hi] = [min, top];
    } else {
      const a = number(name, startText!);
      if (typeof a === 'string') return fail(a);
      lo = a;
      if (endText !== undefined) {
        const b = number(name, endText);
        if (typeof b === 'string') return fail(b);
        hi = b;
        if (lo > hi) return fail(`the range ${lo}-${hi} runs backwards; write the smaller value first`);
      } else hi = stepText !== undefined ? top : lo;
    }
    let step = 1;
    const span = top - min + 1;
    if (stepText !== undefined) {
      step = Number(stepText);
      if (step < 1) return fail('a step must be at least 1');
      if (step >= span) return fail(`the step ${step} must be smaller than the field's span of ${span} values (${min}–${top}); use a single value instead`);
      if (startText === '*' && span % step !== 0) unevenSteps.push(item);
    }
    for (let v = lo; v <= hi; v += step) values.add(name === 'dayOfWeek' && v === 7 ? 0 : v);
    const stepSuffix = step > 1 ? `/${step}` : '';
    const canonical = startText === '*' ? `*${stepSuffix}` : lo === hi && !stepSuffix ? String(lo) : `${lo}-${hi}${stepSuffix}`;
    if (!items.includes(canonical)) items.push(canonical);
  }
  if (items.includes('*')) items.splice(0, items.length, '*');
  const star = items[0] === '*';
  // a plain list of single values is sorted; ranges and steps keep their order
  const plain = items.every((i) => /^\d+$/.test(i));
  const out = star ? '*' : plain ? [...new Set(items.map((i) => (name === 'dayOfWeek' && i === '7' ? 0 : Number(i))))].sort((a, b) => a - b).join(',') : items.join(',');
  return { ok: true, field: { text: out, values, star, unevenSteps } };
}
