/**
 * Second pass: writes the document while scanning it, holding only the open elements (their
 * layout and content flags, from classify()) and, inside a text-only element, one text of
 * lookahead (whether it is the last child decides whether its trailing whitespace goes).
 *
 * Layout of an element's content, as the `xml-formatter` package does it:
 * - only whitespace (and stripped comments): <a></a>;
 * - xml:space="preserve", a listed name or path: verbatim (tags normalized, nothing else);
 * - minify: children without the whitespace between them (text kept when it is mixed content);
 * - text and CDATA only (collapse on): on one line, edge whitespace with a line break trimmed;
 * - mixed content without line breaks in its text (collapse on): verbatim on one line;
 * - otherwise one child per line, indented, text trimmed.
 */
import { keepShape } from '../../_shared/kept-shape.js';
import { CONTENT, MARKUP, MAX_DEPTH, NONBLANK_TEXT, TEXT_BREAK } from './classify.js';
import { Output } from './output.js';
import { CDATA, COMMENT, DOCTYPE, END, END_TAG, isSpace, PI, START_TAG, TEXT, XmlScanner } from './scanner.js';

export interface PrintOptions {
  minify: boolean;
  indent: string;
  collapse: boolean;
  keepComments: boolean;
  preserveNames: Set<string>;
  preservePaths: Set<string>;
  /** Line ending every line break is converted to (format mode), or undefined (minify). */
  eol: string | undefined;
}

const SKIP = 0;
const VERBATIM = 1;
const MINIFY = 2;
const TEXT_ONLY = 3;
const INDENT = 4;

const SPACE_NONE = 0;
const SPACE_PRESERVE = 1;
const SPACE_DEFAULT = 2;

const QUOT = 0x22;
const APOS = 0x27;

function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}

/** An attribute name ends at whitespace or '='. */
function endsAttributeName(c: number): boolean {
  return c === 0x3d || isSpace(c) || c !== c;
}

class Printer {
  private readonly out: Output;
  private readonly scanner: XmlScanner;
  private readonly mode = new Uint8Array(MAX_DEPTH + 1);
  private readonly contentFlags = new Uint8Array(MAX_DEPTH + 1);
  /** Absolute paths of the open elements, kept only when paths are listed to preserve. */
  private readonly paths: string[] = [];
  private depth = 0;
  /** Elements with content opened so far: their index in the classify() flags. */
  private ordinal = 0;
  /** A line break and the indentation of each level (minify: no line break, no indentation). */
  private readonly lineStarts: string[] = [];
  /** Attribute spans of the current start tag: name start, name end, value start, value end, quote. */
  private readonly spans: number[] = [];
  /** Inside a text-only element: the text not yet written, and whether a child came before it. */
  private pendingStart = -1;
  private pendingEnd = 0;
  private pendingFirst = false;
  private childSeen = false;

  constructor(
    private readonly src: string,
    from: number,
    private readonly flags: Uint8Array,
    private readonly options: PrintOptions,
  ) {
    this.out = new Output(src, options.eol);
    this.scanner = new XmlScanner(src, from);
  }

  run(): { formatted: string; lineCount: number } {
    const { scanner, out, options } = this;
    let wroteTopLevel = false;
    for (let token = scanner.next(); token !== END; token = scanner.next()) {
      if (this.depth === 0) {
        // prolog, root, epilog: one per line; the whitespace between them goes
        if (token === TEXT || (token === COMMENT && !options.keepComments)) continue;
        if (wroteTopLevel && !options.minify) out.push('\n');
        wroteTopLevel = true;
        if (token === START_TAG) this.open();
        else out.copy(scanner.start, scanner.end);
        continue;
      }
      const mode = this.mode[this.depth - 1]!;
      switch (token) {
        case TEXT:
          this.text(mode);
          break;
        case START_TAG:
          if (mode === VERBATIM) {
            this.startTag();
            if (!scanner.selfClosing) this.push(VERBATIM, 0, '');
          } else {
            if (mode === INDENT) out.push(this.lineStart(this.depth));
            this.open();
          }
          break;
        case END_TAG:
          this.close();
          break;
        case COMMENT:
          if (options.keepComments) this.markup(mode);
          break;
        case CDATA:
        case PI:
          this.markup(mode);
          break;
        case DOCTYPE: // the reader allows it only before the root
          break;
      }
    }
    const formatted = out.finish();
    return { formatted, lineCount: out.lineCount };
  }

