/**
 * The document as a value plus a way back from a JSON Pointer to its line and
 * column, for JSON (jsonc-parser tree) and YAML (yaml composer nodes).
 */
import type { Node as JsonNode } from 'jsonc-parser';
import { Composer, isAlias, isMap, isScalar, isSeq, Lexer, Parser, type CST, type Document, type Node as YamlNode } from 'yaml';
import { LineIndex } from '../../_shared/line-index.js';
import { parseJsonText } from '../../_shared/json-text.js';

/** Deeper documents are refused: the schema validator and the yaml composer recurse. */
export const MAX_DEPTH = 200;
const MAX_ALIAS_COUNT = 10_000;

export interface Source {
  value: unknown;
  /** 1-based line and column of the value (or of its key) at a pointer's segments; the nearest existing ancestor otherwise. */
  locate(segments: readonly string[]): { line: number; column: number };
}

/**
 * Why the text is no document: `syntax` is the subject's fault (a verdict, with its position);
 * `limit` is this tool's (nesting or alias expansion beyond what it will process: a refusal).
 */
export type SourceFailure =
  | { ok: false; kind: 'syntax'; message: string; line: number; column: number }
  | { ok: false; kind: 'limit'; message: string };

export type SourceOutcome = { ok: true; source: Source } | SourceFailure;

export function looksLikeJson(text: string): boolean {
  return /^\s*[{[]/.test(text);
}

function depthOf(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (d > max) max = d;
    if (max > MAX_DEPTH) return max;
    if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

const tooDeep = (): SourceFailure => ({ ok: false, kind: 'limit', message: `The document is nested deeper than ${MAX_DEPTH} levels.` });
const syntax = (message: string, at: { line: number; column: number }): SourceFailure => ({ ok: false, kind: 'syntax', message, line: at.line, column: at.column });

export function readJson(text: string): SourceOutcome {
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    if (parsed.message.startsWith('nested too deeply')) return tooDeep();
    return syntax(`Invalid JSON: ${parsed.message}`, { line: parsed.line, column: parsed.column });
  }
  const index = new LineIndex(text);
  const root = parsed.json.root;
  const duplicate = findDuplicateJsonKey(root);
  if (duplicate) {
    return syntax(`Invalid JSON: duplicate key ${JSON.stringify(duplicate.key)}`, index.position(duplicate.offset));
  }
  const value: unknown = JSON.parse(text); // own __proto__ keys, unlike building objects from the tree
  if (depthOf(value) > MAX_DEPTH) return tooDeep();
  return {
    ok: true,
    source: {
      value,
      locate(segments) {
        let node: JsonNode = root;
        let offset = root.offset;
        for (const segment of segments) {
          if (node.type === 'object') {
            const property: JsonNode | undefined = node.children?.find((p) => p.children?.[0]?.value === segment);
            if (!property?.children?.[1]) break;
            offset = property.offset;
            node = property.children[1];
          } else if (node.type === 'array' && isIndex(segment) && node.children?.[Number(segment)]) {
            node = node.children[Number(segment)]!;
            offset = node.offset;
          } else break;
        }
        return index.position(offset);
      },
    },
  };
}

const isIndex = (s: string) => /^(0|[1-9]\d*)$/.test(s);

function findDuplicateJsonKey(root: JsonNode): { key: string; offset: number } | undefined {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const seen = node.type === 'object' ? new Set<unknown>() : undefined;
    for (const child of node.children ?? []) {
      const key = child.type === 'property' ? child.children?.[0] : undefined;
      if (seen && key) {
        if (seen.has(key.value)) return { key: String(key.value), offset: key.offset };
        seen.add(key.value);
      }
      stack.push(child);
    }
  }
  return undefined;
}

class TooDeep extends Error {}

/** Feeds the CST parser token by token so nesting is bounded before anything is composed (the composer recurses). */
function* guardedTokens(text: string): Generator<CST.Token> {
  const parser = new Parser();
  for (const lexeme of new Lexer().lex(text)) {
    yield* parser.next(lexeme);
    if (parser.stack.length > MAX_DEPTH) throw new TooDeep();
  }
  yield* parser.end();
}

export function readYaml(text: string): SourceOutcome {
  const index = new LineIndex(text);
  const composer = new Composer({ uniqueKeys: false, merge: true });
  let docs: Document.Parsed[];
  try {
    docs = Array.from(composer.compose(guardedTokens(text)));
  } catch (error) {
    if (error instanceof TooDeep) return tooDeep();
    throw error;
  }
  if (docs.length === 0) return syntax('The YAML holds no document (only comments or directives).', { line: 1, column: 1 });
  if (docs.length > 1)
    return syntax(`The YAML holds ${docs.length} documents; an OpenAPI document is one.`, index.position(docs[1]!.range[0]));
  const doc = docs[0]!;
  const error = doc.errors[0];
  if (error) {
    return syntax(`Invalid YAML: ${error.message.split('\n')[0]}`, index.position(error.pos[0]));
  }
  const duplicate = findDuplicateKey(doc.contents);
  if (duplicate) {
    return syntax(`Invalid YAML: duplicate key ${JSON.stringify(duplicate.key)}`, index.position(duplicate.offset));
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    return { ok: false, kind: 'limit', message: `Invalid YAML: ${(e as Error).message}` };
  }
  if (depthOf(value) > MAX_DEPTH) return tooDeep();
  return {
    ok: true,
    source: {
      value,
      locate(segments) {
        let node: unknown = doc.contents;
        let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
        for (const segment of segments) {
          if (isAlias(node)) node = node.resolve(doc);
          if (isMap(node)) {
            const pair = node.items.find((p) => keyText(p.key) === segment);
            if (!pair) break;
            offset = (pair.key as YamlNode).range?.[0] ?? offset;
            node = pair.value;
          } else if (isSeq(node) && isIndex(segment) && Number(segment) < node.items.length) {
            node = node.items[Number(segment)];
            offset = (node as YamlNode).range?.[0] ?? offset;
          } else break;
        }
        return index.position(offset);
      },
    },
  };
}

const keyText = (key: unknown): string | undefined => (isScalar(key) ? String(key.value) : undefined);

/** Linear duplicate-key check (the yaml package's own is quadratic per mapping). */
function findDuplicateKey(root: unknown): { key: string; offset: number } | undefined {
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = keyText(pair.key);
        if (key !== undefined) {
          if (seen.has(key)) return { key, offset: (pair.key as YamlNode).range?.[0] ?? 0 };
          seen.add(key);
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) stack.push(...node.items);
  }
  return undefined;
}
