/**
 * .env reading and writing with the rules of the dotenv package (parse()):
 * KEY=value or KEY: value lines, optional `export `, # comments, values in
 * '…', "…" or `…` that may span lines, and \n / \r expanded in double quotes
 * only. Lines that are not bindings are skipped, as dotenv does. Variable
 * expansion ($VAR) belongs to dotenv-expand and is not done.
 */

export interface EnvBinding {
  key: string;
  value: string;
  line: number;
}

export interface EnvParse {
  bindings: EnvBinding[];
  /** 1-based numbers of non-blank, non-comment lines that held no binding. */
  skipped: number[];
}

const KEY_CHAR = /[A-Za-z0-9_.-]/;
const QUOTES = `'"\``;
/** dotenv's \s (JavaScript whitespace) other than the line feed. */
const isSpace = (ch: string | undefined) => ch !== undefined && ch !== '\n' && /\s/.test(ch);
const isAnySpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/** After a closing quote: only whitespace, then a line end, the end, or a # comment. */
function tailOk(text: string, at: number): boolean {
  let p = at;
  let crossedLine = false;
  while (p < text.length && isAnySpace(text[p])) {
    if (text[p] === '\n') crossedLine = true;
    p++;
  }
  return crossedLine || p === text.length || text[p] === '#';
}

/**
 * End (exclusive) of a quoted value opened at `open`, or -1. The closing quote
 * is the first one not preceded by a backslash; if what follows it is not a
 * line end or comment, an escaped one before it is tried, last first (this is
 * how dotenv's backtracking pattern behaves).
 */
function quotedEnd(text: string, open: number): number {
  const q = text[open]!;
  const escaped: number[] = [];
  let p = open + 1;
  let closing = -1;
  while (p < text.length) {
    if (text[p] === '\\' && text[p + 1] === q) {
      escaped.push(p + 1);
      p += 2;
    } else if (text[p] === q) {
      closing = p;
      break;
    } else p++;
  }
  if (closing !== -1 && tailOk(text, closing + 1)) return closing + 1;
  for (let i = escaped.length - 1; i >= 0; i--) if (tailOk(text, escaped[i]! + 1)) return escaped[i]! + 1;
  return -1;
}

function unquote(raw: string): string {
  const value = raw.trim();
  const q = value[0];
  if (value.length < 2 || q === undefined || !QUOTES.includes(q) || value[value.length - 1] !== q) return value;
  const inner = value.slice(1, -1);
  return q === '"' ? inner.replace(/\\n/g, '\n').replace(/\\r/g, '\r') : inner;
}

/** Tries a binding at `start` (a line start); returns it and where it ends. */
function bindingAt(text: string, start: number): { key: string; value: string; end: number } | undefined {
  for (const withExport of [true, false]) {
    let p = start;
    while (isSpace(text[p])) p++;
    if (withExport) {
      if (!text.startsWith('export', p) || !isSpace(text[p + 6])) continue;
      p += 6;
      while (isSpace(text[p])) p++;
    }
    const keyStart = p;
    while (p < text.length && KEY_CHAR.test(text[p]!)) p++;
    if (p === keyStart) continue;
    const key = text.slice(keyStart, p);
    let q = p;
    while (isSpace(text[q])) q++;
    if (text[q] === '=') p = q + 1;
    else if (text[p] === ':' && isSpace(text[p + 1])) p += 2;
    else continue;
    // a quoted value, possibly after whitespace (dotenv lets it start on a later line)
    let v = p;
    while (isAnySpace(text[v])) v++;
    if (QUOTES.includes(text[v] ?? '')) {
      const end = quotedEnd(text, v);
      if (end !== -1) return { key, value: unquote(text.slice(p, end)), end };
    }
    // unquoted: up to a # or the line end
    let end = p;
    while (end < text.length && text[end] !== '#' && text[end] !== '\n') end++;
    return { key, value: unquote(text.slice(p, end)), end };
  }
  return undefined;
}

export function parseEnv(source: string): EnvParse {
  const text = source.replace(/\r\n?/g, '\n');
  const bindings: EnvBinding[] = [];
  const skipped: number[] = [];
  let line = 1;
  let pos = 0;
  while (pos < text.length) {
    const found = bindingAt(text, pos);
    let next: number;
    if (found) {
      bindings.push({ key: found.key, value: found.value, line });
      for (let i = pos; i < found.end; i++) if (text.charCodeAt(i) === 10) line++;
      next = text.indexOf('\n', found.end);
    } else {
      next = text.indexOf('\n', pos);
      const content = text.slice(pos, next === -1 ? text.length : next).trim();
      if (content !== '' && !content.startsWith('#')) skipped.push(line);
    }
    if (next === -1) break;
    pos = next + 1;
    line++;
  }
  return { bindings, skipped };
}

export const ENV_KEY = /^[A-Za-z0-9_.-]+$/;

/** The value as dotenv will read it back, or undefined when no quoting can carry it. */
export function formatEnvValue(value: string): string | undefined {
  const plain = value === '' || (value === value.trim() && !/[#\n\r]/.test(value) && !QUOTES.includes(value[0]!));
  if (plain) return value;
  if (!value.includes("'") && !value.includes('\r')) return `'${value}'`;
  if (!value.includes('"') && !/\\[nr]/.test(value)) return `"${value.replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
  if (!value.includes('`') && !value.includes('\r')) return `\`${value}\``;
  return undefined;
}
