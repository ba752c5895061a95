/** A string literal of each language → its text, with the position of anything invalid. */
import { utf8Encode } from '@ctp/core';
import { decodeHTMLStrict } from 'entities';
import { describeChar } from '../../_shared/base64-text.js';
import { invalidUtf8Offset } from '../../_shared/utf8-text.js';
import { hex, isSurrogate, JSON_SHORT, LiteralError, noSurrogates, where, type Language } from './literal-text.js';

/** Builds text from UTF-16 pieces, or bytes (C and Go escapes such as \xff are bytes) decoded as UTF-8 at the end. */
class Builder {
  private parts: string[] = [];
  private bytes: number[] | undefined;
  private byteSources: number[] | undefined;
  constructor(private readonly byteMode: boolean) {
    if (byteMode) {
      this.bytes = [];
      this.byteSources = [];
    }
  }
  text(s: string, source: number): void {
    if (!this.byteMode) {
      this.parts.push(s);
      return;
    }
    for (const b of utf8Encode(s)) {
      this.bytes!.push(b);
      this.byteSources!.push(source);
    }
  }
  codePoint(cp: number, source: number): void {
    this.text(String.fromCodePoint(cp), source);
  }
  /** A unit that is a raw byte in byte mode, a UTF-16 code unit otherwise. */
  unit(value: number, source: number): void {
    if (this.byteMode) {
      this.bytes!.push(value);
      this.byteSources!.push(source);
    } else this.parts.push(String.fromCharCode(value));
  }
  finish(input: string): string {
    if (!this.byteMode) return this.parts.join('');
    const bytes = Uint8Array.from(this.bytes!);
    const bad = invalidUtf8Offset(bytes);
    if (bad !== -1) {
      const source = this.byteSources![bad]!;
      throw new LiteralError(source, `the escapes produce bytes that are not valid UTF-8: byte 0x${hex(bytes[bad]!, 2, true)} (from the escape ${where(input, source)}) does not start or continue a UTF-8 character, so the result is binary data, not text`);
    }
    return new TextDecoder().decode(bytes);
  }
}

const HEX_DIGIT = /[0-9a-fA-F]/;
const OCTAL_DIGIT = /[0-7]/;

/** Reads exactly `count` hex digits at i, or throws naming the escape. */
function hexAt(text: string, i: number, count: number, escapeStart: number, escapeName: string): number {
  const digits = text.slice(i, i + count);
  if (digits.length < count || ![...digits].every((d) => HEX_DIGIT.test(d)))
    throw new LiteralError(escapeStart, `the escape ${escapeName} ${where(text, escapeStart)} needs exactly ${count} hex digits, found ${JSON.stringify(text.slice(escapeStart, i + count))}`);
  return parseInt(digits, 16);
}

/** Reads 1..max digits matching `digit` at i. */
function digitsAt(text: string, i: number, max: number, digit: RegExp): string {
  let end = i;
  while (end < i + max && end < text.length && digit.test(text[end]!)) end++;
  return text.slice(i, end);
}

interface Literal {
  start: number;
  end: number;
  quote?: string;
}

/** The part of the input between its surrounding quotes, when it has them. */
function unwrap(text: string, quotes: string[], backslashEscapes: boolean, triple = false): Literal {
  if (triple)
    for (const q of ['"""', "'''"])
      if (text.length >= 6 && text.startsWith(q) && text.endsWith(q) && !escapedAt(text, text.length - 3, backslashEscapes)) return { start: 3, end: text.length - 3, quote: q };
  const first = text[0]!;
  if (text.length >= 2 && quotes.includes(first) && text.endsWith(first) && !escapedAt(text, text.length - 1, backslashEscapes))
    return { start: 1, end: text.length - 1, quote: first };
  return { start: 0, end: text.length };
}

function escapedAt(text: string, index: number, backslashEscapes: boolean): boolean {
  if (!backslashEscapes) return false;
  let n = 0;
  for (let k = index - 1; k >= 0 && text[k] === '\\'; k--) n++;
  return n % 2 === 1;
}

function lineBreakError(text: string, i: number, quote: string, language: string, escape: string): LiteralError {
  return new LiteralError(i, `a raw line break ${where(text, i)} cannot appear inside a ${quote}-quoted ${language} string; write it as ${escape}`);
}

