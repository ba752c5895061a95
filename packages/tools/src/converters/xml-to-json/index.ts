import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { XMLParser } from 'fast-xml-parser';
import { indentedJsonSize } from '../../_shared/json-size.js';
import { lineColumn } from '../../_shared/text.js';
import { invalidXmlMessage, xmlSyntaxError } from '../../_shared/xml-reader.js';
import definition from './definition.js';

/** Deeper element nesting is refused (the library's own default is 100). */
const MAX_DEPTH = 1000;
/** Characters DOCTYPE entities may add in total: bounds "billion laughs" and quadratic blow-up. */
const MAX_ENTITY_EXPANSION = 1_000_000;
const MAX_WARNINGS = 20;
/** Indentation grows with depth: deep documents with many elements print far larger than they are. */
const MAX_OUTPUT = 20_000_000;

/** Internal names the library writes into its ordered tree (never valid XML names). */
const TEXT = '#text';
const CDATA = '#cdata';
const COMMENT = '#comment';
const ATTRS = ':@';
const ATTR_PREFIX = '@_';
/**
 * The library refuses elements named __proto__, constructor or prototype and
 * renames toString, hasOwnProperty…; they are renamed here with a character no
 * XML name can hold and restored in the JSON (built on null-prototype objects).
 */
const GUARD = '\u0001';
const GUARDED = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Thrown for input the tool refuses; `offset` locates it in the source when known. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly offset?: number,
    /** How the message starts: the input breaks XML's rules, or is refused, or has no JSON form. */
    readonly lead: 'Invalid XML' | 'XML refused' | 'XML cannot be converted' = 'XML cannot be converted',
  ) {
    super(message);
  }
}

/** true/false and JSON-style numbers that a double holds exactly; everything else stays the string. */
function typed(value: string): string | number | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!JSON_NUMBER.test(value)) return value;
  const n = Number(value);
  if (!/[.eE]/.test(value)) return Number.isSafeInteger(n) ? n : value;
  const mantissa = value.replace(/^-/, '').replace(/[eE].*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (mantissa === '') return n;
  return Number.isFinite(n) && mantissa.length <= 15 ? n : value;
}

/** XML 1.0 Char production. */
function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Entity decoding the way XML defines it: the five predefined entities,
 * character references (&#65; &#x1F600;) and the DOCTYPE's internal entities.
 * The library never registers external entities (it refuses SYSTEM) nor
 * entities whose value holds '&' (no nested expansion); this bounds the total
 * characters internal entities may add. Undefined entities stay as written.
 */
class XmlEntities {
  private internal = new Map<string, string>();
  private added = 0;
  readonly undefinedNames = new Set<string>();

  constructor(private readonly source: string) {}

  setExternalEntities(): void {}
  setXmlVersion(): void {}
  reset(): void {
    this.internal.clear();
    this.added = 0;
  }
  addInputEntities(entities: Record<string, string>): void {
    for (const name of Object.keys(entities)) this.internal.set(name, entities[name]!);
  }
  decode(text: string): string {
    if (!text.includes('&')) return text;
    return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[^\s&;<>"']+);/g, (ref, name: string) => {
      if (name.charCodeAt(0) === 35) {
        const hex = name[1] === 'x';
        const digits = name.slice(hex ? 2 : 1);
        const cp = digits.length > 8 ? -1 : parseInt(digits, hex ? 16 : 10);
        if (!isXmlChar(cp)) {
          const shown = cp < 0 || cp > 0x10ffff ? 'a number beyond U+10FFFF' : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
          throw new Refusal(`the character reference ${ref} refers to ${shown}, which XML does not allow`, this.source.indexOf(ref), 'Invalid XML');
        }
        return String.fromCodePoint(cp);
      }
      const predefined = PREDEFINED[name];
      if (predefined !== undefined && Object.hasOwn(PREDEFINED, name)) return predefined;
      const value = this.internal.get(name);
      if (value === undefined) {
        this.undefinedNames.add(name);
        return ref;
      }
      this.added += value.length;
      if (this.added > MAX_ENTITY_EXPANSION)
        throw new Refusal(
          `expanding the DOCTYPE's entities would add more than ${MAX_ENTITY_EXPANSION.toLocaleString('en-US')} characters (an entity-expansion attack such as "billion laughs" or a quadratic blow-up); this tool refuses it`,
          undefined,
          'XML refused',
        );
      return value;
    });
  }
}

