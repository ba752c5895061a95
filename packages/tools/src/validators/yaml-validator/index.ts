import { defineTool, failure, success } from '@ctp/core';
import {
  Composer,
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  type CST,
  type Document,
  type Node,
  type ParsedNode,
  type YAMLError,
} from 'yaml';
import { LineIndex } from '../../_shared/line-index.js';
import { guardedYamlTokens, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import definition from './definition.js';

const MAX_LISTED = 100;
const MAX_JSON_ISSUES = 20;
/** Nodes a document may expand to once aliases are copied (alias bombs such as "billion laughs"). */
const MAX_EXPANDED_NODES = 10_000_000;

interface Issue {
  code: string;
  message: string;
  offset: number;
}

interface Located {
  code: string;
  message: string;
  line: number;
  column: number;
}

interface DocumentInfo {
  index: number;
  line: number;
  rootType: 'mapping' | 'sequence' | 'scalar' | 'alias' | 'empty';
  jsonCompatible: boolean;
  jsonIssues: Array<{ message: string; line: number; column: number }>;
}

interface Output {
  valid: boolean;
  summary: string;
  version: string;
  documentCount: number;
  errors: Located[];
  warnings: Located[];
  documents: DocumentInfo[];
}

/** The node as written, in backticks (shortened). */
const show = (source: string, node: ParsedNode) => {
  const text = source.slice(node.range[0], node.range[1]).trimEnd();
  return `\`${text.length > 40 ? `${text.slice(0, 40)}…` : text}\``;
};

/** Duplicate keys (linear: the yaml package's own check is quadratic) and aliases to anchors not defined before them. */
function structuralErrors(doc: Document.Parsed, source: string, errors: Issue[]): void {
  const anchors = new Set<string>();
  const walk = (node: unknown): void => {
    if (isAlias(node)) {
      if (!anchors.has(node.source))
        errors.push({
          code: 'UNDEFINED_ALIAS',
          message: `Alias *${node.source} refers to no anchor: define &${node.source} before it in the same document`,
          offset: (node as ParsedNode).range[0],
        });
      return;
    }
    if (!isScalar(node) && !isCollection(node)) return;
    if (node.anchor) anchors.add(node.anchor); // an anchor is defined where its node starts
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = pair.key;
        if (isScalar(key) && typeof key.value === 'symbol') {
          // a << merge key takes a mapping, an alias, or a sequence of them
          const value = pair.value;
          const source = (n: unknown) => isMap(n) || isAlias(n);
          if (!source(value) && !(isSeq(value) && value.items.every(source)))
            errors.push({
              code: 'BAD_MERGE',
              message: 'The << merge key needs a mapping, an alias to one (*name), or a sequence of them',
              offset: ((value as ParsedNode | null) ?? (key as ParsedNode)).range[0],
            });
        } else if (isScalar(key)) {
          const id = `${typeof key.value}:${String(key.value)}`;
          if (seen.has(id)) errors.push({ code: 'DUPLICATE_KEY', message: `Duplicate key ${show(source, key as ParsedNode)}: keys of a mapping must be unique`, offset: (key as ParsedNode).range[0] });
          seen.add(id);
        }
        walk(key);
        walk(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) walk(item);
  };
  walk(doc.contents);
}

function describeKey(source: string, key: ParsedNode, version: string): string {
  const value = isScalar(key) ? key.value : undefined;
  const text = show(source, key);
  if (typeof value === 'boolean') {
    const yaml11 = version === '1.1' && !/^(true|false)$/i.test(source.slice(key.range[0], key.range[1]));
    return `key ${text} is the boolean ${value}${yaml11 ? ' (YAML 1.1 reads y/n, yes/no and on/off as booleans)' : ''}, not a string; quote it to keep it as text`;
  }
  if (value === null) return `key ${text} is null, not a string`;
  if (typeof value === 'number' || typeof value === 'bigint') return `key ${text} is a number, not a string (JSON keys are strings: it would become "${String(value)}")`;
  return `key ${text} is a ${value instanceof Date ? 'timestamp' : typeof value}, not a string`;
}

/** What keeps a document from converting to JSON without changing a value or a type. */
function jsonIssues(doc: Document.Parsed, source: string, version: string): Issue[] {
  const issues: Issue[] = [];
  const add = (message: string, node: ParsedNode) => {
    if (issues.length < MAX_JSON_ISSUES) issues.push({ code: 'JSON', message, offset: node.range[0] });
  };
  const anchored = new Map<string, Node>();
  const open = new Set<string>(); // anchors on the path from the root to the current node
  const sizes = new Map<Node, number>();
  let tooLarge = false;

  /** Checks a node and returns how many nodes it expands to once aliases are copied. */
  const walk = (node: Node | null): number => {
    if (node === null) return 1;
    const cached = sizes.get(node);
    if (cached !== undefined) return cached;
    if (isAlias(node)) {
      const target = anchored.get(node.source);
      if (!target) return 1; // reported as an error
      if (open.has(node.source)) {
        add(`alias *${node.source} is inside its own anchor: a recursive structure JSON cannot represent`, node as ParsedNode);
        return 1;
      }
      return walk(target);
    }
    if (node.anchor) {
      anchored.set(node.anchor, node);
      open.add(node.anchor);
    }
    let size = 1;
    if (isScalar(node)) {
      const v = node.value;
      if (typeof v === 'number' && !Number.isFinite(v)) add(`${show(source, node as ParsedNode)} is not a finite number (JSON has no .inf or .nan)`, node as ParsedNode);
      else if (v instanceof Uint8Array) add(`${show(source, node as ParsedNode)} is binary data (!!binary); JSON has no binary type`, node as ParsedNode);
    } else if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        if (isCollection(key)) add(`a ${isSeq(key) ? 'sequence' : 'mapping'} used as a key: JSON keys are strings`, key as unknown as ParsedNode);
        else if (isScalar(key) && typeof key.value !== 'string' && typeof key.value !== 'symbol') add(describeKey(source, key as ParsedNode, version), key as ParsedNode);
        size += walk(key) + walk(pair.value as Node | null);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) size += walk(item as Node | null);
    }
    if (node.anchor) open.delete(node.anchor);
    if (size > MAX_EXPANDED_NODES && !tooLarge) {
      tooLarge = true;
      add(`aliases copy anchored content into more than ${MAX_EXPANDED_NODES.toLocaleString('en-US')} nodes (an alias bomb such as "billion laughs")`, node as ParsedNode);
    }
    const capped = Math.min(size, MAX_EXPANDED_NODES + 1);
    if (node.anchor) sizes.set(node, capped);
    return capped;
  };
  walk(doc.contents as Node | null);
  return issues;
}

function rootType(doc: Document.Parsed): DocumentInfo['rootType'] {
  const c = doc.contents;
  if (c === null) return 'empty';
  if (isMap(c)) return 'mapping';
  if (isSeq(c)) return 'sequence';
  if (isAlias(c)) return 'alias';
  return isScalar(c) && c.value === null && c.range[0] === c.range[1] ? 'empty' : 'scalar';
}

const fromYaml = (e: YAMLError): Issue => ({ code: e.code, message: e.message, offset: e.pos[0] });

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