function quoteError(text: string, i: number, quote: string, language: string): LiteralError {
  return new LiteralError(i, `the unescaped ${quote} ${where(text, i)} would end the ${language} string early; write it as \\${quote}`);
}

function badEscape(text: string, i: number, language: string, hint = ''): LiteralError {
  const next = i + 1 < text.length ? String.fromCodePoint(text.codePointAt(i + 1)!) : '';
  if (!next) return new LiteralError(i, `the input ends with a lone backslash ${where(text, i)}; write a backslash as \\\\`);
  return new LiteralError(i, `\\${next} ${where(text, i)} is not a valid ${language} escape sequence${hint}`);
}

function unescapeJavaScript(text: string): string {
  const lit = unwrap(text, ['"', "'", '`'], true);
  const out = new Builder(false);
  for (let i = lit.start; i < lit.end; ) {
    const c = text[i]!;
    if (c === '\\') {
      const n = text[i + 1];
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };
      if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'JavaScript');
      if (simple[n] !== undefined) {
        out.text(simple[n]!, i);
        i += 2;
      } else if (n === 'x') {
        out.unit(hexAt(text, i + 2, 2, i, '\\x'), i);
        i += 4;
      } else if (n === 'u') {
        if (text[i + 2] === '{') {
          const close = text.indexOf('}', i + 3);
          const digits = close === -1 ? '' : text.slice(i + 3, close);
          if (!/^[0-9a-fA-F]+$/.test(digits) || parseInt(digits, 16) > 0x10ffff)
            throw new LiteralError(i, `the escape \\u{…} ${where(text, i)} needs 1 or more hex digits for a code point up to 10FFFF and a closing }`);
          out.codePoint(parseInt(digits, 16), i);
          i = close + 1;
        } else {
          out.unit(hexAt(text, i + 2, 4, i, '\\u'), i);
          i += 6;
        }
      } else if (n >= '0' && n <= '7') {
        if (n === '0' && !/[0-9]/.test(text[i + 2] ?? '')) {
          out.unit(0, i);
          i += 2;
        } else {
          // legacy octal escape (sloppy mode): \0-\377
          const digits = digitsAt(text, i + 1, n <= '3' ? 3 : 2, OCTAL_DIGIT);
          out.unit(parseInt(digits, 8), i);
          i += 1 + digits.length;
        }
      } else if (n === '\r') i += text[i + 2] === '\n' ? 3 : 2; // line continuation
      else if (n === '\n' || n === '\u2028' || n === '\u2029') i += 2;
      else {
        const cp = text.codePointAt(i + 1)!;
        out.codePoint(cp, i); // identity escape: \' \" \\ \` \$ \8 …
        i += cp > 0xffff ? 3 : 2;
      }
      continue;
    }
    if (lit.quote && c === lit.quote) throw quoteError(text, i, c, 'JavaScript');
    if (lit.quote === '`' && c === '$' && text[i + 1] === '{') throw new LiteralError(i, `the template substitution \${ ${where(text, i)} cannot be evaluated here; write it as \\\${ to mean the characters`);
    if (lit.quote && lit.quote !== '`' && (c === '\n' || c === '\r')) throw lineBreakError(text, i, lit.quote, 'JavaScript', '\\n');
    if (lit.quote === '`' && c === '\r') {
      // template literals normalize CRLF and CR to LF
      out.text('\n', i);
      i += text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    let j = i + 1;
    while (j < lit.end && text[j] !== '\\' && text[j] !== lit.quote && text[j] !== '\n' && text[j] !== '\r' && text[j] !== '$') j++;
    out.text(text.slice(i, j), i);
    i = j;
  }
  return out.finish(text);
}

function unescapeJson(text: string): string {
  const lit = unwrap(text, ['"'], true);
  const out: string[] = [];
  const short: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  let run = lit.start;
  for (let i = lit.start; i < lit.end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x5c && code !== 0x22 && code >= 0x20) continue;
    out.push(text.slice(run, i));
    if (code === 0x22) throw quoteError(text, i, '"', 'JSON');
    if (code < 0x20)
      throw new LiteralError(i, `the control character ${describeChar(text[i]!)} ${where(text, i)} must be escaped in JSON (as ${JSON_SHORT[code] ?? `\\u${hex(code, 4, false)}`})`);
    const n = text[i + 1];
    if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'JSON');
    if (short[n] !== undefined) {
      out.push(short[n]!);
      i += 1;
    } else if (n === 'u') {
      out.push(String.fromCharCode(hexAt(text, i + 2, 4, i, '\\u')));
      i += 5;
    } else throw badEscape(text, i, 'JSON', ' (JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)');
    run = i + 1;
  }
  out.push(text.slice(run, lit.end));
  return out.join('');
}

