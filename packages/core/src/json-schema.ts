import type { JsonSchema, ParameterSchema, ToolDefinition } from './types.js';
import { COLOR_PATTERN, DATETIME_PATTERN } from './input/formats.js';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * One parameter → JSON Schema (2020-12), following the compliance document's
 * table. Deliberate differences, each because the table's value would reject
 * what CTP itself accepts:
 * - `file` is `contentEncoding: base64` (the value is base64 text in JSON;
 *   OpenAPI 3.1 reserves `format: binary` for raw bytes).
 * - `color` accepts #rgb/#rgba/#rrggbbaa as well as #rrggbb.
 * - `datetime` is a pattern: seconds and offset are optional in CTP.
 * - `json` accepts JSON text or the JSON value itself (anyOf).
 */
export function parameterToJsonSchema(param: ParameterSchema): JsonSchema {
  const v = param.validation ?? {};
  const description = param.aiHint ? `${param.description} ${param.aiHint}` : param.description;
  const schema: JsonSchema = { title: param.label, description };
  const stringBounds = () => {
    if (v.minLength !== undefined) schema.minLength = v.minLength;
    if (v.maxLength !== undefined) schema.maxLength = v.maxLength;
    if (v.pattern !== undefined) schema.pattern = v.pattern;
  };
  switch (param.type) {
    case 'text':
    case 'textarea':
      schema.type = 'string';
      stringBounds();
      break;
    case 'number':
      schema.type = 'number';
      if (v.min !== undefined) schema.minimum = v.min;
      if (v.max !== undefined) schema.maximum = v.max;
      if (v.step !== undefined) schema.multipleOf = v.step;
      break;
    case 'boolean':
      schema.type = 'boolean';
      break;
    case 'select':
      schema.type = 'string';
      schema.enum = (param.options ?? []).filter((o) => !o.disabled).map((o) => o.value);
      break;
    case 'json': {
      // JSON text (the compliance table's form) or the value itself, which the
      // core accepts too and models tend to send
      const text: JsonSchema = { type: 'string', format: 'json' };
      if (v.maxLength !== undefined) text.maxLength = v.maxLength;
      const array: JsonSchema = { type: 'array', items: {} };
      if (v.minItems !== undefined) array.minItems = v.minItems;
      if (v.maxItems !== undefined) array.maxItems = v.maxItems;
      schema.anyOf = [text, { type: 'object' }, array, { type: 'number' }, { type: 'boolean' }];
      break;
    }
    case 'file':
      schema.type = 'string';
      schema.contentEncoding = 'base64';
      if (v.accept?.length === 1 && !v.accept[0]!.includes('*')) schema.contentMediaType = v.accept[0];
      break;
    case 'color':
      schema.type = 'string';
      schema.pattern = COLOR_PATTERN;
      break;
    case 'date':
      schema.type = 'string';
      schema.format = 'date';
      break;
    case 'datetime':
      // not `format: date-time`: RFC 3339 requires seconds and an offset, CTP
      // (like <input type="datetime-local">) makes both optional (no offset = UTC)
      schema.type = 'string';
      schema.pattern = DATETIME_PATTERN;
      break;
    case 'url':
      schema.type = 'string';
      schema.format = 'uri';
      stringBounds();
      break;
    case 'email':
      schema.type = 'string';
      schema.format = 'email';
      stringBounds();
      break;
  }
  if (param.defaultValue !== undefined) schema.default = param.defaultValue;
  return schema;
}

/** A tool's parameters → the object schema MCP, OpenAPI and ai-tools.json all share. */
export function toInputSchema(definition: Pick<ToolDefinition, 'parameters'>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of orderedParameters(definition.parameters)) {
    properties[param.name] = parameterToJsonSchema(param);
    if (param.required && !param.dependsOn?.length) required.push(param.name);
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  schema.additionalProperties = false;
  return schema;
}

/** Parameters in display order: `order` first (stable), then declaration order. */
export function orderedParameters(parameters: readonly ParameterSchema[]): ParameterSchema[] {
  return parameters
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.order ?? Infinity) - (b.p.order ?? Infinity) || a.i - b.i)
    .map((x) => x.p);
}
