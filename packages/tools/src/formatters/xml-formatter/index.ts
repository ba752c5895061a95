/**
 * XML pretty-printer and minifier on a small, linear, well-formedness-checking
 * parser. The formatting rules follow the `xml-formatter` package (one element
 * per line, text-only elements collapsed, xml:space="preserve" honoured), but
 * that package's parser is quadratic on attributes (10 s for 1 MB), recursive
 * (stack overflow on deep nesting), mis-parses a DOCTYPE with both an external
 * id and an internal subset, and accepts malformed XML; so parsing is done here
 * with exact error positions, and DTDs are copied as text, never loaded.
 */
import { defineTool, failure, success } from '@ctp/core';
import { describeChar } from '../../_shared/base64-text.js';
import { lineColumn } from '../../_shared/text.js';
import { invalidXmlMessage, xmlSyntaxError } from '../../_shared/xml-reader.js';
import definition from './definition.js';

const MAX_DEPTH = 1000;

interface Attribute {
  name: string;
  value: string;
  quote: string;
}

type XmlNode =
  | { kind: 'element'; name: string; attributes: Attribute[]; children: XmlNode[] | null; start: number }
  | { kind: 'text'; text: string }
  | { kind: 'raw'; type: 'comment' | 'cdata' | 'pi' | 'doctype'; text: string };

type Element = Extract<XmlNode, { kind: 'element' }>;

class XmlError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

