/** Text → a string literal of each language. */
import { utf8Encode } from '@ctp/core';
import jsesc from 'jsesc';
import { describeChar } from '../../_shared/base64-text.js';
import { charAt, hex, isSurrogate, JSON_SHORT, LiteralError, noSurrogates, where, type Language } from './literal-text.js';

export interface EscapeOptions {
  quote: string;
  wrap: boolean;
  ascii: boolean;
  codePoints: boolean;
}

/** Control characters and invisible formatting characters (bidi controls, zero-width space, BOM…): always escaped. */
function isInvisible(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0xad ||
    cp === 0x61c ||
    cp === 0x180e ||
    cp === 0x200b ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x2066 && cp <= 0x206f) ||
    cp === 0xfeff ||
    (cp >= 0xfff9 && cp <= 0xfffb)
  );
}

/** \uXXXX, as a surrogate pair beyond U+FFFF. */
function u4(cp: number, upper: boolean): string {
  if (cp <= 0xffff) return `\\u${hex(cp, 4, upper)}`;
  const v = cp - 0x10000;
  return `\\u${hex(0xd800 + (v >> 10), 4, upper)}\\u${hex(0xdc00 + (v & 0x3ff), 4, upper)}`;
}

/**
 * Escapes code point by code point: `map` returns the replacement for a code
 * point or undefined to keep it. Runs of kept characters are copied in one slice.
 */
function escapeEach(text: string, map: (cp: number, index: number) => string | undefined): string {
  const out: string[] = [];
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const size = cp > 0xffff ? 2 : 1;
    const replacement = map(cp, i);
    if (replacement !== undefined) {
      if (run < i) out.push(text.slice(run, i));
      out.push(replacement);
      run = i + size;
    }
    i += size;
  }
  if (run === 0) return text;
  if (run < text.length) out.push(text.slice(run));
  return out.join('');
}

function utf8Octal(cp: number): string {
  let s = '';
  for (const b of utf8Encode(String.fromCodePoint(cp))) s += `\\${b.toString(8).padStart(3, '0')}`;
  return s;
}

