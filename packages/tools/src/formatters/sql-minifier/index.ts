import { codePointLength, defineTool, failure, success } from '@ctp/core';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/** Punctuation next to which a space is never needed. */
const PUNCT = new Set(['(', ')', ',', ';']);
/** Operator characters: a space between two of them is kept (a - -1, a = -1, * /), one between an operator and anything else is dropped. */
const OPERATOR = new Set([...'=<>+-*/%|!~^&']);
const WORD = /[\p{L}\p{N}_$]/u;
const DOLLAR_TAG = /\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;
const WHITESPACE = /\s/;

function needsSpace(a: string, b: string): boolean {
  if (PUNCT.has(a) || PUNCT.has(b)) return false;
  return OPERATOR.has(a) === OPERATOR.has(b);
}


export default defineTool(definition, (params) => {
  const sql = params.sql;
  const keepHints = params.keepHints;
  const backslash = params.backslashEscapes;
  const out: string[] = [];
  let last = ''; // last character emitted
  let lastHint = false;
  let pending = false; // whitespace or a removed comment since the last emitted character
  let pendingNewline = false; // that whitespace held a line break
  const n = sql.length;

  const emit = (text: string, hint = false): void => {
    if (pending && out.length > 0) {
      // 'a'<newline>'b' is one string in standard SQL (PostgreSQL); 'a' 'b' on one line is an error there
      if (pendingNewline && last === "'" && text[0] === "'") out.push('\n');
      else if (hint || lastHint || needsSpace(last, text[0]!)) out.push(' ');
    }
    out.push(text);
    last = text[text.length - 1]!;
    lastHint = hint;
    pending = false;
    pendingNewline = false;
  };
  const unterminated = (what: string, start: number) => {
    const { line, column } = lineColumn(sql, start);
    return failure('INVALID_INPUT', `Unterminated ${what} starting at line ${line}, column ${column}: add the closing delimiter.`);
  };

  let i = 0;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (WHITESPACE.test(c)) {
      pending = true;
      if (c === '\n' || c === '\r') pendingNewline = true;
      i++;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end; // the line break itself is read as whitespace next
      pending = true;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end === -1) return unterminated('/* comment', i);
      const hint = sql[i + 2] === '!' || sql[i + 2] === '+';
      if (keepHints && hint) emit(sql.slice(i, end + 2), true);
      else pending = true;
      i = end + 2;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      // E'…' (PostgreSQL) always allows backslash escapes in a string literal
      const escapes = c === "'" && (backslash || (/[eE]/.test(sql[i - 1] ?? '') && !WORD.test(sql[i - 2] ?? '')));
      let j = i + 1;
      for (;;) {
        if (j >= n) return unterminated(c === "'" ? 'string literal' : `quoted identifier (${c}…${close})`, i);
        const d = sql[j]!;
        if (escapes && d === '\\') j += 2;
        else if (d === close) {
          if (sql[j + 1] === close) j += 2; // doubled: an escaped quote
          else break;
        } else j++;
      }
      emit(sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === '$' && !WORD.test(sql[i - 1] ?? '')) {
      DOLLAR_TAG.lastIndex = i;
      const m = DOLLAR_TAG.exec(sql);
      if (m) {
        const end = sql.indexOf(m[0], i + m[0].length);
        if (end === -1) return unterminated(`dollar-quoted string (${m[0]})`, i);
        emit(sql.slice(i, end + m[0].length));
        i = end + m[0].length;
      } else {
        emit(c);
        i++;
      }
    } else {
      // a run of ordinary characters up to the next special one
      let j = i + 1;
      while (j < n && !/[\s'"`[$\-/]/.test(sql[j]!)) j++;
      emit(sql.slice(i, j));
      i = j;
    }
  }
  const minified = out.join('');
  return success({ minified, originalLength: codePointLength(sql), minifiedLength: codePointLength(minified) });
});
