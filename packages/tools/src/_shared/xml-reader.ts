/**
 * The catalog's one XML reader: a well-formedness checker for XML 1.0 (fifth
 * edition) and, optionally, Namespaces in XML 1.0. xml-validator reports what it
 * finds; xml-formatter and xml-to-json refuse a document it finds not
 * well-formed, with its line and column, so the three tools give one verdict
 * (issue 14 item 4). Written out here because fast-xml-parser's XMLValidator
 * accepts documents that are not well-formed (two root elements, text after
 * the root, '<' in attribute values, undeclared entities, '--' in comments,
 * control characters) and rejects valid names outside the BMP. The scanner is
 * iterative (any nesting depth), linear, and never expands entities, so
 * "billion laughs" and external entities (XXE) are inert.
 */
import { describeChar } from './base64-text.js';
import { LineIndex } from './line-index.js';
import { keepShape } from './kept-shape.js';

interface Issue {
  code: string;
  message: string;
  offset: number;
}

export interface XmlNamespace {
  prefix: string | null;
  uri: string;
}

export interface XmlDeclaration {
  version: string;
  encoding: string | null;
  standalone: 'yes' | 'no' | null;
}

class Fatal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const MAX_LISTED = 100;
const MAX_NAMESPACES = 1000;
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const PREDEFINED = new Set(['amp', 'lt', 'gt', 'apos', 'quot']);
/** HTML entities people paste into XML, with their numeric form. */
const HTML_ENTITIES: Record<string, string> = { nbsp: '#160', copy: '#169', reg: '#174', mdash: '#8212', ndash: '#8211', hellip: '#8230', euro: '#8364', laquo: '#171', raquo: '#187', trade: '#8482' };
const HTML_VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);

