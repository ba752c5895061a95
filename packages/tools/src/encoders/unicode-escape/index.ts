import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

type Forms = Record<string, number>;

const hex = (n: number, width: number, upper: boolean) => {
  const h = n.toString(16).padStart(width, '0');
  return upper ? h.toUpperCase() : h;
};

function escape(text: string, format: string, onlyNonAscii: boolean, upper: boolean): { result: string; count: number } {
  let count = 0;
  if (format === 'codepoints') {
    const items = Array.from(text, (ch) => `U+${hex(ch.codePointAt(0)!, 4, upper)}`);
    return { result: items.join(' '), count: items.length };
  }
  const encoder = new TextEncoder();
  const chars = Array.from(text);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const backslashForm = format !== 'htmlHex' && format !== 'htmlDecimal';
    if (onlyNonAscii && cp < 0x80) {
      // a literal backslash would read as the start of an escape
      out += backslashForm && ch === '\\' ? '\\\\' : ch;
      continue;
    }
    count++;
    switch (format) {
      case 'js':
        for (let j = 0; j < ch.length; j++) out += `\\u${hex(ch.charCodeAt(j), 4, upper)}`;
        count += ch.length - 1; // a surrogate pair is two escapes
        break;
      case 'es6':
        out += `\\u{${hex(cp, 1, upper)}}`;
        break;
      case 'python':
        out += cp > 0xffff ? `\\U${hex(cp, 8, upper)}` : `\\u${hex(cp, 4, upper)}`;
        break;
      case 'hex': {
        const bytes = encoder.encode(ch);
        for (const byte of bytes) out += `\\x${hex(byte, 2, upper)}`;
        count += bytes.length - 1; // one escape per byte
        break;
      }
      case 'htmlHex':
        out += `&#x${hex(cp, 1, upper)};`;
        break;
      case 'htmlDecimal':
        out += `&#${cp};`;
        break;
      default: {
        // CSS: an escape ends at the first non-hex character; a space terminates it when the next one is hex or blank
        const next = chars[i + 1];
        const needsSpace = onlyNonAscii && next !== undefined && /^[0-9A-Fa-f \t\n\r\f]$/.test(next);
        out += `\\${hex(cp, 1, upper)}${needsSpace ? ' ' : ''}`;
      }
    }
  }
  return { result: out, count };
}

class EscapeError extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

const SIMPLE: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '\\': '\\', '"': '"', "'": "'", '/': '/', '`': '`' };
const HEX = /^[0-9A-Fa-f]$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function codePoint(value: number, at: number, source: string): string {
  if (value > 0x10ffff) throw new EscapeError(at, `"${source}" is beyond U+10FFFF, the largest Unicode code point`);
  return value > 0xffff ? String.fromCodePoint(value) : String.fromCharCode(value);
}

