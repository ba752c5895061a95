/** What the validator finds in one composed document: structural errors, JSON issues, its root type. */
import { isAlias, isCollection, isMap, isScalar, isSeq, type Document, type Node, type ParsedNode, type YAMLError } from 'yaml';

export const MAX_JSON_ISSUES = 20;
/** Nodes a document may expand to once aliases are copied (alias bombs such as "billion laughs"). */
const MAX_EXPANDED_NODES = 10_000_000;

export interface Issue {
  code: string;
  message: string;
  offset: number;
}

export interface Located {
  code: string;
  message: string;
  line: number;
  column: number;
}

export interface DocumentInfo {
  index: number;
  line: number;
  rootType: 'mapping' | 'sequence' | 'scalar' | 'alias' | 'empty';
  jsonCompatible: boolean;
  jsonIssues: Array<{ message: string; line: number; column: number }>;
}

export interface Output {
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
export function structuralErrors(doc: Document.Parsed, source: string, errors: Issue[]): void {
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
export function jsonIssues(doc: Document.Parsed, source: string, version: string): Issue[] {
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

export function rootType(doc: Document.Parsed): DocumentInfo['rootType'] {
  const c = doc.contents;
  if (c === null) return 'empty';
  if (isMap(c)) return 'mapping';
  if (isSeq(c)) return 'sequence';
  if (isAlias(c)) return 'alias';
  return isScalar(c) && c.value === null && c.range[0] === c.range[1] ? 'empty' : 'scalar';
}

export const fromYaml = (e: YAMLError): Issue => ({ code: e.code, message: e.message, offset: e.pos[0] });