const NAME_START = ':A-Z_a-z\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2FF}\\u{370}-\\u{37D}\\u{37F}-\\u{1FFF}\\u{200C}-\\u{200D}\\u{2070}-\\u{218F}\\u{2C00}-\\u{2FEF}\\u{3001}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFFD}\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u{B7}\\u{300}-\\u{36F}\\u{203F}-\\u{2040}`;
const NAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*`, 'uy');
/** Characters XML 1.0 forbids anywhere (C0 controls but tab/LF/CR, lone surrogates, U+FFFE, U+FFFF). */
const BAD_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const TEXT_STOP = /[<&]|\]\]>/g;

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

function legalChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

function quote(text: string, max = 40): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

export interface XmlReadOptions {
  namespaces: boolean;
}

class Checker {
  pos = 0;
  readonly errors: Issue[] = [];
  readonly warnings: Issue[] = [];
  elementCount = 0;
  attributeCount = 0;
  maxDepth = 0;
  root: string | undefined;
  doctype: string | null = null;
  declaration: XmlDeclaration | null = null;
  readonly declared: XmlNamespace[] = [];
  private readonly declaredKeys = new Set<string>();
  private readonly entities = new Set<string>();
  private readonly externalEntities = new Set<string>();
  /** Undeclared entities are only an error when the DTD is known completely (WFC: Entity Declared). */
  private dtdIncomplete = false;
  /** prefix ('' for the default namespace) → stack of URIs in scope */
  private readonly scopes = new Map<string, string[]>([['xml', [XML_NS]]]);

  constructor(
    private readonly src: string,
    private readonly options: XmlReadOptions,
  ) {}

  private fail(code: string, message: string, offset = this.pos): never {
    throw new Fatal(code, message, offset);
  }

  private report(list: Issue[], code: string, message: string, offset: number): void {
    if (list.length < MAX_LISTED) list.push({ code, message, offset });
  }

  private startsWith(token: string, at = this.pos): boolean {
    return this.src.startsWith(token, at);
  }

  private skipSpace(): boolean {
    const start = this.pos;
    while (this.pos < this.src.length && isSpace(this.src.charCodeAt(this.pos))) this.pos++;
    return this.pos > start;
  }

  private readName(): string | undefined {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.src);
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }

  private charAt(offset: number): string {
    return String.fromCodePoint(this.src.codePointAt(offset) ?? 0);
  }

  private found(offset = this.pos): string {
    return offset >= this.src.length ? 'the end of the document' : describeChar(this.charAt(offset));
  }

  private expectName(what: string): string {
    const name = this.readName();
    if (name === undefined) this.fail('INVALID_NAME', `${what} expected, found ${this.found()}: names start with a letter, '_' or ':'`);
    return name;
  }

  private expect(token: string, what: string): void {
    if (!this.startsWith(token)) this.fail('SYNTAX_ERROR', `${what}: expected ${quote(token)}, found ${this.found()}`);
    this.pos += token.length;
  }

  run(): void {
    const src = this.src;
    if (src.charCodeAt(0) === 0xfeff) this.pos = 1;
    if (this.startsWith('<?xml') && (isSpace(src.charCodeAt(this.pos + 5)) || this.startsWith('?>', this.pos + 5))) this.xmlDeclaration();
    // prolog
    for (;;) {
      this.skipSpace();
      if (this.pos >= src.length) this.fail('NO_ROOT_ELEMENT', 'The document has no root element');
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.processingInstruction();
      else if (this.startsWith('<!DOCTYPE')) {
        if (this.doctype !== null) this.fail('SYNTAX_ERROR', 'A second <!DOCTYPE> declaration: a document has at most one');
        this.doctypeDeclaration();
      } else if (src.charCodeAt(this.pos) === 0x3c /* < */ && !this.startsWith('</') && !this.startsWith('<!')) break;
      else this.outsideRoot('before');
    }
    this.element();
    // epilog
    for (;;) {
      this.skipSpace();
      if (this.pos >= src.length) return;
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.processingInstruction();
      else if (this.startsWith('<!DOCTYPE')) this.fail('SYNTAX_ERROR', '<!DOCTYPE> must come before the root element');
      else if (src.charCodeAt(this.pos) === 0x3c && !this.startsWith('</') && !this.startsWith('<!'))
        this.fail('MULTIPLE_ROOT_ELEMENTS', `A second root element after </${this.root}>: an XML document has exactly one root element (wrap them in a common parent)`);
      else this.outsideRoot('after');
    }
  }

  private outsideRoot(where: 'before' | 'after'): never {
    const src = this.src;
    if (this.startsWith('</')) this.fail('UNEXPECTED_END_TAG', `End tag ${quote(src.slice(this.pos, src.indexOf('>', this.pos) + 1 || this.pos + 20))} without a matching start tag`);
    if (this.startsWith('<![CDATA[')) this.fail('TEXT_OUTSIDE_ROOT', `A CDATA section ${where} the root element: content must be inside it`);
    if (this.startsWith('<!')) this.fail('SYNTAX_ERROR', `Unexpected ${quote(src.slice(this.pos, this.pos + 12))} ${where} the root element: expected a comment <!--${where === 'before' ? ', <!DOCTYPE' : ''} or ${where === 'before' ? 'the root element' : 'the end'}`);
    const end = src.slice(this.pos, this.pos + 40).search(/[<\n]/);
    const text = src.slice(this.pos, end === -1 ? this.pos + 40 : this.pos + end);
    this.fail('TEXT_OUTSIDE_ROOT', `Text ${quote(text.trimEnd())} ${where} the root element: only comments, processing instructions and whitespace may appear there`);
  }

  private xmlDeclaration(): void {
    const start = this.pos;
    const end = this.src.indexOf('?>', start);
    if (end === -1) this.fail('UNTERMINATED', 'The XML declaration <?xml … is not closed with ?>', start);
    const body = this.src.slice(start + 5, end);
    const order = ['version', 'encoding', 'standalone'];
    const item = /\s+([^\s=?]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
    const values: Record<string, string> = {};
    let last = -1;
    let i = 0;
    for (let m = item.exec(body); m; item.lastIndex = i, m = item.exec(body)) {
      const key = m[1]!;
      const rank = order.indexOf(key);
      if (rank === -1) this.fail('INVALID_XML_DECLARATION', `Unknown item ${quote(key)} in the XML declaration (allowed: version, encoding, standalone, in that order)`, start + 5 + i);
      if (rank <= last) this.fail('INVALID_XML_DECLARATION', `"${key}" is out of order or repeated in the XML declaration (order: version, encoding, standalone)`, start + 5 + i);
      last = rank;
      values[key] = (m[2] ?? m[3])!;
      i = item.lastIndex;
    }
    if (!/^\s*$/.test(body.slice(i)))
      this.fail('INVALID_XML_DECLARATION', 'Malformed XML declaration: expected version="1.0", then optionally encoding="…" and standalone="yes" or "no"', start + 5 + i);
    if (values.version === undefined) this.fail('INVALID_XML_DECLARATION', 'The XML declaration must start with version="1.0"', start);
    if (!/^1\.[0-9]+$/.test(values.version)) this.fail('INVALID_XML_DECLARATION', `version ${quote(values.version)} is not an XML version (use "1.0")`, start);
    if (values.encoding !== undefined && !/^[A-Za-z][A-Za-z0-9._-]*$/.test(values.encoding))
      this.fail('INVALID_XML_DECLARATION', `encoding ${quote(values.encoding)} is not a valid encoding name (e.g. "UTF-8")`, start);
    if (values.standalone !== undefined && values.standalone !== 'yes' && values.standalone !== 'no')
      this.fail('INVALID_XML_DECLARATION', `standalone must be "yes" or "no", not ${quote(values.standalone)}`, start);
    this.declaration = {
      version: values.version,
      encoding: values.encoding ?? null,
      standalone: (values.standalone as 'yes' | 'no' | undefined) ?? null,
    };
    if (values.version !== '1.0') this.report(this.warnings, 'XML_VERSION', `XML ${values.version} is checked with the rules of XML 1.0`, start);
    this.pos = end + 2;
  }

  private comment(): void {
    const start = this.pos;
    const end = this.src.indexOf('-->', start + 4);
    if (end === -1) this.fail('UNTERMINATED', 'Comment <!-- … is not closed with -->', start);
    const dashes = this.src.indexOf('--', start + 4);
    if (dashes < end) this.fail('INVALID_COMMENT', "'--' is not allowed inside a comment (and a comment cannot end with '--->')", dashes);
    this.pos = end + 3;
  }

  private processingInstruction(): void {
    const start = this.pos;
    this.pos += 2;
    const target = this.expectName('A processing instruction target (<?target …?>)');
    if (target.toLowerCase() === 'xml')
      this.fail(
        'MISPLACED_XML_DECLARATION',
        target === 'xml'
          ? 'The XML declaration <?xml …?> is allowed only at the very start of the document (nothing, not even whitespace, may come before it)'
          : `Processing instruction target ${quote(target)} is reserved`,
        start,
      );
    const end = this.src.indexOf('?>', this.pos);
    if (end === -1) this.fail('UNTERMINATED', `Processing instruction <?${target} … is not closed with ?>`, start);
    if (end > this.pos && !isSpace(this.src.charCodeAt(this.pos))) this.fail('SYNTAX_ERROR', `Whitespace expected after the processing instruction target ${quote(target)}`);
    this.pos = end + 2;
  }

  private quoted(what: string): string {
    const q = this.src[this.pos];
    if (q !== '"' && q !== "'") this.fail('SYNTAX_ERROR', `${what}: a quoted string expected, found ${this.found()}`);
    const end = this.src.indexOf(q, this.pos + 1);
    if (end === -1) this.fail('UNTERMINATED', `${what}: the string opened with ${q} is not closed`);
    const value = this.src.slice(this.pos + 1, end);
    this.pos = end + 1;
    return value;
  }

  private externalId(required: boolean): boolean {
    if (this.startsWith('SYSTEM')) {
      this.pos += 6;
      if (!this.skipSpace()) this.fail('SYNTAX_ERROR', 'Whitespace expected after SYSTEM');
      this.quoted('SYSTEM identifier');
      return true;
    }
    if (this.startsWith('PUBLIC')) {
      this.pos += 6;
      if (!this.skipSpace()) this.fail('SYNTAX_ERROR', 'Whitespace expected after PUBLIC');
      const at = this.pos;
      const publicId = this.quoted('PUBLIC identifier');
      const bad = /[^\x20\r\na-zA-Z0-9\-'()+,./:=?;!*#@$_%]/.exec(publicId);
      if (bad) this.fail('SYNTAX_ERROR', `${describeChar(bad[0])} is not allowed in a PUBLIC identifier`, at + 1 + bad.index);
      if (!this.skipSpace()) this.fail('SYNTAX_ERROR', 'Whitespace and a system identifier expected after the PUBLIC identifier');
      this.quoted('System identifier');
      return true;
    }
    if (required) this.fail('SYNTAX_ERROR', `SYSTEM or PUBLIC expected, found ${this.found()}`);
    return false;
  }

  private doctypeDeclaration(): void {
    const start = this.pos;
    this.pos += 9;
    if (!this.skipSpace()) this.fail('SYNTAX_ERROR', 'Whitespace expected after <!DOCTYPE');
    this.doctype = this.expectName('The root element name in <!DOCTYPE');
    const spaced = this.skipSpace();
    if (spaced && this.externalId(false)) {
      this.dtdIncomplete = true;
      this.skipSpace();
    }
    if (this.src[this.pos] === '[') {
      this.pos++;
      this.internalSubset();
      this.skipSpace();
    }
    if (this.src[this.pos] !== '>') this.fail('SYNTAX_ERROR', `<!DOCTYPE> opened at this position is not closed with '>' (found ${this.found()})`, this.pos >= this.src.length ? start : this.pos);
    this.pos++;
    this.report(this.warnings, 'DTD_NOT_VALIDATED', 'The DTD is checked for syntax only: the document is not validated against it, and entities are never expanded', start);
  }

  /** Markup declarations are checked for structure; general entity names are collected. */
  private internalSubset(): void {
    for (;;) {
      this.skipSpace();
      const at = this.pos;
      if (this.pos >= this.src.length) this.fail('UNTERMINATED', "The DTD internal subset '[' is not closed with ']'");
      if (this.src[this.pos] === ']') {
        this.pos++;
        return;
      }
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.processingInstruction();
      else if (this.src[this.pos] === '%') {
        this.pos++;
        this.expectName('A parameter entity name after %');
        this.expect(';', 'Parameter entity reference');
        this.dtdIncomplete = true;
      } else if (this.startsWith('<!ENTITY')) {
        this.pos += 8;
        if (!this.skipSpace()) this.fail('SYNTAX_ERROR', 'Whitespace expected after <!ENTITY');
        let parameter = false;
        if (this.src[this.pos] === '%') {
          parameter = true;
          this.pos++;
          if (!this.skipSpace()) this.fail('SYNTAX_ERROR', "Whitespace expected after '%' in a parameter entity declaration");
        }
        const name = this.expectName('An entity name');
        if (!this.skipSpace()) this.fail('SYNTAX_ERROR', `Whitespace expected after the entity name ${quote(name)}`);
        const external = this.src[this.pos] !== '"' && this.src[this.pos] !== "'";
        if (external) this.externalId(true);
        else this.quoted(`The value of entity ${quote(name)}`);
        if (!parameter && !this.entities.has(name)) {
          this.entities.add(name);
          if (external) this.externalEntities.add(name);
        }
        this.declarationEnd(at);
      } else if (this.startsWith('<!ELEMENT') || this.startsWith('<!ATTLIST') || this.startsWith('<!NOTATION')) {
        this.pos += 3;
        this.declarationEnd(at);
      } else this.fail('SYNTAX_ERROR', `A markup declaration (<!ENTITY, <!ELEMENT, <!ATTLIST, <!NOTATION), comment or ']' expected in the DTD, found ${this.found()}`);
    }
  }

  /** Skips to the '>' closing a declaration, stepping over quoted strings. */
  private declarationEnd(start: number): void {
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c === '>') {
        this.pos++;
        return;
      }
      if (c === '"' || c === "'") this.quoted('A quoted string in a declaration');
      else if (c === '<') this.fail('SYNTAX_ERROR', "A markup declaration is not closed with '>' before the next '<'", start);
      else this.pos++;
    }
    this.fail('UNTERMINATED', "A markup declaration is not closed with '>'", start);
  }

  /** A reference at `&`: entity or character reference. `inAttribute` applies the attribute-value rules. */
  private reference(inAttribute: boolean): void {
    const start = this.pos;
    const src = this.src;
    if (this.startsWith('&#')) {
      const m = /&#(?:x([0-9a-fA-F]+)|([0-9]+));/y;
      m.lastIndex = start;
      const r = m.exec(src);
      if (!r)
        this.fail('INVALID_REFERENCE', "Invalid character reference: write &#123; (decimal) or &#x7B; (hex) ending with ';'", start);
      const cp = r[1] !== undefined ? parseInt(r[1], 16) : parseInt(r[2]!, 10);
      if (!legalChar(cp)) {
        const shown = cp > 0x10ffff ? 'a number beyond U+10FFFF' : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        this.fail('INVALID_REFERENCE', `Character reference ${r[0]} refers to ${shown}, which XML does not allow`, start);
      }
      this.pos += r[0].length;
      return;
    }
    this.pos++;
    const name = this.readName();
    if (name === undefined || src[this.pos] !== ';') {
      this.fail(
        'INVALID_REFERENCE',
        name === undefined
          ? "A bare '&': write it as &amp; (in XML '&' always starts an entity or character reference)"
          : `Entity reference &${name} is not closed with ';' (a literal '&' must be written &amp;)`,
        start,
      );
    }
    this.pos++;
    if (PREDEFINED.has(name)) return;
    if (!this.entities.has(name)) {
      const html = HTML_ENTITIES[name];
      const hint = html ? ` (&${name}; is an HTML entity; in XML write &${html}; instead)` : ' (XML predefines only &amp; &lt; &gt; &apos; &quot;)';
      if (this.dtdIncomplete && this.declaration?.standalone !== 'yes')
        this.report(this.warnings, 'UNVERIFIED_ENTITY', `Entity &${name}; is not declared in the internal DTD subset; it may be declared in the external DTD, which is not read`, start);
      else this.fail('UNDEFINED_ENTITY', `Entity &${name}; is not declared${hint}`, start);
    } else if (inAttribute && this.externalEntities.has(name)) {
      this.fail('INVALID_REFERENCE', `Attribute values cannot refer to the external entity &${name};`, start);
    }
  }

  private textUntil(end: number): void {
    const src = this.src;
    TEXT_STOP.lastIndex = this.pos;
    for (;;) {
      const m = TEXT_STOP.exec(src);
      if (!m || m.index >= end) {
        this.pos = end;
        return;
      }
      if (m[0] === ']]>') this.fail('SYNTAX_ERROR', "']]>' is not allowed in text (write ]]&gt;)", m.index);
      if (m[0] === '<') {
        this.pos = m.index;
        return;
      }
      this.pos = m.index;
      this.reference(false);
      TEXT_STOP.lastIndex = this.pos;
    }
  }

  private element(): void {
    const src = this.src;
    const stack: Array<{ name: string; offset: number; declared: string[] }> = [];
    for (;;) {
      // at '<' of a start tag
      const tagStart = this.pos;
      this.pos++;
      const name = this.readName();
      if (name === undefined)
        this.fail(
          'INVALID_NAME',
          isSpace(src.charCodeAt(this.pos))
            ? "'<' must be followed directly by an element name; a literal '<' in text must be written &lt;"
            : `Element name expected after '<', found ${this.found()}; a literal '<' in text must be written &lt;`,
          tagStart,
        );
      const attributes: Array<{ name: string; value: string; offset: number }> = [];
      const names = new Set<string>();
      let selfClosing = false;
      for (;;) {
        const spaced = this.skipSpace();
        if (this.startsWith('/>')) {
          this.pos += 2;
          selfClosing = true;
          break;
        }
        if (src[this.pos] === '>') {
          this.pos++;
          break;
        }
        if (this.pos >= src.length) this.fail('UNTERMINATED', `Start tag <${name} is not closed with '>'`, tagStart);
        const attrStart = this.pos;
        const attr = this.readName();
        if (attr === undefined) this.fail('SYNTAX_ERROR', `Attribute name, '>' or '/>' expected in <${name}>, found ${this.found()}`);
        if (!spaced) this.fail('SYNTAX_ERROR', `Whitespace required before attribute ${quote(attr)} in <${name}>`, attrStart);
        this.skipSpace();
        if (src[this.pos] !== '=')
          this.fail('SYNTAX_ERROR', `Attribute ${quote(attr)} in <${name}> has no value: write ${attr}="…" (XML has no attributes without values)`, attrStart);
        this.pos++;
        this.skipSpace();
        const q = src[this.pos];
        if (q !== '"' && q !== "'") this.fail('SYNTAX_ERROR', `The value of attribute ${quote(attr)} must be in quotes, found ${this.found()}`);
        const valueStart = this.pos + 1;
        const valueEnd = src.indexOf(q, valueStart);
        if (valueEnd === -1) this.fail('UNTERMINATED', `The value of attribute ${quote(attr)} opened with ${q} is not closed`, this.pos);
        for (let i = valueStart; i < valueEnd; ) {
          const c = src.charCodeAt(i);
          if (c === 0x3c) this.fail('SYNTAX_ERROR', `'<' is not allowed in an attribute value (write &lt;)`, i);
          if (c === 0x26) {
            this.pos = i;
            this.reference(true);
            i = this.pos;
          } else i++;
        }
        if (names.has(attr)) this.fail('DUPLICATE_ATTRIBUTE', `Attribute ${quote(attr)} appears twice in <${name}>`, attrStart);
        names.add(attr);
        attributes.push({ name: attr, value: src.slice(valueStart, valueEnd), offset: attrStart });
        this.pos = valueEnd + 1;
      }
      this.elementCount++;
      this.attributeCount += attributes.length;
      if (this.root === undefined) this.root = name;
      const depth = stack.length + 1;
      if (depth > this.maxDepth) this.maxDepth = depth;
      const declared = this.options.namespaces ? this.namespaces(name, attributes, tagStart) : [];
      if (selfClosing) this.leave(declared);
      else stack.push({ name, offset: tagStart, declared });

      // content, until the next start tag or the end of the root
      for (;;) {
        if (stack.length === 0) return;
        const lt = src.indexOf('<', this.pos);
        this.textUntil(lt === -1 ? src.length : lt);
        if (this.pos >= src.length) {
          const open = stack[stack.length - 1]!;
          this.fail('UNCLOSED_TAG', `<${open.name}> is never closed (the document ends first)${this.voidHint(open.name)}`, open.offset);
        }
        if (this.startsWith('</')) {
          const endStart = this.pos;
          this.pos += 2;
          const endName = this.expectName('An element name after </');
          this.skipSpace();
          if (src[this.pos] !== '>') this.fail('SYNTAX_ERROR', `End tag </${endName} is not closed with '>' (found ${this.found()})`);
          this.pos++;
          const open = stack.pop()!;
          if (open.name !== endName) {
            const opened = this.where(open.offset);
            const inner = stack.some((s) => s.name === endName);
            this.fail(
              'MISMATCHED_TAG',
              `</${endName}> found where </${open.name}> was expected (<${open.name}> opened at ${opened} is not closed${inner ? ' before its parent ends' : ''})${this.voidHint(open.name)}`,
              endStart,
            );
          }
          this.leave(open.declared);
        } else if (this.startsWith('<!--')) this.comment();
        else if (this.startsWith('<![CDATA[')) {
          const end = src.indexOf(']]>', this.pos + 9);
          if (end === -1) this.fail('UNTERMINATED', 'CDATA section <![CDATA[ … is not closed with ]]>');
          this.pos = end + 3;
        } else if (this.startsWith('<?')) this.processingInstruction();
        else if (this.startsWith('<!')) this.fail('SYNTAX_ERROR', `Unexpected ${quote(src.slice(this.pos, this.pos + 10))} inside an element: expected a comment <!--, a CDATA section <![CDATA[ or an element`);
        else break; // a start tag
      }
    }
  }

  private voidHint(name: string): string {
    return HTML_VOID.has(name.toLowerCase()) ? `; in XML even empty elements must be closed: write <${name}/>` : '';
  }

  private where(offset: number): string {
    const { line, column } = new LineIndex(this.src).position(offset);
    return `line ${line}, column ${column}`;
  }

  /** Namespaces in XML 1.0: declarations, bound prefixes, unique expanded attribute names. */
  private namespaces(name: string, attributes: Array<{ name: string; value: string; offset: number }>, tagStart: number): string[] {
    const declared: string[] = [];
    const nsError = (code: string, message: string, offset: number) => this.report(this.errors, code, message, offset);
    for (const attr of attributes) {
      let prefix: string | undefined;
      if (attr.name === 'xmlns') prefix = '';
      else if (attr.name.startsWith('xmlns:')) prefix = attr.name.slice(6);
      if (prefix === undefined) continue;
      if (attr.name !== 'xmlns' && (prefix === '' || prefix.includes(':'))) {
        nsError('NAMESPACE_ERROR', `${quote(attr.name)} is not a valid namespace declaration (write xmlns:prefix="uri" with a prefix without ':')`, attr.offset);
        continue;
      }
      const uri = attr.value;
      if (prefix === 'xmlns') {
        nsError('NAMESPACE_ERROR', 'The prefix "xmlns" is reserved and cannot be declared', attr.offset);
        continue;
      }
      if (prefix === 'xml' ? uri !== XML_NS : uri === XML_NS) {
        nsError('NAMESPACE_ERROR', prefix === 'xml' ? `The prefix "xml" can only be bound to ${XML_NS}` : `${XML_NS} can only be bound to the prefix "xml"`, attr.offset);
        continue;
      }
      if (uri === XMLNS_NS) {
        nsError('NAMESPACE_ERROR', `${XMLNS_NS} cannot be declared as a namespace`, attr.offset);
        continue;
      }
      if (prefix !== '' && uri === '') {
        nsError('NAMESPACE_ERROR', `xmlns:${prefix}="" is not allowed: a prefix cannot be undeclared in XML 1.0`, attr.offset);
        continue;
      }
      let stack = this.scopes.get(prefix);
      if (!stack) this.scopes.set(prefix, (stack = []));
      stack.push(uri);
      declared.push(prefix);
      const key = `${prefix}\u0000${uri}`;
      if (uri !== '' && !this.declaredKeys.has(key) && this.declared.length < MAX_NAMESPACES) {
        this.declaredKeys.add(key);
        this.declared.push({ prefix: prefix === '' ? null : prefix, uri });
      }
    }
    const resolve = (qname: string, offset: number, isAttribute: boolean): string | undefined => {
      const colon = qname.indexOf(':');
      if (colon === -1) return isAttribute ? '' : (this.scopes.get('')?.at(-1) ?? '');
      if (colon === 0 || colon === qname.length - 1 || qname.indexOf(':', colon + 1) !== -1) {
        nsError('NAMESPACE_ERROR', `${quote(qname)} is not a valid qualified name (at most one ':' between a prefix and a local name)`, offset);
        return undefined;
      }
      const prefix = qname.slice(0, colon);
      if (prefix === 'xmlns') return XMLNS_NS;
      const uri = this.scopes.get(prefix)?.at(-1);
      if (uri === undefined) {
        nsError('UNBOUND_PREFIX', `The prefix "${prefix}" of ${quote(qname)} is not declared (add xmlns:${prefix}="…" to this element or an ancestor)`, offset);
        return undefined;
      }
      return uri;
    };
    resolve(name, tagStart + 1, false);
    const expanded = new Set<string>();
    for (const attr of attributes) {
      if (attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) continue;
      const uri = resolve(attr.name, attr.offset, true);
      if (uri === undefined || uri === '') continue;
      const key = `${uri}\u0000${attr.name.slice(attr.name.indexOf(':') + 1)}`;
      if (expanded.has(key)) nsError('DUPLICATE_ATTRIBUTE', `Attribute ${quote(attr.name)} in <${name}> repeats another attribute of the same namespace and local name`, attr.offset);
      expanded.add(key);
    }
    return declared;
  }

  private leave(declared: string[]): void {
    for (const prefix of declared) this.scopes.get(prefix)!.pop();
  }
}

/** A problem found in the document, with its 1-based line and column (code points; a leading BOM is not counted). */
export interface XmlIssue {
  code: string;
  message: string;
  line: number;
  column: number;
}

export interface XmlReport {
  /** Namespace errors in document order, then the first syntax error (checking stops there); empty when well-formed. */
  errors: XmlIssue[];
  warnings: XmlIssue[];
  /** Facts about a well-formed document (meaningful only when errors is empty). */
  root: string | undefined;
  elementCount: number;
  attributeCount: number;
  maxDepth: number;
  namespaces: XmlNamespace[];
  declaration: XmlDeclaration | null;
  doctype: string | null;
}

// the checker stays optimized across full collections (see kept-shape.ts)
keepShape(new Checker('', { namespaces: true }));

/** Reads a whole document (a leading BOM allowed) and reports whether it is well-formed. */
export function readXml(src: string, options: XmlReadOptions): XmlReport {
  const checker = new Checker(src, options);
  let fatal: Issue | undefined;
  try {
    checker.run();
  } catch (error) {
    if (!(error instanceof Fatal)) throw error;
    fatal = { code: error.code, message: error.message, offset: error.offset };
  }
  // characters XML forbids, wherever they are (before any syntax error they come first)
  const bad = BAD_CHAR.exec(src);
  if (bad && (!fatal || bad.index < fatal.offset)) {
    fatal = { code: 'INVALID_CHARACTER', message: `${describeChar(bad[0])} is not allowed in XML (control characters other than tab, LF and CR cannot appear, not even as &#…; references)`, offset: bad.index };
  }
  const index = new LineIndex(src);
  const bom = src.charCodeAt(0) === 0xfeff;
  const locate = (issue: Issue): XmlIssue => {
    const { line, column } = index.position(issue.offset);
    return { code: issue.code, message: issue.message, line, column: bom && line === 1 && column > 1 ? column - 1 : column };
  };
  const issues = checker.errors.filter((e) => !fatal || e.offset < fatal.offset);
  if (fatal) issues.push(fatal);
  return {
    errors: issues.map(locate),
    warnings: checker.warnings.filter((w) => !fatal || w.offset < fatal.offset).map(locate),
    root: checker.root,
    elementCount: checker.elementCount,
    attributeCount: checker.attributeCount,
    maxDepth: checker.maxDepth,
    namespaces: checker.declared,
    declaration: checker.declaration,
    doctype: checker.doctype,
  };
}

/**
 * The first reason a document is not well-formed XML 1.0, or undefined: what tools that
 * read XML (formatting, converting) check before anything else. Namespace rules are left
 * to xml-validator (a fragment with an undeclared prefix still formats and converts).
 */
export function xmlSyntaxError(src: string): XmlIssue | undefined {
  return readXml(src, { namespaces: false }).errors[0];
}

/** The sentence tools refuse a malformed document with: "Invalid XML at line L, column C: …". */
export function invalidXmlMessage(issue: XmlIssue): string {
  return `Invalid XML at line ${issue.line}, column ${issue.column}: ${issue.message}`;
}