function unescapeJava(text: string): string {
  const lit = unwrap(text, ['"'], true);
  // Phase 1 (JLS §3.3): \uXXXX escapes (with any number of u) are translated before anything else,
  // when the backslash is preceded by an even number of raw backslashes.
  const units: number[] = [];
  const sources: number[] = [];
  let rawBackslashes = 0;
  for (let i = lit.start; i < lit.end; ) {
    const c = text.charCodeAt(i);
    if (c === 0x5c && rawBackslashes % 2 === 0 && text[i + 1] === 'u') {
      let j = i + 1;
      while (text[j] === 'u') j++;
      units.push(hexAt(text, j, 4, i, '\\u'));
      sources.push(i);
      i = j + 4;
      rawBackslashes = 0;
      continue;
    }
    rawBackslashes = c === 0x5c ? rawBackslashes + 1 : 0;
    units.push(c);
    sources.push(i);
    i++;
  }
  // Phase 2: the other escapes.
  const out: string[] = [];
  const short: Record<number, string> = { 0x62: '\b', 0x74: '\t', 0x6e: '\n', 0x66: '\f', 0x72: '\r', 0x73: ' ', 0x22: '"', 0x27: "'", 0x5c: '\\' };
  for (let k = 0; k < units.length; k++) {
    const c = units[k]!;
    if (c !== 0x5c) {
      if (lit.quote && c === 0x22) throw quoteError(text, sources[k]!, '"', 'Java');
      if (lit.quote && (c === 0x0a || c === 0x0d)) throw lineBreakError(text, sources[k]!, '"', 'Java', '\\n');
      out.push(String.fromCharCode(c));
      continue;
    }
    const n = units[k + 1];
    if (n === undefined) throw badEscape(text, sources[k]!, 'Java');
    if (short[n] !== undefined) {
      out.push(short[n]!);
      k++;
    } else if (n >= 0x30 && n <= 0x37) {
      let value = n - 0x30;
      let used = 1;
      const max = n <= 0x33 ? 3 : 2;
      while (used < max && units[k + 1 + used] !== undefined && units[k + 1 + used]! >= 0x30 && units[k + 1 + used]! <= 0x37) {
        value = value * 8 + (units[k + 1 + used]! - 0x30);
        used++;
      }
      out.push(String.fromCharCode(value));
      k += used;
    } else {
      const shown = String.fromCharCode(n);
      throw new LiteralError(sources[k]!, `\\${shown === '\n' || shown === '\r' ? '<line break>' : shown} ${where(text, sources[k]!)} is not a valid Java escape sequence (Java allows \\b \\t \\n \\f \\r \\s \\" \\' \\\\, octal \\0-\\377 and \\uXXXX)`);
    }
  }
  return out.join('');
}

/** One unescaped character of a double-quoted C or Go string, kept as UTF-8; returns the next index. */
function byteStringChar(text: string, i: number, lit: Literal, out: Builder, language: string): number {
  const c = text[i]!;
  if (lit.quote && c === '"') throw quoteError(text, i, '"', language);
  if (lit.quote && (c === '\n' || c === '\r')) throw lineBreakError(text, i, '"', language, '\\n');
  const cp = text.codePointAt(i)!;
  if (isSurrogate(cp)) noSurrogates(text.slice(0, i + 1), language);
  out.codePoint(cp, i);
  return i + (cp > 0xffff ? 2 : 1);
}

