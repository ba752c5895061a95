import { defineTool, failure, success, type ToolParams } from '@ctp/core';
import * as sqlFormatter from 'sql-formatter';
import { format, type DialectOptions, type FormatOptionsWithLanguage } from 'sql-formatter';
import { withClientParameters } from './bind-parameters.js';
import definition from './definition.js';

type Dialect = ToolParams<typeof definition>['dialect'];

/** The library's dialect object for each option value (its exported name differs only for T-SQL). */
function dialectOf(dialect: Dialect): DialectOptions {
  return sqlFormatter[dialect === 'tsql' ? 'transactsql' : dialect];
}

/** The parser's time grows steeply with nesting; real queries stay far below this. */
const MAX_NESTING = 100;

/** Deepest ( or [ nesting outside strings, quoted names and comments, with where it is reached. */
function maxNesting(sql: string): { depth: number; offset: number } {
  let depth = 0;
  let max = 0;
  let at = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const end = sql.indexOf(c, i + 1);
      i = end === -1 ? sql.length : end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '(' || c === '[') {
      if (++depth > max) {
        max = depth;
        at = i;
      }
    } else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
  }
  return { depth: max, offset: at };
}

/** 1-based line and code-point column of a UTF-16 offset. */
function position(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < lineStart; i = text.indexOf('\n', i + 1)) line++;
  return `line ${line}, column ${[...text.slice(lineStart, offset)].length + 1}`;
}

/** Converts the library's line and UTF-16 column to a code-point column. */
function codePointColumn(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) start = text.indexOf('\n', start) + 1;
  return [...text.slice(start, start + column - 1)].length + 1;
}

/** The first line of the library's parse errors, rephrased; its full message lists every token the grammar expected. */
function parseError(sql: string, message: string, dialect: string): string | undefined {
  const firstLine = message.slice(0, message.indexOf('\n') === -1 ? undefined : message.indexOf('\n'));
  const m =
    /^Parse error at token: (.*) at line (\d+) column (\d+)$/.exec(firstLine) ??
    /^Parse error: Unexpected "(.*)" at line (\d+) column (\d+)\.?$/.exec(firstLine);
  const label = definition.parameters.find((p) => p.name === 'dialect')!.options!.find((o) => o.value === dialect)!.label;
  const hint = dialect === 'sql' ? ' If the query uses vendor syntax, choose its dialect.' : '';
  if (m) {
    const token = m[1] === '«EOF»' ? 'end of input' : `"${m[1]!.length > 40 ? `${m[1]!.slice(0, 40)}…` : m[1]}"`;
    const line = Number(m[2]);
    return `Cannot parse the SQL as ${label} at line ${line}, column ${codePointColumn(sql, line, Number(m[3]))}: unexpected ${token}.${hint}`;
  }
  if (firstLine.startsWith('Parse error')) return `Cannot parse the SQL as ${label}: ${firstLine.replace(/^Parse error:\s*/, '')}.${hint}`;
  return undefined;
}

export default defineTool(definition, (params) => {
  const { sql, dialect } = params;
  const nesting = maxNesting(sql);
  if (nesting.depth > MAX_NESTING)
    return failure('INVALID_INPUT', `Brackets are nested ${nesting.depth} levels deep (at ${position(sql, nesting.offset)}); the formatter handles at most ${MAX_NESTING}`);
  const options: FormatOptionsWithLanguage = {
    language: dialect,
    keywordCase: params.keywordCase,
    functionCase: params.functionCase,
    dataTypeCase: params.dataTypeCase,
    tabWidth: params.indentWidth,
    useTabs: params.useTabs,
    linesBetweenQueries: params.linesBetweenQueries,
    indentStyle: params.indentStyle,
    logicalOperatorNewline: params.logicalOperatorNewline,
    expressionWidth: params.expressionWidth,
    paramTypes: withClientParameters(dialectOf(dialect).tokenizerOptions.paramTypes),
  };
  try {
    return success({ formatted: format(sql, options) });
  } catch (error) {
    const message = parseError(sql, error instanceof Error ? error.message : String(error), dialect);
    if (message) return failure('INVALID_INPUT', message);
    throw error;
  }
});
