import { bytesToBase64, defineTool, failure, success, withWarnings } from '@ctp/core';
import {
  Composer,
  isCollection,
  isScalar,
  visit,
  type Document,
  type ParsedNode,
  type ScalarTag,
  type Tags,
  type YAMLError,
} from 'yaml';
import { jsonPath } from '../../_shared/json-path.js';
import { lineColumn } from '../../_shared/text.js';
import { guardedYamlTokens, YAML_DEPTH_LIMIT, YamlTooDeep, type GuardOptions } from '../../_shared/yaml-guard.js';
import definition from './definition.js';

/** The yaml package resolves each alias by scanning every anchor and alias before it: quadratic. */
const MAX_ALIASES = 2000;
/** yaml's bound on alias expansion (uses of an anchor × aliases inside it): stops "billion laughs". */
const MAX_ALIAS_COUNT = 100_000;
/** Aliases copy their anchor's content into the JSON; this bounds what that may produce. */
const MAX_OUTPUT = 10_000_000;
/** Aliases nest anchored content inside other anchored content: bound the JSON depth too. */
const MAX_JSON_DEPTH = 1000;
const MAX_WARNINGS = 20;

const TIMESTAMP = 'tag:yaml.org,2002:timestamp';
const BINARY = 'tag:yaml.org,2002:binary';

/** Thrown for input the tool refuses, located by source offset or by JSON path when known. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly offset?: number,
    readonly path?: string,
    /** The input is not valid YAML (rather than valid YAML without a JSON form). */
    readonly invalid = false,
  ) {
    super(message);
  }
}

/**
 * Timestamps are kept as the text written (a date such as 2024-05-01 is not
 * turned into 2024-05-01T00:00:00.000Z) and !!binary as its base64 text
 * without line breaks, in both YAML versions (1.2 resolves them only when
 * tagged explicitly).
 */
function jsonFriendlyTags(tags: Tags): Tags {
  const keepTimestamp = (source: string) => source;
  const keepBase64 = (source: string) => source.replace(/\s+/g, '');
  const out: Tags = tags.map((tag) => {
    if (typeof tag !== 'object') return tag;
    if (tag.tag === TIMESTAMP) return { ...(tag as ScalarTag), resolve: keepTimestamp };
    if (tag.tag === BINARY) return { ...(tag as ScalarTag), resolve: keepBase64 };
    return tag;
  });
  const has = (name: string) => out.some((tag) => typeof tag === 'object' && tag.tag === name);
  if (!has(TIMESTAMP)) out.push({ tag: TIMESTAMP, identify: () => false, resolve: keepTimestamp });
  if (!has(BINARY)) out.push({ tag: BINARY, identify: () => false, resolve: keepBase64 });
  return out;
}

interface TokenScan {
  /** Offset of the first alias to each anchor name. */
  aliases: Map<string, number>;
}

/** Bounds aliases before the parser and composer see them (nesting is bounded by the shared guard). */
function aliasCounter(scan: TokenScan): GuardOptions {
  let aliasCount = 0;
  return {
    onToken(type, lexeme, offset) {
      if (type !== 'alias') return;
      if (++aliasCount > MAX_ALIASES) throw new Refusal(`more than ${MAX_ALIASES} aliases (*name); this tool refuses documents with that many references`, offset);
      const name = lexeme.slice(1);
      if (!scan.aliases.has(name)) scan.aliases.set(name, offset);
    },
  };
}

/**
 * Finds duplicate keys (checked here in linear time: the yaml package's
 * uniqueKeys check is quadratic) and, when `converted`, what JSON cannot hold:
 * .inf/.nan values and collection keys. Throws a Refusal with the position.
 */
function checkDocument(doc: Document.Parsed, source: string, converted: boolean): void {
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = pair.key as ParsedNode | null;
        if (isCollection(key)) {
          if (converted) throw new Refusal('a mapping or sequence used as a key has no JSON equivalent (JSON keys are strings)', key.range[0]);
          continue;
        }
        if (!isScalar(key)) continue; // null (empty) key or alias
        const value = key.value;
        if (typeof value === 'symbol') continue; // << merge key
        const id = `${typeof value}:${String(value)}`;
        if (seen.has(id))
          throw new Refusal(`duplicate key ${JSON.stringify(source.slice(key.range[0], key.range[1]))}: keys must be unique`, key.range[0], undefined, true);
        seen.add(id);
      }
    },
    Scalar(key, node) {
      if (converted && key !== 'key' && typeof node.value === 'number' && !Number.isFinite(node.value)) {
        const [from, to] = (node as ParsedNode).range;
        throw new Refusal(
          `${source.slice(from, to)} is not a finite number and has no JSON equivalent; quote it ("${source.slice(from, to)}") to keep it as a string`,
          from,
        );
      }
    },
  });
}

