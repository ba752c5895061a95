import { defineTool, success } from '@ctp/core';
import { splitLineRecords } from '../../_shared/line-records.js';
import definition from './definition.js';

/** Whitespace as String.prototype.trim sees it, minus the line breaks the text is split on. */
function isSpace(c: number): boolean {
  return (
    c === 0x20 ||
    c === 0x09 ||
    c === 0x0b ||
    c === 0x0c ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const INVISIBLE_NAMES: Record<string, string> = {
  '\u200b': 'ZERO WIDTH SPACE',
  '\u2060': 'WORD JOINER',
  '\ufeff': 'ZERO WIDTH NO-BREAK SPACE',
  '\u180e': 'MONGOLIAN VOWEL SEPARATOR',
  '\u00ad': 'SOFT HYPHEN',
  '\u00a0': 'NO-BREAK SPACE',
  '\u2007': 'FIGURE SPACE',
  '\u202f': 'NARROW NO-BREAK SPACE',
};
const NBSP = new Set(['\u00a0', '\u2007', '\u202f']);
const INVISIBLE = /[\u200b\u2060\ufeff\u180e\u00ad\u00a0\u2007\u202f]/g;

function trimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && isSpace(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}

function trimStart(s: string): string {
  let start = 0;
  while (start < s.length && isSpace(s.charCodeAt(start))) start++;
  return start === 0 ? s : s.slice(start);
}

function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isSpace(s.charCodeAt(i))) return false;
  return true;
}

/** Expands tabs to the next tab stop; columns count code points. */
function expandTabs(s: string, width: number): string {
  let out = '';
  let column = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x09) {
      const pad = width - (column % width);
      out += s.slice(from, i) + ' '.repeat(pad);
      column += pad;
      from = i + 1;
    } else if (c < 0xdc00 || c > 0xdfff) column++; // a low surrogate ends a code point already counted
  }
  return out + s.slice(from);
}

/** Rewrites leading spaces/tabs as tabs, plus spaces for a remainder narrower than a tab. */
function indentWithTabs(s: string, width: number): string {
  let column = 0;
  let i = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x20) column++;
    else if (c === 0x09) column += width - (column % width);
    else break;
  }
  if (i === s.length) return s; // a blank line has no indentation to convert (trimming handles it)
  return '\t'.repeat(Math.floor(column / width)) + ' '.repeat(column % width) + s.slice(i);
}

/** Replaces runs of two or more spaces/tabs after the indentation with one space. */
function collapseRuns(s: string): { text: string; runs: number } {
  let i = 0;
  while (i < s.length && (s.charCodeAt(i) === 0x20 || s.charCodeAt(i) === 0x09)) i++;
  const parts: string[] = [s.slice(0, i)];
  let runs = 0;
  let from = i;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < s.length && (s.charCodeAt(j) === 0x20 || s.charCodeAt(j) === 0x09)) j++;
    if (j - i >= 2) {
      parts.push(s.slice(from, i), ' ');
      from = j;
      runs++;
    }
    i = j;
  }
  if (runs === 0) return { text: s, runs };
  parts.push(s.slice(from));
  return { text: parts.join(''), runs };
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const tabs = params.tabs;
  const tabWidth = params.tabWidth;
  const blankLines = params.blankLines;
  const finalMode = params.finalNewline;
  const target = params.lineEndings === 'lf' ? '\n' : params.lineEndings === 'crlf' ? '\r\n' : undefined;

  const { lines, ends, finalNewline, eol } = splitLineRecords(text);
  const changes = {
    trailingTrimmed: 0,
    leadingTrimmed: 0,
    spacesCollapsed: 0,
    tabsConverted: 0,
    blankLinesRemoved: 0,
    lineEndingsChanged: 0,
    invisibleRemoved: 0,
    nbspReplaced: 0,
    finalNewlineAdded: false,
    finalNewlineRemoved: false,
  };
  const found = new Map<string, number>();

  for (let i = 0; i < lines.length; i++) {
    let s = lines[i]!;
    if (params.removeInvisible) {
      s = s.replace(INVISIBLE, (ch) => {
        found.set(ch, (found.get(ch) ?? 0) + 1);
        if (NBSP.has(ch)) {
          changes.nbspReplaced++;
          return ' ';
        }
        changes.invisibleRemoved++;
        return '';
      });
    }
    if (tabs !== 'keep') {
      const converted = tabs === 'toSpaces' ? (s.includes('\t') ? expandTabs(s, tabWidth) : s) : indentWithTabs(s, tabWidth);
      if (converted !== s) changes.tabsConverted++;
      s = converted;
    }
    if (params.trimLeading) {
      const trimmed = trimStart(s);
      if (trimmed !== s) changes.leadingTrimmed++;
      s = trimmed;
    }
    if (params.trimTrailing) {
      const trimmed = trimEnd(s);
      if (trimmed !== s) changes.trailingTrimmed++;
      s = trimmed;
    }
    if (params.collapseSpaces) {
      const { text: collapsed, runs } = collapseRuns(s);
      changes.spacesCollapsed += runs;
      s = collapsed;
    }
    lines[i] = s;
  }

  // blank lines
  let keptLines: string[] = [];
  let keptEnds: string[] = [];
  let previousBlank = false;
  for (let i = 0; i < lines.length; i++) {
    const blank = isBlank(lines[i]!);
    if (blank && (blankLines === 'remove' || (blankLines === 'collapse' && previousBlank))) {
      changes.blankLinesRemoved++;
      continue;
    }
    previousBlank = blank;
    keptLines.push(lines[i]!);
    keptEnds.push(ends[i]!);
  }

  // the end of the text
  let endsWithNewline = finalNewline;
  if (finalMode !== 'keep') {
    let last = keptLines.length;
    while (last > 0 && isBlank(keptLines[last - 1]!)) last--;
    changes.blankLinesRemoved += keptLines.length - last;
    keptLines = keptLines.slice(0, last);
    keptEnds = keptEnds.slice(0, last);
    endsWithNewline = finalMode === 'single' && last > 0;
    changes.finalNewlineAdded = endsWithNewline && !finalNewline;
    changes.finalNewlineRemoved = !endsWithNewline && finalNewline;
  }

  const parts: string[] = [];
  const lastIndex = keptLines.length - 1;
  for (let i = 0; i < keptLines.length; i++) {
    parts.push(keptLines[i]!);
    if (i === lastIndex && !endsWithNewline) break;
    const own = keptEnds[i]!;
    const end = target ?? (own || eol);
    if (own && own !== end) changes.lineEndingsChanged++;
    parts.push(end);
  }
  const result = parts.join('');

  const invisibleFound = [...found.entries()]
    .sort(([a], [b]) => a.codePointAt(0)! - b.codePointAt(0)!)
    .map(([ch, count]) => ({
      codePoint: `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      name: INVISIBLE_NAMES[ch]!,
      count,
    }));

  return success({ result, changed: result !== text, changes, invisibleFound });
});
