/** CTP ToolResult → MCP CallToolResult (spec: tools/call results, CTP §8 errors). */
import { CTP_META_KEY, type ToolResult } from '@ctp/core';
import type { CallToolResult } from '@modelcontextprotocol/server';

/** The data as text for models that read only content: strings as they are, anything else pretty JSON. */
function asText(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}

/**
 * Success: `structuredContent` is the tool's data (valid against the tool's
 * outputSchema) plus the same data as a text block; warnings follow as text.
 * Failure (invalid arguments included): `isError: true` with the CTP code and
 * message in the text, and no structuredContent, since an error need not match
 * the outputSchema and clients validate structuredContent against it. The CTP
 * metadata (timings, sizes, error code) rides in the namespaced `_meta`.
 */
export function toCallToolResult(result: ToolResult): CallToolResult {
  if (result.success) {
    const content: CallToolResult['content'] = [{ type: 'text', text: asText(result.data) }];
    for (const warning of result.metadata?.warnings ?? []) content.push({ type: 'text', text: `Warning: ${warning}` });
    return {
      content,
      structuredContent: result.data as Record<string, unknown>,
      ...(result.metadata ? { _meta: { [CTP_META_KEY]: result.metadata } } : {}),
    };
  }
  return {
    content: [{ type: 'text', text: `${result.errorCode}: ${result.error}` }],
    isError: true,
    _meta: { [CTP_META_KEY]: { errorCode: result.errorCode, ...result.metadata } },
  };
}
