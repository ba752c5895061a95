import type { Category, ToolSpec } from '@ctp/core';
import type { Registry } from '@ctp/runtime';

/** What a generator reads from a registry: the sorted definitions and the categories in use. */
export type DiscoverySource = Pick<Registry, 'list' | 'categories'>;

/**
 * What the serving deployment actually supports (the manifest's `capabilities`).
 * Documents claim only what is listed, so a server without embeds never
 * advertises embed URLs.
 */
export const FEATURES = ['api', 'embedding', 'autosense', 'offline', 'realtime'] as const;
export type Feature = (typeof FEATURES)[number];

export interface DiscoveryOptions {
  /** Absolute http(s) URL the service is reached at; a trailing slash is removed. Never a request's Host. */
  baseUrl: string;
  /** Service name (1–100 characters). Default `'ctp'`. */
  name?: string;
  /** Service description (≤ 500 characters). */
  description?: string;
  /** Version of the API documents (OpenAPI `info.version`). Default `'1.0.0'`. */
  version?: string;
  contactEmail?: string;
  /** Default `'/api/tools'`. */
  apiPath?: string;
  /** Default `'/embed'`. */
  embedPath?: string;
  /** Where recipes run (`POST`, body `{ recipe, input }`). Default `'/api/recipes/run'`; `null` leaves recipes out. */
  recipePath?: string | null;
  /** Default `['api']`: the REST API the documents describe. Add `'embedding'` only when `/embed/:id` is served. */
  features?: readonly Feature[];
}

/** Options with every default applied and every URL part normalised. */
export interface ResolvedOptions {
  baseUrl: string;
  name: string;
  description: string | undefined;
  version: string;
  contactEmail: string | undefined;
  apiPath: string;
  embedPath: string;
  /** Undefined when the documents leave recipes out. */
  recipePath: string | undefined;
  features: ReadonlySet<Feature>;
}

export const DEFAULT_NAME = 'ctp';
export const DEFAULT_DESCRIPTION =
  'Developer utility tools defined with the ConveniencePro Tool Protocol (CTP): one definition per tool, callable over HTTP and MCP.';

export function resolveOptions(options: DiscoveryOptions): ResolvedOptions {
  const name = options.name ?? DEFAULT_NAME;
  if (name.trim().length === 0 || [...name].length > 100) throw new RangeError('name must be 1–100 characters');
  if (options.description !== undefined && [...options.description].length > 500)
    throw new RangeError('description must be at most 500 characters');
  for (const feature of options.features ?? []) {
    if (!(FEATURES as readonly string[]).includes(feature)) throw new RangeError(`unknown feature "${feature}"`);
  }
  return {
    baseUrl: normalizeBaseUrl(options.baseUrl),
    name,
    description: options.description,
    version: options.version ?? '1.0.0',
    contactEmail: options.contactEmail,
    apiPath: normalizePath(options.apiPath ?? '/api/tools', 'apiPath'),
    embedPath: normalizePath(options.embedPath ?? '/embed', 'embedPath'),
    recipePath: options.recipePath === null ? undefined : normalizePath(options.recipePath ?? '/api/recipes/run', 'recipePath') || undefined,
    features: new Set(options.features ?? ['api']),
  };
}

/** `https://Host:443/x/` → `https://host/x`. Rejects relative URLs, other schemes, credentials, queries and fragments. */
export function normalizeBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be an absolute URL: "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('baseUrl must be http or https');
  if (url.username || url.password || url.search || url.hash || baseUrl.includes('?') || baseUrl.includes('#'))
    throw new TypeError('baseUrl must not contain credentials, a query or a fragment');
  return url.href.replace(/\/+$/, '');
}

/** `api/tools/` → `/api/tools`; `/` → `` (tools at the root). */
function normalizePath(path: string, what: string): string {
  if (!/^[A-Za-z0-9\-._~/%]*$/.test(path)) throw new TypeError(`${what} must be a plain URL path: "${path}"`);
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed.replace(/\/{2,}/g, '/')}` : '';
}

/** Every absolute URL a document gives for one tool. */
export interface ToolUrls {
  /** REST endpoint (`${baseUrl}${apiPath}/${id}`). */
  api: string;
  /** Only when the deployment serves embeds. */
  embed: string | undefined;
  /** Per-tool Markdown (`/tools/:id.md`), the target of llms.txt links. */
  markdown: string;
}

export function toolUrls(o: ResolvedOptions, id: string): ToolUrls {
  return {
    api: `${o.baseUrl}${o.apiPath}/${id}`,
    embed: o.features.has('embedding') ? `${o.baseUrl}${o.embedPath}/${id}` : undefined,
    markdown: `${o.baseUrl}/tools/${id}.md`,
  };
}

/** Display names and the spec's own descriptions of the categories (§5.2.4). */
const CATEGORY_INFO: Record<Category, { name: string; description: string }> = {
  formatters: { name: 'Formatters', description: 'Tools that format or beautify data.' },
  encoders: { name: 'Encoders', description: 'Encoding/decoding tools.' },
  generators: { name: 'Generators', description: 'Tools that generate data.' },
  converters: { name: 'Converters', description: 'Format conversion tools.' },
  validators: { name: 'Validators', description: 'Validation tools.' },
  analyzers: { name: 'Analyzers', description: 'Analysis tools.' },
  editors: { name: 'Editors', description: 'Interactive editors.' },
  utilities: { name: 'Utilities', description: 'General utilities.' },
};

export interface CategorySummary {
  id: string;
  name: string;
  description: string;
  count: number;
  tools: ToolSpec[];
}

/** Categories in use, sorted by id, each with its tools (sorted by id). */
export function categorySummaries(source: DiscoverySource): CategorySummary[] {
  const tools = source.list();
  return source.categories().map(({ id, count }) => {
    const info = CATEGORY_INFO[id as Category] ?? { name: id.charAt(0).toUpperCase() + id.slice(1), description: `${id} tools.` };
    return { id, name: info.name, description: info.description, count, tools: tools.filter((t) => t.category === id) };
  });
}

/** Cuts to `max` code points, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** One line of text: collapses newlines and runs of spaces (link notes, table cells, summaries). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A deep copy of JSON data, so documents never share objects with the registry's definitions. */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
