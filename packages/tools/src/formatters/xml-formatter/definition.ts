import { defineDefinition } from '@ctp/core';

const formatOnly = [{ field: 'mode', condition: 'equals' as const, value: 'format' }];

export default defineDefinition({
  id: 'xml-formatter',
  name: 'XML Formatter',
  description:
    'Pretty-print (beautify) or minify XML. Indent with 2 or 4 spaces or tabs, keep text-only elements on one line, choose LF or CRLF, keep or strip comments. Whitespace-sensitive content is left untouched: xml:space="preserve", mixed content such as <p>Hello <b>world</b></p>, CDATA, and elements you list. The XML is checked for well-formedness first; errors give the line and column. DTDs are kept as written and never loaded. Up to 1,000,000 characters.',
  category: 'formatters',
  handles: [{ kind: 'xml' }],
  tags: ['xml', 'format', 'beautify', 'minify'],
  keywords: ['prettify xml', 'pretty print', 'indent xml', 'xml beautifier', 'xml minifier', 'compact xml', 'lint', 'well-formed', 'svg', 'soap', 'rss', 'pom.xml', 'xhtml'],
  method: 'POST',
  parameters: [
    {
      name: 'xml',
      type: 'textarea',
      label: 'XML',
      description: 'The XML document to format: one root element, optionally with an XML declaration, DOCTYPE, comments and processing instructions.',
      required: true,
      placeholder: '<note><to>Tove</to><from>Jani</from></note>',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Format (indent, one element per line) or minify (remove the whitespace between tags).',
      required: false,
      defaultValue: 'format',
      options: [
        { value: 'format', label: 'Format' },
        { value: 'minify', label: 'Minify' },
      ],
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent with 2 spaces, 4 spaces or a tab.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: 'tab', label: 'Tab' },
      ],
      dependsOn: formatOnly,
    },
    {
      name: 'collapseContent',
      type: 'boolean',
      label: 'Collapse text content',
      description: 'Keep an element whose content is only text on one line (<name>Tove</name>) and leave mixed content on one line. Off puts every text on its own indented line.',
      required: false,
      defaultValue: true,
      dependsOn: formatOnly,
    },
    {
      name: 'lineSeparator',
      type: 'select',
      label: 'Line endings',
      description: 'Line ending of the output: LF (Unix, macOS) or CRLF (Windows). Line breaks inside text are converted too; XML readers treat both the same.',
      required: false,
      defaultValue: 'lf',
      options: [
        { value: 'lf', label: 'LF (\\n)' },
        { value: 'crlf', label: 'CRLF (\\r\\n)' },
      ],
      dependsOn: formatOnly,
      group: 'advanced',
    },
    {
      name: 'keepComments',
      type: 'boolean',
      label: 'Keep comments',
      description: 'Keep <!-- comments -->. Turn off to strip them.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'preserveWhitespaceIn',
      type: 'text',
      label: 'Preserve whitespace in',
      description: 'Elements whose content must be kept exactly as written, separated by commas or spaces: tag names (pre, xsl:text) or absolute paths (/html/body/pre). Elements with xml:space="preserve" are always kept.',
      required: false,
      placeholder: 'pre, script, xsl:text',
      validation: { maxLength: 2000 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The formatted or minified XML and its number of lines.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted (or minified) XML, without a trailing line break.' },
      lineCount: { type: 'integer', minimum: 1, description: 'Number of lines in the output.' },
    },
    required: ['formatted', 'lineCount'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { xml: '<?xml version="1.0"?><note id="1"><to>Tove</to><!-- draft --><body>Hello <b>world</b>!</body></note>', indent: '2' },
    output: {
      formatted: '<?xml version="1.0"?>\n<note id="1">\n  <to>Tove</to>\n  <!-- draft -->\n  <body>Hello <b>world</b>!</body>\n</note>',
      lineCount: 6,
    },
    description: 'Indent with 2 spaces; the mixed content of <body> stays on one line as written.',
  },
  relatedTools: ['xml-to-json', 'json-formatter'],
  aiInstructions:
    'Pass the whole document in "xml" (one root element). Formatting only changes whitespace between tags and around text; element order, attribute values, entities and CDATA are kept. Attributes are rewritten with double quotes. If whitespace inside some element matters (pre, code, xsl:text), list it in preserveWhitespaceIn. On malformed XML the error names the line and column and what is wrong; fix it there.',
});
