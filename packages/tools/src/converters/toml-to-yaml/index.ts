import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { stringify, TomlDate } from 'smol-toml';
import { Document, isMap, isScalar, Scalar, visit, type ParsedNode, type ScalarTag } from 'yaml';
import { jsonPath } from '../../_shared/json-path.js';
import { lineColumn } from '../../_shared/text.js';
import { inTomlIntegerRange, parseTomlText } from '../../_shared/toml-text.js';
import { parseYamlDocument, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import definition from './definition.js';

const TIMESTAMP = 'tag:yaml.org,2002:timestamp';
/** Aliases can stack nesting beyond what the text shows: bound the converted depth. */
const MAX_DEPTH = 500;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Characters YAML 1.1 readers take as line breaks or a BOM: such strings are double-quoted and escaped. */
const FRAGILE = /[\u0085\u2028\u2029\ufeff]/;
const FRAGILE_ALL = /[\u0085\u2028\u2029\ufeff]/g;
const ESCAPES: Record<string, string> = { '\u0085': '\\N', '\u2028': '\\L', '\u2029': '\\P', '\ufeff': '\\uFEFF' };

/** A date or date-time written as a YAML timestamp (plain scalar, ISO text). */
class Timestamp {
  constructor(readonly text: string) {}
}

const timestampOut: ScalarTag = {
  tag: TIMESTAMP,
  default: true,
  identify: (value) => value instanceof Timestamp,
  resolve: (source) => source,
  stringify: (item) => (item as Scalar<Timestamp>).value.text,
};

/** YAML 1.1 timestamp forms, read as text so TOML gets them as written. */
const timestampIn: ScalarTag = {
  tag: TIMESTAMP,
  default: true,
  test: /^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d+)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/,
  resolve: (source) => new Timestamp(source) as unknown as string,
};

class Refusal extends Error {}

function tomlToYaml(source: string, indent: number): ReturnType<typeof success> | ReturnType<typeof failure> {
  const parsed = parseTomlText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const value = parsed.value;
  let depth = 0;
  const convert = (v: unknown): unknown => {
    if (v instanceof TomlDate) return v.isTime() ? v.toISOString() : new Timestamp(v.toISOString());
    if (typeof v === 'string' && FRAGILE.test(v)) return Object.assign(new Scalar(v), { type: Scalar.QUOTE_DOUBLE });
    if (v === null || typeof v !== 'object') return v;
    if (++depth > MAX_DEPTH) throw new Refusal(`nested deeper than ${MAX_DEPTH} levels`);
    const out = Array.isArray(v) ? v.map(convert) : new Map(Object.keys(v).map((k) => [k, convert((v as Record<string, unknown>)[k])]));
    depth--;
    return out;
  };
  let root: unknown;
  try {
    root = convert(value);
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `TOML cannot be converted: ${error.message}`);
    throw error;
  }
  // compat: quote every string a YAML 1.1 reader would take for something else (yes, on, 1:20…)
  const doc = new Document(root, { version: '1.2', compat: 'yaml-1.1', customTags: [timestampOut], keepSourceTokens: false });
  let yaml = (root as Map<string, unknown>).size === 0 ? '' : doc.toString({ indent, indentSeq: true, lineWidth: 0, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER });
  if (FRAGILE.test(yaml)) yaml = yaml.replace(FRAGILE_ALL, (ch) => ESCAPES[ch]!);
  return success({ output: yaml, format: 'yaml' });
}