  /** A start tag outside verbatim content: chooses the element's layout. */
  private open(): void {
    const { scanner, options, src } = this;
    const space = this.startTag();
    if (scanner.selfClosing) return;
    const level = this.depth;
    const flags = this.flags[this.ordinal]!;
    let path = '';
    if (options.preservePaths.size > 0) path = `${level > 0 ? this.paths[level - 1]! : ''}/${src.slice(scanner.start + 1, scanner.nameEnd)}`;
    let mode: number;
    if (this.preserved(space, path)) mode = VERBATIM;
    else if ((flags & CONTENT) === 0) mode = SKIP;
    else if (options.minify) mode = MINIFY;
    else if (options.collapse && (flags & MARKUP) === 0) mode = TEXT_ONLY;
    else if (options.collapse && (flags & NONBLANK_TEXT) !== 0 && (flags & TEXT_BREAK) === 0) mode = VERBATIM;
    else mode = INDENT;
    if (mode === TEXT_ONLY) {
      this.pendingStart = -1;
      this.childSeen = false;
    }
    this.push(mode, flags, path);
  }

  private preserved(space: number, path: string): boolean {
    if (space === SPACE_PRESERVE) return true;
    if (space === SPACE_DEFAULT) return false;
    const { preserveNames, preservePaths } = this.options;
    if (preserveNames.size > 0 && preserveNames.has(this.src.slice(this.scanner.start + 1, this.scanner.nameEnd))) return true;
    return preservePaths.size > 0 && preservePaths.has(path);
  }

  private push(mode: number, flags: number, path: string): void {
    this.ordinal++;
    this.mode[this.depth] = mode;
    this.contentFlags[this.depth] = flags;
    if (this.options.preservePaths.size > 0) this.paths[this.depth] = path;
    this.depth++;
  }

  private close(): void {
    const { scanner, src, out } = this;
    const level = --this.depth;
    const mode = this.mode[level]!;
    if (mode === TEXT_ONLY && this.pendingStart !== -1) this.flushPending(true);
    else if (mode === INDENT) out.push(this.lineStart(level));
    // </name  > is written </name>
    if (src.charCodeAt(scanner.nameEnd) === 0x3e) out.copy(scanner.start, scanner.end);
    else out.push(`</${src.slice(scanner.start + 2, scanner.nameEnd)}>`);
  }

  private text(mode: number): void {
    const { scanner, src, out } = this;
    let start = scanner.start;
    let end = scanner.end;
    switch (mode) {
      case VERBATIM:
        out.copy(start, end);
        break;
      case MINIFY:
        // whitespace between tags goes, unless the element has text: then every text is content
        if ((this.contentFlags[this.depth - 1]! & NONBLANK_TEXT) !== 0) out.copy(start, end);
        break;
      case TEXT_ONLY:
        if (this.pendingStart !== -1) this.flushPending(false);
        this.pendingStart = start;
        this.pendingEnd = end;
        this.pendingFirst = !this.childSeen;
        this.childSeen = true;
        break;
      case INDENT:
        while (start < end && isSpace(src.charCodeAt(start))) start++;
        while (end > start && isSpace(src.charCodeAt(end - 1))) end--;
        if (start < end) {
          out.push(this.lineStart(this.depth));
          out.copy(start, end);
        }
        break;
    }
  }

  /** A comment, CDATA section or processing instruction inside an element. */
  private markup(mode: number): void {
    const { scanner, out } = this;
    if (mode === SKIP) return; // cannot happen: classify() counted it as content
    if (mode === TEXT_ONLY) {
      if (this.pendingStart !== -1) this.flushPending(false);
      this.childSeen = true;
    } else if (mode === INDENT) out.push(this.lineStart(this.depth));
    out.copy(scanner.start, scanner.end);
  }

