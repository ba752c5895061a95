import type { ExecutionMode, HttpMethod, ParameterSchema, ToolSpec } from '@ctp/core';
import { CTP_VERSION } from '@ctp/core';
import type { DiscoveryOptions, DiscoverySource, Feature, ResolvedOptions } from './options.js';
import { FEATURES, categorySummaries, copyJson, plural, resolveOptions, toolUrls } from './options.js';

/** `$defs/manifestTool` of ctp-manifest.schema.json (which allows no other fields). */
export interface ManifestTool {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  icon?: string;
  apiEndpoint: string;
  embedUrl?: string;
  method: HttpMethod;
  parameters: ParameterSchema[];
  executionMode: ExecutionMode;
  deprecated?: boolean;
}

/** `$defs/categoryDefinition`: no `count` field exists, so the count is stated in the description. */
export interface ManifestCategory {
  id: string;
  name: string;
  description: string;
  order: number;
}

export type ServiceCapabilities = Record<Feature, boolean>;

/** `/.well-known/ctp-manifest.json` (spec §9.2). */
export interface CtpManifest {
  ctpVersion: string;
  name: string;
  description?: string;
  baseUrl: string;
  apiPath: string;
  embedPath: string;
  tools: ManifestTool[];
  categories: ManifestCategory[];
  capabilities: ServiceCapabilities;
  contact: { name: string; url: string; email?: string };
  license: string;
}

export function createManifest(registry: DiscoverySource, options: DiscoveryOptions): CtpManifest {
  const o = resolveOptions(options);
  const manifest: CtpManifest = {
    ctpVersion: CTP_VERSION,
    name: o.name,
    ...(o.description !== undefined ? { description: o.description } : {}),
    baseUrl: o.baseUrl,
    apiPath: o.apiPath,
    embedPath: o.embedPath,
    tools: registry.list().map((spec) => manifestTool(spec, o)),
    categories: categorySummaries(registry).map((c, order) => ({
      id: c.id,
      name: c.name,
      description: `${c.description} ${plural(c.count, 'tool')}.`,
      order,
    })),
    capabilities: capabilities(o),
    contact: contact(o),
    license: 'MIT',
  };
  return manifest;
}

function manifestTool(spec: ToolSpec, o: ResolvedOptions): ManifestTool {
  const urls = toolUrls(o, spec.id);
  const tool: ManifestTool = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    tags: [...spec.tags],
    ...(spec.icon !== undefined ? { icon: spec.icon } : {}),
    apiEndpoint: urls.api,
    ...(urls.embed !== undefined ? { embedUrl: urls.embed } : {}),
    method: spec.method,
    // copied so that a consumer editing the document cannot reach into the registry
    parameters: copyJson(spec.parameters),
    // the spec's default, stated so clients need not know it
    executionMode: spec.executionMode ?? 'client',
  };
  if (spec.deprecated) tool.deprecated = true;
  return tool;
}

/** Every capability stated explicitly; `true` only for what the caller said the deployment supports. */
function capabilities(o: ResolvedOptions): ServiceCapabilities {
  return Object.fromEntries(FEATURES.map((f) => [f, o.features.has(f)])) as ServiceCapabilities;
}

export function contact(o: ResolvedOptions): CtpManifest['contact'] {
  return { name: o.name, url: o.baseUrl, ...(o.contactEmail !== undefined ? { email: o.contactEmail } : {}) };
}