interface Options {
  attributes: 'prefix' | 'group' | 'ignore';
  prefix: string;
  groupKey: string;
  textKey: string;
  always: boolean;
  parse: boolean;
  trim: boolean;
  cdataKey: boolean;
  comments: boolean;
  strip: boolean;
}

type Json = string | number | boolean | JsonObject | Json[];
type JsonObject = { [key: string]: Json };
type OrderedNode = Record<string | symbol, unknown>;

interface Piece {
  text: string;
  /** Whitespace was trimmed at its start / end (so a space separated it from its neighbours). */
  gapBefore: boolean;
  gapAfter: boolean;
}

/** Where the library keeps each node's source offsets (captureMetaData). */
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

const nameOf = (key: string) => (key.charCodeAt(0) === 1 ? key.slice(1) : key);

/** A name without its namespace prefix (soap:Body → Body). */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** Kind of an ordered-tree node: its one key besides ':@'. */
function keyOf(node: OrderedNode): string | undefined {
  for (const key in node) if (key !== ATTRS) return key;
  return undefined;
}

function textOf(children: unknown): string {
  let text = '';
  for (const child of children as OrderedNode[]) text += String(child[TEXT] ?? '');
  return text;
}

/** Joins an element's text pieces: one space where trimmed whitespace separated two pieces. */
function joinPieces(pieces: Piece[], trim: boolean): string {
  if (!trim) return pieces.map((p) => p.text).join('');
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (i > 0 && (pieces[i - 1]!.gapAfter || piece.gapBefore)) out += ' ';
    out += piece.text;
  }
  return out;
}

/** Converts fast-xml-parser's order-preserving tree into the usual compact JSON shape. */
class Converter {
  rootCount = 0;

  constructor(
    private readonly options: Options,
    private readonly source: string,
  ) {}

  /** The document: an object keyed by the root element name (several roots are kept side by side). */
  document(nodes: OrderedNode[]): JsonObject {
    return this.children(nodes, undefined, '', true) as JsonObject;
  }

  private value(text: string): Json {
    return this.options.parse ? typed(text) : text;
  }

  /** Sets a key that must be unique in its object (attributes, text, #cdata, #comment). */
  private put(obj: JsonObject, key: string, value: Json, element: string, offset: number | undefined): void {
    if (Object.hasOwn(obj, key)) {
      throw new Refusal(
        `in <${element}>, two things map to the key "${key}" (attributes, child elements or text); choose another attribute prefix, group key or text key${this.options.strip ? ', or keep namespace prefixes' : ''}`,
        offset,
      );
    }
    obj[key] = value;
  }

  /**
   * The value of an element (or the object of the document when `root`): its
   * text alone when it has no attributes, children or comments, else an object.
   */
  private children(children: OrderedNode[], attrs: Record<string, string> | undefined, name: string, root: boolean, offset?: number): Json {
    const { options } = this;
    const obj: JsonObject = Object.create(null);
    if (attrs && options.attributes !== 'ignore') {
      let group: JsonObject | undefined;
      for (const rawKey of Object.keys(attrs)) {
        let attrName = rawKey.slice(ATTR_PREFIX.length);
        if (options.strip) {
          if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) continue;
          attrName = localName(attrName);
        }
        const value = this.value(String(attrs[rawKey]));
        if (options.attributes === 'group') this.put((group ??= Object.create(null) as JsonObject), attrName, value, name, offset);
        else this.put(obj, options.prefix + attrName, value, name, offset);
      }
      if (group) this.put(obj, options.groupKey, group, name, offset);
    }
    const hasAttributes = Object.keys(obj).length > 0;

