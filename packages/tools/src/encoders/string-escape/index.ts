import { defineTool, failure, success, withWarnings } from '@ctp/core';
import definition from './definition.js';
import { escape, type EscapeOptions } from './escape.js';
import { LiteralError, type Language } from './literal-text.js';
import { unescape } from './unescape.js';

const NAMES: Record<Language, string> = {
  javascript: 'JavaScript',
  json: 'JSON',
  java: 'Java',
  c: 'C',
  python: 'Python',
  go: 'Go',
  sql: 'SQL',
  mysql: 'MySQL',
  shell: 'Shell',
  regex: 'Regex',
  csv: 'CSV',
  xml: 'XML',
};

const QUOTE_CHARS: Record<string, string> = { double: '"', single: "'", backtick: '`' };
const QUOTE_STYLES: Partial<Record<Language, string[]>> = { javascript: ['double', 'single', 'backtick'], python: ['double', 'single'], xml: ['double', 'single'] };

export default defineTool(definition, (params) => {
  const language = params.language;
  const text = params.text;
  const warnings: string[] = [];
  try {
    if (params.mode === 'unescape') return withWarnings(success({ result: unescape(language, text, warnings) }), warnings);
    const quotes = params.quotes;
    const styles = QUOTE_STYLES[language];
    if (styles && !styles.includes(quotes))
      return failure('INVALID_INPUT', `${NAMES[language]} strings cannot be delimited by ${quotes} quotes; choose ${styles.join(' or ')}.`);
    if (!styles && quotes !== 'double')
      warnings.push(`The quotes option applies to JavaScript, Python and XML only; ${NAMES[language]} has one quoting style, so "${quotes}" was ignored.`);
    const options: EscapeOptions = { quote: QUOTE_CHARS[quotes]!, wrap: params.wrap, ascii: params.asciiOnly, codePoints: params.codePointEscapes };
    return withWarnings(success({ result: escape(language, text, options, warnings) }), warnings);
  } catch (error) {
    if (!(error instanceof LiteralError)) throw error;
    const verb = params.mode === 'unescape' ? 'Cannot unescape' : 'Cannot escape';
    return failure('INVALID_INPUT', `${verb} as ${NAMES[language]}: ${error.message}.`);
  }
});
