import type { JsonSchema, ToolAnnotations, ToolSpec } from './types.js';
import { CTP_VERSION } from './types.js';
import { toInputSchema } from './json-schema.js';

/** Namespaced `_meta` key (MCP reserves un-prefixed and `*.modelcontextprotocol/*` keys). */
export const CTP_META_KEY = 'cc.conveniencepro/ctp';

/** An MCP `Tool` object (tools/list entry). */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: ToolAnnotations & { title: string };
  _meta: Record<string, unknown>;
}

/**
 * Behaviour hints: what the definition states wins; otherwise client/hybrid
 * tools are read-only, non-destructive, idempotent and closed-world, and
 * server tools open-world. (The compliance document derives idempotency from
 * executionMode alone, which is wrong for random generators: those state
 * `idempotentHint: false`, and the checker makes every generator say so.)
 */
export function deriveAnnotations(spec: ToolSpec): Required<ToolAnnotations> {
  const server = spec.executionMode === 'server';
  return {
    readOnlyHint: spec.annotations?.readOnlyHint ?? true,
    destructiveHint: spec.annotations?.destructiveHint ?? false,
    idempotentHint: spec.annotations?.idempotentHint ?? true,
    openWorldHint: spec.annotations?.openWorldHint ?? server,
  };
}

/** The description a model sees: the tool's description with its AI instructions folded in. */
export function modelDescription(spec: ToolSpec): string {
  const parts = [spec.description];
  if (spec.aiInstructions) parts.push(spec.aiInstructions);
  if (spec.deprecated) parts.push(`Deprecated${spec.deprecationMessage ? `: ${spec.deprecationMessage}` : '.'}`);
  return parts.join('\n\n');
}

/** A whole definition → an MCP tool (name = CTP id, title = CTP name). */
export function toMcpTool(spec: ToolSpec): McpTool {
  return {
    name: spec.id,
    title: spec.name,
    description: modelDescription(spec),
    inputSchema: toInputSchema(spec),
    outputSchema: spec.outputSchema,
    annotations: { title: spec.name, ...deriveAnnotations(spec) },
    _meta: {
      [CTP_META_KEY]: {
        ctpVersion: CTP_VERSION,
        category: spec.category,
        tags: spec.tags,
        executionMode: spec.executionMode ?? 'client',
        method: spec.method,
        ...(spec.keywords?.length ? { keywords: spec.keywords } : {}),
      },
    },
  };
}
