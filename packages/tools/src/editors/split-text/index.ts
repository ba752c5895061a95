import { defineTool, failure, success } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import definition from './definition.js';

/** Reads \n, \r, \t and \\ so a user can type a line break or tab. */
function unescape(text: string): string {
  return text.replace(/\\([ntr\\])/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r', '\\': '\\' })[c]!);
}

function byDelimiter(text: string, delimiter: string, limit: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = text.indexOf(delimiter); at >= 0 && parts.length + 1 !== limit; at = text.indexOf(delimiter, start)) {
    parts.push(text.slice(start, at));
    start = at + delimiter.length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** String.prototype.split semantics (an empty match at a part's start is no separator), without capture groups. */
function byRegex(text: string, regex: RegExp, limit: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of text.matchAll(regex)) {
    if (parts.length + 1 === limit) break;
    const end = m.index! + m[0].length;
    if (m.index! >= text.length) break;
    if (end === start) continue;
    parts.push(text.slice(start, m.index!));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Offsets where each unit (grapheme or code point) starts, and the text length at the end. */
function unitStarts(text: string, unit: string): number[] {
  const starts: number[] = [];
  if (unit === 'graphemes') forEachGrapheme(text, (start) => void starts.push(start));
  else for (let i = 0; i < text.length; i += text.codePointAt(i)! > 0xffff ? 2 : 1) starts.push(i);
  starts.push(text.length);
  return starts;
}

function byLength(text: string, size: number, unit: string, limit: number): string[] {
  const parts: string[] = [];
  let start = 0;
  if (unit === 'bytes') {
    let bytes = 0;
    for (let i = 0; i < text.length && parts.length + 1 !== limit; ) {
      const cp = text.codePointAt(i)!;
      const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      if (bytes > 0 && bytes + n > size) {
        parts.push(text.slice(start, i));
        start = i;
        bytes = 0;
      }
      bytes += n;
      i += cp > 0xffff ? 2 : 1;
    }
    if (start < text.length) parts.push(text.slice(start));
    return parts;
  }
  const starts = unitStarts(text, unit);
  for (let k = size; k < starts.length - 1 && parts.length + 1 !== limit; k += size) {
    parts.push(text.slice(start, starts[k]));
    start = starts[k]!;
  }
  parts.push(text.slice(start));
  return parts;
}

function intoParts(text: string, n: number): string[] {
  const starts = unitStarts(text, 'graphemes');
  const total = starts.length - 1;
  const parts: string[] = [];
  let k = 0;
  for (let p = 0; p < n; p++) {
    const next = k + Math.floor(total / n) + (p < total % n ? 1 : 0);
    parts.push(text.slice(starts[k], starts[next]));
    k = next;
  }
  return parts;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const limit = params.limit;
  let parts: string[];
  switch (params.splitBy) {
    case 'regex': {
      let regex: RegExp;
      try {
        regex = new RegExp(params.pattern, `${params.flags ?? ''}g`);
      } catch (error) {
        return failure('INVALID_INPUT', `Invalid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`);
      }
      parts = byRegex(text, regex, limit);
      break;
    }
    case 'length':
      parts = byLength(text, params.size, params.unit, limit);
      break;
    case 'parts':
      parts = intoParts(text, params.parts);
      break;
    default:
      parts = byDelimiter(text, unescape(params.delimiter), limit);
  }
  if (params.trim) parts = parts.map((p) => p.trim());
  if (params.removeEmpty) parts = parts.filter((p) => p !== '');
  return success({ parts, count: parts.length, joined: parts.join(unescape(params.joinWith)) });
});