    const pieces: Piece[] = [];
    const comments: string[] = [];
    let cdata: string | undefined;
    const childKeys = new Set<string>();
    for (const child of children) {
      const key = keyOf(child);
      if (key === undefined) continue;
      if (key === TEXT) {
        if (root) continue;
        const raw = String(child[TEXT]);
        if (options.trim) {
          const text = raw.trim();
          if (text !== '') pieces.push({ text, gapBefore: /^\s/.test(raw), gapAfter: /\s$/.test(raw) });
        } else pieces.push({ text: raw, gapBefore: false, gapAfter: false });
      } else if (key === CDATA) {
        if (root) continue;
        const text = textOf(child[CDATA]);
        if (options.cdataKey) cdata = (cdata ?? '') + text;
        else pieces.push({ text, gapBefore: false, gapAfter: false });
      } else if (key === COMMENT) {
        if (options.comments) comments.push(textOf(child[COMMENT]));
      } else {
        const childName = options.strip ? localName(nameOf(key)) : nameOf(key);
        const at = (child[META] as { startIndex?: number } | undefined)?.startIndex;
        if (root && ++this.rootCount > 1)
          throw new Refusal(
            `a second root element <${childName}>: an XML document has exactly one root element (wrap the elements in one, such as <root>…</root>)`,
            at,
            'Invalid XML',
          );
        const value = this.children(child[key] as OrderedNode[], child[ATTRS] as Record<string, string> | undefined, childName, false, at);
        if (childKeys.has(childName)) {
          // element values are never arrays: an array here is the list of repeats
          const existing = obj[childName]!;
          if (Array.isArray(existing)) existing.push(value);
          else obj[childName] = [existing, value];
        } else {
          if (Object.hasOwn(obj, childName)) this.put(obj, childName, value, name, at);
          childKeys.add(childName);
          obj[childName] = options.always && !root ? [value] : value;
        }
      }
    }

    const hasChildren = childKeys.size > 0;
    // whitespace-only text between child elements is layout, even when text is not trimmed
    const kept = !options.trim && hasChildren ? pieces.filter((p) => p.text.trim() !== '') : pieces;
    const text = joinPieces(kept, options.trim);
    if (!root && !hasAttributes && !hasChildren && comments.length === 0 && cdata === undefined) {
      return this.value(text);
    }
    if (text !== '') this.put(obj, options.textKey, this.value(text), name, offset);
    if (cdata !== undefined) this.put(obj, CDATA, cdata, name, offset);
    if (comments.length > 0) this.put(obj, COMMENT, comments.length === 1 && !options.always ? comments[0]! : comments, name || 'document', offset);
    return obj;
  }
}

function locate(source: string, offset: number | undefined): string {
  if (offset === undefined || offset < 0) return '';
  const { line, column } = lineColumn(source, offset);
  return ` at line ${line}, column ${column}`;
}