function unescapeC(text: string): string {
  const lit = unwrap(text, ['"'], true);
  const out = new Builder(true);
  const short: Record<string, number> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 0x5c, "'": 0x27, '"': 0x22, '?': 0x3f };
  for (let i = lit.start; i < lit.end; ) {
    if (text[i] !== '\\') {
      i = byteStringChar(text, i, lit, out, 'C');
      continue;
    }
    const n = text[i + 1];
    if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'C');
    if (short[n] !== undefined) {
      out.unit(short[n]!, i);
      i += 2;
    } else if (n >= '0' && n <= '7') {
      const digits = digitsAt(text, i + 1, 3, OCTAL_DIGIT);
      const value = parseInt(digits, 8);
      if (value > 0xff) throw new LiteralError(i, `the octal escape \\${digits} ${where(text, i)} is ${value}, more than a byte (\\377 is the largest)`);
      out.unit(value, i);
      i += 1 + digits.length;
    } else if (n === 'x') {
      const digits = digitsAt(text, i + 2, Infinity, HEX_DIGIT);
      if (!digits) throw new LiteralError(i, `the escape \\x ${where(text, i)} needs hex digits`);
      const value = parseInt(digits, 16);
      if (digits.replace(/^0+/, '').length > 2)
        throw new LiteralError(i, `the hex escape \\x${digits} ${where(text, i)} is more than a byte: \\x takes every following hex digit, so end the string and start another ("\\x${digits.slice(0, 2)}" "${digits.slice(2)}") to put digits after it`);
      out.unit(value, i);
      i += 2 + digits.length;
    } else if (n === 'u' || n === 'U') {
      const count = n === 'u' ? 4 : 8;
      const cp = hexAt(text, i + 2, count, i, `\\${n}`);
      if (cp > 0x10ffff || isSurrogate(cp)) throw new LiteralError(i, `the escape \\${n}${hex(cp, count, true)} ${where(text, i)} is not a Unicode character`);
      out.codePoint(cp, i);
      i += 2 + count;
    } else if (n === '\n') i += 2;
    else if (n === '\r') i += text[i + 2] === '\n' ? 3 : 2;
    else throw badEscape(text, i, 'C', ' (C allows \\a \\b \\f \\n \\r \\t \\v \\\\ \\\' \\" \\?, octal \\ooo, \\xhh, \\uXXXX and \\UXXXXXXXX)');
  }
  return out.finish(text);
}

function unescapePython(text: string, warnings: string[]): string {
  const lit = unwrap(text, ['"', "'"], true, true);
  const triple = lit.quote?.length === 3;
  const out = new Builder(false);
  const short: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  const unknown: string[] = [];
  for (let i = lit.start; i < lit.end; ) {
    const c = text[i]!;
    if (c !== '\\') {
      if (lit.quote && !triple && c === lit.quote) throw quoteError(text, i, c, 'Python');
      if (lit.quote && !triple && (c === '\n' || c === '\r')) throw lineBreakError(text, i, lit.quote, 'Python', '\\n (or use a triple-quoted string)');
      out.text(c, i);
      i++;
      continue;
    }
    const n = text[i + 1];
    if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'Python');
    if (short[n] !== undefined) {
      out.text(short[n]!, i);
      i += 2;
    } else if (n >= '0' && n <= '7') {
      const digits = digitsAt(text, i + 1, 3, OCTAL_DIGIT);
      out.codePoint(parseInt(digits, 8), i);
      i += 1 + digits.length;
    } else if (n === 'x' || n === 'u' || n === 'U') {
      const count = n === 'x' ? 2 : n === 'u' ? 4 : 8;
      const cp = hexAt(text, i + 2, count, i, `\\${n}`);
      if (cp > 0x10ffff) throw new LiteralError(i, `the escape \\U${hex(cp, 8, false)} ${where(text, i)} is beyond U+10FFFF`);
      if (count === 8) out.codePoint(cp, i);
      else out.unit(cp, i);
      i += 2 + count;
    } else if (n === 'N') throw new LiteralError(i, `named escapes like \\N{…} ${where(text, i)} are not supported here; replace it with the character or its \\u escape`);
    else if (n === '\n') i += 2;
    else if (n === '\r') i += text[i + 2] === '\n' ? 3 : 2;
    else {
      // Python keeps unknown escapes as they are (with a SyntaxWarning since 3.12)
      if (unknown.length < 3) unknown.push(`\\${n} ${where(text, i)}`);
      out.text('\\', i);
      i++;
    }
  }
  if (unknown.length) warnings.push(`Python keeps unrecognized escapes as a backslash and the character (and warns about them since 3.12): ${unknown.join(', ')}.`);
  return out.finish(text);
}

