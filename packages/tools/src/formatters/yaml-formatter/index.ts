import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Document, YAMLError } from 'yaml';
import { lineColumn } from '../../_shared/text.js';
import { parseAllYamlDocuments, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import definition from './definition.js';
import { printDocument, scan } from './document-printer.js';
import { formatInParts, PARSE_OPTIONS, READ_IN_PARTS_FROM } from './in-parts.js';

const MAX_WARNINGS = 20;

function describe(source: string, message: string, offset: number): string {
  const { line, column } = lineColumn(source, offset);
  return `line ${line}, column ${column}: ${message}`;
}

const firstSentence = (error: YAMLError) => error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

export default defineTool(definition, (params) => {
  const source = params.yaml;
  const options = {
    indent: Number(params.indent),
    indentSeq: params.indentSequences,
    lineWidth: params.lineWidth,
  };
  // the nesting guard also keeps printing (recursive per level) within smaller browser stacks
  let docs: ReturnType<typeof parseAllYamlDocuments>;
  try {
    if (source.length >= READ_IN_PARTS_FROM) {
      const formatted = formatInParts(source, params, options);
      if (formatted !== undefined) return success({ formatted, documentCount: 1 });
    }
    docs = parseAllYamlDocuments(source, PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', `YAML nested too deeply at ${describe(source, `this tool formats up to ${YAML_DEPTH_LIMIT}`, error.offset)}`);
    throw error;
  }
  const list = docs as unknown as Document.Parsed[];
  const errors: YAMLError[] = 'empty' in docs ? [...docs.errors] : list.flatMap((d) => d.errors);
  if (errors.length) {
    const first = errors[0]!;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
    return failure('INVALID_INPUT', `Invalid YAML at ${describe(source, firstSentence(first), first.pos[0])}${more}`);
  }
  const warnings: string[] = [];
  for (const doc of list)
    for (const w of doc.warnings) if (warnings.length < MAX_WARNINGS) warnings.push(`YAML warning at ${describe(source, firstSentence(w), w.pos[0])}`);

  const parts: string[] = [];
  for (const [i, doc] of list.entries()) {
    const scanned = scan(doc);
    if (scanned.problem) return failure('INVALID_INPUT', `Invalid YAML at ${describe(source, scanned.problem.message, scanned.problem.offset)}`);
    if (i > 0) doc.directives.docStart = true;
    try {
      parts.push(printDocument(doc, scanned, params, options, i, warnings));
    } catch (error) {
      if (error instanceof RangeError) return failure('INVALID_INPUT', `The YAML is nested too deeply to format (document ${i + 1})`);
      throw error;
    }
  }
  let formatted = parts.join('');
  if (list.length === 0 && params.keepComments && 'empty' in docs && docs.comment)
    formatted = docs.comment.split('\n').map((line) => (line === '' ? '' : `#${line}`)).join('\n') + '\n';
  return withWarnings(success({ formatted, documentCount: list.length }), warnings);
});