/** Better words (and a position) for the library's DOCTYPE and parser errors. */
function explain(source: string, message: string): string {
  const entity = (pattern: RegExp) => {
    const match = pattern.exec(source);
    return match ? locate(source, match.index) : '';
  };
  if (/External entities are not supported/.test(message))
    return `XML refused${entity(/<!ENTITY\s+[^\s>]+\s+SYSTEM/i)}: external entities (<!ENTITY name SYSTEM "…">) are not supported; this tool never reads files or URLs (XXE protection)`;
  if (/Invalid entity name %|Parameter entities/.test(message))
    return `XML refused${entity(/<!ENTITY\s+%/)}: parameter entities (<!ENTITY % name …>) are not supported`;
  if (/Expected quoted string, found "P"/.test(message))
    return `XML refused${entity(/<!ENTITY\s+[^\s>]+\s+PUBLIC/i)}: external entities (<!ENTITY name PUBLIC …>) are not supported; this tool never reads files or URLs (XXE protection)`;
  if (/Maximum nested tags exceeded/.test(message)) return `XML refused: elements are nested more than ${MAX_DEPTH} levels deep`;
  const count = /Entity count \((\d+)\) exceeds maximum allowed \((\d+)\)/.exec(message);
  if (count) return `XML refused${entity(/<!DOCTYPE/i)}: the DOCTYPE declares more than ${count[2]} entities`;
  const size = /Entity "([^"]*)" size \((\d+)\) exceeds maximum allowed size \((\d+)\)/.exec(message);
  if (size) return `XML refused${entity(new RegExp(`<!ENTITY\\s+${size[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`))}: entity "${size[1]}" is ${size[2]} characters long; at most ${size[3]} are accepted`;
  if (/DOCTYPE/.test(message)) return `Invalid XML${entity(/<!DOCTYPE/i)}: ${message.replace(/\.$/, '')}`;
  return `Invalid XML: ${message.replace(/^\[[A-Z]+\]\s*/, '').replace(/\.$/, '')}`;
}

export default defineTool(definition, (params) => {
  const source = params.xml.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const options: Options = {
    attributes: params.attributes,
    prefix: params.attributePrefix,
    groupKey: params.attributeGroupKey,
    textKey: params.textKey,
    always: params.arrays === 'always',
    parse: params.parseValues,
    trim: params.trimText,
    cdataKey: params.cdata === 'key',
    comments: params.keepComments,
    strip: params.stripNamespaces,
  };

  // well-formedness is the shared reader's verdict (fast-xml-parser's validator accepts two roots, text
  // after the root, undeclared entities…), so the XML tools agree on what is XML
  const malformed = xmlSyntaxError(params.xml);
  if (malformed) return failure('INVALID_INPUT', invalidXmlMessage(malformed));

  const entities = new XmlEntities(source);
  const guard = (name: string) => (GUARDED.has(name) ? GUARD + name : name);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTR_PREFIX,
    textNodeName: TEXT,
    cdataPropName: CDATA,
    commentPropName: COMMENT,
    removeNSPrefix: false, // stripped in the converter, which can report the collisions it causes
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: MAX_DEPTH,
    processEntities: { enabled: true, maxEntitySize: 10_000, maxEntityCount: 1000 },
    entityDecoder: entities,
    transformTagName: guard,
    captureMetaData: true,
  });

  let json: string;
  try {
    const tree = parser.parse(source) as OrderedNode[];
    const converter = new Converter(options, source);
    const value = converter.document(tree);
    const indent = Number(params.indent);
    if (indentedJsonSize(value, indent, MAX_OUTPUT) > MAX_OUTPUT)
      return failure(
        'INVALID_INPUT',
        `XML cannot be converted: the JSON would exceed ${MAX_OUTPUT.toLocaleString('en-US')} characters${indent > 0 ? ' (deeply nested elements are indented once per level; choose indent 0 for minified JSON)' : ''}`,
      );
    json = JSON.stringify(value, null, indent || undefined);
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `${error.lead}${locate(source, error.offset)}: ${error.message}`);
    if (error instanceof RangeError) return failure('INVALID_INPUT', 'XML refused: nested too deeply');
    if (error instanceof Error) return failure('INVALID_INPUT', explain(source, error.message));
    throw error;
  }

  const warnings: string[] = [];
  for (const name of entities.undefinedNames) {
    if (warnings.length >= MAX_WARNINGS) break;
    const at = source.indexOf(`&${name};`);
    warnings.push(
      `&${name};${locate(source, at)} was left as written: it is not defined in the DOCTYPE (or its definition refers to other entities, which are not expanded as a protection against entity-expansion attacks)`,
    );
  }
  return withWarnings(success({ json, value: JSON.parse(json) as Record<string, unknown> }), warnings);
});