function unescapeGo(text: string): string {
  if (text.length >= 2 && text.startsWith('`') && text.endsWith('`')) {
    // raw string: no escapes; carriage returns are discarded
    const body = text.slice(1, -1);
    const tick = body.indexOf('`');
    if (tick !== -1) throw new LiteralError(tick + 1, `a raw Go string cannot contain a backtick (${where(text, tick + 1)})`);
    return body.replace(/\r/g, '');
  }
  const lit = unwrap(text, ['"'], true);
  const out = new Builder(true);
  const short: Record<string, number> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 0x5c, '"': 0x22 };
  for (let i = lit.start; i < lit.end; ) {
    if (text[i] !== '\\') {
      i = byteStringChar(text, i, lit, out, 'Go');
      continue;
    }
    const n = text[i + 1];
    if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'Go');
    if (short[n] !== undefined) {
      out.unit(short[n]!, i);
      i += 2;
    } else if (n >= '0' && n <= '7') {
      const digits = digitsAt(text, i + 1, 3, OCTAL_DIGIT);
      if (digits.length !== 3) throw new LiteralError(i, `the octal escape \\${digits} ${where(text, i)} needs exactly 3 octal digits in Go (e.g. \\00${digits[0]})`);
      const value = parseInt(digits, 8);
      if (value > 0xff) throw new LiteralError(i, `the octal escape \\${digits} ${where(text, i)} is more than a byte (\\377 is the largest)`);
      out.unit(value, i);
      i += 4;
    } else if (n === 'x') {
      out.unit(hexAt(text, i + 2, 2, i, '\\x'), i);
      i += 4;
    } else if (n === 'u' || n === 'U') {
      const count = n === 'u' ? 4 : 8;
      const cp = hexAt(text, i + 2, count, i, `\\${n}`);
      if (cp > 0x10ffff || isSurrogate(cp)) throw new LiteralError(i, `the escape \\${n}${hex(cp, count, false)} ${where(text, i)} is not a valid Unicode code point (surrogate halves and values beyond 10FFFF are invalid in Go)`);
      out.codePoint(cp, i);
      i += 2 + count;
    } else throw badEscape(text, i, 'Go', n === "'" ? " (\\' is only for rune literals; write ' as is)" : ' (Go allows \\a \\b \\f \\n \\r \\t \\v \\\\ \\", \\ooo, \\xhh, \\uXXXX and \\UXXXXXXXX)');
  }
  return out.finish(text);
}

