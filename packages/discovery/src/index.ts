/**
 * Discovery documents (spec §9), all derived from a registry: pure and
 * deterministic — the same registry and options give the same bytes; nothing
 * reads a clock, a random source or a request.
 */
export {
  type DiscoveryOptions,
  type DiscoverySource,
  type Feature,
  type ResolvedOptions,
  FEATURES,
  resolveOptions,
  normalizeBaseUrl,
} from './options.js';
export { createManifest, type CtpManifest, type ManifestTool, type ManifestCategory, type ServiceCapabilities } from './manifest.js';
export {
  createOpenApi,
  openApiYaml,
  openApiJson,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi.js';
export { createAiTools, type AiTool, type AiToolsDocument } from './ai-tools.js';
export { createLlmsTxt, createLlmsFullTxt } from './llms.js';
export { toolMarkdown } from './markdown.js';
export { createAiPlugin, AI_PLUGIN_LIMITS, type AiPluginOptions, type AiPluginManifest } from './ai-plugin.js';
