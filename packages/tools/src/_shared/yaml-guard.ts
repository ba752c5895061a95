/**
 * A nesting guard for every tool that reads YAML with the yaml package.
 *
 * The package composes documents recursively; near its stack limit (about
 * 800 levels in Node, less on smaller browser stacks) V8 can abort the whole
 * process instead of throwing, and the CST parser slows down on very deep
 * flow nesting. So the source is lexed and fed to the CST parser one token at
 * a time, and the parser's stack of open collections is bounded before
 * anything is composed. That stack is the real nesting (block mappings,
 * block sequences and [ ] / { } collections alike), not an estimate from
 * indentation, and the check costs O(1) per token.
 *
 * Import from index.ts files only: this module loads the yaml package.
 */
import { Composer, CST, Lexer, Parser, YAMLParseError, type Document, type DocumentOptions, type EmptyStream, type ParseOptions, type SchemaOptions } from 'yaml';

/** Nested mappings and sequences (of any style) a YAML document may have. */
export const MAX_YAML_DEPTH = 200;

/** What tools say after "nested too deeply": "200 levels of nested mappings and sequences". */
export const YAML_DEPTH_LIMIT = `${MAX_YAML_DEPTH} levels of nested mappings and sequences`;

/** Thrown by the guarded token stream at the first token nested deeper than MAX_YAML_DEPTH. */
export class YamlTooDeep extends Error {
  constructor(readonly offset: number) {
    super(`nested deeper than ${YAML_DEPTH_LIMIT}`);
  }
}

export interface GuardOptions {
  /**
   * Sees every lexeme but the lexer's control characters, with its type
   * (CST.tokenType, or 'scalar' for scalar content) and source offset, in
   * order and before the parser; may throw to stop reading.
   */
  onToken?: (type: string, lexeme: string, offset: number) => void;
}

type YamlOptions = ParseOptions & DocumentOptions & SchemaOptions;

const isCollection = (token: CST.Token | undefined) =>
  token !== undefined && (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection');

/** Open collections on the parser's stack: all but the document at the bottom and a scalar being read at the top. */
export function depthOf(stack: readonly CST.Token[]): number {
  let depth = stack.length;
  if (depth > 0 && !isCollection(stack[0])) depth--;
  if (depth > 0 && !isCollection(stack[stack.length - 1])) depth--;
  return depth;
}

/** The CST tokens of `source`, as Parser.parse yields them; throws YamlTooDeep past MAX_YAML_DEPTH. */
export function* guardedYamlTokens(source: string, options: GuardOptions = {}): Generator<CST.Token> {
  const parser = new Parser();
  const { onToken } = options;
  let offset = 0;
  let scalarNext = false;
  for (const lexeme of new Lexer().lex(source)) {
    // the lexer's control characters mark structure; they are not in the source
    const control = lexeme === CST.DOCUMENT || lexeme === CST.FLOW_END || lexeme === CST.SCALAR;
    if (lexeme === CST.SCALAR) scalarNext = true;
    else if (!control) {
      onToken?.(scalarNext ? 'scalar' : (CST.tokenType(lexeme) ?? 'unknown'), lexeme, offset);
      scalarNext = false;
    }
    yield* parser.next(lexeme);
    if (depthOf(parser.stack) > MAX_YAML_DEPTH) throw new YamlTooDeep(offset);
    if (!control) offset += lexeme.length;
  }
  yield* parser.end();
}

/** yaml's parseDocument (one document; a second one is an error), reading through the guard. */
export function parseYamlDocument(source: string, options: YamlOptions = {}, guard: GuardOptions = {}): Document.Parsed {
  const composer = new Composer(options);
  let doc: Document.Parsed | undefined;
  // forceDoc: an empty source still gives one (empty) document
  for (const next of composer.compose(guardedYamlTokens(source, guard), true, source.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  return doc!;
}

/** yaml's parseAllDocuments (an EmptyStream when there is no document), reading through the guard. */
export function parseAllYamlDocuments(source: string, options: YamlOptions = {}, guard: GuardOptions = {}): Document.Parsed[] | EmptyStream {
  const composer = new Composer(options);
  const docs = Array.from(composer.compose(guardedYamlTokens(source, guard)));
  if (docs.length > 0) return docs;
  return Object.assign([], { empty: true as const }, composer.streamInfo());
}
