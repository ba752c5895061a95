import { defineTool, success } from '@ctp/core';
import beautify from 'js-beautify';
import { indentOptions } from '../../_shared/beautify-options.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const formatted = beautify.html(params.html, {
    ...indentOptions(params.indent),
    wrap_attributes: params.wrapAttributes,
    indent_inner_html: params.indentHeadBody,
    indent_scripts: 'normal',
    wrap_line_length: params.wrapLineLength,
    end_with_newline: false,
    extra_liners: [],
    ...(params.formatEmbedded ? {} : { templating: ['none'], unformatted_content_where_possible: [], content_unformatted: ['pre', 'textarea', 'script', 'style'] }),
  });
  return success({ formatted, lines: formatted === '' ? 0 : formatted.split('\n').length });
});
