import { defineTool, failure, success } from '@ctp/core';
import { Composer, type CST, type ParsedNode, type YAMLError } from 'yaml';
import { LineIndex } from '../../_shared/line-index.js';
import { guardedYamlTokens, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import { READ_IN_PARTS_FROM } from '../../_shared/yaml-root-parts.js';
import { fromYaml, jsonIssues, rootType, structuralErrors, type DocumentInfo, type Issue, type Located, type Output } from './checks.js';
import definition from './definition.js';
import { checkInParts } from './in-parts.js';

const MAX_LISTED = 100;

/**
 * Passes the tokens on, noting the first directive that no document follows: YAML 1.2 §9.2 allows
 * directives only before an explicit document (l-directive-document), and the yaml package lets a
 * stream of directives alone ('%%% text') through as zero documents.
 */
function* noteDanglingDirectives(tokens: Iterable<CST.Token>, dangling: { offset?: number }): Generator<CST.Token> {
  for (const token of tokens) {
    if (token.type === 'directive') dangling.offset ??= token.offset;
    else if (token.type === 'document') dangling.offset = undefined;
    yield token;
  }
}
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export default defineTool<typeof definition, Output>(definition, (params) => {
  const source = params.yaml;
  const version = params.version;
  const index = new LineIndex(source);
  const locate = (i: Issue): Located => ({ code: i.code, message: i.message, ...index.position(i.offset) });

  const composer = new Composer({ version, merge: true, uniqueKeys: false, prettyErrors: false });
  const dangling: { offset?: number } = {};
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  // (loops, not push(...list): the lists can be longer than the argument limit)
  const add = (list: Issue[], found: YAMLError[]) => {
    for (const e of found) list.push(fromYaml(e));
  };
  // each document is checked as the composer completes it and then dropped: a stream of many
  // documents holds one document's nodes at a time
  const documents: DocumentInfo[] = [];
  try {
    const inParts = source.length >= READ_IN_PARTS_FROM ? checkInParts(source, version) : undefined;
    if (inParts) {
      for (const w of inParts.warnings) warnings.push(w);
      documents.push({
        index: 0,
        line: index.position(inParts.start).line,
        rootType: inParts.rootType,
        jsonCompatible: inParts.jsonIssues.length === 0,
        jsonIssues: inParts.jsonIssues.map((issue) => ({ message: issue.message, ...index.position(issue.offset) })),
      });
    } else {
      for (const doc of composer.compose(noteDanglingDirectives(guardedYamlTokens(source), dangling))) {
        const before = errors.length;
        add(errors, doc.errors);
        add(warnings, doc.warnings);
        structuralErrors(doc, source, errors);
        const hasErrors = errors.length > before;
        const issues = doc.errors.length === 0 ? jsonIssues(doc, source, doc.directives?.yaml.version ?? version) : [];
        const contents = doc.contents as ParsedNode | null;
        const start = contents ? contents.range[0] : doc.range[0];
        documents.push({
          index: documents.length,
          line: index.position(start).line,
          rootType: rootType(doc),
          jsonCompatible: !hasErrors && issues.length === 0,
          jsonIssues: issues.map((issue) => ({ message: issue.message, ...index.position(issue.offset) })),
        });
      }
    }
  } catch (error) {
    if (error instanceof YamlTooDeep) {
      const { line, column } = index.position(error.offset);
      return failure('INVALID_INPUT', `YAML nested too deeply at line ${line}, column ${column}: this tool checks up to ${YAML_DEPTH_LIMIT}`);
    }
    throw error;
  }
  if (documents.length === 0) {
    const stream = composer.streamInfo();
    add(errors, stream.errors);
    add(warnings, stream.warnings);
  }
  if (dangling.offset !== undefined)
    errors.push({ code: 'MISSING_CHAR', message: 'A directive must be followed by a document that starts with ---; nothing follows this one', offset: dangling.offset });
  const byOffset = (a: Issue, b: Issue) => a.offset - b.offset;
  const listedErrors = errors.sort(byOffset).slice(0, MAX_LISTED).map(locate);
  const listedWarnings = warnings.sort(byOffset).slice(0, MAX_LISTED).map(locate);

  const valid = errors.length === 0;
  const docWord = plural(documents.length, 'document');
  let summary: string;
  if (!valid) {
    const first = listedErrors[0]!;
    summary = `Invalid YAML: ${plural(errors.length, 'error')}; the first at line ${first.line}, column ${first.column}: ${first.message}`;
  } else {
    const incompatible = documents.filter((d) => !d.jsonCompatible).length;
    summary = `Valid YAML ${version}: ${docWord}${warnings.length ? `, ${plural(warnings.length, 'warning')}` : ''}${incompatible ? `; ${incompatible === documents.length && documents.length === 1 ? 'it does' : `${incompatible} do`} not convert to JSON unchanged` : ''}.`;
  }
  return success<Output>({ valid, summary, version, documentCount: documents.length, errors: listedErrors, warnings: listedWarnings, documents });
});
