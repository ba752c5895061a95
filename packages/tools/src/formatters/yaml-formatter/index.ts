import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { Composer, type YAMLError, type YAMLWarning } from 'yaml';
import { lineColumn } from '../../_shared/text.js';
import { guardedYamlTokens, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import { READ_IN_PARTS_FROM } from '../../_shared/yaml-root-parts.js';
import definition from './definition.js';
import { printDocument, scan } from './document-printer.js';
import { formatInParts, PARSE_OPTIONS } from './in-parts.js';

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
  // documents are read, checked and printed one at a time (a stream of many documents holds one
  // document's nodes, not all of them); what is reported is what reading them all first would
  // report: syntax errors of any document before the first other problem, warnings in order
  const composer = new Composer(PARSE_OPTIONS);
  const errors: YAMLError[] = [];
  const warnings: string[] = [];
  const warn = (w: YAMLWarning) => {
    if (warnings.length < MAX_WARNINGS) warnings.push(`YAML warning at ${describe(source, firstSentence(w), w.pos[0])}`);
  };
  const folds: string[] = [];
  let problem: string | undefined;
  let formatted = '';
  let count = 0;
  try {
    if (source.length >= READ_IN_PARTS_FROM) {
      const inParts = formatInParts(source, params, options);
      if (inParts !== undefined) {
        inParts.warnings.forEach(warn);
        return withWarnings(success({ formatted: inParts.formatted, documentCount: 1 }), warnings);
      }
    }
    // the nesting guard also keeps printing (recursive per level) within smaller browser stacks
    for (const doc of composer.compose(guardedYamlTokens(source))) {
      const i = count++;
      for (const e of doc.errors) errors.push(e);
      doc.warnings.forEach(warn);
      if (errors.length || problem) continue; // nothing more is printed; later documents' errors still count
      const scanned = scan(doc);
      if (scanned.problem) {
        problem = `Invalid YAML at ${describe(source, scanned.problem.message, scanned.problem.offset)}`;
        continue;
      }
      if (i > 0) doc.directives.docStart = true;
      try {
        formatted += printDocument(doc, scanned, params, options, i, folds);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        problem = `The YAML is nested too deeply to format (document ${i + 1})`;
      }
    }
  } catch (error) {
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', `YAML nested too deeply at ${describe(source, `this tool formats up to ${YAML_DEPTH_LIMIT}`, error.offset)}`);
    throw error;
  }
  const stream = count === 0 ? composer.streamInfo() : undefined;
  if (stream) for (const e of stream.errors) errors.push(e);
  if (errors.length) {
    const first = errors[0]!;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
    return failure('INVALID_INPUT', `Invalid YAML at ${describe(source, firstSentence(first), first.pos[0])}${more}`);
  }
  if (problem) return failure('INVALID_INPUT', problem);
  if (stream?.comment && params.keepComments)
    formatted = stream.comment.split('\n').map((line) => (line === '' ? '' : `#${line}`)).join('\n') + '\n';
  for (const fold of folds) warnings.push(fold);
  return withWarnings(success({ formatted, documentCount: count }), warnings);
});