const C_SHORT: Record<number, string> = { 0x22: '\\"', 0x5c: '\\\\', 0x07: '\\a', 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t', 0x0b: '\\v' };

function escapeJavaScript(text: string, o: EscapeOptions): string {
  const quotes = o.quote === '`' ? 'backtick' : o.quote === "'" ? 'single' : 'double';
  const escaped = jsesc(text, { quotes, wrap: o.wrap, es6: o.codePoints, minimal: !o.ascii });
  if (o.ascii) return escaped;
  // jsesc's minimal mode leaves control and invisible characters raw: escape them (its escapes are ASCII, so this cannot touch them)
  return escapeEach(escaped, (cp) => (isInvisible(cp) ? (cp < 0x100 ? `\\x${hex(cp, 2, true)}` : `\\u${hex(cp, 4, true)}`) : undefined));
}

function escapeJsonLike(text: string, o: EscapeOptions, upper: boolean): string {
  const body = escapeEach(text, (cp) => JSON_SHORT[cp] ?? (isInvisible(cp) || isSurrogate(cp) || (o.ascii && cp > 0x7e) ? u4(cp, upper) : undefined));
  return o.wrap ? `"${body}"` : body;
}

function escapeC(text: string, o: EscapeOptions): string {
  noSurrogates(text, 'C');
  const body = escapeEach(text, (cp, i) => {
    const short = C_SHORT[cp];
    if (short) return short;
    if (cp === 0x3f && text.charCodeAt(i - 1) === 0x3f) return '\\?'; // "??=" would be a trigraph
    if (cp < 0x20 || cp === 0x7f) return `\\${cp.toString(8).padStart(3, '0')}`;
    if (cp > 0x7f && (o.ascii || isInvisible(cp))) return utf8Octal(cp);
    return undefined;
  });
  return o.wrap ? `"${body}"` : body;
}

function escapePython(text: string, o: EscapeOptions): string {
  const q = o.quote.charCodeAt(0);
  const body = escapeEach(text, (cp) => {
    if (cp === q) return `\\${o.quote}`;
    if (cp === 0x5c) return '\\\\';
    if (cp === 0x0a) return '\\n';
    if (cp === 0x0d) return '\\r';
    if (cp === 0x09) return '\\t';
    if (isInvisible(cp) || isSurrogate(cp) || (o.ascii && cp > 0x7e)) {
      if (cp < 0x100) return `\\x${hex(cp, 2, false)}`;
      return cp > 0xffff ? `\\U${hex(cp, 8, false)}` : `\\u${hex(cp, 4, false)}`;
    }
    return undefined;
  });
  return o.wrap ? `${o.quote}${body}${o.quote}` : body;
}

function escapeGo(text: string, o: EscapeOptions): string {
  noSurrogates(text, 'Go');
  const body = escapeEach(text, (cp) => {
    const short = C_SHORT[cp];
    if (short) return short;
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2, false)}`;
    if (cp > 0x7f && (o.ascii || isInvisible(cp))) return cp > 0xffff ? `\\U${hex(cp, 8, false)}` : `\\u${hex(cp, 4, false)}`;
    return undefined;
  });
  return o.wrap ? `"${body}"` : body;
}

const MYSQL: Record<number, string> = { 0x00: '\\0', 0x27: "\\'", 0x22: '\\"', 0x5c: '\\\\', 0x0a: '\\n', 0x0d: '\\r', 0x1a: '\\Z' };

function escapeShell(text: string, o: EscapeOptions): string {
  const nul = text.indexOf('\0');
  if (nul !== -1) throw new LiteralError(nul, `a NUL character (U+0000) ${where(text, nul)} cannot be part of a shell argument`);
  if (!o.wrap && /^[A-Za-z0-9_@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, "'\\''")}'`;
}

function escapeRegex(text: string): string {
  return escapeEach(text, (cp) => {
    if (cp < 0x80 && '\\^$.*+?()[]{}|/'.includes(String.fromCharCode(cp))) return `\\${String.fromCharCode(cp)}`;
    if (cp === 0x0a) return '\\n';
    if (cp === 0x0d) return '\\r';
    if (cp === 0x09) return '\\t';
    if (cp === 0x0c) return '\\f';
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2, true)}`;
    return undefined;
  });
}

function escapeCsv(text: string, o: EscapeOptions, warnings: string[]): string {
  if (/^[=+\-@\t\r]/.test(text))
    warnings.push(`The field starts with ${describeChar(text[0]!)}: spreadsheet apps (Excel, Sheets) may run it as a formula (CSV injection). If the file will be opened there, prefix the value with a single quote (').`);
  const needsQuotes = o.wrap || /[",;\t\r\n]/.test(text) || /^[ \t]|[ \t]$/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

const XML_SHORT: Record<number, string> = { 0x26: '&amp;', 0x3c: '&lt;', 0x3e: '&gt;', 0x22: '&quot;', 0x27: '&#39;', 0x09: '&#9;', 0x0a: '&#10;', 0x0d: '&#13;' };

function escapeXml(text: string, o: EscapeOptions): string {
  const body = escapeEach(text, (cp, i) => {
    const short = XML_SHORT[cp];
    if (short) return short;
    if ((cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || isSurrogate(cp) || cp === 0xfffe || cp === 0xffff)
      throw new LiteralError(i, `${charAt(text, i)} ${where(text, i)} is not allowed in XML 1.0, not even as a character reference`);
    if (isInvisible(cp) || (o.ascii && cp > 0x7e)) return `&#x${hex(cp, 1, true)};`;
    return undefined;
  });
  return o.wrap ? `${o.quote}${body}${o.quote}` : body;
}

export function escape(language: Language, text: string, o: EscapeOptions, warnings: string[]): string {
  switch (language) {
    case 'javascript':
      return escapeJavaScript(text, o);
    case 'json':
      return escapeJsonLike(text, o, false);
    case 'java':
      return escapeJsonLike(text, o, true);
    case 'c':
      return escapeC(text, o);
    case 'python':
      return escapePython(text, o);
    case 'go':
      return escapeGo(text, o);
    case 'sql':
      return `'${text.replace(/'/g, "''")}'`;
    case 'mysql':
      return `'${escapeEach(text, (cp) => MYSQL[cp])}'`;
    case 'shell':
      return escapeShell(text, o);
    case 'regex':
      return escapeRegex(text);
    case 'csv':
      return escapeCsv(text, o, warnings);
    case 'xml':
      return escapeXml(text, o);
  }
}