// XML 1.0 (5th ed.) Name production.
const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;
const NAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*`, 'uy');
const REFERENCE = new RegExp(`&(?:[${NAME_START}][${NAME_CHAR}]*;|#[0-9]+;|#x[0-9a-fA-F]+;)`, 'uy');
const INVALID_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

function charAt(src: string, i: number): string {
  return i < src.length ? describeChar(String.fromCodePoint(src.codePointAt(i)!)) : 'the end of the input';
}

/**
 * The next occurrence of `needle` at or after `from`, for calls with non-decreasing
 * `from`: the answer is cached, so a document with no '&' is not searched again
 * for every text node (which would be quadratic).
 */
function finder(src: string, needle: string): (from: number) => number {
  let pos = -2;
  return (from) => {
    if (pos !== -1 && pos < from) pos = src.indexOf(needle, from);
    return pos;
  };
}

/** Checks every '&' in src[from, to) starts a well-formed entity or character reference. */
function checkReferences(src: string, from: number, to: number, nextAmp: (from: number) => number): void {
  for (let amp = nextAmp(from); amp !== -1 && amp < to; amp = nextAmp(amp + 1)) {
    REFERENCE.lastIndex = amp;
    const m = REFERENCE.exec(src);
    if (!m || amp + m[0].length > to)
      throw new XmlError(amp, "'&' must start an entity or character reference such as &amp; &lt; &#169; or &#xA9; (write &amp; for a literal '&')");
    if (m[0][1] === '#') {
      const cp = m[0][2] === 'x' ? parseInt(m[0].slice(3, -1), 16) : parseInt(m[0].slice(2, -1), 10);
      if (!isXmlChar(cp))
        throw new XmlError(amp, `the character reference ${m[0]} stands for a character XML does not allow (${cp > 0x10ffff ? 'beyond U+10FFFF' : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`})`);
    }
  }
}

/** Index just past the '>' closing the DOCTYPE starting at i, or -1. */
function doctypeEnd(src: string, i: number): number {
  let inSubset = false;
  for (let j = i + 9; j < src.length; j++) {
    const c = src[j];
    if (c === '"' || c === "'") {
      const k = src.indexOf(c, j + 1);
      if (k < 0) return -1;
      j = k;
    } else if (inSubset) {
      if (src.startsWith('<!--', j)) {
        const k = src.indexOf('-->', j + 4);
        if (k < 0) return -1;
        j = k + 2;
      } else if (src.startsWith('<?', j)) {
        const k = src.indexOf('?>', j + 2);
        if (k < 0) return -1;
        j = k + 1;
      } else if (c === ']') inSubset = false;
    } else if (c === '[') inSubset = true;
    else if (c === '>') return j + 1;
  }
  return -1;
}

/** Parses a whole document, checking well-formedness (without a DTD); throws XmlError. */
function parse(src: string): XmlNode[] {
  const bad = INVALID_CHAR.exec(src);
  if (bad) throw new XmlError(bad.index, `${describeChar(bad[0])} is not allowed in XML 1.0, not even as a character reference`);
  const top: XmlNode[] = [];
  const stack: Element[] = [];
  let root: Element | undefined;
  let rootClosed = false;
  let doctypeSeen = false;
  const n = src.length;
  const nextAmp = finder(src, '&');
  const nextLt = finder(src, '<');
  const nextCdataEnd = finder(src, ']]>');
  let i = 0;
  const add = (node: XmlNode) => (stack.length ? stack[stack.length - 1]!.children! : top).push(node);
  while (i < n) {
    if (src.charCodeAt(i) !== 0x3c) {
      // text up to the next '<'
      let end = nextLt(i);
      if (end < 0) end = n;
      if (stack.length === 0) {
        for (let k = i; k < end; k++)
          if (!isSpace(src.charCodeAt(k)))
            throw new XmlError(k, `text ${charAt(src, k)} outside the root element; only comments, processing instructions and whitespace may come ${root ? 'after' : 'before'} it`);
      } else {
        checkReferences(src, i, end, nextAmp);
        const cdataEnd = nextCdataEnd(i);
        if (cdataEnd !== -1 && cdataEnd < end) throw new XmlError(cdataEnd, "']]>' is not allowed in text (write ]]&gt;)");
        add({ kind: 'text', text: src.slice(i, end) });
      }
      i = end;
      continue;
    }
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) throw new XmlError(i, "comment is never closed with '-->'");
      const dashes = src.indexOf('--', i + 4);
      if (dashes < end) throw new XmlError(dashes, "'--' is not allowed inside a comment");
      add({ kind: 'raw', type: 'comment', text: src.slice(i, end + 3) });
      i = end + 3;
      continue;
    }
    if (src.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) throw new XmlError(i, 'a CDATA section must be inside the root element');
      const end = src.indexOf(']]>', i + 9);
      if (end < 0) throw new XmlError(i, "CDATA section is never closed with ']]>'");
      add({ kind: 'raw', type: 'cdata', text: src.slice(i, end + 3) });
      i = end + 3;
      continue;
    }
    if (src.startsWith('<!DOCTYPE', i)) {
      if (root || doctypeSeen) throw new XmlError(i, root ? 'the DOCTYPE must come before the root element' : 'only one DOCTYPE is allowed');
      const end = doctypeEnd(src, i);
      if (end < 0) throw new XmlError(i, "DOCTYPE is never closed with '>' (check its quotes and [ ] brackets)");
      doctypeSeen = true;
      top.push({ kind: 'raw', type: 'doctype', text: src.slice(i, end) });
      i = end;
      continue;
    }
    if (src[i + 1] === '!') throw new XmlError(i, "'<!' must start a comment (<!--), a CDATA section (<![CDATA[) or the <!DOCTYPE");
    if (src[i + 1] === '?') {
      NAME.lastIndex = i + 2;
      const target = NAME.exec(src)?.[0];
      if (!target) throw new XmlError(i + 2, `a processing instruction needs a target name after '<?', found ${charAt(src, i + 2)}`);
      const end = src.indexOf('?>', i + 2);
      if (end < 0) throw new XmlError(i, `processing instruction <?${target} is never closed with '?>'`);
      if (target.toLowerCase() === 'xml' && i !== 0)
        throw new XmlError(i, 'the XML declaration <?xml …?> must be at the very start of the document (nothing, not even whitespace, before it)');
      const after = src.charCodeAt(i + 2 + target.length);
      if (i + 2 + target.length !== end && !isSpace(after)) throw new XmlError(i + 2 + target.length, `${charAt(src, i + 2 + target.length)} cannot follow the processing instruction target '${target}'`);
      add({ kind: 'raw', type: 'pi', text: src.slice(i, end + 2) });
      i = end + 2;
      continue;
    }
    if (src[i + 1] === '/') {
      NAME.lastIndex = i + 2;
      const name = NAME.exec(src)?.[0];
      if (!name) throw new XmlError(i + 2, `'</' must be followed by a tag name, found ${charAt(src, i + 2)}`);
      let j = i + 2 + name.length;
      while (isSpace(src.charCodeAt(j))) j++;
      if (src[j] !== '>') throw new XmlError(j, `the closing tag </${name}> must end with '>', found ${charAt(src, j)}`);
      const open = stack.pop();
      if (!open) throw new XmlError(i, `closing tag </${name}> has no matching start tag`);
      if (open.name !== name) {
        const at = lineColumn(src, open.start);
        throw new XmlError(i, `closing tag </${name}> does not match the start tag <${open.name}> at line ${at.line}, column ${at.column}`);
      }
      if (stack.length === 0) rootClosed = true;
      i = j + 1;
      continue;
    }
    // start tag
    NAME.lastIndex = i + 1;
    const name = NAME.exec(src)?.[0];
    if (!name) throw new XmlError(i, `'<' must be followed by a tag name, found ${charAt(src, i + 1)} (write &lt; for a literal '<')`);
    if (stack.length === 0 && (root || rootClosed)) throw new XmlError(i, `a second root element <${name}>: an XML document has exactly one root element (wrap the elements in a single parent)`);
    const element: Element = { kind: 'element', name, attributes: [], children: [], start: i };
    let j = i + 1 + name.length;
    let seen: Set<string> | undefined;
    for (;;) {
      const spaceStart = j;
      while (isSpace(src.charCodeAt(j))) j++;
      if (src[j] === '>') {
        j++;
        break;
      }
      if (src[j] === '/') {
        if (src[j + 1] !== '>') throw new XmlError(j + 1, `expected '>' after '/' in the tag <${name}>, found ${charAt(src, j + 1)}`);
        element.children = null;
        j += 2;
        break;
      }
      if (j >= n) throw new XmlError(i, `the start tag <${name}> is never closed with '>'`);
      NAME.lastIndex = j;
      const attr = NAME.exec(src)?.[0];
      if (!attr) throw new XmlError(j, `${charAt(src, j)} is not allowed in the tag <${name}>; expected an attribute name, '>' or '/>'`);
      if (j === spaceStart) throw new XmlError(j, `attribute '${attr}' must be separated from what precedes it by whitespace`);
      j += attr.length;
      while (isSpace(src.charCodeAt(j))) j++;
      if (src[j] !== '=') throw new XmlError(j, `attribute '${attr}' has no value; XML requires ${attr}="value"`);
      j++;
      while (isSpace(src.charCodeAt(j))) j++;
      const quote = src[j];
      if (quote !== '"' && quote !== "'") throw new XmlError(j, `the value of attribute '${attr}' must be in double or single quotes, found ${charAt(src, j)}`);
      const end = src.indexOf(quote, j + 1);
      if (end < 0) throw new XmlError(j, `the value of attribute '${attr}' is never closed with ${quote}`);
      const lt = nextLt(j + 1);
      if (lt !== -1 && lt < end) throw new XmlError(lt, `'<' is not allowed in the value of attribute '${attr}' (write &lt;)`);
      checkReferences(src, j + 1, end, nextAmp);
      seen ??= new Set();
      if (seen.has(attr)) throw new XmlError(j - attr.length - 1, `attribute '${attr}' appears twice in <${name}>`);
      seen.add(attr);
      element.attributes.push({ name: attr, value: src.slice(j + 1, end), quote });
      j = end + 1;
    }
    add(element);
    if (stack.length === 0) root = element;
    if (element.children) {
      if (stack.length >= MAX_DEPTH) throw new XmlError(i, `elements are nested too deeply (over ${MAX_DEPTH} levels)`);
      stack.push(element);
    } else if (stack.length === 0) rootClosed = true;
    i = j;
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) throw new XmlError(unclosed.start, `the element <${unclosed.name}> is never closed (expected </${unclosed.name}>)`);
  if (!root) throw new XmlError(n, 'no root element: an XML document needs exactly one element enclosing its content');
  return top;
}

interface PrintOptions {
  minify: boolean;
  indent: string;
  collapse: boolean;
  keepComments: boolean;
  preserveNames: Set<string>;
  preservePaths: Set<string>;
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

/** Trims XML whitespace (space, tab, CR, LF) only: a no-break space is content. */
function trimXml(text: string, start = true, end = true): string {
  let a = 0;
  let b = text.length;
  if (start) while (a < b && isSpace(text.charCodeAt(a))) a++;
  if (end) while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
  return text.slice(a, b);
}

function hasLineBreak(text: string): boolean {
  return text.includes('\n') || text.includes('\r');
}

function print(top: XmlNode[], options: PrintOptions): string {
  const out: string[] = [];
  const nl = options.minify ? '' : '\n';
  const indents: string[] = [''];
  const indent = (level: number) => (indents[level] ??= options.indent.repeat(level));
  const path: string[] = [];

  const startTag = (el: Element) => {
    let tag = `<${el.name}`;
    for (const a of el.attributes) tag += ` ${a.name}="${a.quote === "'" ? a.value.replace(/"/g, '&quot;') : a.value}"`;
    return tag;
  };
  const contentOf = (el: Element) => (options.keepComments ? el.children! : el.children!.filter((c) => !(c.kind === 'raw' && c.type === 'comment')));

  /** Writes a node exactly as written (only tags are normalized): whitespace is content here. */
  const writeVerbatim = (node: XmlNode): void => {
    if (node.kind === 'text') out.push(node.text);
    else if (node.kind === 'raw') {
      if (options.keepComments || node.type !== 'comment') out.push(node.text);
    } else {
      out.push(startTag(node));
      if (node.children === null) out.push('/>');
      else {
        out.push('>');
        for (const child of node.children) writeVerbatim(child);
        out.push(`</${node.name}>`);
      }
    }
  };

  const preserved = (el: Element): boolean => {
    const space = el.attributes.find((a) => a.name === 'xml:space')?.value;
    if (space === 'preserve') return true;
    if (space === 'default') return false;
    if (options.preserveNames.has(el.name)) return true;
    return options.preservePaths.size > 0 && options.preservePaths.has(`/${path.join('/')}`);
  };

  const writeElement = (el: Element, level: number): void => {
    path.push(el.name);
    try {
      const preserve = preserved(el);
      out.push(startTag(el));
      if (el.children === null) {
        out.push('/>');
        return;
      }
      out.push('>');
      const close = `</${el.name}>`;
      if (preserve) {
        for (const child of el.children) writeVerbatim(child);
        out.push(close);
        return;
      }
      const children = contentOf(el);
      if (children.every((c) => c.kind === 'text' && isBlank(c.text))) {
        out.push(close);
        return;
      }
      const mixed = children.some((c) => c.kind === 'text' && !isBlank(c.text));
      if (options.minify) {
        for (const child of children) {
          if (child.kind === 'text') {
            if (mixed) out.push(child.text);
          } else if (child.kind === 'element') writeElement(child, level + 1);
          else out.push(child.text);
        }
        out.push(close);
        return;
      }
      if (options.collapse) {
        const textOnly = children.every((c) => c.kind === 'text' || (c.kind === 'raw' && c.type === 'cdata'));
        if (textOnly) {
          // indentation-like whitespace at the edges (it has a line break) goes; spaces within one line stay
          children.forEach((c, k) => {
            if (c.kind === 'raw') out.push(c.text);
            else if (c.kind === 'text') {
              const first = k === 0 && hasLineBreak(c.text.slice(0, c.text.length - trimXml(c.text, true, false).length));
              const last = k === children.length - 1 && hasLineBreak(c.text.slice(trimXml(c.text, false, true).length));
              out.push(trimXml(c.text, first, last));
            }
          });
          out.push(close);
          return;
        }
        if (mixed && !children.some((c) => c.kind === 'text' && hasLineBreak(c.text))) {
          // mixed content on one line: whitespace between words and tags is significant
          for (const child of children) writeVerbatim(child);
          out.push(close);
          return;
        }
      }
      const inner = nl + indent(level + 1);
      for (const child of children) {
        if (child.kind === 'text') {
          const text = trimXml(child.text);
          if (text) out.push(inner, text);
        } else if (child.kind === 'element') {
          out.push(inner);
          writeElement(child, level + 1);
        } else out.push(inner, child.text);
      }
      out.push(nl + indent(level), close);
    } finally {
      path.pop();
    }
  };

  for (const node of top) {
    if (node.kind === 'text') continue; // whitespace between top-level nodes
    if (node.kind === 'raw' && node.type === 'comment' && !options.keepComments) continue;
    if (out.length) out.push(nl);
    if (node.kind === 'element') writeElement(node, 0);
    else out.push(node.text);
  }
  return out.join('');
}

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t' };

export default defineTool(definition, (params) => {
  // well-formedness is the shared reader's verdict, so the XML tools agree; the parser below builds the tree
  const malformed = xmlSyntaxError(params.xml);
  if (malformed) return failure('INVALID_INPUT', invalidXmlMessage(malformed));
  let xml = params.xml;
  if (xml.charCodeAt(0) === 0xfeff) xml = xml.slice(1); // byte order mark
  let top: XmlNode[];
  try {
    top = parse(xml);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    const { line, column } = lineColumn(xml, error.offset);
    return failure('INVALID_INPUT', `Invalid XML at line ${line}, column ${column}: ${error.message}`);
  }
  const preserveNames = new Set<string>();
  const preservePaths = new Set<string>();
  for (const entry of (params.preserveWhitespaceIn ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    if (entry.startsWith('/')) preservePaths.add(entry.replace(/\/+$/, ''));
    else preserveNames.add(entry);
  }
  const minify = params.mode === 'minify';
  let formatted = print(top, {
    minify,
    indent: INDENTS[params.indent]!,
    collapse: params.collapseContent,
    keepComments: params.keepComments,
    preserveNames,
    preservePaths,
  });
  // XML readers turn CRLF and CR into LF, so normalizing line ends never changes the document
  if (!minify) formatted = formatted.replace(/\r\n?|\n/g, params.lineSeparator === 'crlf' ? '\r\n' : '\n');
  let lineCount = 1;
  for (let k = formatted.indexOf('\n'); k !== -1; k = formatted.indexOf('\n', k + 1)) lineCount++;
  return success({ formatted, lineCount });
});
