import { defineTool, success } from '@ctp/core';
import beautify from 'js-beautify';
import { indentOptions } from '../../_shared/beautify-options.js';
import definition from './definition.js';

/**
 * js-beautify's CSS beautifier slows down quadratically on one long line (minified CSS:
 * 40,000 rules took two minutes). A line break after each {, ; and } outside strings,
 * comments and parentheses gives it short lines; its output is the same, since it lays
 * those characters out on new lines anyway.
 */
export function breakLongLines(css: string): string {
  let out = '';
  let quote = '';
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    out += c;
    if (quote) {
      if (c === '\\') out += css[++i] ?? '';
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end < 0 ? css.length : end + 2;
      out += css.slice(i + 1, stop);
      i = stop - 1;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === '}' || c === ';' || c === '{') && css[i + 1] !== '\n') out += '\n';
  }
  return out;
}

export default defineTool(definition, (params) => {
  const formatted = beautify.css(breakLongLines(params.css), {
    ...indentOptions(params.indent),
    newline_between_rules: params.blankLineBetweenRules,
    selector_separator_newline: params.selectorPerLine,
    wrap_line_length: params.wrapLineLength,
    end_with_newline: false,
  });
  return success({ formatted, lines: formatted === '' ? 0 : formatted.split('\n').length });
});