/** SQL ('' doubling) and MySQL (also backslash escapes). */
function unescapeSql(text: string, mysql: boolean): string {
  const lit = unwrap(text, mysql ? ["'", '"'] : ["'"], mysql);
  const q = lit.quote ?? "'";
  const out: string[] = [];
  const short: Record<string, string> = { '0': '\0', "'": "'", '"': '"', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a', '\\': '\\', '%': '\\%', _: '\\_' };
  for (let i = lit.start; i < lit.end; i++) {
    const c = text[i]!;
    if (c === q) {
      if (text[i + 1] === q && i + 1 < lit.end) {
        out.push(q);
        i++;
        continue;
      }
      throw new LiteralError(i, `the ${q} ${where(text, i)} would end the ${mysql ? 'MySQL' : 'SQL'} string; inside a string it is written ${q}${q}`);
    }
    if (mysql && c === '\\') {
      const n = text[i + 1];
      if (n === undefined || i + 1 >= lit.end) throw badEscape(text, i, 'MySQL');
      const cp = text.codePointAt(i + 1)!;
      out.push(short[n] ?? String.fromCodePoint(cp)); // MySQL drops the backslash of unknown escapes
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    out.push(c);
  }
  return out.join('');
}

function ansiC(text: string, start: number, out: string[]): number {
  // $'…' (bash, zsh, ksh; POSIX 2024): returns the index after the closing quote
  const short: Record<string, string> = { a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };
  const bytes: number[] = [];
  const flush = () => {
    if (bytes.length) {
      const chunk = Uint8Array.from(bytes.splice(0));
      const bad = invalidUtf8Offset(chunk);
      if (bad !== -1) throw new LiteralError(start, `the $'…' string ${where(text, start)} produces bytes that are not valid UTF-8 (byte 0x${hex(chunk[bad]!, 2, true)})`);
      out.push(new TextDecoder().decode(chunk));
    }
  };
  let i = start + 2;
  for (;;) {
    if (i >= text.length) throw new LiteralError(start, `the $'…' string ${where(text, start)} is never closed with '`);
    const c = text[i]!;
    if (c === "'") {
      flush();
      return i + 1;
    }
    if (c !== '\\') {
      flush();
      out.push(c);
      i++;
      continue;
    }
    const n = text[i + 1] ?? '';
    if (short[n] !== undefined) {
      flush();
      out.push(short[n]!);
      i += 2;
    } else if (n >= '0' && n <= '7') {
      const digits = digitsAt(text, i + 1, 3, OCTAL_DIGIT);
      bytes.push(parseInt(digits, 8) & 0xff);
      i += 1 + digits.length;
    } else if (n === 'x') {
      const digits = digitsAt(text, i + 2, 2, HEX_DIGIT);
      if (!digits) throw new LiteralError(i, `\\x ${where(text, i)} needs hex digits`);
      bytes.push(parseInt(digits, 16));
      i += 2 + digits.length;
    } else if (n === 'u' || n === 'U') {
      const digits = digitsAt(text, i + 2, n === 'u' ? 4 : 8, HEX_DIGIT);
      const cp = parseInt(digits, 16);
      if (!digits || cp > 0x10ffff || isSurrogate(cp)) throw new LiteralError(i, `\\${n}${digits} ${where(text, i)} is not a valid Unicode escape`);
      flush();
      out.push(String.fromCodePoint(cp));
      i += 2 + digits.length;
    } else if (n === 'c' && text[i + 2]) {
      flush();
      out.push(String.fromCharCode(text.charCodeAt(i + 2) & 0x1f));
      i += 3;
    } else {
      flush();
      out.push('\\', n);
      i += 1 + n.length;
    }
  }
}

function unescapeShell(text: string, warnings: string[]): string {
  const out: string[] = [];
  const glob: number[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) throw new LiteralError(i, `the single quote ${where(text, i)} is never closed`);
      out.push(text.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw new LiteralError(i, `the double quote ${where(text, i)} is never closed`);
        const d = text[j]!;
        if (d === '"') break;
        if (d === '\\') {
          const n = text[j + 1];
          if (n === '\n') j += 2;
          else if (n === '$' || n === '`' || n === '"' || n === '\\') {
            out.push(n);
            j += 2;
          } else {
            out.push('\\');
            j++;
          }
          continue;
        }
        if (d === '$' || d === '`')
          throw new LiteralError(j, `${d === '$' ? "'$'" : "'`'"} ${where(text, j)} inside double quotes starts an expansion that only a running shell can evaluate; escape it as \\${d} if it is meant literally`);
        out.push(d);
        j++;
      }
      i = j + 1;
    } else if (c === '\\') {
      const n = text[i + 1];
      if (n === undefined) throw new LiteralError(i, `the input ends with a lone backslash ${where(text, i)}`);
      if (n !== '\n') out.push(String.fromCodePoint(text.codePointAt(i + 1)!));
      i += n === '\n' ? 2 : text.codePointAt(i + 1)! > 0xffff ? 3 : 2;
    } else if (c === '$' && text[i + 1] === "'") i = ansiC(text, i, out);
    else if (c === '$' || c === '`') throw new LiteralError(i, `the unquoted ${c} ${where(text, i)} starts an expansion that only a running shell can evaluate; quote it ('${c}') if it is meant literally`);
    else if (c === ' ' || c === '\t' || c === '\n') throw new LiteralError(i, `unquoted whitespace ${where(text, i)} splits the input into several shell words; quote the whole value to make it one argument`);
    else if ('|&;<>()'.includes(c)) throw new LiteralError(i, `the unquoted '${c}' ${where(text, i)} is a shell operator, not part of a word; quote it`);
    else {
      if ('*?[{'.includes(c) || (c === '~' && i === 0) || (c === '#' && i === 0)) glob.push(i);
      out.push(c);
      i++;
    }
  }
  if (glob.length)
    warnings.push(`Unquoted ${glob.map((k) => `'${text[k]}' ${where(text, k)}`).slice(0, 3).join(', ')}: a shell may expand ${glob.length === 1 ? 'it' : 'them'} (file names, home directory) or treat # as a comment; the result shows ${glob.length === 1 ? 'it' : 'them'} literally.`);
  return out.join('');
}

function unescapeRegex(text: string): string {
  const m = /^\/([\s\S]*)\/([dgimsuvy]*)$/.exec(text);
  const start = m ? 1 : 0;
  const end = m ? 1 + m[1]!.length : text.length;
  const out = new Builder(false);
  for (let i = start; i < end; ) {
    const c = text[i]!;
    if (c === '\\') {
      const n = text[i + 1];
      if (n === undefined || i + 1 >= end) throw badEscape(text, i, 'regex');
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
      if (simple[n] !== undefined) {
        out.text(simple[n]!, i);
        i += 2;
      } else if (n === 'x') {
        out.unit(hexAt(text, i + 2, 2, i, '\\x'), i);
        i += 4;
      } else if (n === 'u' && text[i + 2] === '{') {
        const close = text.indexOf('}', i + 3);
        const digits = close === -1 ? '' : text.slice(i + 3, close);
        if (!/^[0-9a-fA-F]+$/.test(digits) || parseInt(digits, 16) > 0x10ffff) throw new LiteralError(i, `the escape \\u{…} ${where(text, i)} needs hex digits of a code point and a closing }`);
        out.codePoint(parseInt(digits, 16), i);
        i = close + 1;
      } else if (n === 'u') {
        out.unit(hexAt(text, i + 2, 4, i, '\\u'), i);
        i += 6;
      } else if (n === '0' && !/[0-9]/.test(text[i + 2] ?? '')) {
        out.unit(0, i);
        i += 2;
      } else if (/[A-Za-z0-9]/.test(n))
        throw new LiteralError(i, `\\${n} ${where(text, i)} is a character class, anchor or back-reference, not one literal character; the pattern does not match a single fixed string`);
      else {
        const cp = text.codePointAt(i + 1)!;
        out.codePoint(cp, i);
        i += cp > 0xffff ? 3 : 2;
      }
      continue;
    }
    if ('^$.*+?()[]{}|'.includes(c))
      throw new LiteralError(i, `the unescaped '${c}' ${where(text, i)} is a regex operator, so the pattern does not match a single fixed string; escape it as \\${c} to mean the character`);
    out.text(c, i);
    i++;
  }
  return out.finish(text);
}

function unescapeCsv(text: string): string {
  if (!text.startsWith('"')) return text;
  if (text.length < 2 || !text.endsWith('"')) throw new LiteralError(0, `the quoted field opened ${where(text, 0)} is never closed with "`);
  const body = text.slice(1, -1);
  for (let k = body.indexOf('"'); k !== -1; k = body.indexOf('"', k + 2))
    if (body[k + 1] !== '"') throw new LiteralError(k + 1, `the " ${where(text, k + 1)} inside a quoted field must be doubled ("")`);
  return body.replace(/""/g, '"');
}

function unescapeXml(text: string): string {
  const lit = unwrap(text, ['"', "'"], false);
  const body = text.slice(lit.start, lit.end);
  return body.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g, (ref, name: string, offset: number) => {
    const at = lit.start + offset;
    if (name[0] === '#') {
      const cp = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!(cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff)))
        throw new LiteralError(at, `the character reference ${ref} ${where(text, at)} is not a character allowed in XML`);
      return String.fromCodePoint(cp);
    }
    const decoded = decodeHTMLStrict(ref);
    if (decoded === ref) throw new LiteralError(at, `${ref} ${where(text, at)} is not a known XML or HTML entity`);
    return decoded;
  });
}

export function unescape(language: Language, text: string, warnings: string[]): string {
  switch (language) {
    case 'javascript':
      return unescapeJavaScript(text);
    case 'json':
      return unescapeJson(text);
    case 'java':
      return unescapeJava(text);
    case 'c':
      return unescapeC(text);
    case 'python':
      return unescapePython(text, warnings);
    case 'go':
      return unescapeGo(text);
    case 'sql':
      return unescapeSql(text, false);
    case 'mysql':
      return unescapeSql(text, true);
    case 'shell':
      return unescapeShell(text, warnings);
    case 'regex':
      return unescapeRegex(text);
    case 'csv':
      return unescapeCsv(text);
    case 'xml':
      return unescapeXml(text);
  }
}