/** Prints a converted document as JSON: BigInt exact, Map keys in order, bounded size and depth. */
function printJson(value: unknown, indentUnit: string, warnings: string[]): string {
  const out: string[] = [];
  let size = 0;
  const indents: string[] = [''];
  const newline = (depth: number) => {
    if (!indentUnit) return '';
    while (indents.length <= depth) indents.push(indents[indents.length - 1]! + indentUnit);
    return '\n' + indents[depth]!;
  };
  const colon = indentUnit ? ': ' : ':';
  const segments: Array<string | number> = [];
  const refuse = (message: string) => new Refusal(message, undefined, jsonPath(segments));
  const emit = (text: string) => {
    size += text.length;
    if (size > MAX_OUTPUT)
      throw new Refusal(`the JSON would exceed ${MAX_OUTPUT.toLocaleString('en-US')} characters: aliases copy their anchored content at every use`);
    out.push(text);
  };
  const keyString = (key: unknown): string => {
    if (typeof key === 'string') return key;
    if (key === null || key === undefined) return 'null';
    if (typeof key === 'bigint' || typeof key === 'boolean') return String(key);
    if (typeof key === 'number') return Number.isFinite(key) ? JSON.stringify(key) : String(key);
    throw refuse('a mapping or sequence used as a key (through an alias) has no JSON equivalent');
  };
  const ancestors = new Set<object>();
  let duplicates = 0;

  const write = (v: unknown, depth: number): void => {
    if (v === null || v === undefined) return emit('null');
    switch (typeof v) {
      case 'string':
        return emit(JSON.stringify(v));
      case 'bigint':
        return emit(v.toString());
      case 'boolean':
        return emit(v ? 'true' : 'false');
      case 'number':
        if (!Number.isFinite(v)) throw refuse(`${v} has no JSON equivalent`);
        return emit(JSON.stringify(v));
      case 'object':
        break;
      default:
        throw refuse(`a ${typeof v} value has no JSON equivalent`);
    }
    if (v instanceof Uint8Array) return emit(JSON.stringify(bytesToBase64(v)));
    if (v instanceof Date) return emit(JSON.stringify(v.toISOString()));
    if (ancestors.has(v)) throw refuse('an alias refers to its own anchor (a recursive structure), which JSON cannot represent');
    if (depth >= MAX_JSON_DEPTH) throw refuse(`nested deeper than ${MAX_JSON_DEPTH} levels once aliases are expanded`);
    ancestors.add(v);
    if (Array.isArray(v) || v instanceof Set) {
      const items: unknown[] = Array.isArray(v) ? v : [...v];
      if (items.length === 0) emit('[]');
      else {
        emit('[');
        for (let i = 0; i < items.length; i++) {
          emit((i ? ',' : '') + newline(depth + 1));
          segments.push(i);
          write(items[i], depth + 1);
          segments.pop();
        }
        emit(newline(depth) + ']');
      }
    } else {
      const source: Iterable<[unknown, unknown]> = v instanceof Map ? v : Object.entries(v);
      const entries = new Map<string, unknown>();
      for (const [k, item] of source) {
        const key = keyString(k);
        if (entries.has(key)) {
          duplicates++;
          if (duplicates <= MAX_WARNINGS)
            warnings.push(`At ${jsonPath(segments)}: keys ${JSON.stringify(key)} collide once converted to JSON strings; the last value is kept`);
        }
        entries.set(key, item);
      }
      if (entries.size === 0) emit('{}');
      else {
        emit('{');
        let i = 0;
        for (const [key, item] of entries) {
          emit((i++ ? ',' : '') + newline(depth + 1) + JSON.stringify(key) + colon);
          segments.push(key);
          write(item, depth + 1);
          segments.pop();
        }
        emit(newline(depth) + '}');
      }
    }
    ancestors.delete(v);
  };
  write(value, 0);
  return out.join('');
}

function describeError(source: string, error: YAMLError): string {
  const { line, column } = lineColumn(source, error.pos[0]);
  return `Invalid YAML at line ${line}, column ${column}: ${error.message}`;
}

