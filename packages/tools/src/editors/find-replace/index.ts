import { defineTool, failure, success, type ToolResult } from '@ctp/core';
import definition from './definition.js';

/** Longest result allowed (UTF-16 units): replacements can multiply the input. */
export const MAX_RESULT = 10_000_000;

/** Word characters in any script (UTS #18 \w): letters, marks, decimal digits, connector punctuation. */
const WORD_CLASS = '[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]';
const WORD = new RegExp(`^${WORD_CLASS}$`, 'u');

// ---------------------------------------------------------------------------
// Case folding that keeps every UTF-16 offset: each code point maps to one code
// point of the same UTF-16 length, so offsets in the folded text are offsets in
// the original. It follows Unicode simple case folding (what /i with the u flag
// uses): ſ ~ s, K (Kelvin) ~ k, ς ~ σ, ẞ ~ ß; dotted/dotless Turkish i stay apart.

const bmpFold = new Int32Array(0x10000).fill(-1);

function foldCodePoint(cp: number): number {
  if (cp === 0x130 || cp === 0x131) return cp; // İ and ı have no simple case folding
  const ch = String.fromCodePoint(cp);
  const single = (s: string) => s.length === ch.length && [...s].length === 1;
  const upper = ch.toUpperCase();
  const lower = (single(upper) ? upper : ch).toLowerCase();
  if (single(lower)) return lower.codePointAt(0)!;
  const plainLower = ch.toLowerCase();
  return single(plainLower) ? plainLower.codePointAt(0)! : cp;
}

function foldUnit(c: number): number {
  let f = bmpFold[c]!;
  if (f === -1) {
    f = foldCodePoint(c);
    if (f > 0xffff) f = c;
    bmpFold[c] = f;
  }
  return f;
}

/** Case-folds a text without changing its length or any offset. */
export function foldCase(text: string): string {
  const out = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      const cp = text.codePointAt(i)!;
      let f = foldCodePoint(cp);
      if (f <= 0xffff) f = cp;
      out[i] = 0xd800 + ((f - 0x10000) >> 10);
      out[i + 1] = 0xdc00 + ((f - 0x10000) & 0x3ff);
      i++;
    } else out[i] = c >= 0xd800 && c <= 0xdfff ? c : foldUnit(c);
  }
  let s = '';
  for (let i = 0; i < out.length; i += 8192) s += String.fromCharCode(...out.subarray(i, i + 8192));
  return s;
}

// ---------------------------------------------------------------------------

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** True when `offset` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, offset: number): boolean {
  return offset > 0 && offset < text.length && isLow(text.charCodeAt(offset)) && isHigh(text.charCodeAt(offset - 1));
}

function isWordBefore(text: string, offset: number): boolean {
  if (offset <= 0) return false;
  let start = offset - 1;
  if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
  return WORD.test(String.fromCodePoint(text.codePointAt(start)!));
}

function isWordAt(text: string, offset: number): boolean {
  return offset < text.length && WORD.test(String.fromCodePoint(text.codePointAt(offset)!));
}

/**
 * Whole word, as editors define it: the match is not glued to a word character on
 * either side. An edge of the match that is itself not a word character needs no
 * boundary (so "-" matches in "a-b", "foo" does not match in "foobar").
 */
function isWholeWord(text: string, start: number, end: number): boolean {
  const left = !isWordBefore(text, start) || !isWordAt(text, start);
  const right = !isWordAt(text, end) || !isWordBefore(text, end);
  return left && right;
}

/** Collects output pieces and enforces the result size limit. */
class Output {
  private readonly parts: string[] = [];
  size = 0;
  push(piece: string): boolean {
    this.size += piece.length;
    if (this.size > MAX_RESULT) return false;
    this.parts.push(piece);
    return true;
  }
  toString(): string {
    return this.parts.join('');
  }
}

function tooLong(count: number): ToolResult {
  return failure(
    'CONSTRAINT_VIOLATION',
    `The result would be longer than ${MAX_RESULT.toLocaleString('en')} characters (after ${count} replacements); use a shorter replacement or replace fewer matches`,
  );
}

/** Plain-text search: Knuth–Morris–Pratt over UTF-16 units, linear in text + needle even when candidates are rejected. */
function replacePlain(text: string, find: string, replacement: string, options: { caseSensitive: boolean; wholeWord: boolean; all: boolean }): ToolResult {
  const hay = options.caseSensitive ? text : foldCase(text);
  const needle = options.caseSensitive ? find : foldCase(find);
  const m = needle.length;
  const fail = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = fail[k - 1]!;
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    fail[i] = k;
  }
  const out = new Output();
  let last = 0;
  let count = 0;
  for (let i = 0, k = 0; i < hay.length; i++) {
    const c = hay.charCodeAt(i);
    while (k > 0 && c !== needle.charCodeAt(k)) k = fail[k - 1]!;
    if (c === needle.charCodeAt(k)) k++;
    if (k < m) continue;
    k = fail[m - 1]!; // keep looking for overlapping candidates
    const start = i + 1 - m;
    const end = i + 1;
    if (start < last || splitsPair(text, start) || splitsPair(text, end)) continue;
    if (options.wholeWord && !isWholeWord(text, start, end)) continue;
    if (!out.push(text.slice(last, start)) || !out.push(replacement)) return tooLong(count);
    last = end;
    count++;
    if (!options.all) break;
  }
  if (!out.push(text.slice(last))) return tooLong(count);
  return success({ result: count ? out.toString() : text, replacements: count });
}