  /** Writes the held text of a text-only element: edge whitespace that holds a line break is indentation, not content. */
  private flushPending(last: boolean): void {
    const src = this.src;
    let start = this.pendingStart;
    let end = this.pendingEnd;
    this.pendingStart = -1;
    if (this.pendingFirst) {
      let k = start;
      let lineBreak = false;
      for (; k < end && isSpace(src.charCodeAt(k)); k++) if (isLineBreak(src.charCodeAt(k))) lineBreak = true;
      if (lineBreak) start = k;
    }
    if (last) {
      let k = end;
      let lineBreak = false;
      for (; k > start && isSpace(src.charCodeAt(k - 1)); k--) if (isLineBreak(src.charCodeAt(k - 1))) lineBreak = true;
      if (lineBreak) end = k;
    }
    if (start < end) this.out.copy(start, end);
  }

  /**
   * Writes the current start tag, attributes separated by one space and in double quotes (a
   * tag already written so is copied in one piece); returns its xml:space value.
   */
  private startTag(): number {
    const { scanner, src, spans, out } = this;
    const tagEnd = scanner.end;
    const closer = scanner.selfClosing ? tagEnd - 2 : tagEnd - 1;
    let canonical = true;
    let space = SPACE_NONE;
    spans.length = 0;
    let j = scanner.nameEnd;
    for (;;) {
      const gap = j;
      while (isSpace(src.charCodeAt(j))) j++;
      if (j >= closer) {
        if (j !== gap) canonical = false;
        break;
      }
      if (j - gap !== 1 || src.charCodeAt(gap) !== 0x20) canonical = false;
      const nameStart = j;
      while (!endsAttributeName(src.charCodeAt(j))) j++;
      const nameEnd = j;
      while (isSpace(src.charCodeAt(j))) j++;
      if (j !== nameEnd) canonical = false;
      const afterEquals = ++j;
      while (isSpace(src.charCodeAt(j))) j++;
      if (j !== afterEquals) canonical = false;
      const quote = src.charCodeAt(j);
      if (quote === APOS) canonical = false;
      const valueStart = j + 1;
      const valueEnd = src.indexOf(quote === QUOT ? '"' : "'", valueStart);
      spans.push(nameStart, nameEnd, valueStart, valueEnd, quote);
      if (nameEnd - nameStart === 9 && src.startsWith('xml:space', nameStart)) {
        const length = valueEnd - valueStart;
        if (length === 8 && src.startsWith('preserve', valueStart)) space = SPACE_PRESERVE;
        else if (length === 7 && src.startsWith('default', valueStart)) space = SPACE_DEFAULT;
        else space = SPACE_NONE;
      }
      j = valueEnd + 1;
    }
    if (canonical) {
      out.copy(scanner.start, tagEnd);
      return space;
    }
    out.copy(scanner.start, scanner.nameEnd);
    for (let k = 0; k < spans.length; k += 5) {
      let value = src.slice(spans[k + 2]!, spans[k + 3]!);
      if (spans[k + 4] === APOS && value.includes('"')) value = value.replace(/"/g, '&quot;');
      out.push(` ${src.slice(spans[k]!, spans[k + 1]!)}="${value}"`);
    }
    out.push(scanner.selfClosing ? '/>' : '>');
    return space;
  }

  private lineStart(level: number): string {
    return (this.lineStarts[level] ??= this.options.minify ? '' : `\n${this.options.indent.repeat(level)}`);
  }
}

/** Formats (or minifies) a well-formed document; `flags` come from classify() with the same keepComments. */
export function print(src: string, from: number, flags: Uint8Array, options: PrintOptions): { formatted: string; lineCount: number } {
  return new Printer(src, from, flags, options).run();
}

// the printer, its output and its scanner stay optimized across full collections (see kept-shape.ts)
keepShape(new Printer('', 0, new Uint8Array(0), { minify: false, indent: '', collapse: false, keepComments: false, preserveNames: new Set(), preservePaths: new Set(), eol: '\n' }));