export default defineTool(definition, (params) => {
  const source = params.yaml;
  const version = params.version;
  const scan: TokenScan = { aliases: new Map() };
  const where = (offset: number | undefined, path?: string) => {
    if (offset === undefined) return path === undefined ? '' : ` at ${path}`;
    const { line, column } = lineColumn(source, offset);
    return ` at line ${line}, column ${column}`;
  };

  // documents are composed, checked and converted one at a time and then dropped (a long stream
  // holds one document's nodes, not all); what is reported is what reading them all first would
  // report: any document's syntax error (the earliest), then the first document that cannot be
  // converted, then what converting found
  const composer = new Composer({ version, merge: true, intAsBigInt: true, uniqueKeys: false, customTags: jsonFriendlyTags });
  const all = params.documents === 'all';
  const errors: YAMLError[] = [];
  const warnings: string[] = [];
  const values: unknown[] = [];
  let refusal: Refusal | undefined;
  let conversionError: unknown;
  let count = 0;
  try {
    for (const doc of composer.compose(guardedYamlTokens(source, aliasCounter(scan)))) {
      const converted = all || count === 0;
      count++;
      for (const error of doc.errors) errors.push(error);
      if (errors.length > 0 || refusal) continue;
      if (converted)
        for (const warning of doc.warnings) {
          const { line, column } = lineColumn(source, warning.pos[0]);
          const note = warning.code === 'TAG_RESOLVE_FAILED' ? ' (tag ignored: the value is converted as plain YAML)' : '';
          if (warnings.length < MAX_WARNINGS) warnings.push(`Line ${line}, column ${column}: ${warning.message}${note}`);
        }
      try {
        checkDocument(doc, source, converted);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refusal = error;
        continue;
      }
      // (a document that cannot be converted at all, later in the stream, is reported before this)
      if (converted && conversionError === undefined)
        try {
          values.push(doc.toJS({ mapAsMap: true, maxAliasCount: MAX_ALIAS_COUNT }));
        } catch (error) {
          conversionError = error;
        }
    }
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `YAML refused${where(error.offset)}: ${error.message}`);
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', `YAML refused${where(error.offset)}: nested too deeply (this tool accepts ${YAML_DEPTH_LIMIT})`);
    if (error instanceof RangeError) return failure('INVALID_INPUT', 'YAML refused: nested too deeply');
    throw error;
  }

  if (count === 0) for (const error of composer.streamInfo().errors) errors.push(error);
  if (errors.length > 0) {
    const first = errors.reduce((a, b) => (b.pos[0] < a.pos[0] ? b : a));
    return failure('INVALID_INPUT', describeError(source, first));
  }
  if (!all && count > 1)
    warnings.push(`The input holds ${count} YAML documents; only the first was converted (set documents to "all" to get every document in an array)`);

  const error = refusal ?? conversionError;
  if (error !== undefined) {
    if (error instanceof Refusal)
      return failure('INVALID_INPUT', `${error.invalid ? 'Invalid YAML' : 'YAML cannot be converted to JSON'}${where(error.offset)}: ${error.message}`);
    if (error instanceof ReferenceError) {
      if (/excessive alias count/i.test(error.message))
        return failure(
          'INVALID_INPUT',
          'YAML refused: its aliases expand exponentially (an alias bomb such as "billion laughs"); anchors that contain aliases to other anchors are used too many times',
        );
      const name = /: (\S+)$/.exec(error.message)?.[1];
      if (name !== undefined && /unresolved alias/i.test(error.message))
        return failure('INVALID_INPUT', `Invalid YAML${where(scan.aliases.get(name))}: unknown alias *${name}; an alias must refer to an anchor (&${name}) defined before it in the same document`);
    }
    if (error instanceof RangeError) return failure('INVALID_INPUT', 'YAML refused: nested too deeply');
    if (error instanceof Error) return failure('INVALID_INPUT', `Invalid YAML: ${error.message}`);
    throw error;
  }

  let json: string;
  try {
    json = printJson(all ? values : (values[0] ?? null), params.indent === '0' ? '' : ' '.repeat(Number(params.indent)), warnings);
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `YAML cannot be converted to JSON${where(error.offset, error.path)}: ${error.message}`);
    throw error;
  }
  return withWarnings(success({ json, documentCount: count }), warnings);
});
