/**
 * A big one-document YAML source read as a run of smaller documents, each
 * holding a stretch of the root collection's entries.
 *
 * The yaml package keeps a whole document as CST tokens and then as nodes:
 * about 90 bytes of heap per byte of source. A root sequence or mapping is
 * the common shape of big YAML (exports, lists, fixtures), and its entries
 * are independent for a formatter or a converter: so the library's own lexer
 * runs over the whole source once, and where a new root entry starts at
 * column 0 a fresh library parser takes over. The caller composes, prints and
 * drops each part before the next is read, and memory holds one part's nodes
 * instead of the document's.
 *
 * The cut points are chosen conservatively; anything that ties entries
 * together or that a part alone could read differently makes the source
 * "unsplittable" (the caller then reads it whole):
 * - anchors and aliases (an alias may name an anchor in another part),
 *   directives and document markers, a byte order mark, a tag or an explicit
 *   key or value indicator at column 0, a flow collection the lexer gave up on,
 *   a tag on a root sequence item (the printer lets it change how the later
 *   items fold);
 * - a cut only where the previous line is content without a comment (so no
 *   part starts with blank lines or comments that belong to its entry, and no
 *   line comment ends a part), outside flow collections, right after a line
 *   break (never inside a scalar: the lexer hands a quoted or block scalar
 *   over whole).
 * Parts that do not read as the root's shape, or repeat a root key, make the
 * source unsplittable too; whether a part has errors is for the caller to check.
 *
 * Import from index.ts files only: this module loads the yaml package.
 */