function unescape(text: string, forms: Forms): string {
  const count = (form: string) => (forms[form] = (forms[form] ?? 0) + 1);
  const hexRun = (from: number, max: number) => {
    let j = from;
    while (j < text.length && j - from < max && HEX.test(text[j]!)) j++;
    return j;
  };
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      const k = text[i + 1]!;
      if (k === 'u' && text[i + 2] === '{') {
        const end = hexRun(i + 3, 32); // leading zeros are allowed
        if (end === i + 3 || text[end] !== '}') throw new EscapeError(i, `"${text.slice(i, end + 1)}" is not a valid \\u{…} escape: hex digits up to 10FFFF, then }`);
        out += codePoint(parseInt(text.slice(i + 3, end), 16), i, text.slice(i, end + 1));
        count('es6');
        i = end + 1;
      } else if (k === 'u' || k === 'U') {
        const width = k === 'u' ? 4 : 8;
        const end = hexRun(i + 2, width);
        if (end - i - 2 !== width) throw new EscapeError(i, `"${text.slice(i, end + 1)}" is not a valid \\${k} escape: it needs exactly ${width} hex digits`);
        out += codePoint(parseInt(text.slice(i + 2, end), 16), i, text.slice(i, end));
        count(k === 'u' ? 'js' : 'python');
        i = end;
      } else if (k === 'x') {
        // a run of \xHH: UTF-8 bytes when they form valid UTF-8, else one character per byte (Latin-1)
        const bytes: number[] = [];
        while (text[i] === '\\' && text[i + 1] === 'x') {
          const end = hexRun(i + 2, 2);
          if (end - i - 2 !== 2) throw new EscapeError(i, `"${text.slice(i, end + 1)}" is not a valid \\x escape: it needs exactly 2 hex digits`);
          bytes.push(parseInt(text.slice(i + 2, end), 16));
          count('hex');
          i = end;
        }
        const array = new Uint8Array(bytes);
        try {
          out += utf8.decode(array);
        } catch {
          out += String.fromCharCode(...array.slice(0, 65_536));
          for (let b = 65_536; b < array.length; b += 65_536) out += String.fromCharCode(...array.slice(b, b + 65_536));
        }
      } else if (HEX.test(k)) {
        // CSS: 1–6 hex digits, then one optional blank (CR LF counts as one)
        const end = hexRun(i + 1, 6);
        const value = parseInt(text.slice(i + 1, end), 16);
        let next = end;
        if (text.startsWith('\r\n', next)) next += 2;
        else if (/^[ \t\n\r\f]$/.test(text[next] ?? '')) next++;
        out += value === 0 || (value >= 0xd800 && value <= 0xdfff) ? '\uFFFD' : codePoint(value, i, text.slice(i, end));
        count('css');
        i = next;
      } else if (k in SIMPLE) {
        out += SIMPLE[k];
        count('simple');
        i += 2;
      } else {
        out += c + k; // not an escape this tool knows: kept as written
        i += 2;
      }
    } else if (c === '&' && text[i + 1] === '#') {
      const isHex = text[i + 2] === 'x' || text[i + 2] === 'X';
      const start = i + (isHex ? 3 : 2);
      let end = start;
      while (end < text.length && (isHex ? HEX : /^[0-9]$/).test(text[end]!)) end++;
      if (end === start) {
        out += c;
        i++;
        continue;
      }
      if (text[end] !== ';') throw new EscapeError(i, `"${text.slice(i, end + 1)}" is not a valid character reference: it must end with ";"`);
      out += codePoint(end - start > 8 ? Infinity : parseInt(text.slice(start, end), isHex ? 16 : 10), i, text.slice(i, end + 1));
      count(isHex ? 'htmlHex' : 'htmlDecimal');
      i = end + 1;
    } else if ((c === 'U' || c === 'u') && text[i + 1] === '+' && !/[\p{L}\p{N}_]/u.test(text[i - 1] ?? ' ')) {
      const end = hexRun(i + 2, 7);
      if (end - i - 2 < 4 || end - i - 2 > 6) {
        out += c;
        i++;
        continue;
      }
      out += codePoint(parseInt(text.slice(i + 2, end), 16), i, text.slice(i, end));
      count('codepoints');
      i = end;
      // separators between consecutive U+ items belong to the list, not the text
      const gap = /^[\s,;]+(?=[Uu]\+[0-9A-Fa-f]{4})/.exec(text.slice(i, i + 64));
      if (gap) i += gap[0].length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.mode === 'escape') {
    const format = params.format;
    const { result, count } = escape(text, format, params.onlyNonAscii, params.uppercase);
    return success({ result, escapeCount: count, forms: count > 0 ? { [format]: count } : {} });
  }
  const forms: Forms = {};
  try {
    const result = unescape(text, forms);
    const escapeCount = Object.values(forms).reduce((a, b) => a + b, 0);
    const warnings = LONE_SURROGATE.test(result) ? ['The result contains an unpaired surrogate (half of a \\uD83D\\uDE00 pair): it is not well-formed Unicode.'] : [];
    return withWarnings(success({ result, escapeCount, forms }), warnings);
  } catch (error) {
    if (!(error instanceof EscapeError)) throw error;
    const { line, column } = lineColumn(text, error.at);
    return failure('INVALID_INPUT', `Invalid escape at line ${line}, column ${column}: ${error.message}.`);
  }
});