function yamlToToml(source: string, omitNulls: boolean): ReturnType<typeof success> | ReturnType<typeof failure> {
  const at = (offset: number) => {
    const { line, column } = lineColumn(source, offset);
    return ` at line ${line}, column ${column}`;
  };
  let doc: Document.Parsed;
  try {
    // uniqueKeys is quadratic in the yaml package: duplicates are found below in linear time
    doc = parseYamlDocument(source, { version: '1.2', intAsBigInt: true, customTags: [timestampIn], uniqueKeys: false, prettyErrors: false });
  } catch (error) {
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', `YAML refused${at(error.offset)}: nested too deeply (this tool accepts ${YAML_DEPTH_LIMIT})`);
    throw error;
  }
  const error = doc.errors[0];
  if (error) return failure('INVALID_INPUT', `Invalid YAML${at(error.pos[0])}: ${error.message.split('\n')[0]}`);
  let duplicate: ParsedNode | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        const id = `${typeof key.value}:${String(key.value)}`;
        if (seen.has(id)) {
          duplicate = key as ParsedNode;
          return visit.BREAK;
        }
        seen.add(id);
      }
      return undefined;
    },
  });
  if (duplicate) return failure('INVALID_INPUT', `Invalid YAML${at(duplicate.range[0])}: duplicate key ${JSON.stringify(source.slice(duplicate.range[0], duplicate.range[1]))}; keys must be unique`);
  const warnings = doc.warnings.slice(0, 5).map((w) => w.message.split('\n')[0]!);
  if (doc.contents !== null && !isMap(doc.contents)) return failure('INVALID_INPUT', 'A TOML document is a table: the YAML must be a mapping (key: value) at the top level.');
  let value: unknown;
  try {
    value = doc.toJS({ mapAsMap: true, maxAliasCount: 1000 });
  } catch (error) {
    if (error instanceof ReferenceError) return failure('INVALID_INPUT', `YAML refused: ${error.message}`);
    throw error;
  }

  const segments: Array<string | number> = [];
  const ancestors = new Set<object>();
  let untimed = 0;
  let omitted = 0;
  const refuse = (message: string) => new Refusal(`${jsonPath(segments)}: ${message}`);
  const checkText = (text: string) => {
    if (LONE_SURROGATE.test(text)) throw refuse('a lone surrogate is not valid Unicode, which TOML requires');
    return text;
  };
  const convert = (v: unknown): unknown => {
    if (typeof v === 'string') return checkText(v);
    if (typeof v === 'bigint') {
      if (!inTomlIntegerRange(v)) throw refuse(`integer ${v} is outside TOML's 64-bit range; quote it to keep it as a string`);
      return v;
    }
    if (typeof v === 'number' || typeof v === 'boolean') return v;
    if (v instanceof Timestamp) {
      const date = new TomlDate(v.text);
      if (date.isValid() && !Number.isNaN(date.getTime())) return date;
      if (++untimed <= 5) warnings.push(`${jsonPath(segments)}: the timestamp ${JSON.stringify(v.text)} has no TOML date form and was written as a string`);
      return v.text;
    }
    if (v === null || v === undefined) throw refuse('null cannot be represented in TOML');
    if (v instanceof Uint8Array || typeof v !== 'object') throw refuse(`a ${typeof v} value has no TOML form`);
    if (ancestors.has(v)) throw refuse('an alias refers to its own anchor (a recursive structure)');
    if (ancestors.size >= MAX_DEPTH) throw refuse(`nested deeper than ${MAX_DEPTH} levels once aliases are expanded`);
    ancestors.add(v);
    let out: unknown;
    if (Array.isArray(v)) {
      out = v.map((item, i) => {
        segments.push(i);
        const converted = convert(item);
        segments.pop();
        return converted;
      });
    } else if (v instanceof Map) {
      const table = Object.create(null) as Record<string, unknown>;
      for (const [key, item] of v) {
        if (key !== null && typeof key === 'object') throw refuse('a mapping or list used as a key has no TOML form (TOML keys are strings)');
        const name = checkText(String(key ?? 'null'));
        segments.push(name);
        if (item === null && omitNulls) omitted++;
        else table[name] = convert(item);
        segments.pop();
      }
      out = table;
    } else if (v instanceof Set) {
      out = convert([...v]);
    } else throw refuse('this value has no TOML form');
    ancestors.delete(v);
    return out;
  };
  let toml: string;
  try {
    toml = value === null ? '' : stringify(convert(value), { numbersAsFloat: true });
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `YAML cannot be converted to TOML at ${error.message}${/null/.test(error.message) && !omitNulls ? ' (set nulls to "omit" to drop null keys)' : ''}`);
    throw error;
  }
  if (untimed > 5) warnings.push(`…and ${untimed - 5} more timestamps written as strings`);
  if (omitted > 0) warnings.push(`${omitted} key${omitted === 1 ? '' : 's'} with a null value ${omitted === 1 ? 'was' : 'were'} dropped`);
  return withWarnings(success({ output: toml === '\n' ? '' : toml, format: 'toml' }), warnings);
}

export default defineTool(definition, (params) => {
  const source = params.input;
  return params.direction === 'yaml-to-toml' ? yamlToToml(source, params.nulls === 'omit') : tomlToYaml(source, Number(params.indent));
});
