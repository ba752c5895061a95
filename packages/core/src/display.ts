/**
 * How an output field is shown: the renderer every surface derives from the output schema,
 * refined by the definition's optional `display` hints. The web page picks its result view from
 * this, MCP turns image fields into image content blocks, the CLI prints the primary field.
 */
import type { JsonSchema, ParameterSchema, ToolSpec } from './types.js';
import { orderedParameters } from './json-schema.js';

export const DISPLAY_KINDS = [
  /** Prose or short values; wraps. */
  'text',
  /** Source text in a monospace editor view, highlighted when `language` is known. */
  'code',
  /** Any JSON value, pretty-printed and highlighted. */
  'json',
  /** An array of scalars: one per line, each with its own Copy. */
  'list',
  /** An array of records: a table. */
  'table',
  /** Scalars (or an object of scalars) as label: value pairs. */
  'facts',
  /** A CSS colour (or a list of them): swatches beside the text. */
  'color',
  /** An image: SVG text, a data URL, or base64 bytes with a media type. Shown and downloadable. */
  'image',
  /** Bytes (base64) or text to save as a file with the right media type and extension. */
  'file',
  /** Text operations `{type: added|removed|unchanged, value}`: coloured inline and side-by-side diff. */
  'diff',
  /** Match positions `{index, end, match, groups}` into a parameter's text: highlighted in place. */
  'matches',
  /** A pass/fail boolean (a validator's `valid`): a verdict banner above everything else. */
  'verdict',
  /** Not shown (still in the raw JSON). */
  'hidden',
] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];

export interface DisplayHint {
  as: DisplayKind;
  /** Field label (default: the schema's `title`, else the key in words). */
  label?: string;
  /** `code`: the language (json, yaml, xml, html, css, sql, javascript, typescript, markdown, shell, go, …). */
  language?: string;
  /** `image`/`file`: the media type, when the schema's `contentMediaType` does not say it. */
  mediaType?: string;
  /** `image`/`file`: the data field holding the media type, when it depends on the input. */
  mediaTypeField?: string;
  /** `file`: the data field holding the file extension (else derived from the media type). */
  extensionField?: string;
  /** `matches`: the parameter whose text the positions index. */
  textParameter?: string;
}

/** What a definition may write per field: a kind, or a hint object. */
export type DisplaySpec = DisplayKind | DisplayHint;

const LANGUAGE_WORDS = ['json', 'yaml', 'xml', 'html', 'css', 'sql', 'javascript', 'typescript', 'markdown', 'toml', 'csv', 'graphql', 'go', 'python', 'rust', 'java', 'kotlin', 'swift', 'csharp', 'php', 'ruby', 'shell', 'dockerfile', 'ini', 'svg', 'regex'];

/** The language a tool's text output is most likely in: the last format its id names (json-to-yaml → yaml), else a tag's. */
export function outputLanguage(spec: Pick<ToolSpec, 'id' | 'tags'>): string | undefined {
  const fromId = spec.id.split('-').reverse().find((w) => LANGUAGE_WORDS.includes(w));
  return fromId ?? spec.tags.find((t) => LANGUAGE_WORDS.includes(t));
}

const ACRONYMS = new Set(['json', 'url', 'uri', 'uuid', 'ulid', 'id', 'ip', 'ipv4', 'ipv6', 'html', 'css', 'xml', 'yaml', 'sql', 'jwt', 'utf8', 'hex', 'rgb', 'hsl', 'hwb', 'cmyk', 'csv', 'dns', 'mac', 'cidr', 'http', 'https', 'api', 'ascii', 'crc', 'md5', 'sha1', 'sha256', 'sha512', 'iso', 'utc', 'svg', 'png', 'pdf', 'qr', 'mime', 'pem', 'der', 'jwk', 'oid', 'bpm', 'wpm', 'ttl']);

/** `inputBytes` → "Input bytes", `sha256Hex` → "SHA256 hex", `unifiedDiff` → "Unified diff". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (words.length === 0 || words[0] === '') return key;
  const first = words[0]!;
  words[0] = first === first.toUpperCase() ? first : first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

function schemaType(schema: JsonSchema | undefined): string | undefined {
  const t = schema?.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t as string[]).find((x) => x !== 'null');
  return undefined;
}

function isScalarSchema(schema: JsonSchema | undefined): boolean {
  const t = schemaType(schema);
  return t === 'string' || t === 'number' || t === 'integer' || t === 'boolean';
}

/** The output schema's property for a data field. */
export function outputProperty(spec: Pick<ToolSpec, 'outputSchema'>, key: string): JsonSchema | undefined {
  const props = (spec.outputSchema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.hasOwn(props, key) ? props[key] : undefined;
}

/** The renderer of one output field: the stated hint, else what its schema implies. */
export function displayOf(spec: Pick<ToolSpec, 'id' | 'tags' | 'outputSchema' | 'primaryOutput' | 'display'>, key: string): DisplayHint {
  const stated = spec.display?.[key];
  const schema = outputProperty(spec, key);
  const label = (typeof stated === 'object' ? stated.label : undefined) ?? (typeof schema?.title === 'string' ? schema.title : humanizeKey(key));
  if (stated !== undefined) {
    const hint = typeof stated === 'string' ? { as: stated } : { ...stated };
    if (hint.as === 'code' && !hint.language && key === spec.primaryOutput) hint.language = outputLanguage(spec);
    if ((hint.as === 'image' || hint.as === 'file') && !hint.mediaType && typeof schema?.contentMediaType === 'string') hint.mediaType = schema.contentMediaType;
    return { ...hint, label };
  }
  const type = schemaType(schema);
  const mediaType = typeof schema?.contentMediaType === 'string' ? schema.contentMediaType : undefined;
  if (type === 'string' && (schema?.contentEncoding === 'base64' || mediaType)) {
    return { as: mediaType?.startsWith('image/') ? 'image' : 'file', label, ...(mediaType ? { mediaType } : {}) };
  }
  if (type === 'array') {
    const items = schema?.items as JsonSchema | undefined;
    if (schemaType(items) === 'object') return { as: 'table', label };
    return { as: isScalarSchema(items) ? 'list' : 'json', label };
  }
  if (type === 'object') {
    const props = Object.values((schema?.properties ?? {}) as Record<string, JsonSchema>);
    return { as: props.length > 0 && props.every(isScalarSchema) ? 'facts' : 'json', label };
  }
  if (type === 'string' && key === spec.primaryOutput) {
    const language = outputLanguage(spec);
    return language ? { as: 'code', language, label } : { as: 'text', label };
  }
  if (type === 'string') return { as: 'text', label };
  if (type === 'boolean' && key === 'valid') return { as: 'verdict', label };
  if (type === 'number' || type === 'integer' || type === 'boolean') return { as: 'facts', label };
  return { as: 'json', label };
}

/** The parameter that stdin, a pipe or the previous step of a recipe fills: `mainInput`, else the first required text-like or file parameter. */
export function mainInputParameter(spec: Pick<ToolSpec, 'parameters' | 'mainInput'>): ParameterSchema | undefined {
  if (spec.mainInput) return spec.parameters.find((p) => p.name === spec.mainInput);
  const candidates = orderedParameters(spec.parameters).filter((p) => !p.hidden && ['textarea', 'text', 'json', 'file'].includes(p.type));
  return candidates.find((p) => p.required) ?? candidates.find((p) => p.type === 'textarea');
}

/** Whether UIs run the tool as the user types: stated, else every tool that runs in the browser. */
export function runsLive(spec: Pick<ToolSpec, 'live' | 'executionMode'>): boolean {
  return spec.live ?? spec.executionMode !== 'server';
}
