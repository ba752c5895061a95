import { defineTool, success } from '@ctp/core';
import beautify from 'js-beautify';
import { indentOptions } from '../../_shared/beautify-options.js';
import definition from './definition.js';

/** js-beautify also takes "collapse,preserve-inline" (documented), which its typings leave out. */
const formatJs = beautify.js as (code: string, options: object) => string;

export default defineTool(definition, (params) => {
  const formatted = formatJs(params.code, {
    ...indentOptions(params.indent),
    brace_style: params.braceStyle,
    preserve_newlines: params.preserveNewlines,
    max_preserve_newlines: 2,
    unescape_strings: false,
    eval_code: false,
    wrap_line_length: params.wrapLineLength,
    e4x: false,
    end_with_newline: false,
  });
  return success({ formatted, lines: formatted === '' ? 0 : formatted.split('\n').length });
});