// ---------------------------------------------------------------------------
// Regex mode. The replacement template is parsed once, following ECMAScript
// GetSubstitution, so the result is exactly what String.prototype.replace gives.

type Token = string | { group: number } | { name: string } | { part: 'match' | 'before' | 'after' };

export function parseTemplate(template: string, captureCount: number, hasNamedGroups: boolean): Token[] {
  const tokens: Token[] = [];
  let literal = '';
  const flush = () => {
    if (literal) tokens.push(literal);
    literal = '';
  };
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    const next = template[i + 1];
    if (c !== '$' || next === undefined) {
      literal += c;
      continue;
    }
    if (next === '$') {
      literal += '$';
      i++;
    } else if (next === '&' || next === '`' || next === "'") {
      flush();
      tokens.push({ part: next === '&' ? 'match' : next === '`' ? 'before' : 'after' });
      i++;
    } else if (next >= '0' && next <= '9') {
      const two = template[i + 2] !== undefined && template[i + 2]! >= '0' && template[i + 2]! <= '9';
      let digits = two ? template.slice(i + 1, i + 3) : next;
      let index = Number(digits);
      if (two && index > captureCount) {
        digits = next;
        index = Number(next);
      }
      if (index >= 1 && index <= captureCount) {
        flush();
        tokens.push({ group: index });
      } else literal += '$' + digits;
      i += digits.length;
    } else if (next === '<' && hasNamedGroups) {
      const close = template.indexOf('>', i + 2);
      if (close === -1) {
        literal += '$<';
        i++;
      } else {
        flush();
        tokens.push({ name: template.slice(i + 2, close) });
        i = close;
      }
    } else literal += '$';
  }
  flush();
  return tokens;
}

function expand(tokens: Token[], match: RegExpExecArray, text: string): string {
  if (tokens.length === 1 && typeof tokens[0] === 'string') return tokens[0];
  let s = '';
  for (const t of tokens) {
    if (typeof t === 'string') s += t;
    else if ('group' in t) s += match[t.group] ?? '';
    else if ('name' in t) s += match.groups?.[t.name] ?? '';
    else if (t.part === 'match') s += match[0];
    else if (t.part === 'before') s += text.slice(0, match.index);
    else s += text.slice(match.index + match[0].length);
  }
  return s;
}

const HINTS: Record<string, string> = {
  'Invalid escape': 'in Unicode mode only syntax characters ^$\\.*+?()[]{}|/ may be escaped outside a class, so write - " \' : without a backslash',
  'Lone quantifier brackets': 'in Unicode mode a literal { } or ] must be escaped as \\{ \\} \\]',
};

function regexError(error: unknown, flags: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "Invalid regular expression: /<pattern>/<flags>: <reason>" — drop the (possibly huge) pattern
  const marker = `/${flags}: `;
  const at = message.lastIndexOf(marker);
  const reason = at === -1 ? message.replace(/^Invalid regular expression:\s*/, '') : message.slice(at + marker.length);
  const hint = HINTS[reason];
  return `Invalid regular expression: ${reason}${hint ? ` (${hint})` : ''}`;
}

function replaceRegex(
  text: string,
  find: string,
  replacement: string,
  options: { caseSensitive: boolean; wholeWord: boolean; all: boolean; multiline: boolean; dotAll: boolean },
  signal: AbortSignal,
): ToolResult {
  const flags = `g${options.caseSensitive ? '' : 'i'}${options.multiline ? 'm' : ''}${options.dotAll ? 's' : ''}u`;
  let re: RegExp;
  try {
    re = new RegExp(find, flags);
    // a pattern that compiles alone is balanced, so wrapping it in a group is safe
    if (options.wholeWord) re = new RegExp(`(?:(?<!${WORD_CLASS})|(?!${WORD_CLASS}))(?:${find})(?:(?!${WORD_CLASS})|(?<!${WORD_CLASS}))`, flags);
  } catch (error) {
    return failure('INVALID_INPUT', regexError(error, flags));
  }
  const probe = new RegExp(`${find}|`, flags.replace('g', '')).exec('')!;
  const tokens = parseTemplate(replacement, probe.length - 1, probe.groups !== undefined);

  const out = new Output();
  let last = 0;
  let count = 0;
  re.lastIndex = 0;
  for (let match = re.exec(text); match; match = re.exec(text)) {
    if (!out.push(text.slice(last, match.index)) || !out.push(expand(tokens, match, text))) return tooLong(count);
    last = match.index + match[0].length;
    count++;
    if (!options.all) break;
    if (match[0].length === 0) {
      // step past an empty match by one code point, as String.prototype.replace does
      const i = re.lastIndex;
      re.lastIndex = i + (isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1)) ? 2 : 1);
      if (i >= text.length) break;
    }
    if ((count & 0xfff) === 0 && signal.aborted) return failure('TIMEOUT', 'Stopped at the time limit');
  }
  if (!out.push(text.slice(last))) return tooLong(count);
  return success({ result: count ? out.toString() : text, replacements: count });
}

export default defineTool(definition, (params, context) => {
  const text = params.text;
  const find = params.find;
  const replacement = params.replace;
  const options = {
    caseSensitive: params.caseSensitive,
    wholeWord: params.wholeWord,
    all: params.replaceAll,
  };
  if (params.mode === 'regex')
    return replaceRegex(text, find, replacement, { ...options, multiline: params.multiline, dotAll: params.dotAll }, context.signal);
  return replacePlain(text, find, replacement, options);
});