import { Composer, CST, isMap, isScalar, isSeq, Lexer, Parser, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';
import { depthOf, MAX_YAML_DEPTH, YamlTooDeep } from './yaml-guard.js';

/** The source cannot be read in parts; read it as one document. */
export class YamlUnsplittable extends Error {
  constructor(readonly reason: string) {
    super(`YAML read whole: ${reason}`);
  }
}

export interface YamlPart {
  /** One composed document holding a stretch of root entries (ranges and error positions are offsets in the whole source). */
  doc: Document.Parsed;
  /** 'seq' or 'map': what the root collection's entries start with. */
  root: 'seq' | 'map';
}

type YamlOptions = ParseOptions & DocumentOptions & SchemaOptions;

/** Sources from this size on are worth reading in parts; below it a whole document is a few MiB at most. */
export const READ_IN_PARTS_FROM = 64 * 1024;
/**
 * Small parts: a part's nodes then die young, in V8's young generation. Parts of 16 KiB had
 * their nodes promoted to the old generation and the peak was 40× a 1 MiB input; parts of 1 KiB
 * stay about the input plus the output, as fast (measured 2026-11-27).
 */
const PART_CHARS = 1024;

const SCALAR_STARTS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar']);
const REFUSED = new Set(['anchor', 'alias', 'directive-line', 'doc-start', 'doc-end', 'byte-order-mark', 'flow-error-end']);

/**
 * The parts of `source`, each at least `partChars` characters of source (the last may be shorter; tests pass small values),
 * composed with `options`. Throws YamlUnsplittable as soon as the source turns out not to be a
 * root collection this can cut, and YamlTooDeep past MAX_YAML_DEPTH, as the guarded reader does.
 */
export function* yamlRootParts(source: string, options: YamlOptions, partChars = PART_CHARS): Generator<YamlPart> {
  let root: 'seq' | 'map' | undefined;
  let parser = new Parser();
  let tokens: CST.Token[] = [];
  let partStart = 0;
  let offset = 0;
  let flowDepth = 0;
  let scalarNext = false;
  // the line being read: at its start (column 0), has it content, has it a comment; and the line before it
  let lineStart = true;
  let lineContent = false;
  let lineComment = false;
  let previousLineClean = false;
  // the line so far is a column-0 "-" and spaces: a tag now is a root item's own
  let bareRootItem = false;

  const feed = (lexeme: string) => {
    for (const token of parser.next(lexeme)) tokens.push(token);
  };
  const compose = (end: number): Document.Parsed => {
    for (const token of parser.end()) tokens.push(token);
    const docs = Array.from(new Composer(options).compose(tokens, true, end));
    tokens = [];
    const doc = docs.length === 1 ? docs[0]! : undefined;
    // a part of a root sequence (mapping) must read as a sequence (mapping), or the cut was not between entries
    if (!doc || !(root === 'seq' ? isSeq(doc.contents) : isMap(doc.contents))) throw new YamlUnsplittable('a part that is not a root collection');
    // a root key written twice is reported by the whole-document reader, in its own words
    if (isMap(doc.contents))
      for (const pair of doc.contents.items) {
        if (!isScalar(pair.key) || typeof pair.key.value === 'symbol') continue; // (a << merge key may repeat)
        const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
        if (rootKeys.has(id)) throw new YamlUnsplittable('a root key written twice');
        rootKeys.add(id);
      }
    return doc;
  };
  let documents = 0;
  const rootKeys = new Set<string>();

  for (const lexeme of new Lexer().lex(source)) {
    if (lexeme === CST.DOCUMENT) {
      // the document starts after the stream's leading comments (which the composer reads as the
      // stream's prelude, not as the document's own); a second one is a second document
      if (documents++ > 0) throw new YamlUnsplittable('a second document');
      feed(lexeme);
      continue;
    }
    if (lexeme === CST.SCALAR || lexeme === CST.FLOW_END) {
      if (lexeme === CST.FLOW_END) throw new YamlUnsplittable('an unterminated flow collection');
      scalarNext = true; // fed with the scalar's text, to whichever part that starts
      continue;
    }
    const type = scalarNext ? 'scalar' : (CST.tokenType(lexeme) ?? 'unknown');
    scalarNext = false;
    if (REFUSED.has(type)) throw new YamlUnsplittable(`a ${type} token`);

    if (lineStart && flowDepth === 0 && type !== 'newline' && type !== 'space' && type !== 'comment') {
      // the first entry decides the root's shape; later column-0 tokens must agree with it
      const entry = type === 'seq-item-ind' ? 'seq' : SCALAR_STARTS.has(type) ? 'map' : undefined;
      if (type === 'tag' || type === 'explicit-key-ind' || type === 'map-value-ind') throw new YamlUnsplittable(`a ${type} at column 0`);
      if (root === undefined) {
        if (!entry) throw new YamlUnsplittable(`a root starting with ${type}`);
        root = entry;
      }
      if (entry === root && previousLineClean && offset - partStart >= partChars) {
        yield { doc: compose(offset), root };
        parser = new Parser();
        parser.offset = offset; // positions in the parts are positions in the source
        partStart = offset;
        feed(CST.DOCUMENT);
      }
    }

    // the library's printer carries a root sequence item's tag over into how it folds the items
    // after it (a shared context): only the whole sequence prints that way
    if (type === 'tag' && root === 'seq' && (bareRootItem || !lineContent)) throw new YamlUnsplittable('a tagged root sequence item');
    if (type !== 'space') bareRootItem = lineStart && flowDepth === 0 && type === 'seq-item-ind';

    if (type === 'flow-map-start' || type === 'flow-seq-start') flowDepth++;
    else if ((type === 'flow-map-end' || type === 'flow-seq-end') && flowDepth > 0) flowDepth--;
    if (type === 'newline') {
      previousLineClean = lineContent && !lineComment;
      lineStart = true;
      lineContent = false;
      lineComment = false;
    } else if (type === 'scalar' && lexeme.endsWith('\n')) {
      // a block scalar's text ends its last line: no cut right after it (a blank line may follow)
      previousLineClean = false;
      lineStart = true;
      lineContent = false;
      lineComment = false;
    } else {
      lineStart = false;
      if (type === 'comment') lineComment = true;
      else if (type !== 'space') lineContent = true;
    }

    if (type === 'scalar') feed(CST.SCALAR);
    feed(lexeme);
    if (depthOf(parser.stack) > MAX_YAML_DEPTH) throw new YamlTooDeep(offset);
    offset += lexeme.length;
  }
  if (root === undefined) throw new YamlUnsplittable('no root collection');
  yield { doc: compose(source.length), root };
}
