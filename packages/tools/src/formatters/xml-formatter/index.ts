/**
 * XML pretty-printer and minifier. The formatting rules follow the `xml-formatter` package (one
 * element per line, text-only elements collapsed, xml:space="preserve" honoured), but that
 * package's parser is quadratic on attributes, recursive, mis-parses a DOCTYPE with both an
 * external id and an internal subset, and accepts malformed XML. Here the shared reader checks
 * well-formedness (exact line and column), then two linear passes over the text do the work
 * without a tree: classify() notes what each element's content is made of (a byte per
 * element), and the printer writes while it scans, holding only the open elements. DTDs are
 * copied as text, never loaded.
 */
import { defineTool, failure, success } from '@ctp/core';
import { lineColumn } from '../../_shared/text.js';
import { invalidXmlMessage, xmlSyntaxError } from '../../_shared/xml-reader.js';
import { classify, DepthError } from './classify.js';
import { print } from './printer.js';
import { ScanError } from './scanner.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t' };

export default defineTool(definition, (params) => {
  // well-formedness is the shared reader's verdict, so the XML tools agree; the passes below trust it
  const malformed = xmlSyntaxError(params.xml);
  if (malformed) return failure('INVALID_INPUT', invalidXmlMessage(malformed));
  const xml = params.xml;
  const from = xml.charCodeAt(0) === 0xfeff ? 1 : 0; // byte order mark
  const preserveNames = new Set<string>();
  const preservePaths = new Set<string>();
  for (const entry of (params.preserveWhitespaceIn ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    if (entry.startsWith('/')) preservePaths.add(entry.replace(/\/+$/, ''));
    else preserveNames.add(entry);
  }
  const minify = params.mode === 'minify';
  try {
    const flags = classify(xml, from, params.keepComments);
    const { formatted, lineCount } = print(xml, from, flags, {
      minify,
      indent: INDENTS[params.indent]!,
      collapse: params.collapseContent,
      keepComments: params.keepComments,
      preserveNames,
      preservePaths,
      // XML readers turn CRLF and CR into LF, so normalizing line ends never changes the document;
      // with LF and no CR in the input there is nothing to convert
      eol: minify ? undefined : params.lineSeparator === 'crlf' ? '\r\n' : xml.includes('\r') ? '\n' : undefined,
    });
    return success({ formatted, lineCount });
  } catch (error) {
    if (!(error instanceof DepthError || error instanceof ScanError)) throw error;
    // positions as the reader gives them: a byte order mark is not counted
    const { line, column } = lineColumn(from ? xml.slice(from) : xml, error.offset - from);
    if (error instanceof ScanError) return failure('EXECUTION_ERROR', `The formatter could not read the markup at line ${line}, column ${column}, which the XML check accepted; please report this document`);
    return failure('INVALID_INPUT', `Invalid XML at line ${line}, column ${column}: ${error.message}`);
  }
});
