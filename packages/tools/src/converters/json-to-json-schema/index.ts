import { defineTool, failure, success } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { indentedJsonSize } from '../../_shared/json-size.js';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** Indentation grows with depth: deeply nested samples with many properties print far larger than they are. */
const MAX_OUTPUT = 20_000_000;

/** Everything seen at one place of the samples. */
interface Shape {
  null: boolean;
  boolean: boolean;
  integer: boolean;
  number: boolean;
  /** undefined: no string seen; null: strings without one common format. */
  stringFormat?: string | null;
  string: boolean;
  object?: { count: number; properties: Map<string, { shape: Shape; count: number }> };
  array?: { items?: Shape };
}

const emptyShape = (): Shape => ({ null: false, boolean: false, integer: false, number: false, string: false });

/** A calendar date that exists (Y-M-D). */
function realDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

/** A leap second (:60) exists only at 23:59 UTC. */
function leapSecondInUtc(hour: number, minute: number, zone: string): boolean {
  let offset = 0;
  if (zone.toUpperCase() !== 'Z') offset = (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return (((hour * 60 + minute - offset) % 1440) + 1440) % 1440 === 1439;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** scheme://authority… in RFC 3986 characters only (no spaces, no brackets, well-formed % escapes). */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]+$/;

/**
 * The format of a string, judged strictly so that the validators of JSON
 * Schema formats (ajv-formats and others) accept every value that gets one.
 */
function formatOf(text: string): string | null {
  if (text.length > 2048) return null;
  let m = DATE.exec(text);
  if (m) return realDate(+m[1]!, +m[2]!, +m[3]!) ? 'date' : null;
  m = DATE_TIME.exec(text);
  if (m) return realDate(+m[1]!, +m[2]!, +m[3]!) && (m[6] !== '60' || leapSecondInUtc(+m[4]!, +m[5]!, m[8]!)) ? 'date-time' : null;
  if (UUID.test(text)) return 'uuid';
  if (IPV4.test(text)) return 'ipv4';
  if (text.includes('@') && !text.includes('://')) return EMAIL.test(text) ? 'email' : null;
  if (URI.test(text) && !/%(?![0-9A-Fa-f]{2})/.test(text) && text.indexOf('#') === text.lastIndexOf('#')) {
    try {
      new URL(text);
      return 'uri';
    } catch {
      return null;
    }
  }
  return null;
}

class Inferrer {
  constructor(private readonly formats: boolean) {}

  merge(shape: Shape, node: Node): void {
    switch (node.type) {
      case 'null':
        shape.null = true;
        return;
      case 'boolean':
        shape.boolean = true;
        return;
      case 'number':
        if (Number.isInteger(node.value)) shape.integer = true;
        else shape.number = true;
        return;
      case 'string': {
        const format = this.formats ? formatOf(node.value as string) : null;
        shape.stringFormat = !shape.string ? format : shape.stringFormat === format ? format : null;
        shape.string = true;
        return;
      }
      case 'array': {
        const array = (shape.array ??= {});
        for (const item of node.children ?? []) this.merge((array.items ??= emptyShape()), item);
        return;
      }
      case 'object': {
        const object = (shape.object ??= { count: 0, properties: new Map() });
        object.count++;
        // a repeated key counts once, with its last value (as JSON.parse reads it)
        const values = new Map<string, Node>();
        for (const prop of node.children ?? []) values.set(prop.children![0]!.value as string, prop.children![1]!);
        for (const [key, value] of values) {
          let entry = object.properties.get(key);
          if (!entry) object.properties.set(key, (entry = { shape: emptyShape(), count: 0 }));
          entry.count++;
          this.merge(entry.shape, value);
        }
        return;
      }
    }
  }
}

type Schema = Record<string, unknown>;

interface EmitOptions {
  required: boolean;
  closed: boolean;
}

/** Object with own keys only (a property may be named __proto__). */
function dictionary(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

function schemaOf(shape: Shape, options: EmitOptions): Schema {
  const kinds: Schema[] = [];
  if (shape.boolean) kinds.push({ type: 'boolean' });
  if (shape.number) kinds.push({ type: 'number' });
  else if (shape.integer) kinds.push({ type: 'integer' });
  if (shape.string) kinds.push(shape.stringFormat ? { type: 'string', format: shape.stringFormat } : { type: 'string' });
  if (shape.object) {
    const { count, properties } = shape.object;
    const schema: Schema = { type: 'object' };
    if (properties.size > 0) {
      const props = dictionary();
      const required: string[] = [];
      for (const [key, entry] of properties) {
        props[key] = schemaOf(entry.shape, options);
        if (entry.count === count) required.push(key);
      }
      schema.properties = props;
      if (options.required && required.length > 0) schema.required = required;
    }
    if (options.closed) schema.additionalProperties = false;
    kinds.push(schema);
  }
  if (shape.array) kinds.push(shape.array.items ? { type: 'array', items: schemaOf(shape.array.items, options) } : { type: 'array' });

  if (kinds.length === 0) return shape.null ? { type: 'null' } : {};
  if (kinds.length === 1) {
    const only = kinds[0]!;
    return shape.null ? { ...only, type: [only.type, 'null'] } : only;
  }
  return { anyOf: shape.null ? [...kinds, { type: 'null' }] : kinds };
}

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const root = parsed.json.root;
  const inferrer = new Inferrer(params.detectFormats);
  const shape = emptyShape();
  if (params.input === 'samples') {
    if (root.type !== 'array')
      return failure('INVALID_INPUT', `With input "samples" the JSON must be an array of samples, such as [{"id":1},{"id":2}]; got ${root.type === 'object' ? 'an object' : `a ${root.type}`}. Set input to "document" to describe this JSON as it is`);
    const samples = root.children ?? [];
    if (samples.length === 0) return failure('INVALID_INPUT', 'The array of samples is empty: give at least one sample to infer a schema from');
    for (const sample of samples) inferrer.merge(shape, sample);
  } else inferrer.merge(shape, root);

  const value = { $schema: DIALECT, ...schemaOf(shape, { required: params.required, closed: params.noAdditionalProperties }) };
  if (indentedJsonSize(value, 2, MAX_OUTPUT) > MAX_OUTPUT)
    return failure(
      'INVALID_INPUT',
      `The schema would exceed ${MAX_OUTPUT.toLocaleString('en-US')} characters once indented: the samples nest deeply and have many properties at depth`,
    );
  const schema = JSON.stringify(value, null, 2);
  return success({ schema, value: JSON.parse(schema) as Record<string, unknown> });
});
